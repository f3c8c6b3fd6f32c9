// Records replay fixtures: whole games played by bots, stored as game records with their exact
// final state. tests/<id>/replayFixtures.test.ts (through tests/support/replayFixtures.ts) replays
// them and asserts that state, so a rules change that alters outcomes is seen (as tobymao/18xx
// does). Re-run after an intended change:
//   npx tsx tools/record-fixtures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { blbModule } from '../machines/blb/index';
import { belleModule } from '../machines/belle-epoque/index';
import { bbwModule } from '../machines/bbw/index';
import { lpgModule } from '../machines/lpg/index';
import type { AnyGameModule } from '../src/core/module';
import { playGame } from '../src/core/simulate';

const FIXTURES: { file: string; module: AnyGameModule; seed: number; bots: [string, string]; options?: unknown }[] = [
  { file: 'tests/blb/fixtures/random-seed-11.json', module: blbModule, seed: 11, bots: ['random', 'random'] },
  { file: 'tests/blb/fixtures/random-seed-12-variants.json', module: blbModule, seed: 12, bots: ['random', 'random'], options: { alternativeGardeCivique: true, germanHandicap: true } },
  { file: 'tests/blb/fixtures/smart-seed-13.json', module: blbModule, seed: 13, bots: ['smart', 'smart'] },
  { file: 'tests/blb/fixtures/smart-random-seed-14-free.json', module: blbModule, seed: 14, bots: ['smart', 'random'], options: { freeSetUp: true } },
  { file: 'tests/belle-epoque/fixtures/random-seed-21.json', module: belleModule, seed: 21, bots: ['random', 'random'] },
  { file: 'tests/belle-epoque/fixtures/smart-seed-22-drift.json', module: belleModule, seed: 22, bots: ['smart', 'smart'], options: { scenario: 'drift' } },
  { file: 'tests/belle-epoque/fixtures/smart-random-seed-23-zulu.json', module: belleModule, seed: 23, bots: ['smart', 'random'], options: { matchUp: 'zulu-war-1879', generals: { red: 'superior', blue: 'mediocre' } } },
  { file: 'tests/bbw/fixtures/random-seed-31.json', module: bbwModule, seed: 31, bots: ['random', 'random'] },
  { file: 'tests/bbw/fixtures/random-smart-seed-32.json', module: bbwModule, seed: 32, bots: ['random', 'smart'] },
  { file: 'tests/bbw/fixtures/random-seed-33-options.json', module: bbwModule, seed: 33, bots: ['random', 'random'], options: { specialsRemoved: { white: 2 }, noReactionMoves: { grey: true }, openHand: { white: true }, poorlyTrainedStaff: { grey: true }, skilledGuerrillas: true } },
  // La Petite Guerre: short campaigns keep the files small.
  { file: 'tests/lpg/fixtures/random-seed-41-3turns.json', module: lpgModule, seed: 41, bots: ['random', 'random'], options: { lastTurn: 3 } },
  { file: 'tests/lpg/fixtures/random-seed-42-2turns.json', module: lpgModule, seed: 42, bots: ['random', 'random'], options: { lastTurn: 2 } },
];

// `npx tsx tools/record-fixtures.ts belle-epoque` re-records only that game's fixtures.
const only = process.argv[2];

for (const f of FIXTURES) {
  if (only && f.module.id !== only) continue;
  const m = f.module;
  const options = m.options.schema.parse(f.options ?? {});
  const bots = Object.fromEntries(m.sides.map((s, i) => [s, m.bots[f.bots[i] as 'random' | 'smart']]));
  const res = playGame(m, { seed: f.seed, options, bots, keepEvents: true });
  if (res.error || !res.result) throw new Error(`${f.file}: ${res.error?.message ?? 'no result'}`);
  const record = { game: m.id, rulesVersion: m.rulesVersion, seed: f.seed, options, events: res.log! };
  const fixture = { record, final: { value: res.snapshot.value, context: res.snapshot.context, result: res.result } };
  mkdirSync(f.file.replace(/\/[^/]+$/, ''), { recursive: true });
  writeFileSync(f.file, JSON.stringify(fixture) + '\n');
  console.log(`${f.file}: ${res.events} events, ${res.result.level}, turn ${res.turns}`);
}
