import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, type AppConfig } from "./config.ts";
import type { AppDeps } from "./context.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { isDatabaseSeeded, seedDatabase } from "./db/seed/index.ts";
import { buildApp } from "./http/app.ts";
import { closeGracefully } from "./http/shutdown.ts";
import { startJobs, type Jobs } from "./jobs/boss.ts";
import { registerWorkers } from "./jobs/workers.ts";
import { createAppDeps } from "./deps.ts";
import { DEMO_ACCOUNTS } from "./db/demo-accounts.ts";

/** How long requests in flight may take to finish when the process is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  config: AppConfig,
  opts: { development?: boolean; quiet?: boolean } = {},
): Promise<RunningServer> {
  const say = (line: string) => {
    if (!opts.quiet) process.stdout.write(line + "\n");
  };
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  say(database.embedded ? `Embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, "pgdata")}` : "Using DATABASE_URL");
  await runMigrations(database.db);
  if (!(await isDatabaseSeeded(database.db))) {
    say(`Seeding demo data (${config.seed.products} products)…`);
    const started = Date.now();
    await seedDatabase(database.db, { products: config.seed.products, random: config.seed.random });
    say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const jobs: Jobs = await startJobs(database.pool, {});
  const deps: AppDeps = createAppDeps(config, database.db, jobs);
  if (config.jobs) await registerWorkers(deps);

  const app = await buildApp(deps, {
    pages: { mode: opts.development ? "development" : "production", buildDir: path.join(ROOT, "build") },
    logger: !opts.quiet,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace("0.0.0.0", "localhost").replace("[::]", "localhost");

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        await closeGracefully(app, SHUTDOWN_GRACE_MS);
        await jobs.stop();
        await database.close();
      })();
      return closing;
    },
  };
}

function printWelcome(url: string, config: AppConfig): void {
  const links = config.publicUrlConfigured
    ? `Links in mails point at ${config.publicUrl} (PUBLIC_URL)`
    : `Links in mails point at ${config.publicUrl ?? url} (set PUBLIC_URL to the address customers use)`;
  const lines = [
    "",
    `Brim is running at ${url}`,
    links,
    `  consumer site       ${url}/`,
    `  partner (US)        ${url}/partner`,
    `  partner (Japan)     ${url}/jp/partner`,
    `  partner (Mexico)    ${url}/mx/partner`,
    "",
    "Demo accounts (password Brim#2026):",
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.sites.padEnd(12)} ${a.description}`),
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}

/** `npm start` / `npm run dev` (through server/cli.ts, which sets NODE_ENV first). */
export async function main(): Promise<void> {
  const development = process.argv.includes("--dev");
  const config = loadConfig();
  const server = await startServer(development ? { ...config, env: "development", production: false } : config, {
    development,
  });
  printWelcome(server.url, config);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: finishing requests and stopping…\n`);
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
