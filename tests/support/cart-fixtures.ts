import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

export interface FixtureVariant {
  upc: string;
  productCode: string;
  productName: string;
  /** The product page's `?colour=` and the size's label there. */
  colourCode: string;
  size: string;
  materialId: number;
  stock: number;
  maxOrderQuantity: number | null;
}

type Currency = "USD" | "JPY" | "MXN";

async function oneVariantIn(db: Db, where: string, label: string, currency: Currency): Promise<FixtureVariant> {
  const result = await db.execute<{
    upc: string;
    product_code: string;
    product_name: string;
    colour_code: string;
    size: string;
    material_id: string;
    stock: number;
    max_order_quantity: number | null;
  }>(
    sql.raw(`
      select v.upc, p.code as product_code, p.name as product_name, c.code as colour_code, v.size, p.material_id, coalesce(s.quantity, 0) as stock, v.max_order_quantity
      from variants v join products p on p.id = v.product_id join product_colours c on c.id = v.colour_id
      left join stock_levels s on s.variant_id = v.id
      join prices pr on pr.product_id = p.id and pr.currency = '${currency}'
      where ${where}
      order by p.material_id, v.size_position limit 1`),
  );
  const row = result.rows[0];
  if (!row) throw new Error(`the seed has no ${label} variant priced in ${currency}`);
  return {
    upc: row.upc,
    productCode: row.product_code,
    productName: row.product_name,
    colourCode: row.colour_code,
    size: row.size,
    materialId: Number(row.material_id),
    stock: row.stock,
    maxOrderQuantity: row.max_order_quantity,
  };
}

/** Variants of the seed catalogue, with a list price in `currency`, in the stock situations the cart rules care about. */
export async function cartFixtures(db: Db, currency: Currency = "USD") {
  const plain = "not p.gcp and not coalesce(s.force_in_stock, false)";
  const oneVariant = (where: string, label: string) => oneVariantIn(db, where, label, currency);
  const plenty = await oneVariant(`${plain} and s.quantity >= 200 and v.max_order_quantity is null`, "well stocked");
  return {
    plenty,
    /** Another size of the same product. */
    sibling: await oneVariant(`${plain} and p.code = '${plenty.productCode}' and v.upc <> '${plenty.upc}' and v.max_order_quantity is null`, "sibling"),
    other: await oneVariant(`${plain} and s.quantity >= 200 and v.max_order_quantity is null and p.code <> '${plenty.productCode}'`, "second product"),
    low: await oneVariant(`${plain} and s.quantity between 2 and 9 and v.max_order_quantity is null`, "low stock"),
    none: await oneVariant(`${plain} and coalesce(s.quantity, 0) <= 0 and v.max_order_quantity is null`, "out of stock"),
    forced: await oneVariant(`not p.gcp and s.force_in_stock and coalesce(s.quantity, 0) < 5 and v.max_order_quantity is null`, "force-in-stock"),
    maxed: await oneVariant(`${plain} and v.max_order_quantity > 0 and s.quantity > v.max_order_quantity + 10`, "max order quantity"),
    gcp: await oneVariant(`p.gcp`, "custom programme"),
  };
}

/** Opens a booking window of the unit for a delivery target around today (the seed's windows are fixed dates). */
export async function openBookingWindow(db: Db, email: string, code: string, year: number, now = new Date()): Promise<void> {
  const from = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`
    insert into booking_windows (delivery_target_id, unit_id, opens_on, closes_on)
    select t.id, u.unit_id, ${from}, ${to} from delivery_targets t, users u
    where t.code = ${code} and t.year = ${year} and u.email = ${email}`);
}

/** Removes every cart of a user, so each test starts empty. */
export async function emptyCartsOf(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from carts where user_id = (select id from users where email = ${email})`);
}

/** Removes every visitor's basket (carts of anonymous sessions, decision 0041). */
export async function removeGuestBaskets(db: Db): Promise<void> {
  await db.execute(sql`delete from carts where user_id is null`);
}

/** Every visitor's basket, oldest first: its live lines as `UPC=quantity`. */
export async function guestBaskets(db: Db): Promise<string[][]> {
  const rows = await db.execute<{ id: number; lines: string[] | null }>(sql`
    select c.id, array_agg(v.upc || '=' || ce.quantity order by ce.entry_number) filter (where ce.id is not null and not ce.deleted) as lines
    from carts c left join cart_entries ce on ce.cart_id = c.id left join variants v on v.id = ce.variant_id
    where c.user_id is null group by c.id order by c.id`);
  return rows.rows.map((r) => r.lines ?? []);
}

/** The live lines of a user's active carts as `UPC=quantity`, by UPC. */
export async function activeCartLines(db: Db, email: string): Promise<string[]> {
  const rows = await db.execute<{ line: string }>(sql`
    select v.upc || '=' || ce.quantity as line from cart_entries ce join carts c on c.id = ce.cart_id join variants v on v.id = ce.variant_id
    join users u on u.id = c.user_id where u.email = ${email} and c.status = 'active' and c.kind = 'cart' and not ce.deleted order by v.upc`);
  return rows.rows.map((r) => r.line);
}
