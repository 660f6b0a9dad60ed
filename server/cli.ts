/**
 * Command-line entry of the server. NODE_ENV must be set before React is loaded (it picks its
 * development or production build once, at import), so the app is imported only after.
 */
const development = process.argv.includes("--dev");
process.env.NODE_ENV ??= development ? "development" : "production";

const { main } = await import("./main.ts");
try {
  await main();
} catch (err) {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}
export {};
