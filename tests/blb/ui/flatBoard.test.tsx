// @vitest-environment happy-dom
// BLB's flat 2D board (src/ui/blb/SchematicBoard.tsx) played by clicks: the Special German Cavalry
// Phase from the first click to the chit pull (select a lit stack, a lit destination with its MP
// cost, the machine accepts each move), a click on an unlit box saying which rule refuses it, and
// every decision the 3D table offers by click (tableTargets.ts) reachable on the flat board too,
// each click sending the very legal event.
import { act } from 'react';
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../../machines/blb/index';
import type { AnyGameModule, GameEvent } from '../../../src/core/module';
import { Rng } from '../../../src/core/rng';
import { BOX } from '../../../src/games/blb/db';
import { asBlbView } from '../../../src/scene/blb/viewTypes';
import { moveGroupsFrom, moveTargets } from '../../../src/scene/blb/moveTargets';
import { tableTargets } from '../../../src/scene/blb/interactions/tableTargets';
import { SchematicBoard, turnText } from '../../../src/ui/blb/SchematicBoard';
import { chipOf } from '../../../src/ui/blb/flatMarks';
import { useReactRoot } from '../../support/reactRoot';

type BlbActor = Actor<typeof blbModule.machine>;

const react = useReactRoot();

/** The board for `side` on a live game: every click's event goes to the machine, which must accept it. */
function mountGame(actor: BlbActor, side: string) {
  const sent: GameEvent[] = [];
  const render = () => mounted.root.render(board());
  const board = () => {
    const snapshot = actor.getSnapshot();
    const legal = blbModule.legalEvents(snapshot).filter((e) => e.side === side);
    const send = (e: GameEvent) => {
      // Only the legal events it was given, unchanged; the machine accepts each.
      expect(legal).toContain(e);
      expect(blbModule.explainIllegal(actor.getSnapshot(), e as never)).toBeNull();
      sent.push(e);
      actor.send(e as never);
      render();
    };
    return (
      <SchematicBoard
        module={blbModule as unknown as AnyGameModule}
        snapshot={snapshot as never}
        view={blbModule.view(snapshot, side)}
        viewer={side}
        legal={legal}
        send={send}
      />
    );
  };
  const mounted = react.mount(board());
  return { container: mounted.container, sent, rerender: () => act(() => render()) };
}

function click(el: Element | null, init: MouseEventInit = {}) {
  expect(el).not.toBeNull();
  act(() => {
    el!.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));
  });
}

const newGame = (seed = 7): BlbActor => createActor(blbModule.machine, { input: { seed, options: blbModule.options.schema.parse({}) } }).start();
const boxesWithRole = (c: HTMLElement, role: string) => [...c.querySelectorAll<SVGGElement>(`.map-box[data-role="${role}"]`)].map((g) => g.getAttribute('data-box')!);

