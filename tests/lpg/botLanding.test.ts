// The smart American bot answers a British landing (§19; rules notes "Landings and razing in play"):
// the landed force "cannot move for one turn", so in the American turn after the landing it reaches
// no hex but its beachhead, and every battle there gives the invader -1 and the defender +1. Seeded
// games where the British prepare a landing in New York on turn 1 and land at Perth Amboy on turn 2
// (the legal events), the rest of the British army standing still; the American side is the smart
// bot. What the Americans see of it is the view's beachhead (its hex and turn), nothing hidden.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../machines/lpg/index';
import { playGame } from '../../src/core/simulate';
import { smartBot } from '../../src/games/lpg/bots/smart';
import { hexDistance, knowledgeOf, resetKnowledgeCache } from '../../src/games/lpg/bots/knowledge';
import { neighbours, place } from '../../src/games/lpg/rules/hex';
import type { LpgEvent } from '../../src/games/lpg/legal';
import { cloneState, type LpgState } from '../../src/games/lpg/state';
import type { HexId } from '../../src/games/lpg/types';
import type { LpgBotInput } from '../../src/games/lpg/bots/random';

const BEACH: HexId = place('perth-amboy').hex;
/** American stacks this near the beachhead are expected to answer it (bots/smart.ts ANSWER_RADIUS). */
const RADIUS = 8;

interface Seen {
  landed: boolean;
  /** American commanders' hexes at the start and at the end of the Movement phase of the turn after the landing. */
  before: Map<string, HexId>;
  after: Map<string, HexId>;
  /** The American side's state at its first Movement decision of that turn. */
  held: LpgState | null;
}

function play(seed: number): Seen {
  resetKnowledgeCache();
  const seen: Seen = { landed: false, before: new Map(), after: new Map(), held: null };
  let landedTurn = -1;
  const british = (inp: LpgBotInput): LpgEvent => {
    const s = inp.snapshot.context;
    const prep = inp.legal.find((e) => e.type === 'prepareLanding' && e.commander === 'percy');
    if (prep && s.turn === 1) return prep;
    const land = inp.legal.find((e) => e.type === 'land' && e.commander === 'percy' && e.to === BEACH);
    if (land) {
      landedTurn = s.turn;
      seen.landed = true;
      return land;
    }
    if (s.razing) return inp.legal.find((e) => e.type === 'traceSupply')!;
    return inp.legal.find((e) => /^(end|pass|decline)/.test(e.type)) ?? smartBot(inp);
  };
  const american = (inp: LpgBotInput): LpgEvent => {
    const s = inp.snapshot.context;
    const e = smartBot(inp);
    if (s.turn === landedTurn + 1 && s.phase === 'movement') {
      const hexes = new Map(s.commanders.filter((c) => c.side === 'american' && !c.lost).map((c) => [c.id, c.hex]));
      if (!seen.held) (seen.held = cloneState(s)), (seen.before = hexes);
      if (e.type === 'endMovement') seen.after = hexes;
    }
    return e;
  };
  const r = playGame(lpgModule, { seed, options: { lastTurn: 3 }, bots: { american, british } });
  expect(r.error).toBeUndefined();
  return seen;
}

describe('the smart American bot answers a British landing (§19)', () => {
  it('§19 a landed force held on its beachhead threatens no other hex in the American turn after the landing', () => {
    const seen = play(2);
    expect(seen.landed).toBe(true);
    const s = seen.held!;
    expect(s.landings.some((l) => l.hex === BEACH)).toBe(true);
    resetKnowledgeCache();
    const k = knowledgeOf(s, 'american');
    // The same map without the landing's record: the marker could move, and would threaten round it.
    const free = cloneState(s);
    free.landings = [];
    resetKnowledgeCache();
    const kf = knowledgeOf(free, 'american');
    for (const n of neighbours(BEACH)) expect(k.threat.get(n) ?? 0).toBeLessThanOrEqual(kf.threat.get(n) ?? 0);
    expect(neighbours(BEACH).some((n) => (k.threat.get(n) ?? 0) < (kf.threat.get(n) ?? 0))).toBe(true);
    expect(k.threat.get(BEACH) ?? 0).toBeGreaterThan(0);
    expect(k.foes.get(BEACH)?.held).toBe(true);
  });

  it('§19 in the held turn American commanders within reach close on the beachhead (most seeded games)', () => {
    let answered = 0;
    const seeds = [1, 2, 3, 4, 5, 6];
    for (const seed of seeds) {
      const seen = play(seed);
      expect(seen.landed).toBe(true);
      const closed = [...seen.before].some(([id, h]) => {
        const to = seen.after.get(id);
        return hexDistance(h, BEACH) <= RADIUS && to !== undefined && hexDistance(to, BEACH) < hexDistance(h, BEACH);
      });
      if (closed) answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(4);
  });
});
