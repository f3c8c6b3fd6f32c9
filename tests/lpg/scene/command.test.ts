// §3 command drawn on La Petite Guerre's map (src/scene/lpg/command/commandGeometry.ts): brute
// force over every hex of the map and every radius 1-5 (membership is hex distance, the outline is
// exactly the sides a member shares with a non-member or the map's edge, joined into closed loops),
// and over many positions of smart-bot games the chain drawn from a side's view equals the rules'
// in-command result (legal.ts inCommand), every line leading back to a CinC or division leader.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../../machines/lpg/index';
import { playGame } from '../../../src/core/simulate';
import { inCommand } from '../../../src/games/lpg/legal';
import { ACTS_ON_OWN, COMMANDERS } from '../../../src/games/lpg/orderOfBattle';
import { commandReach } from '../../../src/games/lpg/rules/command';
import { ALL_HEXES, hexDistance, neighbours } from '../../../src/games/lpg/rules/hex';
import { occupied, type LpgState } from '../../../src/games/lpg/state';
import { otherSide, type HexId, type Side } from '../../../src/games/lpg/types';
import { lpgView } from '../../../src/games/lpg/view';
import { commandChain, commandRing, outlineLoops, outlineSides, ownCommanders, radiusHexes, seenOccupied } from '../../../src/scene/lpg/command/commandGeometry';
import { sharedSide, type Pt } from '../../../src/scene/lpg/mapGeometry';

