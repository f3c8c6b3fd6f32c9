// What the Belle Epoque table lights and what a click on it sends: always the legal events, with
// the numbers the rules computed (move costs, to-hit numbers).
import { describe, expect, it } from 'vitest';
import { countHits } from '../../../src/games/belle-epoque/rules/firing';
import { belleDevState } from '../../../src/scene/belle-epoque/devState';
import { tablePlay, toHitLabel, type BelleEventLike } from '../../../src/scene/belle-epoque/interactions';
import { asBelleView } from '../../../src/scene/belle-epoque/viewTypes';

function at(seed: number, decision: string, options: Record<string, unknown> = {}) {
  const s = belleDevState(seed, options, decision);
  expect(s.found).toBe(true);
  const view = asBelleView(s.view);
  return { view, legal: s.legal as BelleEventLike[], play: tablePlay(view, s.legal as BelleEventLike[]) };
}

describe('Belle Epoque table interactions', () => {
  it('ACTIVATION: after a draw, exactly the units that may be activated are lit, and a click on one activates it', () => {
    const { view, legal, play } = at(3, 'activate');
    const ids = legal.filter((e) => e.type === 'activate').map((e) => e.unit);
    expect(play.selectable.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const sector = view.game.units.find((u) => u.id === id)!.sector!;
      expect(play.eventsAt(sector)).toEqual([legal.find((e) => e.unit === id)]);
      expect(play.marks[id!]).toBe('selectable');
    }
  });

  it('MOVEMENTS: every legal move lights its sector with its UD cost; a sector reached by a basic move and a march offers both', () => {
    const { legal, play, view } = at(3, 'move');
    const moves = legal.filter((e) => e.type === 'move');
    for (const m of moves) {
      expect(play.eventsAt(m.to!)).toContainEqual(m);
      const h = play.highlights.find((x) => x.sector === m.to)!;
      const cost = view.preview!.moves.find((p) => p.to === m.to && p.kind === 'basic')?.cost ?? view.preview!.moves.find((p) => p.to === m.to)!.cost;
      expect(h.label).toContain(`${cost} UD`);
    }
    const both = moves.filter((m) => m.kind === 'basic' && moves.some((o) => o.kind === 'march' && o.to === m.to));
    for (const m of both) expect(play.eventsAt(m.to!).map((e) => e.kind).sort()).toEqual(['basic', 'march']);
  });

  it('FIRING: each target is lit with its to-hit numbers before it fires, and a click fires at it', () => {
    const { legal, play, view } = at(5, 'fire', { matchUp: 'zulu-war-1879' });
    for (const f of legal.filter((e) => e.type === 'fire')) {
      const sector = view.game.units.find((u) => u.id === f.target)!.sector!;
      const option = view.preview!.fire.find((x) => x.target === f.target)!;
      expect(play.highlights.find((h) => h.sector === sector)!.label).toContain(toHitLabel(option));
      expect(play.eventsAt(sector)).toContainEqual(f);
      expect(play.marks[f.target!]).toBe('target');
    }
  });

  it('FIRING: the to-hit label names exactly the faces that hit', () => {
    for (let toHit = 1; toHit <= 6; toHit++) {
      for (let miss = 0; miss <= 2; miss++) {
        const label = toHitLabel({ toHit, missUpTo: miss, dice: 3 });
        const faces = [1, 2, 3, 4, 5, 6].filter((r) => countHits([r], toHit, miss) === 1);
        if (faces.length === 0) expect(label).toMatch(/no hit possible/);
        else expect(label).toContain(faces.length === 1 ? `hit on ${faces[0]}` : `hit on ${faces[0]}–${faces.at(-1)}`);
      }
    }
  });

  it('nothing is clickable for a side with no legal events, but the active unit\'s reach is still shown', () => {
    const s = belleDevState(3, {}, 'move');
    const view = asBelleView(s.view);
    const play = tablePlay(view, []);
    expect(play.highlights.length).toBeGreaterThan(1);
    for (let sector = 0; sector < 117; sector++) expect(play.eventsAt(sector)).toEqual([]);
  });
});

describe('Belle Epoque table interactions: reactions and their aftermath', () => {
  /** The first seed (of a few) whose smart-bot game reaches the decision. */
  function find(decision: string) {
    for (const options of [{ matchUp: 'zulu-war-1879' }, { scenario: 'drift' }, {}]) {
      for (let seed = 1; seed <= 30; seed++) {
        const s = belleDevState(seed, options, decision);
        if (s.found) return s;
      }
    }
    return null;
  }
  const placeOf = (view: ReturnType<typeof asBelleView>, e: BelleEventLike): number | null => {
    if (typeof e.to === 'number') return e.to;
    if (e.path?.length) return e.path.at(-1)!;
    if (e.type === 'carry') return view.carry?.sector ?? null;
    if (e.target) return view.game.units.find((u) => u.id === e.target)?.sector ?? null;
    return null;
  };
  it.each(['assault', 'evadeTo', 'fallBack', 'takeFire', 'carry'])('%s: every legal choice with a place is lit there and sent by a click on it', (decision) => {
    const s = find(decision);
    expect(s, `no game reached a ${decision} decision`).not.toBeNull();
    const view = asBelleView(s!.view);
    const legal = s!.legal as BelleEventLike[];
    const play = tablePlay(view, legal);
    let placed = 0;
    for (const e of legal.filter((x) => x.type === decision)) {
      const at = placeOf(view, e);
      if (at === null) continue;
      placed++;
      expect(play.eventsAt(at)).toContainEqual(e);
      expect(play.highlights.some((h) => h.sector === at)).toBe(true);
    }
    expect(placed).toBeGreaterThan(0);
  });
});

describe('Belle Epoque table: why a click did nothing', () => {
  it('an unlit sector stands for the decision of the moment (a move there, fire at the enemy in it, the unit to activate)', async () => {
    const { probeEventAt } = await import('../../../src/scene/belle-epoque/interactions');
    const m = at(3, 'move');
    const empty = m.view.game.sectors.findIndex((_, i) => !m.view.game.units.some((u) => u.sector === i) && m.play.eventsAt(i).length === 0);
    expect(probeEventAt(m.view, m.legal, empty)).toMatchObject({ type: 'move', to: empty, kind: 'basic' });
    const a = at(3, 'activate');
    const unit = a.view.game.units.find((u) => u.sector !== null)!;
    expect(probeEventAt(a.view, a.legal, unit.sector!)).toMatchObject({ type: 'activate', unit: unit.id });
    const f = at(5, 'fire', { matchUp: 'zulu-war-1879' });
    const side = f.legal[0]!.side;
    const enemy = f.view.game.units.find((u) => u.sector !== null && u.side !== side)!;
    expect(probeEventAt(f.view, f.legal, enemy.sector!)).toMatchObject({ type: 'fire', target: enemy.id });
    expect(probeEventAt(f.view, [], enemy.sector!)).toBeNull();
  });
});
