// The simulator for Brief Border Wars while bbw is not yet in the one list of games
// (src/app/games.ts): the same arguments and the same JSON summary as tools/sim.ts
// (`--game bbw` required), run in one thread over the module loaded directly. Once bbw is
// registered, `npm run sim -- --game bbw ...` gives the same figures.
//   npx tsx tools/sim-bbw.ts --game bbw --games 300 --seed 1 --bots smart,smart [--options JSON]
import { bbwModule } from '../machines/bbw/index';
import { SimArgError, parseSimArgs, runSimulation } from '../src/core/simulate';
import type { AnyGameModule } from '../src/core/module';

try {
  const config = parseSimArgs(process.argv.slice(2), [bbwModule as unknown as AnyGameModule]);
  const summary = runSimulation(config, (done, total, t) => {
    const s = t.summary();
    process.stderr.write(`[sim] ${done}/${total} games: white ${s.wins.white}, grey ${s.wins.grey}, draws ${s.draws}, errors ${s.errors}\n`);
  });
  process.stdout.write(JSON.stringify(summary) + '\n');
} catch (e) {
  if (e instanceof SimArgError) {
    process.stderr.write(e.message + '\n');
    process.exit(2);
  }
  throw e;
}
