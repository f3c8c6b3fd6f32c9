// A bot game replayed through the real machine with what each event made it emit: for the tests of
// a game's log narration (narrateBeats), which must word the beats of real events, and for scene
// tests that need real positions before and after each event.
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Beat, GameEvent } from '../../src/core/module';
import { playGame } from '../../src/core/simulate';

export interface PlayedEvent {
  index: number;
  event: GameEvent;
  /** The state the event was sent in. */
  before: AnyMachineSnapshot;
  /** The state it left. */
  after: AnyMachineSnapshot;
  beats: Beat[];
}

/** The events of a bot game (smart bots unless said) with seed `seed`, each with the beats it made the machine emit. */
export function playedEvents(module: AnyGameModule, seed: number, options?: unknown, bot: 'smart' | 'random' = 'smart'): { start: Beat[]; startSnapshot: AnyMachineSnapshot; events: PlayedEvent[] } {
  const bots = Object.fromEntries(module.sides.map((s) => [s, module.bots[bot]]));
  const played = playGame(module, { seed, options, bots, keepEvents: true });
  if (played.error) throw new Error(`seed ${seed}: ${played.error.message}`);
  const parsed = module.options.schema.parse(options ?? module.options.defaults);
  const actor = createActor(module.machine, { input: { seed, options: parsed } });
  let beats: Beat[] = [];
  actor.on('*', (beat) => beats.push(beat as Beat));
  actor.start();
  const start = beats;
  const startSnapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const events = played.log!.map((event, index) => {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    beats = [];
    actor.send(event);
    return { index, event, before, after: actor.getSnapshot() as AnyMachineSnapshot, beats };
  });
  actor.stop();
  return { start, startSnapshot, events };
}
