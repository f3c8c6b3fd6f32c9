// The flat hex map's clicks (src/scene/lpg/boardPlay.ts): in random games every legal event of the
// side to decide is reachable on the board (a lit hex, a stack then a hex, a rack entry, a card of
// the hand, a combat card, the spare phantom then a hex, or a prompt button), each reached as
// itself, unchanged; an event type the board does not know is still offered (by its fields, or as a
// button); and a click on an unlit hex asks the rules, which name their section.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule, type LpgEvent } from '../../../machines/lpg/index';
import { eventKey } from '../../../src/games/lpg/legal';
import { boardPlaces, boardPlay, hexProbe, NO_SELECTION, type BoardPlaces, type LpgEventLike } from '../../../src/scene/lpg/boardPlay';
import { expectEveryLegalEventReachable } from '../clickReach';

/** Every event a person can reach by clicks on the board now. */
function reachable(legal: readonly LpgEventLike[], where: BoardPlaces): Set<string> {
  const out = new Set<string>();
  const take = (events: readonly LpgEventLike[]) => events.forEach((e) => out.add(eventKey(e)));
  const top = boardPlay(legal, NO_SELECTION, where);
  take(top.buttons);
  for (const evs of top.items.values()) take(evs);
  take([...top.combatCards.values()]);
  for (const opts of top.hexes.values()) {
    for (const o of opts) {
      if (o.kind === 'event') take([o.event]);
      else for (const next of boardPlay(legal, { ...NO_SELECTION, stack: o.stack }, where).hexes.values()) take(next.flatMap((x) => (x.kind === 'event' ? [x.event] : [])));
    }
  }
  for (const [card, evs] of top.cards) {
    if (evs.length === 1) take(evs);
    const next = boardPlay(legal, { ...NO_SELECTION, card }, where);
    take(next.buttons);
    for (const opts of next.hexes.values()) take(opts.flatMap((x) => (x.kind === 'event' ? [x.event] : [])));
  }
  if (top.phantomSpare) for (const opts of boardPlay(legal, { ...NO_SELECTION, phantom: true }, where).hexes.values()) take(opts.flatMap((x) => (x.kind === 'event' ? [x.event] : [])));
  return out;
}

describe('La Petite Guerre flat map clicks', () => {
  it('§3-§16: in random games every legal event of the deciding side is reachable by clicks on the board', () => {
    expectEveryLegalEventReachable(reachable, ['move', 'placePhantom', 'detach', 'endCommand', 'chooseCombatCard']);
  });

  it('event types added later are placed by their fields: a card of the hand, a hex, else a button', () => {
    const where: BoardPlaces = { commanderHex: new Map(), phantomHex: new Map(), placeHex: new Map(), hand: new Set(['spy']) };
    const legal: LpgEventLike[] = [
      { type: 'playCard', side: 'american', card: 'spy', hex: '0817' },
      { type: 'playCard', side: 'american', card: 'spy', hex: '0918' },
      { type: 'land', side: 'american', hex: '1413' },
      { type: 'raze', side: 'american', place: 'trenton' },
    ];
    const top = boardPlay(legal, NO_SELECTION, where);
    expect(top.cards.get('spy')).toHaveLength(2);
    expect(top.hexes.get('1413')?.[0]).toEqual({ kind: 'event', event: legal[2] });
    expect(top.buttons).toEqual([legal[3]]);
    const picked = boardPlay(legal, { ...NO_SELECTION, card: 'spy' }, where);
    expect([...picked.hexes.keys()].sort()).toEqual(['0817', '0918']);
  });

  it('§6: a click on an unlit hex with a stack picked asks the rules why, and they name the section', () => {
    const actor = createActor(lpgMachine, { input: { seed: 7, options: lpgModule.options.schema.parse({}) } }).start();
    actor.send({ type: 'endCommand', side: 'american' } as never);
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap) as LpgEvent[];
    const where = boardPlaces(lpgModule.view(snap, 'american'), 'american');
    const stack = [...boardPlay(legal, NO_SELECTION, where).stacks.keys()][0]!;
    const lit = boardPlay(legal, { ...NO_SELECTION, stack }, where).hexes;
    const far = ['0101', '0123', '2301'].find((h) => !lit.has(h))!;
    const probe = hexProbe(legal, far, { ...NO_SELECTION, stack });
    expect(probe).toMatchObject({ type: 'move', stack, to: far });
    expect(lpgModule.explainIllegal(snap, probe as never)).toMatch(/§\d+/);
    actor.stop();
  });
});
