// The Brave Little Belgium statechart, phase by phase: the real machine is driven by events (the
// module's legal events, picked by each test) and every state reached is checked by its path and
// the rule its meta cites.
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blbModule, blbMachine, type BlbBeat, type BlbEvent } from '../../machines/blb/index';
import { activeMeta, leafMeta, leafPath } from '../../src/core/introspect';
import { sideUnitsIn } from '../../src/games/blb/state';

type Snap = SnapshotFrom<typeof blbMachine>;

/** A started game with its emitted beats; `send` refuses an event the module does not list as legal. */
function game(seed: number, options: Partial<typeof blbModule.options.defaults> = {}) {
  const actor = createActor(blbMachine, { input: { seed, options: blbModule.options.schema.parse(options) } });
  const beats: BlbBeat[] = [];
  actor.on('*', (b) => beats.push(b as BlbBeat));
  actor.start();
  const g = {
    actor,
    beats,
    snap: (): Snap => actor.getSnapshot(),
    legal: (): BlbEvent[] => blbModule.legalEvents(actor.getSnapshot()),
    /** The leaf's dot path and the rule its meta cites. */
    at: (): [string, string | undefined] => [leafPath(actor.getSnapshot()), leafMeta(actor.getSnapshot())?.rule],
    /** Rules cited by the active states, outermost first. */
    rules: (): string[] => activeMeta(actor.getSnapshot()).map((m) => m.rule),
    send(event: BlbEvent) {
      expect(blbModule.explainIllegal(actor.getSnapshot(), event)).toBeNull();
      actor.send(event);
    },
    /** Sends the first legal event of `type` (optionally the first one `pick` accepts). */
    first<T extends BlbEvent['type']>(type: T, pick: (e: Extract<BlbEvent, { type: T }>) => boolean = () => true) {
      const e = g.legal().find((x): x is Extract<BlbEvent, { type: T }> => x.type === type && pick(x as Extract<BlbEvent, { type: T }>));
      if (!e) throw new Error(`no legal ${type} at ${leafPath(actor.getSnapshot())}`);
      g.send(e);
      return e;
    },
    /** Beat types emitted since the last call. */
    drain: (): string[] => beats.splice(0).map((b) => b.type),
  };
  return g;
}
type Game = ReturnType<typeof game>;

/** Plays the Special German Cavalry Phase out without moving: the first Game Turn begins. */
function skipCavalryPhase(g: Game) {
  g.first('endMovement');
}

/** Draws chits until the leaf is not drawChit (an activation, or the end of the Chit Pull Phase). */
function drawUntilSomethingHappens(g: Game) {
  for (let i = 0; i < 40 && g.at()[0] === 'gameTurn.chitPullPhase.drawChit'; i++) g.first('drawChit');
}

