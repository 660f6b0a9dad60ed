import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export interface BenchDatabase {
  url: string | undefined;
  /** What the storefront is given: `url`, or the same database through the local Unix socket. */
  serverUrl: string | undefined;
  /** Drops the scratch database unless it is to be kept for the next run. */
  release: () => Promise<void>;
}

const NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

async function productCount(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>("select count(*) as n from products");
    return Number(rows[0]?.n ?? 0);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database the benchmarked server uses: BENCH_DATABASE_URL as given, else a scratch database
 * (BENCH_DATABASE_NAME, default brim_bench) on TEST_DATABASE_URL's server or the local one, else
 * the embedded database. BENCH_KEEP_DATABASE=1 keeps the scratch database after the run and reuses
 * it when it already holds SEED_PRODUCTS products, so a 100k catalogue is seeded once.
 */
export async function benchDatabase(seedProducts: number): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, serverUrl: process.env.BENCH_DATABASE_URL, release: async () => {} };
  const name = process.env.BENCH_DATABASE_NAME ?? "brim_bench";
  if (!NAME_PATTERN.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain identifier: ${name}`);
  const keep = process.env.BENCH_KEEP_DATABASE === "1";
  const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    console.log("No PostgreSQL reachable: benchmarking the embedded database.");
    return { url: undefined, serverUrl: undefined, release: async () => {} };
  }
  try {
    const reusable = keep && (await productCount(url.toString())) === seedProducts;
    if (!reusable) {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
  return {
    url: url.toString(),
    serverUrl: localSocketUrl(url) ?? url.toString(),
    release: async () => {
      if (keep) return;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const SOCKET_DIRS = ["/var/run/postgresql", "/tmp"];

/**
 * A PostgreSQL on this machine is reached through its Unix socket, as an app and a database on
 * one host would be deployed: over loopback TCP every statement also pays the kernel's TCP path
 * on both sides (decision 0018). BENCH_DB_TCP=1 keeps TCP.
 */
function localSocketUrl(url: URL): string | null {
  if (process.env.BENCH_DB_TCP === "1" || !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return null;
  const port = url.port || "5432";
  const dir = SOCKET_DIRS.find((d) => existsSync(path.join(d, `.s.PGSQL.${port}`)));
  if (!dir) return null;
  const user = url.username ? `${url.username}@` : "";
  return `postgres://${user}${encodeURIComponent(dir)}:${port}${url.pathname}`;
}

/** A spread of product codes and search terms from the seeded catalogue, for mixed-URL scenarios. */
export async function benchSamples(url: string | undefined, base: string): Promise<{ codes: string[]; terms: string[] }> {
  if (!url) {
    const sample = (await (await fetch(`${base}/cms/carousel?componentUid=NewArrivalsCarousel&start=0&range=15`)).json()) as { items: { code: string; team: string | null }[] };
    const codes = sample.items.map((i) => i.code);
    const terms = [...new Set(sample.items.map((i) => (i.team ?? i.code).slice(0, 4)))];
    return { codes, terms };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const codes = await client.query<{ code: string }>("select code from products order by md5(code) limit 200");
    const teams = await client.query<{ name: string }>("select name from teams order by md5(name) limit 20");
    const words = await client.query<{ word: string }>(
      "select distinct split_part(name, ' ', 2) as word from products where length(split_part(name, ' ', 2)) >= 5 order by 1 limit 20",
    );
    const terms: string[] = [];
    for (const t of teams.rows) {
      terms.push(t.name.slice(0, 3), t.name.slice(0, 5).toLowerCase());
    }
    // Typos: a swapped pair of letters in the middle of a real word, as people type them.
    for (const w of words.rows) {
      const s = w.word.toLowerCase();
      terms.push(s.slice(0, 1) + s.slice(2, 3) + s.slice(1, 2) + s.slice(3));
      terms.push(`${teams.rows[0]?.name.split(" ")[0] ?? "cap"} ${s.slice(0, 3)}`);
    }
    return { codes: codes.rows.map((r) => r.code), terms };
  } finally {
    await client.end();
  }
}
