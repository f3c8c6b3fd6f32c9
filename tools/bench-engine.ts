// Engine benchmark (issue 14): how fast each game's rules and statechart play whole games on ONE
// core, and where the time goes. For every game in src/app/games.ts, random v random and smart v
// smart from the same seeds: events per second, games per second, and the time split between the
// module's legal events, the bots' choices, the result check, and the rest (actor.send: the
// machine's guards, actions and xstate itself), plus the share of garbage collection.
//   npm run bench:engine [-- --games N --seed S --game ID --rounds R]
// Figures vary with the machine; compare runs made on the same one (the README says which). With
// --rounds R each line plays its games R times and shows the fastest round (by the wall clock):
// on a machine shared with other work, the round least disturbed by it.
// events/s is by the wall clock; events/CPU-s by the CPU time node used meanwhile (GC threads
// included), the fairer figure on a shared, loaded machine.
import { PerformanceObserver } from 'node:perf_hooks';
import type { AnyGameModule, Bot } from '../src/core/module';
import { playGame } from '../src/core/simulate';
import { loadGameModules } from '../src/app/games';

const GAME_MODULES = await loadGameModules();

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const GAMES = Number(arg('games', '40'));
const SEED = Number(arg('seed', '1'));
const ONLY = arg('game', '');
const ROUNDS = Math.max(1, Number(arg('rounds', '1')));

/** Every garbage collection seen: when it began (performance.now()'s clock) and how long it took. */
const gcEntries: { start: number; ms: number }[] = [];
const gc = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcEntries.push({ start: entry.startTime, ms: entry.duration });
});
/** GC time in collections that began in [from, to] (the warm-up game's are left out). */
const gcBetween = (from: number, to: number): number => gcEntries.reduce((sum, e) => (e.start >= from && e.start <= to ? sum + e.ms : sum), 0);
gc.observe({ entryTypes: ['gc'] });

/** `fn` with its time added to `clock[key]`. */
function timed<F extends (...args: never[]) => unknown>(fn: F, clock: Record<string, number>, key: string): F {
  return ((...args: Parameters<F>) => {
    const t = performance.now();
    try {
      return fn(...args);
    } finally {
      clock[key]! += performance.now() - t;
    }
  }) as F;
}

interface Row {
  game: string;
  bots: string;
  games: number;
  events: number;
  ms: number;
  /** CPU time this process used meanwhile (user + system): on a loaded machine, the fairer clock. */
  cpuMs: number;
  split: Record<string, number>;
  /** When the timed games began (performance.now()); GC entries arrive after the run: read them later. */
  t0: number;
}

function bench(module: AnyGameModule, kind: 'random' | 'smart'): Row {
  const clock: Record<string, number> = { legal: 0, bot: 0, result: 0 };
  const timedModule: AnyGameModule = {
    ...module,
    legalEvents: timed(module.legalEvents.bind(module), clock, 'legal'),
    result: timed(module.result.bind(module), clock, 'result'),
  };
  const bot = timed(module.bots[kind] as Bot<any, any>, clock, 'bot');
  const bots = Object.fromEntries(module.sides.map((s) => [s, bot]));
  // One warm-up game (JIT), not counted.
  playGame(module, { seed: SEED + 10_000, options: module.options.defaults, bots: Object.fromEntries(module.sides.map((s) => [s, module.bots[kind]])) });
  for (const k of Object.keys(clock)) clock[k] = 0;
  let events = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const played = playGame(timedModule, { seed: SEED + i, options: module.options.defaults, bots });
    if (played.error) throw new Error(`${module.id} seed ${SEED + i}: ${played.error.message}`);
    events += played.events;
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { game: module.id, bots: `${kind} v ${kind}`, games: GAMES, events, ms, cpuMs, split: { ...clock }, t0 };
}

/** The GC time of a round, once the observer has delivered its entries. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

async function main(): Promise<void> {
  const modules = GAME_MODULES.filter((m) => !ONLY || m.id === ONLY);
  if (modules.length === 0) throw new Error(`No game "${ONLY}".`);
  console.log(`Engine benchmark: ${GAMES} games per line from seed ${SEED}, one core, node ${process.version}${ROUNDS > 1 ? `, fastest of ${ROUNDS} rounds` : ''}.`);
  console.log('| game | bots | events | events/s | events/CPU-s | games/s | legal events | bot | result | send and rest | GC |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const module of modules) {
    for (const kind of ['random', 'smart'] as const) {
      let r: Row | null = null;
      let gcOfR = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const next = bench(module, kind);
        // Let the GC observer deliver the entries of this run before reading them.
        await settle();
        const gcOfNext = gcBetween(next.t0, next.t0 + next.ms);
        if (!r || next.ms < r.ms) {
          r = next;
          gcOfR = gcOfNext;
        }
      }
      r = r!;
      const rest = r.ms - r.split.legal! - r.split.bot! - r.split.result!;
      console.log(
        `| ${r.game} | ${r.bots} | ${r.events} | ${Math.round((1000 * r.events) / r.ms)} | ${Math.round((1000 * r.events) / r.cpuMs)} | ${((1000 * r.games) / r.ms).toFixed(1)} | ` +
          `${pct(r.split.legal!, r.ms)} | ${pct(r.split.bot!, r.ms)} | ${pct(r.split.result!, r.ms)} | ${pct(rest, r.ms)} | ${pct(gcOfR, r.ms)} |`,
      );
    }
  }
  gc.disconnect();
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
