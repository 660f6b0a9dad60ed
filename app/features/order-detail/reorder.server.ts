import { data, redirect } from "react-router";
import { isBookingMode } from "#domain/booking-modes.ts";
import { sitePath } from "#domain/sites.ts";
import type { ActionArgs, LoaderArgs } from "../../load-context.ts";
import type { ReorderView } from "./reorder-view.ts";

/** `GET {context}/my-account/reorder/{code}`: what reordering does, with the form that does it (a GET never writes). */
export async function loadReorder({ request, params, context }: LoaderArgs): Promise<ReorderView> {
  const { ctx } = context;
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
  const order = await context.services.orders.orderDetails(ctx, params.code ?? "");
  if (!order || !isBookingMode(order.mode)) throw data(null, { status: 404 });
  return {
    code: order.code,
    mode: order.mode,
    urls: { self: sitePath(ctx.site, `/my-account/reorder/${encodeURIComponent(order.code)}`), order: sitePath(ctx.site, `/my-account/order/${encodeURIComponent(order.code)}`), cart: sitePath(ctx.site, "/cart") },
  };
}

/** `POST {context}/my-account/reorder/{code}`: puts the order's lines into the cart of its booking mode and answers the per-line report. */
export async function reorderAction({ params, context }: ActionArgs) {
  const { ctx } = context;
  if (!ctx.user) throw data(null, { status: 401 });
  const result = await context.services.reorder.reorder(ctx, params.code ?? "");
  if (!result.ok && result.kind === "notFound") throw data(null, { status: 404 });
  if (!result.ok) return { ok: false as const, error: "modeNotAvailable" as const };
  return { ok: true as const, lines: result.lines };
}
