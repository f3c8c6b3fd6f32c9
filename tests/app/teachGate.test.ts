// Teach mode's gate (src/app/teachGate.ts): it holds at every new step of the sequence of play
// (a new leaf, or the same leaf on a new Game Turn) until next() or the auto-advance delay,
// never holds a finished game, and inside the GameController it stops the bots and the human's
// decisions while holding; refusals and "Why not?" answers carry a rule number.
import { describe, expect, it } from 'vitest';
import { blbModule, type BlbEvent } from '../../machines/blb/index';
import { GameController } from '../../src/app/gameController';
import { explainWhyNot, machineEventTypes, stateMeta, TeachGate } from '../../src/app/teachGate';
import { parseUrl } from '../../src/app/url';
import { leafMeta, leafPath } from '../../src/core/introspect';
import type { AnyGameModule } from '../../src/core/module';
import { GameSession } from '../../src/core/session';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { manualScheduler } from '../support/manualScheduler';

const RULE = /\d+\.\d/;

const controllerFor = (search: string, clock = manualScheduler()) =>
  new GameController({ module: blbModule, beats: BLB_BEAT_CATALOGUE, config: parseUrl(new URLSearchParams(search), [blbModule]).config, scheduler: clock.scheduler });

/** Sends the first legal event until the active leaf changes; returns how many were sent. */
function advanceToNewLeaf(session: GameSession): number {
  const start = leafPath(session.snapshot);
  let sent = 0;
  while (leafPath(session.snapshot) === start && sent < 200) {
    const legal = session.legal();
    // Prefer an event that ends the step (endMovement) over one that stays in it.
    const event = legal.find((e) => e.type === 'endMovement') ?? legal[0]!;
    expect(session.send(event)).toEqual({ ok: true });
    sent++;
  }
  return sent;
}

