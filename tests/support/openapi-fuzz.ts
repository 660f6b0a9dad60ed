/**
 * Requests generated from the OpenAPI document (decision 0038): every operation, with each of its
 * parameters and body fields in turn replaced by a hostile value of the field's kind, the others
 * kept at a plain sample value so that the request reaches the handler.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
}

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export interface Operation {
  method: string;
  /** The path template, `{name}` for parameters. */
  template: string;
  params: Parameter[];
  body: JsonSchema | null;
}

export type FieldKind = "integer" | "text" | "boolean";

export interface FuzzRequest {
  method: string;
  path: string;
  /** Raw body text; JSON unless `form`. */
  body?: string;
  form?: boolean;
  /** What was made hostile, for failure messages. */
  label: string;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      const body = op.requestBody?.content?.["application/json"]?.schema ?? null;
      out.push({ method: method.toUpperCase(), template, params: (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query"), body });
    }
  }
  return out;
}

function typesOf(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
}

/** The first alternative of an anyOf/oneOf (a union of whole objects picks its first shape). */
function resolved(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length && !isInteger(schema)) return resolved(alternatives[0]!);
  return schema;
}

function isInteger(schema: JsonSchema): boolean {
  if (schema.format === "int32" || typesOf(schema).includes("integer")) return true;
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  return alternatives.some((a) => isInteger(a));
}

export function kindOf(schema: JsonSchema | undefined): FieldKind {
  if (schema && isInteger(schema)) return "integer";
  return schema && typesOf(resolved(schema)).includes("boolean") ? "boolean" : "text";
}

/** A plain value of the schema's shape: what a client would send before anything hostile. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (isInteger(schema)) return 1;
  const s = resolved(schema);
  const types = typesOf(s);
  if (types.includes("object") || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sampleOf(prop, depth + 1);
    return out;
  }
  if (types.includes("array")) return [sampleOf(s.items, depth + 1)];
  if (types.includes("boolean")) return true;
  if (types.includes("number")) return 1;
  return "x";
}

type PathKey = (string | number)[];

/** Every scalar field of `sample`, with the kind its schema gives. */
export function leavesOf(schema: JsonSchema | undefined, sample: unknown, at: PathKey = []): { at: PathKey; kind: FieldKind; multiline: boolean }[] {
  // A field the route declares multi-line (format "multiline", with the route's multilineFields) takes line breaks.
  if (sample === null || typeof sample !== "object") return [{ at, kind: kindOf(schema), multiline: schema?.format === "multiline" }];
  const s = schema ? resolved(schema) : undefined;
  if (Array.isArray(sample)) return sample.flatMap((item, i) => leavesOf(s?.items, item, [...at, i]));
  return Object.entries(sample as Record<string, unknown>).flatMap(([key, value]) => leavesOf(s?.properties?.[key], value, [...at, key]));
}

const PLACEHOLDER = "\u0001__hostile__\u0001";
const MB = 1024 * 1024;
const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** Hostile JSON values (raw text, so that 1e309 and int64 literals reach the server as written). */
export const HOSTILE_JSON: Record<FieldKind, string[]> = {
  text: [
    JSON.stringify("a\u0000b"),
    JSON.stringify("\u0007bell"),
    JSON.stringify("line\nbreak"),
    JSON.stringify("next\u0085line"),
    JSON.stringify("\ud800"),
    "5",
    "true",
    "[5]",
    '{"a":"b"}',
  ],
  integer: [
    '"0x10"',
    '"1e2"',
    '" 5"',
    JSON.stringify("1\u0000"),
    "true",
    "[5]",
    "1e309",
    "1.5",
    "2147483648",
    "-2147483649",
    "9223372036854775807",
    '"2147483648"',
  ],
  boolean: [JSON.stringify("a\u0000b"), "5", "[true]", '{"a":true}'],
};

/** Hostile query and path values (text; a query value may also be repeated, making it a list). */
export const HOSTILE_TEXT: Record<FieldKind, string[]> = {
  text: ["a\u0000b", "\u0007", "line\nbreak", "\u0085", "x".repeat(20_000)],
  integer: ["0x10", "1e2", "1e309", " 5", "1\u0000", "2147483648", "-2147483649", "9223372036854775807", "true"],
  boolean: ["a\u0000b", "\u0007", "maybe"],
};

/** The body with the field at `at` replaced by the raw JSON `hostile`. */
export function bodyWith(sample: unknown, at: PathKey, hostile: string): string {
  if (at.length === 0) return hostile;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = PLACEHOLDER;
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), hostile);
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? "x"));
}

