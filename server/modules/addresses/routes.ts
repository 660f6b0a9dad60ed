import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formValuesOf } from "../../../domain/addresses/address-form-values.ts";
import { addressText, addressTexts } from "../../../domain/addresses/address-texts.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { addressBookOf } from "./address-book.ts";
import { addressFormHtml, postedFormValues } from "./address-form-html.tsx";
import { addressFailureMessage, AddressViewSchema, alertRedirect, CodeBody, codeOf, Flag, isTicked, RegionListSchema, sendAddressFailure, sendHtml } from "./address-http.ts";
import type { AddressView } from "./address-view.ts";
import { COUNTRY_CODE, regionsOf } from "./regions.ts";
import { chooseDeliveryAddress, chosenAddressCode, disableAddress, enableAddress, getAddress, listAddresses, removeAddress, saveAddress, setDefaultAddress, type AddressResult } from "./service.ts";

const Text = z.string().nullish();

const SaveBody = z.object({
  addressCode: z.string().max(40).nullish(),
  firstName: Text,
  lastName: Text,
  companyName: Text,
  countryIso: Text,
  line1: Text,
  line2: Text,
  townCity: Text,
  regionIso: Text,
  postcode: Text,
  phone: Text,
  phoneCountry: Text,
  defaultAddress: Flag,
  redirect: z.string().max(500).optional(),
  CSRFToken: z.string().optional(),
});

const FormQuery = z.object({
  addressCode: z.string().max(40).optional(),
  addressId: z.string().max(40).optional(),
  countryIsoCode: z.string().max(10).optional(),
  /** Sent by the popup with the form request; accepted, the form does not depend on it. */
  createUpdateStatus: z.string().max(40).optional(),
  redirect: z.string().max(500).optional(),
});

const NO_STORE = "private, no-store";

/** JSON answer of a change, or the redirect of a browser form post with `addressAlert`. */
function answerChange(req: FastifyRequest, reply: FastifyReply, result: AddressResult<AddressView>, alert: string, redirect: string | undefined): FastifyReply {
  if (!result.ok) return sendAddressFailure(req, reply, result.failure, redirect);
  if (isBrowserFormPost(req)) return alertRedirect(req, reply, redirect, alert);
  return reply.header("cache-control", NO_STORE).send(result.value);
}

const ADDRESS_CHANGES = [
  { url: "/my-account/address/enable", change: enableAddress, alert: "enabled", summary: "Enable an address of the session's book" },
  { url: "/my-account/address/disable", change: disableAddress, alert: "disabled", summary: "Disable an address (no longer the default, taken off active carts)" },
  { url: "/my-account/updateDefaultAddress", change: setDefaultAddress, alert: "defaultSet", summary: "Make an enabled address the book's default" },
  { url: "/my-account/address/remove", change: removeAddress, alert: "removed", summary: "Remove an address from the book (placed orders keep their copy; carts that chose it forget it)" },
] as const;

