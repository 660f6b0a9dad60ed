/**
 * The order-summary modal's table (account-and-ordering §2, §3): delivery month × product type,
 * quantity and (when `priceVisible`) price. Reads `GET cart/getSummaryOrderData`
 * `{headers, orderEntries: [{month, deliveryYear, monthEntries: [{productType, quantity, price}]}],
 * totals, priceVisible}` defensively: whatever is missing is shown empty.
 */
export interface SummaryCell {
  quantity: number;
  price: string | null;
}

export interface SummaryTable {
  columns: string[];
  rows: { label: string; cells: SummaryCell[] }[];
  totals: SummaryCell[];
  priceVisible: boolean;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function priceText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (isRec(v) && typeof v.formattedValue === "string") return v.formattedValue;
  return null;
}

function header(v: unknown): string {
  return isRec(v) ? text(v.name ?? v.label ?? v.code ?? v.productType) : text(v);
}

function cellsFor(columns: readonly string[], entries: unknown[]): SummaryCell[] {
  return columns.map((column) => {
    const match = entries.find((e) => isRec(e) && text(e.productType) === column);
    return isRec(match) ? { quantity: Number(match.quantity) || 0, price: priceText(match.price) } : { quantity: 0, price: null };
  });
}

export function summaryTable(data: unknown): SummaryTable {
  const d = isRec(data) ? data : {};
  const orderEntries = list(d.orderEntries).filter(isRec);
  let columns = list(d.headers).map(header).filter(Boolean);
  if (columns.length === 0) {
    columns = [...new Set(orderEntries.flatMap((e) => list(e.monthEntries).filter(isRec).map((m) => text(m.productType))))].filter(Boolean);
  }
  const rows = orderEntries.map((e) => ({
    label: [text(e.monthName ?? e.month), text(e.deliveryYear)].filter(Boolean).join(" "),
    cells: cellsFor(columns, list(e.monthEntries)),
  }));
  const totals = Array.isArray(d.totals)
    ? cellsFor(columns, d.totals)
    : columns.map((_, i) => ({ quantity: rows.reduce((sum, r) => sum + (r.cells[i]?.quantity ?? 0), 0), price: null }));
  return { columns, rows, totals, priceVisible: d.priceVisible === true };
}
