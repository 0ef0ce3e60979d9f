import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk refers to by URL, among them the workers it starts (the seed worker). */
  assets?: string[];
}

/**
 * The JS files this build can ever run: everything reachable from the entry through static and
 * dynamic imports, and the workers those start, except through the other backend's binder (the
 * backend is fixed at build time). The service worker precaches these and no other script; null
 * when the build has no Vite manifest.
 */
export function reachableChunks(outDir: string, skippedBinder: string): Set<string> | null {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>([skippedBinder]);
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.assets?.filter((asset) => asset.endsWith('.js')).forEach((worker) => files.add(worker));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  return files;
}
