/**
 * Sell-sheet import benchmark (issue 15 "Limits", decision 0057): a 1,000-line sell sheet
 * (the `sell` layout, materials down and sizes across) uploaded as xlsx to
 * `POST /partner/cart/sellSheetUpload` by the dealer in STOCK, timed from the upload to the
 * answer (the cart written), with the SQL statements of one import; then the same 1,000 lines as
 * the page posts them (JSON). Target ≤ 1 s. The local ERP adapter's simulated delay is set to 0
 * unless ERP_PRICING_DELAY_MS says otherwise: a dealer's change is quoted by the ERP (decision
 * 0043), whose latency is not the import's. Run: `npx tsx bench/sell-sheet.ts`.
 */
import os from "node:os";
import * as XLSX from "@e965/xlsx";
import pg from "pg";
import { benchDatabase } from "./database.ts";
import { SEED_PRODUCTS, signIn, startServer, stopServer } from "./harness.ts";

const LINES = Number(process.env.BENCH_LINES ?? 1000);
const RUNS = 5;
const TARGET_MS = 1000;
process.env.ERP_PRICING_DELAY_MS ??= "0";

interface Line {
  material: string;
  colour: string;
  size: string;
}

async function main(): Promise<void> {
  const database = await benchDatabase(SEED_PRODUCTS);
  const server = await startServer(database.serverUrl);
  const client = new pg.Client({ connectionString: database.url ?? "" });
  try {
    if (!database.url) throw new Error("this bench needs PostgreSQL (it reads the catalogue and empties the cart directly)");
    await client.connect();
    const { rows } = await client.query<Line>(
      `select p.material_id::text as material, c.code as colour, v.size from products p
       join product_colours c on c.product_id = p.id join variants v on v.colour_id = c.id
       join stock_levels s on s.variant_id = v.id
       where not p.gcp and s.quantity >= 50 and v.max_order_quantity is null order by p.id, c.position, v.size_position limit $1`,
      [LINES],
    );
    if (rows.length < LINES) throw new Error(`the catalogue has only ${rows.length} suitable lines`);
    const sizes = [...new Set(rows.map((r) => r.size))];
    // One row per material and colour, as a rep's sheet has.
    const byRow = new Map<string, Map<string, number>>();
    for (const r of rows) byRow.set(`${r.material} ${r.colour}`, (byRow.get(`${r.material} ${r.colour}`) ?? new Map()).set(r.size, 2));
    const sheet = [["MATERIAL", "COLOR", "DESCRIPTION", ...sizes], ...[...byRow].map(([key, q]) => [...key.split(" "), "", ...sizes.map((s) => q.get(s) ?? null)])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet), "Sell sheet");
    const file = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
    const payload = { productCodes: [...new Set(rows.map((r) => r.material))], quantityChangesList: rows.map((r) => ({ id: r.material, size: r.size, colour: r.colour, quantity: 2 })), importByVariant: false };

    const session = await signIn(server.url);
    const headers = { cookie: session.cookie, CSRFToken: session.csrfToken, accept: "application/json" };
    const empty = () => client.query(`delete from carts where user_id = (select id from users where email = 'dealer@example.com')`);
    const upload = async (kind: "xlsx" | "json") => {
      await empty();
      const body: BodyInit = kind === "json" ? JSON.stringify(payload) : (() => {
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(file)]), "sell-sheet.xlsx");
        return form;
      })();
      const before = Object.values(await server.sqlCounts()).reduce((a, b) => a + b, 0);
      const started = performance.now();
      const res = await fetch(`${server.url}/partner/cart/sellSheetUpload`, { method: "POST", headers: kind === "json" ? { ...headers, "content-type": "application/json" } : headers, body });
      const answer = (await res.json()) as { linesImported?: number; errorMessage?: string };
      const ms = performance.now() - started;
      const statements = Object.values(await server.sqlCounts()).reduce((a, b) => a + b, 0) - before;
      if (res.status !== 200 || answer.linesImported !== LINES) throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return { ms, statements };
    };
    await upload("xlsx");
    console.log(`\n${LINES} lines (${byRow.size} rows of material and colour × ${sizes.length} size columns, xlsx ${(file.length / 1024).toFixed(0)} KB); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
    console.log("posted   run  time ms  SQL statements  target");
    for (const kind of ["xlsx", "json"] as const) {
      for (let run = 1; run <= RUNS; run++) {
        const r = await upload(kind);
        console.log(`${kind.padEnd(8)} ${String(run).padStart(3)}  ${r.ms.toFixed(0).padStart(7)}  ${String(r.statements).padStart(14)}  ${r.ms <= TARGET_MS ? "ok" : "OVER"}`);
      }
    }
  } finally {
    await client.end().catch(() => {});
    await stopServer(server);
    await database.release();
  }
}

await main();
