import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { AnyEnvelope } from '../../contract/common';
import { cleanOrHostile, objectArbitrary, type JsonSchema } from './arbitrary';
import { hostile } from './hostile';

/**
 * Fuzzes every operation of the app's own OpenAPI document (GET /api/docs/json), so routes added by
 * any module are covered without listing them here. Each case is sent with `inject` from its own
 * address (per-IP limits would otherwise answer most of them 429), half of them signed in.
 * A case fails on any 5xx, and on an answer whose shape is not declared: a declared status is checked
 * by the route's own zod serializer (a mismatch there is a 500), any other must be the error envelope
 * with `meta.code` equal to the status.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  declared: Set<number>;
}

export function operationsOf(doc: OpenApiDocument, include: (path: string) => boolean): Operation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => include(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        declared: new Set(Object.keys(op.responses ?? {}).map(Number)),
      })),
    );
}

export interface FuzzRequest {
  url: string;
  payload: unknown;
  signedIn: boolean;
  headers: Record<string, string>;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => cleanOrHostile(p.schema)))
    .map((values) =>
      pathParams.reduce(
        (url, p, i) => url.replace(`{${p.name}}`, encodeURIComponent(asText(values[i])) || '%20'),
        op.path,
      ),
    );
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  // Either every value follows the schema, or any may be hostile (the query string itself always exists).
  const query = fc.oneof(objectArbitrary(querySchema, 0, false), objectArbitrary(querySchema, 0, true));
  const body = op.body
    ? fc.oneof({ weight: 9, arbitrary: cleanOrHostile(op.body) }, { weight: 1, arbitrary: hostile })
    : fc.constant(undefined);
  const headers = fc.record({
    'accept-language': fc.constantFrom('en', 'ar', 'ar-SA,ar;q=0.9', 'xx', '*'),
    currency: fc.constantFrom('SAR', 'USD', 'AED', 'EGP', 'XYZ', 'sar', ''),
  });
  return fc.record({ path, query, body, signedIn: fc.boolean(), headers }).map((r) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(r.query))
      if (value !== undefined) search.set(key, asText(value));
    const qs = search.toString();
    return {
      url: qs ? `${r.path}?${qs}` : r.path,
      payload: r.body,
      signedIn: r.signedIn,
      headers: r.headers,
    };
  });
}

export interface OperationReport {
  operation: string;
  cases: number;
  byStatus: Record<number, number>;
  failures: {
    request: FuzzRequest | Record<string, unknown>;
    status: number;
    problem: string;
    body: string;
  }[];
}

export function problemWith(op: Operation, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (!op.path.startsWith('/api/') && !op.path.startsWith('/auth/')) return null;
  if (op.declared.has(status)) return null;
  if (status < 400) return `answered ${status}, which the operation does not declare`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `answered ${status} without a JSON body`;
  }
  const envelope = AnyEnvelope.safeParse(json);
  if (!envelope.success) return `answered ${status} outside the error envelope`;
  if (envelope.data.meta.code !== status) return `meta.code ${envelope.data.meta.code} on a ${status}`;
  return null;
}

let lastAddress = 0;
export const nextAddress = () => {
  lastAddress += 1;
  return `10.250.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

export async function fuzzOperation(
  app: FastifyInstance,
  op: Operation,
  options: { runs: number; seed: number; token: () => Promise<string>; concurrency?: number },
): Promise<OperationReport> {
  const cases = fc.sample(requestArbitrary(op), { numRuns: options.runs, seed: options.seed });
  const report: OperationReport = {
    operation: `${op.method} ${op.path}`,
    cases: 0,
    byStatus: {},
    failures: [],
  };
  const concurrency = options.concurrency ?? 6;
  for (let start = 0; start < cases.length; start += concurrency) {
    await Promise.all(
      cases.slice(start, start + concurrency).map(async (request) => {
        const headers = { ...request.headers };
        if (request.signedIn) headers.authorization = `Bearer ${await options.token()}`;
        const payload = request.payload === undefined ? undefined : JSON.stringify(request.payload);
        if (payload !== undefined) headers['content-type'] = 'application/json';
        const res = await app.inject({
          method: op.method as 'GET',
          url: request.url,
          headers,
          ...(payload === undefined ? {} : { payload }),
          remoteAddress: nextAddress(),
        });
        report.cases += 1;
        report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
        const problem = problemWith(op, res.statusCode, res.body);
        if (problem)
          report.failures.push({ request, status: res.statusCode, problem, body: res.body.slice(0, 500) });
      }),
    );
  }
  return report;
}
