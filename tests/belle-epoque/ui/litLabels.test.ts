// Belle Epoque's lit labels: one per sector (tablePlay combines what a sector offers: "March 3 UD ·
// Fire: 4 dice, hit on 1–4"), and on the flat map (HexMap2D.layoutLitLabels) placed so that no two
// overlap, the fight's labels always shown, at several decisions and seeds of smart-bot games.
import { describe, expect, it } from 'vitest';
import { overlaps, type LabelRect } from '../../../src/scene/labelPlacement';
import { belleDevState } from '../../../src/scene/belle-epoque/devState';
import { tablePlay, type BelleEventLike } from '../../../src/scene/belle-epoque/interactions';
import { asBelleView } from '../../../src/scene/belle-epoque/viewTypes';
import { layoutLitLabels } from '../../../src/ui/belle-epoque/HexMap2D';

function expectNoOverlap(rects: readonly { id: string; rect: LabelRect }[]) {
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!.rect, rects[j]!.rect), `${rects[i]!.id} and ${rects[j]!.id}`).toBe(false);
  }
}

describe("Belle Epoque's flat map: one label per lit sector, none overlapping", () => {
  const CASES: [number, string][] = [
    [7, 'fire'], [7, 'assault'], [7, 'move'], [7, 'evadeTo'], [11, 'fire'], [11, 'assault'], [11, 'move'], [3, 'fire'], [3, 'assault'], [5, 'fire'], [6, 'fire'],
  ];
  for (const [seed, at] of CASES) {
    it(`seed ${seed}, at ${at}`, () => {
      const state = belleDevState(seed, {}, at);
      expect(state.found, `a smart-bot game of seed ${seed} reaches ${at}`).toBe(true);
      const view = asBelleView(state.view);
      const play = tablePlay(view, state.legal as readonly BelleEventLike[]);
      const lit = new Map<number, { tone: (typeof play.highlights)[number]['tone']; label?: string }>();
      for (const h of play.highlights) if (!lit.has(h.sector)) lit.set(h.sector, { tone: h.tone, label: h.label });
      // One highlight per sector: its offers are combined in one label.
      expect(play.highlights.length).toBe(lit.size);
      const units = new Map<number, unknown[]>();
      for (const u of view.game.units) if (u.sector !== null && u.stands > 0) units.set(u.sector, [...(units.get(u.sector) ?? []), u]);
      const labels = layoutLitLabels(lit, units);
      expect(labels.length).toBe([...lit.values()].filter((h) => h.label).length);
      const rects = labels.filter((l) => l.placed).map((l) => ({ id: String(l.sector), placed: true, rect: { left: l.x - l.w / 2, right: l.x + l.w / 2, top: l.y - l.h / 2, bottom: l.y + l.h / 2 } }));
      expectNoOverlap(rects);
      // The fight's labels are all shown.
      for (const l of labels) if (l.tone === 'fire' || l.tone === 'assault') expect(l.placed, l.text).toBe(true);
      if (at === 'fire') expect(labels.some((l) => /^Fire: \d+ dice, hit on /.test(l.text) || / · Fire: /.test(l.text))).toBe(true);
      // A sector that offers two things says both in its one label.
      if (seed === 11 && at === 'assault') expect(labels.map((l) => l.text)).toContain('Fire: 3 dice, hit on 2–5 · Assault: 2+ vs 4+');
    });
  }
});
