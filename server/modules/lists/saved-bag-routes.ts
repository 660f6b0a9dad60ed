import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { BOOKING_MODES } from "../../../domain/booking-modes.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { defaultSavedListNameOn, SAVED_LIST_NAME_MAX } from "../../../domain/saved-list-name.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { sendCartFailure } from "../cart/cart-http.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { cartCodeParam } from "../cart/cart-code.ts";
import { moveToCart } from "./move-to-cart.ts";
import { listPagePath, ownedSavedBag } from "./page-list.ts";
import { nameError, sendListFailure } from "./form-failure.ts";
import { emptyPlan, planPaste } from "./paste.ts";
import { coveredCustomers, salesRepTree } from "./sales-rep-tree.ts";
import { addProductsToSavedBags, createSavedBagFromBag, createSavedBagsForCustomers, deleteOrRestoreSavedBag, renameSavedBag, savedBagList } from "./saved-bags.ts";

const NO_STORE = "private, no-store";
const Code = z.object({ code: cartCodeParam });
/** The path parameters as the schema above left them (the code is already 8 digits or null). */
const CheckedCode = z.object({ code: z.string().nullable() });

/** A chosen customer: `{email, unitUid}`, the e-mail also as `{email}` (account-and-ordering §3). */
const Customer = z.object({
  email: z.union([z.string().max(254), z.object({ email: z.string().max(254) })]).transform((e) => (typeof e === "string" ? e : e.email).trim()),
  unitUid: z.string().min(1).max(40),
});

const CreateBody = z.object({
  name: z.string().max(1000),
  /** A sales rep's bag for customers: who gets a copy, and its contents as a pasted list. */
  customers: z.array(Customer).max(500).optional(),
  /** The same from a form without script: checkboxes `customer` = "email|unitUid". */
  customer: z.union([z.string().max(300), z.array(z.string().max(300)).max(500)]).optional(),
  text: z.string().max(400_000).meta({ format: "multiline" }).optional(),
  mode: z.enum(BOOKING_MODES).optional(),
});


