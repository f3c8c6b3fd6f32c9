// The smart bot's costly choices (bots/actions.ts): a §19 landing and the Royal Navy where a shore
// behind a thin American line pays, and not where the Americans stand thick on every shore; Forced
// Requisition and Plunder (§5) played when their supply points pay for the Loyalty they cost.
// Positions built from the set-up (state.ts initialState), decided by smartBot over legalEventsOf.
import { beforeEach, describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng';
import { costlyCardPays } from '../../src/games/lpg/bots/actions';
import { resetKnowledgeCache } from '../../src/games/lpg/bots/knowledge';
import { smartBot } from '../../src/games/lpg/bots/smart';
import { applyEvent, legalEventsOf, type LpgEvent } from '../../src/games/lpg/legal';
import { calendar, initialState, type LpgState } from '../../src/games/lpg/state';
import { place } from '../../src/games/lpg/rules/hex';
import type { HexId, Side } from '../../src/games/lpg/types';

const decide = (s: LpgState, side: Side): LpgEvent => smartBot({ snapshot: { context: s }, side, legal: legalEventsOf(s), rng: Rng.seeded(1) });

/** The British Movement phase of `turn`, every American stack moved to `hex` and open to the British (revealed). */
function britishMovement(turn: number, americansAt: HexId): LpgState {
  const s = initialState(5);
  Object.assign(s, { turn }, calendar(turn));
  s.side = 'british';
  s.phase = 'movement';
  for (const c of s.commanders) if (c.side === 'american') c.hex = americansAt;
  for (const u of s.units) if (u.side === 'american' && u.hex !== null) u.hex = americansAt;
  for (const p of s.phantoms) if (p.side === 'american') p.hex = null;
  s.revealed.british = s.commanders.filter((c) => c.side === 'american').map((c) => c.id);
  return s;
}

const PHILADELPHIA = place('philadelphia').hex;
const MORRISTOWN = place('morristown').hex;
const PERTH_AMBOY = place('perth-amboy').hex;

beforeEach(() => resetKnowledgeCache());

describe('La Petite Guerre smart bot: landings (§19) and the Royal Navy (§5)', () => {
  it('§19 the British prepare a landing at New York when the American army stands far from the Jersey shore', () => {
    const s = britishMovement(3, PHILADELPHIA);
    const e = decide(s, 'british');
    expect(e.type).toBe('prepareLanding');
    expect(e).toMatchObject({ side: 'british', commander: 'percy' });
  });

  it('§19 and lands the ready stack on a shore nearer Philadelphia than the British front', () => {
    const s = britishMovement(3, PHILADELPHIA);
    const prepared = applyEvent(s, decide(s, 'british'));
    const later = { ...prepared, turn: 5, ...calendar(5), commanders: prepared.commanders.map((c) => ({ ...c, moved: false })), units: prepared.units.map((u) => ({ ...u, moved: false })) };
    resetKnowledgeCache();
    const e = decide(later, 'british');
    expect(e.type).toBe('land');
    expect(e).toMatchObject({ commander: 'percy' });
  });

  it('§19 no landing where the whole American army stands over the Amboy shore (the line is not thin)', () => {
    const s = britishMovement(3, PERTH_AMBOY);
    const e = decide(s, 'british');
    expect(e.type).not.toBe('prepareLanding');
    expect(e.type).not.toBe('land');
  });

  it('§19 no landing prepared after turn 20 (it would land too late to matter)', () => {
    const s = britishMovement(21, MORRISTOWN);
    expect(legalEventsOf(s).some((e) => e.type === 'prepareLanding')).toBe(true);
    expect(decide(s, 'british').type).not.toBe('prepareLanding');
  });
});

describe('La Petite Guerre smart bot: Forced Requisition and Plunder (§5) when they pay', () => {
  it('§5 pays with the Loyalty Index at 8 or more; at 6-7 only when the points buy a regular the phase could not; never at 5 or below', () => {
    expect(costlyCardPays('hessian-plunder', 8, { supply: 5, recruits: 0 })).toBe(true);
    expect(costlyCardPays('forced-requisition', 6, { supply: 0, recruits: 2 })).toBe(true);
    expect(costlyCardPays('forced-requisition', 6, { supply: 3, recruits: 2 })).toBe(false);
    expect(costlyCardPays('forced-requisition', 7, { supply: 0, recruits: 0 })).toBe(false);
    expect(costlyCardPays('hessian-plunder', 5, { supply: 0, recruits: 4 })).toBe(false);
    expect(costlyCardPays('hessian-plunder', 1, { supply: 0, recruits: 4 })).toBe(false);
  });

  function reinforcementWith(card: string, loyalty: number, points: { supply: number; recruits: number }): LpgState {
    const s = initialState(5);
    s.side = 'british';
    s.phase = 'reinforcement';
    s.loyalty = loyalty;
    s.points.british = points;
    s.decks.british.splice(s.decks.british.indexOf(card), 1);
    s.hands.british = [card];
    return s;
  }

  it('§5 the British play Plunder in their Reinforcement phase when the Index is high, and keep it when it is low', () => {
    const high = reinforcementWith('hessian-plunder', 9, { supply: 4, recruits: 0 });
    expect(legalEventsOf(high).some((e) => e.type === 'playCard')).toBe(true);
    expect(decide(high, 'british')).toMatchObject({ type: 'playCard', card: 'hessian-plunder' });
    const low = reinforcementWith('hessian-plunder', 4, { supply: 0, recruits: 4 });
    expect(decide(low, 'british').type).not.toBe('playCard');
  });

  it('§5 Forced Requisition at Loyalty 6 when supply is all that stops a regular, not when supply is plenty', () => {
    expect(decide(reinforcementWith('forced-requisition', 6, { supply: 1, recruits: 2 }), 'british')).toMatchObject({ type: 'playCard', card: 'forced-requisition' });
    resetKnowledgeCache();
    expect(decide(reinforcementWith('forced-requisition', 6, { supply: 6, recruits: 2 }), 'british').type).not.toBe('playCard');
  });
});
