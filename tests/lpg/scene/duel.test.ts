// The combat duel on the 3D table (src/scene/lpg/battle): everything within the duel spot; both
// sides' drawn cards open, the chosen cards face down (the viewer's own face up to him only) until
// the reveal turns them together; the chart's cell for the two cards lit and who won told only
// once shown; the chart printed from the authored table; the battle's dice laid from its beats.
import { describe, expect, it } from 'vitest';
import { COMBAT_RESOLUTION_CHART } from '../../../src/games/lpg/tables/combat';
import type { LpgView } from '../../../src/games/lpg/view';
import { COMBAT_BACK, combatFace } from '../../../src/scene/lpg/cards/cardFaces';
import { CARD_DICE_FROM, layoutLpgRoll } from '../../../src/scene/lpg/battle/diceLayout';
import {
  CHART, CHART_D, CHART_W, DUEL_TRAY, chartCell, chartCells, duelScene, resultLines, strengthLine, type DuelInput, type DuelShown,
} from '../../../src/scene/lpg/battle/duelLayout';
import { LPG_TABLE, spotsOverlap } from '../../../src/scene/lpg/tableLayout';

type Combat = NonNullable<LpgView['combat']>;
type Report = NonNullable<LpgView['lastBattle']>;
const SPOT = LPG_TABLE.duel;
const inSpot = (x: number, z: number, w = 0, d = 0) =>
  x - w / 2 >= SPOT.x - SPOT.w / 2 - 1e-6 && x + w / 2 <= SPOT.x + SPOT.w / 2 + 1e-6 && z - d / 2 >= SPOT.z - SPOT.d / 2 - 1e-6 && z + d / 2 <= SPOT.z + SPOT.d / 2 + 1e-6;

const open = (over: Partial<Combat> = {}): Combat => ({
  hex: '0817', step: 'cards', caller: 'british', retreating: null,
  calls: [{ side: 'british', stack: 'cornwallis', need: 4, roll: 5, answered: true }],
  drawn: { american: ['charge', 'refuseFlank', 'holdGround', 'skirmish', 'feint', 'withdrawal'], british: ['refuseFlank', 'feint', 'withdrawal'] },
  chosen: { american: false, british: false }, myCard: null, strength: null, ...over,
});
const report = (over: Partial<Report> = {}): Report => ({
  n: 1, hex: '0817', attacker: 'british', cards: { american: 'charge', british: 'refuseFlank' }, winner: 'american',
  casualties: { american: 1, british: 3 }, removed: { american: [], british: ['55th'] }, commanderLosses: [{ id: 'leslie', side: 'british', fate: 'killed', roll: 1 }],
  loyalty: 1, retreat: { side: 'british', to: '0818' }, cardRolls: { american: 6, british: 5 },
  strength: { american: { points: 4, bonuses: [{ label: 'Commander', rule: '12', value: 1 }], total: 5 }, british: { points: 6, bonuses: [], total: 6 } }, ...over,
});
const shownAll = (n: number): DuelShown => ({ revealedN: n, toldN: n, focus: { kind: 'auto' } });
const input = (view: DuelInput['view'], viewer: DuelInput['viewer'], shown: DuelShown, choosable: string[] = []): DuelInput => ({ view, viewer, choosable: new Set(choosable), hovered: null, shown });
const v = (combat: Combat | null, lastBattle: Report | null): DuelInput['view'] => ({ combat, lastBattle, phasing: 'british', loyalty: 5 });

