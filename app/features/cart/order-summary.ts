/**
 * The order-summary modal's table (account-and-ordering §2, §3): delivery month × product type,
 * quantity and (when `priceVisible`) price, from `GET cart/getSummaryOrderData` (decision 0019):
 * `{priceVisible, headers: [{productType, name}], orderEntries: [{month, deliveryYear, name,
 * monthEntries: [{productType, quantity, price}], quantity, price}], totals: {monthEntries,
 * quantity, price}}`. Read defensively: whatever is missing is shown empty.
 */
export interface SummaryCell {
  quantity: number;
  price: string | null;
}

export interface SummaryRow {
  label: string;
  cells: SummaryCell[];
  total: SummaryCell;
}

export interface SummaryTable {
  columns: { key: string; name: string }[];
  rows: SummaryRow[];
  totals: SummaryRow | null;
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

function cell(v: unknown): SummaryCell {
  return isRec(v) ? { quantity: Number(v.quantity) || 0, price: priceText(v.price) } : { quantity: 0, price: null };
}

function row(label: string, entry: Rec, columns: readonly { key: string }[]): SummaryRow {
  const entries = list(entry.monthEntries).filter(isRec);
  const cells = columns.map((c) => cell(entries.find((e) => text(e.productType) === c.key)));
  const total = entry.quantity === undefined ? { quantity: cells.reduce((s, c) => s + c.quantity, 0), price: null } : cell(entry);
  return { label, cells, total };
}

export function summaryTable(data: unknown, labels: { stock: string; total: string }): SummaryTable {
  const d = isRec(data) ? data : {};
  const orderEntries = list(d.orderEntries).filter(isRec);
  let columns = list(d.headers).map((h) => (isRec(h) ? { key: text(h.productType ?? h.code), name: text(h.name ?? h.productType ?? h.code) } : { key: text(h), name: text(h) }));
  if (columns.length === 0) {
    const keys = new Set(orderEntries.flatMap((e) => list(e.monthEntries).filter(isRec).map((m) => text(m.productType))));
    columns = [...keys].map((key) => ({ key, name: key }));
  }
  columns = columns.filter((c) => c.key);
  const rows = orderEntries.map((e) => row(text(e.name) || [text(e.month), text(e.deliveryYear)].filter(Boolean).join(" ") || labels.stock, e, columns));
  const totals = isRec(d.totals) ? row(labels.total, d.totals, columns) : null;
  return { columns, rows, totals, priceVisible: d.priceVisible === true };
}
