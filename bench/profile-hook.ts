/**
 * Loaded into the benchmarked server process (`--import`) when BENCH_CPU_PROF names a folder:
 * each SIGWINCH starts or stops a CPU profile, so a profile covers one scenario's load and not
 * the server's start, sign-ins and warm-up. Files: `<BENCH_CPU_PROF>/scenario-<n>.cpuprofile`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Session } from "node:inspector/promises";

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  let taken = 0;
  process.on("SIGWINCH", () => {
    const toggle = async () => {
      if (!running) {
        running = true;
        await session.post("Profiler.enable");
        await session.post("Profiler.start");
        return;
      }
      running = false;
      const { profile } = await session.post("Profiler.stop");
      taken += 1;
      writeFileSync(path.join(dir, `scenario-${taken}.cpuprofile`), JSON.stringify(profile));
      process.stdout.write(`PROFILED ${taken}\n`);
    };
    toggle().catch((error: unknown) => process.stderr.write(`profile: ${String(error)}\n`));
  });
}
