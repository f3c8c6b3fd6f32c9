// La Petite Guerre's command racks on the 3D table (src/scene/lpg/rack/rackLayout.ts): a slot per
// commander (CinC first, then rank and name; lost ones kept, marked KILLED or CAPTURED), each unit (with
// its §15 unsupplied count) of the view's racks
// drawn exactly once inside its commander's slot, nothing overlapping and nothing leaving the rack's
// spot, at many moments of smart-bot games (every 20th step of three 8-turn games, as each side and an
// observer see it), and a stack far larger than the games reach still fits (the counters shrink).
import { describe, expect, it } from 'vitest';
import { COMMANDERS, PHANTOMS_PER_SIDE } from '../../../src/games/lpg/orderOfBattle';
import { cloneState, initialState } from '../../../src/games/lpg/state';
import { lpgView, type LpgView } from '../../../src/games/lpg/view';
import type { Side } from '../../../src/games/lpg/types';
import { boxesOverlap, boxInside, fitCounters, rackDrawing, rackOrder, type Box, type RackDrawing } from '../../../src/scene/lpg/rack/rackLayout';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';
import { lostWord, UNIT_LETTER } from '../../../src/scene/lpg/rack/rackTexture';
import { botMoments } from './botViews';
import { loseCommander } from '../states';

const SIDES: Side[] = ['american', 'british'];

/** Every structural promise of a drawing, as a list of what is wrong (empty: all holds). */
function problems(view: LpgView, d: RackDrawing): string[] {
  const bad: string[] = [];
  const spot = LPG_TABLE.racks[d.side];
  const commanders = Object.keys(view.racks).filter((id) => view.racks[id]!.side === d.side);
  const slotIds = d.slots.map((s) => s.id);
  if (slotIds.length !== new Set(slotIds).size) bad.push('a commander has two slots');
  if ([...slotIds].sort().join() !== [...commanders].sort().join()) bad.push(`slots ${slotIds.join()} != commanders ${commanders.join()}`);
  const drawn = d.slots.flatMap((s) => s.units.map((u) => `${s.id}/${u.id}/${u.type}/${u.understrength}/${u.unsupplied}`)).sort();
  const given = commanders.flatMap((c) => view.racks[c]!.units.map((u) => `${c}/${u.id}/${u.type}/${u.understrength}/${u.unsupplied}`)).sort();
  if (drawn.join() !== given.join()) bad.push('the units drawn are not the units of the view\'s racks, each once');
  for (const s of d.slots) if (s.lost !== view.racks[s.id]!.lost) bad.push(`${s.id}: lost not marked`);
  for (const s of d.slots) if (s.fate !== view.racks[s.id]!.fate) bad.push(`${s.id}: fate not marked`);
  const blocks: { name: string; box: Box }[] = [
    { name: 'title', box: d.title },
    { name: 'phantoms', box: d.phantoms.box },
    { name: 'loose', box: d.loose.box },
    ...d.slots.map((s) => ({ name: s.id, box: s.box })),
  ];
  for (const b of blocks) if (!boxInside(b.box, spot)) bad.push(`${b.name} leaves the spot`);
  for (let i = 0; i < blocks.length; i++)
    for (let j = i + 1; j < blocks.length; j++) if (boxesOverlap(blocks[i]!.box, blocks[j]!.box)) bad.push(`${blocks[i]!.name} overlaps ${blocks[j]!.name}`);
  const trays = [...d.slots.map((s) => ({ name: s.id, tray: s.tray, box: s.box, plate: s.plate, units: s.units })), { name: 'loose', tray: d.loose.box, box: d.loose.box, plate: null, units: d.loose.units }];
  for (const t of trays) {
    if (!boxInside(t.tray, t.box)) bad.push(`${t.name}: tray leaves the slot`);
    if (t.plate && (!boxInside(t.plate, t.box) || boxesOverlap(t.plate, t.tray))) bad.push(`${t.name}: plate`);
    for (const u of t.units) if (!boxInside(u.box, t.tray)) bad.push(`${t.name}: ${u.id} leaves the tray`);
    for (let i = 0; i < t.units.length; i++)
      for (let j = i + 1; j < t.units.length; j++) if (boxesOverlap(t.units[i]!.box, t.units[j]!.box)) bad.push(`${t.name}: ${t.units[i]!.id} overlaps ${t.units[j]!.id}`);
  }
  return bad;
}

