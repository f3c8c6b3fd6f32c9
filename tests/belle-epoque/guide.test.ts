// Belle Epoque's guided first turn (module.guide) for teach mode: every step is a real state of
// the machine with a paragraph citing real section headings of the rules, a random-bot game's
// first turn enters every step in the guide's order (so the tour can be completed), and the
// teaching gate ticks the tour off as such a game plays.
//
// Fire, assault, reactions, fall back and carrying the position are not guide steps: the armies
// start on opposite edges and random bots never got within reach in Turn 1 (12 seeds in each
// scenario, when the guide was written), so a tour that waited for them could not be completed.
// They are introduced in the orders step's paragraph instead.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { stateMeta, TeachGate } from '../../src/app/teachGate';
import { activePaths } from '../../src/core/introspect';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { manualScheduler } from '../support/manualScheduler';
import ruleText from '../../src/games/belle-epoque/ruleText.json';

const guide = belleModule.guide!;
const HEADINGS = new Set(Object.keys(ruleText.sections));
/** Citations in a paragraph: section headings in capitals, in brackets, several joined by "; ". */
const citations = (text: string): string[] =>
  [...text.matchAll(/\(([A-Z][A-Z ;]*[A-Z])\)/g)].flatMap((m) => m[1]!.split('; '));

type Options = typeof belleModule.options.defaults;

/**
 * Plays a random-bot game until Turn 2 begins, recording, in order of first entry, every state
 * entered during the opening and Turn 1, transient ones included (from xstate's microsteps).
 */
function playFirstTurn(seed: number, options: Options) {
  const entered: string[] = [];
  const record = (snapshot: unknown) => {
    const s = snapshot as Parameters<typeof activePaths>[0] & { context?: { game: { turn: number } } };
    if (!s?.context || s.context.game.turn > 1) return;
    for (const p of activePaths(s)) if (!entered.includes(p)) entered.push(p);
  };
  const actor = createActor(belleModule.machine, {
    input: { seed, options },
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') record((ev as { snapshot: unknown }).snapshot);
    },
  });
  // The machine starts in deployment and leaves it at once (an always transition), before any
  // microstep is reported; the deploy action on that transition emits this beat.
  let deployed = 0;
  actor.on('armies.deployed', () => deployed++);
  actor.start();
  const rng = Rng.seeded(seed);
  for (let n = 0; n < 5000; n++) {
    const s = actor.getSnapshot();
    if (belleModule.turn(s) > 1 || belleModule.result(s)) break;
    const legal = belleModule.legalEvents(s);
    const side = legal[0]!.side;
    actor.send(belleModule.bots.random({ snapshot: s, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  const turn = belleModule.turn(actor.getSnapshot());
  actor.stop();
  return { entered: deployed === 1 ? ['deployment', ...entered] : entered, turn };
}

describe('Belle Epoque guided first turn (module.guide)', () => {
  it('every guide step names a real state of the machine, once, with a paragraph citing real rule headings', () => {
    expect(guide.title).toBe('Turn 1 tour');
    expect(guide.steps.length).toBeGreaterThanOrEqual(6);
    expect(new Set(guide.steps.map((s) => s.state)).size).toBe(guide.steps.length);
    for (const step of guide.steps) {
      const meta = stateMeta(belleModule, step.state);
      expect(meta, step.state).not.toBeNull();
      expect(step.text.length, step.state).toBeGreaterThan(80);
      const cited = citations(step.text);
      expect(cited.length, step.state).toBeGreaterThan(0);
      for (const heading of cited) expect(HEADINGS.has(heading), `${step.state} cites "${heading}"`).toBe(true);
      // The paragraph cites the section its state's teaching card names.
      expect(cited, step.state).toContain(meta!.rule);
    }
  });

  it('the citation check can fail: an unknown heading or an uncited paragraph is caught', () => {
    expect(citations('Roll (COMMAND POINTS; ACTIVATION) then (1 UD).')).toEqual(['COMMAND POINTS', 'ACTIVATION']);
    expect(HEADINGS.has('CHIT PULL PHASE')).toBe(false);
    expect(citations('No headings here, 4.1 is not one.')).toEqual([]);
  });

  it("a random-bot game's first turn enters every guide step, in the guide's order", () => {
    const { entered, turn } = playFirstTurn(7, belleModule.options.defaults);
    expect(turn).toBe(2);
    expect(entered[0]).toBe('deployment');
    for (const step of guide.steps) expect(entered, step.state).toContain(step.state);
    // The guide's order is the order the game first reaches its steps.
    const order = guide.steps.map((s) => entered.indexOf(s.state));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('the tour is completable whatever the seed and scenario', () => {
    for (const scenario of ['encounter', 'drift'] as const) {
      for (const seed of [1, 2, 3, 11, 42]) {
        const { entered, turn } = playFirstTurn(seed, { ...belleModule.options.defaults, scenario });
        expect(turn, `${scenario} seed ${seed}`).toBe(2);
        for (const step of guide.steps) expect(entered, `${scenario} seed ${seed}: ${step.state}`).toContain(step.state);
      }
    }
  });

  it('the teaching gate ticks the tour as a bot game plays its first turn, and says when it is complete', () => {
    const session = new GameSession(belleModule, { seed: 7 });
    const gate = new TeachGate({ module: belleModule, scheduler: manualScheduler().scheduler, speed: 'normal' });
    const rng = Rng.seeded(7);
    const settled = new Set<string>();
    gate.observe(session.snapshot);
    // The game first stops to choose a unit: deployment, Command Points and the draw were passed through.
    expect(gate.current.guide).toMatchObject({ title: 'Turn 1 tour', done: 4, complete: false, current: 3 });
    for (let n = 0; n < 5000 && belleModule.turn(session.snapshot) < 2; n++) {
      for (const p of activePaths(session.snapshot)) settled.add(p);
      const legal = belleModule.legalEvents(session.snapshot);
      const side = legal[0]!.side;
      session.send(belleModule.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
      gate.observe(session.snapshot);
      const progress = gate.current.guide!;
      if (belleModule.turn(session.snapshot) < 2) {
        if (progress.current >= 0) expect(progress.steps[progress.current]!.seen).toBe(true);
        expect(progress.complete).toBe(false);
      }
    }
    expect(belleModule.turn(session.snapshot)).toBe(2);
    const progress = gate.current.guide!;
    expect(progress.complete).toBe(true);
    expect(progress.done).toBe(guide.steps.length);
    // Where the game stopped for a decision the step was seen; the transient phases were passed through.
    for (const step of progress.steps) expect(step.seen, step.state).toBe(settled.has(step.state));
    for (const state of ['deployment', 'commandPoints', 'activation.drawToken', 'activation.activationDone', 'endOfTurn']) {
      expect(progress.steps.find((s) => s.state === state), state).toMatchObject({ seen: false, passed: true });
    }
    for (const state of ['activation.chooseUnit', 'activation.reactivityTest', 'activation.orders']) {
      expect(progress.steps.find((s) => s.state === state), state).toMatchObject({ seen: true });
    }
    // Each step carries its teaching card's rule heading.
    for (const step of progress.steps) expect(HEADINGS.has(step.rule), step.state).toBe(true);
  });
});
