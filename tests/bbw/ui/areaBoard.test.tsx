// @vitest-environment happy-dom
// Brief Border Wars' board in the shell: with no 3D table the TableHost shows the flat board alone
// (no 2D/3D toggle); a card played by clicks (card -> Movement -> unit -> area) sends the very legal
// events; in hot seat the table host's privacy screen (privateHands, as bbw's drawn entry asks) hides
// both hands until the deciding player takes the seat, and then the board shows exactly that side's
// hand from its view; with no human deciding, no hand is shown.
import { act } from 'react';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bbwModule } from '../../../machines/bbw/index';
import type { AnyGameModule, GameEvent } from '../../../src/core/module';
import { Rng } from '../../../src/core/rng';
import { AreaBoard } from '../../../src/ui/bbw/AreaBoard';
import { TableHost } from '../../../src/ui/TableHost';
import { useReactRoot } from '../../support/reactRoot';

type BbwActor = Actor<typeof bbwModule.machine>;
const react = useReactRoot();

/** The board as the shell gives it: `humans` play, the viewer is the first human (as PlayScreen does). */
function mount(actor: BbwActor, humans: string[], viaHost = false) {
  const viewer = humans[0] ?? 'white';
  const sent: GameEvent[] = [];
  const render = () => mounted.root.render(board());
  const board = () => {
    const snapshot = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snapshot).filter((e) => humans.includes(e.side));
    const send = (e: GameEvent) => {
      expect(legal).toContain(e);
      sent.push(e);
      actor.send(e as never);
      render();
    };
    const props = { module: bbwModule as unknown as AnyGameModule, snapshot: snapshot as never, view: bbwModule.view(snapshot, viewer), viewer, legal, send };
    return viaHost ? <TableHost {...props} flat={AreaBoard as never} privateHands /> : <AreaBoard {...props} />;
  };
  const mounted = react.mount(board());
  return { container: mounted.container, sent, render: () => act(() => render()) };
}

