// The Brief Border Wars statechart: the printed sequence of play (3.0-8.0) driven through the real
// machine, each test named by its rule; beats for what happened; refusals naming the rule.
import { createActor, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bbwMachine, bbwModule, type BbwBeat, type BbwEvent } from '../../machines/bbw/index';
import { BBW_DEFAULT_OPTIONS, type BbwOptions } from '../../src/games/bbw/state';
import { firstPlayer } from '../../src/games/bbw/rules/cards';
import { playGame } from '../../src/core/simulate';
import { Rng } from '../../src/core/rng';

function start(seed: number, options: BbwOptions = BBW_DEFAULT_OPTIONS) {
  const actor = createActor(bbwMachine, { input: { seed, options } });
  const beats: BbwBeat[] = [];
  actor.on('*', (b) => beats.push(b as BbwBeat));
  actor.start();
  return { actor, beats, leaf: () => JSON.stringify(actor.getSnapshot().value) };
}
const legal = (a: ReturnType<typeof start>['actor']) => bbwModule.legalEvents(a.getSnapshot()) as BbwEvent[];

/** Every state node of the chart, with its meta. */
function nodes(m: AnyStateMachine) {
  const out: { id: string; meta: unknown }[] = [];
  const walk = (n: { id: string; meta?: unknown; states: Record<string, unknown> }) => {
    out.push({ id: n.id, meta: n.meta });
    for (const c of Object.values(n.states)) walk(c as typeof n);
  };
  walk(m.root as never);
  return out;
}

describe('Brief Border Wars statechart', () => {
  it('every state names its rule, title and summary (meta)', () => {
    for (const n of nodes(bbwMachine)) {
      const m = n.meta as { rule?: string; title?: string; summary?: string } | undefined;
      if (n.id === 'bbw') continue;
      expect(m?.rule, n.id).toMatch(/^\d+\.\d+$/);
      expect(m?.title, n.id).toBeTruthy();
      expect(m?.summary, n.id).toBeTruthy();
    }
  });

  it('teach mode: every guided step names a state of the chart', () => {
    const ids = new Set(nodes(bbwMachine).map((n) => n.id));
    for (const step of bbwModule.guide!.steps) expect(ids.has(`bbw.${step.state}`), step.state).toBe(true);
  });

  it('3.0 / 5.0: set-up, then the Card Selection Phase draws six cards and Card Play waits on the first player (6.0)', () => {
    const { actor, beats, leaf } = start(1);
    const s = actor.getSnapshot().context;
    expect(leaf()).toContain('playCard');
    expect(s.hands.white.length + s.hands.grey.length + s.events.filter((e) => e.turn === 1).length).toBe(6);
    expect(beats.some((b) => b.type === 'cards.drawn')).toBe(true);
    expect(s.specials.white.length).toBe(6);
    expect(s.specials.grey.length).toBe(6);
    const who = firstPlayer(s);
    expect(legal(actor).every((e) => e.side === who)).toBe(true);
  });

  it('6.0: two Passes in succession end the phase; 7.0 the Final Phase advances the turn', () => {
    const { actor, beats } = start(2);
    const first = actor.getSnapshot().context.pending;
    const held = [...actor.getSnapshot().context.hands.white, ...actor.getSnapshot().context.hands.grey];
    expect(first.kind).toBe('play');
    for (let i = 0; i < 2; i++) {
      const pass = legal(actor).find((e) => e.type === 'play' && e.play.kind === 'pass')!;
      actor.send(pass);
    }
    const s = actor.getSnapshot().context;
    expect(s.turn).toBe(2);
    expect(beats.some((b) => b.type === 'turn.advanced' && b.turn === 2)).toBe(true);
    // the cards not played were discarded (6.0), and turn 2's six were drawn (5.0)
    for (const c of held) expect(s.discard).toContain(c);
    expect(s.hands.white.length + s.hands.grey.length + s.events.filter((e) => e.turn === 2).length).toBe(6);
  });

  it('6.1: an Action card played for Movement opens Movement; a move emits its beat', () => {
    const { actor, beats, leaf } = start(3);
    const play = legal(actor).find((e) => e.type === 'play' && e.play.kind === 'action' && e.play.mode === 'move')!;
    actor.send(play);
    expect(leaf()).toContain('movement');
    expect(beats.some((b) => b.type === 'card.played')).toBe(true);
    const move = legal(actor).find((e) => e.type === 'move')!;
    if (move.type !== 'move') throw new Error('no move');
    actor.send(move);
    expect(beats.some((b) => b.type === 'unit.moved' && b.unit === move.unit && b.to === move.to)).toBe(true);
  });

  it('4.0: an event of another step, of the wrong side, or with unknown fields is refused with a reason citing the rule', () => {
    const { actor } = start(4);
    const snap = actor.getSnapshot();
    const ev = legal(actor)[0]!;
    const wrongSide = { ...ev, side: ev.side === 'white' ? 'grey' : 'white' } as BbwEvent;
    expect(bbwModule.explainIllegal(snap, wrongSide)).toMatch(/^6\.0: it is the/);
    expect(bbwModule.explainIllegal(snap, { type: 'allocate', unit: 'x', side: ev.side } as BbwEvent)).toMatch(/not a decision of this step/);
    const mangled = { ...ev, extra: 1 } as unknown as BbwEvent;
    expect(bbwModule.explainIllegal(snap, mangled)).toMatch(/^6\.0/);
    actor.send(wrongSide);
    expect(actor.getSnapshot().context).toEqual(snap.context);
  });

  it('6.2-6.24 and 8.0: a game through the machine fights battles (designation, dice, hits) and ends in gameOver citing 8.0', () => {
    const res = playGame(bbwModule, { seed: 11, bots: { white: bbwModule.bots.random, grey: bbwModule.bots.random }, keepEvents: true });
    expect(res.error).toBeUndefined();
    expect(res.result?.rule).toBe('8.0');
    expect(res.snapshot.value).toBe('gameOver');
    const types = new Set(res.log!.map((e) => e.type));
    for (const t of ['play', 'move', 'openBattle', 'designate', 'confirmBattle', 'allocate']) expect(types.has(t), t).toBe(true);
  });

  it('8.0: the game.over beat comes once, with the winner and grade', () => {
    const { actor, beats } = start(5);
    let guard = 0;
    while (actor.getSnapshot().status === 'active' && guard++ < 5000) {
      const ls = legal(actor);
      const pass = ls.find((e) => e.type === 'play' && e.play.kind === 'pass') ?? ls.find((e) => e.type === 'endCard') ?? ls[0]!;
      actor.send(pass);
    }
    const over = beats.filter((b) => b.type === 'game.over');
    expect(over).toHaveLength(1);
    expect(over[0]!.type === 'game.over' && over[0]!.outcome.rule).toBe('8.0');
    expect(actor.getSnapshot().context.pending.kind).toBe('over');
  });
});