describe('§10-§13 the duel on the table', () => {
  it('everything lies within the duel spot: the drawn cards (six a side), the chosen slots, the chart and the dice tray, none over another', () => {
    const sc = duelScene(input(v(open({ chosen: { american: true, british: true }, myCard: 'charge' }), null), 'american', shownAll(0), ['charge']));
    for (const it of sc.items) expect(inSpot(it.x, it.z, it.w, it.d), it.key).toBe(true);
    for (const p of sc.planes) expect(inSpot(p.x, p.z, p.w, p.d), p.key).toBe(true);
    for (const l of sc.labels) expect(inSpot(l.x, l.z), l.key).toBe(true);
    const chart = { x: SPOT.x - SPOT.w / 2 + CHART.x0 + CHART_W / 2, z: SPOT.z - SPOT.d / 2 + CHART.z0 + CHART_D / 2, w: CHART_W, d: CHART_D };
    expect(inSpot(chart.x, chart.z, chart.w, chart.d)).toBe(true);
    expect(inSpot(DUEL_TRAY.x, DUEL_TRAY.z, DUEL_TRAY.w, DUEL_TRAY.d)).toBe(true);
    expect(spotsOverlap(chart, DUEL_TRAY)).toBe(false);
    const cards = sc.items.filter((i) => /^(drawn|chosen):/.test(i.key));
    expect(cards.filter((i) => i.key.startsWith('drawn:'))).toHaveLength(9);
    for (const c of cards) expect(spotsOverlap(c, chart), c.key).toBe(false);
    for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) expect(spotsOverlap(cards[i]!, cards[j]!), `${cards[i]!.key} / ${cards[j]!.key}`).toBe(false);
  });

  it('§12 the cards drawn are open to both; the seated side\'s choosable ones carry their ids to click, the other side\'s show but do not', () => {
    const sc = duelScene(input(v(open(), null), 'british', shownAll(0), ['refuseFlank', 'feint', 'withdrawal']));
    const am = sc.items.filter((i) => i.key.startsWith('drawn:american'));
    expect(am.map((i) => i.face)).toEqual(open().drawn.american.map(combatFace));
    expect(sc.items.filter((i) => i.key.startsWith('halo:british'))).toHaveLength(3);
    expect(sc.items.filter((i) => i.key.startsWith('halo:american'))).toHaveLength(0);
    expect(sc.labels.find((l) => l.key === 'calls:british')!.text).toBe('3 cards · called 1 stack: 1 came');
  });

  it('§12 a chosen card lies face down: the viewer sees his own face up, never the other\'s; an onlooker sees two backs', () => {
    const c = open({ chosen: { american: true, british: true }, myCard: 'feint' });
    const mine = duelScene(input(v(c, null), 'british', shownAll(0)));
    expect(mine.items.find((i) => i.key === 'chosen:british')!.face).toBe(combatFace('feint'));
    expect(mine.items.find((i) => i.key === 'chosen:american')).toMatchObject({ face: COMBAT_BACK, card: null });
    const none = duelScene(input(v({ ...c, myCard: null }, null), null, shownAll(0)));
    expect(none.items.filter((i) => i.key.startsWith('chosen:')).map((i) => i.face)).toEqual([COMBAT_BACK, COMBAT_BACK]);
  });

  it('§12 the result waits for the reveal: before it, both slots face down and nothing told; the reveal turns both together, lights the chart, then tells who won', () => {
    const view = v(open({ step: 'retreat', retreating: 'british', chosen: { american: true, british: true }, myCard: null }), report());
    const before = duelScene(input(view, null, { revealedN: 0, toldN: 0, focus: { kind: 'open', hex: '0817' } }));
    expect(before.mode).toBe('result');
    expect(before.items.filter((i) => i.key.startsWith('chosen:')).map((i) => i.face)).toEqual([COMBAT_BACK, COMBAT_BACK]);
    expect(before.winner).toBeUndefined();
    expect(before.planes.some((p) => p.key.startsWith('chart:'))).toBe(false);
    const during = { revealedN: 1, toldN: 0, focus: { kind: 'result' } } as DuelShown;
    const shot = (progress: number) => duelScene(input(view, null, during), { beat: { type: 'combat.cardsRevealed' }, progress, motion: true });
    const early = shot(0.15).items.filter((i) => i.key.startsWith('chosen:'));
    expect(early.map((i) => i.face)).toEqual([COMBAT_BACK, COMBAT_BACK]);
    expect(early[0]!.w).toBeCloseTo(early[1]!.w);
    expect(early[0]!.w).toBeLessThan(2);
    const turned = shot(0.5);
    expect(turned.items.filter((i) => i.key.startsWith('chosen:')).map((i) => i.face)).toEqual([combatFace('charge'), combatFace('refuseFlank')]);
    expect(turned.planes.find((p) => p.key === 'chart:cell')).toMatchObject(chartCell('charge', 'refuseFlank'));
    expect(turned.winner).toBeUndefined();
    const told = shot(0.7);
    expect(told.winner).toBe('american');
    expect(told.labels.find((l) => l.key === 'result:big')!.text).toBe('AMERICANS WIN');
    // Once shown it stays (no shot playing).
    const after = duelScene(input(view, null, shownAll(1)));
    expect(after.winner).toBe('american');
    expect(after.labels.find((l) => l.key === 'lost:british')!.text).toBe('3 steps lost');
    expect(after.labels.find((l) => l.key === 'played:american')!.text).toBe('Charge!');
    expect(after.labels.find((l) => l.key === 'die:british')!.text).toBe('5 in 6 · its die 5: casualties in full');
  });

  it('the result lines: who won, casualties per side, Loyalty, commanders lost and the retreat; a draw says so', () => {
    const r = resultLines(report());
    expect(r.big).toBe('AMERICANS WIN');
    expect(r.cost).toBe('Americans lose 1, British lose 3 · Loyalty +1');
    expect(r.after).toContain('Alexander Leslie killed');
    expect(r.after).toContain('the British retreat to');
    expect(resultLines(report({ winner: null, loyalty: 0, commanderLosses: [], retreat: { side: 'british', to: null } }))).toMatchObject({ big: 'A DRAW', cost: 'Americans lose 1, British lose 3 · Loyalty unchanged', after: 'the British surrender: nowhere to retreat' });
  });

  it('no battle to show: the duel says so and shows no card', () => {
    const sc = duelScene(input(v(null, null), 'american', shownAll(0)));
    expect(sc.mode).toBeNull();
    expect(sc.items).toHaveLength(0);
  });

  it('strength, where the view gives it: the points, the bonuses summed (by name on the flat board) and the total', () => {
    expect(strengthLine({ points: 6, bonuses: [{ label: 'woods', rule: '12', value: 1 }, { label: 'unsupplied', rule: '15', value: -1 }, { label: 'x', rule: '', value: 0 }], total: 6 })).toBe('strength 6, 2 bonuses ±0: 6');
    expect(strengthLine({ points: 61, bonuses: [{ label: 'Artillery', rule: '12', value: 1 }, { label: 'Commander', rule: '12', value: 1 }], total: 63 })).toBe('strength 61, 2 bonuses +2: 63');
    expect(strengthLine(undefined)).toBeNull();
    const withStrength = { ...open(), strength: { american: { points: 5, bonuses: [], total: 5 }, british: { points: 4, bonuses: [{ label: 'Grenadiers', rule: '5', value: 1 }], total: 5 } } };
    const sc = duelScene(input(v(withStrength, null), null, shownAll(0)));
    expect(sc.labels.find((l) => l.key === 'strength:british')!.text).toBe('strength 4, 1 bonus +1: 5');
  });

  it('the chart is the authored Combat Resolution Chart, every pair of cards', () => {
    const cells = chartCells();
    expect(cells).toHaveLength(36);
    for (const c of cells) {
      const r = COMBAT_RESOLUTION_CHART[c.row][c.col];
      expect(c.winner).toBe(r.winner === 'row' ? 'A' : r.winner === 'col' ? 'B' : '=');
      expect(c.losses).toBe(`${r.rowLoss}–${r.colLoss}`);
    }
  });
});

