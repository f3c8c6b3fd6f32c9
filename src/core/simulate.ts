// Headless play for every game alike (DESIGN.md, "Simulator"): one game with a bot per side, run
// straight through the real machine, and the simulator's argument parsing and summary. A broken
// game (a throw, a refused event, a dead end, a game that never ends) is reported, never thrown.
// Game-agnostic: the caller passes the modules (the registry lives above core).
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Bot, GameEvent, Outcome } from './module';
import { describeZodIssue } from './record';
import { Rng } from './rng';
import { excerpt } from './excerpt';

/** A game longer than this many events counts as broken (it would never end). */
export const MAX_EVENTS = 20000;

/** The bot RNG for a game seed (DESIGN.md, Simulator): independent of the game's own RNG. */
export const botRngFor = (seed: number): Rng => Rng.seeded(botSeed(seed));

/**
 * The bots' seed for a game seed: its low 32 bits mixed with 0x5eed, its high part kept (seeds 0 to
 * 4294967295 give the bot seeds they always did; larger ones are not folded onto them).
 */
export function botSeed(seed: number): number {
  return ((seed ^ 0x5eed) >>> 0) + Math.floor(seed / 0x100000000) * 0x100000000;
}

export interface PlayStep {
  snapshot: AnyMachineSnapshot;
  legal: GameEvent[];
  side: string;
  chosen: GameEvent;
  index: number;
}

export interface PlayOptions {
  seed: number;
  /** Raw options; validated against the module's schema (defaults filled in). Bad ones throw. */
  options?: unknown;
  /** One bot per side id of the module. */
  bots: Record<string, Bot<any, any>>;
  /** Defaults to botRngFor(seed). */
  rng?: Rng;
  /** Defaults to MAX_EVENTS. */
  maxEvents?: number;
  /** Check module.invariants before every decision (slower; the fuzzer's job). */
  checkInvariants?: boolean;
  /** Keep the events sent, in order (the game's record). */
  keepEvents?: boolean;
  /** Called after each bot choice, before it is sent (tests use it to probe positions). */
  onStep?: (step: PlayStep) => void;
}

export interface PlayError {
  /** Index of the event being chosen or sent when the game broke. */
  eventIndex: number;
  message: string;
}

export interface PlayResult {
  /** null when the game broke before it ended. */
  result: Outcome | null;
  /** Game turn reached (module.turn). */
  turns: number;
  /** Number of events sent. */
  events: number;
  error?: PlayError;
  /** The events sent, when keepEvents was asked. */
  log?: GameEvent[];
  /** The last snapshot. */
  snapshot: AnyMachineSnapshot;
}

