import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The body exactly as received, so pages (React Router) can read it after we have. */
    rawBody: Buffer | null;
  }
}

const FORM_LIMIT = 1024 * 1024;
const MULTIPART_LIMIT = 26 * 1024 * 1024;

/**
 * Parsers that keep the raw body beside the parsed one: Fastify checks the CSRF token from
 * the parsed body, then React Router gets the untouched bytes for the page's action.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.decorateRequest("rawBody", null);
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: FORM_LIMIT },
    (req, body: Buffer, done) => {
      req.rawBody = body;
      if (body.length === 0) return done(null, {});
      try {
        done(null, JSON.parse(body.toString("utf8")));
      } catch {
        const err = Object.assign(new Error("The request body is not valid JSON."), { statusCode: 400 });
        done(err, undefined);
      }
    },
  );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "buffer", bodyLimit: FORM_LIMIT },
    (req, body: Buffer, done) => {
      req.rawBody = body;
      done(null, formRecord(new URLSearchParams(body.toString("utf8"))));
    },
  );
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: MULTIPART_LIMIT },
    (req, body: Buffer, done) => {
      req.rawBody = body;
      done(null, body);
    },
  );
}

/** A url-encoded form as a record: a field sent once is a string, one sent several times (checkboxes) a list. */
export function formRecord(pairs: Iterable<[string, string]>): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const seen = record[name];
    record[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return record;
}
