// The simulator (DESIGN.md, "Simulator"):
//   npm run sim -- --game <id> --games N --seed S --bots <per side: random|smart> [--options JSON]
// Game i uses seed S+i; the bots' RNG for game seed s is Rng.seeded(s ^ 0x5eed). Progress goes to
// stderr; stdout's last line is one JSON summary. A broken game counts in errors and the run goes
// on; bad arguments exit non-zero with a message. `--workers K` (default: the CPU count, at most
// 8) spreads games over worker threads; the summary does not depend on it, only the speed does.
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AnyGameModule } from '../src/core/module';
import {
  SimArgError, SimTally, parseSimArgs, playSimGame, runSimulation, type BotKind, type SimConfig, type SimSummary,
} from '../src/core/simulate';
import { loadGameModules } from '../src/app/games';

/** The modules the simulator knows: every game in the one list (src/app/games.ts). */
export const GAME_MODULES: readonly AnyGameModule[] = await loadGameModules();

/** Splits off `--workers K` (a speed knob only) and parses the rest as DESIGN.md's arguments. */
export function parseCli(argv: string[], modules: readonly AnyGameModule[] = GAME_MODULES): { config: SimConfig; workers: number } {
  const rest: string[] = [];
  let workers: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--workers' || a.startsWith('--workers=')) {
      const raw = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < 1) throw new SimArgError(`--workers must be a positive integer, got "${raw ?? ''}".`);
      workers = Number(raw);
    } else {
      rest.push(a);
    }
  }
  const config = parseSimArgs(rest, modules);
  const auto = Math.max(1, Math.min(8, availableParallelism()));
  return { config, workers: Math.max(1, Math.min(workers ?? auto, config.games)) };
}

const progressLine = (done: number, total: number, t: SimTally): string => {
  const s = t.summary();
  const wins = Object.entries(s.wins).map(([k, v]) => `${k} ${v}`).join(', ');
  return `[sim] ${done}/${total} games: ${wins}, draws ${s.draws}, errors ${s.errors} (${s.gamesPerSecond} games/s)`;
};

interface WorkerJob {
  game: string;
  seeds: number[];
  bots: BotKind[];
  options: unknown;
}
type WorkerMessage = { seed: number; result: Parameters<SimTally['add']>[1] };

/** Runs the simulation over K worker threads, each taking every K-th seed. */
function runParallel(config: SimConfig, workers: number): Promise<SimSummary> {
  const tally = new SimTally(config.module);
  const step = Math.max(1, Math.round(config.games / 20));
  const here = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    let running = workers;
    for (let w = 0; w < workers; w++) {
      const seeds: number[] = [];
      for (let i = w; i < config.games; i += workers) seeds.push(config.seed + i);
      const job: WorkerJob = { game: config.module.id, seeds, bots: config.bots, options: config.options };
      const worker = startWorker(here, job);
      worker.on('message', (m: WorkerMessage) => {
        tally.add(m.seed, m.result);
        if (tally.played % step === 0 || tally.played === config.games) process.stderr.write(progressLine(tally.played, config.games, tally) + '\n');
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`a simulator worker exited with code ${code}`));
        else if (--running === 0) resolve(tally.summary());
      });
    }
  });
}

/**
 * A worker running this file. Node 20 does not pass tsx's loader hooks on to worker threads, so
 * the worker registers tsx itself before importing the TypeScript entry.
 */
function startWorker(file: string, job: WorkerJob): Worker {
  const url = pathToFileURL(file).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

function workerMain(): void {
  const job = workerData as WorkerJob;
  const module = GAME_MODULES.find((m) => m.id === job.game)!;
  for (const seed of job.seeds) {
    const r = playSimGame(module, seed, job.bots, job.options);
    const result: WorkerMessage['result'] = { result: r.result, turns: r.turns, events: r.events };
    if (r.error) result.error = r.error;
    parentPort!.postMessage({ seed, result } satisfies WorkerMessage);
  }
}

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(argv);
  } catch (e) {
    process.stderr.write(`sim: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const { config, workers } = parsed;
  process.stderr.write(
    `[sim] ${config.module.id}: ${config.games} games from seed ${config.seed}, bots ${config.module.sides
      .map((s, i) => `${s}=${config.bots[i]}`)
      .join(' ')}, ${workers} worker(s)\n`,
  );
  const summary =
    workers <= 1
      ? runSimulation(config, (done, total, t) => process.stderr.write(progressLine(done, total, t) + '\n'))
      : await runParallel(config, workers);
  process.stdout.write(JSON.stringify(summary) + '\n');
  return 0;
}

if (!isMainThread && (workerData as WorkerJob | null)?.seeds) {
  workerMain();
} else if (isMainThread && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      process.stderr.write(`sim: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
