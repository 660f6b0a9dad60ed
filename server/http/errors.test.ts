import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "./errors.ts";

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get("/boom", async () => {
    throw new Error("database password is hunter2");
  });
  app.post("/typed", { schema: { body: z.object({ code: z.string().min(2), qty: z.number().int() }) } }, async () => ({ ok: true }));
  const line = z.object({ productCode: z.string(), quantity: z.number().int() });
  app.post("/union", { schema: { body: z.union([z.object({ entries: z.array(line) }), line]) } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe("error handling", () => {
  it("answers 5xx with a generic body that reveals nothing", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorMessage: "Something went wrong. Please try again.", errors: [] });
    expect(res.body).not.toContain("hunter2");
  });

  it("answers schema failures with 400 and one entry per field", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "POST", url: "/typed", payload: { code: "x", qty: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errorMessage: string; errors: { field: string; message: string }[] }>();
    expect(body.errorMessage).toBe("Please correct the highlighted fields.");
    expect(body.errors.map((e) => e.field).sort()).toEqual(["code", "qty"]);
  });

  it("names the fields of the union's closest alternative, not the union", async () => {
    const app = await appWithRoutes();
    const one = await app.inject({ method: "POST", url: "/union", payload: { productCode: "A", quantity: "0x10" } });
    expect(one.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(["quantity"]);
    const batch = await app.inject({ method: "POST", url: "/union", payload: { entries: [{ productCode: "A", quantity: 1.5 }] } });
    expect(batch.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(["entries.0.quantity"]);
  });

  it("answers unknown routes with 404 in the same shape", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: "Not found", errors: [] });
  });
});
