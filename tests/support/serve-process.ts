/**
 * One storefront process for multi-process tests: starts on the DATABASE_URL it is given,
 * prints "LISTENING <url>" and stops on SIGTERM.
 */
import { loadConfig } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";

const server = await startServer(loadConfig(), { quiet: true });
console.log(`LISTENING ${server.url}`);
process.on("SIGTERM", () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
