// §15 the unsupplied marker where units show, from the view only: on a leaderless unit's counter on
// the 3D table's map (src/scene/lpg/mapItems.ts: a smaller counter right over the unit in its pile,
// its face the count of turns, lpgFaces.ts) and on the flat map's token (src/ui/lpg/HexMap2D.tsx
// tokensOf); never for a unit the viewer does not see (under a phantom). Baggage trains show as
// baggage wherever units show.
import { describe, expect, it } from 'vitest';
import { cloneState, initialState } from '../../../src/games/lpg/state';
import { lpgView } from '../../../src/games/lpg/view';
import { lpgMapItems, mapShownOf } from '../../../src/scene/lpg/mapItems';
import { lpgFaces, unitFace, unsuppliedFace, UNSUPPLIED_MAX } from '../../../src/scene/lpg/lpgFaces';
import { tokensOf } from '../../../src/ui/lpg/HexMap2D';

function withUnsupplied(turns: number) {
  const s = initialState(7);
  const u = s.units.find((x) => x.side === 'american' && x.commander === null)!;
  u.unsupplied = turns;
  return { s, u };
}

describe('§15 the unsupplied marker on the map', () => {
  it('§15 a leaderless unit unsupplied carries a marker with its count right over it in its pile, seen by both sides', () => {
    const { s, u } = withUnsupplied(2);
    for (const viewer of ['american', 'british']) {
      const items = lpgMapItems(mapShownOf(lpgView(s, viewer)));
      const pile = items.filter((i) => i.hex === u.hex && 'side' in i.thing && i.thing.side === 'american').sort((a, b) => a.y - b.y);
      const at = pile.findIndex((i) => i.key === u.id);
      const marker = pile[at + 1]!;
      expect(marker, viewer).toMatchObject({ key: `unsupplied:${u.id}`, face: unsuppliedFace(2), thing: { kind: 'unsupplied', unit: u.id, turns: 2 } });
      expect(marker.size!).toBeLessThan(pile[at]!.size!);
      expect(pile[at]!.thing).toMatchObject({ kind: 'unit', unsupplied: 2 });
      // A click on the marker is a click on the unit's stack (the viewer's own).
      expect(marker.stack).toBe(pile[at]!.stack);
      expect(items.filter((i) => i.thing.kind === 'unsupplied')).toHaveLength(1);
    }
  });

  it('§15 supplied units carry no marker; every count has a face reading UNSUPPLIED with the count', () => {
    const items = lpgMapItems(mapShownOf(lpgView(initialState(7), 'american')));
    expect(items.some((i) => i.thing.kind === 'unsupplied')).toBe(false);
    const faces = lpgFaces();
    for (let n = 1; n <= UNSUPPLIED_MAX; n++) expect(faces.get(unsuppliedFace(n))).toMatchObject({ kind: 'token', title: 'UNSUPPLIED', big: String(n) });
    expect(unsuppliedFace(9)).toBe(unsuppliedFace(UNSUPPLIED_MAX));
  });

  it('§3 under a phantom the other side sees neither the unit nor its marker', () => {
    const { s, u } = withUnsupplied(1);
    const t = cloneState(s);
    t.phantoms.find((p) => p.id === 'american-phantom-1')!.hex = u.hex;
    t.units.find((x) => x.id === u.id)!.phantom = 'american-phantom-1';
    expect(lpgMapItems(mapShownOf(lpgView(t, 'british'))).some((i) => i.thing.kind === 'unsupplied')).toBe(false);
    expect(lpgMapItems(mapShownOf(lpgView(t, 'american'))).some((i) => i.key === `unsupplied:${u.id}`)).toBe(true);
    expect([...tokensOf(lpgView(t, 'british')).values()].flat().every((k) => k.unsupplied === 0)).toBe(true);
  });

  it('§15 the flat map\'s token of the hex carries the marker (the most turns of its face-up units) and says so', () => {
    const { s, u } = withUnsupplied(2);
    for (const viewer of ['american', 'british']) {
      const tok = tokensOf(lpgView(s, viewer)).get(u.hex!)!.find((k) => k.side === 'american')!;
      expect(tok.unsupplied, viewer).toBe(2);
      expect(tok.lines.some((l) => /unsupplied 2 turns \(§15\)/.test(l))).toBe(true);
    }
    expect([...tokensOf(lpgView(initialState(7), 'british')).values()].flat().every((k) => k.unsupplied === 0)).toBe(true);
  });

  it('baggage trains show as baggage: a leaderless train on the map is a B counter titled BAGGAGE, and the flat map names it a baggage train', () => {
    const s = initialState(7);
    const train = s.units.find((x) => x.type === 'baggage')!;
    const hex = s.commanders.find((c) => c.id === train.commander)?.hex ?? train.hex!;
    train.commander = null;
    train.hex = hex;
    const v = lpgView(s, 'british');
    const item = lpgMapItems(mapShownOf(v)).find((i) => i.key === train.id)!;
    expect(item.face).toBe(unitFace(train.side, 'baggage', false));
    expect(lpgFaces().get(item.face)).toMatchObject({ title: 'BAGGAGE', big: 'B' });
    expect(tokensOf(v).get(hex)!.find((k) => k.side === train.side)!.lines).toContain('leaderless baggage train');
  });
});