const click = (el: Element | null) => act(() => (el as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));
const start = (seed: number) => createActor(bbwModule.machine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();

describe("Brief Border Wars' flat board", () => {
  it('a game with no 3D table: the flat board alone, no 2D/3D toggle', () => {
    const { container } = mount(start(7), ['white'], true);
    expect(container.querySelector('[data-testid="table-2d-only"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="table-2d-toggle"]')).toBeNull();
    expect(container.querySelector('[data-testid="bbw-map"]')).not.toBeNull();
    // The rivers from the same drawing data as the 3D sheet, under the areas' names (drawn before them).
    const rivers = [...container.querySelectorAll('[data-testid="bbw-map"] [data-river]')];
    expect(rivers.map((r) => r.getAttribute('data-river')).sort()).toEqual(['Choluteca', 'Goascoran', 'Lempa', 'Sumpul', 'Torola', 'Ulua']);
    const firstName = container.querySelector('[data-testid="bbw-map"] text');
    for (const r of rivers) expect(r.compareDocumentPosition(firstName!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('6.0 / 6.1: card -> Movement -> unit -> area sends the legal events, and the unit moves', () => {
    const actor = start(7);
    const side = bbwModule.legalEvents(actor.getSnapshot())[0]!.side;
    const { container, sent } = mount(actor, [side]);
    const card = [...container.querySelectorAll('[data-testid="bbw-hand"] .bbw-card.lit')].find((c) => !c.closest('[data-testid="bbw-specials"]'))!;
    click(card);
    const value = [...container.querySelectorAll('[data-testid="bbw-choice"]')].find((b) => /^Movement \d/.test(b.textContent ?? ''))!;
    click(value);
    expect(sent.at(-1)).toMatchObject({ type: 'play', play: { kind: 'action', mode: 'move' } });
    const unit = container.querySelector('.bbw-counter.lit')!;
    const id = unit.getAttribute('data-unit')!;
    click(unit);
    const dest = container.querySelector('.bbw-area.lit')!;
    const to = dest.getAttribute('data-area')!;
    click(dest);
    expect(sent.at(-1)).toEqual({ type: 'move', side, unit: id, to });
    expect(actor.getSnapshot().context.units.find((u: { id: string }) => u.id === id)!.loc).toBe(to);
  });

  it('6.1: a click on an unlit area, a unit picked, sends nothing and says which rule refuses it', () => {
    const actor = start(7);
    const side = bbwModule.legalEvents(actor.getSnapshot())[0]!.side;
    const { container, sent } = mount(actor, [side]);
    const card = [...container.querySelectorAll('[data-testid="bbw-hand"] .bbw-card.lit')].find((c) => !c.closest('[data-testid="bbw-specials"]'))!;
    click(card);
    click([...container.querySelectorAll('[data-testid="bbw-choice"]')].find((b) => /^Movement \d/.test(b.textContent ?? ''))!);
    click(container.querySelector('.bbw-counter.lit'));
    const n = sent.length;
    click(container.querySelector('.bbw-area:not(.lit)[data-area="guatemala"]'));
    expect(sent.length).toBe(n);
    expect(container.querySelector('[data-testid="table-why-not"]')?.textContent).toMatch(/Not allowed: .*\d\.\d/);
  });

  it('hot seat: the privacy screen hides the hands until the deciding player takes the seat; then that side\'s hand, from its view', () => {
    const actor = start(7);
    const first = bbwModule.legalEvents(actor.getSnapshot())[0]!.side;
    const other = first === 'white' ? 'grey' : 'white';
    // Seated as the other player: the first decider is not the viewer, so the screen comes up.
    const { container } = mount(actor, [other, first], true);
    expect(container.querySelector('[data-testid="privacy-screen"]')?.textContent).toContain(`Pass to ${bbwModule.sideNames[first]}`);
    expect(container.querySelector('[data-testid="bbw-hand"]')).toBeNull();
    expect(container.querySelectorAll('[data-card]').length).toBe(0);
    click(container.querySelector('[data-testid="privacy-ready"]'));
    expect(container.querySelector('[data-testid="privacy-screen"]')).toBeNull();
    const hand = container.querySelector('[data-testid="bbw-hand"]')!;
    expect(hand.getAttribute('data-side')).toBe(first);
    const shown = [...hand.querySelectorAll('.bbw-card[data-card]')].filter((c) => !c.closest('[data-testid="bbw-specials"]')).map((c) => c.getAttribute('data-card'));
    expect(shown).toEqual(bbwModule.view(actor.getSnapshot(), first).hands[first as 'white' | 'grey']);
  });

  it('no human deciding (a bot game): no hand is shown, both as face-down counts', () => {
    const { container } = mount(start(7), [], true);
    expect(container.querySelector('[data-testid="bbw-hand"]')).toBeNull();
    expect(container.querySelectorAll('[data-testid="bbw-facedown-count"]').length).toBe(2);
  });

  it('6.21: a designation by clicks: the battle area framed, a lit unit clicked is designated and marked', () => {
    const actor = start(1);
    const rng = Rng.seeded(1);
    for (let n = 0; n < 3000; n++) {
      const legal = bbwModule.legalEvents(actor.getSnapshot());
      if (legal.length === 0 || legal.some((e) => e.type === 'designate')) break;
      actor.send(bbwModule.bots.random({ snapshot: actor.getSnapshot(), legal, side: legal[0]!.side, rng } as never) as never);
    }
    const legal = bbwModule.legalEvents(actor.getSnapshot());
    expect(legal.some((e) => e.type === 'designate')).toBe(true);
    const side = legal[0]!.side;
    const { container, sent } = mount(actor, [side]);
    expect(container.querySelector('.bbw-outline.battle')).not.toBeNull();
    const unit = container.querySelector('.bbw-counter.lit')!;
    click(unit);
    expect(sent.at(-1)).toMatchObject({ type: 'designate', step: { unit: unit.getAttribute('data-unit') } });
    expect(container.querySelector(`[data-unit="${unit.getAttribute('data-unit')}"] .bbw-role`)).not.toBeNull();
  });
});
