import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ChildServer {
  child: ChildProcess;
  url: string;
}

/** A storefront in a process of its own (tests/support/serve-process.ts) on the given database, to be stopped or killed. */
export function startChildServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-process.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "brim-proc-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_STRICT_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const match = /^LISTENING (\S+)/.exec(line);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once("exit", (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

/** Stops the process as a crash would: SIGKILL, nothing flushed, no shutdown. */
export async function killChildServer(server: ChildServer): Promise<void> {
  const done = exited(server.child);
  server.child.kill("SIGKILL");
  await done;
}

export async function stopChildServer(server: ChildServer): Promise<void> {
  const done = exited(server.child);
  server.child.kill("SIGTERM");
  await done;
}