describe('La Petite Guerre command racks: layout', () => {
  it('§3 the CinC first, then by rank, then by name', () => {
    const am = rackOrder(COMMANDERS.filter((c) => c.side === 'american').map((c) => c.id));
    expect(am[0]).toBe('washington');
    expect(am.slice(1, 6)).toEqual(['lee', 'greene', 'putnam', 'heath', 'sullivan'].sort((a, b) => COMMANDERS.find((c) => c.id === a)!.name.localeCompare(COMMANDERS.find((c) => c.id === b)!.name)));
    expect(am.slice(-2).sort()).toEqual(['hand', 'magaw']);
    expect(rackOrder(COMMANDERS.filter((c) => c.side === 'british').map((c) => c.id))[0]).toBe('howe');
  });

  it('at the start: 13 American and 12 British slots, every unit once, the five phantoms spare', () => {
    const s = initialState(7);
    for (const viewer of ['american', 'british', 'observer'] as const) {
      const v = lpgView(s, viewer);
      for (const side of SIDES) {
        const d = rackDrawing(v, side);
        expect(d.slots.length).toBe(side === 'american' ? 13 : 12);
        expect(problems(v, d)).toEqual([]);
        expect(d.phantoms.spare).toBe(PHANTOMS_PER_SIDE);
        expect(d.phantoms.ids.length).toBe(viewer === side ? PHANTOMS_PER_SIDE : 0);
        expect(d.slots.every((sl) => (sl.flags !== null) === (viewer === side))).toBe(true);
      }
    }
  });

  it('a lost commander keeps his slot, marked and empty', () => {
    const s = initialState(7);
    loseCommander(s, 'lee', 'captured');
    const v = lpgView(s, 'british');
    const d = rackDrawing(v, 'american');
    expect(problems(v, d)).toEqual([]);
    expect(d.slots.find((x) => x.id === 'lee')).toMatchObject({ lost: true, fate: 'captured', units: [] });
    expect(lostWord(d.slots.find((x) => x.id === 'lee')!.fate)).toBe('CAPTURED');
  });

  it('§13 a lost commander\'s slot says how, to both sides: KILLED or CAPTURED', () => {
    const s = initialState(7);
    loseCommander(s, 'lee', 'captured');
    loseCommander(s, 'heath', 'killed');
    for (const viewer of ['american', 'british', 'observer']) {
      const d = rackDrawing(lpgView(s, viewer), 'american');
      expect(d.slots.filter((x) => x.lost).map((x) => `${x.id}:${lostWord(x.fate)}`).sort(), viewer).toEqual(['heath:KILLED', 'lee:CAPTURED']);
      expect(d.slots.find((x) => x.id === 'washington')!.fate).toBeNull();
    }
  });

  it('§15 a unit\'s unsupplied marker (its count) is on its rack counter for both sides; baggage trains are drawn as baggage (B)', () => {
    const s = initialState(7);
    const u = s.units.find((x) => x.commander === 'washington' && x.type !== 'baggage')!;
    u.unsupplied = 2;
    for (const viewer of ['american', 'british']) {
      const d = rackDrawing(lpgView(s, viewer), 'american');
      const units = d.slots.find((x) => x.id === 'washington')!.units;
      expect(units.find((x) => x.id === u.id)!.unsupplied, viewer).toBe(2);
      expect(units.filter((x) => x.id !== u.id).every((x) => x.unsupplied === 0)).toBe(true);
      const train = units.find((x) => x.id === 'main-train')!;
      expect(train.type).toBe('baggage');
      expect(UNIT_LETTER[train.type]).toBe('B');
    }
  });

  it('a stack far larger than the games reach fits its slot (every American unit under Washington)', () => {
    const s = initialState(7);
    for (const u of s.units) if (u.side === 'american') (u.commander = 'washington'), (u.hex = null), (u.phantom = null);
    const v = lpgView(s, 'american');
    const d = rackDrawing(v, 'american');
    expect(problems(v, d)).toEqual([]);
    expect(d.slots[0]!.units.length).toBe(s.units.filter((u) => u.side === 'american').length);
  });

  it('a slot holds the largest stack of the bot games (5) at full counter size in one row', () => {
    const v = lpgView(initialState(7), 'american');
    const tray = rackDrawing(v, 'american').slots[0]!.tray;
    const five = fitCounters(5, tray.w, tray.d);
    expect(five.perRow).toBe(5);
    expect(five.size).toBe(fitCounters(1, tray.w, tray.d).size);
    expect(five.size).toBeGreaterThan(1);
  });

  it('property: every moment of smart-bot games draws each commander once and each unit once, inside the spot, nothing overlapping', () => {
    const moments = botMoments([3, 7, 21], 8, 20);
    expect(moments.length).toBeGreaterThan(45);
    let checked = 0;
    let sawMoved = false;
    for (const m of moments) {
      for (const [who, view] of Object.entries(m.views)) {
        for (const side of SIDES) {
          const d = rackDrawing(view, side);
          expect(problems(view, d), `seed ${m.seed} step ${m.step} ${who} ${side}`).toEqual([]);
          // the spare phantoms as the rules keep them: the side's markers off the map
          expect(d.phantoms.spare, `seed ${m.seed} step ${m.step}`).toBe(m.state.phantoms.filter((p) => p.side === side && p.hex === null).length);
          if (d.slots.some((sl) => sl.flags?.moved)) sawMoved = true;
          checked++;
        }
      }
    }
    expect(checked).toBe(moments.length * 6);
    expect(sawMoved).toBe(true);
  });

  it('hidden information: the other side\'s rack shows no turn flags and no phantom ids', () => {
    for (const m of botMoments([3, 7, 21], 8, 20)) {
      const d = rackDrawing(m.views.american, 'british');
      expect(d.slots.every((s) => s.flags === null)).toBe(true);
      expect(d.phantoms.ids).toEqual([]);
      expect(d.loose.units).toEqual([]);
    }
  });

  it('hidden information: states differing only in what a side may not see (the other\'s hidden marker hexes, hand, timeline) draw the same racks for it', () => {
    let compared = 0;
    for (const m of botMoments([3, 7, 21], 8, 20)) {
      const b = cloneState(m.state);
      const hidden = b.commanders.filter((c) => c.side === 'british' && !c.lost && !m.state.revealed.american.includes(c.id));
      const hexes = hidden.map((c) => c.hex).reverse();
      hidden.forEach((c, i) => (c.hex = hexes[i]!));
      b.timeline.british = b.timeline.british.map((e) => ({ ...e, ready: e.ready + 1 }));
      b.hands.british = [...b.decks.british.slice(0, b.hands.british.length)];
      const va = lpgView(m.state, 'american');
      const vb = lpgView(b, 'american');
      for (const side of SIDES) expect(rackDrawing(vb, side)).toEqual(rackDrawing(va, side));
      compared++;
    }
    expect(compared).toBeGreaterThan(45);
  });
});
