// Belle Epoque line of fire and line of sight (FIRING, VISIBILITY, "ENCOUNTER" discovery): one exact
// hex line test, the same for firing, visibility and discovery (docs/rules-notes.md).
import { describe, expect, it } from 'vitest';
import { fireCheck, type FireOption } from '../../../src/games/belle-epoque/rules/firing';
import { visibilityRange } from '../../../src/games/belle-epoque/rules/visibility';
import { assaultWithDice } from '../../../src/games/belle-epoque/rules/assault';
import type { BelleState } from '../../../src/games/belle-epoque/state';
import type { Terrain } from '../../../src/games/belle-epoque/types';
import { COLS, ROWS, SECTOR_COUNT, distance, lineBetween, sectorAt, sectorCentre, sectorLabel } from '../../../src/games/belle-epoque/rules/hex';
import { elevation, lineClear } from '../../../src/games/belle-epoque/rules/sight';
import { discoverFrom, startingState } from '../../../src/games/belle-epoque/rules/discovery';
import { TERRAIN, encounterTerrain } from '../../../src/games/belle-epoque/data';
import { rollD6 } from '../../../src/core/dice';
import { bareBoard, put, activate, passed, terrain, at } from '../helpers';

const fires = (f: FireOption | string): boolean => typeof f === 'object';

/** An open board, a British "A" unit on `from` and a Russian target (moved, so seen at 4 UD) on `to`. */
function duel(from: string, to: string): BelleState {
  const s = bareBoard();
  put(s, 'r', 'red', 'british-1899', from);
  put(s, 'b', 'blue', 'russian-1904', to, { moved: true });
  return s;
}

describe('FIRING: line of fire, the exact hex line', () => {
  it('FIRING, line of fire: a1 -> e2 on an open board is clear', () => {
    expect(fires(fireCheck(duel('a1', 'e2'), 'r', 'b', false))).toBe(true);
  });

  it('FIRING, line of fire: a wood on c1 alone blocks a1 -> e2 (the line crosses c1 and c2 through the middle of their edge)', () => {
    const s = duel('a1', 'e2');
    terrain(s, 'c1', 'woods');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: a wood on c2 alone blocks a1 -> e2', () => {
    const s = duel('a1', 'e2');
    terrain(s, 'c2', 'woods');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: a unit on c2 blocks a1 -> e2', () => {
    const s = duel('a1', 'e2');
    put(s, 'screen', 'red', 'british-1899', 'c2');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: a wood on b2 blocks a1 -> d3', () => {
    const s = duel('a1', 'd3');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
    terrain(s, 'b2', 'woods');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: troops on i7 block h8 -> i5', () => {
    const s = duel('h8', 'i5');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
    put(s, 'screen', 'blue', 'russian-1904', 'i7');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: b1 -> a3 runs along the edge of a2 and b2: a wood on a2 alone does not block, on both it does', () => {
    const s = duel('b1', 'a3');
    terrain(s, 'a2', 'woods');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
    terrain(s, 'a2', 'open');
    terrain(s, 'b2', 'woods');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
    terrain(s, 'a2', 'woods');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });

  it('FIRING, line of fire: a1 -> c1 runs along the board\'s edge past b1: b1 alone never blocks (nothing stands off the board)', () => {
    const s = duel('a1', 'c1');
    terrain(s, 'b1', 'woods');
    put(s, 'screen', 'red', 'british-1899', 'b1');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
  });

  it('FIRING, line of fire: a line through a corner does not block the sector it only touches there', () => {
    // No line within 4 UD passes through a corner; a1 -> f2 (5 UD) passes the corners of c1 and d2.
    const s = bareBoard();
    const line = lineBetween(at('a1'), at('f2'));
    expect(line.through.map(sectorLabel)).toEqual(['b1', 'c2', 'd1', 'e2']);
    expect(line.along).toEqual([]);
    const sight = { troopsBlock: true, undiscoveredBlocks: true };
    terrain(s, 'c1', 'woods');
    terrain(s, 'd2', 'woods');
    expect(lineClear(s, at('a1'), at('f2'), sight)).toBe(true);
    terrain(s, 'd1', 'woods');
    expect(lineClear(s, at('a1'), at('f2'), sight)).toBe(false);
  });

  it('FIRING, line of fire: a unit uphill from both target and obstacle fires over it on the exact line too', () => {
    const s = duel('a1', 'e2');
    terrain(s, 'a1', 'hill');
    terrain(s, 'c2', 'woods');
    expect(fires(fireCheck(s, 'r', 'b', false))).toBe(true);
    terrain(s, 'c2', 'hill');
    expect(fireCheck(s, 'r', 'b', false)).toBe('line of fire blocked');
  });
});

