/**
 * HTTP benchmark: one storefront process on PostgreSQL (see bench/database.ts for which database),
 * seeded with SEED_PRODUCTS products, loaded with autocannon from this process. Prints req/s, p50,
 * p90 and p99 latency per scenario, p50/p90/p99 of autosuggest terms typed for the first time (one
 * request at a time; PostgreSQL only), the JS and CSS a first visit to the product page downloads,
 * and then the cart scenarios of bench/cart.ts (with SQL statements per call).
 * `npm run bench:suggest` measures the autosuggest service alone on such terms.
 * Requests look like a browser's (Accept, Accept-Encoding), so compression is part of the cost.
 *
 *   npm run bench                         # 10 s per scenario, 10 connections
 *   BENCH_SECONDS=30 BENCH_CONNECTIONS=50 npm run bench
 *   SEED_PRODUCTS=100000 BENCH_KEEP_DATABASE=1 BENCH_DATABASE_NAME=brim_bench_big npm run bench
 *   BENCH_ONLY=autosuggest npm run bench  # scenarios whose title matches the pattern
 *   BENCH_CPU_PROF=/tmp/prof npm run bench  # the server writes a V8 CPU profile of each scenario there
 */
import path from "node:path";
import { formatAssetSizes, pageAssetSizes } from "./assets.ts";
import { cartBenchmarks } from "./cart.ts";
import { orderBenchmarks } from "./orders.ts";
import { benchDatabase, benchSamples } from "./database.ts";
import { BROWSER, CONNECTIONS, HTML, ROOT, run as runScenario, runPaced, SECONDS, SEED_PRODUCTS, selected, signIn, spread, startServer, stopServer } from "./harness.ts";
import { coldSuggestTerms, percentiles } from "./suggest-terms.ts";

/** The product page target is a p99 at this fixed arrival rate. */
const PRODUCT_RATE = 200;
/** Autosuggest terms typed before the cold-term figures are taken (not counted). */
const COLD_WARM_UP = 50;

/**
 * Autosuggest terms nobody typed before (so none is answered from the cache): each distinct term
 * once, one request at a time; latency percentiles over all of them but the first COLD_WARM_UP,
 * which warm the server's code and connections up.
 */
async function runColdTerms(base: string, title: string, terms: readonly string[]): Promise<void> {
  if (!selected(title)) return;
  const ms: number[] = [];
  let unexpected = 0;
  for (const [i, term] of terms.entries()) {
    const started = performance.now();
    const res = await fetch(`${base}/search/autocomplete?term=${encodeURIComponent(term)}`, { headers: BROWSER });
    await res.arrayBuffer();
    if (i >= COLD_WARM_UP) ms.push(performance.now() - started);
    if (res.status !== 200) unexpected++;
  }
  const { p50, p90, p99 } = percentiles(ms);
  console.log(
    `${title.padEnd(44)}         p50 ${p50.toFixed(1).padStart(4)} ms  p90 ${p90.toFixed(1).padStart(5)} ms  p99 ${p99.toFixed(1).padStart(5)} ms  max ${Math.max(...ms).toFixed(0)} ms  ${unexpected ? `${unexpected} unexpected answers` : "all 200"}`,
  );
}

const db = await benchDatabase(SEED_PRODUCTS);
const started = Date.now();
const server = await startServer(db.serverUrl);
try {
  const { codes, terms } = await benchSamples(db.url, server.url);
  console.log(
    `Brim HTTP benchmark: ${SEED_PRODUCTS} products, ${SECONDS} s per scenario, ${CONNECTIONS} connections, database: ${db.url ? `PostgreSQL over ${db.serverUrl === db.url ? "TCP" : "its Unix socket"}` : "embedded PGlite"} (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const bench = { server, db };
  const run = (title: string, opts: Parameters<typeof runScenario>[2], expectedStatus = 200) => runScenario(bench, title, opts, { expectedStatus });
  const { cookie } = await signIn(server.url);
  const product = codes[0] ?? "";
  const term = terms[0] ?? "cap";
  await run("GET / (consumer home, HTML)", { url: `${server.url}/`, headers: HTML });
  await run("GET /partner (dealer home, HTML)", { url: `${server.url}/partner`, headers: { ...HTML, cookie } });
  await run(`GET /p/${product} (product page)`, { url: `${server.url}/p/${product}`, headers: HTML });
  const steady = (path: (i: number) => string) => ({ rate: PRODUCT_RATE, maxSockets: CONNECTIONS * 5, request: (i: number) => ({ method: "GET" as const, path: path(i), headers: HTML }) });
  await runPaced(bench, `GET /p/${product} at ${PRODUCT_RATE} req/s`, steady(() => `/p/${product}`));
  await runPaced(bench, `GET /p/{${codes.length} products} at ${PRODUCT_RATE} req/s`, steady((i) => `/p/${codes[i % codes.length]}`));
  await run(`GET /partner/p/${product} (dealer, product)`, { url: `${server.url}/partner/p/${product}`, headers: { ...HTML, cookie } });
  // First of the autosuggest scenarios, so none of its terms is in the cache yet.
  if (db.url) {
    const cold = await coldSuggestTerms(db.url);
    await runColdTerms(server.url, `GET /search/autocomplete {${cold.length - COLD_WARM_UP} cold terms}`, cold);
  }
  await run(`GET /search/autocomplete?term=${term}`, { url: `${server.url}/search/autocomplete?term=${encodeURIComponent(term)}`, headers: BROWSER });
  await run(`GET /search/autocomplete {${terms.length} terms}`, { url: server.url, headers: BROWSER, ...spread(terms.map((t) => `/search/autocomplete?term=${encodeURIComponent(t)}`)) });
  await run("GET /all-headwear (category page, 24 items)", { url: `${server.url}/all-headwear`, headers: HTML });
  const listings = ["/all-headwear", "/sports", "/lifestyle", "/women", "/kids"].flatMap((c) => [c, `${c}?page=2`, `${c}?sort=price-asc`, `${c}?f.availability=inStock`]);
  await run(`GET {${listings.length} category pages}`, { url: server.url, headers: HTML, ...spread(listings) });
  await run(`GET /search?text={${terms.length} terms}`, { url: server.url, headers: HTML, ...spread(terms.map((t) => `/search?text=${encodeURIComponent(t)}`)) });
  await run("GET /partner/auth/status (signed in)", { url: `${server.url}/partner/auth/status`, headers: { cookie } });
  await run("GET /partner/auth/status (anonymous)", { url: `${server.url}/partner/auth/status` }, 401);
  const html = await (await fetch(`${server.url}/p/${product}`)).text();
  console.log(formatAssetSizes("Product page first visit (all /assets named)", pageAssetSizes(html, path.join(ROOT, "build", "client"))));
  await cartBenchmarks(bench);
  await orderBenchmarks(bench);
} finally {
  await stopServer(server);
  await db.release();
}
