/**
 * An open-loop load generator: request i is due at start + i / rate, whatever happened to the
 * ones before it, and its latency is counted from that due time (so a server that falls behind
 * is charged for the wait, not excused by it: no coordinated omission).
 *
 * autocannon's `overallRate` is a per-second budget per connection: every connection sends its
 * share back to back when each second starts, then idles. At "100 req/s" over 50 connections the
 * server receives a burst of 50–100 requests at once every second, and the figures measure how
 * long that burst takes to drain, not the latency at a steady 100 req/s. Targets stated as "p99
 * at N req/s" mean a steady arrival rate, which is what this generator makes.
 */
import http from "node:http";

export interface PacedRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  url: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  /** Upper bound of sockets kept open to the server. */
  maxSockets: number;
  request: (index: number) => PacedRequest;
}

export interface PacedResult {
  sent: number;
  completed: number;
  /** Requests answered per second over the run (falls below `rate` when the server cannot keep up). */
  throughput: number;
  statusCounts: Record<number, number>;
  errors: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** The body of the first answer that was not 2xx, to tell why (first 300 characters). */
  firstRefusal: string | null;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** BENCH_TIMELINE=1: p50 / p99 / max of the requests due in each second, to see warm-up and stalls. */
function printTimeline(timeline: readonly { second: number; ms: number }[]): void {
  const bySecond = new Map<number, number[]>();
  for (const { second, ms } of timeline) bySecond.set(second, [...(bySecond.get(second) ?? []), ms]);
  for (const [second, values] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    values.sort((a, b) => a - b);
    console.log(`  second ${String(second).padStart(3)}: ${String(values.length).padStart(4)} due  p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(values, 99).toFixed(0).padStart(5)} ms  max ${(values.at(-1) ?? 0).toFixed(0).padStart(5)} ms`);
  }
}

export async function paced(opts: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets });
  const base = new URL(opts.url);
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  const statusCounts: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  let lastDone = 0;
  let firstRefusal: string | null = null;
  const timeline: { second: number; ms: number }[] = [];

  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const spec = opts.request(index);
      const req = http.request(
        { host: base.hostname, port: base.port, method: spec.method, path: spec.path, headers: spec.headers, agent },
        (res) => {
          const refused = (res.statusCode ?? 0) >= 300 && firstRefusal === null;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => {
            if (refused) chunks.push(chunk);
          });
          res.on("end", () => {
            const done = performance.now();
            lastDone = done;
            latencies.push(done - due);
            timeline.push({ second: Math.floor((due - start) / 1000), ms: done - due });
            statusCounts[res.statusCode ?? 0] = (statusCounts[res.statusCode ?? 0] ?? 0) + 1;
            if (refused && firstRefusal === null) firstRefusal = Buffer.concat(chunks).toString("utf8").slice(0, 300);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(spec.body);
    });

  const start = performance.now() + 20;
  const inFlight: Promise<void>[] = [];
  await new Promise<void>((finish) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(send(sent, start + sent * interval));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - now)));
      else finish();
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  if (process.env.BENCH_TIMELINE === "1") printTimeline(timeline);
  latencies.sort((a, b) => a - b);
  const elapsed = Math.max(1, lastDone - start);
  return {
    sent,
    completed: latencies.length,
    throughput: (latencies.length * 1000) / elapsed,
    statusCounts,
    errors,
    latencyMs: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 },
    firstRefusal,
  };
}