/** Equal events: same keys and values (order of keys ignored). */
export function sameEvent(a: GameEvent, b: GameEvent): boolean {
  const key = (e: GameEvent) => {
    const r = e as unknown as Record<string, unknown>;
    return JSON.stringify(Object.keys(r).sort().map((k) => [k, r[k]]));
  };
  return a === b || key(a) === key(b);
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Validates options against the module's schema, filling defaults; throws a readable Error. */
export function parseOptions(module: AnyGameModule, options: unknown): unknown {
  const parsed = module.options.schema.safeParse(options ?? module.options.defaults);
  if (!parsed.success) {
    throw new Error(`The options are not valid for ${module.title}: ${describeZodIssue(parsed.error.issues[0])}`);
  }
  return parsed.data;
}

/** Plays one game headless through the module's machine, each side's bot choosing among the legal events. */
export function playGame(module: AnyGameModule, opts: PlayOptions): PlayResult {
  const options = parseOptions(module, opts.options);
  for (const side of module.sides) {
    if (typeof opts.bots[side] !== 'function') throw new Error(`No bot for side "${side}" of ${module.title}.`);
  }
  const rng = opts.rng ?? botRngFor(opts.seed);
  const maxEvents = opts.maxEvents ?? MAX_EVENTS;
  const log: GameEvent[] | undefined = opts.keepEvents ? [] : undefined;
  const actor = createActor(module.machine, { input: { seed: opts.seed, options } });
  // Without an error observer xstate rethrows machine errors in a later macrotask.
  actor.subscribe({ error: () => undefined });
  let n = 0;
  let snapshot: AnyMachineSnapshot = actor.getSnapshot();
  const finish = (error?: PlayError): PlayResult => {
    actor.stop();
    let result: Outcome | null = null;
    let turns = 0;
    try {
      result = error ? null : module.result(snapshot);
      turns = module.turn(snapshot);
    } catch (e) {
      error ??= { eventIndex: n, message: `result/turn failed: ${errorText(e)}` };
    }
    const out: PlayResult = { result, turns, events: n, snapshot };
    if (error) out.error = error;
    if (log) out.log = log;
    return out;
  };
  try {
    actor.start();
    snapshot = actor.getSnapshot();
  } catch (e) {
    return finish({ eventIndex: 0, message: `the machine failed to start: ${errorText(e)}` });
  }
  for (;;) {
    if (snapshot.status === 'error') return finish({ eventIndex: n, message: `the machine failed: ${errorText(snapshot.error)}` });
    if (snapshot.status === 'done') break;
    let legal: GameEvent[];
    let chosen: GameEvent;
    let side: string;
    try {
      if (opts.checkInvariants) {
        const broken = module.invariants(snapshot);
        if (broken.length) return finish({ eventIndex: n, message: `invariant broken: ${broken.join('; ')}` });
      }
      if (module.result(snapshot)) break;
      legal = module.legalEvents(snapshot);
      if (legal.length === 0) return finish({ eventIndex: n, message: `dead end: no legal event while the game is not over (${module.describe(snapshot)})` });
      side = legal[0]!.side;
      const mine = legal.every((e) => e.side === side) ? legal : legal.filter((e) => e.side === side);
      chosen = opts.bots[side]!({ snapshot, side, legal: mine, rng });
      if (!chosen || !(mine.includes(chosen) || mine.some((e) => sameEvent(e, chosen)))) {
        return finish({ eventIndex: n, message: `the ${side} bot returned an event that is not one of the legal events given: ${JSON.stringify(chosen)}` });
      }
      opts.onStep?.({ snapshot, legal: mine, side, chosen, index: n });
    } catch (e) {
      return finish({ eventIndex: n, message: errorText(e) });
    }
    if (n >= maxEvents) return finish({ eventIndex: n, message: `the game did not end within ${maxEvents} events` });
    try {
      actor.send(chosen);
    } catch (e) {
      return finish({ eventIndex: n, message: `sending ${chosen.type} threw: ${errorText(e)}` });
    }
    const next = actor.getSnapshot();
    if (next === snapshot) {
      let why = '';
      try {
        why = module.explainIllegal(snapshot, chosen) ?? '';
      } catch {
        why = '';
      }
      return finish({ eventIndex: n, message: `the machine refused a listed event ${JSON.stringify(chosen)}${why ? `: ${why}` : ''}` });
    }
    log?.push(chosen);
    n++;
    snapshot = next;
  }
  const end = finish();
  if (!end.result && !end.error) end.error = { eventIndex: n, message: 'the game ended without a result' };
  return end;
}

// ---- The simulator (npm run sim) ----

export type BotKind = 'random' | 'smart';

export interface SimConfig {
  module: AnyGameModule;
  games: number;
  seed: number;
  /** One per side, in module.sides order. */
  bots: BotKind[];
  options: unknown;
}

export class SimArgError extends Error {
  override name = 'SimArgError';
}

export const SIM_USAGE =
  'usage: npm run sim -- --game <id> --games N --seed S --bots <one per side: random|smart, comma-separated> [--options JSON]';

function parseInteger(flag: string, raw: string, min: number): number {
  if (!/^-?\d+$/.test(raw.trim())) throw new SimArgError(`${flag} must be an integer, got ${excerpt(raw)}.`);
  const v = Number(raw);
  if (!Number.isSafeInteger(v)) throw new SimArgError(`${flag} must be a safe integer, got ${excerpt(raw)}.`);
  if (v < min) throw new SimArgError(`${flag} must be at least ${min}, got ${v}.`);
  return v;
}

/** Parses the simulator's arguments; throws SimArgError with a clear message when they are bad. */
export function parseSimArgs(argv: string[], modules: readonly AnyGameModule[]): SimConfig {
  const flags: Record<string, string> = {};
  const known = new Set(['--game', '--games', '--seed', '--bots', '--options']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    let key = arg;
    let value: string | undefined;
    const eq = arg.indexOf('=');
    if (arg.startsWith('--') && eq > 0) {
      key = arg.slice(0, eq);
      value = arg.slice(eq + 1);
    }
    if (!known.has(key)) throw new SimArgError(`Unknown argument ${excerpt(arg)}. ${SIM_USAGE}`);
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined) throw new SimArgError(`${key} needs a value. ${SIM_USAGE}`);
    }
    if (key in flags) throw new SimArgError(`${key} is given twice.`);
    flags[key] = value;
  }
  for (const k of ['--game', '--games', '--seed', '--bots']) {
    if (flags[k] === undefined) throw new SimArgError(`Missing ${k}. ${SIM_USAGE}`);
  }
  const ids = modules.map((m) => m.id);
  const module = modules.find((m) => m.id === flags['--game']);
  if (!module) throw new SimArgError(`Unknown game ${excerpt(flags['--game'])}; known games: ${ids.join(', ')}.`);
  const games = parseInteger('--games', flags['--games']!, 1);
  const seed = parseInteger('--seed', flags['--seed']!, Number.MIN_SAFE_INTEGER);
  const bots = flags['--bots']!.split(',').map((b) => b.trim());
  if (bots.length !== module.sides.length) {
    throw new SimArgError(
      `--bots needs one bot per side of ${module.title} (${module.sides.join(', ')}): got ${bots.length} (${excerpt(flags['--bots'])}).`,
    );
  }
  for (const b of bots) {
    if (b !== 'random' && b !== 'smart') throw new SimArgError(`Unknown bot ${excerpt(b)}: use random or smart.`);
  }
  let rawOptions: unknown = undefined;
  if (flags['--options'] !== undefined) {
    try {
      rawOptions = JSON.parse(flags['--options']);
    } catch (e) {
      throw new SimArgError(`--options is not valid JSON: ${errorText(e)}`);
    }
  }
  let options: unknown;
  try {
    options = parseOptions(module, rawOptions);
  } catch (e) {
    throw new SimArgError(errorText(e));
  }
  return { module, games, seed, bots: bots as BotKind[], options };
}

