// The 3D printed sheet of The Football War (src/scene/bbw): drawn from the same drawing data as the
// flat map, it prints every area's name, terrain and VP, every box's name and the Turn Record Track
// (a recording 2D context stands in for the canvas); every unit has a front and a disrupted face;
// and the counters stand in rows that never hide one another, in random games.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import { Rng } from '../../../src/core/rng';
import { boardFor } from '../../../src/games/bbw/rules/board';
import { BBW_GLYPHS, bbwFaces } from '../../../src/scene/bbw/bbwFaces';
import { bbwCounterItems } from '../../../src/scene/bbw/BbwSheet';
import { FOOTBALL_WAR_MAP } from '../../../src/scene/bbw/footballWarMap';
import { COUNTER_MAP, COUNTER_SIZES, SHEET_EXTENT, TURN_MARKER_FACE, areaNameLines, areaRegions, captionRects, counterInside, insidePolygon, turnMarkerSpot, turnTrackSpaces, placeBbwCounters, sheetTexts, terrainSymbols } from '../../../src/scene/bbw/sheetLayout';
import { RIVER_INK, drawBbwSheet, type SheetCtx } from '../../../src/scene/bbw/sheetTexture';
import { fakeCanvas } from '../../support/fakeCanvas';

const board = boardFor('football-war');

/** A 2D context that draws nothing and records the text it is asked to fill. */
function recordingCtx(): { ctx: SheetCtx; texts: { text: string; x: number; y: number }[] } {
  const texts: { text: string; x: number; y: number }[] = [];
  const ctx = fakeCanvas<SheetCtx>(() => ({ fillText: (text: string, x: number, y: number) => texts.push({ text, x, y }) }));
  return { ctx, texts };
}

describe('bbw 3D sheet: printed from the drawing data', () => {
  const { ctx, texts } = recordingCtx();
  drawBbwSheet(ctx, board);
  const drawn = texts.map((t) => t.text.replace(/\u2009/g, ''));

  it("prints every area's name (on one or two lines), terrain symbols and VP value at its seat", () => {
    for (const a of board.areas.values()) {
      const seat = FOOTBALL_WAR_MAP.seats[a.id];
      expect(seat, a.id).toBeDefined();
      for (const line of areaNameLines(a.name)) expect(drawn, a.name).toContain(line);
      const mine = sheetTexts(board).filter((t) => t.of === a.id);
      expect(mine.filter((t) => t.kind === 'terrain').map((t) => t.text)).toEqual(terrainSymbols(a.terrain));
      expect(mine.filter((t) => t.kind === 'vp').map((t) => Number(t.text))).toEqual(a.vp ? [a.vp] : []);
      // Each caption is near its seat (on the sheet, within a counter's reach of it).
      for (const t of mine) expect(Math.hypot(t.x - seat!.x, t.y - seat!.y), `${a.id} ${t.text}`).toBeLessThan(150);
    }
    // Every VP value printed is an area's.
    const vps = sheetTexts(board).filter((t) => t.kind === 'vp');
    expect(vps.length).toBe([...board.areas.values()].filter((a) => a.vp > 0).length);
    for (const v of vps) expect(texts.some((t) => t.text === v.text && t.x === v.x)).toBe(true);
  });

  it('prints the seas, the countries, the four boxes, the Turn Record Track and the title', () => {
    expect(drawn).toContain('Gulf of Fonseca');
    expect(drawn).toContain('Pacific Ocean');
    expect(drawn).toContain('EL SALVADOR');
    expect(drawn).toContain('HONDURAS');
    for (const r of [...board.rears.values(), ...board.damagedBoxes.values()]) expect(drawn).toContain(r.name);
    for (let t = 1; t <= board.scenario.data.turns; t++) expect(drawn).toContain(String(t));
    expect(drawn).toContain('TURN RECORD TRACK');
    // Everything printed lies on the sheet.
    for (const t of texts) {
      expect(t.x).toBeGreaterThanOrEqual(SHEET_EXTENT.x0);
      expect(t.x).toBeLessThanOrEqual(SHEET_EXTENT.x1);
      expect(t.y).toBeGreaterThanOrEqual(SHEET_EXTENT.y0);
      expect(t.y).toBeLessThanOrEqual(SHEET_EXTENT.y1);
    }
  });
});

