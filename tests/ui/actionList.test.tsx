// @vitest-environment happy-dom
// The action list grouped by what acts, then where it goes (the module's groupEvent; side and type
// where a game does not group an event), with groups that fold away, and keyboard focus that the
// arrows move through the list (which scrolls to keep it in view); digits and Enter still pick.
// The list still holds exactly one button per legal event (data-testid="actions").
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import type { AnyGameModule, GameEvent } from '../../src/core/module';
import { safeGroup, safeLabel } from '../../src/core/moduleReads';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { ActionList, keepInView } from '../../src/ui/ActionList';
import type { ActionItem } from '../../src/ui/types';
import { useReactRoot } from '../support/reactRoot';
import { unitName } from '../../src/games/belle-epoque/describe';
import type { BelleState } from '../../src/games/belle-epoque/state';

const react = useReactRoot();

function itemsOf(module: AnyGameModule, snapshot: GameSession['snapshot']): ActionItem[] {
  return module.legalEvents(snapshot).map((event: GameEvent) => ({ event, label: safeLabel(module, snapshot, event), group: safeGroup(module, snapshot, event) }));
}

async function mount(items: ActionItem[], picked: GameEvent[] = []): Promise<HTMLElement> {
  const { container } = await react.mountAsync(
    <ActionList items={items} sideNames={{ german: 'German', entente: 'Entente', red: 'Red', blue: 'Blue' }} onPick={(e) => picked.push(e)} canUndo={false} onUndo={() => {}} />,
  );
  return container;
}

const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('[data-testid="actions"] button')];
const groupsOf = (el: HTMLElement) => [...el.querySelectorAll<HTMLDetailsElement>('[data-testid="actions"] details.action-group')];
const press = async (key: string, target: EventTarget = window) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

