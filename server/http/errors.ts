import type { FastifyInstance, FastifyReply } from "fastify";
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, v.params?.missingProperty),
        message: v.message ?? "Invalid value",
      }));
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
