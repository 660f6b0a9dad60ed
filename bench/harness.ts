/**
 * What the benchmarks share: one storefront process on the bench database (with its SQL counted,
 * bench/sql-count.ts), signed-in sessions, and autocannon or steady-rate (bench/paced.ts) runs that
 * print latency and CPU per request. bench/http.ts (catalogue pages) and bench/cart.ts (cart calls) use it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { cpuMs, databaseBackendPids } from "./cpu.ts";
import type { BenchDatabase } from "./database.ts";
import { paced, type PacedOptions, type PacedResult } from "./paced.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const SEED_PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 300);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
export const BROWSER = { "accept-encoding": "gzip, deflate, br", "accept-language": "en-US,en;q=0.9" };
export const HTML = { ...BROWSER, accept: "text/html,application/xhtml+xml" };

/** Statements sent so far, by statement text (the first 120 characters, spaces folded). */
export type SqlCounts = Record<string, number>;

export interface BenchServer {
  child: ChildProcess;
  url: string;
  /** The server's SQL statement counts so far. */
  sqlCounts(): Promise<SqlCounts>;
}

export function startServer(databaseUrl: string | undefined): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "brim-bench-")),
    // BENCH_PORT: a fixed port (a shared machine hands out port ranges); else any free one.
    PORT: process.env.BENCH_PORT ?? "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SEED_PRODUCTS: String(SEED_PRODUCTS),
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_STRICT_PER_MINUTE: "100000",
  };
  // Production on an external database needs PUBLIC_URL (decision 0031); links are not measured.
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://127.0.0.1" });
  const counter = pathToFileURL(path.join(ROOT, "bench", "sql-count.ts")).href;
  const profiler = process.env.BENCH_CPU_PROF ? ["--import", pathToFileURL(path.join(ROOT, "bench", "profile-hook.ts")).href] : [];
  const child = spawn(process.execPath, ["--import", "tsx", "--import", counter, ...profiler, "tests/support/serve-process.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const waiting: ((counts: SqlCounts) => void)[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const listening = /^LISTENING (\S+)/.exec(line);
      if (listening) {
        resolve({
          child,
          url: listening[1]!,
          sqlCounts: () =>
            new Promise((done) => {
              waiting.push(done);
              child.kill("SIGUSR2");
            }),
        });
      }
      if (line.startsWith("SQLCOUNT ")) waiting.shift()?.(JSON.parse(line.slice("SQLCOUNT ".length)) as SqlCounts);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * Waits until the server has stopped sending SQL: autocannon resolves at the end of its duration
 * while the server may still be finishing requests it had accepted.
 */
export async function settled(server: BenchServer): Promise<void> {
  const total = async () => Object.values(await server.sqlCounts()).reduce((a, b) => a + b, 0);
  let last = await total();
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await total();
    if (now === last) return;
    last = now;
  }
}

export async function stopServer(server: BenchServer): Promise<void> {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
}

export interface Session {
  cookie: string;
  csrfToken: string;
}

/** Signs in through the login form and reads the session's CSRF token from a page. */
export async function signIn(base: string, email = "dealer@example.com", contextPath = "/partner"): Promise<Session> {
  const page = await fetch(`${base}${contextPath}/login`);
  const anon = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const res = await fetch(`${base}${contextPath}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: anon },
    body: new URLSearchParams({ username: email, password: "Brim#2026", CSRFToken: token }),
  });
  const session = res.headers.getSetCookie().find((c) => /^brim_\w+=/.test(c));
  if (!session) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const cookie = `${anon}; ${session.split(";")[0]}`;
  const home = await fetch(`${base}${contextPath}`, { headers: { cookie, accept: "text/html" } });
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(await home.text())?.[1];
  if (!csrfToken) throw new Error(`no CSRF token for ${email}`);
  return { cookie, csrfToken };
}

/** Each request picks one of `paths` at random (a spread of products, terms or pages). */
export function spread(paths: readonly string[]): Pick<autocannon.Options, "requests"> {
  return { requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] ?? "/" }) }] };
}

export function selected(title: string): boolean {
  return !ONLY || ONLY.test(title);
}

export interface RunResult {
  result: autocannon.Result;
  /** Statements per request over the run, by statement (only with `countSql`). */
  sqlPerRequest: SqlCounts | null;
}

/**
 * One scenario. Besides throughput and latency it prints the CPU time the server process and the
 * database's backends spent per request: the machine is shared, so req/s moves with whatever else
 * runs, while CPU per request shows what a change saved. With `countSql` it also prints the SQL
 * statements per request (pg-boss's own polling left out).
 */
export async function run(
  bench: { server: BenchServer; db: BenchDatabase },
  title: string,
  opts: autocannon.Options,
  { expectedStatus = 200, countSql = false }: { expectedStatus?: number; countSql?: boolean } = {},
): Promise<RunResult | null> {
  if (!selected(title)) return null;
  const { load: result, appCpu, dbCpu, sqlPerRequest } = await measured(bench, countSql, async () => {
    const result = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
    return { load: result, total: result.requests.total };
  });
  const unexpected = expectedStatus === 200 ? result.non2xx : result.requests.total - (result[`${Math.floor(expectedStatus / 100)}xx` as "4xx"] ?? 0);
  const errors = result.errors + result.timeouts + Math.max(0, unexpected);
  report(title, result.requests.average, result.latency, { appCpu, dbCpu, sqlPerRequest }, errors ? `${errors} unexpected answers` : `all ${expectedStatus}`);
  return { result, sqlPerRequest };
}

/**
 * One scenario at a steady arrival rate (bench/paced.ts): latency counted from each request's due
 * time. Use it for targets stated as "p99 at N req/s".
 */
export async function runPaced(
  bench: { server: BenchServer; db: BenchDatabase },
  title: string,
  opts: Omit<PacedOptions, "url" | "seconds"> & { seconds?: number },
  { countSql = false, expectedStatus = 200 }: { countSql?: boolean; expectedStatus?: number } = {},
): Promise<{ result: PacedResult; sqlPerRequest: SqlCounts | null } | null> {
  if (!selected(title)) return null;
  const { load: result, appCpu, dbCpu, sqlPerRequest } = await measured(bench, countSql, async () => {
    const result = await paced({ url: bench.server.url, seconds: SECONDS, ...opts });
    return { load: result, total: result.completed };
  });
  const unexpected = result.errors + result.completed - (result.statusCounts[expectedStatus] ?? 0);
  const answers = Object.entries(result.statusCounts).map(([status, n]) => `${n}×${status}`).join(" ");
  report(title, result.throughput, result.latencyMs, { appCpu, dbCpu, sqlPerRequest }, unexpected ? `${unexpected} unexpected answers (${answers})` : `all ${expectedStatus}`);
  if (unexpected && result.firstRefusal) console.log(`    first refusal: ${result.firstRefusal}`);
  return { result, sqlPerRequest };
}

/** Runs a load and measures the server's and the database's CPU (and statements) per request. */
async function measured<T>(
  bench: { server: BenchServer; db: BenchDatabase },
  countSql: boolean,
  load: () => Promise<{ load: T; total: number }>,
): Promise<{ load: T; appCpu: number; dbCpu: number; sqlPerRequest: SqlCounts | null }> {
  const appPid = [bench.server.child.pid ?? 0];
  const dbPids = await databaseBackendPids(bench.db.url);
  if (countSql) await settled(bench.server);
  const sqlBefore = countSql ? await bench.server.sqlCounts() : null;
  const before = { app: cpuMs(appPid), db: cpuMs(dbPids) };
  // BENCH_CPU_PROF: the server profiles exactly this load (bench/profile-hook.ts).
  if (process.env.BENCH_CPU_PROF) bench.server.child.kill("SIGWINCH");
  const outcome = await load();
  if (process.env.BENCH_CPU_PROF) bench.server.child.kill("SIGWINCH");
  const total = Math.max(1, outcome.total);
  const appCpu = (cpuMs(appPid) - before.app) / total;
  const dbCpu = (cpuMs(dbPids) - before.db) / total;
  const sqlPerRequest = sqlBefore ? perRequest(sqlBefore, await bench.server.sqlCounts(), total) : null;
  return { load: outcome.load, appCpu, dbCpu, sqlPerRequest };
}

function report(
  title: string,
  perSecond: number,
  latency: { p50: number; p90: number; p99: number },
  cost: { appCpu: number; dbCpu: number; sqlPerRequest: SqlCounts | null },
  outcome: string,
): void {
  const ms = (n: number) => `${n.toFixed(0).padStart(4)} ms`;
  // A pooled connection closed during the run takes its backend's CPU with it: no figure then.
  const dbCpu = cost.dbCpu >= 0 ? `${cost.dbCpu.toFixed(2).padStart(5)} ms` : "  n/a";
  const sql = cost.sqlPerRequest ? `  sql/req ${Object.values(cost.sqlPerRequest).reduce((a, b) => a + b, 0).toFixed(2)}` : "";
  console.log(
    `${title.padEnd(44)} ${perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(latency.p50)}  p90 ${ms(latency.p90)}  p99 ${ms(latency.p99)}  cpu/req app ${cost.appCpu.toFixed(2).padStart(5)} ms db ${dbCpu}${sql}  ${outcome}`,
  );
}

function perRequest(before: SqlCounts, after: SqlCounts, requests: number): SqlCounts {
  const out: SqlCounts = {};
  for (const [statement, n] of Object.entries(after)) {
    const delta = n - (before[statement] ?? 0);
    if (delta > 0 && !statement.includes("pgboss.")) out[statement] = delta / requests;
  }
  return out;
}

/** The statements of a run, most frequent first, one line each. */
export function formatSqlBreakdown(counts: SqlCounts): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([statement, n]) => `    ${n.toFixed(2).padStart(5)} × ${statement}`)
    .join("\n");
}
