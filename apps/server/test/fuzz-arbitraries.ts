// fast-check arbitraries for the bad-input test (bad-input.test.ts): requests built from a route's
// OpenAPI description, mostly almost right (so they get past the schema and reach the handler and
// the database, where 500s hide) and sometimes plainly hostile.
import fc from "fast-check";

/** The part of a JSON schema (as @fastify/swagger writes zod) the generators read. */
export type JsonSchema = {
  type?: string | string[];
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
  nullable?: boolean;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Ids that exist in the seeded database (of every kind), so an id may be real but of the wrong thing. */
export type IdPool = string[];

const HUGE = 200_000;

/** Strings that have broken servers: encodings, injections, paths, dates, numbers as text. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202E",
  "\uFEFF",
  "😀👍🏽",
  "ção",
  "' OR 1=1 --",
  "'; drop table projects; --",
  '"',
  "\\",
  "%",
  "%00",
  "%zz",
  "../../etc/passwd",
  "..\\..\\windows",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x10",
  "9999999999999999999999",
  "-9223372036854775809",
  "2147483648",
  "1.0000000000000001",
  "true",
  "0000-00-00",
  "0000-01-01",
  "2024-02-30",
  "9999-12-31",
  "275760-09-13",
  "2024-13-01",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "00000000-0000-0000-0000-00000000000g",
  "a@b",
  "@",
  "a@b.c" + "c".repeat(300),
  "x".repeat(256),
  "x".repeat(5001),
];

const nastyNumbers: unknown[] = [
  0,
  -0,
  -1,
  0.1,
  0.005,
  1e-7,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  9999999999999.99,
  10000000000000,
  99999999999999.98,
  1e300,
  -1e300,
  1.7976931348623157e308,
];

/** A JSON object literal whose own key is `key` (an object literal's `__proto__` would set the prototype instead). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

/** Nested arrays or objects `depth` levels deep. */
export function deeplyNested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
  return value;
}

/** Any value at all that no schema should trust: wrong types, extremes, prototype keys, depth, size. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { "": "" }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(HUGE), "ç".repeat(HUGE / 2), "😀".repeat(HUGE / 4)) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(60, "array"), deeplyNested(60, "object")) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      withOwnKey("__proto__", { admin: true }),
      withOwnKey("constructor", { prototype: { admin: true } }),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function numberWithin(schema: JsonSchema, integer: boolean, dirty: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const edges = fc.constantFrom(min, max, integer ? min - 1 : min - 0.01, integer ? max + 1 : max + 0.01);
  const inside = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return dirty ? fc.oneof(inside, edges) : inside;
}

function dateText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .date({ min: new Date("1899-01-01"), max: new Date("2201-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom("1900-01-01", "2200-12-31", "2024-02-29", "2023-02-29", "0000-01-01", "2024-13-40"),
  );
}

function stringFor(schema: JsonSchema, ids: IdPool, dirty: boolean): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.constant(ids[0]!.toUpperCase()));
  if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$" || schema.format === "date") return dateText();
  if (schema.format === "email") return fc.oneof(fc.emailAddress(), fc.constant("investidor@alicerce.dev"));
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const maxLength = schema.maxLength ?? 300;
  const minLength = schema.minLength ?? 0;
  if (!dirty) {
    const words = fc.constantFrom(
      "Casa",
      "Obra",
      "São Paulo",
      "Maria",
      "fundação",
      "R$ 1.000,00",
      "11987654321",
      "12345678909",
    );
    return fc
      .oneof(words, fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 40) }))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60) }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, 30) }) },
    { weight: 1, arbitrary: fc.constant("x".repeat(Math.min(maxLength + 1, HUGE))) },
    { weight: 1, arbitrary: fc.constant("x".repeat(Math.max(minLength, Math.min(maxLength, 10_000)))) },
  );
}

/**
 * Values shaped by a JSON schema: usually valid for it (so the request reaches the handler), and
 * at every level sometimes a hostile value instead, so partially wrong bodies are common too.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  ids: IdPool,
  depth = 0,
  dirty = true,
): fc.Arbitrary<unknown> {
  const shaped = shapedBySchema(schema ?? {}, ids, depth, dirty);
  return dirty ? fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue }) : shaped;
}

/**
 * Values a schema accepts as far as its JSON schema says (refinements such as a CPF's check digits
 * still fail): these reach the handlers and the database, where a 500 would hide.
 */
