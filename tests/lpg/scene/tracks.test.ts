// La Petite Guerre's tracks on the 3D table (src/scene/lpg/tracks/trackLayout.ts): the calendar's 24
// turns four to a month, the weather box and the Loyalty Index with its authored bands, all inside the
// tracks' spot and none over another; the markers on the turn's cell and the index's box; each side's
// points and timeline card, the units ordered shown to their own side only, the other side given a
// count that nothing hidden changes (two states differing only in the hidden timeline draw the same).
import { describe, expect, it } from 'vitest';
import { cloneState, initialState } from '../../../src/games/lpg/state';
import { LOYALTY_EFFECTS, LOYALTY_MAX } from '../../../src/games/lpg/tables/loyalty';
import { lpgView } from '../../../src/games/lpg/view';
import { boxesOverlap, boxInside, type Box } from '../../../src/scene/lpg/rack/rackLayout';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';
import { timelineDrawing, trackMarkers, tracksLayout } from '../../../src/scene/lpg/tracks/trackLayout';
import { botMoments } from './botViews';

const noOverlap = (boxes: { name: string; box: Box }[]) => {
  const bad: string[] = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (boxesOverlap(boxes[i]!.box, boxes[j]!.box)) bad.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
  return bad;
};

describe('La Petite Guerre tracks: layout', () => {
  const t = tracksLayout();
  const all = [
    { name: 'heading', box: t.heading },
    ...t.months.map((m) => ({ name: m.month, box: m.head })),
    ...t.cells.map((c, i) => ({ name: `turn ${i + 1}`, box: c })),
    { name: 'weather', box: t.weather },
    { name: 'loyalty label', box: t.loyaltyLabel },
    ...t.loyalty.map((b, i) => ({ name: `loyalty ${i}`, box: b })),
    ...t.bands.map((b) => ({ name: `band ${b.band.from}`, box: b.box })),
  ];

  it('§1 the calendar: 24 turns, October 1776 to March 1777, four a month under its month', () => {
    expect(t.cells.length).toBe(24);
    expect(t.months.map((m) => m.month)).toEqual(['oct', 'nov', 'dec', 'jan', 'feb', 'mar']);
    t.cells.forEach((c, i) => {
      const head = t.months[Math.floor(i / 4)]!.head;
      expect(c.x).toBeCloseTo(head.x);
      expect(c.z).toBeGreaterThan(head.z);
    });
  });

  it('§17 the Loyalty Index: a box for 0 to 10 and every value in exactly one authored band', () => {
    expect(t.loyalty.length).toBe(LOYALTY_MAX + 1);
    for (let v = 0; v <= LOYALTY_MAX; v++) {
      const bands = t.bands.filter((b) => b.box.x - b.box.w / 2 <= t.loyalty[v]!.x && t.loyalty[v]!.x <= b.box.x + b.box.w / 2);
      expect(bands.map((b) => b.band), `value ${v}`).toEqual(LOYALTY_EFFECTS.filter((e) => e.from <= v && v <= e.to));
    }
  });

  it('everything lies inside the tracks spot, nothing over anything else', () => {
    for (const b of all) expect(boxInside(b.box, LPG_TABLE.tracks), b.name).toBe(true);
    expect(noOverlap(all)).toEqual([]);
  });

  it('the markers stand on the turn\'s cell and the index\'s box', () => {
    for (const turn of [1, 9, 24]) expect(trackMarkers({ turn, loyalty: 5 }).turn).toEqual(t.cells[turn - 1]);
    for (const loyalty of [0, 5, 10]) expect(trackMarkers({ turn: 1, loyalty }).loyalty).toEqual(t.loyalty[loyalty]);
  });
});

describe('La Petite Guerre points and timeline: layout and hidden information', () => {
  it('§16 to its own side the ordered units by turn and place; to the other a count', () => {
    const s = initialState(7);
    s.timeline.british = [
      { type: 'regulars', place: 'new-york', ready: 5 },
      { type: 'militia', place: 'new-york', ready: 5 },
      { type: 'dragoons', place: 'new-york', ready: 6 },
    ];
    const own = timelineDrawing(lpgView(s, 'british'), 'british');
    expect(own.count).toBe(3);
    expect(own.groups!.map((g) => [g.ready, g.place, g.types])).toEqual([
      [5, 'new-york', ['militia', 'regulars']],
      [6, 'new-york', ['dragoons']],
    ]);
    for (const g of own.groups!) expect(boxInside(g.box, own.lineBox)).toBe(true);
    const other = timelineDrawing(lpgView(s, 'american'), 'british');
    expect(other.groups).toBeNull();
    expect(other.count).toBe(3);
    expect(timelineDrawing(lpgView(s, 'observer'), 'british')).toMatchObject({ groups: null, count: 3 });
  });

  it('hidden information: two states differing only in the hidden timeline give the other side the same drawing', () => {
    const a = initialState(7);
    a.timeline.british = [{ type: 'regulars', place: 'new-york', ready: 5 }, { type: 'militia', place: 'new-york', ready: 4 }];
    const b = cloneState(a);
    b.timeline.british = [{ type: 'dragoons', place: 'perth-amboy', ready: 8 }, { type: 'artillery', place: 'new-york', ready: 7 }];
    for (const viewer of ['american', 'observer']) {
      expect(timelineDrawing(lpgView(b, viewer), 'british')).toEqual(timelineDrawing(lpgView(a, viewer), 'british'));
    }
    expect(timelineDrawing(lpgView(b, 'british'), 'british')).not.toEqual(timelineDrawing(lpgView(a, 'british'), 'british'));
  });

  it('property: at moments of smart-bot games every card lies in its spot, its groups inside the line, counted as the state has them', () => {
    for (const m of botMoments([3, 7, 21], 8, 20)) {
      for (const side of ['american', 'british'] as const) {
        for (const [who, view] of Object.entries(m.views)) {
          const d = timelineDrawing(view, side);
          const spot = LPG_TABLE.timelines[side];
          expect(boxInside(d.pointsBox, spot) && boxInside(d.lineBox, spot) && !boxesOverlap(d.pointsBox, d.lineBox)).toBe(true);
          expect(d.count).toBe(m.state.timeline[side].length);
          expect(d.points).toEqual(m.state.points[side]);
          if (who === side) {
            expect(d.groups!.reduce((n, g) => n + g.types.length, 0)).toBe(d.count);
            for (const g of d.groups!) expect(boxInside(g.box, d.lineBox)).toBe(true);
            expect(noOverlap(d.groups!.map((g) => ({ name: `${g.ready}${g.place}`, box: g.box })))).toEqual([]);
          } else expect(d.groups).toBeNull();
        }
      }
    }
  });
});