/** Saved bags (decision 0056): the list, creating one (from the bag, or a rep's for customers), renaming, deleting with undo, adding to the cart. */
export const savedBagRoutes: SiteRoutes = async (app) => {
  const partnerUser = (req: FastifyRequest): CartFailure | null => {
    if (!req.ctx.site.b2b) return { kind: "notFound", message: "This page does not exist on this site." };
    return req.ctx.user ? null : { kind: "signedOut" };
  };

  app.get(
    "/savedBag",
    { constraints: { accept: "json" }, schema: { tags: ["lists"], summary: "The saved bags (JSON for a script; a browser gets the page): code, title, productsQuantity, totalQuantity, totalPrice, savedDate" } },
    async (req, reply) => {
      const refused = partnerUser(req);
      if (refused) return sendCartFailure(req, reply, refused);
      const list = await savedBagList(req.ctx);
      if (!list.ok) return sendCartFailure(req, reply, list.failure);
      return reply.header("cache-control", NO_STORE).send(list.value);
    },
  );

  app.get(
    "/savedBag/create",
    { schema: { tags: ["lists"], summary: "What the create-saved-bag modal needs (authentication checked first): the default name, the name limit, and a sales rep's customer tree" } },
    async (req, reply) => {
      const refused = partnerUser(req);
      if (refused) return sendCartFailure(req, reply, refused);
      const salesRep = req.ctx.user?.kind === "salesrep";
      return reply.header("cache-control", NO_STORE).send({
        defaultName: defaultSavedListNameOn(translate(req.ctx.language, "lists.savedBag.defaultName"), req.ctx.site.id, req.ctx.now),
        maxLength: SAVED_LIST_NAME_MAX,
        salesRep,
        customers: salesRep ? await salesRepTree(req.ctx) : null,
      });
    },
  );

  app.post(
    "/savedBag/create",
    {
      config: { multilineFields: ["text"] },
      schema: { tags: ["lists"], summary: "Create a saved bag: from the bag (name), or a sales rep's for the chosen customers (name, customers, text, mode); answers the codes", body: CreateBody },
    },
    async (req, reply) => {
      const refused = partnerUser(req);
      const listPage = listPagePath(req.site, "savedBag").replace(/\/$/, "");
      if (refused) return sendListFailure(req, reply, refused, listPage);
      const ctx = req.ctx;
      if (ctx.user?.kind !== "salesrep") {
        const made = await createSavedBagFromBag(ctx, req.body.name);
        if (!made.ok) return sendListFailure(req, reply, made.failure, listPage, nameError(req.body.name) ?? "failed");
        if (isBrowserFormPost(req)) return reply.redirect(`${listPage}?created=${made.value.code}`, 303);
        return reply.header("cache-control", NO_STORE).send({ codes: [made.value.code], message: translate(ctx.language, "lists.savedBag.created", { name: made.value.name }) });
      }
      const fromForm = [req.body.customer ?? []].flat().map((v) => ({ email: v.split("|")[0] ?? "", unitUid: v.split("|")[1] ?? "" }));
      const chosen = req.body.customers ?? fromForm.filter((c) => c.email !== "" && c.unitUid !== "");
      const required = translate(ctx.language, "lists.savedBag.customers.required");
      if (chosen.length === 0) return sendListFailure(req, reply, { kind: "invalid", message: required, errors: [{ field: "customers", message: required }] }, listPage, "customers");
      const customers = await coveredCustomers(ctx.db, ctx.user.id, ctx.site.id, chosen);
      const missing = chosen.filter((c) => !customers.some((k) => k.email.toLowerCase() === c.email.toLowerCase()));
      if (missing.length > 0) {
        // Not in the rep's tree: refused like an unknown customer, nothing created.
        const message = translate(ctx.language, "lists.savedBag.customers.unknown", { emails: missing.map((m) => m.email).join(", ") });
        return sendListFailure(req, reply, { kind: "notFound", message }, listPage);
      }
      const plan = await planPaste(ctx, req.body.text ?? "");
      if (!plan.ok) return sendListFailure(req, reply, plan.failure, listPage);
      const nothing = emptyPlan(ctx, plan.value);
      if (nothing) return sendListFailure(req, reply, nothing, listPage);
      const made = await createSavedBagsForCustomers(ctx, { name: req.body.name, mode: req.body.mode ?? "STOCK", customers, plan: plan.value });
      if (!made.ok) return sendListFailure(req, reply, made.failure, listPage, nameError(req.body.name) ?? "failed");
      const message = translate(ctx.language, "lists.savedBag.createdFor", { count: made.value.codes.length });
      if (isBrowserFormPost(req)) return reply.redirect(`${listPage}?createdFor=${made.value.codes.length}`, 303);
      return reply.header("cache-control", NO_STORE).send({ codes: made.value.codes, message, skipped: plan.value.skipped });
    },
  );

  app.post(
    "/savedBag/:code/edit-name",
    { schema: { tags: ["lists"], summary: "Rename a saved bag; a refused name answers saved_bag_name_change_error with the reason", params: Code, body: z.object({ name: z.string().max(1000) }) } },
    async (req, reply) => {
      const page = listPagePath(req.site, "savedBag", req.params.code);
      const renamed = await renameSavedBag(req.ctx, req.params.code, req.body.name);
      if (!renamed.ok) return sendListFailure(req, reply, renamed.failure, page, nameError(req.body.name) ?? "failed");
      if (isBrowserFormPost(req)) return reply.redirect(page, 303);
      return reply.header("cache-control", NO_STORE).send(renamed.value);
    },
  );

  for (const [method, url, action] of [
    ["DELETE", "/savedBag/:code/delete", "delete"],
    ["POST", "/savedBag/:code/delete", "delete"],
    ["POST", "/savedBag/:code/undoDelete", "undo"],
  ] as const) {
    app.route({
      method,
      url,
      schema: { tags: ["lists"], summary: action === "delete" ? "Delete a saved bag (Undo brings it back)" : "Bring a deleted saved bag back", params: Code },
      handler: async (req, reply) => {
        const listPage = listPagePath(req.site, "savedBag").replace(/\/$/, "");
        const done = await deleteOrRestoreSavedBag(req.ctx, CheckedCode.parse(req.params).code, action);
        if (!done.ok) return sendListFailure(req, reply, done.failure, listPage);
        const code = done.value.code;
        const undoUrl = `${listPagePath(req.site, "savedBag", code)}/undoDelete`;
        if (isBrowserFormPost(req)) return reply.redirect(action === "delete" ? `${listPage}?deleted=${code}` : `${listPage}?listNotice=restored`, 303);
        return reply.header("cache-control", NO_STORE).send(action === "delete" ? { code, undoUrl } : { code });
      },
    });
  }

  app.post(
    "/savedBag/addProducts",
    {
      schema: {
        tags: ["lists"],
        summary: "Add products of the bag (their lines and the products) to the chosen saved bags",
        body: z.object({ savedBagCodes: z.array(cartCodeParam).min(1, "Choose a saved bag.").max(50), productCodes: z.array(z.string().min(1).max(40)).min(1).max(2000) }),
      },
    },
    async (req, reply) => {
      const refused = partnerUser(req);
      if (refused) return sendCartFailure(req, reply, refused);
      const done = await addProductsToSavedBags(req.ctx, req.body);
      if (!done.ok) return sendCartFailure(req, reply, done.failure);
      return reply.header("cache-control", NO_STORE).send({ ...done.value, message: translate(req.ctx.language, "lists.savedBag.added", { count: done.value.added }) });
    },
  );

  app.post(
    "/savedBag/:code/addToCart",
    { schema: { tags: ["lists"], summary: "Add the saved bag's quantities to the cart of its booking mode (the bag stays); answers the report and the cart's URL", params: Code } },
    async (req, reply) => {
      const page = listPagePath(req.site, "savedBag", req.params.code);
      const bag = await ownedSavedBag(req.ctx, req.params.code);
      if (!bag) return sendListFailure(req, reply, { kind: "notFound", message: "This list does not exist." }, page);
      const moved = await moveToCart(req.ctx, bag, { keepList: true });
      if (!moved.ok) return sendListFailure(req, reply, moved.failure, page);
      const cartUrl = listPagePath(req.site, "cart");
      if (isBrowserFormPost(req)) return reply.redirect(`${cartUrl}?listNotice=moved`, 303);
      return reply.header("cache-control", NO_STORE).send({ ...moved.value, redirectUrl: cartUrl });
    },
  );
};
