/**
 * Lists benchmark (issue 15, decision 0056), as the seed dealer (dealer@example.com) on PostgreSQL:
 *   - adding 100 material ids to the quick order in one call (target ≤ 200 ms, a constant number
 *     of statements: printed for 10 and for 100 ids);
 *   - the quick-order page holding 500 lines (100 products × 5 sizes) at a steady rate
 *     (target p99 ≤ 100 ms).
 *
 *   npx tsx bench/lists.ts      (PostgreSQL of TEST_DATABASE_URL or the local server)
 */
import pg from "pg";
import { benchDatabase } from "./database.ts";
import { HTML, runPaced, SEED_PRODUCTS, settled, signIn, startServer, stopServer, type BenchServer, type Session } from "./harness.ts";

const RATE = Number(process.env.BENCH_LISTS_RATE ?? 20);
const ADD_ROUNDS = Number(process.env.BENCH_LISTS_ROUNDS ?? 20);

async function catalogue(url: string): Promise<{ materials: string[]; upcs: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const materials = await client.query<{ material_id: string }>("select material_id::text from products where not gcp order by material_id limit 100");
    const upcs = await client.query<{ upc: string }>(`
      select upc from (select v.upc, row_number() over (partition by v.product_id order by v.id) as n
                       from variants v join products p on p.id = v.product_id where not p.gcp) x
      where n <= 5 order by upc limit 500`);
    return { materials: materials.rows.map((r) => r.material_id), upcs: upcs.rows.map((r) => r.upc) };
  } finally {
    await client.end();
  }
}

async function post(server: BenchServer, session: Session, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie: session.cookie, CSRFToken: session.csrfToken, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function statementsOf(server: BenchServer, call: () => Promise<unknown>): Promise<number> {
  await settled(server);
  const before = await server.sqlCounts();
  await call();
  const after = await server.sqlCounts();
  return Object.entries(after).reduce((sum, [statement, n]) => sum + (statement.includes("pgboss.") ? 0 : n - (before[statement] ?? 0)), 0);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const db = await benchDatabase(SEED_PRODUCTS);
if (!db.url) throw new Error("The lists bench needs PostgreSQL (TEST_DATABASE_URL or a local server).");
const server = await startServer(db.serverUrl);
try {
  const { materials, upcs } = await catalogue(db.url);
  const session = await signIn(server.url);
  const clear = () => post(server, session, "/partner/quickOrder/clear", {});
  await clear();

  for (const count of [10, 100]) {
    const ids = materials.slice(0, count);
    await clear();
    const statements = await statementsOf(server, () => post(server, session, "/partner/quickOrder/api/addMaterials", { materialIds: ids }));
    console.log(`addMaterials with ${String(count).padStart(3)} ids: ${statements} SQL statements`);
  }
  const times: number[] = [];
  for (let round = 0; round < ADD_ROUNDS; round++) {
    await clear();
    const added = await post(server, session, "/partner/quickOrder/api/addMaterials", { materialIds: materials });
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
    times.push(added.ms);
  }
  console.log(`addMaterials, 100 ids, ${ADD_ROUNDS} rounds (target ≤ 200 ms): median ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`);

  await clear();
  const text = upcs.map((upc) => `${upc} 2`).join("\n");
  const pasted = await post(server, session, "/partner/quickOrder/api/pasteMaterials", { text });
  console.log(`paste of ${upcs.length} lines: ${pasted.status} in ${pasted.ms.toFixed(0)} ms`);

  const bench = { server, db };
  const page = { rate: RATE, maxSockets: 50, request: () => ({ method: "GET" as const, path: "/partner/quickOrder", headers: { ...HTML, cookie: session.cookie } }) };
  console.log(`Quick-order page with ${upcs.length} lines (target p99 ≤ 100 ms)`);
  await runPaced(bench, "warm-up", { ...page, seconds: 3 });
  // One buyer's rate (a page every few seconds per person, a few at once) and the saturating one.
  for (const rate of [...new Set([5, RATE])]) await runPaced(bench, `quick order page, ${upcs.length} lines, ${rate} req/s`, { ...page, rate }, { countSql: true });
} finally {
  await stopServer(server);
  await db.release();
}
