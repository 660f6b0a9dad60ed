import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports go app → server (types only) → domain (DESIGN.md "Layout", decision 0054): the server
 * never imports from `app/`, and `domain/` imports neither. This scans every source file of those
 * folders, so a new import the wrong way fails here, whatever its relative depth or alias.
 */

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), "..");

/** Every module specifier of a file: static imports and re-exports, `import type`, dynamic `import()`. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The top folder (`app`, `server`, `domain`, …) a specifier of `fromFile` reaches, or null for a package. */
export function targetFolder(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return "app";
  if (specifier.startsWith("#domain/")) return "domain";
  if (!specifier.startsWith(".")) return null;
  const resolved = path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
  return resolved.split(path.sep)[0] ?? null;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.split(path.sep).includes("node_modules"))
    .map((f) => path.join(ROOT, folder, f))
    // This file's examples below are wrong-way imports on purpose.
    .filter((f) => f !== SELF);
}

/** `file → specifier` for each import of `folder` that reaches one of `forbidden`. */
function wrongWay(folder: string, forbidden: readonly string[]): string[] {
  return sourceFiles(folder).flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8"))
      .filter((spec) => forbidden.includes(targetFolder(file, spec) ?? ""))
      .map((spec) => `${path.relative(ROOT, file)} → ${spec}`),
  );
}

describe("import direction", () => {
  it.each([
    ["server never imports from app/", "server", ["app"]],
    ["domain imports neither app/ nor server/", "domain", ["app", "server"]],
  ] as const)("%s", (_rule, folder, forbidden) => {
    expect(sourceFiles(folder).length).toBeGreaterThan(10);
    expect(wrongWay(folder, forbidden)).toEqual([]);
  });

  it.each([
    ["static import", `import { a } from "../../../app/features/x.ts";`, "server/modules/m/f.ts", "app"],
    ["type import over lines", `import type {\n  A,\n  B,\n} from "../../app/x.ts";`, "server/http/f.ts", "app"],
    ["re-export", `export { a } from "../../app/x.ts";`, "server/http/f.ts", "app"],
    ["side-effect import", `import "../../app/x.css";`, "server/http/f.ts", "app"],
    ["dynamic import", `const m = await import("../../app/x.ts");`, "server/http/f.ts", "app"],
    ["alias of app", `import { a } from "~/components/x.tsx";`, "server/http/f.ts", "app"],
    ["domain import", `import { a } from "../../domain/x.ts";`, "server/http/f.ts", "domain"],
    ["server import from domain", `import { a } from "../server/x.ts";`, "domain/f.ts", "server"],
  ])("finds a %s", (_kind, source, file, folder) => {
    const specs = importSpecifiers(source);
    expect(specs).toHaveLength(1);
    expect(targetFolder(path.join(ROOT, file), specs[0] ?? "")).toBe(folder);
  });

  it("ignores packages", () => {
    expect(importSpecifiers(`import { z } from "zod";`).map((s) => targetFolder(path.join(ROOT, "server/x.ts"), s))).toEqual([null]);
  });
});
