import fc from 'fast-check';
import { hostile } from './hostile';

/**
 * fast-check arbitraries from the JSON Schema the OpenAPI document publishes (server/plugins/openapi.ts),
 * so every operation, including ones added later, is fuzzed from its own contract. Valid-looking values
 * are mixed with hostile ones at every position: NUL characters, numbers past 32 and 53 bits, odd
 * dates and months, wrong types, very long text.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

// Dates and months mostly fall in the years a guest would pick, so cases get past the year window
// (1900-2099) and its cross-field checks into the services; the hostile values cover the edges.
const NEAR_YEAR = fc.integer({ min: 2024, max: 2028 }).map(String);

function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  try {
    const matching = fc.stringMatching(new RegExp(pattern));
    if (!pattern.startsWith('^\\d{4}-')) return matching;
    return fc.tuple(matching, NEAR_YEAR).map(([value, year]) => year + value.slice(4));
  } catch {
    return null;
  }
}

function dateString(withTime: boolean): fc.Arbitrary<string> {
  const between = (min: string, max: string) =>
    fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true });
  return fc
    .oneof({ weight: 4, arbitrary: between('2024-01-01', '2028-12-31') }, between('1800-01-01', '2200-12-31'))
    .map((d) => (withTime ? d.toISOString() : d.toISOString().slice(0, 10)));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dateString(false);
  if (schema.format === 'date-time') return dateString(true);
  // The NUL-refusing pattern matches almost anything; generate ordinary text for it instead.
  const pattern =
    schema.pattern && schema.pattern !== '^[^\\u0000]*$' ? patternArbitrary(schema.pattern) : null;
  if (pattern) return pattern;
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 300) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  if (integer) {
    const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    // Small values find rows (ids 1..200); the edges find overflows.
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, Math.max(lo, 200)) }), fc.constantFrom(lo, hi));
  }
  // Query values are published as plain numbers, without their bounds; small whole ones are what they
  // usually mean (a page, a guest count), so most cases get past validation.
  const whole = (lo: number, hi: number) => {
    const from = Math.ceil(Math.max(min, lo));
    return fc.integer({ min: from, max: Math.max(from, Math.floor(Math.min(max, hi))) });
  };
  return fc.oneof(
    { weight: 4, arbitrary: whole(0, 12) },
    whole(-5, 300),
    fc.double({ min, max, noNaN: true }),
  );
}

/** A well-formed-looking value of `schema` (depth-limited), before any hostile mixing. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0, mix = true): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fuzzed(choice, depth + 1, mix)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1, mix);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || types.includes('null');
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  let value: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      value = stringArbitrary(schema);
      break;
    case 'integer':
      value = numberArbitrary(schema, true);
      break;
    case 'number':
      value = numberArbitrary(schema, false);
      break;
    case 'boolean':
      value = fc.boolean();
      break;
    case 'array':
      value = fc.array(fuzzed(schema.items, depth + 1, mix), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 25),
      });
      break;
    case 'object':
      value = objectArbitrary(schema, depth, mix);
      break;
    default:
      value = fc.anything({ maxDepth: 1 });
  }
  return nullable ? fc.option(value, { nil: null }) : value;
}

/** The schema's value most of the time, a hostile one otherwise (never, with `mix` false). */
export function fuzzed(schema: JsonSchema | undefined, depth = 0, mix = true): fc.Arbitrary<unknown> {
  const clean = fromSchema(schema, depth, mix);
  return mix ? fc.oneof({ weight: 4, arbitrary: clean }, { weight: 1, arbitrary: hostile }) : clean;
}

/**
 * Half the cases follow the schema throughout, so requests also get past validation and into the
 * services; the other half carry hostile values anywhere.
 */
export function cleanOrHostile(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(fromSchema(schema, 0, false), fuzzed(schema));
}

// Half the time a stay's dates make a real stay (check-out after check-in, in the coming months),
// which two dates drawn apart almost never do.
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const stay = fc.oneof(
  fc.constant(null),
  fc.tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 14 })).map(([ahead, nights]) => {
    const checkIn = Date.now() + ahead * DAY_MS;
    return { check_in: isoDay(checkIn), check_out: isoDay(checkIn + nights * DAY_MS) };
  }),
);

/** An object with its required keys usually present, optional ones sometimes, and now and then a stranger. */
export function objectArbitrary(
  schema: JsonSchema,
  depth = 0,
  mix = true,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, fuzzed(property, depth + 1, mix)]),
  );
  const record = fc.record(model, { requiredKeys: [] });
  // A search with a dozen optional filters almost always has one that conflicts with another (a
  // check-in without its check-out), so a third of the cases keep at most two of them and get
  // through to the service.
  const sparse = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    fc.subarray(Object.keys(properties), { maxLength: Math.min(2, Object.keys(properties).length) }),
  );
  return fc
    .tuple(record, fc.boolean(), fc.integer({ min: 0, max: 9 }), sparse, stay)
    .map(([value, keepRequired, extra, kept, dates]) => {
      const out: Record<string, unknown> = { ...value };
      if (kept) for (const key of Object.keys(out)) if (!kept.includes(key)) delete out[key];
      if (dates && 'check_in' in properties && 'check_out' in properties) Object.assign(out, dates);
      // Missing required keys are worth testing too, but rarely enough that most bodies get through.
      if (keepRequired) {
        for (const key of required) if (!(key in out)) out[key] = undefined;
      }
      if (mix && extra === 0) out['is_admin'] = true;
      return out;
    })
    .chain((out) => {
      const missing = [...required].filter((key) => out[key] === undefined);
      if (missing.length === 0) return fc.constant(out);
      return fc
        .tuple(...missing.map((key) => fromSchema(properties[key], depth + 1, mix)))
        .map((values) => ({ ...out, ...Object.fromEntries(missing.map((key, i) => [key, values[i]])) }));
    });
}
