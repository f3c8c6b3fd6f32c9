// BLB's drawn front door (src/ui/blb/drawn.ts): the same id as its module, a beat catalogue that
// names every beat type the module emits, die styles for every die its tray layout throws, the
// glyphs its counter faces name, the blurb, and its dev pages by name.
import { describe, expect, it } from 'vitest';
import { blbCard } from '../../../machines/blb/card';
import { blbModule } from '../../../machines/blb/index';
import { missingFromCatalogue } from '../../../src/scene/animation/catalogue';
import { blbFaces } from '../../../src/scene/blb/blbFaces';
import { ATROCITY_BEATS, COMBAT_BEATS } from '../../../src/scene/blb/dev/cannedBeats';
import { blbTrayLayout } from '../../../src/scene/blb/diceLayout';
import { blbDrawn } from '../../../src/ui/blb/drawn';

describe("BLB's drawn entry", () => {
  it('is the module of the same id, and its catalogue covers every beat type the module emits', () => {
    expect(blbDrawn.id).toBe(blbModule.id);
    expect(missingFromCatalogue(blbDrawn.beats, blbModule.beatTypes)).toEqual([]);
  });

  it('has a die style for every die its tray layout throws', () => {
    const layout = blbTrayLayout();
    const styles = new Set<string>();
    for (const beat of [...COMBAT_BEATS, ...ATROCITY_BEATS]) for (const d of layout(beat, { width: 12, depth: 5 })?.dice ?? []) styles.add(d.style);
    expect([...styles].sort()).toEqual(['atrocity', 'entente', 'fort', 'german']);
    for (const s of styles) expect(blbDrawn.dieStyles[s], s).toBeDefined();
  });

  it('has every glyph its counter faces name', () => {
    for (const spec of blbFaces().values()) {
      if (spec.kind === 'unit') expect(blbDrawn.counterGlyphs?.[spec.emblem], spec.emblem).toBeTypeOf('function');
      if (spec.kind === 'chit' && spec.glyph) expect(blbDrawn.counterGlyphs?.[spec.glyph], spec.glyph).toBeTypeOf('function');
    }
  });

  it("its card gives the start menu's blurb; the drawn entry its panels and its dev pages", () => {
    expect(blbCard.blurb).toMatch(/1914/);
    expect(blbDrawn.overlays).toHaveLength(1);
    expect(Object.keys(blbDrawn.devPages).sort()).toEqual(['dice', 'empty', 'table']);
  });
});