const ptKey = (p: Pt) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`;
const segKey = (p: Pt, q: Pt) => [ptKey(p), ptKey(q)].sort().join('~');
const RANK = new Map(COMMANDERS.map((c) => [c.id, c]));

describe('La Petite Guerre command radius geometry', () => {
  it('§3 every hex, every radius 1-5: the ring holds exactly the hexes within that distance, its outline exactly the member/non-member sides', () => {
    let checked = 0;
    for (const h of ALL_HEXES) {
      for (let r = 1; r <= 5; r++) {
        const members = radiusHexes(h, r);
        for (const x of ALL_HEXES) if (members.has(x) !== hexDistance(h, x) <= r) throw new Error(`${h} r${r}: ${x} membership`);
        const sides = outlineSides(members);
        const want = new Set<string>();
        let edge = 0;
        for (const m of members) {
          const ns = neighbours(m);
          edge += 6 - ns.length;
          for (const n of ns) if (!members.has(n)) want.add(segKey(...sharedSide(m, n)));
        }
        const inner = sides.filter((s) => s.beyond !== null);
        const got = new Set(inner.map((s) => segKey(s.p, s.q)));
        if (got.size !== inner.length || got.size !== want.size || [...want].some((k) => !got.has(k))) throw new Error(`${h} r${r}: outline differs`);
        for (const s of inner) if (members.has(s.beyond!) || !neighbours(s.hex).includes(s.beyond!)) throw new Error(`${h} r${r}: side beyond ${s.beyond}`);
        expect(sides.length - inner.length).toBe(edge);
        // The sides join into closed loops using every side once; with no enemy the reach has no hole: one loop.
        const loops = outlineLoops(sides);
        expect(loops.length).toBe(1);
        expect(loops.reduce((n, l) => n + l.length, 0)).toBe(sides.length);
        checked++;
      }
    }
    expect(checked).toBe(ALL_HEXES.length * 5);
  });

  it('the loops close: each loop ends at a corner next to its first (one side of a hex away)', () => {
    const enemy = new Set<HexId>(['1010', '1012']);
    const members = radiusHexes('1011', 3, enemy);
    expect(members).toEqual(commandReach('1011', 3, enemy));
    const sides = outlineSides(members);
    const loops = outlineLoops(sides);
    expect(loops.reduce((n, l) => n + l.length, 0)).toBe(sides.length);
    const side = sides[0]!;
    const len = Math.hypot(side.q.x - side.p.x, side.q.y - side.p.y);
    for (const l of loops) {
      const a = l[l.length - 1]!;
      const b = l[0]!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(len, 6);
    }
  });
});

/** Positions of smart-bot games: every `every`th decision of a few seeds. */
function positions(seeds: number[], every: number, lastTurn: number): LpgState[] {
  const out: LpgState[] = [];
  for (const seed of seeds) {
    const r = playGame(lpgModule, {
      seed,
      options: { lastTurn },
      bots: { american: lpgModule.bots.smart, british: lpgModule.bots.smart },
      onStep: ({ snapshot, index }) => {
        if (index % every === 0) out.push((snapshot as { context: LpgState }).context);
      },
    });
    expect(r.error).toBeUndefined();
  }
  return out;
}

describe('La Petite Guerre chain of command from the view', () => {
  const states = positions([1, 2, 3, 4], 5, 12);

  it('the positions are many and varied (commanders out of command, enemy near)', () => {
    expect(states.length).toBeGreaterThan(200);
    let out = 0;
    let blocked = 0;
    for (const s of states) {
      for (const side of ['american', 'british'] as const) {
        const view = lpgView(s, side);
        out += commandChain(view)!.out.length;
        const enemy = seenOccupied(view, otherSide(side));
        for (const c of ownCommanders(view)) if (radiusHexes(c.hex, c.radius, enemy).size < radiusHexes(c.hex, c.radius).size) blocked++;
      }
    }
    expect(out).toBeGreaterThan(0);
    // Enemy-held hexes do cut reaches short in these positions (the case the chain must get right).
    expect(blocked).toBeGreaterThan(0);
  });

  it('§3 the enemy-held hexes the view shows are the rules\' enemy-occupied hexes (phantoms included)', () => {
    for (const s of states) {
      for (const side of ['american', 'british'] as const) {
        expect(seenOccupied(lpgView(s, side), otherSide(side))).toEqual(occupied(s, otherSide(side)));
      }
    }
  });

  it('§3 the chain drawn equals the rules\' in-command result; every line joins two commanders in command, within the giver\'s reach, back to a head', () => {
    for (const s of states) {
      for (const side of ['american', 'british'] as const) {
        const view = lpgView(s, side);
        const chain = commandChain(view)!;
        const rules = inCommand(s, side);
        expect(chain.inCommand).toEqual(rules);
        const enemy = occupied(s, otherSide(side));
        const mine = s.commanders.filter((c) => c.side === side && !c.lost);
        expect(ownCommanders(view).map((c) => c.id).sort()).toEqual(mine.map((c) => c.id).sort());
        // Heads: those in command acting on their own.
        expect(new Set(chain.heads)).toEqual(new Set(mine.filter((c) => rules.has(c.id) && ACTS_ON_OWN[RANK.get(c.id)!.rank]).map((c) => c.id)));
        // Every other commander in command has exactly one line to him; those out of command none.
        const into = new Map<string, string>();
        for (const l of chain.links) {
          expect(into.has(l.to)).toBe(false);
          into.set(l.to, l.from);
          expect(rules.has(l.from) && rules.has(l.to)).toBe(true);
          const giver = s.commanders.find((c) => c.id === l.from)!;
          expect(commandReach(giver.hex, RANK.get(l.from)!.radius, enemy).has(l.toHex)).toBe(true);
          expect(l.toHex).toBe(s.commanders.find((c) => c.id === l.to)!.hex);
        }
        for (const c of mine) {
          const head = chain.heads.includes(c.id);
          expect(into.has(c.id), c.id).toBe(rules.has(c.id) && !head);
          // Follow the lines up: a head within as many steps as there are commanders.
          let at = c.id;
          for (let i = 0; i < mine.length && into.has(at); i++) at = into.get(at)!;
          if (rules.has(c.id)) expect(chain.heads).toContain(at);
        }
        expect(new Set(chain.out)).toEqual(new Set(mine.filter((c) => !rules.has(c.id)).map((c) => c.id)));
      }
    }
  });

  it('only what the viewer may know: the other side\'s commanders get no ring until revealed, a spectator sees no chain', () => {
    for (const s of states.slice(0, 60)) {
      for (const side of ['american', 'british'] as const) {
        const view = lpgView(s, side);
        const enemySide: Side = otherSide(side);
        for (const c of s.commanders.filter((k) => k.side === enemySide && !k.lost)) {
          const ring = commandRing(view, c.id);
          if (s.revealed[side].includes(c.id)) expect(ring?.hex).toBe(c.hex);
          else expect(ring).toBeNull();
        }
        for (const c of s.commanders.filter((k) => k.side === side && !k.lost)) {
          const ring = commandRing(view, c.id)!;
          expect(ring.hexes).toEqual(commandReach(c.hex, RANK.get(c.id)!.radius, occupied(s, enemySide)));
          expect(ring.inCommand).toBe(inCommand(s, side).has(c.id));
        }
      }
      expect(commandChain(lpgView(s, 'spectator'))).toBeNull();
    }
  });
});
