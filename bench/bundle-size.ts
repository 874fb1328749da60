import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

/**
 * Gzipped JavaScript a visitor downloads to render the home page: the entry chunk, the
 * home route's lazy chunk, and every chunk they import statically (from Vite's manifest).
 */
export function homePageJavaScript(distDir: string) {
  const manifestPath = join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error("dist/web/.vite/manifest.json missing: run `npx vite build`");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const homeKey = Object.keys(manifest).find((k) => k.endsWith("features/content/home-page.tsx"));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (homeKey) visit(homeKey);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files], rawBytes: raw, gzipBytes: gzip };
}

export function largestImage(distDir: string, urls: string[]) {
  return Math.max(0, ...urls.map((url) => (existsSync(join(distDir, url)) ? statSync(join(distDir, url)).size : 0)));
}
