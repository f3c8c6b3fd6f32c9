// DESIGN.md, "Layers" and "Two front doors per game": imports point down only
// (core <- games <- machines <- scene <- ui <- app), a game's folders import no other game's, and
// shared code takes games as data: it never imports a game's folder nor names a game, except the
// one list of games (src/app/games.ts). Adding a game adds folders and a line in that list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/app/games';
import { ROOT, filesUnder, importsOf, sourceFiles, valueCycles, type ImportEdge } from './importGraph';

const LAYERS = [
  { name: 'core', dir: 'src/core' },
  { name: 'games', dir: 'src/games' },
  { name: 'machines', dir: 'machines' },
  { name: 'scene', dir: 'src/scene' },
  { name: 'ui', dir: 'src/ui' },
  { name: 'app', dir: 'src/app' },
] as const;

/** The one place allowed to name every game. */
const GAME_LIST = 'src/app/games.ts';

const GAME_IDS = GAMES.map((g) => g.card.id);

function layerOf(file: string): number {
  return LAYERS.findIndex((l) => file.startsWith(`${l.dir}/`));
}

/** The game whose own folder holds this file (`src/scene/blb/...` -> `blb`), or null for shared code. */
function gameOf(file: string): string | null {
  const layer = LAYERS[layerOf(file)];
  if (!layer) return null;
  const first = file.slice(layer.dir.length + 1).split('/')[0]!;
  return GAME_IDS.includes(first) ? first : null;
}

const files = sourceFiles(...LAYERS.map((l) => l.dir));
const edges: ImportEdge[] = files.flatMap(importsOf);
const show = (e: ImportEdge) => `${e.from} -> ${e.to}`;

describe('architecture: layers and front doors (DESIGN.md)', () => {
  it('reads every layer and finds the games in the one list', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(GAME_IDS.length).toBeGreaterThanOrEqual(2);
    // Every game has its card and its headless front door where the list says.
    for (const id of GAME_IDS) {
      expect(files).toContain(`machines/${id}/card.ts`);
      expect(files).toContain(`machines/${id}/index.ts`);
    }
  });

  it('imports point down a layer or stay level: core <- games <- machines <- scene <- ui <- app', () => {
    const up = edges.filter((e) => layerOf(e.to) > layerOf(e.from) && layerOf(e.from) >= 0 && e.from !== GAME_LIST);
    expect(up.map(show)).toEqual([]);
  });

  it("a game's folders import no other game's", () => {
    const across = edges.filter((e) => {
      const a = gameOf(e.from);
      const b = gameOf(e.to);
      return a !== null && b !== null && a !== b;
    });
    expect(across.map(show)).toEqual([]);
  });

  it("shared code imports no game's folder, except the one list of games", () => {
    const into = edges.filter((e) => e.from !== GAME_LIST && layerOf(e.from) >= 0 && gameOf(e.from) === null && gameOf(e.to) !== null);
    expect(into.map(show)).toEqual([]);
  });

  it('shared code names no game, by id or title (git grep -il finds only the list of games)', () => {
    const shared = files.filter((f) => gameOf(f) === null && f !== GAME_LIST);
    // Shared stylesheets too: a game's own CSS lives in its folders.
    const css = filesUnder(['src/app', 'src/ui', 'src/scene'], (name) => name.endsWith('.css')).filter((f) => gameOf(f) === null);
    const named: string[] = [];
    for (const file of [...shared, ...css]) {
      const text = readFileSync(join(ROOT, file), 'utf8').toLowerCase();
      for (const { card } of GAMES) {
        for (const name of [card.id, card.title]) if (text.includes(name.toLowerCase())) named.push(`${file} names ${name}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('no import cycles among value imports (a state model never calls a rule that reads it)', () => {
    expect(valueCycles(edges)).toEqual([]);
  });
});