describe('TeachGate', () => {
  it('holds at the first step, with the leaf state meta, describe() and the phase behind it', () => {
    const clock = manualScheduler();
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module: blbModule, scheduler: clock.scheduler, speed: 'normal' });
    expect(gate.current.step).toBeNull();
    expect(gate.observe(session.snapshot)).toBe(true);
    const meta = leafMeta(session.snapshot)!;
    const { step } = gate.current;
    expect(gate.current.holding).toBe(true);
    expect(step).toMatchObject({ path: leafPath(session.snapshot), rule: meta.rule, title: meta.title, summary: meta.summary, number: 1 });
    expect(step!.narration).toBe(blbModule.describe(session.snapshot));
    expect(step!.phase).not.toBeNull();
    expect(step!.phase!.rule).toMatch(RULE);
    // No timer without auto-advance: teaching waits for the learner.
    expect(clock.pending()).toBe(0);
    // The same step seen again does not hold anew; next() releases it once.
    expect(gate.observe(session.snapshot)).toBe(false);
    expect(gate.next()).toBe(true);
    expect(gate.current.holding).toBe(false);
    expect(gate.next()).toBe(false);
  });

  it('holds again on a new leaf but not for another decision in the same step', () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module: blbModule, scheduler: manualScheduler().scheduler, speed: 'normal' });
    gate.observe(session.snapshot);
    gate.next();
    advanceToNewLeaf(session);
    expect(gate.observe(session.snapshot)).toBe(true);
    expect(gate.current.step!.number).toBe(2);
    expect(gate.current.step!.path).toBe(leafPath(session.snapshot));
    gate.next();
    // Play on inside one leaf: find a leaf where a decision keeps it (several moves in Movement).
    let stayed = false;
    for (let guard = 0; guard < 400 && !stayed; guard++) {
      const before = leafPath(session.snapshot);
      const legal = session.legal();
      const move = legal.find((e) => e.type === 'move');
      session.send(move ?? legal[0]!);
      const holds = gate.observe(session.snapshot);
      if (leafPath(session.snapshot) === before && session.module.turn(session.snapshot) === gate.current.step!.turn) {
        expect(holds).toBe(false);
        stayed = true;
      }
      gate.next();
    }
    expect(stayed).toBe(true);
  });

  it('holds again on the same leaf when a new Game Turn begins', () => {
    let turn = 1;
    const module: AnyGameModule = { ...blbModule, turn: () => turn };
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module, scheduler: manualScheduler().scheduler, speed: 'normal' });
    expect(gate.observe(session.snapshot)).toBe(true);
    gate.next();
    expect(gate.observe(session.snapshot)).toBe(false);
    turn = 2;
    expect(gate.observe(session.snapshot)).toBe(true);
    expect(gate.current.step!.turn).toBe(2);
  });

  it('auto-advance goes on by itself after 3/6/10 s scaled by speed; at instant it does not hold', () => {
    const clock = manualScheduler();
    let released = 0;
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module: blbModule, scheduler: clock.scheduler, speed: 'normal', auto: 3, onRelease: () => released++ });
    gate.observe(session.snapshot);
    expect(gate.current.holding).toBe(true);
    expect(clock.delays).toEqual([3000]);
    clock.runNext();
    expect(gate.current.holding).toBe(false);
    expect(released).toBe(1);

    // Changing the choice while a step holds re-times it: 10 s at fast speed is 5 s.
    advanceToNewLeaf(session);
    gate.setAuto('off');
    gate.setSpeed('fast');
    gate.observe(session.snapshot);
    expect(gate.current.holding).toBe(true);
    expect(clock.pending()).toBe(0);
    gate.setAuto(10);
    expect(clock.delays.at(-1)).toBe(5000);
    expect(gate.current.auto).toBe(10);
    // Switching to instant with auto on lets the held step go at once.
    gate.setSpeed('instant');
    expect(gate.current.holding).toBe(false);
    expect(released).toBe(2);

    // Instant + auto: a new step is shown but not held; instant without auto still holds.
    advanceToNewLeaf(session);
    expect(gate.observe(session.snapshot)).toBe(false);
    expect(gate.current.step!.number).toBe(3);
    gate.setAuto('off');
    advanceToNewLeaf(session);
    expect(gate.observe(session.snapshot)).toBe(true);
  });

  it('a finished game never holds', () => {
    const module: AnyGameModule = { ...blbModule, result: () => ({ winner: 'entente', level: 'Entente Victory', reason: 'test', rule: '9.0' }) };
    const gate = new TeachGate({ module, scheduler: manualScheduler().scheduler, speed: 'normal' });
    expect(gate.observe(new GameSession(blbModule, { seed: 7 }).snapshot)).toBe(false);
    expect(gate.current.holding).toBe(false);
    expect(gate.current.step).not.toBeNull();
  });

  it('reset forgets the tour and the step; explain() keeps the answer until the step changes', () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const gate = new TeachGate({ module: blbModule, scheduler: manualScheduler().scheduler, speed: 'normal' });
    gate.observe(session.snapshot);
    gate.explain({ type: 'roll', text: '7.3: no roll now.', refused: false });
    expect(gate.current.whyNot).toEqual({ type: 'roll', text: '7.3: no roll now.', refused: false, stepRule: gate.current.step!.rule });
    gate.next();
    advanceToNewLeaf(session);
    gate.observe(session.snapshot);
    expect(gate.current.whyNot).toBeNull();
    expect(gate.current.guide!.done).toBeGreaterThan(0);
    gate.reset(null, { forgetTour: true });
    expect(gate.current).toMatchObject({ holding: false, step: null, stepsSeen: 0 });
    expect(gate.current.guide!.done).toBe(0);
  });
});

describe('machine event types and "why not"', () => {
  it('lists every event type the machine takes, and explains each closed one with a rule number', () => {
    const types = machineEventTypes(blbModule);
    for (const t of ['drawChit', 'move', 'endMovement', 'roll', 'takeLoss', 'retreat', 'announce', 'rollAtrocities', 'placeGc']) expect(types).toContain(t);
    expect(types.some((t) => t.startsWith('xstate.'))).toBe(false);
    const session = new GameSession(blbModule, { seed: 7 });
    const open = new Set(session.legal().map((e) => e.type));
    for (const type of types.filter((t) => !open.has(t))) {
      const text = explainWhyNot(blbModule, session.snapshot, type, 'german');
      expect(text, type).toMatch(RULE);
    }
  });

  it('stateMeta reads a state by path and is null for a name the machine lacks', () => {
    expect(stateMeta(blbModule, 'gameTurn.cleanUpPhase')).toMatchObject({ rule: '4.3', title: 'Clean Up Phase' });
    expect(stateMeta(blbModule, 'gameTurn.noSuchPhase')).toBeNull();
  });
});

