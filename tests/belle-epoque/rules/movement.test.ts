// Belle Epoque MOVEMENTS and INTERPENETRATION.
import { describe, expect, it } from 'vitest';
import { moveActive, moveOptions } from '../../../src/games/belle-epoque/rules/movement';
import { legalMoves } from '../../../src/games/belle-epoque/legal';
import { distance, sectorLabel } from '../../../src/games/belle-epoque/rules/hex';
import { bareBoard, put, activate, passed, terrain, at } from '../helpers';
import type { BelleState } from '../../../src/games/belle-epoque/state';

const march = (s: BelleState, id: string) => moveOptions(s, id, { kind: 'march', interpenetrate: true });
const dests = (opts: { to: number }[]) => opts.map((o) => sectorLabel(o.to)).sort();

describe('MOVEMENTS', () => {
  it('MOVEMENTS: march reaches 2 UD for infantry, 3 for native warriors and mounted infantry, 4 for cavalry', () => {
    for (const [card, reach] of [['british-1899', 2], ['zulu-1879', 3], ['boer-1899', 3], ['british-cavalry-1879', 4]] as const) {
      const s = bareBoard();
      put(s, 'u', 'red', card, 'g5');
      const opts = march(s, 'u');
      expect(Math.max(...opts.map((o) => o.cost)), card).toBe(reach);
      for (const o of opts) expect(o.cost).toBe(distance(at('g5'), o.to));
    }
  });

  it('MOVEMENTS: the basic move is 1 UD', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-cavalry-1879', 'g5');
    const opts = moveOptions(s, 'u', { kind: 'basic', interpenetrate: false });
    expect(opts).toHaveLength(6);
    expect(opts.every((o) => o.cost === 1)).toBe(true);
  });

  it('MOVEMENTS: a unit must stop when entering cover or a hill', () => {
    const s = bareBoard();
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g1');
    terrain(s, 'g2', 'woods');
    terrain(s, 'f2', 'hill');
    terrain(s, 'h2', 'hill');
    const opts = march(s, 'cav');
    expect(opts.find((o) => o.to === at('g2'))?.cost).toBe(1);
    // Beyond the wood and the hills only by going round them.
    // g3, just behind the wood, is out of reach: the way round the hills is longer than 4 UD.
    expect(opts.find((o) => o.to === at('g3'))).toBeUndefined();
    for (const o of opts) for (const p of o.path.slice(0, -1)) expect(['g2', 'f2', 'h2']).not.toContain(sectorLabel(p));
  });

  it('MOVEMENTS: a unit must stop when entering an enemy ZoC (a sector next to enemy troops)', () => {
    const s = bareBoard();
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g2');
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    const opts = march(s, 'cav');
    const g4 = opts.find((o) => o.to === at('g4'))!;
    expect(g4.cost).toBe(2);
    // Nothing is reached through a ZoC sector.
    for (const o of opts) for (const p of o.path.slice(0, -1)) expect(distance(p, at('g5'))).toBeGreaterThan(1);
    expect(opts.some((o) => o.to === at('g6'))).toBe(false);
  });

  it('MOVEMENTS: no move from one enemy ZoC to another', () => {
    const s = bareBoard();
    put(s, 'brit', 'red', 'british-1899', 'g4');
    put(s, 'z', 'blue', 'zulu-1879', 'g5');
    const opts = moveOptions(s, 'brit', { kind: 'basic', interpenetrate: false });
    // f4 and h4 (odd-q: f5/h5 too) touch g5: forbidden; g3, f3... away from it are fine.
    for (const o of opts) expect(distance(o.to, at('g5'))).toBeGreaterThan(1);
    expect(dests(opts)).toContain('g3');
  });

  it('MOVEMENTS: rough terrain: no march out of it, and no fire or assault in a turn it was entered', () => {
    const s = bareBoard();
    put(s, 'cav', 'red', 'british-cavalry-1879', 'g4');
    terrain(s, 'g4', 'swamp');
    expect(march(s, 'cav')).toEqual([]);
    expect(moveOptions(s, 'cav', { kind: 'basic', interpenetrate: false })).toHaveLength(6);
    // A march may end in rough ground but not go on through it.
    const t = bareBoard();
    put(t, 'cav', 'red', 'british-cavalry-1879', 'g1');
    terrain(t, 'g2', 'swamp');
    const opts = march(t, 'cav');
    expect(opts.find((o) => o.to === at('g2'))?.cost).toBe(1);
    for (const o of opts) for (const p of o.path.slice(0, -1)) expect(sectorLabel(p)).not.toBe('g2');
    activate(t, 'cav');
    passed(t);
    const moved = moveActive(t, 'march', at('g2')).state;
    expect(moved.units[0]!.enteredRough).toBe(true);
  });

  it('MOVEMENTS: impassable sectors (river, cliffs) cannot be entered; fords can', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-1899', 'g4');
    terrain(s, 'g5', 'river');
    terrain(s, 'f4', 'cliffs');
    terrain(s, 'h4', 'ford');
    const d = dests(moveOptions(s, 'u', { kind: 'basic', interpenetrate: false }));
    expect(d).toEqual(['f3', 'g3', 'h3', 'h4']);
  });

  it('MOVEMENTS: undiscovered sectors cannot be entered', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-1899', 'g4');
    s.sectors[at('g5')] = { terrain: null, discovered: false, fortified: false };
    expect(dests(moveOptions(s, 'u', { kind: 'basic', interpenetrate: false }))).not.toContain('g5');
  });

  it('MOVEMENTS: movement comes before firing or an assault, and only once', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-1899', 'g4');
    activate(s, 'u');
    passed(s);
    const m = moveActive(s, 'basic', at('g5')).state;
    expect(m.units[0]!.sector).toBe(at('g5'));
    expect(m.activation!.moved).toBe(1);
    expect(legalMoves(m)).toEqual([]);
    expect(() => moveActive(m, 'basic', at('g6'))).toThrow(/already moved/);
    const f = structuredClone(s);
    f.activation!.fired = true;
    expect(() => moveActive(f, 'basic', at('g5'))).toThrow(/before firing/);
  });
});

