/**
 * The browser's calls to the cart endpoints (decision 0018). Every answer is reduced to what the
 * page does next: use the body, show the error, go to another URL (a refusal of a cart update:
 * the `redirectUrl` header, else the forceValidation page) or reload (the connection dropped).
 */
import type { CartTotalsView, LineInput, MoneyView } from "./cart-view.ts";

export type CartCall<T> =
  | { kind: "ok"; body: T; version: number | null }
  | { kind: "error"; status: number; message: string | null; redirectUrl: string | null }
  | { kind: "reload" };

export interface CartApiContext {
  /** `{context}/cart` */
  cartPath: string;
  csrfToken: string;
}

function versionOf(res: Response, body: unknown): number | null {
  const header = res.headers.get("x-cart-version");
  if (header !== null && /^\d+$/.test(header)) return Number(header);
  if (body && typeof body === "object" && "version" in body && typeof body.version === "number") return body.version;
  return null;
}

function errorMessageOf(body: unknown): string | null {
  return body && typeof body === "object" && "errorMessage" in body && typeof body.errorMessage === "string" ? body.errorMessage : null;
}

async function call<T>(api: CartApiContext, method: "GET" | "POST", url: string, body?: unknown, version?: number | null): Promise<CartCall<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (method === "POST") headers.CSRFToken = api.csrfToken;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (version !== undefined && version !== null) headers["X-Cart-Version"] = String(version);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    return { kind: "reload" };
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (!res.ok) return { kind: "error", status: res.status, message: errorMessageOf(parsed), redirectUrl: res.headers.get("redirectUrl") };
  return { kind: "ok", body: parsed as T, version: versionOf(res, parsed) };
}

/** Totals in the spec's first shape (account-and-ordering §3); both spellings are accepted. */
export interface TotalsAnswer {
  version?: number;
  totalPrice?: { formattedValue: string; value: number } | null;
  subTotal?: { formattedValue: string; value: number } | null;
  totalDiscounts?: { formattedValue: string; value: number } | null;
  materialIDsCount?: number;
  products?: number;
  totalUnitCount?: number;
  quantity?: number;
  filteredMaterialIDsCount?: number;
  /** The recalculation's lines as stored (STOCK may cut a quantity to the stock left). */
  lines?: { id: string; deliveryTarget: { code: string; year: number } | null; quantity: number; statusCode: string }[];
}

const money = (m: { formattedValue: string; value: number } | null | undefined, previous: MoneyView | null): MoneyView | null =>
  m ? { value: m.value, formattedValue: m.formattedValue } : previous;

export function totalsFromAnswer(answer: TotalsAnswer, previous: CartTotalsView): CartTotalsView {
  return {
    units: answer.totalUnitCount ?? answer.quantity ?? previous.units,
    materials: answer.materialIDsCount ?? answer.products ?? previous.materials,
    subtotal: money(answer.subTotal, previous.subtotal),
    discount: money(answer.totalDiscounts, previous.discount),
    price: money(answer.totalPrice, previous.price),
  };
}

const withQuery = (url: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${url}?${query}` : url;
};

export const cartApi = {
  /** One recalculation: sets the lines and answers the totals. */
  quantity: (api: CartApiContext, q: string, lines: LineInput[], version: number | null) =>
    call<TotalsAnswer>(api, "POST", withQuery(`${api.cartPath}/quantity`, { q }), lines, version),
  /** Many lines at once (copy to months, quantity per size): answers the cart JSON. */
  productsQuantity: (api: CartApiContext, lines: LineInput[], version: number | null) =>
    call<{ version?: number }>(api, "POST", `${api.cartPath}/products/quantity`, lines, version),
  remove: (api: CartApiContext, baseProductCode: string, deliveryTargetAndYear: string, q: string) =>
    call<TotalsAnswer & { undoUrl?: string }>(api, "POST", withQuery(`${api.cartPath}/del/${encodeURIComponent(baseProductCode)}`, { deliveryTargetAndYear, q })),
  undo: (api: CartApiContext, baseProductCode: string, deliveryTargetAndYear: string, q: string) =>
    call<TotalsAnswer>(api, "POST", withQuery(`${api.cartPath}/undo/${encodeURIComponent(baseProductCode)}`, { deliveryTargetAndYear, q })),
  clear: (api: CartApiContext) => call<{ ok: boolean }>(api, "POST", `${api.cartPath}/clear`, {}),
  voucher: (api: CartApiContext, action: "apply" | "release", voucherCode: string) =>
    call<{ successfulMessage?: string; errorMessage?: string | null }>(api, "POST", `${api.cartPath}/voucher/${action}`, { voucherCode }),
  totals: (api: CartApiContext, q: string, extra: Record<string, string> = {}) => call<TotalsAnswer>(api, "GET", withQuery(`${api.cartPath}/getTotals`, { ...extra, q })),
  summary: (api: CartApiContext) => call<unknown>(api, "GET", `${api.cartPath}/getSummaryOrderData`),
};

/** Where a refused cart update sends the browser (shopping-flow §8, account-and-ordering §7). */
export function refusalTarget(api: CartApiContext, redirectUrl: string | null): string {
  return redirectUrl ?? `${api.cartPath}?forceValidation=true`;
}
