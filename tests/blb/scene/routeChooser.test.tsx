// @vitest-environment happy-dom
// 6.0 routes on the table: where the legal events offer several routes to one box (they pass
// different boxes), the destination keeps them all (src/scene/blb/moveTargets.ts), a plain click
// sends the cheapest, and the route chooser (src/scene/blb/interactions/RouteChooser.tsx) offers
// each route by its boxes and MP cost and sends the chosen one: the very legal event.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BlbEvent } from '../../../src/games/blb/legal';
import { clickDestination, moveTargets, routeLabel, type MoveEventLike, type MoveRoute } from '../../../src/scene/blb/moveTargets';
import { RouteChooser, routeDetail } from '../../../src/scene/blb/interactions/RouteChooser';
import { AT, GC_WITH_FACTOR, actorAt, beats, blbModule, board, ctx, put, putGc, send } from '../helpers';
import { useReactRoot } from '../../support/reactRoot';

/** Turn 2, the 3rd Army's cavalry in Malmedy, a face-down Garde Civique that arises in Verviers. */
function malmedy() {
  const s = board(['de3']);
  put(s, 'de3-cav', 'malmedy');
  putGc(s, GC_WITH_FACTOR[0]!, 'verviers');
  const actor = actorAt(s, AT.moving);
  const legal = blbModule.legalEvents(actor.getSnapshot()) as MoveEventLike[];
  const unitBox = (id: string) => ctx(actor).units[id]?.box ?? null;
  return { actor, legal, unitBox };
}

const react = useReactRoot();

function render(node: React.ReactNode): HTMLElement {
  return react.mount(node).container;
}

describe('6.0 routes: a destination with several routes', () => {
  it('6.0 Liege keeps both routes of the 3rd Army cavalry, cheapest first; a plain click sends the cheapest', () => {
    const { legal, unitBox } = malmedy();
    const liege = moveTargets(legal, ['de3-cav'], unitBox).find((t) => t.box === 'liege')!;
    expect(liege.routes.map((r) => [r.path.join('>'), r.cost])).toEqual([
      ['verviers>liege', 3],
      ['la-roche>liege', 4],
      ['eupen>verviers>liege', 4],
    ]);
    expect(liege.event).toBe(liege.routes[0]!.event);
    for (const r of liege.routes) expect(legal).toContain(r.event);
    expect(clickDestination(liege)).toEqual({ send: liege.routes[0]!.event });
    expect(clickDestination(liege, { pickRoute: true })).toEqual({ chooseRoute: 'liege' });
    // One route: a click sends it, chooser or not.
    const single = moveTargets(legal, ['de3-cav'], unitBox).find((t) => t.routes.length === 1)!;
    expect(clickDestination(single, { pickRoute: true })).toEqual({ send: single.event });
    expect(routeLabel(['la-roche', 'liege'])).toBe('via La Roche-en-Ardenne');
    expect(routeLabel(['liege'])).toBe('direct');
  });

  it('6.0 every destination lists only legal events, and no two routes to it pass the same boxes', () => {
    const { legal, unitBox } = malmedy();
    const targets = moveTargets(legal, ['de3-cav'], unitBox);
    expect(targets.some((t) => t.routes.length > 2)).toBe(true);
    for (const t of targets) {
      const sets = t.routes.map((r) => [...r.path].sort().join());
      expect(new Set(sets).size, t.box).toBe(sets.length);
      for (let i = 1; i < t.routes.length; i++) expect(t.routes[i]!.cost).toBeGreaterThanOrEqual(t.routes[i - 1]!.cost);
      for (const r of t.routes) expect(legal).toContain(r.event);
    }
  });

  it('6.0 the route chooser offers each route by its boxes and MP cost and sends the chosen one (La Roche-en-Ardenne: no Garde Civique revealed)', () => {
    const { actor, legal, unitBox } = malmedy();
    const liege = moveTargets(legal, ['de3-cav'], unitBox).find((t) => t.box === 'liege')!;
    const chosen: MoveRoute[] = [];
    const hovered: (MoveRoute | null)[] = [];
    const cancel = vi.fn();
    const el = render(
      <RouteChooser target={liege} warn={new Set(['verviers'])} onChoose={(r) => chosen.push(r)} onHover={(r) => hovered.push(r)} onCancel={cancel} />,
    );
    const chooser = el.querySelector('[data-testid="route-chooser"]')!;
    expect(chooser.getAttribute('aria-label')).toBe('Route to Liege');
    const buttons = [...chooser.querySelectorAll<HTMLButtonElement>('button[data-route]')];
    expect(buttons.map((b) => b.dataset.route)).toEqual(['verviers>liege', 'la-roche>liege', 'eupen>verviers>liege']);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'via Verviers3 MP · cheapest · face-down Garde Civique in Verviers',
      'via La Roche-en-Ardenne4 MP',
      'via Eupen, Verviers4 MP · face-down Garde Civique in Verviers',
    ]);
    expect(buttons[0]!.className).toMatch(/primary/);

    act(() => buttons[1]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(hovered.at(-1)).toBe(liege.routes[1]);
    act(() => buttons[1]!.click());
    expect(chosen).toEqual([liege.routes[1]]);
    expect(chosen[0]!.event).toBe(liege.routes[1]!.event);
    expect(legal).toContain(chosen[0]!.event);

    // The machine takes it, and the move goes round Verviers.
    send(actor, chosen[0]!.event as BlbEvent);
    expect(ctx(actor).units['de3-cav']!.box).toBe('liege');
    expect(ctx(actor).gc[GC_WITH_FACTOR[0]!]!.revealed).toBe(false);
    expect(beats(actor, 'gc.revealed')).toEqual([]);

    act(() => chooser.querySelector<HTMLButtonElement>('.route-cancel')!.click());
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('6.0 a route\'s line names its MP, the default and the face-down Garde Civique it passes', () => {
    const r = { cost: 3, path: ['verviers', 'liege'], event: { type: 'move', side: 'german' } };
    expect(routeDetail(r, true)).toBe('3 MP · cheapest');
    expect(routeDetail(r, false, new Set(['verviers', 'liege']))).toBe('3 MP · face-down Garde Civique in Verviers');
  });
});