describe("BLB's flat board, played by clicks", () => {
  it('names the turn in words, never "Turn 0"', () => {
    expect(turnText(0)).toBe('Before Game Turn 1 · Aug 3');
    expect(turnText(2)).toBe('Game Turn 2 of 8 · Aug 7-9');
    const actor = newGame();
    const { container } = mountGame(actor, 'german');
    expect(container.querySelector('[data-testid="blb-flat-turn"]')!.textContent).toBe('Before Game Turn 1 · Aug 3');
    expect(container.textContent).not.toMatch(/Turn 0/);
    actor.stop();
  });

  it('6.0: plays the Special German Cavalry Phase: lit stack, lit destinations with MP, click, the machine accepts', () => {
    const actor = newGame();
    const { container, sent } = mountGame(actor, 'german');
    let moves = 0;
    for (let guard = 0; guard < 40; guard++) {
      const snap = actor.getSnapshot();
      if (blbModule.turn(snap) !== 0) break;
      // A Garde Civique may arise in front of the cavalry (6.2): its prompt's main button answers it.
      const prompt = container.querySelector('[data-testid="table-prompt"] .ti-choice.primary');
      if (prompt) {
        click(prompt);
        continue;
      }
      const movable = boxesWithRole(container, 'movable');
      if (movable.length === 0 || moves >= 3) {
        click(container.querySelector('[data-testid="blb-flat-end-movement"]'));
        continue;
      }
      // Pick the first lit stack: its box turns to 'selected' and its destinations light with their MP.
      const from = movable[0]!;
      click(container.querySelector(`.map-box[data-box="${from}"]`));
      expect(container.querySelector(`.map-box[data-box="${from}"]`)!.classList.contains('selected')).toBe(true);
      expect(container.querySelector('[data-testid="move-selection"]')!.textContent).toContain(`Moving from ${BOX[from]!.name}`);
      const dests = boxesWithRole(container, 'dest');
      expect(dests.length).toBeGreaterThan(0);
      // The lit destinations are exactly the legal moves' destinations for the chosen group, each labelled with its cost.
      const view = asBlbView(blbModule.view(snap, 'german'));
      const legal = blbModule.legalEvents(snap).filter((e) => e.side === 'german');
      const unitBox = (id: string) => view.units[id]?.box ?? null;
      // The group chosen first is the largest (the whole stack), its button pressed.
      const group = moveGroupsFrom(legal as never, from, unitBox)[0]!;
      expect(container.querySelector('[data-testid="move-selection"] .table3d-groups button[aria-pressed="true"]')!.textContent).toBe(group.label);
      const expected = moveTargets(legal as never, group.units, unitBox);
      expect(dests.sort()).toEqual(expected.map((t) => t.box).sort());
      const far = expected[expected.length - 1]!;
      const label = container.querySelector(`[data-testid="flat-label"][data-label-box="${far.box}"]`);
      if (label) expect(label.textContent).toMatch(new RegExp(`^${far.cost} MP`));
      const before = sent.length;
      click(container.querySelector(`.map-box[data-box="${far.box}"]`));
      expect(sent.length).toBe(before + 1);
      const ev = sent.at(-1) as unknown as { type: string; units: string[]; path: string[] };
      expect(ev.type).toBe('move');
      expect(ev.path.at(-1)).toBe(far.box);
      // Accepted: the units stand in their new box, or a Garde Civique stopped them on the way (6.2).
      const after = actor.getSnapshot().context as { units: Record<string, { box: string }>; pendingGc: unknown };
      if (!after.pendingGc) expect(ev.units.every((u) => ev.path.includes(after.units[u]!.box))).toBe(true);
      moves++;
    }
    expect(moves).toBeGreaterThanOrEqual(3);
    // Movement ended by the board's own button (5.2), then any combat the Garde Civique brought (its prompts).
    expect(sent.some((e) => e.type === 'endMovement')).toBe(true);
    // The phase is over: Game Turn 1's chit pull, and the cup is lit in the board's toolbar.
    expect(blbModule.turn(actor.getSnapshot())).toBe(1);
    expect(container.querySelector('[data-testid="blb-flat-turn"]')!.textContent).toBe('Game Turn 1 of 8 · Aug 4-6');
    const cup = container.querySelector('[data-testid="blb-flat-cup"]');
    expect(cup).not.toBeNull();
    click(cup);
    expect(sent.at(-1)!.type).toBe('drawChit');
    actor.stop();
  });

  it('6.0: where several routes lead to a box, Shift-click opens the route chooser and its route is sent', () => {
    const actor = newGame();
    const { container, sent } = mountGame(actor, 'german');
    const legal = blbModule.legalEvents(actor.getSnapshot()).filter((e) => e.side === 'german');
    const view = asBlbView(blbModule.view(actor.getSnapshot(), 'german'));
    const unitBox = (id: string) => view.units[id]?.box ?? null;
    // A stack with a destination reached by several routes.
    let pick: { from: string; box: string; routes: string[][] } | null = null;
    for (const from of boxesWithRole(container, 'movable')) {
      const group = moveGroupsFrom(legal as never, from, unitBox)[0]!;
      const t = moveTargets(legal as never, group.units, unitBox).find((d) => d.routes.length > 1);
      if (t) {
        pick = { from, box: t.box, routes: t.routes.map((r) => r.path) };
        break;
      }
    }
    expect(pick).not.toBeNull();
    click(container.querySelector(`.map-box[data-box="${pick!.from}"]`));
    expect(container.querySelector(`[data-testid="flat-label"][data-label-box="${pick!.box}"]`)!.textContent).toMatch(new RegExp(`${pick!.routes.length} routes$`));
    click(container.querySelector(`.map-box[data-box="${pick!.box}"]`), { shiftKey: true });
    expect(sent).toHaveLength(0);
    const card = container.querySelector('[data-testid="route-chooser"]');
    expect(card).not.toBeNull();
    const buttons = [...card!.querySelectorAll<HTMLButtonElement>('.route-choice')];
    expect(buttons.map((b) => b.dataset.route)).toEqual(pick!.routes.map((r) => r.join('>')));
    click(buttons[1]!);
    expect(sent).toHaveLength(1);
    expect((sent[0] as unknown as { path: string[] }).path).toEqual(pick!.routes[1]);
    actor.stop();
  });

  it('6.0: a click on an unlit box says which rule refuses it (explainIllegal)', () => {
    const actor = newGame();
    const { container, sent } = mountGame(actor, 'german');
    const from = boxesWithRole(container, 'movable')[0]!;
    click(container.querySelector(`.map-box[data-box="${from}"]`));
    const lit = new Set(boxesWithRole(container, 'dest'));
    // A box far out of reach (Brussels): the move there is refused for its cost.
    expect(lit.has('brussels')).toBe(false);
    click(container.querySelector('.map-box[data-box="brussels"]'));
    const why = container.querySelector('[data-testid="table-why-not"]');
    expect(why).not.toBeNull();
    // The rules' reason for the cheapest path there: too few MP (6.0), or an enemy box on the way (6.2).
    expect(why!.textContent).toMatch(/^Not allowed: (.*MP left; the path costs \d+ \(6\.0\)|Units entering .+ must stop: it holds the enemy \(6\.2\))\.$/);
    expect(why!.getAttribute('role')).toBe('status');
    expect(sent).toHaveLength(0);
    actor.stop();
  });
});