describe('GameController in teach mode', () => {
  it('bots do not act while a step holds, even at instant; Next lets them play to the next step', () => {
    const clock = manualScheduler();
    const c = controllerFor('?game=blb&mode=teach&players=smart,smart&seed=7&speed=instant', clock);
    expect(c.getView().teach).toMatchObject({ holding: true, stepsSeen: 1 });
    for (let i = 0; i < 50 && clock.runNext(); i++);
    expect(c.currentSession.length).toBe(0);
    expect(c.getView().thinkingSide).toBeNull();
    c.next();
    expect(c.getView().teach!.holding).toBe(false);
    for (let i = 0; i < 50 && !c.getView().teach!.holding && clock.runNext(); i++);
    const played = c.currentSession.length;
    expect(played).toBeGreaterThan(0);
    expect(c.getView().teach).toMatchObject({ holding: true, stepsSeen: 2 });
    expect(c.getView().teach!.step!.path).toBe(leafPath(c.currentSession.snapshot));
    // Holding again: nothing more is played.
    for (let i = 0; i < 50 && clock.runNext(); i++);
    expect(c.currentSession.length).toBe(played);
    c.dispose();
  });

  it('with auto-advance at instant the bots play on through the steps', () => {
    const clock = manualScheduler();
    const c = controllerFor('?game=blb&mode=teach&players=smart,smart&seed=7&speed=instant', clock);
    c.setTeachAuto(3);
    for (let i = 0; i < 20 && clock.runNext(); i++);
    expect(c.currentSession.length).toBeGreaterThan(20);
    expect(c.getView().teach!.stepsSeen).toBeGreaterThan(5);
    expect(c.getView().teach!.holding).toBe(false);
    c.dispose();
  });

  it("holds the human's decisions behind Next; a refused event is explained in the card with its rule", () => {
    const c = controllerFor('?game=blb&mode=teach&players=human,human&seed=7&speed=normal');
    const view = c.getView();
    expect(view.teach!.holding).toBe(true);
    expect(view.interactive).toBe(false);
    const legal = c.currentSession.legal()[0]! as BlbEvent;
    const held = c.send(legal);
    expect(held.ok).toBe(false);
    expect(c.currentSession.length).toBe(0);
    expect(c.getView().messages.at(-1)!.text).toMatch(/press Next/);

    c.next();
    expect(c.getView().interactive).toBe(true);
    expect(c.getView().teach!.holding).toBe(false);
    // An event the rules forbid now: refused, nothing changes, the card says which rule.
    const refused = c.send({ type: 'rollAtrocities', side: 'german' });
    expect(refused.ok).toBe(false);
    expect(c.currentSession.length).toBe(0);
    expect(c.getView().teach!.whyNot).toMatchObject({ type: 'rollAtrocities', refused: true });
    expect(c.getView().teach!.whyNot!.text).toMatch(RULE);
    // A legal one goes through.
    expect(c.send(legal)).toEqual({ ok: true });
    c.dispose();
  });

  it('"Why not?" answers with module.explainIllegal and a rule number, and changes nothing', () => {
    const c = controllerFor('?game=blb&mode=teach&players=human,human&seed=7');
    const text = c.whyNot('roll', 'german');
    expect(text).toMatch(RULE);
    // A decision of another step says where it is made, from the machine's own states.
    expect(text).toContain('That is decided in Roll Dice (7.3); the game is now at Move units (6.0).');
    expect(c.getView().teach!.whyNot).toMatchObject({ type: 'roll', refused: false, text });
    expect(c.whyNot('rollAtrocities', 'german')).toContain('Atrocities Check (4.2)');
    expect(c.currentSession.length).toBe(0);
    c.dispose();
  });

  it('outside teach mode there is no gate', () => {
    const clock = manualScheduler();
    const c = controllerFor('?game=blb&mode=play&players=smart,smart&seed=7&speed=instant', clock);
    expect(c.getView().teach).toBeNull();
    expect(c.whyNot('roll', 'german')).toBeNull();
    clock.runNext();
    expect(c.currentSession.length).toBeGreaterThan(20);
    c.dispose();
  });
});
