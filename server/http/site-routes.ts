import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SITES } from "../../domain/sites.ts";
import type { AppDeps } from "../context.ts";

export type SiteRoutes = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/** Registers a module's routes once under every site's context path ("" for the consumer site). */
export async function registerForEverySite(app: FastifyInstance, deps: AppDeps, routes: SiteRoutes[]): Promise<void> {
  for (const site of Object.values(SITES)) {
    for (const plugin of routes) {
      await app.register(plugin, { prefix: site.contextPath, deps });
    }
  }
}
