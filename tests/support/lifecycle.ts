import { afterAll, beforeAll } from "vitest";
import type { DbTarget } from "./databases.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** Starts a test server before the tests of the calling `describe` and stops it after them. */
export function useTestServer(target: DbTarget, env: Record<string, string> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(target, env);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("test server not started");
    return server;
  };
}