/** A Belle Epoque game played by random bots until its active unit has orders to give (moves, fire, assault). */
function belleAtOrders(): GameSession {
  const module: AnyGameModule = belleModule;
  const session = new GameSession(module, { seed: 7 });
  const rng = Rng.seeded(3);
  for (let i = 0; i < 500; i++) {
    const legal = session.legal();
    if (legal.some((e) => e.type === 'move') && legal.some((e) => e.type === 'endActivation')) return session;
    const side = legal[0]!.side;
    session.send(module.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  throw new Error('no orders step reached');
}

describe('action list: grouping', () => {
  it('Brave Little Belgium: the moves are grouped by the stack that moves, then by destination, one button per legal event', async () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const items = itemsOf(blbModule, session.snapshot);
    const moves = items.filter((i) => i.event.type === 'move');
    expect(moves.length).toBeGreaterThan(30);
    const el = await mount(items);
    // Every legal event has exactly one button, named by its full label.
    expect(buttons(el).map((b) => b.getAttribute('aria-label')).sort()).toEqual(items.map((i) => i.label).sort());
    // One group per stack that moves (the units and the box they leave); the rest by type ("End movement").
    const stacks = new Set(moves.map((i) => JSON.stringify([(i.event as unknown as { units: string[] }).units, i.label.split(':')[1]!.split('→')[0]!.trim()])));
    const groups = groupsOf(el).filter((g) => g.querySelector('button[data-event-type="move"]'));
    expect(groups).toHaveLength(stacks.size);
    expect(groupsOf(el)).toHaveLength(stacks.size + new Set(items.filter((i) => i.event.type !== 'move').map((i) => i.event.type)).size);
    for (const group of groups) {
      const title = group.dataset.group!;
      const [units, from] = title.split(' at ');
      const inGroup = [...group.querySelectorAll<HTMLButtonElement>('button.action')];
      // Its count is shown, and every button in it moves that stack from that box.
      expect(group.querySelector('summary .count')!.textContent).toBe(String(inGroup.length));
      for (const b of inGroup) expect(b.getAttribute('aria-label')!.startsWith(`Move ${units}: ${from} →`), b.getAttribute('aria-label')!).toBe(true);
      // Then by destination: each row is "to X", and every route in it ends in X.
      const subs = [...group.querySelectorAll<HTMLElement>('.action-sub')];
      expect(subs.length).toBeGreaterThan(0);
      const destinations = subs.map((s) => s.querySelector('.action-sub-title')!.textContent);
      expect(new Set(destinations).size).toBe(destinations.length);
      for (const sub of subs) {
        const to = sub.querySelector('.action-sub-title')!.textContent!.replace(/^to /, '');
        for (const b of sub.querySelectorAll('button.action')) {
          expect(b.getAttribute('aria-label')!.endsWith(`→ ${to}`)).toBe(true);
          // The button shows the way between the two (the full label is its name and tooltip).
          const between = b.getAttribute('aria-label')!.slice(`Move ${units}: ${from} → `.length).split(' → ').slice(0, -1);
          expect(b.querySelector('.action-label')!.textContent).toBe(between.length ? `via ${between.join(' → ')}` : 'direct');
          expect(b.getAttribute('title')).toBe(b.getAttribute('aria-label'));
        }
      }
    }
    // The longer route to a box sits beside the shorter one under the same destination.
    const hkk2 = groups.find((g) => g.dataset.group!.includes('(HKK 2)'))!;
    const eupen = [...hkk2.querySelectorAll<HTMLElement>('.action-sub')].find((s) => s.querySelector('.action-sub-title')!.textContent === 'to Eupen')!;
    expect([...eupen.querySelectorAll('.action-label')].map((b) => b.textContent)).toEqual(['direct', 'via Verviers']);
  });

  it('events a game does not group are grouped by side and type; Belle Epoque lists the active unit\'s orders under that unit', async () => {
    const session = belleAtOrders();
    const items = itemsOf(belleModule, session.snapshot);
    const el = await mount(items);
    expect(buttons(el)).toHaveLength(items.length);
    const unitGroup = groupsOf(el).find((g) => g.querySelector('button[data-event-type="move"]'))!;
    const game = (session.snapshot.context as { game: BelleState }).game;
    const active = game.activation!.unit;
    // Named as the table shows it ("Red British 3 at f9"), never by its id.
    expect(unitGroup.dataset.group).toContain(`${unitName(game, active)} at `);
    expect(unitGroup.dataset.group).not.toContain(active);
    // Its moves, its fire and assault targets and the end of its activation are all in it, with their own labels.
    const orderTypes = new Set(['move', 'fire', 'assault', 'endActivation']);
    const orders = items.filter((i) => orderTypes.has(i.event.type));
    expect([...unitGroup.querySelectorAll('button.action')].map((b) => b.querySelector('.action-label')!.textContent)).toEqual(orders.map((i) => i.label));
    expect(unitGroup.querySelector('button[data-event-type="endActivation"]')!.textContent).toContain('End activation');

    // A game's ungrouped events (the Belgian set-up's "Draw a chit", here a plain list) fall back to type groups.
    const plain: ActionItem[] = [
      { event: { type: 'drawChit', side: 'german' }, label: 'Draw a chit' },
      { event: { type: 'playEvent', side: 'german' }, label: 'Play Zeppelin' },
      { event: { type: 'playEvent', side: 'german' }, label: 'Play Big Bertha' },
    ];
    react.unmount();
    const el2 = await mount(plain);
    expect(groupsOf(el2).map((g) => g.dataset.group)).toEqual(['Draw chit', 'Play event']);
    expect(groupsOf(el2)[1]!.querySelectorAll('button.action')).toHaveLength(2);
  });
});

describe('action list: events that read alike', () => {
  it('two legal events with one label (two white 6/2 cards) are two buttons, each picking its own event, with no React key clash', async () => {
    const play = (card: string): GameEvent => ({ type: 'play', side: 'white', play: { kind: 'action', card, mode: 'move' } }) as GameEvent;
    const items: ActionItem[] = [play('wm5'), play('wm6')].map((event) => ({ event, label: 'Play white card 6/2 for Movement' }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const picked: GameEvent[] = [];
    const el = await mount(items, picked);
    const keyWarnings = errors.mock.calls.filter((c) => String(c[0]).includes('same key'));
    errors.mockRestore();
    expect(keyWarnings).toEqual([]);
    const found = buttons(el);
    expect(found.map((b) => b.getAttribute('aria-label'))).toEqual(['Play white card 6/2 for Movement', 'Play white card 6/2 for Movement']);
    for (const b of found) await act(async () => b.click());
    expect(picked).toEqual([play('wm5'), play('wm6')]);
  });
});

describe('action list: folding and the keyboard', () => {
  it('a group folds away under its heading; the number keys go to the buttons still shown', async () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const items = itemsOf(blbModule, session.snapshot);
    const picked: GameEvent[] = [];
    const el = await mount(items, picked);
    const [first, second] = groupsOf(el);
    expect(first!.open).toBe(true);
    const firstOfSecond = second!.querySelector<HTMLButtonElement>('button.action')!;
    expect(first!.querySelector('button.action kbd')!.textContent).toBe('1');
    await act(async () => first!.querySelector('summary')!.click());
    expect(groupsOf(el)[0]!.open).toBe(false);
    expect(groupsOf(el)[0]!.querySelector('summary')!.getAttribute('aria-expanded')).toBe('false');
    // Its buttons stay in the list (one per legal event) but lose their numbers; 1 is now the next group's first.
    expect(buttons(el)).toHaveLength(items.length);
    expect(groupsOf(el)[0]!.querySelector('kbd')).toBeNull();
    expect(firstOfSecond.querySelector('kbd')!.textContent).toBe('1');
    await press('1');
    expect(picked.map((e) => JSON.stringify(e))).toEqual([JSON.stringify(items.find((i) => i.label === firstOfSecond.getAttribute('aria-label'))!.event)]);
    // Unfolded again, it numbers from 1 as before.
    await act(async () => groupsOf(el)[0]!.querySelector('summary')!.click());
    expect(groupsOf(el)[0]!.open).toBe(true);
    expect(groupsOf(el)[0]!.querySelector('button.action kbd')!.textContent).toBe('1');
  });

  it('the arrows move the focus through headings and buttons (skipping folded groups); Enter picks the focused one', async () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const items = itemsOf(blbModule, session.snapshot);
    const picked: GameEvent[] = [];
    const el = await mount(items, picked);
    const list = el.querySelector<HTMLElement>('[data-testid="actions"]')!;
    const stops = () => [...list.querySelectorAll<HTMLElement>('summary, details[open] button.action')];
    // From the page, ArrowDown enters the list at its first stop (the first group's heading).
    (document.activeElement as HTMLElement | null)?.blur?.();
    await press('ArrowDown', document.body);
    expect(document.activeElement).toBe(stops()[0]);
    await press('ArrowDown', document.activeElement!);
    expect(document.activeElement).toBe(stops()[1]);
    expect(document.activeElement!.tagName).toBe('BUTTON');
    await press('ArrowDown', document.activeElement!);
    expect(document.activeElement).toBe(stops()[2]);
    await press('ArrowUp', document.activeElement!);
    expect(document.activeElement).toBe(stops()[1]);
    await press('End', document.activeElement!);
    expect(document.activeElement).toBe(stops().at(-1));
    await press('Home', document.activeElement!);
    expect(document.activeElement).toBe(stops()[0]);
    // Fold the first group: the arrows now go from its heading straight to the second group's heading.
    await act(async () => groupsOf(el)[0]!.querySelector('summary')!.click());
    groupsOf(el)[0]!.querySelector('summary')!.focus();
    await press('ArrowDown', document.activeElement!);
    expect(document.activeElement).toBe(groupsOf(el)[1]!.querySelector('summary'));
    await press('ArrowDown', document.activeElement!);
    const focused = document.activeElement as HTMLButtonElement;
    expect(focused).toBe(groupsOf(el)[1]!.querySelector('button.action'));
    // Enter on the focused button picks exactly that event (the browser clicks it).
    focused.click();
    expect(picked).toHaveLength(1);
    expect(safeLabel(blbModule, session.snapshot, picked[0]!)).toBe(focused.getAttribute('aria-label'));
  });

  it('the list scrolls (and only the list) to keep the focused button in view', () => {
    const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    const list = document.createElement('div');
    const el = document.createElement('button');
    list.appendChild(el);
    list.getBoundingClientRect = () => rect(100, 200);
    // Below the list's bottom edge: scrolled down until it shows, with a little room.
    list.scrollTop = 40;
    el.getBoundingClientRect = () => rect(320, 30);
    keepInView(list, el);
    expect(list.scrollTop).toBe(40 + (350 - (300 - 6)));
    // Above its top edge: scrolled up.
    list.scrollTop = 200;
    el.getBoundingClientRect = () => rect(60, 30);
    keepInView(list, el);
    expect(list.scrollTop).toBe(200 - (106 - 60));
    // Already in view: left alone.
    list.scrollTop = 70;
    el.getBoundingClientRect = () => rect(150, 30);
    keepInView(list, el);
    expect(list.scrollTop).toBe(70);
  });
});
