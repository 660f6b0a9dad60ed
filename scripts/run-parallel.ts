/**
 * Runs npm scripts at the same time (`tsx scripts/run-parallel.ts typecheck lint`), each one's
 * output printed whole when it ends so the two never interleave; fails if any failed.
 */
import { spawn } from "node:child_process";

function run(script: string): Promise<{ script: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.stderr.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: tsx scripts/run-parallel.ts <npm script>…");
  process.exit(2);
}
const results = await Promise.all(scripts.map(run));
for (const r of results) {
  process.stdout.write(`\n> ${r.script} (${r.seconds.toFixed(1)} s) ${r.code === 0 ? "passed" : `failed with ${r.code}`}\n${r.output}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