function withQuery(path: string, query: [string, string][]): string {
  if (!query.length) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(query)}`;
}

/**
 * The CSRF token travels in the header here; a hostile copy in the body is the CSRF check's
 * business. A `redirect` target holding control characters is dropped, not refused (the request
 * goes ahead and lands on the site's home; decision 0034): tests/integration/redirects.test.ts and
 * domain/redirects.test.ts cover it.
 */
const NOT_FUZZED = new Set(["CSRFToken", "redirect"]);

/** Plain values for the path's parameters: the page catch-all gets a page, others a sample. */
function baseParams(op: Operation): { path: Record<string, string>; query: [string, string][] } {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of op.params) {
    const value = p.name === "*" ? "login" : String(sampleOf(p.schema));
    if (p.in === "path") path[p.name] = value;
    else if (p.required) query.push([p.name, value]);
  }
  return { path, query };
}

/**
 * Every hostile request for one operation: an unknown field holding NUL (query, and body when the
 * method has one); with `perField`, also each parameter and body field in turn with the whole
 * table of its kind, and the whole-request values (a deep, broken or oversized body; the first
 * body field at 1 MB and deeply nested).
 */
export function requestsFor(op: Operation, perField = true): FuzzRequest[] {
  const base = baseParams(op);
  const out: FuzzRequest[] = [];
  const sample = op.body ? sampleOf(op.body) : undefined;
  const sampleBody = sample === undefined ? undefined : JSON.stringify(sample);
  const plain = (label: string, path: string): FuzzRequest => ({ method: op.method, path, body: sampleBody, label });

  for (const p of perField ? op.params.filter((param) => !NOT_FUZZED.has(param.name)) : []) {
    const kind = p.name === "*" ? "text" : kindOf(p.schema);
    for (const value of HOSTILE_TEXT[kind]) {
      const label = `${p.in} ${p.name}=${JSON.stringify(value.slice(0, 20))}`;
      if (p.in === "path") out.push(plain(label, withQuery(fillPath(op.template, { ...base.path, [p.name]: value }), base.query)));
      else out.push(plain(label, withQuery(fillPath(op.template, base.path), [...base.query.filter(([n]) => n !== p.name), [p.name, value]])));
    }
    if (p.in === "query") {
      out.push(plain(`query ${p.name} twice`, withQuery(fillPath(op.template, base.path), [...base.query, [p.name, "1"], [p.name, "2"]])));
    }
  }

  const path = withQuery(fillPath(op.template, base.path), base.query);
  const leaves = (op.body && sample !== undefined ? leavesOf(op.body, sample) : []).filter((l) => !l.at.some((k) => NOT_FUZZED.has(String(k))));
  const first = leaves[0];
  if (first && perField) {
    out.push({ method: op.method, path, body: bodyWith(sample, first.at, JSON.stringify("x".repeat(MB - 4096))), label: `body ${first.at.join(".")} of 1 MB` });
    out.push({ method: op.method, path, body: bodyWith(sample, first.at, deepArray(5000)), label: `body ${first.at.join(".")} nested 5,000 deep` });
  }
  if (perField) {
    for (const leaf of leaves) {
      for (const hostile of HOSTILE_JSON[leaf.kind].filter((h) => !(leaf.multiline && h === JSON.stringify("line\nbreak")))) {
        out.push({ method: op.method, path, body: bodyWith(sample, leaf.at, hostile), label: `body ${leaf.at.join(".")}=${hostile.slice(0, 20)}` });
      }
      if (leaf.at.length === 1 && typeof leaf.at[0] === "string") {
        out.push({ method: op.method, path, form: true, body: new URLSearchParams({ [leaf.at[0]]: "a\u0000b" }).toString(), label: `form ${leaf.at[0]}=NUL` });
      }
    }
  }

  // Whatever the route declares: an unknown field with NUL, a deep or broken or oversized body.
  out.push({ method: op.method, path: withQuery(path, [["x", "a\u0000b"]]), body: sampleBody, label: "query x=NUL" });
  if (op.method !== "GET") out.push({ method: op.method, path, body: JSON.stringify({ x: "a\u0000b" }), label: "body x=NUL" });
  if (op.method !== "GET" && perField) {
    out.push({ method: op.method, path, form: true, body: "x=%00&y=%07", label: "form x=NUL" });
    out.push({ method: op.method, path, body: deepArray(100_000), label: "body deep JSON" });
    out.push({ method: op.method, path, body: '{"x":', label: "body broken JSON" });
    out.push({ method: op.method, path, body: JSON.stringify({ x: "x".repeat(MB + 10) }), label: "body over 1 MB" });
  }
  return out;
}
