// La Petite Guerre's guided first turn (module.guide, machines/lpg/guide.ts) for teach mode: every
// step names a real state of the machine once, with a paragraph citing real sections ("§6") that
// include its state's own; a bot game's first turn goes through the steps in the guide's order; the
// teaching gate ticks the whole tour off by Turn 2. The American Combat phase is seldom fought in
// Turn 1 (the armies must meet): the gate counts it passed, and one seed that fights it is checked.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../machines/lpg/index';
import { lpgMachine } from '../../machines/lpg/machine';
import { stateMeta, TeachGate } from '../../src/app/teachGate';
import { activePaths } from '../../src/core/introspect';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { manualScheduler } from '../support/manualScheduler';
import ruleText from '../../src/games/lpg/ruleText.json';
import { LPG_EVENT_TYPES } from '../../src/games/lpg/legal';

const guide = lpgModule.guide!;
const SECTIONS = new Set(Object.keys(ruleText.sections));
/** Citations in a paragraph: "§n". */
const citations = (text: string): string[] => [...text.matchAll(/§(\d+)/g)].map((m) => m[1]!);

/** Every state id of the chart, dot-joined without the machine id. */
function stateIds(): Set<string> {
  const out = new Set<string>();
  const walk = (node: { path: string[]; states?: Record<string, unknown> }) => {
    for (const child of Object.values(node.states ?? {}) as { path: string[]; states?: Record<string, unknown> }[]) {
      out.add(child.path.join('.'));
      walk(child);
    }
  };
  walk(lpgMachine.root as unknown as { path: string[]; states?: Record<string, unknown> });
  return out;
}

