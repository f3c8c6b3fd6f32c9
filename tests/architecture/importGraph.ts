// The project's import graph, read with a real TypeScript parser (oxc-parser), for the
// architecture tests: which file imports which, and whether only for types. Relative imports are
// resolved to files of this repository; package imports are left out.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

export const ROOT = resolve(__dirname, '../..');

export interface ImportEdge {
  from: string;
  to: string;
  /** Only types cross this edge (erased at run time). */
  typeOnly: boolean;
  /** import('...'): loaded lazily. */
  dynamic: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_EXT = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Files under the given folders whose names match (repo-relative, with forward slashes). */
export function filesUnder(dirs: readonly string[], match: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (match(name)) out.push(rel);
    }
  };
  for (const dir of dirs) if (existsSync(join(ROOT, dir))) walk(dir);
  return out.sort();
}

/** Every .ts/.tsx source file under the given folders (declaration files left out). */
export function sourceFiles(...dirs: string[]): string[] {
  return filesUnder(dirs, (name) => SOURCE.test(name) && !name.endsWith('.d.ts'));
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(join(ROOT, from)), spec);
  for (const ext of RESOLVE_EXT) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate).split('\\').join('/');
  }
  return null;
}

/** The imports of one file that point at files of this repository. */
export function importsOf(file: string): ImportEdge[] {
  const code = readFileSync(join(ROOT, file), 'utf8');
  const parsed = parseSync(file, code);
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]!.message}`);
  const edges: ImportEdge[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean) => {
    const to = resolveImport(file, spec);
    if (to) edges.push({ from: file, to, typeOnly, dynamic });
  };
  for (const imp of parsed.module.staticImports) {
    // `import type {A}` and `import {type A}` alike; a bare `import './x.css'` has no entries.
    const typeOnly = imp.entries.length > 0 && imp.entries.every((e) => e.isType);
    add(imp.moduleRequest.value, typeOnly, false);
  }
  for (const exp of parsed.module.staticExports) {
    for (const entry of exp.entries) if (entry.moduleRequest) add(entry.moduleRequest.value, entry.isType, false);
  }
  for (const dyn of parsed.module.dynamicImports) {
    const literal = code.slice(dyn.moduleRequest.start, dyn.moduleRequest.end);
    const m = /^(['"`])([^'"`$]*)\1$/.exec(literal);
    if (m) add(m[2]!, false, true);
  }
  return edges;
}

/** Cycles among value imports (type-only and lazy imports do not run at load time), as file lists. */
export function valueCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly || e.dynamic) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (next.get(v) ?? []).includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of next.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}