describe('§11-§13 the battle\'s dice in the tray', () => {
  const W = DUEL_TRAY.w;
  const D = DUEL_TRAY.d;
  const within = (d: { rest: readonly number[] }) => Math.abs(d.rest[0]!) <= W / 2 && Math.abs(d.rest[2]!) <= D / 2;
  it('§11 a call: a die a stack, "needs N+" under each, gold when it came, red when not', () => {
    const l = layoutLpgRoll({ type: 'reinforcements.called', side: 'american', hex: '0817', rolls: [{ need: 4, roll: 5, answered: true }, { need: 5, roll: 2, answered: false }] }, W, D)!;
    expect(l.dice.map((d) => [d.value, d.mark, d.style])).toEqual([[5, 'hit', 'american'], [2, 'fail', 'american']]);
    expect(l.labels.map((x) => x.text)).toEqual(expect.arrayContaining(['needs 4+', 'needs 5+', '1 of 2 came']));
    expect(l.dice.every(within)).toBe(true);
  });
  it('§12 the cards\' "in 6": thrown once the cards have turned, gold in full, red one fewer', () => {
    const l = layoutLpgRoll({ type: 'combat.cardsRevealed', hex: '0817', american: 'feint', british: 'charge', winner: 'british', rolls: { american: 4, british: 6 } }, W, D)!;
    expect(l.dice.map((d) => [d.style, d.value, d.mark])).toEqual([['american', 4, 'fail'], ['british', 6, 'hit']]);
    expect(l.dice.every((d) => d.start >= CARD_DICE_FROM)).toBe(true);
    expect(l.dice.every(within)).toBe(true);
    // A report from before the dice were kept: no dice.
    expect(layoutLpgRoll({ type: 'combat.cardsRevealed', hex: '0817', american: 'feint', british: 'charge', winner: 'british' }, W, D)).toBeNull();
  });
  it('§13 a commander lost: the die that lost him, named', () => {
    const l = layoutLpgRoll({ type: 'commander.lost', commander: 'leslie', side: 'british', fate: 'killed', roll: 1 }, W, D)!;
    expect(l.dice.map((d) => d.value)).toEqual([1]);
    expect(l.labels.find((x) => x.key === 'result')!.text).toBe('Alexander Leslie killed');
    expect(layoutLpgRoll({ type: 'commander.lost', commander: 'leslie', side: 'british', fate: 'captured' }, W, D)).toBeNull();
  });
});
