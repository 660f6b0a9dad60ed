import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface AssetSizes {
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
}

/**
 * What a first visit to a page downloads from build/client: every /assets/*.js and *.css the
 * HTML names (entry, manifest, root and route modules with their imports, stylesheets), gzipped
 * one by one at zlib's default level, as the server compresses them — plus the text catalogue
 * of the page's language, which the entry imports before hydrating (decision 0016).
 */
export function pageAssetSizes(html: string, clientDir: string): AssetSizes {
  const files = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
  const lang = /<html[^>]* lang="(\w+)"/.exec(html)?.[1];
  const catalogue = lang ? readdirSync(path.join(clientDir, "assets")).find((f) => f.startsWith(`${lang}-`) && f.endsWith(".js")) : undefined;
  if (catalogue) files.push(`/assets/${catalogue}`);
  const sizes: AssetSizes = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 } };
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDir, file));
    const bucket = file.endsWith(".js") ? sizes.js : sizes.css;
    bucket.files += 1;
    bucket.raw += bytes.length;
    bucket.gzip += gzipSync(bytes).length;
  }
  return sizes;
}

export function formatAssetSizes(title: string, sizes: AssetSizes): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `${title.padEnd(44)} JS  ${kb(sizes.js.gzip).padStart(9)} gzip (${kb(sizes.js.raw)} raw, ${sizes.js.files} files)`,
    `${"".padEnd(44)} CSS ${kb(sizes.css.gzip).padStart(9)} gzip (${kb(sizes.css.raw)} raw, ${sizes.css.files} files)`,
  ].join("\n");
}
