// The 3D table's clicks (src/scene/lpg/lpgTableState.ts over boardPlay.ts): in random games every
// legal event of the side to decide is reachable by clicks on the table (a lit hex, a stack on the
// map then a hex, a rack entry, the spare phantom box then a hex, a card of the hand, a combat card,
// a prompt button, or one of the options a click asks), each reached as itself, unchanged; a click on
// an unlit hex or an unlit card asks the rules why, and they name their section. And the map's
// counters: from the view only, piled per hex, anonymous for the other side.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule, type LpgEvent } from '../../../machines/lpg/index';
import { eventKey } from '../../../src/games/lpg/legal';
import type { LpgView } from '../../../src/games/lpg/view';
import { boardPlaces, boardPlay, NO_SELECTION, type BoardPlaces, type LpgEventLike, type Selection } from '../../../src/scene/lpg/boardPlay';
import { clickHex, clickTargets, clickUnlitCard, type ClickContext, type ClickResult } from '../../../src/scene/lpg/lpgTableState';
import { hexAtWorld, hexWorld, lpgMapItems, mapShownOf } from '../../../src/scene/lpg/mapItems';
import { ALL_HEXES } from '../../../src/games/lpg/rules/hex';
import { expectEveryLegalEventReachable } from '../clickReach';

const ctx = (mine: readonly LpgEventLike[], sel: Selection, where: BoardPlaces): ClickContext => ({
  mine,
  play: boardPlay(mine, sel, where),
  where,
  hexName: (h) => h,
  itemName: (id) => id,
});

/** Every event reachable by clicks on the table from `sel` (at most `depth` selections deep). */
function reachable(mine: readonly LpgEventLike[], where: BoardPlaces, sel: Selection = NO_SELECTION, depth = 2, out = new Set<string>()): Set<string> {
  const take = (r: ClickResult) => {
    if (r.kind === 'send') out.add(eventKey(r.event));
    else if (r.kind === 'select' && depth > 0 && JSON.stringify(r.selection) !== JSON.stringify(sel)) reachable(mine, where, r.selection, depth - 1, out);
    else if (r.kind === 'choose')
      for (const o of r.options) take(o.kind === 'event' ? { kind: 'send', event: o.event } : { kind: 'select', selection: { ...NO_SELECTION, stack: o.stack } });
  };
  for (const click of clickTargets(ctx(mine, sel, where))) take(click());
  return out;
}

describe('La Petite Guerre 3D table clicks', () => {
  it('§3-§19: in random games every legal event of the deciding side is reachable by clicks on the table', () => {
    expectEveryLegalEventReachable(reachable, ['move', 'placePhantom', 'endCommand', 'chooseCombatCard']);
  });

  it('§6: an unlit hex with a stack picked, and an unlit action card, ask the rules why (they name the section)', () => {
    const actor = createActor(lpgMachine, { input: { seed: 7, options: lpgModule.options.schema.parse({}) } }).start();
    const hand = lpgModule.view(actor.getSnapshot(), 'american').hands.american ?? [];
    actor.send({ type: 'endCommand', side: 'american' } as never);
    const snap = actor.getSnapshot();
    const mine = (lpgModule.legalEvents(snap) as LpgEvent[]).filter((e) => e.side === 'american');
    const where = boardPlaces(lpgModule.view(snap, 'american'), 'american');
    const stack = [...boardPlay(mine, NO_SELECTION, where).stacks.keys()][0]!;
    const c = ctx(mine, { ...NO_SELECTION, stack }, where);
    const far = ['0101', '0123', '2301'].find((h) => !c.play.hexes.has(h))!;
    const r = clickHex(c, far);
    expect(r.kind).toBe('explain');
    expect(lpgModule.explainIllegal(snap, (r as { probe: LpgEventLike }).probe as never)).toMatch(/§\d+/);
    if (hand.length > 0) {
      const u = clickUnlitCard(ctx(mine, NO_SELECTION, where), hand[0]!);
      expect(u.kind).toBe('explain');
    }
    actor.stop();
  });
});