/** Plays random bots until Turn 2 begins, recording every state entered in Turn 1 in order of first entry (transient ones too). */
function playFirstTurn(seed: number) {
  const entered: string[] = [];
  const record = (snapshot: unknown) => {
    const s = snapshot as Parameters<typeof activePaths>[0] & { context?: { turn: number } };
    if (!s?.context || s.context.turn > 1) return;
    for (const p of activePaths(s)) if (!entered.includes(p)) entered.push(p);
  };
  const actor = createActor(lpgModule.machine, {
    input: { seed, options: lpgModule.options.defaults },
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' || ev.type === '@xstate.snapshot') record((ev as { snapshot: unknown }).snapshot);
    },
  });
  actor.start();
  const rng = Rng.seeded(seed);
  for (let n = 0; n < 5000; n++) {
    const s = actor.getSnapshot();
    if (lpgModule.turn(s) > 1 || lpgModule.result(s)) break;
    const legal = lpgModule.legalEvents(s);
    const side = legal[0]!.side;
    actor.send(lpgModule.bots.random({ snapshot: s, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  const turn = lpgModule.turn(actor.getSnapshot());
  actor.stop();
  return { entered, turn };
}

describe('La Petite Guerre guided first turn (module.guide)', () => {
  it('§1 every guide step names a state of the chart, once, in the order of play, with a paragraph citing real sections including its own', () => {
    expect(guide.title).toBe('Turn 1 tour');
    const ids = stateIds();
    expect(guide.steps.map((s) => s.state)).toEqual([
      'gameTurn.weather',
      'gameTurn.americanPlayerTurn.commandPhase',
      'gameTurn.americanPlayerTurn.movementPhase',
      'gameTurn.americanPlayerTurn.combatPhase',
      'gameTurn.americanPlayerTurn.reinforcementPhase',
      'gameTurn.britishPlayerTurn',
    ]);
    for (const step of guide.steps) {
      expect(ids.has(step.state), step.state).toBe(true);
      const meta = stateMeta(lpgModule, step.state);
      expect(meta, step.state).not.toBeNull();
      expect(step.text.length, step.state).toBeGreaterThan(200);
      const cited = citations(step.text);
      for (const n of cited) expect(SECTIONS.has(n), `${step.state} cites §${n}`).toBe(true);
      expect(cited, step.state).toContain(meta!.rule);
      // Plain words for a learner: no state or event ids (the ids that are not plain words: "endCommand", "placePhantom").
      for (const type of LPG_EVENT_TYPES.filter((t) => /[A-Z]/.test(t))) expect(step.text, step.state).not.toContain(type);
      expect(step.text).not.toMatch(/Phase\b|PlayerTurn|gameTurn/);
    }
  });

  it('§3-§16 the phases cite the sections they teach: command radius, reconnaissance and cards; movement, forced march and stacking; calls, cards and losses; supply and reinforcements', () => {
    const text = (state: string) => guide.steps.find((s) => s.state === state)!.text;
    expect(citations(text('gameTurn.americanPlayerTurn.commandPhase'))).toEqual(expect.arrayContaining(['3', '4', '5']));
    expect(citations(text('gameTurn.americanPlayerTurn.movementPhase'))).toEqual(expect.arrayContaining(['6', '7', '9']));
    expect(citations(text('gameTurn.americanPlayerTurn.combatPhase'))).toEqual(expect.arrayContaining(['10', '11', '12', '13']));
    expect(citations(text('gameTurn.americanPlayerTurn.reinforcementPhase'))).toEqual(expect.arrayContaining(['14', '15', '16']));
    expect(citations(text('gameTurn.britishPlayerTurn'))).toEqual(expect.arrayContaining(['1', '2']));
  });

  it("a random-bot game's first turn enters the guide's steps in the guide's order", () => {
    for (const seed of [1, 2, 3]) {
      const { entered, turn } = playFirstTurn(seed);
      expect(turn, `seed ${seed}`).toBe(2);
      const reached = guide.steps.filter((s) => entered.includes(s.state));
      // Every step but the American Combat phase (fought only where the armies met) is reached.
      for (const step of guide.steps) if (step.state !== 'gameTurn.americanPlayerTurn.combatPhase') expect(entered, `seed ${seed}: ${step.state}`).toContain(step.state);
      const order = reached.map((s) => entered.indexOf(s.state));
      expect(order, `seed ${seed}`).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('a first turn where the Americans fight (the first of seeds 1-40 that does) enters all six steps in order', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { entered } = playFirstTurn(seed);
      if (!entered.includes('gameTurn.americanPlayerTurn.combatPhase')) continue;
      const order = guide.steps.map((s) => entered.indexOf(s.state));
      expect(order.every((i) => i >= 0), `seed ${seed}`).toBe(true);
      expect(order, `seed ${seed}`).toEqual([...order].sort((a, b) => a - b));
      return;
    }
    throw new Error('no first turn of seeds 1-40 fought an American battle');
  });

  it('the teaching gate ticks the whole tour as a bot game plays its first turn, the phases it stopped in seen', () => {
    const session = new GameSession(lpgModule, { seed: 7 });
    const gate = new TeachGate({ module: lpgModule, scheduler: manualScheduler().scheduler, speed: 'normal' });
    const rng = Rng.seeded(7);
    const settled = new Set<string>();
    gate.observe(session.snapshot);
    // The game first stops in the American Command phase: the weather was passed through.
    expect(gate.current.guide).toMatchObject({ title: 'Turn 1 tour', done: 2, complete: false, current: 1 });
    for (let n = 0; n < 5000 && lpgModule.turn(session.snapshot) < 2; n++) {
      for (const p of activePaths(session.snapshot)) settled.add(p);
      const legal = lpgModule.legalEvents(session.snapshot);
      const side = legal[0]!.side;
      session.send(lpgModule.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
      gate.observe(session.snapshot);
      // The tour is complete once the British player turn, its last step, is reached.
      if (lpgModule.turn(session.snapshot) < 2) expect(gate.current.guide!.complete).toBe(settled.has('gameTurn.britishPlayerTurn') || activePaths(session.snapshot).includes('gameTurn.britishPlayerTurn'));
    }
    expect(lpgModule.turn(session.snapshot)).toBe(2);
    const progress = gate.current.guide!;
    expect(progress.complete).toBe(true);
    expect(progress.done).toBe(guide.steps.length);
    for (const step of progress.steps) expect(step.seen, step.state).toBe(settled.has(step.state));
    expect(progress.steps.find((s) => s.state === 'gameTurn.weather')).toMatchObject({ seen: false, passed: true });
    for (const state of ['gameTurn.americanPlayerTurn.commandPhase', 'gameTurn.americanPlayerTurn.movementPhase', 'gameTurn.americanPlayerTurn.reinforcementPhase', 'gameTurn.britishPlayerTurn']) {
      expect(progress.steps.find((s) => s.state === state), state).toMatchObject({ seen: true });
    }
    // Each step carries its teaching card's section.
    for (const step of progress.steps) expect(SECTIONS.has(step.rule), step.state).toBe(true);
  });

  it('teach mode explains a refusal in plain words: the decision by its name and the step by its title, never an id (explainPlain)', () => {
    const session = new GameSession(lpgModule, { seed: 7 });
    // What happens now, in one plain sentence with its section: no state path, no id.
    expect(lpgModule.describe(session.snapshot)).toMatch(/^Turn 1 \(October 1776, week 1\), (clear|rain): the American Command phase \(§3\)\.$/);
    const why = lpgModule.explainPlain!(session.snapshot, { type: 'move', side: 'american', stack: 'washington', to: '1906', forcedMarch: false });
    expect(why).toContain('"Move a stack" is not a decision of Command phase (§3 The Command phase: in command)');
    const notYours = lpgModule.explainPlain!(session.snapshot, { type: 'draw', side: 'british' });
    expect(notYours).toBe('"Draw an action card" is the American player\'s decision now, not the British player\'s (Command phase (§3 The Command phase: in command)).');
  });
});
