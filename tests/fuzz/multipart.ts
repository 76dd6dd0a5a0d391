import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { PropertySubmission } from '../../contract/properties';
import { cleanOrHostile, type JsonSchema } from './arbitrary';
import { hostile } from './hostile';
import { nextAddress, problemWith, type Operation, type OperationReport } from './fuzz';

/**
 * POST /properties takes a multipart form (a `data` part holding the JSON details, and `photos` parts),
 * which the OpenAPI document cannot describe as a JSON body, so the generic fuzzer would only ever get
 * its 415. This builds the form itself: the details from the contract's own schema (with real city and
 * category slugs half the time, so cases reach the database and the photo encoder), and photos that are
 * a real PNG, random bytes or nothing, sometimes under the wrong part name or with a broken `data`.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4kWIERwzEcQBCchXhzfoe+QAAAABJRU5ErkJggg==',
  'base64',
);
const BOUNDARY = 'sakan-fuzz-boundary';

interface Part {
  name: string;
  value: string | Buffer;
  file: boolean;
}

function formBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part, i) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.file ? `; filename="photo-${i}.png"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function formArbitrary(slugs: { cities: string[]; categories: string[] }): fc.Arbitrary<Part[]> {
  const schema = z.toJSONSchema(PropertySubmission, { io: 'input' }) as JsonSchema;
  const details = fc
    .tuple(
      cleanOrHostile(schema),
      fc.boolean(),
      fc.constantFrom(...slugs.cities),
      fc.constantFrom(...slugs.categories),
    )
    .map(([value, real, city, category]) =>
      real && value && typeof value === 'object' ? { ...value, city, category } : value,
    );
  // Generated details rarely pass every check (phone, lengths), so a share are a real owner's form.
  const valid = fc.record({
    owner_name: fc.constantFrom('Huda Al-Harbi', 'هدى الحربي'),
    owner_email: fc.constantFrom('owner@example.com', 'huda.harbi@example.org'),
    owner_phone: fc.constantFrom('+966501234567', '0501234567'),
    city: fc.constantFrom(...slugs.cities),
    category: fc.constantFrom(...slugs.categories),
    bedrooms: fc.integer({ min: 0, max: 50 }),
    guests: fc.integer({ min: 1, max: 100 }),
    address: fc.constantFrom('King Fahd Road, Riyadh', 'طريق الملك فهد، الرياض'),
    description: fc.constantFrom(
      'A quiet family apartment near the park, with parking.',
      'شقة عائلية هادئة قرب الحديقة مع موقف للسيارات.',
    ),
  });
  const data = fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 5, arbitrary: details.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '', '\u0000', 'null', '[]') },
    { weight: 1, arbitrary: hostile.map((value) => JSON.stringify(value) ?? '') },
  );
  const photo = fc.oneof(
    { weight: 3, arbitrary: fc.constant(PNG) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant(PNG.subarray(0, 20)) },
  );
  const photoPart = fc.record({
    name: fc.constantFrom('photos', 'photos', 'photos', 'other'),
    value: photo,
    file: fc.constant(true),
  });
  return fc
    .tuple(fc.option(data, { freq: 8 }), fc.array(photoPart, { maxLength: 3 }), fc.boolean())
    .map(([value, photos, dataFirst]) => {
      const dataPart = value === null ? [] : [{ name: 'data', value, file: false }];
      return dataFirst ? [...dataPart, ...photos] : [...photos, ...dataPart];
    });
}

export async function fuzzMultipart(
  app: FastifyInstance,
  op: Operation,
  options: { runs: number; seed: number; slugs: { cities: string[]; categories: string[] } },
): Promise<OperationReport> {
  const cases = fc.sample(formArbitrary(options.slugs), { numRuns: options.runs, seed: options.seed });
  const report: OperationReport = {
    operation: `${op.method} ${op.path}`,
    cases: 0,
    byStatus: {},
    failures: [],
  };
  const concurrency = 4;
  for (let start = 0; start < cases.length; start += concurrency) {
    await Promise.all(
      cases.slice(start, start + concurrency).map(async (parts) => {
        const res = await app.inject({
          method: 'POST',
          url: op.path,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: formBody(parts),
          remoteAddress: nextAddress(),
        });
        report.cases += 1;
        report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
        const problem = problemWith(op, res.statusCode, res.body);
        if (problem) {
          const request = { parts: parts.map((p) => ({ ...p, value: String(p.value).slice(0, 200) })) };
          report.failures.push({ request, status: res.statusCode, problem, body: res.body.slice(0, 500) });
        }
      }),
    );
  }
  return report;
}