export interface SimFailure {
  seed: number;
  eventIndex: number;
  message: string;
}

export interface SimSummary {
  game: string;
  games: number;
  wins: Record<string, number>;
  draws: number;
  meanTurns: number;
  /** Finished games by how they ended (the outcome's reason), so a run shows what ends its games. */
  endings: Record<string, number>;
  gamesPerSecond: number;
  eventsPerSecond: number;
  errors: number;
  failures: SimFailure[];
}

/** The summary's running totals; games may be added in any order (workers), the totals do not care. */
export class SimTally {
  readonly wins: Record<string, number>;
  draws = 0;
  errors = 0;
  played = 0;
  events = 0;
  turnSum = 0;
  readonly endings: Record<string, number> = {};
  private failureList: SimFailure[] = [];
  constructor(
    readonly module: AnyGameModule,
    readonly started = Date.now(),
  ) {
    this.wins = Object.fromEntries(module.sides.map((s) => [s, 0]));
  }
  add(seed: number, r: Pick<PlayResult, 'result' | 'turns' | 'events' | 'error'>): void {
    this.played++;
    this.events += r.events;
    this.turnSum += r.turns;
    if (r.error) {
      this.errors++;
      this.failureList.push({ seed, eventIndex: r.error.eventIndex, message: r.error.message });
    } else if (r.result) {
      this.endings[r.result.reason] = (this.endings[r.result.reason] ?? 0) + 1;
      if (r.result.winner === 'draw') this.draws++;
      else this.wins[r.result.winner] = (this.wins[r.result.winner] ?? 0) + 1;
    }
  }
  summary(now = Date.now()): SimSummary {
    const secs = Math.max((now - this.started) / 1000, 1e-3);
    const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
    return {
      game: this.module.id,
      games: this.played,
      wins: { ...this.wins },
      draws: this.draws,
      meanTurns: this.played ? round(this.turnSum / this.played, 3) : 0,
      endings: Object.fromEntries(Object.keys(this.endings).sort().map((k) => [k, this.endings[k]!])),
      gamesPerSecond: round(this.played / secs, 2),
      eventsPerSecond: round(this.events / secs, 0),
      errors: this.errors,
      failures: [...this.failureList].sort((a, b) => a.seed - b.seed).slice(0, 20),
    };
  }
}

/** Plays one game of a simulation: game seed s, bots by kind, bot RNG from s. */
export function playSimGame(module: AnyGameModule, seed: number, bots: BotKind[], options: unknown): PlayResult {
  const bySide: Record<string, Bot<any, any>> = {};
  module.sides.forEach((side, i) => {
    bySide[side] = module.bots[bots[i]!];
  });
  try {
    return playGame(module, { seed, options, bots: bySide });
  } catch (e) {
    // Setup failures (bad bots, bad options) still count as a broken game, not a crashed run.
    return { result: null, turns: 0, events: 0, error: { eventIndex: 0, message: errorText(e) }, snapshot: undefined as never };
  }
}

/** Runs a whole simulation in this thread: game i uses seed S+i. */
export function runSimulation(
  config: SimConfig,
  onProgress?: (done: number, total: number, tally: SimTally) => void,
): SimSummary {
  const tally = new SimTally(config.module);
  const step = Math.max(1, Math.round(config.games / 20));
  for (let i = 0; i < config.games; i++) {
    const seed = config.seed + i;
    tally.add(seed, playSimGame(config.module, seed, config.bots, config.options));
    if (onProgress && ((i + 1) % step === 0 || i + 1 === config.games)) onProgress(i + 1, config.games, tally);
  }
  return tally.summary();
}
