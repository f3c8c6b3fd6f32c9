// The Belle Epoque statechart, section by section: games are driven through the real machine
// (module.legalEvents + the bots) until the situation a test needs comes up, then the test acts
// and checks the outcome.
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleModule, belleMachine, type BelleEvent } from '../../machines/belle-epoque/index';
import { leafPath } from '../../src/core/introspect';
import { Rng } from '../../src/core/rng';
import { STANDS_PER_COMMAND_DIE } from '../../src/games/belle-epoque/data';
import type { BelleBeat } from '../../src/games/belle-epoque/beats';
import { liveStands, liveUnits, unitById } from '../../src/games/belle-epoque/state';

type Snap = SnapshotFrom<typeof belleMachine>;

/** Starts a game; `until` stops the drive at the first snapshot it accepts (null if the game ended first). */
function drive(seed: number, until: (s: Snap) => boolean, options: unknown = {}, bot: 'smart' | 'random' = 'random') {
  const actor = createActor(belleMachine, { input: { seed, options: belleModule.options.schema.parse(options) } });
  const beats: BelleBeat[] = [];
  actor.on('*', (b) => beats.push(b as BelleBeat));
  actor.start();
  const rng = Rng.seeded(seed + 99);
  for (let i = 0; i < 5000; i++) {
    const snap = actor.getSnapshot();
    if (until(snap)) return { actor, snap, beats };
    const legal = belleModule.legalEvents(snap);
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    actor.send(belleModule.bots[bot]({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  actor.stop();
  return null;
}

/** `drive` over several seeds: the first game that reaches the situation (seed luck must not decide a test). */
function driveAny(seeds: number[], until: (s: Snap) => boolean, options: unknown = {}, bot: 'smart' | 'random' = 'random') {
  for (const seed of seeds) {
    const d = drive(seed, until, options, bot);
    if (d) return d;
  }
  return null;
}

const leaf = (s: Snap) => leafPath(s).split('.').pop();
const types = (s: Snap) => new Set(belleModule.legalEvents(s).map((e) => e.type));

describe('Belle Epoque machine', () => {
  it('every state carries meta { rule, title, summary }, and rule names a section of the text', async () => {
    type Node = { path: string[]; meta?: { rule?: string; title?: string; summary?: string }; states: Record<string, Node> };
    const text = await belleModule.ruleText!();
    const missing: string[] = [];
    const walk = (n: Node) => {
      if (n.path.length && (!n.meta?.rule || !n.meta.title || !n.meta.summary || !text[n.meta.rule])) missing.push(n.path.join('.'));
      Object.values(n.states).forEach(walk);
    };
    walk((belleMachine as unknown as { root: Node }).root);
    expect(missing).toEqual([]);
  });

  it('each step cites the section of the rules it belongs to (the salvo\'s losses are SALVO AND SUPPORT FIRING, not FALL BACK MOVEMENTS)', () => {
    type Node = { path: string[]; meta?: { rule?: string }; states: Record<string, Node> };
    const cited: Record<string, string> = {};
    const walk = (n: Node) => {
      if (n.path.length) cited[n.path.join('.')] = n.meta!.rule!;
      Object.values(n.states).forEach(walk);
    };
    walk((belleMachine as unknown as { root: Node }).root);
    // Read against ../shared/rules/belle-epoque.md: the heading under which each step's procedure is written.
    expect(cited).toEqual({
      deployment: 'ENCOUNTER SCENARIO SUGGESTION', // "Deploy units along their respective tabletop edge. Roll 1d6 for each sector..."
      commandPoints: 'COMMAND POINTS', // "Roll 1 dice for every 8 stands..."
      activation: 'ACTIVATION', // "...tokens... picked up one after the other"
      'activation.drawToken': 'ACTIVATION',
      'activation.chooseUnit': 'ACTIVATION',
      'activation.reactivityTest': 'REACTIVITY TESTS', // "When activated, a unit must test..."
      'activation.orders': 'MOVEMENTS', // "must complete its possible movement before firing or initiating an assault"
      'activation.fireLosses': 'FIRING', // "the targeted unit losses directly one stand"
      'activation.reactions': 'SALVO AND SUPPORT FIRING', // "If assaulted and not yet activated, a unit may fire..."
      'activation.salvoLosses': 'SALVO AND SUPPORT FIRING', // the salvo's hits on the assaulting unit
      'activation.evadeMove': 'EVADE MOVEMENTS', // "may perform an evade move similar to a march"
      'activation.assault': 'ASSAULT', // "each side rolls 1d6 per stand and adds Successful Scores"
      'activation.assaultFallBack': 'FALL BACK MOVEMENTS', // "even losses ... are converted into 1 UD backward movements"
      'activation.carryPosition': 'ASSAULT', // "the winning unit may carry the position"
      'activation.activationDone': 'ACTIVATION', // "place the token next to the unit"
      endOfTurn: 'GAME TURN',
      gameOver: 'GAME TURN',
    });
    // Shown to a reader as the text's numbered sections.
    expect(belleModule.ruleLabel!(cited['activation.salvoLosses']!)).toEqual({ tag: '§18', title: 'Salvo and support firing' });
  });

  it('the narration leads with the step\'s section as a reader cites it ("§7 Activation: ...")', () => {
    const d = drive(5, (s) => leaf(s) === 'chooseUnit')!;
    expect(belleModule.describe(d.snap)).toMatch(/^§7 Activation: turn 1, a (Red|Blue) token was drawn/);
    expect(belleModule.describe(d.snap)).not.toMatch(/ACTIVATION/);
    d.actor.stop();
  });

  it('COMMAND POINTS: each side rolls one die per 8 stands at the start of the turn, and has their total', () => {
    const d = drive(5, () => true)!;
    const c = d.snap.context;
    expect(c.game.turn).toBe(1);
    for (const side of ['red', 'blue'] as const) {
      expect(c.commandRolls[side]).toHaveLength(Math.max(1, Math.floor(liveStands(c.game, side) / STANDS_PER_COMMAND_DIE)));
      expect(c.game.commandPoints[side]).toBe(c.commandRolls[side].reduce((a, b) => a + b, 0));
    }
    expect(d.beats.map((b) => b.type)).toEqual(['armies.deployed', 'turn.begun', 'command.rolled', 'token.drawn']);
    d.actor.stop();
  });

  it('ACTIVATION: a token is drawn, its side activates one of its units; the bowl empties and the turn ends', () => {
    const first = drive(7, () => true)!;
    const s0 = first.snap.context.game;
    expect(leaf(first.snap)).toBe('chooseUnit');
    const drawn = s0.drawn!;
    const legal = belleModule.legalEvents(first.snap);
    expect(legal.every((e) => e.type === 'activate' && e.side === drawn)).toBe(true);
    expect(s0.bowl.red + s0.bowl.blue + 1).toBe(liveUnits(s0).length);
    first.actor.stop();
    // Play on to the second turn: the bowl was emptied, and refilled with one token per unit.
    const d = drive(7, (s) => s.context.game.turn === 2)!;
    const g = d.snap.context.game;
    expect(g.bowl.red + g.bowl.blue + (g.drawn ? 1 : 0)).toBe(liveUnits(g).length);
    const turnOne = d.beats.slice(0, d.beats.findIndex((b) => b.type === 'turn.begun' && b.turn === 2));
    const tokens = turnOne.filter((b) => b.type === 'token.drawn').length + turnOne.filter((b) => b.type === 'reactivity.tested' && b.reaction).length;
    expect(tokens).toBeLessThanOrEqual(liveUnits(s0).length);
    expect(tokens).toBeGreaterThan(0);
    d.actor.stop();
  });

  it('REACTIVITY TESTS: the Command Points added are spent; a failed test leaves only a basic move', () => {
    const d = drive(3, (s) => leaf(s) === 'reactivityTest' && s.context.game.commandPoints[unitById(s.context.game, s.context.game.activation!.unit).side] > 0)!;
    const g = d.snap.context.game;
    const side = unitById(g, g.activation!.unit).side;
    const cp = g.commandPoints[side];
    d.actor.send({ type: 'test', side, commandPoints: 1 });
    expect(d.actor.getSnapshot().context.game.commandPoints[side]).toBe(cp - 1);
    expect(d.actor.getSnapshot().context.game.activation!.test!.commandPoints).toBe(1);
    d.actor.stop();
    const f = drive(4, (s) => leaf(s) === 'orders' && s.context.game.activation?.test?.success === false)!;
    const legal = belleModule.legalEvents(f.snap);
    expect(legal.some((e) => e.type === 'endActivation')).toBe(true);
    expect(legal.every((e) => e.type === 'endActivation' || (e.type === 'move' && e.kind === 'basic'))).toBe(true);
    f.actor.stop();
  });

  it('MOVEMENTS: a move lands where it was sent, then the unit may still fire or assault but not move again', () => {
    const d = drive(11, (s) => leaf(s) === 'orders' && types(s).has('move') && s.context.game.activation!.test!.success)!;
    const move = belleModule.legalEvents(d.snap).find((e): e is Extract<BelleEvent, { type: 'move' }> => e.type === 'move')!;
    d.actor.send(move);
    const after = d.actor.getSnapshot();
    expect(unitById(after.context.game, d.snap.context.game.activation!.unit).sector).toBe(move.to);
    expect(types(after).has('move')).toBe(false);
    expect(d.beats.some((b) => b.type === 'unit.moved' && (b.path as number[]).at(-1) === move.to)).toBe(true);
    d.actor.stop();
  });

  it('ASSAULT: the defender may react first; passing fights the assault with dice for both sides', () => {
    const d = driveAny([2, 3, 4, 6, 7], (s) => leaf(s) === 'reactions' && types(s).has('pass'), {}, 'smart')!;
    const side = belleModule.legalEvents(d.snap)[0]!.side;
    const n = d.beats.length;
    d.actor.send({ type: 'pass', side });
    const fought = d.beats.slice(n).find((b) => b.type === 'assault.fought');
    expect(fought).toBeDefined();
    expect((fought!.attackerRolls as number[]).length).toBeGreaterThan(0);
    expect(leaf(d.actor.getSnapshot())).not.toBe('reactions');
    d.actor.stop();
  });

  it('SALVO AND SUPPORT FIRING: a reacting unit takes a token from the bowl and counts as activated, even if its test fails', () => {
    const d = driveAny([2, 3, 4, 6, 7], (s) => leaf(s) === 'reactions' && types(s).has('salvo'), {}, 'smart')!;
    const salvo = belleModule.legalEvents(d.snap).find((e): e is Extract<BelleEvent, { type: 'salvo' }> => e.type === 'salvo' && e.commandPoints === 0)!;
    const before = d.snap.context.game;
    d.actor.send(salvo);
    const g = d.actor.getSnapshot().context.game;
    expect(g.bowl[salvo.side]).toBe(before.bowl[salvo.side] - 1);
    expect(unitById(g, salvo.unit).activated).toBe(true);
    d.actor.stop();
  });

  it('bad input changes nothing and is explained with its section', () => {
    const d = drive(9, (s) => leaf(s) === 'reactivityTest')!;
    const before = JSON.stringify(d.actor.getSnapshot().context);
    const side = belleModule.legalEvents(d.snap)[0]!.side;
    const bad: BelleEvent[] = [
      { type: 'test', side, commandPoints: 99 },
      { type: 'test', side: side === 'red' ? 'blue' : 'red', commandPoints: 0 },
      { type: 'fire', side, target: 'red-1' },
    ];
    for (const ev of bad) {
      expect(belleModule.explainIllegal(d.snap, ev)).toMatch(/^§8 Reactivity tests: |not a decision/);
      d.actor.send(ev);
      expect(JSON.stringify(d.actor.getSnapshot().context)).toBe(before);
    }
    d.actor.stop();
  });

  it('GAME TURN: with a one-turn limit the game ends after the first turn with a result', () => {
    const d = drive(13, (s) => s.status === 'done', { turnLimit: 1 })!;
    expect(d.snap.value).toBe('gameOver');
    expect(belleModule.result(d.snap)).not.toBeNull();
    expect(d.snap.context.game.turn).toBe(1);
    expect(belleModule.legalEvents(d.snap)).toEqual([]);
    d.actor.stop();
  });

  it('view: a side sees neither the RNG nor the terrain of undiscovered sectors', () => {
    const d = drive(1, () => true)!;
    const v = belleModule.view(d.snap, 'red') as { game: Record<string, unknown> & { sectors: { terrain: unknown; discovered: boolean }[] } };
    expect(v.game.rng).toBeUndefined();
    expect(v.game.sectors.filter((x) => !x.discovered).every((x) => x.terrain === 'unknown')).toBe(true);
    expect(JSON.stringify(v)).not.toContain('"draws"');
    d.actor.stop();
  });
  it('MOVEMENTS, FIRING, ASSAULT: a refused move, fire or assault says which rule refuses it', () => {
    const d = drive(5, (s) => types(s).has('move') && types(s).has('fire'), { matchUp: 'zulu-war-1879' }, 'smart')!;
    expect(d).not.toBeNull();
    const g = d.snap.context.game;
    const side = belleModule.legalEvents(d.snap).find((e) => e.type === 'move')!.side;
    const me = unitById(g, g.activation!.unit);
    // Into a sector another unit holds: one unit per sector.
    const held = g.units.find((u) => u.sector !== null && u.id !== me.id)!;
    expect(belleModule.explainIllegal(d.snap, { type: 'move', side, kind: 'basic', to: held.sector! })).toMatch(/^§9 Movements: one unit per sector/);
    // Far beyond a basic move.
    const far = g.sectors.findIndex((x, i) => x.discovered && !g.units.some((u) => u.sector === i) && Math.abs(i - me.sector!) > 60);
    expect(belleModule.explainIllegal(d.snap, { type: 'move', side, kind: 'basic', to: far })).toMatch(/^§9 Movements: [a-m]\d is \d+ UD away; a basic move goes 1 UD/);
    // Firing at a friend, assaulting a unit that is not adjacent.
    const friend = g.units.find((u) => u.side === me.side && u.id !== me.id && u.sector !== null)!;
    expect(belleModule.explainIllegal(d.snap, { type: 'fire', side, target: friend.id })).toBe('§12 Firing: a unit fires only at the enemy.');
    const distant = g.units.find((u) => u.side !== me.side && u.sector !== null && !belleModule.legalEvents(d.snap).some((e) => e.type === 'assault' && e.target === u.id))!;
    expect(belleModule.explainIllegal(d.snap, { type: 'assault', side, target: distant.id })).toMatch(/^§14 Assault: /);
    d.actor.stop();
  });
});