describe('bbw map: rivers (presentation only)', () => {
  const rivers = FOOTBALL_WAR_MAP.rivers ?? [];
  /** Nearest distance from point (x, y) to segment a-b. */
  const toSegment = (x: number, y: number, a: { x: number; y: number }, b: { x: number; y: number }) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x - a.x - t * dx, y - a.y - t * dy);
  };

  it('the main rivers of the theatre are drawn, each on the map', () => {
    expect(rivers.map((r) => r.name).sort()).toEqual(['Choluteca', 'Goascoran', 'Lempa', 'Sumpul', 'Torola', 'Ulua']);
    for (const r of rivers) {
      expect(r.points.length, r.name).toBeGreaterThanOrEqual(2);
      for (const p of r.points) {
        expect(p.x, r.name).toBeGreaterThanOrEqual(0);
        expect(p.x, r.name).toBeLessThanOrEqual(FOOTBALL_WAR_MAP.width);
        expect(p.y, r.name).toBeGreaterThanOrEqual(0);
        expect(p.y, r.name).toBeLessThanOrEqual(FOOTBALL_WAR_MAP.height);
      }
    }
  });

  it("never touch an area's name, terrain circle or VP box, nor pass within 40 of a seat (where its counters stand)", () => {
    const rects = captionRects(board);
    const near: string[] = [];
    for (const r of rivers) {
      for (let i = 0; i + 1 < r.points.length; i++) {
        const a = r.points[i]!;
        const b = r.points[i + 1]!;
        // Sampled along the segment: each sample keeps half the line's width plus 4 off every caption.
        const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2);
        for (let k = 0; k <= n; k++) {
          const x = a.x + ((b.x - a.x) * k) / n;
          const y = a.y + ((b.y - a.y) * k) / n;
          for (const c of rects) {
            const gap = Math.hypot(Math.max(c.x - x, 0, x - c.x - c.w), Math.max(c.y - y, 0, y - c.y - c.h));
            if (gap < r.width / 2 + 4) near.push(`${r.name} at (${x.toFixed(0)}, ${y.toFixed(0)}) by a caption at (${c.x}, ${c.y})`);
          }
        }
        for (const [id, seat] of Object.entries(FOOTBALL_WAR_MAP.seats)) {
          if (toSegment(seat.x, seat.y, a, b) < 40) near.push(`${r.name} by ${id}'s seat`);
        }
      }
    }
    expect(near).toEqual([]);
  });

  it('the sheet strokes each river in blue before the captions are printed (so they lie under the names)', () => {
    const calls: string[] = [];
    const ctx = fakeCanvas<SheetCtx>((state) => ({ stroke: () => calls.push(`stroke:${String(state.strokeStyle)}`), fillText: (t: string) => calls.push(`text:${t}`) }));
    drawBbwSheet(ctx, board);
    const blue = calls.map((c, i) => [c, i] as const).filter(([c]) => c === `stroke:${RIVER_INK}`).map(([, i]) => i);
    expect(blue.length).toBe(rivers.length);
    const firstText = calls.findIndex((c) => c.startsWith('text:'));
    expect(Math.max(...blue)).toBeLessThan(firstText);
  });
});