describe('6.24 battle.ended: every battle ends with one beat naming its winner by the rule', () => {
  it('6.24: through smart and random games, each battle gives one battle.ended after its results, the Attacker winning exactly when every Defender ground unit that was in the area is disrupted or damaged', () => {
    let battles = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = start(seed);
      const bot = seed % 2 === 0 ? bbwModule.bots.smart : bbwModule.bots.random;
      const rng = Rng.seeded(seed);
      let events = 0;
      for (;;) {
        const snap = g.actor.getSnapshot();
        const all = legal(g.actor);
        if (all.length === 0 || events > 4000) break;
        const side = all[0]!.side;
        const before = g.beats.length;
        const prevBattle = (snap.context as { battle: unknown }).battle;
        const e = bot({ snapshot: snap, legal: all.filter((x) => x.side === side), side, rng } as never);
        g.actor.send(e as never);
        events++;
        const s = g.actor.getSnapshot().context as { battle: unknown; lastBattle: { area: string; attacker: 'white' | 'grey'; defendersInArea: string[] } | null; units: { id: string; loc: string; disrupted: boolean }[] };
        const ended = g.beats.slice(before).filter((b) => b.type === 'battle.ended');
        const over = prevBattle !== null && s.battle === null;
        expect(ended.length, `seed ${seed} event ${events}`).toBe(over ? 1 : 0);
        if (!over) continue;
        battles++;
        const b = ended[0] as Extract<BbwBeat, { type: 'battle.ended' }>;
        const lb = s.lastBattle!;
        expect(b.area).toBe(lb.area);
        expect(b.attacker).toBe(lb.attacker);
        const broken = lb.defendersInArea.every((id) => {
          const u = s.units.find((x) => x.id === id)!;
          return u.disrupted || /damaged/i.test(u.loc);
        });
        expect(b.winner).toBe(broken ? lb.attacker : lb.attacker === 'white' ? 'grey' : 'white');
        // after the battle's results (no result beat follows it in the same step)
        const after = g.beats.slice(before);
        const at = after.indexOf(b);
        expect(after.slice(at + 1).some((x) => x.type === 'unit.changed' && x.rule !== '7.0')).toBe(false);
      }
    }
    expect(battles).toBeGreaterThan(5);
  });
});