export function cleanFromSchema(schema: JsonSchema | undefined, ids: IdPool): fc.Arbitrary<unknown> {
  return fromSchema(schema, ids, 0, false);
}

function shapedBySchema(schema: JsonSchema, ids: IdPool, depth: number, dirty: boolean): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => fromSchema(s, ids, depth, dirty)));
  if (schema.allOf && schema.allOf.length > 0)
    return shapedBySchema(Object.assign({}, ...schema.allOf), ids, depth, dirty);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return stringFor(schema, ids, dirty);
      case "integer":
        return numberWithin(schema, true, dirty);
      case "number":
        return numberWithin(schema, false, dirty);
      case "boolean":
        return fc.boolean();
      case "array":
        if (depth > 4) return fc.constant([]);
        return fc.array(fromSchema(schema.items, ids, depth + 1, dirty), {
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case "object": {
        if (depth > 4 || !schema.properties)
          return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, inner] of Object.entries(schema.properties))
          model[key] = fromSchema(inner, ids, depth + 1, dirty);
        const required = schema.required ?? [];
        return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

/** A path segment: an id of the pool, a random UUID, or text a UUID route must refuse. */
export function pathSegment(
  schema: JsonSchema | undefined,
  ids: IdPool,
): fc.Arbitrary<{ raw: string; malformed: boolean }> {
  const encoded = (value: string, malformed: boolean) => ({
    raw: encodeURIComponent(Buffer.from(value).toString()),
    malformed,
  });
  const wantsUuid = schema?.format === "uuid";
  const sensible = wantsUuid
    ? fc.oneof(fc.constantFrom(...ids), fc.uuid()).map((v) => encoded(v, false))
    : fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 40 })).map((v) => encoded(v, false));
  const bad = fc.oneof(
    fc
      .constantFrom(...NASTY_STRINGS.filter((s) => s !== "" && !/^[0-9a-f-]{36}$/.test(s)))
      .map((v) => encoded(v, wantsUuid)),
    // Too long for the router (maxParamLength), or broken percent-encoding: 400 before any route runs.
    fc.constantFrom("x".repeat(5000), "%", "%zz", "%E0%A4%A", "%C0%AF").map((raw) => ({ raw, malformed: true })),
    fc.uuid().map((v) => encoded(v.toUpperCase() + "0", wantsUuid)),
  );
  return fc.oneof({ weight: 3, arbitrary: sensible }, { weight: 1, arbitrary: bad });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Keyset cursors: base64url JSON of almost-right keys (times, ids, ratings, counts) and of junk. */
export function cursorText(ids: IdPool): fc.Arbitrary<string> {
  const time = fc.constantFrom(
    "2025-01-01 12:00:00.123456+00",
    "2025-01-01 12:00:00+00",
    "0001-01-01 00:00:00+00",
    "9999-12-31 23:59:59.999999+15:59",
    "2025-02-30 12:00:00+00",
    "294277-01-01 00:00:00+00",
    "2025-01-01T12:00:00Z",
    "",
  );
  const key = fc.oneof(
    time,
    fc.constantFrom(...ids),
    fc.uuid(),
    hostileValue,
    fc.constantFrom("4.5", "5.0", "9.9", null),
  );
  return fc.oneof(
    fc.tuple(time, fc.oneof(fc.constantFrom(...ids), fc.uuid())).map(base64url),
    fc
      .tuple(fc.boolean(), key, fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -1, 1.5)), time, fc.uuid())
      .map(base64url),
    fc.array(key, { maxLength: 6 }).map(base64url),
    fc.string({ maxLength: 60 }),
    fc.constantFrom("", "=", "%", "x".repeat(201)),
  );
}