describe('VISIBILITY and ENCOUNTER discovery use the same line', () => {
  /** An open, discovered board but for `hidden` (undiscovered), with the given ground. */
  function board(hidden: string, ground: Record<string, Terrain>): BelleState {
    const s = bareBoard();
    for (const [label, t] of Object.entries(ground)) terrain(s, label, t);
    s.sectors[at(hidden)] = { terrain: null, discovered: false, fortified: false };
    return s;
  }

  it('ENCOUNTER: a sector behind a wood (a1 -> e2, wood on c1) is not revealed', () => {
    const s = board('e2', { c1: 'woods' });
    discoverFrom(s, at('a1'));
    expect(s.sectors[at('e2')]!.discovered).toBe(false);
  });

  it('ENCOUNTER: a sector behind a hill (a1 -> d3, hill on b2) is not revealed', () => {
    const s = board('d3', { b2: 'hill' });
    discoverFrom(s, at('a1'));
    expect(s.sectors[at('d3')]!.discovered).toBe(false);
  });

  it('ENCOUNTER: a sector seen along the edge of a wood (b1 -> a3, wood on a2 only) is revealed', () => {
    const s = board('a3', { a2: 'woods' });
    discoverFrom(s, at('b1'));
    expect(s.sectors[at('a3')]!.discovered).toBe(true);
  });

  it('ENCOUNTER: a sector with open ground all the way (a1 -> e2) is revealed', () => {
    const s = board('e2', {});
    discoverFrom(s, at('a1'));
    expect(s.sectors[at('e2')]!.discovered).toBe(true);
  });
});

describe('VISIBILITY: "didn\'t move nor fired since the beginning of the game"', () => {
  it('VISIBILITY: a unit that never moved nor fired and only assaulted is still seen at 3 UD (an assault is neither)', () => {
    const s = bareBoard();
    put(s, 'a', 'blue', 'chinese-1894', 'g5', { movedOrFiredEver: false });
    put(s, 'd', 'red', 'british-1899', 'g6', { movedOrFiredEver: false });
    activate(s, 'a');
    passed(s);
    s.activation!.assaultTarget = 'd';
    expect(visibilityRange(s, 'a').range).toBe(3);
    // A tie (nobody scores): both lose a stand, nobody moves.
    const r = assaultWithDice(s, 'a', 'd', [6, 6, 6, 6], [6, 6, 6, 6]);
    expect(r.winner).toBeNull();
    expect(visibilityRange(r.state, 'a').range).toBe(3);
    expect(visibilityRange(r.state, 'd').range).toBe(3);
    // Seen at 3 UD, not at 4: a British unit 4 UD away may not fire at it.
    put(r.state, 'far', 'red', 'british-1899', 'g1');
    expect(fireCheck(r.state, 'far', 'a', false)).toMatch(/not visible/);
  });
});

// ---- Property: the exact line equals an independent brute-force reading, on every pair ----
// Written differently from rules/hex.ts on purpose: board units (floats) instead of lattice
// integers, a dense sampling of the open segment instead of half-plane clipping. A sample strictly
// inside a hexagon (further than 1e-9 inside all three pairs of its edges) means the line crosses
// that sector; a run of two or more samples lying on the boundary of the same one or two sectors
// and inside none means the line runs along their edge (a single boundary sample is a crossing
// point or a corner). The thinnest crossing anywhere on the board is 0.08 UD; samples are 0.01 UD apart.

const HALF = 0.5; // the apothem: half of 1 UD
const R3 = Math.sqrt(3) / 2;
const COL_WIDTH = R3;
const CENTRES = Array.from({ length: SECTOR_COUNT }, (_, s) => sectorCentre(s));

/** max over the three edge directions of |offset . normal|: < 0.5 inside, 0.5 on the boundary. */
function hexNorm(px: number, py: number, s: number): number {
  const dx = px - CENTRES[s]!.x;
  const dy = py - CENTRES[s]!.y;
  return Math.max(Math.abs(dy), Math.abs(dx * R3 + dy * 0.5), Math.abs(dx * R3 - dy * 0.5));
}

/** The on-board sectors whose centre is within a column and a row of the point (its hexagon among them). */
function sectorsNear(px: number, py: number, out: number[]): number[] {
  out.length = 0;
  const c0 = Math.round(px / COL_WIDTH);
  for (let col = c0 - 1; col <= c0 + 1; col++) {
    if (col < 0 || col >= COLS) continue;
    const r0 = Math.round(py - (col & 1) / 2);
    for (let row = r0 - 1; row <= r0 + 1; row++) if (row >= 0 && row < ROWS) out.push(sectorAt(col, row));
  }
  return out;
}

interface BruteLine {
  through: number[];
  along: string[];
}

function bruteLine(a: number, b: number): BruteLine {
  const p = sectorCentre(a);
  const q = sectorCentre(b);
  const n = Math.ceil(Math.hypot(q.x - p.x, q.y - p.y) / 0.01);
  const through: number[] = [];
  const along = new Set<string>();
  let run = '';
  let runLength = 0;
  const near: number[] = [];
  const onEdge: number[] = [];
  for (let k = 1; k < n; k++) {
    const x = p.x + ((q.x - p.x) * k) / n;
    const y = p.y + ((q.y - p.y) * k) / n;
    sectorsNear(x, y, near);
    let insideAny = false;
    onEdge.length = 0;
    for (const s of near) {
      const h = hexNorm(x, y, s);
      if (h < HALF - 1e-9) {
        insideAny = true;
        if (s !== a && s !== b && !through.includes(s)) through.push(s);
      } else if (h <= HALF + 1e-9) onEdge.push(s);
    }
    const key = !insideAny && (onEdge.length === 1 || onEdge.length === 2) ? onEdge.sort((u, v) => u - v).join(',') : '';
    runLength = key !== '' && key === run ? runLength + 1 : 1;
    run = key;
    if (key !== '' && runLength >= 2) along.add(key);
  }
  return { through, along: [...along].sort() };
}

