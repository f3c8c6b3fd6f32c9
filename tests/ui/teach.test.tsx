// @vitest-environment happy-dom
// Teach mode in the DOM: the teaching card names the step with its rule (from the machine's
// meta), the ribbon lights it, play holds until Next (button or Space), "Why not?" answers with a
// rule number, a refused decision is explained in the card; and the guided first turn: every
// guide step is a real state and a random-bot game's first turn goes through all of them.
import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { stateMeta, TeachGate } from '../../src/app/teachGate';
import { activePaths, leafMeta, leafPath } from '../../src/core/introspect';
import type { GameEvent } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { manualScheduler } from '../support/manualScheduler';
import { click, press, renderApp, type Rendered } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const RULE = /\d+\.\d/;
const card = (r: Rendered) => r.$('[data-testid="teach-step"]')!;
const actionButtons = (r: Rendered) => r.$$('[data-testid="actions"] button');

describe('teach mode screen', () => {
  it('shows the step with its rule and title, lit on the ribbon, and holds the decisions until Next', async () => {
    app = await renderApp('?game=blb&mode=teach&players=human,smart&seed=7&speed=fast');
    const fresh = new GameSession(blbModule, { seed: 7 });
    const meta = leafMeta(fresh.snapshot)!;
    const path = leafPath(fresh.snapshot);
    expect(card(app).dataset.rule).toBe(meta.rule);
    expect(card(app).dataset.statePath).toBe(path);
    expect(card(app).dataset.holding).toBe('true');
    expect(app.$('[data-testid="teach-title"]')!.textContent).toBe(meta.title);
    expect(card(app).textContent).toContain(`rule ${meta.rule}`);
    expect(card(app).textContent).toContain('Step 1');
    expect(app.$('[data-testid="teach-narration"]')!.textContent).toContain(blbModule.describe(fresh.snapshot));
    // The ribbon lights the taught step's chip.
    const lit = app.$$('.ribbon-chip.teach-lit');
    expect(lit).toHaveLength(1);
    expect(path === lit[0]!.dataset.path || path.startsWith(`${lit[0]!.dataset.path}.`)).toBe(true);
    // Held: no decisions yet, the status says why; the tour shows the first phase.
    expect(actionButtons(app)).toHaveLength(0);
    expect(app.$('[data-testid="actions-status"]')!.textContent).toMatch(/press Next/);
    expect(app.$('[data-testid="teach-tour"]')!.textContent).toContain('Turn 1 tour: 1 of 7 phases seen');
    expect(app.$('[data-testid="teach-guide-text"]')!.textContent).toContain('Special German Cavalry Phase');

    await click(app.$('[data-testid="teach-next"]'));
    expect(card(app).dataset.holding).toBe('false');
    expect(app.$('[data-testid="teach-next"]')).toBeNull();
    expect(actionButtons(app).length).toBe(blbModule.legalEvents(fresh.snapshot).length);
  });

  it('Space is "next": it releases the hold, and a new step holds again', async () => {
    app = await renderApp('?game=blb&mode=teach&players=human,human&seed=7&speed=fast');
    expect(card(app).dataset.holding).toBe('true');
    await press(' ');
    expect(card(app).dataset.holding).toBe('false');
    const before = card(app).dataset.statePath;
    // End the movement step: the game enters a new step and the card holds on it.
    const end = actionButtons(app).find((b) => b.dataset.eventType === 'endMovement');
    expect(end).toBeDefined();
    await click(end!);
    expect(card(app).dataset.statePath).not.toBe(before);
    expect(card(app).dataset.holding).toBe('true');
    expect(card(app).dataset.step).toBe('2');
    const meta = stateMeta(blbModule, card(app).dataset.statePath!)!;
    expect(card(app).dataset.rule).toBe(meta.rule);
    await press('n');
    expect(card(app).dataset.holding).toBe('false');
  });

  it('"Why not?" lists closed decisions and answers with a rule number, in the panel and the card', async () => {
    app = await renderApp('?game=blb&mode=teach&players=human,smart&seed=7&speed=fast');
    const asks = app.$$('[data-testid="why-not"] button');
    const types = asks.map((b) => b.dataset.eventType);
    expect(types).toContain('rollAtrocities');
    expect(types).toContain('drawChit');
    const open = new Set(blbModule.legalEvents(new GameSession(blbModule, { seed: 7 }).snapshot).map((e: GameEvent) => e.type));
    for (const t of open) expect(types).not.toContain(t);
    await click(asks.find((b) => b.dataset.eventType === 'rollAtrocities')!);
    expect(app.$('[data-testid="why-not-answer"]')!.textContent).toMatch(RULE);
    // Plain words: the decision's plain name, never its event type.
    expect(app.$('[data-testid="teach-why-not"]')!.textContent).toMatch(/Why not "Roll for atrocities"\?.*\d+\.\d/);
  });

  it('outside teach mode there is no teaching card or "Why not?" panel', async () => {
    app = await renderApp('?game=blb&mode=play&players=human,human&seed=7');
    expect(app.$('[data-testid="teach-step"]')).toBeNull();
    expect(app.$('[data-testid="why-not"]')).toBeNull();
    expect(app.$$('.ribbon-chip.teach-lit')).toHaveLength(0);
  });
});

