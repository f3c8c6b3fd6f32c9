// The simulator (DESIGN.md, "Simulator"): its arguments, its one-line JSON summary, and headless
// play that reports a broken game (a bad bot, a throw, a game that never ends) instead of crashing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadGameModules } from '../../src/app/games';

const MODULES = await loadGameModules();
import type { Bot, GameEvent } from '../../src/core/module';
import {
  MAX_EVENTS, SimArgError, botRngFor, parseSimArgs, playGame, runSimulation, type SimSummary,
} from '../../src/core/simulate';
import { parseCli } from '../../tools/sim';
import { toyGame } from './toyGame';

const run = promisify(execFile);
const args = (s: string) => s.split(' ');
const parse = (s: string) => parseSimArgs(args(s), MODULES);

describe('sim arguments', () => {
  it('parses the documented arguments, options defaulted', () => {
    const c = parse('--game blb --games 12 --seed -3 --bots smart,random');
    expect(c.module.id).toBe('blb');
    expect(c.games).toBe(12);
    expect(c.seed).toBe(-3);
    expect(c.bots).toEqual(['smart', 'random']);
    expect(c.options).toEqual(MODULES.find((m) => m.id === 'blb')!.options.defaults);
  });

  it('takes --options as JSON validated by the module schema, and --flag=value', () => {
    const c = parseSimArgs(['--game=blb', '--games=2', '--seed=5', '--bots=random,random', '--options', '{"germanHandicap":true}'], MODULES);
    expect(c.options).toMatchObject({ germanHandicap: true, freeSetUp: false });
  });

  const bad: [string, string[], RegExp][] = [
    ['an unknown game', args('--game chess --games 1 --seed 1 --bots random,random'), /Unknown game "chess".*blb/],
    ['too few bots', args('--game blb --games 1 --seed 1 --bots smart'), /one bot per side.*german, entente/],
    ['too many bots', args('--game blb --games 1 --seed 1 --bots smart,smart,smart'), /one bot per side/],
    ['an unknown bot', args('--game blb --games 1 --seed 1 --bots smart,clever'), /Unknown bot "clever"/],
    ['a fractional game count', args('--game blb --games 1.5 --seed 1 --bots smart,smart'), /--games must be an integer/],
    ['a word for the game count', args('--game blb --games many --seed 1 --bots smart,smart'), /--games must be an integer/],
    ['no games', args('--game blb --games 0 --seed 1 --bots smart,smart'), /--games must be at least 1/],
    ['a fractional seed', args('--game blb --games 1 --seed 0.5 --bots smart,smart'), /--seed must be an integer/],
    ['a missing seed', args('--game blb --games 1 --bots smart,smart'), /Missing --seed/],
    ['a flag without value', args('--game blb --games 1 --bots smart,smart --seed'), /--seed needs a value/],
    ['an unknown flag', args('--game blb --games 1 --seed 1 --bots smart,smart --fast'), /Unknown argument "--fast"/],
    ['bad JSON options', [...args('--game blb --games 1 --seed 1 --bots smart,smart --options'), '{oops'], /--options is not valid JSON/],
    ['options the schema refuses', [...args('--game blb --games 1 --seed 1 --bots smart,smart --options'), '{"nonsense":1}'], /not valid for Brave Little Belgium/],
    [
      'options combining exclusive variants',
      [...args('--game blb --games 1 --seed 1 --bots smart,smart --options'), '{"freeSetUp":true,"alternativeGardeCivique":true}'],
      /Free Set-Up cannot be combined/,
    ],
  ];
  for (const [what, argv, message] of bad) {
    it(`refuses ${what} with a clear message`, () => {
      expect(() => parseSimArgs(argv, MODULES)).toThrow(SimArgError);
      expect(() => parseSimArgs(argv, MODULES)).toThrow(message);
    });
  }

  it('--workers is a speed knob only, checked too', () => {
    expect(parseCli(args('--game blb --games 3 --seed 1 --bots random,random --workers 8')).workers).toBe(3);
    expect(() => parseCli(args('--game blb --games 3 --seed 1 --bots random,random --workers 0'))).toThrow(/--workers/);
  });
});