const BRUTE = new Map<number, BruteLine>();
const brute = (a: number, b: number): BruteLine => {
  const key = Math.min(a, b) * SECTOR_COUNT + Math.max(a, b);
  let line = BRUTE.get(key);
  if (!line) {
    line = bruteLine(Math.min(a, b), Math.max(a, b));
    BRUTE.set(key, line);
  }
  return a < b ? line : { through: line.through.slice().reverse(), along: line.along };
};

const allPairs = (): [number, number][] => {
  const out: [number, number][] = [];
  for (let a = 0; a < SECTOR_COUNT; a++) for (let b = 0; b < SECTOR_COUNT; b++) if (a !== b) out.push([a, b]);
  return out;
};

/** The rules' obstacle, read again from the text: sight-blocking ground, troops (for fire), unknown ground (for fire). */
function bruteClear(s: BelleState, from: number, to: number, troopsBlock: boolean, undiscoveredBlocks: boolean): boolean {
  const height = (x: number) => (s.sectors[x]!.terrain === 'hill' ? 1 : 0);
  const obstacle = (x: number) => {
    const t = s.sectors[x]!.terrain;
    const blocks = t === null ? undiscoveredBlocks : TERRAIN[t].blocksSight || (troopsBlock && s.units.some((u) => u.sector === x));
    // "except if the firing unit is uphill from both target and obstacle"
    return blocks && !(height(from) > height(to) && height(from) > height(x));
  };
  const line = brute(from, to);
  return !line.through.some(obstacle) && !line.along.some((key) => {
    const edge = key.split(',').map(Number);
    return edge.length === 2 && edge.every(obstacle);
  });
}

/** Both boards: The Drift as authored, and an Encounter board (as first seen, then every sector rolled). */
function boards(): [string, BelleState][] {
  const drift = startingState(3, { scenario: 'drift' });
  const encounter = startingState(5, { scenario: 'encounter' });
  const rolled = startingState(7, { scenario: 'encounter' });
  rolled.sectors = rolled.sectors.map((x) => (x.discovered ? x : { terrain: encounterTerrain(rollD6(rolled.rng)), discovered: true, fortified: false }));
  return [['The Drift', drift], ['Encounter, as first seen', encounter], ['Encounter, all rolled', rolled]];
}

describe('FIRING, line of fire: the exact test against a brute-force geometric check, every pair of sectors', () => {
  it('FIRING, line of fire: the sectors crossed and the edges run along equal the brute-force reading, for every pair', () => {
    let along = 0;
    let crossedEdgeMiddles = 0;
    for (const [a, b] of allPairs()) {
      const exact = lineBetween(a, b);
      const slow = brute(a, b);
      const label = `${sectorLabel(a)} -> ${sectorLabel(b)}`;
      expect(exact.through, label).toEqual(slow.through);
      expect(exact.along.map((e) => e.join(',')).sort(), label).toEqual(slow.along);
      if (exact.along.length) along += 1;
      if (distance(a, b) === 4 && exact.through.length > 3) crossedEdgeMiddles += 1;
    }
    // Lines along edges exist (g5 -> i5 ...), and many 4 UD lines cross two sectors side by side.
    expect(along).toBeGreaterThan(0);
    expect(crossedEdgeMiddles).toBeGreaterThan(0);
  });

  it('FIRING, line of fire: the line is symmetric, every pair', () => {
    for (const [a, b] of allPairs()) {
      const there = lineBetween(a, b);
      const back = lineBetween(b, a);
      expect(back.through, `${sectorLabel(a)} <-> ${sectorLabel(b)}`).toEqual(there.through.slice().reverse());
      expect(back.along).toEqual(there.along);
    }
  });

  it('FIRING, VISIBILITY, ENCOUNTER: lineClear equals the brute-force reading on every pair of both boards, and is symmetric between viewers on the same level', () => {
    for (const [name, s] of boards()) {
      for (const [troopsBlock, undiscoveredBlocks] of [[true, true], [false, false]] as const) {
        const o = { troopsBlock, undiscoveredBlocks };
        let blocked = 0;
        for (const [a, b] of allPairs()) {
          const clear = lineClear(s, a, b, o);
          expect(clear, `${name}: ${sectorLabel(a)} -> ${sectorLabel(b)} ${JSON.stringify(o)}`).toBe(bruteClear(s, a, b, troopsBlock, undiscoveredBlocks));
          if (elevation(s, a) === elevation(s, b)) expect(clear, `${name}: ${sectorLabel(b)} -> ${sectorLabel(a)}`).toBe(lineClear(s, b, a, o));
          if (!clear) blocked += 1;
        }
        expect(blocked, name).toBeGreaterThan(0);
      }
    }
  });
});
