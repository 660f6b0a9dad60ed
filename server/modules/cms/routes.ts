import { integer } from "../../../domain/input.ts";
import { z } from "zod";
import { CHUNK, LOOP_MAX_ITEMS, REFERENCE_TYPES } from "../../../domain/carousel.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { carouselWindow, componentByUid, referenceWindow } from "./service.ts";

const Tile = z.object({
  code: z.string(),
  name: z.string(),
  team: z.string().nullable(),
  url: z.string(),
  image: z.object({ url: z.string(), altText: z.string() }),
  price: z.object({ value: z.number(), currency: z.string(), formattedValue: z.string() }).nullable(),
  labels: z.array(z.string()),
});

const HeadMeasure = z.object({ cm: z.number(), inches: z.number() });

const Component = z.discriminatedUnion("type", [
  z.object({ uid: z.string(), type: z.literal("hero"), title: z.string(), lead: z.string(), link: z.object({ href: z.string(), label: z.string() }).nullable() }),
  z.object({ uid: z.string(), type: z.literal("productCarousel"), title: z.string(), displayProductTitles: z.boolean(), total: z.number(), items: z.array(Tile) }),
  z.object({ uid: z.string(), type: z.literal("categoryTiles"), title: z.string(), tiles: z.array(z.object({ code: z.string(), name: z.string(), href: z.string() })) }),
  z.object({
    uid: z.string(),
    type: z.literal("fitGuide"),
    silhouetteCode: z.string(),
    name: z.string(),
    description: z.string(),
    sizeChart: z.array(z.object({ size: z.string(), from: HeadMeasure, to: HeadMeasure })),
    sizeNote: z.string().nullable(),
    crown: z.string().nullable(),
    visor: z.string().nullable(),
    closure: z.string().nullable(),
  }),
  z.object({
    uid: z.string(),
    type: z.literal("contentPage"),
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
]);

const booleanText = z.enum(["true", "false"]).default("true").transform((v) => v === "true");
const Uid = z.string().trim().min(1).max(80).regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, - and _ only");

const CarouselQuery = z
  .object({
    componentUid: Uid.optional(),
    productCode: z.string().trim().min(1).max(40).optional(),
    referenceTypes: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(",").map((s) => s.trim().toUpperCase()) : []))
      .pipe(z.array(z.enum(REFERENCE_TYPES))),
    displayProductTitles: booleanText,
    start: integer({ min: 0, max: 100_000 }).default(0),
    range: integer({ min: 1, max: LOOP_MAX_ITEMS }).default(CHUNK),
  })
  .refine((q) => q.componentUid || (q.productCode && q.referenceTypes.length > 0), {
    message: "Give componentUid, or productCode with referenceTypes",
    path: ["componentUid"],
  });

export const cmsRoutes: SiteRoutes = async (app) => {
  app.get(
    "/cms/component",
    {
      schema: {
        tags: ["cms"],
        summary: "One content component, resolved for the site and language",
        querystring: z.object({ componentUid: Uid }),
        response: { 200: Component },
      },
    },
    async (req, reply) => {
      const component = await componentByUid(req.ctx, req.query.componentUid);
      if (!component) return sendError(reply, 404, "No such component", [{ field: "componentUid", message: "Unknown component" }]);
      return component;
    },
  );

  app.get(
    "/cms/carousel",
    {
      schema: {
        tags: ["cms"],
        summary: "A window of a lazy product carousel: a component's products, or a product's references",
        querystring: CarouselQuery,
        response: { 200: z.object({ total: z.number(), start: z.number(), displayProductTitles: z.boolean(), items: z.array(Tile) }) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const window = q.componentUid
        ? await carouselWindow(req.ctx, q.componentUid, q.start, q.range)
        : await referenceWindow(req.ctx, { productCode: q.productCode ?? "", referenceTypes: q.referenceTypes, start: q.start, range: q.range });
      if (!window) return sendError(reply, 404, "No such carousel", [{ field: q.componentUid ? "componentUid" : "productCode", message: "Not found" }]);
      return { total: window.total, start: q.start, displayProductTitles: q.displayProductTitles, items: window.items };
    },
  );
};
