// Bundle size (a measurement, not a test): `npm run bench:size` (`-- --no-build` reads the last
// build). Builds the app into artifacts/dist-size (BENCH_DIST: another folder) with a manifest and
// source maps, and prints, gzipped with node:zlib:
// - the entry chunk: the JS the start menu loads (the entry and its static imports);
// - what opening each game fetches before its table (its module, drawn entry and the game screen);
// - the 3D table's shared chunk, which the start menu preloads;
// - the biggest sources inside the entry chunk (raw bytes attributed through the source map), so
//   what is left in it can be named.
// The last line of stdout is one JSON object with the figures. bench-render.ts uses the same sums.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const ROOT = join(import.meta.dirname, '..');

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Chunk keys reached from `keys` through static imports. */
export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const k = stack.pop()!;
    if (seen.has(k) || !manifest[k]) continue;
    seen.add(k);
    stack.push(...(manifest[k]!.imports ?? []));
  }
  return seen;
}

export function gzipKb(dist: string, manifest: Manifest, keys: Iterable<string>): { files: string[]; rawKb: number; gzipKb: number } {
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  return { files, rawKb: Math.round(raw / 102.4) / 10, gzipKb: Math.round(gz / 102.4) / 10 };
}

/** The manifest key of the app's entry chunk. */
export function entryKey(manifest: Manifest): string {
  return Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
}

/** Raw bytes of the chunk files attributed to their sources (through each file's source map). */
function bySource(dist: string, files: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const f of files) {
    const mapPath = join(dist, `${f}.map`);
    if (!existsSync(mapPath)) continue;
    const code = readFileSync(join(dist, f), 'utf8');
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')));
    const points: { line: number; column: number; source: string | null }[] = [];
    consumer.eachMapping((m) => points.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
    points.sort((a, b) => a.line - b.line || a.column - b.column);
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const next = points[i + 1];
      const end = next && next.line === p.line ? next.column : (lines[p.line - 1]?.length ?? p.column);
      const source = p.source ?? '(generated)';
      sizes.set(source, (sizes.get(source) ?? 0) + Math.max(0, end - p.column));
    }
  }
  return sizes;
}

/** `node_modules/zod/...` -> `zod`; a source of ours stays its path. */
function grouped(source: string): string {
  const path = source.replace(/^(\.\.\/)+/, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  return path;
}

async function main() {
  const args = process.argv.slice(2);
  const dist = process.env.BENCH_DIST ?? join(ROOT, 'artifacts', 'dist-size');
  if (!args.includes('--no-build')) {
    process.stderr.write(`building into ${relative(ROOT, dist)} …\n`);
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir', '--manifest'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const initial = closure(manifest, [entry]);
  const start = gzipKb(dist, manifest, initial);
  console.log(`entry chunk (what the start menu loads): ${start.gzipKb} kB gzip (${start.rawKb} kB raw; ${start.files.join(', ')})`);

  // What opening each game fetches before its table: its module and drawn entry (the entry's
  // dynamic imports that name it) with the game screen (gameScreen.ts), less the entry chunk.
  const games: Record<string, { gzipKb: number; rawKb: number }> = {};
  const lazy = manifest[entry]!.dynamicImports ?? [];
  const screen = lazy.filter((k) => /src\/app\/gameScreen\.ts$/.test(k));
  const ids = [...new Set(lazy.flatMap((k) => /src\/ui\/([^/]+)\/drawn\.ts$/.exec(k)?.[1] ?? []))];
  for (const id of ids) {
    const keys = lazy.filter((k) => k.includes(`/${id}/`) || k.startsWith(`_${id}-`));
    const size = gzipKb(dist, manifest, [...closure(manifest, [...keys, ...screen])].filter((k) => !initial.has(k)));
    games[id] = { gzipKb: size.gzipKb, rawKb: size.rawKb };
    console.log(`opening ${id} (its module and drawn entry, and the game screen; before its table): ${size.gzipKb} kB gzip (${size.rawKb} kB raw)`);
  }
  const table = Object.keys(manifest).find((k) => /src\/scene\/TableCanvas\.tsx$/.test(k));
  if (table) {
    const size = gzipKb(dist, manifest, [...closure(manifest, [table])].filter((k) => !initial.has(k)));
    console.log(`3D table's shared chunk (three, fiber, drei, the canvas; preloaded on the start menu): ${size.gzipKb} kB gzip (${size.rawKb} kB raw)`);
  }

  const sizes = new Map<string, number>();
  for (const [source, n] of bySource(dist, start.files)) sizes.set(grouped(source), (sizes.get(grouped(source)) ?? 0) + n);
  const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.SIZE_TOP ?? 30));
  console.log('biggest sources in the entry chunk (raw kB, minified):');
  for (const [source, n] of top) console.log(`  ${(n / 1024).toFixed(1).padStart(6)}  ${source}`);
  console.log(JSON.stringify({ entry: { gzipKb: start.gzipKb, rawKb: start.rawKb }, games, top: top.map(([s, n]) => [s, Math.round(n / 102.4) / 10]) }));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
