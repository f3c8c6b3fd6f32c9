// La Petite Guerre balance report (issue 17): plays N games through the real machine with the
// invariants checked before every event (the fuzzer's checks), and prints how they end.
//   npx tsx tools/lpg-report.ts --games 1000 --seed 1 --bots smart,smart [--workers K] [--turns T] [--rows]
// (--rows: each game's row on stderr as it ends, so a run cut short can still be summed up)
// Game i uses seed S+i and the bots' RNG the simulator gives it (src/core/simulate.ts playGame), so
// the figures are those `npm run sim -- --game lpg` gives once lpg is registered in src/app/games.ts
// (its summary's `endings` and `meanTurns`). Progress goes to stderr; stdout's last line is one
// JSON summary: wins, endings (Washington killed or captured, the Loyalty Index at 0, Philadelphia
// British at the end of March, the Americans holding out), turns per game (mean and by month of
// the ending), errors with their first failures, and speed: wall games/s and, per core, games/s and
// events/s (events over the summed time of the games).
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { lpgModule } from '../machines/lpg/index';
import { playGame } from '../src/core/simulate';
import type { LpgState } from '../src/games/lpg/state';

type Kind = 'smart' | 'random';
interface Job { seeds: number[]; bots: [Kind, Kind]; turns: number }
interface GameRow { seed: number; winner: string | null; ending: string | null; turns: number; events: number; ms: number; error?: string; loyalty: number; battles: number }

function playOne(seed: number, bots: [Kind, Kind], turns: number): GameRow {
  const t0 = performance.now();
  const r = playGame(lpgModule, {
    seed, checkInvariants: true, options: { lastTurn: turns },
    bots: { american: lpgModule.bots[bots[0]], british: lpgModule.bots[bots[1]] },
  });
  const ms = performance.now() - t0;
  const s = (r.snapshot as { context: LpgState } | undefined)?.context;
  const row: GameRow = {
    seed, winner: r.result?.winner ?? null, ending: s?.victory?.reason ?? null, turns: r.turns, events: r.events, ms,
    loyalty: s?.loyalty ?? -1, battles: s?.lastBattle?.n ?? 0,
  };
  if (r.error) row.error = `event ${r.error.eventIndex}: ${r.error.message}`;
  return row;
}

function parse(argv: string[]) {
  const get = (k: string, d: string) => {
    const i = argv.indexOf(k);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : d;
  };
  const bots = get('--bots', 'smart,smart').split(',') as [Kind, Kind];
  if (bots.length !== 2 || bots.some((b) => b !== 'smart' && b !== 'random')) throw new Error('--bots american,british: smart or random each');
  return {
    games: Number(get('--games', '100')), seed: Number(get('--seed', '1')), bots,
    workers: Math.max(1, Number(get('--workers', String(Math.min(8, availableParallelism()))))), turns: Number(get('--turns', '24')),
  };
}

function summarise(rows: GameRow[], wallMs: number, cfg: ReturnType<typeof parse>) {
  const ok = rows.filter((r) => !r.error);
  const count = (f: (r: GameRow) => string | null) => {
    const out: Record<string, number> = {};
    for (const r of ok) {
      const k = f(r) ?? 'none';
      out[k] = (out[k] ?? 0) + 1;
    }
    return Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]!]));
  };
  const months = ['oct', 'nov', 'dec', 'jan', 'feb', 'mar'];
  const events = rows.reduce((n, r) => n + r.events, 0);
  const ms = rows.reduce((n, r) => n + r.ms, 0);
  const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    game: 'lpg', games: rows.length, seed: cfg.seed, bots: { american: cfg.bots[0], british: cfg.bots[1] }, lastTurn: cfg.turns,
    wins: count((r) => r.winner),
    endings: count((r) => r.ending),
    meanTurns: round(ok.reduce((n, r) => n + r.turns, 0) / Math.max(1, ok.length), 3),
    endedInMonth: count((r) => months[Math.floor((Math.max(1, r.turns) - 1) / 4)] ?? null),
    meanLoyalty: round(ok.reduce((n, r) => n + r.loyalty, 0) / Math.max(1, ok.length)),
    meanBattles: round(ok.reduce((n, r) => n + r.battles, 0) / Math.max(1, ok.length)),
    meanEvents: round(events / Math.max(1, rows.length), 1),
    errors: rows.length - ok.length,
    failures: rows.filter((r) => r.error).slice(0, 10).map((r) => ({ seed: r.seed, message: r.error })),
    workers: cfg.workers,
    wallGamesPerSecond: round(rows.length / (wallMs / 1000), 3),
    perCore: { gamesPerSecond: round(rows.length / (ms / 1000), 3), eventsPerSecond: round(events / (ms / 1000), 0) },
  };
}

function startWorker(job: Job): Worker {
  const file = fileURLToPath(import.meta.url);
  if (file.endsWith('.ts')) {
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })`;
    return new Worker(boot, { eval: true, workerData: job });
  }
  return new Worker(file, { workerData: job });
}

async function main(): Promise<void> {
  const cfg = parse(process.argv.slice(2));
  const t0 = performance.now();
  const rows: GameRow[] = [];
  const workers = Math.min(cfg.workers, cfg.games);
  process.stderr.write(`[lpg-report] ${cfg.games} games from seed ${cfg.seed}, american=${cfg.bots[0]} british=${cfg.bots[1]}, ${workers} worker(s), last turn ${cfg.turns}\n`);
  const step = Math.max(1, Math.round(cfg.games / 20));
  await new Promise<void>((resolve, reject) => {
    let running = workers;
    for (let w = 0; w < workers; w++) {
      const seeds: number[] = [];
      for (let i = w; i < cfg.games; i += workers) seeds.push(cfg.seed + i);
      const worker = startWorker({ seeds, bots: cfg.bots, turns: cfg.turns });
      worker.on('message', (row: GameRow) => {
        rows.push(row);
        if (process.argv.includes('--rows')) process.stderr.write(`${JSON.stringify(row)}\n`);
        if (rows.length % step === 0) process.stderr.write(`[lpg-report] ${rows.length}/${cfg.games} ${JSON.stringify(summarise(rows, performance.now() - t0, cfg).wins)}\n`);
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running === 0) resolve();
      });
    }
  });
  rows.sort((a, b) => a.seed - b.seed);
  process.stdout.write(JSON.stringify(summarise(rows, performance.now() - t0, cfg)) + '\n');
}

if (!isMainThread && (workerData as Job | null)?.seeds) {
  const job = workerData as Job;
  for (const seed of job.seeds) parentPort!.postMessage(playOne(seed, job.bots, job.turns));
} else if (isMainThread) {
  main().catch((e) => {
    process.stderr.write(`lpg-report: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  });
}
