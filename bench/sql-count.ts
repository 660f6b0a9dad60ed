/**
 * Loaded into the benchmarked server process (`--import`): counts the SQL statements its `pg`
 * clients send, by statement, and prints `SQLCOUNT {json}` on SIGUSR2, so a benchmark can take
 * the difference over a scenario and divide by its requests. No server code is changed for it.
 */
import pg from "pg";

const counts = new Map<string, number>();
const original = pg.Client.prototype.query;

function statementText(first: unknown): string {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && "text" in first && typeof first.text === "string") return first.text;
  return "(other)";
}

pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const key = statementText(args[0]).replace(/\s+/g, " ").trim().slice(0, 120);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return Reflect.apply(original, this, args) as unknown;
} as typeof original;

process.on("SIGUSR2", () => {
  process.stdout.write(`SQLCOUNT ${JSON.stringify(Object.fromEntries(counts))}\n`);
});
