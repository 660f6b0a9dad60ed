import type { FastifyInstance } from "fastify";
import { wantsJson } from "./access.ts";

type Strategy = Parameters<FastifyInstance["addConstraintStrategy"]>[0];
type Store = ReturnType<Strategy["storage"]>;
type Handler = NonNullable<ReturnType<Store["get"]>>;

/**
 * A route constraint `{ accept: "json" }` (decision 0056): a path that is a page for a browser
 * and a list for a script (`GET {context}/savedBag`) answers JSON only to requests that ask for
 * it; every other request goes on to the page.
 */
export function registerAcceptConstraint(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: "accept",
    storage(): Store {
      const handlers = new Map<unknown, Handler>();
      return { get: (key) => handlers.get(key) ?? null, set: (key, handler) => void handlers.set(key, handler) };
    },
    deriveConstraint: (req) => (wantsJson(req.headers.accept) ? "json" : "other"),
    mustMatchWhenDerived: false,
  });
}
