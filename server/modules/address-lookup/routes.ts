import { z } from "zod";
import { addressText, addressTexts } from "../../../domain/addresses/address-texts.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { verificationFieldErrors } from "../addresses/address-verification.ts";

const LookupBody = z.discriminatedUnion("method", [
  z.object({ method: z.literal("Search"), search: z.string().max(200), countryId: z.string().max(3).default("") }),
  z.object({ method: z.literal("GetAddress"), moniker: z.string().min(1).max(500), countryId: z.string().max(3).default("") }),
]);

const ValidateBody = z.object({
  countryIso: z.string().max(3).default(""),
  line1: z.string().max(255).default(""),
  line2: z.string().max(255).optional(),
  townCity: z.string().max(255).default(""),
  regionIso: z.string().max(10).optional(),
  postcode: z.string().max(20).default(""),
});

/**
 * The address lookup while typing (`POST /QASCaptureController/processRequest`, service-and-
 * support §7) and the address check before an address form is saved (`POST
 * /checkout/validateAddressForm`, shopping-flow §4), both answered by the address verification
 * port in the service's own shapes (decision 0021). Signed-in users only: the service is paid per call.
 * The lookup flag switches off searching; GetAddress also serves the confirm modal of the
 * address check, which works without the lookup (decision 0026).
 */
export const addressLookupRoutes: SiteRoutes = async (app) => {
  app.post("/QASCaptureController/processRequest", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!req.ctx.user) return sendError(reply, 401, "Please sign in to continue.", []);
    const body = LookupBody.safeParse(req.body);
    if (!body.success) return sendError(reply, 400, "The address lookup request is not valid.", body.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
    const port = req.ctx.deps.addressVerification;
    if (body.data.method === "Search") {
      if (!req.ctx.deps.config.providers.address.lookupEnabled) return sendError(reply, 404, "Address lookup is switched off.", []);
      const found = await port.search({ text: body.data.search, countryIso: body.data.countryId });
      return reply.send("error" in found ? found : { result: { Picklist: { Items: found.items } } });
    }
    const address = await port.getAddress({ countryIso: body.data.countryId, moniker: body.data.moniker });
    return reply.send("error" in address ? address : { result: address });
  });

  app.post("/checkout/validateAddressForm", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!req.ctx.user) return sendError(reply, 401, "Please sign in to continue.", []);
    const body = ValidateBody.safeParse(req.body ?? {});
    if (!body.success) return sendError(reply, 400, "The address is not valid.", body.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
    const { regionIso, ...address } = body.data;
    const result = await req.ctx.deps.addressVerification.validate({ ...address, region: regionIso });
    switch (result.kind) {
      case "errors":
        return sendError(reply, 400, addressText(addressTexts(req.ctx.language), "alert.invalid"), verificationFieldErrors(result.errors, address.postcode, req.ctx.language));
      case "suggestions":
        return reply.send({ rpcResult: { result: { picklist: { items: result.items } } } });
      case "noMatch":
        return reply.send({ addressNotVerified: true });
      case "ok":
        return reply.send({});
    }
  });
};
