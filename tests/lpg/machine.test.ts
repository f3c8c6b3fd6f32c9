// La Petite Guerre through the real machine: the turn sequence (§1), the phases' events (§3-§9),
// refusals naming the section, the chart's states and their meta.rule, and a short fuzz (random bot,
// invariants at every settled state; FUZZ_GAMES for a longer run).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGameCount } from '../../src/core/fuzz';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { whyIllegal, type LpgEvent } from '../../src/games/lpg/legal';
import { playGame } from '../../src/core/simulate';
import type { LpgState } from '../../src/games/lpg/state';

function start(seed = 5, options: unknown = {}) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse(options) } });
  actor.start();
  return actor;
}
const leaf = (a: ReturnType<typeof start>) => JSON.stringify(a.getSnapshot().value);

describe('La Petite Guerre machine', () => {
  it('§1 each game turn: weather, the American player turn (command, movement, combat, reinforcement), then the British', () => {
    const a = start();
    expect(leaf(a)).toBe('{"gameTurn":{"americanPlayerTurn":"commandPhase"}}');
    a.send({ type: 'endCommand', side: 'american' });
    expect(leaf(a)).toBe('{"gameTurn":{"americanPlayerTurn":"movementPhase"}}');
    a.send({ type: 'endMovement', side: 'american' });
    // No hex holds both sides: no battle; the Reinforcement phase (§14).
    expect(leaf(a)).toBe('{"gameTurn":{"americanPlayerTurn":"reinforcementPhase"}}');
    a.send({ type: 'endReinforcement', side: 'american' });
    expect(leaf(a)).toBe('{"gameTurn":{"britishPlayerTurn":"commandPhase"}}');
    a.send({ type: 'endCommand', side: 'british' });
    a.send({ type: 'endMovement', side: 'british' });
    a.send({ type: 'endReinforcement', side: 'british' });
    expect(leaf(a)).toBe('{"gameTurn":{"americanPlayerTurn":"commandPhase"}}');
    expect(a.getSnapshot().context.turn).toBe(2);
    a.stop();
  });

  it('§1 refuses the other side\'s events and events of another phase, naming the section', () => {
    const a = start();
    const snap = a.getSnapshot();
    expect(lpgModule.explainIllegal(snap, { type: 'endCommand', side: 'british' })).toMatch(/§1/);
    expect(lpgModule.explainIllegal(snap, { type: 'endMovement', side: 'american' })).toMatch(/§|not/);
    expect(whyIllegal(snap.context, { type: 'endMovement', side: 'american' })).toMatch(/^§6: endMovement belongs to the movement phase/);
    a.send({ type: 'endMovement', side: 'american' } as LpgEvent);
    expect(leaf(a)).toBe('{"gameTurn":{"americanPlayerTurn":"commandPhase"}}');
    a.stop();
  });

  it('§5 a draw in the Command phase puts one card in the hand; §6 a move takes the commander and his rack', () => {
    const a = start();
    a.send({ type: 'draw', side: 'american' });
    expect(a.getSnapshot().context.hands.american).toHaveLength(1);
    a.send({ type: 'endCommand', side: 'american' });
    const moves = lpgModule.legalEvents(a.getSnapshot()).filter((e: LpgEvent) => e.type === 'move' && e.stack === 'washington' && !e.forcedMarch) as Extract<LpgEvent, { type: 'move' }>[];
    expect(moves.length).toBeGreaterThan(0);
    a.send(moves[0]!);
    const s = a.getSnapshot().context;
    expect(s.commanders.find((c) => c.id === 'washington')!.hex).toBe(moves[0]!.to);
    expect(s.commanders.find((c) => c.id === 'washington')!.moved).toBe(true);
    a.stop();
  });

  it('§2 the game ends after the last turn with the Americans holding out', () => {
    const a = start(5, { lastTurn: 1 });
    for (const side of ['american', 'british'] as const) {
      a.send({ type: 'endCommand', side });
      a.send({ type: 'endMovement', side });
      a.send({ type: 'endReinforcement', side });
    }
    expect(a.getSnapshot().status).toBe('done');
    expect(lpgModule.result(a.getSnapshot())?.winner).toBe('american');
    a.stop();
  });

  it('every state of the chart cites a section of the text', () => {
    const walk = (node: { meta?: { rule?: string }; states?: Record<string, unknown> }, path: string): string[] => {
      const bad = node.meta?.rule && /^\d+$/.test(node.meta.rule) ? [] : [path];
      return [...bad, ...Object.entries(node.states ?? {}).flatMap(([k, v]) => walk(v as never, `${path}.${k}`))].filter((p) => p !== 'lpg');
    };
    expect(walk(lpgMachine.config as never, 'lpg')).toEqual([]);
  });

  const games = Math.max(2, Math.ceil(fuzzGameCount(200) / 50));
  it(`fuzz: ${games} random games through the machine keep the invariants and end`, () => {
    const report = fuzz(lpgModule, { fromSeed: 1, games });
    console.log(`[fuzz lpg] ${report.games} games, ${report.events} events, ${Math.round(report.eventsPerSecond)} events/s, results ${JSON.stringify(report.results)}`);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(Object.values(report.results).reduce((a, b) => a + b, 0)).toBe(games);
  }, Math.max(120_000, games * 20_000));

  it(`the fuzz's ${games} games (the same seeds and bots) fight battles (§10); how they end`, () => {
    const bots = { american: lpgModule.bots.random, british: lpgModule.bots.random };
    const battles: number[] = [];
    const ends: Record<string, number> = {};
    for (let seed = 1; seed <= games; seed++) {
      const res = playGame(lpgModule as never, { seed, bots });
      expect(res.error ?? null).toBeNull();
      const s = res.snapshot.context as LpgState;
      battles.push(s.lastBattle?.n ?? 0);
      const key = s.victory ? `${s.victory.reason} (turn ${s.turn})` : 'none';
      ends[key] = (ends[key] ?? 0) + 1;
    }
    console.log(`[fuzz lpg] battles per game ${JSON.stringify(battles)}; ends ${JSON.stringify(ends)}`);
    expect(battles.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
  }, Math.max(120_000, games * 20_000));
});
