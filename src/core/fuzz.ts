// The fuzzer: many random legal games through the real machine, checking the module's invariants
// in every settled state, that a legal event exists until the game ends, that every game ends with
// a result, and (sampled) that listed events are accepted and mangled ones refused without effect.
import type { AnyGameModule, GameEvent } from './module';
import { Rng } from './rng';
import { playGame } from './simulate';

export interface FuzzFailure {
  seed: number;
  eventIndex: number;
  message: string;
}
export interface FuzzReport {
  games: number;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  results: Record<string, number>;
  failures: FuzzFailure[];
}

/** A plausible but wrong event: another side, an unknown type, or a payload from elsewhere. */
function mangle(ev: GameEvent, sides: readonly string[], rng: Rng): GameEvent {
  const kind = rng.int(3);
  if (kind === 0) return { ...ev, side: sides.find((s) => s !== ev.side) ?? 'nobody' };
  if (kind === 1) return { ...ev, type: `${ev.type}Bogus` };
  return { ...ev, side: ev.side, ...{ unit: 'no-such-unit', box: 'atlantis', to: 'atlantis', path: ['atlantis'], chit: 'no-chit' } } as GameEvent;
}

export function fuzz(module: AnyGameModule, opts: { fromSeed: number; games: number; options?: unknown; probeEvery?: number }): FuzzReport {
  const random = module.bots.random;
  const bots = Object.fromEntries(module.sides.map((s) => [s, random]));
  const probeEvery = opts.probeEvery ?? 25;
  const failures: FuzzFailure[] = [];
  const results: Record<string, number> = {};
  let events = 0;
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.fromSeed + i;
    const probeRng = Rng.seeded(seed * 31 + 7);
    let probeFailure: FuzzFailure | null = null;
    const res = playGame(module, {
      seed,
      options: opts.options,
      bots,
      checkInvariants: true,
      onStep: ({ snapshot, legal, index }) => {
        if (probeFailure || index % probeEvery !== 0) return;
        const listed = legal[probeRng.int(legal.length)]!;
        if (!snapshot.can(listed)) probeFailure = { seed, eventIndex: index, message: `listed event refused: ${JSON.stringify(listed)}` };
        const bad = mangle(listed, module.sides, probeRng);
        // Against every side's legal events: where two sides decide at once (a hidden simultaneous
        // choice), the other side's events are legal though not among the acting side's.
        const stillListed = module.legalEvents(snapshot).some((e) => JSON.stringify(e) === JSON.stringify(bad));
        if (!stillListed && snapshot.can(bad)) probeFailure = { seed, eventIndex: index, message: `mangled event accepted: ${JSON.stringify(bad)}` };
        if (!stillListed && !module.explainIllegal(snapshot, bad)) probeFailure = { seed, eventIndex: index, message: `no explanation for refusing ${JSON.stringify(bad)}` };
      },
    });
    events += res.events;
    if (res.error) failures.push({ seed, ...res.error });
    else if (probeFailure) failures.push(probeFailure);
    else if (!res.result) failures.push({ seed, eventIndex: res.events, message: 'game ended without a result' });
    else results[res.result.winner] = (results[res.result.winner] ?? 0) + 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games: opts.games, events, seconds, eventsPerSecond: events / seconds, results, failures };
}

/** Games per fuzz run: FUZZ_GAMES raises it for long runs. */
export function fuzzGameCount(defaultCount: number): number {
  const env = typeof process !== 'undefined' ? process.env.FUZZ_GAMES : undefined;
  const n = env ? Number.parseInt(env, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : defaultCount;
}