describe('La Petite Guerre 3D table map counters', () => {
  const start = () => {
    const actor = createActor(lpgMachine, { input: { seed: 7, options: lpgModule.options.schema.parse({}) } }).start();
    const snap = actor.getSnapshot();
    actor.stop();
    return (side: string) => lpgModule.view(snap, side) as LpgView;
  };

  it('the own side sees its commanders by name, the other side only "?" markers; a bot game (no viewer) names no one', () => {
    const view = start();
    const am = lpgMapItems(mapShownOf(view('american')));
    expect(am.some((i) => i.key === 'washington' && i.face === 'lpg-cmd-washington' && i.stack === 'washington')).toBe(true);
    const british = am.filter((i) => i.thing.kind !== 'holder' && 'side' in i.thing && i.thing.side === 'british');
    expect(british.length).toBeGreaterThan(0);
    expect(british.every((i) => i.face === 'lpg-unknown-british' || i.face.startsWith('lpg-unit-british'))).toBe(true);
    const none = lpgMapItems(mapShownOf(view('')));
    expect(none.some((i) => i.face.startsWith('lpg-cmd-'))).toBe(false);
    expect(new Set(none.map((i) => i.key)).size).toBe(none.length);
  });

  it('a hex pile puts the highest commander on top, every counter of the pile inside its hex', () => {
    const view = start()('american');
    const items = lpgMapItems(mapShownOf(view)).filter((i) => i.hex === '2006' && i.thing.kind === 'commander');
    expect(items.length).toBeGreaterThan(1);
    const top = items.reduce((a, b) => (b.y > a.y ? b : a));
    expect(top.key).toBe('washington');
    for (const i of items) expect(hexAtWorld(i.x, i.z, ALL_HEXES)).toBe('2006');
  });

  it('a point of the table is the hex whose centre is nearest; off the map, none', () => {
    for (const h of ['0101', '1212', '2323', '0817']) {
      const c = hexWorld(h);
      expect(hexAtWorld(c.x + 0.3, c.z - 0.3, ALL_HEXES)).toBe(h);
    }
    expect(hexAtWorld(500, 500, ALL_HEXES)).toBeNull();
  });

  it('§3 own phantoms show as phantoms to their owner only; the Hudson forts show their holder; razed places, landings and beachheads show', () => {
    const view = start()('american');
    const phantom = { id: 'american-phantom-1', hex: '1510', is: 'american-phantom-1' };
    const shown = {
      ...mapShownOf(view),
      markers: { ...view.markers, american: [...view.markers.american, phantom] },
      razed: ['trenton'],
      landings: { preparing: [{ port: 'new-york', begun: 3 }], beachheads: [{ hex: '1413', turn: 4 }] },
    };
    const items = lpgMapItems(shown);
    expect(items.find((i) => i.key === 'american-phantom-1')?.face).toBe('lpg-phantom-american');
    for (const fort of ['fort-washington', 'fort-lee', 'fort-montgomery']) expect(items.some((i) => i.key === `held:${fort}`)).toBe(true);
    expect(items.some((i) => i.key === 'razed:trenton' && i.face === 'lpg-razed')).toBe(true);
    expect(items.filter((i) => i.face === 'lpg-landing')).toHaveLength(1);
    expect(items.filter((i) => i.face === 'lpg-beachhead').map((i) => i.hex)).toEqual(['1413']);
    // The British see the American phantom as one more anonymous marker.
    const british = lpgMapItems({ ...shown, side: 'british', markers: { ...shown.markers, american: shown.markers.american.map((m, i) => ({ id: `marker-${i + 1}`, hex: m.hex, is: null })) } });
    expect(british.some((i) => i.face === 'lpg-phantom-american')).toBe(false);
  });
});
