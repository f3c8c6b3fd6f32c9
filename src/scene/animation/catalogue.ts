// A game's beat catalogue: for every beat type its machine emits, the shot the scene draws for it
// and how long that shot lasts at normal speed with full motion (the queue scales it by speed and
// reduced motion). Each game writes its own (src/scene/<game>/beatCatalogue.ts) against its one
// union of beats, so a beat type missing from it is a type error:
//
//   export const MY_BEAT_CATALOGUE = { 'dice.rolled': { shot: 'dice', ms: 1400 }, ... } satisfies BeatCatalogue<MyBeat>;
//
// Shot names are the game's own words ('dice', 'move', ...); its scene code reads them. A beat
// that shows nothing still has an entry (ms 0).
//
// `pace` (optional) says what the beat is to a viewer of a showcase: 'fight' (a combat: dice,
// fire, losses, retreats; it gets its full time) or 'routine' (plain moves, draws, tests: a run of
// them is compressed in showcase, and so is the bots' think time after them). Unmarked beats play
// at full time and are neither.
import type { Beat } from '../../core/module';

/** What a beat is to a showcase's viewer: the fights they came to see, or the routine between them. */
export type BeatPace = 'fight' | 'routine';

/** What one beat type becomes: a shot, lasting `ms` (or as long as the beat says) at normal speed. */
export interface BeatTiming<B> {
  shot: string;
  ms: number | ((beat: B) => number);
  /** Showcase pacing: 'fight' plays in full; a run of 'routine' shots is compressed. Absent: full time. */
  pace?: BeatPace;
}

/** Every beat type of a game's union `B`, each with its shot and duration (typed against its own beat). */
export type BeatCatalogue<B extends Beat> = { [T in B['type']]: BeatTiming<Extract<B, { type: T }>> };

/** Any game's catalogue, as the shared queue takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBeatCatalogue = Readonly<Record<string, BeatTiming<any>>>;

/** The shot kind of a beat type the catalogue does not name (zero time, and the queue warns). */
export const UNCATALOGUED = 'uncatalogued';

/** Beat types among `types` that the catalogue does not name (for tests and start-up checks). */
export function missingFromCatalogue(catalogue: AnyBeatCatalogue, types: readonly string[]): string[] {
  return types.filter((t) => !Object.prototype.hasOwnProperty.call(catalogue, t));
}

/** Positions travelled by a move along `path` (at least one: a move with no path still takes a step's time). */
export function stepsAlong(path: readonly unknown[] | undefined): number {
  return path && path.length > 0 ? path.length : 1;
}