function checkShape(s: SimSummary, games: number) {
  expect(Object.keys(s).sort()).toEqual(
    ['draws', 'endings', 'errors', 'eventsPerSecond', 'failures', 'game', 'games', 'gamesPerSecond', 'meanTurns', 'wins'],
  );
  // every finished game counted once under how it ended
  expect(Object.values(s.endings).reduce((a, b) => a + b, 0)).toBe(s.wins.german! + s.wins.entente! + s.draws);
  expect(s.game).toBe('blb');
  expect(s.games).toBe(games);
  expect(Object.keys(s.wins).sort()).toEqual(['entente', 'german']);
  expect(s.wins.german! + s.wins.entente! + s.draws + s.errors).toBe(games);
  expect(s.meanTurns).toBeGreaterThan(0);
  expect(s.gamesPerSecond).toBeGreaterThan(0);
  expect(s.eventsPerSecond).toBeGreaterThan(0);
  expect(Array.isArray(s.failures)).toBe(true);
}

describe('sim run', () => {
  it('a 5-game run returns the JSON summary with no errors, the same for the same seeds', () => {
    const config = parse('--game blb --games 5 --seed 11 --bots smart,random');
    const progress: number[] = [];
    const a = runSimulation(config, (done) => progress.push(done));
    checkShape(a, 5);
    expect(a.errors).toBe(0);
    expect(a.failures).toEqual([]);
    expect(progress[progress.length - 1]).toBe(5);
    const b = runSimulation(config);
    expect({ ...b, gamesPerSecond: 0, eventsPerSecond: 0 }).toEqual({ ...a, gamesPerSecond: 0, eventsPerSecond: 0 });
  });

  it('npm run sim prints the summary as its last stdout line; bad arguments exit non-zero', async () => {
    const { stdout, stderr } = await run('npx', ['tsx', 'tools/sim.ts', ...args('--game blb --games 5 --seed 1 --bots smart,smart --workers 2')], {
      cwd: process.cwd(),
    });
    const lines = stdout.trim().split('\n');
    const summary = JSON.parse(lines[lines.length - 1]!) as SimSummary;
    checkShape(summary, 5);
    expect(summary.errors).toBe(0);
    expect(stderr).toMatch(/\[sim\] 5\/5 games/);
    await expect(run('npx', ['tsx', 'tools/sim.ts', ...args('--game blb --games 5 --seed 1 --bots smart')])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/one bot per side/),
    });
  }, 60_000);
});

describe('playGame', () => {
  const first: Bot = ({ legal }) => legal[0]!;
  it('plays a game to its result with the bot RNG seeded from the game seed', () => {
    const seen: number[] = [];
    const rngBot: Bot = ({ legal, rng }) => {
      seen.push(rng.int(1000));
      return legal.find((e) => e.type === 'roll') ?? legal[0]!;
    };
    const r = playGame(toyGame, { seed: 9, bots: { north: rngBot, south: rngBot } });
    expect(r.error).toBeUndefined();
    expect(r.result?.winner).toMatch(/north|south/);
    expect(r.events).toBeGreaterThan(0);
    const again = botRngFor(9);
    expect(seen.slice(0, 3)).toEqual([again.int(1000), again.int(1000), again.int(1000)]);
  });

  it('reports a bot returning an event it was not given', () => {
    const cheat: Bot = () => ({ type: 'roll', side: 'south' }) as GameEvent;
    const r = playGame(toyGame, { seed: 1, bots: { north: cheat, south: first } });
    expect(r.result).toBeNull();
    expect(r.error).toMatchObject({ eventIndex: 0, message: expect.stringMatching(/not one of the legal events/) });
  });

  it('reports a bot that throws, with the event index', () => {
    let calls = 0;
    const flaky: Bot = ({ legal }) => {
      if (++calls === 4) throw new Error('bot broke');
      return legal[0]!;
    };
    const r = playGame(toyGame, { seed: 1, bots: { north: flaky, south: first } });
    expect(r.error?.message).toBe('bot broke');
    expect(r.error?.eventIndex).toBeGreaterThan(0);
  });

  it('reports a game that runs past the event limit', () => {
    const r = playGame(toyGame, { seed: 1, bots: { north: first, south: first }, maxEvents: 3 });
    expect(r.error?.message).toMatch(/did not end within 3 events/);
    expect(MAX_EVENTS).toBe(20000);
  });
});
