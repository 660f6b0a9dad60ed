/**
 * HTTP benchmark: one storefront process on PostgreSQL (BENCH_DATABASE_URL, or a scratch
 * database on TEST_DATABASE_URL's server, or the embedded database when neither is set),
 * loaded with autocannon from this process. Prints req/s, p50 and p99 latency.
 *
 *   npm run bench                    # 10 s per scenario, 10 connections
 *   BENCH_SECONDS=30 BENCH_CONNECTIONS=50 npm run bench
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function scratchDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    console.log("No PostgreSQL reachable: benchmarking the embedded database.");
    return { url: undefined, drop: async () => {} };
  }
  await client.query("drop database if exists brim_bench with (force)");
  await client.query("create database brim_bench");
  await client.end();
  const url = new URL(admin);
  url.pathname = "/brim_bench";
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query("drop database if exists brim_bench with (force)");
      await c.end();
    },
  };
}

function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "brim-bench-")),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_STRICT_PER_MINUTE: "100000",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-process.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const m = /^LISTENING (\S+)/.exec(line);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signIn(base: string): Promise<string> {
  const page = await fetch(`${base}/partner/login`);
  const anon = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const res = await fetch(`${base}/partner/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: anon },
    body: new URLSearchParams({ username: "dealer@example.com", password: "Brim#2026", CSRFToken: token }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("brim_us="));
  if (!session) throw new Error(`sign-in failed: ${res.status}`);
  return `${anon}; ${session.split(";")[0]}`;
}

async function run(title: string, opts: autocannon.Options, expectedStatus = 200): Promise<void> {
  const result = await autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts });
  const unexpected = expectedStatus === 200 ? result.non2xx : result.requests.total - (result[`${Math.floor(expectedStatus / 100)}xx` as "4xx"] ?? 0);
  const errors = result.errors + Math.max(0, unexpected);
  console.log(
    `${title.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${errors ? `${errors} unexpected answers` : `all ${expectedStatus}`}`,
  );
}

const db = await scratchDatabase();
const server = await startServer(db.url);
try {
  console.log(`Brim HTTP benchmark: ${SECONDS} s per scenario, ${CONNECTIONS} connections, database: ${db.url ? "PostgreSQL" : "embedded PGlite"}`);
  const cookie = await signIn(server.url);
  await run("GET / (consumer home, HTML)", { url: `${server.url}/`, headers: { accept: "text/html" } });
  await run("GET /partner (dealer home, HTML)", { url: `${server.url}/partner`, headers: { accept: "text/html", cookie } });
  const sample = (await (await fetch(`${server.url}/cms/carousel?componentUid=NewArrivalsCarousel&start=0&range=1`)).json()) as { items: { code: string; team: string | null }[] };
  const product = sample.items[0];
  if (product) {
    await run(`GET /p/${product.code} (product page)`, { url: `${server.url}/p/${product.code}`, headers: { accept: "text/html" } });
    const term = (product.team ?? product.code).slice(0, 4);
    await run(`GET /search/autocomplete?term=${term}`, { url: `${server.url}/search/autocomplete?term=${encodeURIComponent(term)}` });
  }
  await run("GET /all-headwear (category page)", { url: `${server.url}/all-headwear`, headers: { accept: "text/html" } });
  await run("GET /partner/auth/status (signed in)", { url: `${server.url}/partner/auth/status`, headers: { cookie } });
  await run("GET /partner/auth/status (anonymous)", { url: `${server.url}/partner/auth/status` }, 401);
} finally {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  await db.drop();
}