/** Plays smart bots from `seed` until an event of `type` is legal; the actor is left there. */
function playUntil(seed: number, type: string, limit = 4000): { actor: BlbActor; side: string } | null {
  const actor = newGame(seed);
  const rng = Rng.seeded(seed ^ 0x5eed);
  for (let i = 0; i < limit; i++) {
    const snap = actor.getSnapshot();
    const legal = blbModule.legalEvents(snap);
    if (legal.length === 0) break;
    const wanted = legal.find((e) => e.type === type);
    if (wanted) return { actor, side: wanted.side };
    const side = legal[0]!.side;
    actor.send(blbModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
  }
  actor.stop();
  return null;
}

describe("BLB's flat board offers every decision the 3D table offers by click", () => {
  const TYPES = ['drawChit', 'chooseCombat', 'roll', 'takeLoss', 'retreat', 'advance', 'playEvent', 'pass', 'chooseActivation', 'gcChoice', 'announce', 'rollAtrocities', 'activateArmy'];
  for (const type of TYPES) {
    it(`${type}: each target and prompt button on the flat board sends its legal event`, () => {
      let found: ReturnType<typeof playUntil> = null;
      for (let seed = 1; seed <= 8 && !found; seed++) found = playUntil(seed, type);
      if (!found) return expect.fail(`no game reached a legal ${type}`);
      const { actor, side } = found;
      const snap = actor.getSnapshot();
      const legal = blbModule.legalEvents(snap).filter((e) => e.side === side);
      const view = asBlbView(blbModule.view(snap, side));
      const { targets, prompts } = tableTargets(legal, view);
      const reached = new Set<string>();
      // Each target: its place on the flat map (a box, a stack chip, the cup, a pulled chit), on a copy of the game.
      for (const t of targets) {
        const copy = createActor(blbModule.machine, { snapshot: actor.getPersistedSnapshot() as never, input: undefined as never }).start();
        const { container, sent } = mountGame(copy, side);
        const chip = t.place.includes(':') && !t.place.startsWith('chit:') ? chipOf(t.place, view) : null;
        const el =
          t.role === 'draw'
            ? container.querySelector('[data-testid="blb-flat-cup"]')
            : t.role === 'event'
              ? container.querySelector(`.blb-flat-chit.lit[data-chit="${t.place.slice(5)}"]`)
              : chip
                ? container.querySelector(`[data-stack="${chip.box}:${chip.chip}"]`)
                : container.querySelector(`.map-box[data-box="${t.place}"]`);
        expect(el, `${t.id} on the flat board`).not.toBeNull();
        if (t.role !== 'draw' && t.role !== 'event') expect(el!.getAttribute('data-role'), t.id).toBe(t.role);
        click(el);
        const first = t.choices.find((c) => c.event);
        if (first && t.choices.length > 1) {
          // Several choices: the chooser lists them; its first event choice sends.
          click(container.querySelector('[data-testid="table-chooser"] .ti-choice[data-kind="event"]'));
        }
        if (first) {
          expect(sent, t.id).toHaveLength(1);
          expect(legal.map((e) => JSON.stringify(e))).toContain(JSON.stringify(sent[0]));
          reached.add(sent[0]!.type);
        } else {
          // A choice of the table's own (a fort toggled, a retreating unit picked): nothing is sent.
          expect(sent, t.id).toHaveLength(0);
        }
        copy.stop();
        react.unmount();
      }
      // Each prompt's buttons that send an event.
      for (const p of prompts) {
        for (let i = 0; i < p.choices.length; i++) {
          const c = p.choices[i]!;
          if (!c.event) continue;
          const probe = createActor(blbModule.machine, { snapshot: actor.getPersistedSnapshot() as never, input: undefined as never }).start();
          const { container, sent } = mountGame(probe, side);
          const card = container.querySelector(`[data-testid="table-prompt"][data-prompt="${p.id}"]`);
          expect(card, p.id).not.toBeNull();
          click(card!.querySelectorAll('.ti-choices .ti-choice')[i]!);
          expect(sent).toHaveLength(1);
          expect(JSON.stringify(sent[0])).toBe(JSON.stringify(c.event));
          reached.add(sent[0]!.type);
          probe.stop();
          react.unmount();
        }
      }
      expect([...reached]).toContain(type);
      actor.stop();
    });
  }
});