/** Address book and delivery address (shopping-flow §2, §7; decision 0023). */
export const addressRoutes: SiteRoutes = async (app) => {
  app.get(
    "/checkout/simple/delivery-addresses",
    {
      schema: {
        tags: ["checkout"],
        summary: "The session's address book (enabled and disabled, the default first) and the active cart's delivery address",
        response: { 200: z.object({ addresses: z.array(AddressViewSchema), selectedAddressCode: z.string().nullable() }) },
      },
    },
    async (req, reply) => {
      const list = await listAddresses(req.ctx);
      if (!list.ok) return sendAddressFailure(req, reply, list.failure);
      const chosen = await chosenAddressCode(req.ctx);
      return reply.header("cache-control", NO_STORE).send({ addresses: list.value, selectedAddressCode: chosen.ok ? chosen.value : null });
    },
  );

  app.get(
    "/my-account/addressform",
    { schema: { tags: ["account"], summary: "The address form as an HTML fragment, filled in for an address of the book when one is named", querystring: FormQuery } },
    async (req, reply) => {
      const query = req.query;
      const requested = query.countryIsoCode?.trim();
      if (requested && !COUNTRY_CODE.test(requested)) {
        return sendError(reply, 400, addressText(addressTexts(req.ctx.language), "error.countryIso"), [{ field: "countryIsoCode", message: "Two letters (ISO 3166-1)" }]);
      }
      const code = (query.addressCode ?? query.addressId ?? "").trim();
      let address: AddressView | null = null;
      if (code) {
        const found = await getAddress(req.ctx, { code });
        if (!found.ok) return sendAddressFailure(req, reply, found.failure);
        address = found.value;
      } else {
        const access = addressBookOf(req.ctx.user);
        if (!access.ok) return sendAddressFailure(req, reply, { kind: access.reason });
      }
      const countryIso = requested?.toUpperCase() ?? address?.country.isocode ?? req.site.country;
      const html = addressFormHtml({
        site: req.site,
        language: req.ctx.language,
        csrfToken: req.csrfToken,
        values: formValuesOf(address, countryIso),
        isDefault: address?.defaultAddress ?? false,
        redirect: safeRedirect(req.site, query.redirect, { fallback: "" }) || null,
      });
      return sendHtml(reply, 200, html);
    },
  );

  app.post(
    "/my-account/address/save",
    {
      schema: {
        tags: ["account"],
        summary: "Add an address (no addressCode) or change one of the book; the same address as another of the book is refused (409); a browser form post is sent back to `redirect` (303)",
        body: SaveBody,
        response: { 200: AddressViewSchema },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const code = body.addressCode?.trim() || null;
      const input = { code, fields: body, makeDefault: isTicked(body.defaultAddress) };
      const result = await saveAddress(req.ctx, input);
      const failure = result.ok ? null : result.failure;
      if ((failure?.kind === "invalid" || failure?.kind === "duplicate") && isBrowserFormPost(req)) {
        // Shown again with the values and the errors (or why it is a twin), so nothing typed is lost.
        const html = addressFormHtml({
          site: req.site,
          language: req.ctx.language,
          csrfToken: req.csrfToken,
          values: postedFormValues(body, code ?? "", input.makeDefault),
          isDefault: false,
          errors: failure.kind === "invalid" ? Object.fromEntries(failure.errors.map((e) => [e.field, e.message])) : {},
          summary: addressFailureMessage(req.ctx.language, failure),
          redirect: safeRedirect(req.site, body.redirect, { fallback: "" }) || null,
        });
        return sendHtml(reply, failure.kind === "invalid" ? 400 : 409, html);
      }
      return answerChange(req, reply, result, "saved", body.redirect);
    },
  );

  for (const { url, change, alert, summary } of ADDRESS_CHANGES) {
    app.post(url, { schema: { tags: ["account"], summary, body: CodeBody, response: { 200: AddressViewSchema } } }, async (req, reply) => {
      const code = codeOf(req, reply, req.body);
      if (typeof code !== "string") return code;
      return answerChange(req, reply, await change(req.ctx, { code }), alert, req.body.redirect);
    });
  }

  app.post(
    "/checkout/simple/delivery-address/set",
    {
      schema: {
        tags: ["checkout"],
        summary: "Choose an enabled address of the book as the active cart's delivery address",
        body: CodeBody,
        response: { 200: z.object({ selectedAddressCode: z.string(), deliveryAddress: AddressViewSchema }) },
      },
    },
    async (req, reply) => {
      const code = codeOf(req, reply, req.body);
      if (typeof code !== "string") return code;
      const result = await chooseDeliveryAddress(req.ctx, { code });
      if (!result.ok) return sendAddressFailure(req, reply, result.failure, req.body.redirect);
      if (isBrowserFormPost(req)) return alertRedirect(req, reply, req.body.redirect, "chosen");
      return reply.header("cache-control", NO_STORE).send({ selectedAddressCode: result.value.addressCode, deliveryAddress: result.value });
    },
  );

  app.post(
    "/checkout/regions",
    {
      schema: {
        tags: ["checkout"],
        summary: "The regions of a country (empty for countries without regions)",
        body: z.object({ countryIsoCode: z.string().max(10).optional(), CSRFToken: z.string().optional() }),
        response: { 200: RegionListSchema },
      },
    },
    async (req, reply) => {
      const country = (req.body.countryIsoCode ?? "").trim();
      if (!COUNTRY_CODE.test(country)) {
        const message = addressText(addressTexts(req.ctx.language), "error.countryIso");
        return sendError(reply, 400, message, [{ field: "countryIsoCode", message }]);
      }
      return reply.send(regionsOf(country, req.ctx.language));
    },
  );
};
