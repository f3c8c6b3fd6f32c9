// La Petite Guerre's Reinforcement phase (§14-§16) through the real machine: it closes each player
// turn; supply (§15: the unsupplied marker, attrition on the second phase, dissolution on the third);
// the die for points (§16); ordering units onto the timeline, hidden from the other side, and their
// arrival; resting (§7); refusals naming the section.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { initialState, unitHex, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';
import { PLACES } from '../../src/games/lpg/map';
import { ALL_HEXES, isLand } from '../../src/games/lpg/rules/hex';
import { supplyStatus } from '../../src/games/lpg/rules/reinforcementPhase';
import { pointsForRoll } from '../../src/games/lpg/rules/reinforcementPhase';
import { UNIT_SPECS } from '../../src/games/lpg/tables/units';

function actorFrom(s?: LpgState) {
  const input = { seed: 5, options: lpgModule.options.schema.parse({}) };
  const actor = s
    ? createActor(lpgMachine, { snapshot: lpgMachine.resolveState({ value: { gameTurn: { americanPlayerTurn: 'commandPhase' } }, context: s }), input })
    : createActor(lpgMachine, { input });
  actor.start();
  return actor;
}
type A = ReturnType<typeof actorFrom>;
const ends = (a: A, side: 'american' | 'british', reinforcement = true) => {
  a.send({ type: 'endCommand', side });
  a.send({ type: 'endMovement', side });
  if (reinforcement) a.send({ type: 'endReinforcement', side });
};

describe('§14 the Reinforcement phase', () => {
  it('§14 closes the player turn after the Combat phase; §16 one die for men and supply points', () => {
    const a = actorFrom();
    const before = a.getSnapshot().context.points.american;
    ends(a, 'american', false);
    expect(JSON.stringify(a.getSnapshot().value)).toBe('{"gameTurn":{"americanPlayerTurn":"reinforcementPhase"}}');
    const s = a.getSnapshot().context;
    const roll = Number(/§16 the american side rolls (\d)/.exec(s.log.join('\n'))![1]);
    const g = pointsForRoll('american', 1, s.loyalty, roll);
    expect(s.points.american).toEqual({ supply: before.supply + g.supply, recruits: before.recruits + g.recruits });
    expect(whyIllegal(s, { type: 'endReinforcement', side: 'british' })).toMatch(/^§1/);
    expect(whyIllegal(s, { type: 'endCommand', side: 'american' })).toMatch(/^§3: endCommand belongs to the command phase/);
  });

  it('§16 a unit ordered is paid at once, on the timeline hidden from the other side, and appears at its settlement when built', () => {
    const a = actorFrom();
    ends(a, 'american', false);
    const s = a.getSnapshot().context;
    const orders = (lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).filter((e): e is Extract<LpgEvent, { type: 'orderUnit' }> => e.type === 'orderUnit' && e.unitType === 'militia');
    expect(orders.length).toBeGreaterThan(0);
    const o = orders[0]!;
    a.send(o);
    const t = a.getSnapshot().context;
    expect(t.points.american).toEqual({ supply: s.points.american.supply - UNIT_SPECS.militia.supplyCost, recruits: s.points.american.recruits - UNIT_SPECS.militia.recruitCost });
    expect(t.timeline.american).toEqual([{ type: 'militia', place: o.place, ready: 1 + UNIT_SPECS.militia.buildTurns }]);
    expect(lpgView(t, 'british').timeline).toEqual([]);
    expect(lpgView(t, 'british').timelineCounts.american).toBe(1);
    expect(JSON.stringify(lpgView(t, 'british'))).not.toContain(o.place + '","ready');
    a.send({ type: 'endReinforcement', side: 'american' });
    ends(a, 'british');
    ends(a, 'american', false);
    const u = a.getSnapshot().context;
    const raised = u.units.find((x) => x.id === 'american-raised-2-1');
    expect(raised).toMatchObject({ type: 'militia', commander: null, hex: PLACES.find((p) => p.id === o.place)!.hex });
    expect(u.timeline.american).toEqual([]);
  });

  it('§16 refuses an order the unit specification table or the points do not allow, naming the section', () => {
    const a = actorFrom();
    ends(a, 'american', false);
    const s = a.getSnapshot().context;
    const village = PLACES.find((p) => p.kind === 'village' && s.holders[p.id] === 'american')!;
    expect(whyIllegal(s, { type: 'orderUnit', side: 'american', unitType: 'regulars', place: village.id })).toMatch(/^§16: regulars do not appear/);
    expect(whyIllegal(s, { type: 'orderUnit', side: 'american', unitType: 'jaegers', place: village.id })).toMatch(/^§16: the american side does not field/);
    const poor = structuredClone(s);
    poor.points.american = { supply: 0, recruits: 5 };
    expect(whyIllegal(poor, { type: 'orderUnit', side: 'american', unitType: 'militia', place: village.id })).toMatch(/^§16: not enough supply/);
    expect(whyIllegal(s, { type: 'rest', side: 'american', unit: 'no-such-unit' })).toMatch(/^§7/);
  });

  it('§15 a stack out of supply: the marker the first phase, attrition the second, dissolved the third', () => {
    const s = initialState(5);
    const friendly = new Set(PLACES.filter((p) => s.holders[p.id] === 'american').map((p) => p.id));
    const enemy = new Set(s.commanders.filter((c) => c.side === 'british').map((c) => c.hex));
    const trains = s.units.filter((x) => x.side === 'american' && x.type === 'baggage').map((x) => unitHex(s, x));
    const far = ALL_HEXES.find((h) => isLand(h) && !enemy.has(h) && !PLACES.some((p) => p.hex === h)
      && supplyStatus([{ id: 'x', hex: h, types: ['militia'] }], { side: 'american', enemy, friendly, trains }).get('x') === false)!;
    expect(far).toBeDefined();
    const u = s.units.find((x) => x.side === 'american' && x.type === 'militia')!;
    (u.commander = null), (u.hex = far);
    const a = actorFrom(s);
    const unit = () => a.getSnapshot().context.units.find((x) => x.id === u.id);
    ends(a, 'american');
    expect(unit()).toMatchObject({ unsupplied: 1, understrength: false });
    ends(a, 'british');
    ends(a, 'american');
    expect(unit()).toMatchObject({ unsupplied: 2, understrength: true });
    ends(a, 'british');
    ends(a, 'american');
    expect(unit()).toBeUndefined();
  });

  it('§8 three understrength units of a type in one hex: one combines into the other two, both back to full strength', () => {
    const s = initialState(5);
    const hex = PLACES.find((p) => p.id === 'philadelphia')!.hex;
    const militia = s.units.filter((u) => u.side === 'american' && u.type === 'militia').slice(0, 3);
    expect(militia).toHaveLength(3);
    for (const u of militia) (u.commander = null), (u.hex = hex), (u.phantom = null), (u.understrength = true);
    militia[0]!.unsupplied = 1;
    const a = actorFrom(s);
    ends(a, 'american', false);
    const ids = militia.map((u) => u.id).sort();
    const combines = (lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).filter((e): e is Extract<LpgEvent, { type: 'combine' }> => e.type === 'combine' && ids.includes(e.absorbed));
    expect(combines).toHaveLength(3);
    const c = combines[0]!;
    a.send(c);
    const t = a.getSnapshot().context;
    expect(t.units.some((u) => u.id === c.absorbed)).toBe(false);
    for (const id of c.into) expect(t.units.find((u) => u.id === id)).toMatchObject({ understrength: false });
    expect(whyIllegal(t, c)).toMatch(/^§8/);
  });
});