describe('INTERPENETRATION', () => {
  it('INTERPENETRATION: a successfully activated unit may cross a friendly unit it starts next to', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-1899', 'g3');
    put(s, 'friend', 'red', 'british-1899', 'g4');
    const through = moveOptions(s, 'u', { kind: 'march', interpenetrate: true });
    const g5 = through.find((o) => o.to === at('g5'))!;
    expect(g5.path.map(sectorLabel)).toEqual(['g4', 'g5']);
    expect(through.some((o) => o.to === at('g4'))).toBe(false); // it cannot stop on the friend
  });

  it('INTERPENETRATION: not for a unit that failed its test, nor through a friend met later in the move', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-cavalry-1879', 'g2');
    put(s, 'friend', 'red', 'british-1899', 'g4');
    const opts = moveOptions(s, 'u', { kind: 'march', interpenetrate: true });
    for (const o of opts) expect(o.path).not.toContain(at('g4'));
    const t = bareBoard();
    put(t, 'u', 'red', 'british-1899', 'g3');
    put(t, 'friend', 'red', 'british-1899', 'g4');
    const failed = moveOptions(t, 'u', { kind: 'basic', interpenetrate: false });
    expect(dests(failed)).not.toContain('g4');
  });

  it('INTERPENETRATION: never through the enemy', () => {
    const s = bareBoard();
    put(s, 'u', 'red', 'british-1899', 'g3');
    put(s, 'foe', 'blue', 'boer-1899', 'g4');
    const opts = moveOptions(s, 'u', { kind: 'march', interpenetrate: true });
    for (const o of opts) expect(o.path).not.toContain(at('g4'));
  });
});
