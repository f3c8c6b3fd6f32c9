// @vitest-environment happy-dom
// Teach mode's guidance with two human players (the start menu's default): the card never stalls.
// Held, it shows Next and a preview of what comes; after Next it says what to do in plain words,
// names the places the table lights (the game's `words`) and offers the first choices. Following
// only what the card says (Next, or the first choice it offers) reaches Game Turn 2 in both games.
// The "why not?" list and its answers use plain words: no camelCase event type, no state id.
import { afterEach, describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { explainWhyNot, machineEventTypes, stateNodes } from '../../src/app/teachGate';
import { leafPath } from '../../src/core/introspect';
import type { AnyGameModule, GameEvent } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { plainEventName, teachTodo } from '../../src/ui/teach/plainWords';
import { click, renderApp, type Rendered } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const card = (r: Rendered) => r.$('[data-testid="teach-step"]')!;
const liveSnapshot = (r: Rendered) => r.host.getState().controller!.currentSession.snapshot;

/** Follows the card: Next while it holds, else the first choice it offers. Returns the clicks made. */
async function followTheCard(r: Rendered, module: AnyGameModule, untilTurn: number, maxClicks: number): Promise<{ clicks: number; nexts: number }> {
  let clicks = 0;
  let nexts = 0;
  while (Number(card(r).dataset.turn) < untilTurn) {
    if (clicks >= maxClicks) throw new Error(`Still on turn ${card(r).dataset.turn} after ${clicks} clicks (step ${card(r).dataset.statePath}).`);
    const next = r.$('[data-testid="teach-next"]');
    if (next) {
      // Held: the card previews the decisions to come, with no buttons yet.
      expect(r.$$('[data-testid="teach-do"]')).toHaveLength(0);
      await click(next);
      nexts++;
    } else {
      const todo = r.$('[data-testid="teach-todo"]');
      expect(todo, `the card says what to do at ${card(r).dataset.statePath}`).not.toBeNull();
      expect(todo!.dataset.live).toBe('true');
      // The card names the places the table lights for these decisions (the game's words).
      const legal = module.legalEvents(liveSnapshot(r));
      const places = [...new Set(legal.map((e: GameEvent) => module.words!.placeOf!(liveSnapshot(r), e)).filter((p): p is string => !!p))];
      expect(todo!.dataset.places!.split('|').filter(Boolean).sort()).toEqual([...places].sort());
      const first = r.$('[data-testid="teach-do"]');
      expect(first, 'the card offers a choice').not.toBeNull();
      await click(first);
    }
    clicks++;
  }
  return { clicks, nexts };
}

describe('teach mode guidance with two humans', () => {
  it('Brave Little Belgium: step 1 says what to do and where, and following the card reaches Game Turn 2', async () => {
    app = await renderApp('?game=blb&mode=teach&players=human,human&seed=7&speed=instant');
    expect(card(app).dataset.holding).toBe('true');
    // Held: Next, and a preview naming the stacks the table will light.
    const preview = app.$('[data-testid="teach-todo"]')!;
    expect(preview.dataset.live).toBe('false');
    expect(preview.textContent).toMatch(/After Next, German/);
    expect(preview.textContent).toContain('Click a lit stack (');
    await click(app.$('[data-testid="teach-next"]'));
    // Released: the card says what to do, names the lit stacks and offers choices; no stale "pick one below".
    const todo = app.$('[data-testid="teach-todo"]')!;
    expect(todo.dataset.live).toBe('true');
    expect(todo.textContent).toContain('Your decision · German');
    const froms = new Set(
      blbModule
        .legalEvents(liveSnapshot(app))
        .filter((e) => e.type === 'move')
        .map((e) => blbModule.words!.placeOf!(liveSnapshot(app!), e)!),
    );
    expect(froms.size).toBeGreaterThan(0);
    const how = todo.querySelector('[data-event-type="move"] .teach-how')!.textContent!;
    expect(how).toMatch(/^Click a lit stack \(.+\) to move it/);
    for (const box of froms) expect(how).toContain(box);
    expect(todo.querySelector('[data-testid="teach-do"][data-event-type="endMovement"]')!.textContent).toBe('End movement');
    expect(card(app).textContent).not.toContain('pick one below');

    const { clicks, nexts } = await followTheCard(app, blbModule, 2, 400);
    expect(nexts).toBeGreaterThan(3);
    expect(clicks).toBeGreaterThan(nexts);
    expect(blbModule.turn(liveSnapshot(app))).toBe(2);
    expect(app.$('[data-testid="game-result"]')).toBeNull();
  });

  it('Belle Epoque: following the card (Next, or its first choice) reaches Game Turn 2', async () => {
    app = await renderApp('?game=belle-epoque&mode=teach&players=human,human&seed=7&speed=instant');
    await click(app.$('[data-testid="teach-next"]'));
    const first = app.$('[data-testid="teach-todo"]')!;
    // The first decision is a unit to activate: the card names where the lit units stand.
    expect(first.querySelector('.teach-how')?.textContent ?? '').toMatch(/Click a lit unit \([a-z]\d+/);
    const { clicks } = await followTheCard(app, belleModule, 2, 600);
    expect(clicks).toBeGreaterThan(20);
    expect(belleModule.turn(liveSnapshot(app))).toBe(2);
  });
});

// --- plain words -------------------------------------------------------------------------------

const CAMEL = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/;

/** Every event type and state id of the machine, the forms an id would take in a sentence. */
function idForms(module: AnyGameModule): string[] {
  const keys = new Set<string>();
  for (const path of stateNodes(module).keys()) keys.add(path.split('.').pop()!);
  for (const type of machineEventTypes(module)) keys.add(type);
  return [...keys].flatMap((k) => [`"${k}"`, `(${k})`, `'${k}'`]);
}

function expectPlain(text: string, module: AnyGameModule, where: string): void {
  expect(text, where).not.toMatch(CAMEL);
  for (const form of idForms(module)) expect(text.includes(form), `${where}: ${form} in ${text}`).toBe(false);
}

/** Plays a bot game, asking "why not?" for every closed decision at each new step; returns the answers checked. */
function askEveryStep(module: AnyGameModule, seed: number, asked: Set<string>): number {
  const types = machineEventTypes(module);
  const session = new GameSession(module, { seed });
  const rng = Rng.seeded(seed);
  let answers = 0;
  for (let i = 0; i < 1500 && !module.result(session.snapshot); i++) {
    const snap = session.snapshot;
    const leaf = leafPath(snap);
    const legal = module.legalEvents(snap);
    if (!asked.has(leaf)) {
      asked.add(leaf);
      for (const side of module.sides) {
        const open = new Set(legal.filter((e: GameEvent) => e.side === side).map((e: GameEvent) => e.type));
        for (const type of types.filter((t) => !open.has(t))) {
          expectPlain(explainWhyNot(module, snap, type, side), module, `${leaf} ${type} ${side}`);
          answers++;
        }
      }
      // The card's how-to lines for what is open now are plain too.
      const todo = teachTodo(module, snap, legal.map((event: GameEvent) => ({ event, label: module.labelEvent(snap, event) })));
      for (const g of todo.groups) expectPlain(`${g.name} ${g.how ? g.how.before + g.how.places + g.how.after : ''}`, module, leaf);
    }
    // Smart bots close with the enemy, so the fighting steps are reached too.
    const side = legal[0]!.side;
    const pick = module.bots.smart({ snapshot: snap, side, legal: legal.filter((e: GameEvent) => e.side === side), rng });
    expect(session.send(pick).ok).toBe(true);
  }
  return answers;
}

describe('"why not?" in plain words', () => {
  for (const module of [blbModule, belleModule] as AnyGameModule[]) {
    it(`${module.id}: every decision has a plain name, and no answer names an event type or a state id`, () => {
      const types = machineEventTypes(module);
      for (const type of types) {
        expect(module.words!.events[type], type).toEqual(expect.any(String));
        expectPlain(plainEventName(module, type), module, type);
      }
      // Bot games: every step reached, every closed decision, for both sides.
      const asked = new Set<string>();
      let answers = 0;
      for (const seed of [11, 12, 13]) answers += askEveryStep(module, seed, asked);
      expect(asked.size).toBeGreaterThanOrEqual(5);
      expect(answers).toBeGreaterThan(50);
    });
  }

  it('explainPlain keeps the rule and names the step by its title; explainIllegal keeps its wording', () => {
    const snap = new GameSession(blbModule, { seed: 7 }).snapshot;
    const event = { type: 'chooseCombat', side: 'german' } as never;
    expect(blbModule.explainIllegal(snap, event)).toMatch(/"chooseCombat" is not a decision of this step \(moving\)/);
    const plain = blbModule.explainPlain!(snap, event)!;
    expect(plain).toMatch(/^"Choose the next combat" is not a decision of Move units \(6\.0\): 6\.0 Movement/);
    expectPlain(plain, blbModule, 'explainPlain');
    // A legal event is legal in both.
    const legal = blbModule.legalEvents(snap)[0]!;
    expect(blbModule.explainPlain!(snap, legal)).toBeNull();
  });

  it('the "why not?" panel shows plain names, and its answer in the card names no event type', async () => {
    app = await renderApp('?game=belle-epoque&mode=teach&players=human,human&seed=7&speed=instant');
    const asks = app.$$('[data-testid="why-not"] button');
    expect(asks.length).toBeGreaterThan(3);
    for (const b of asks) expectPlain(b.textContent ?? '', belleModule, 'button');
    const endActivation = asks.find((b) => b.dataset.eventType === 'endActivation')!;
    expect(endActivation.textContent).toBe('End the activation?');
    await click(endActivation);
    expectPlain(app.$('[data-testid="why-not-answer"]')!.textContent ?? '', belleModule, 'answer');
    expectPlain(app.$('[data-testid="teach-why-not"]')!.textContent ?? '', belleModule, 'card');
    expect(app.$('[data-testid="teach-why-not"]')!.textContent).toContain('Why not "End the activation"?');
  });
});