describe('guided first turn (module.guide)', () => {
  const guide = blbModule.guide!;

  it('every guide step names a real state of the machine, in the order of play, with text', () => {
    expect(guide.steps.length).toBeGreaterThanOrEqual(5);
    for (const step of guide.steps) {
      expect(stateMeta(blbModule, step.state), step.state).not.toBeNull();
      expect(step.text.length).toBeGreaterThan(80);
      // Each paragraph cites at least one rule number.
      expect(step.text).toMatch(RULE);
    }
    expect(new Set(guide.steps.map((s) => s.state)).size).toBe(guide.steps.length);
  });

  it("a random-bot game's first turn enters every guide step (so the tour is completable)", () => {
    // Every state entered, transient ones (Clean Up) included, from xstate's microsteps.
    const entered = new Set<string>();
    const record = (snapshot: unknown) => {
      const s = snapshot as Parameters<typeof activePaths>[0] & { context: { turn: number } };
      if (s?.context && s.context.turn <= 1) for (const p of activePaths(s)) entered.add(p);
    };
    const actor = createActor(blbModule.machine, {
      input: { seed: 7, options: blbModule.options.defaults },
      inspect: (ev) => {
        if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') record((ev as { snapshot: unknown }).snapshot);
      },
    });
    actor.start();
    const rng = Rng.seeded(7);
    for (let n = 0; n < 5000; n++) {
      const s = actor.getSnapshot();
      if (blbModule.turn(s) > 1 || blbModule.result(s)) break;
      const legal = blbModule.legalEvents(s);
      const side = legal[0]!.side;
      actor.send(blbModule.bots.random({ snapshot: s, side, legal: legal.filter((e) => e.side === side), rng }));
    }
    expect(blbModule.turn(actor.getSnapshot())).toBe(2);
    for (const step of guide.steps) expect(entered.has(step.state), step.state).toBe(true);
    actor.stop();
  });

  it('the teaching gate ticks the tour as a bot game plays its first turn, and says when it is complete', () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module: blbModule, scheduler: manualScheduler().scheduler, speed: 'normal' });
    const rng = Rng.seeded(7);
    const settled = new Set<string>();
    gate.observe(session.snapshot);
    expect(gate.current.guide).toMatchObject({ title: 'Turn 1 tour', done: 1, complete: false, current: 0 });
    for (let n = 0; n < 5000 && blbModule.turn(session.snapshot) < 2; n++) {
      for (const p of activePaths(session.snapshot)) settled.add(p);
      const legal = blbModule.legalEvents(session.snapshot);
      const side = legal[0]!.side;
      session.send(blbModule.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
      gate.observe(session.snapshot);
      const progress = gate.current.guide!;
      if (blbModule.turn(session.snapshot) < 2) {
        // Inside turn 1 the current guide step is ticked as seen.
        if (progress.current >= 0) expect(progress.steps[progress.current]!.seen).toBe(true);
        expect(progress.complete).toBe(false);
      }
    }
    const progress = gate.current.guide!;
    expect(progress.complete).toBe(true);
    expect(progress.done).toBe(guide.steps.length);
    // Where the game stopped for a decision the step was seen; Clean Up has none and is passed through.
    for (const step of progress.steps) expect(step.seen, step.state).toBe(settled.has(step.state));
    expect(progress.steps.at(-1)).toMatchObject({ state: 'gameTurn.cleanUpPhase', seen: false, passed: true });
  });
});
