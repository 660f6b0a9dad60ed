import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface FileTiming {
  project: string;
  file: string;
  /** Import and collection, then every test and hook of the file (its server's start and stop too). */
  seconds: number;
  state: string;
}

const DIR = path.resolve(import.meta.dirname, "../../test-results");

/** Writes each project's file durations to test-results/timings-<project>.json for scripts/slowest-tests.ts. */
export default class FileTimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, FileTiming[]>();
    for (const m of modules) {
      const d = m.diagnostic();
      const project = m.project.name || "default";
      const timings = byProject.get(project) ?? [];
      timings.push({ project, file: path.relative(path.resolve(DIR, ".."), m.moduleId), seconds: (d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000, state: m.state() });
      byProject.set(project, timings);
    }
    mkdirSync(DIR, { recursive: true });
    for (const [project, timings] of byProject) writeFileSync(path.join(DIR, `timings-${project}.json`), JSON.stringify(timings, null, 1));
  }
}