describe('Brave Little Belgium machine', () => {
  it('every state carries meta { rule, title, summary }, and rule names a numbered section of the rules', async () => {
    type Node = { path: string[]; meta?: { rule?: string; title?: string; summary?: string }; states: Record<string, Node> };
    const text = await blbModule.ruleText!();
    const missing: string[] = [];
    const walk = (n: Node) => {
      if (n.path.length && (!n.meta?.rule || !n.meta.title || !n.meta.summary || !text[n.meta.rule])) missing.push(n.path.join('.'));
      Object.values(n.states).forEach(walk);
    };
    walk(blbMachine.root as unknown as Node);
    expect(missing).toEqual([]);
  });

  it('3.1/4.0: with the historical set-up the game opens in the Special German Cavalry Phase, moving (6.0)', () => {
    const g = game(1);
    expect(g.at()).toEqual(['specialGermanCavalryPhase.movement.moving', '6.0']);
    expect(g.rules()).toEqual(['4.0', '6.0', '6.0']);
    expect(g.drain()).toEqual(['phase', 'activation.began']);
    expect(new Set(g.legal().map((e) => e.side))).toEqual(new Set(['german']));
    g.actor.stop();
  });

  it('3.2 Alternative Garde Civique Set-Up: the Entente places twelve face-down Garde Civique, then 4.0 begins', () => {
    const g = game(2, { alternativeGardeCivique: true });
    expect(g.at()).toEqual(['setUp.alternativeGardeCivique', '3.2']);
    expect(g.rules()).toEqual(['3.0', '3.2']);
    for (let i = 0; i < 12; i++) {
      expect(g.at()[0]).toBe('setUp.alternativeGardeCivique');
      g.first('placeGc');
    }
    expect(g.drain().filter((t) => t === 'gc.placed')).toHaveLength(12);
    expect(g.at()).toEqual(['specialGermanCavalryPhase.movement.moving', '6.0']);
    g.actor.stop();
  });

  it('3.2 Free Set-Up: the Entente places the Belgian units, then 4.0 begins', () => {
    const g = game(3, { freeSetUp: true });
    expect(g.at()).toEqual(['setUp.freeSetUp', '3.2']);
    const toPlace = g.snap().context.setUp.unitsToPlace.length;
    expect(toPlace).toBeGreaterThan(0);
    for (let i = 0; i < toPlace; i++) g.first('placeUnit');
    expect(g.drain().filter((t) => t === 'unit.placed')).toHaveLength(toPlace);
    expect(g.at()).toEqual(['specialGermanCavalryPhase.movement.moving', '6.0']);
    g.actor.stop();
  });

  it('4.0 -> 4.1: ending the cavalry movement with no combat starts Game Turn 1 at the Chit Pull Phase', () => {
    const g = game(1);
    g.drain();
    skipCavalryPhase(g);
    expect(g.at()).toEqual(['gameTurn.chitPullPhase.drawChit', '4.1']);
    expect(g.rules()).toEqual(['4.0', '4.1', '4.1']);
    expect(g.drain()).toEqual(['activation.ended', 'turn.began']);
    expect(g.snap().context.turn).toBe(1);
    expect(g.legal()).toEqual([{ type: 'drawChit', side: 'german' }]);
    g.actor.stop();
  });

  it('4.0 then 7.0-7.5: a cavalry move into an enemy box is fought out step by step before Turn 1', () => {
    const g = game(1);
    g.first('move', (e) => sideUnitsIn(g.snap().context, e.path[e.path.length - 1]!, 'entente').length > 0);
    expect(g.at()).toEqual(['specialGermanCavalryPhase.movement.moving', '6.0']);
    g.drain();
    g.first('endMovement');
    // 7.1 groups the units and 7.2 works out the modifiers by themselves; the dice wait for a roll.
    expect(g.at()).toEqual(['specialGermanCavalryPhase.combat.rollDice', '7.3']);
    expect(g.rules()).toEqual(['4.0', '7.0', '7.3']);
    expect(g.drain()).toEqual(['combat.started', 'combat.modifiers']);
    g.first('roll');
    expect(g.drain()[0]).toBe('dice.rolled');
    // Losses (7.4), then retreats and an advance (7.5), until the combat is over.
    const seen: [string, string | undefined][] = [];
    for (let i = 0; i < 30 && leafPath(g.snap()).startsWith('specialGermanCavalryPhase.combat'); i++) {
      seen.push(g.at());
      g.send(g.legal()[0]!);
    }
    for (const [path, rule] of seen) {
      if (path.endsWith('applyLosses')) expect(rule).toBe('7.4');
      else expect(path).toMatch(/retreatAndAdvance\.(retreat|advance)$/);
      if (path.includes('retreatAndAdvance')) expect(rule).toBe('7.5');
    }
    expect(g.beats.map((b) => b.type)).toContain('combat.ended');
    expect(g.at()).toEqual(['gameTurn.chitPullPhase.drawChit', '4.1']);
    g.actor.stop();
  });

  it('4.1 -> 5.2: drawing an activation chit activates its army, which moves (6.0) and ends its activation', () => {
    const g = game(1);
    skipCavalryPhase(g);
    // Seed 1's first turn ends on three Turn End chits; its second turn draws an activation.
    drawUntilSomethingHappens(g);
    g.first('announce', (e) => e.armies.length === 0);
    drawUntilSomethingHappens(g);
    const [path] = g.at();
    expect(path.startsWith('gameTurn.chitPullPhase.armyActivation.')).toBe(true);
    expect(g.rules().slice(0, 3)).toEqual(['4.0', '4.1', '5.2']);
    expect(g.beats.some((b) => b.type === 'activation.began' && b.rule === '5.2')).toBe(true);
    // Pass any event window (5.1), then end the movement: no combat here, back to drawing.
    while (g.at()[0].endsWith('eventWindow')) {
      expect(g.at()[1]).toBe('5.1');
      g.first('pass');
    }
    expect(g.at()).toEqual(['gameTurn.chitPullPhase.armyActivation.movement.moving', '6.0']);
    g.first('endMovement');
    expect(g.at()).toEqual(['gameTurn.chitPullPhase.drawChit', '4.1']);
    g.actor.stop();
  });

  it('5.3 -> 4.2 -> 4.3: the third Turn End chit ends the Chit Pull Phase; announcing no army goes to Clean Up and Turn 2', () => {
    const g = game(1);
    skipCavalryPhase(g);
    drawUntilSomethingHappens(g);
    expect(g.snap().context.chits.turnEnd).toHaveLength(3);
    expect(g.at()).toEqual(['gameTurn.additionalGermanActivationPhase.announce', '4.2']);
    g.drain();
    g.first('announce', (e) => e.armies.length === 0);
    expect(g.beats.find((b) => b.type === 'turn.began')).toMatchObject({ turn: 2, rule: '4.3' });
    expect(g.at()).toEqual(['gameTurn.chitPullPhase.drawChit', '4.1']);
    expect(g.snap().context.turn).toBe(2);
    g.actor.stop();
  });

  it('4.2: announced armies face the Atrocities Check, then activate one by one', () => {
    const g = game(1);
    skipCavalryPhase(g);
    drawUntilSomethingHappens(g);
    expect(g.at()).toEqual(['gameTurn.additionalGermanActivationPhase.announce', '4.2']);
    const announced = g.first('announce', (e) => e.armies.length === 1);
    expect(g.at()).toEqual(['gameTurn.additionalGermanActivationPhase.atrocitiesCheck', '4.2']);
    g.first('rollAtrocities');
    expect(g.beats.some((b) => b.type === 'dice.rolled' && b.purpose === 'atrocities' && b.rule === '4.2')).toBe(true);
    expect(g.snap().context.outcome).toBeNull(); // one die cannot make the five atrocities that end the game
    expect(g.at()).toEqual(['gameTurn.additionalGermanActivationPhase.chooseArmy', '4.2']);
    g.first('activateArmy', (e) => e.army === announced.armies[0]);
    expect(g.rules().slice(0, 3)).toEqual(['4.0', '4.2', '4.2']);
    expect(leafPath(g.snap()).startsWith('gameTurn.additionalGermanActivationPhase.armyActivation.')).toBe(true);
    g.actor.stop();
  });
});
