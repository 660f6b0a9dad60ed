import { z } from "zod";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { autocomplete } from "./search.ts";

const Product = z.object({
  name: z.string(),
  productName: z.string(),
  code: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  url: z.string(),
  summary: z.string(),
  team: z.string().nullable(),
  price: z.object({ formattedValue: z.string() }).nullable(),
  images: z.array(z.object({ url: z.string(), altText: z.string() })),
  labels: z.array(z.string()),
  inReview: z.boolean(),
});

export const searchRoutes: SiteRoutes = async (app) => {
  app.get(
    "/search/autocomplete",
    {
      schema: {
        tags: ["catalog"],
        summary: "Header autosuggest: matching terms and products (shopping-flow §3)",
        querystring: z.object({ term: z.string().max(100).default("") }),
        response: { 200: z.object({ suggestions: z.array(z.object({ term: z.string() })), products: z.array(Product) }) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, max-age=60");
      return autocomplete(req.ctx, req.query.term);
    },
  );
};
