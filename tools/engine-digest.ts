// A digest of what the engines do (issue 14): whole bot games for every game, bot pairing and
// option set listed below, hashed as the events sent, every beat emitted, the state value after
// each event, and the final context and result. An engine change that must not change the rules
// (a speed-up) leaves it the same: run it before and after and compare the last line.
//   npx tsx tools/engine-digest.ts [--games N] [--game ID]
// Each line: game, bots, options, games, events, and two sha256s of that set: the decisions (the
// events sent, the state values, the final context and result) and the beats (what the machine
// emitted for the table and the narration); then the hash of all decisions, of all beats, and of
// both. A presentation change (a new beat) changes only the beats; a rules change the decisions.
import { createHash } from 'node:crypto';
import { createActor } from 'xstate';
import type { AnyGameModule } from '../src/core/module';
import { parseOptions, playGame } from '../src/core/simulate';
import { loadGameModules } from '../src/app/games';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const GAMES = Number(arg('games', '25'));
const ONLY = arg('game', '');

/** Option sets per game id besides the defaults (variants reach other rules). */
const VARIANTS: Record<string, unknown[]> = {
  blb: [{ alternativeGardeCivique: true, germanHandicap: true }, { freeSetUp: true }],
  'belle-epoque': [{ scenario: 'drift' }, { matchUp: 'zulu-war-1879', generals: { red: 'superior', blue: 'mediocre' } }],
  bbw: [
    { specialsRemoved: { grey: 2 }, noReactionMoves: { white: true }, poorlyTrainedStaff: { grey: true } },
    { skilledGuerrillas: true, openHand: { white: true } },
  ],
};

function digestGame(module: AnyGameModule, seed: number, options: unknown, bots: string[]): { hash: string; beats: string; events: number } {
  const parsed = parseOptions(module, options);
  const botMap = Object.fromEntries(module.sides.map((s, i) => [s, module.bots[bots[i] as 'random' | 'smart']]));
  const played = playGame(module, { seed, options: parsed, bots: botMap, keepEvents: true });
  const h = createHash('sha256');
  h.update(JSON.stringify({ error: played.error ?? null, result: played.result, turns: played.turns, events: played.log }));
  // Replay the record in a fresh actor: every beat and every state value along the way.
  const actor = createActor(module.machine, { input: { seed, options: parsed } });
  const hb = createHash('sha256');
  actor.on('*', (beat) => hb.update(JSON.stringify(beat)));
  actor.start();
  for (const ev of played.log ?? []) {
    actor.send(ev);
    h.update(JSON.stringify(actor.getSnapshot().value));
  }
  const end = actor.getSnapshot();
  h.update(JSON.stringify({ value: end.value, context: end.context, status: end.status }));
  h.update(JSON.stringify({ value: played.snapshot.value, context: played.snapshot.context }));
  actor.stop();
  return { hash: h.digest('hex'), beats: hb.digest('hex'), events: played.events };
}

const all = createHash('sha256');
const allBeats = createHash('sha256');
for (const module of await loadGameModules()) {
  if (ONLY && module.id !== ONLY) continue;
  const sets: unknown[] = [undefined, ...(VARIANTS[module.id] ?? [])];
  const pairings = [['random', 'random'], ['smart', 'smart'], ['smart', 'random'], ['random', 'smart']];
  for (const options of sets) {
    for (const bots of pairings) {
      // Defaults get the full count in both mirrored pairings; variants and mixed pairings fewer.
      const n = options === undefined && bots[0] === bots[1] ? GAMES : Math.max(1, Math.round(GAMES / 5));
      const h = createHash('sha256');
      const hb = createHash('sha256');
      let events = 0;
      for (let i = 0; i < n; i++) {
        const g = digestGame(module, 1 + i, options, bots);
        h.update(g.hash);
        hb.update(g.beats);
        events += g.events;
      }
      const hex = h.digest('hex');
      const beatsHex = hb.digest('hex');
      all.update(hex);
      allBeats.update(beatsHex);
      console.log(`${module.id} ${bots.join(',')} ${JSON.stringify(options ?? {})} games=${n} events=${events} decisions=${hex.slice(0, 16)} beats=${beatsHex.slice(0, 16)}`);
    }
  }
}
const decisionsHex = all.digest('hex');
const beatsHex = allBeats.digest('hex');
console.log(`decisions ${decisionsHex}`);
console.log(`beats ${beatsHex}`);
console.log(`all ${createHash('sha256').update(decisionsHex).update(beatsHex).digest('hex')}`);
