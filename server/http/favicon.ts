import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";

/** The site's icon (the pages link it as /favicon.svg; Vite copies it into the build). */
export const FAVICON_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/favicon.svg");

/**
 * `/favicon.ico`: browsers ask for it on any page that links no icon (the local providers' pages,
 * a JSON or image opened on its own), so it answers the site's SVG icon rather than a 404.
 */
export async function registerFavicon(app: FastifyInstance): Promise<void> {
  const svg = await readFile(FAVICON_FILE);
  app.get("/favicon.ico", { schema: { hide: true } }, async (_req, reply) =>
    reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg),
  );
}
