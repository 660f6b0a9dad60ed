import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * The JSON error shape of DESIGN.md, used by every 4xx and 5xx answer of the API. A field error
 * may also carry the spec's error code (e.g. `error-maxlength-reached`) for clients to act on.
 */
export interface ErrorBody {
  errorMessage: string;
  errors: { field: string; message: string; code?: string }[];
}

export function sendError(
  reply: FastifyReply,
  status: number,
  errorMessage: string,
  errors: ErrorBody["errors"] = [],
): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send({ errorMessage, errors } satisfies ErrorBody);
}

const GENERIC_5XX = "Something went wrong. Please try again.";

function fieldOf(instancePath: string | undefined, missing: unknown): string {
  const fromPath = (instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  if (fromPath) return fromPath;
  return typeof missing === "string" ? missing : "";
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  errors?: Issue[][];
}

/** How far an alternative of a union is from the value: fields it lacks first, then problems. */
function distance(issues: Issue[]): number {
  const missing = issues.filter((i) => i.code === "invalid_type" && i.message.endsWith("received undefined")).length;
  return missing * 1000 + issues.length;
}

/**
 * A union's refusal names no field; the fields are those of the alternative that came closest:
 * a quantity of "0x10" in the one-line shape is a `quantity` error, not a missing `entries`.
 */
function unionFieldErrors(at: string, branches: unknown): ErrorBody["errors"] | null {
  if (!Array.isArray(branches) || branches.length === 0) return null;
  const closest = (branches as Issue[][]).reduce((best, branch) => (distance(branch) < distance(best) ? branch : best));
  if (closest.length === 0) return null;
  return closest.flatMap((issue) => {
    const field = [at, ...issue.path.map(String)].filter(Boolean).join(".");
    return issue.code === "invalid_union" ? (unionFieldErrors(field, issue.errors) ?? [{ field, message: issue.message }]) : [{ field, message: issue.message }];
  });
}

/** An error that answers the request itself (the rate limit's page for browsers, decision 0047). */
export interface AnsweringError {
  answer(req: FastifyRequest, reply: FastifyReply): FastifyReply;
}

function isAnsweringError(error: unknown): error is AnsweringError {
  return typeof error === "object" && error !== null && "answer" in error && typeof error.answer === "function";
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    if (isAnsweringError(error)) return error.answer(req, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((v) => {
        const field = fieldOf(v.instancePath, v.params?.missingProperty);
        return (v.keyword === "invalid_union" ? unionFieldErrors(field, v.params?.errors) : null) ?? [{ field, message: v.message ?? "Invalid value" }];
      });
      return sendError(reply, 400, "Please correct the highlighted fields.", errors);
    }
    const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : "Bad request";
      return sendError(reply, status, message);
    }
    req.log.error({ err: error }, "request failed");
    return sendError(reply, 500, GENERIC_5XX);
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, 404, "Not found"));
}