describe('bbw 3D counters', () => {
  it('every unit has a front and a disrupted face whose glyph the game draws, with its CV (2.4: ground striped, air blank with its flag)', () => {
    const faces = bbwFaces(board);
    for (const def of board.units.values()) {
      const front = faces.get(def.id);
      const back = faces.get(`${def.id}:d`);
      expect(front?.kind).toBe('chit');
      expect(back?.kind).toBe('chit');
      if (front?.kind !== 'chit' || back?.kind !== 'chit') continue;
      // The CV is printed with the type symbol (one glyph): 'bbw-<symbol>-<cv>-<where>'.
      expect(front.glyph).toMatch(new RegExp(`-${def.cv}-front$`));
      if (def.kind === 'ground') {
        expect(back.glyph).toMatch(new RegExp(`-${def.cvDisrupted}-banded$`));
        expect(back.band?.pattern).toBe('stripes');
      } else {
        expect(back.title).toBe('no CV');
        expect(back.glyph).toBe(`bbw-flag-${def.side}`);
      }
      for (const g of [front.glyph, back.glyph]) expect(BBW_GLYPHS[g!], g).toBeDefined();
    }
  });

  it('8.0: the Game-turn marker stands on its turn\'s space of the Turn Record Track (the last space past the end)', () => {
    expect(bbwFaces(board).get(TURN_MARKER_FACE)?.kind).toBe('token');
    const spaces = turnTrackSpaces(board.scenario.data.turns);
    for (let turn = 1; turn <= board.scenario.data.turns + 1; turn++) {
      const at = turnMarkerSpot(turn, board.scenario.data.turns);
      const on = spaces.filter((s) => at.x > s.x && at.x < s.x + s.w && at.y > s.y && at.y < s.y + s.h).map((s) => s.turn);
      expect(on).toEqual([Math.min(turn, board.scenario.data.turns)]);
    }
  });

  it('8.0: a VP area held by a side gets a marker in its colour over its printed VP box; every item has a face', () => {
    const faces = bbwFaces(board);
    const vpAreas = [...board.areas.values()].filter((a) => a.vp > 0);
    const holders = Object.fromEntries(vpAreas.map((a, i) => [a.id, i % 3 === 0 ? 'white' : i % 3 === 1 ? 'grey' : null] as const));
    const units = board.scenario.data.units.map((u) => ({ id: u.id, loc: board.scenario.data.setup[u.id]!, disrupted: false }));
    const items = bbwCounterItems(board, units, 1, holders);
    for (const it of items) expect(faces.has(it.face), it.face).toBe(true);
    const markers = items.filter((i) => i.key.startsWith('vp:'));
    expect(markers.map((m) => m.key.slice(3)).sort()).toEqual(vpAreas.filter((a) => holders[a.id]).map((a) => a.id).sort());
    for (const m of markers) {
      const a = board.areas.get(m.key.slice(3))!;
      expect(m.face).toBe(`bbw-vp-${holders[a.id]}-${a.vp}`);
    }
    expect(items.filter((i) => i.key === 'bbw-turn')).toHaveLength(1);
  });

  it('stand in rows at their area or box, no two overlapping and none on a caption, through random games', () => {
    const captions = captionRects(board);
    for (const seed of [1, 2, 3]) {
      const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
      const rng = Rng.seeded(seed);
      for (let step = 0; step < 400; step++) {
        const snap = actor.getSnapshot();
        if (step % 20 === 0) {
          const placed = placeBbwCounters(snap.context.units, board);
          expect(placed.length).toBe(snap.context.units.length);
          for (let i = 0; i < placed.length; i++) {
            const p = placed[i]!;
            const home = FOOTBALL_WAR_MAP.seats[p.loc] ?? FOOTBALL_WAR_MAP.boxes[p.loc];
            expect(home, p.loc).toBeDefined();
            for (let j = i + 1; j < placed.length; j++) {
              const q = placed[j]!;
              const apart = Math.abs(p.mx - q.mx) >= (p.size + q.size) / 2 || Math.abs(p.my - q.my) >= (p.size + q.size) / 2;
              // Only a crowded area's pile stands counter on counter (at different heights).
              const piled = p.loc === q.loc && p.level !== q.level;
              expect(apart || piled, `${p.unit} (${p.loc}) and ${q.unit} (${q.loc})`).toBe(true);
            }
            const region = areaRegions().get(p.loc);
            if (region) expect(counterInside(region, { x: p.mx, y: p.my }, p.size), `${p.unit} outside ${p.loc}`).toBe(true);
            // Off every area's name, terrain and VP (on the map).
            if (FOOTBALL_WAR_MAP.seats[p.loc]) {
              const h = p.size / 2;
              const hit = captions.find((r) => !(p.mx + h <= r.x || p.mx - h >= r.x + r.w || p.my + h <= r.y || p.my - h >= r.y + r.h));
              expect(hit, `${p.unit} (${p.loc}) covers a caption`).toBeUndefined();
            }
          }
        }
        const legal = bbwModule.legalEvents(snap);
        if (legal.length === 0) break;
        actor.send(legal[rng.int(legal.length)]! as never);
      }
      actor.stop();
    }
  });

  it('keep every unit wholly inside its area\'s outline however crowded: every area with all the scenario\'s units in it (no stacking limit, 6.32 reaction moves add more)', () => {
    const all = board.scenario.data.units;
    const captions = captionRects(board);
    // One area crowded at a time, the others as set up (their stacks press on its room).
    const setup = all.map((u) => ({ id: u.id, loc: board.scenario.data.setup[u.id]!, disrupted: false }));
    let piled = 0;
    for (const area of board.areas.values()) {
      const region = areaRegions().get(area.id);
      expect(region, area.id).toBeDefined();
      for (const crowd of [all.length, 8, 5]) {
        const units = setup.map((u, k) => (k < crowd ? { ...u, loc: area.id } : u));
        const placed = placeBbwCounters(units, board);
        expect(placed.length).toBe(units.length);
        const here = placed.filter((p) => p.loc === area.id);
        expect(here.length).toBe(crowd + setup.slice(crowd).filter((u) => u.loc === area.id).length);
        for (const p of here) {
          // Its four corners inside the outline (the regions are convex): no part of it over the border.
          expect(counterInside(region!, { x: p.mx, y: p.my }, p.size), `${p.unit} in ${area.id} (${crowd})`).toBe(true);
          for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
            expect(insidePolygon(region!, { x: p.mx + (dx * p.size) / 2, y: p.my + (dy * p.size) / 2 }), `${p.unit} corner in ${area.id}`).toBe(true);
          }
          // A full-size counter, or one shrunk no further than COUNTER_SIZES allows.
          expect(p.size).toBeGreaterThanOrEqual(COUNTER_SIZES[COUNTER_SIZES.length - 1]!);
          expect(p.size).toBeLessThanOrEqual(COUNTER_MAP);
        }
        for (const p of placed) {
          for (const q of placed) {
            if (p === q) continue;
            const apart = Math.abs(p.mx - q.mx) >= (p.size + q.size) / 2 || Math.abs(p.my - q.my) >= (p.size + q.size) / 2;
            expect(apart || (p.loc === q.loc && p.level !== q.level), `${p.unit} (${p.loc}) and ${q.unit} (${q.loc}) with ${crowd} in ${area.id}`).toBe(true);
          }
        }
        if (here.some((p) => p.level > 0)) piled++;
        // A pile's counters lie one on another: no two of the area at one spot and height.
        expect(new Set(here.map((p) => `${p.mx},${p.my},${p.level}`)).size).toBe(here.length);
        // The captions stay readable.
        for (const p of here) {
          const h = p.size / 2;
          const on = captions.find((r) => !(p.mx + h <= r.x || p.mx - h >= r.x + r.w || p.my + h <= r.y || p.my - h >= r.y + r.h));
          expect(on, `${p.unit} on a caption in ${area.id} (${crowd})`).toBeUndefined();
        }
      }
    }
    expect(piled).toBeGreaterThan(0);
  });
});
