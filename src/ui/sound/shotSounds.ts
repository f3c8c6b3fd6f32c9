// The table's shots heard: each game says which of its shot kinds makes which sound (its drawn
// entry's `sounds`: shot kind -> sound, at the shot's start or its end), and this listens to the
// game's animation queue and plays them. Only shots that are shown make a sound: none at
// `instant`, none for shots of no length, none for shots skipped past (Space), none while the page
// is hidden; and one sound of a kind at a time (a burst of moves is one tock, not a din). Where no
// table draws the queue (the flat 2D board) its shots end as they come: each still sounds once.
import type { AnimationQueue, QueueEvent, Shot } from '../../scene/animation/queue';
import type { SoundName } from './sounds';

/** A shot kind's sound: a name (played as the shot starts), or when in the shot to play it. */
export type ShotSound = SoundName | { sound: SoundName; at: 'start' | 'end' };

/** A game's sounds: its shot kinds (the beat catalogue's shot names) and what each sounds like. */
export type ShotSoundMap = Readonly<Record<string, ShotSound>>;

/** The sound a shot kind makes at `moment` under `map`, or null. */
export function soundForShot(map: ShotSoundMap | undefined, kind: string, moment: 'start' | 'end'): SoundName | null {
  if (!map || !Object.prototype.hasOwnProperty.call(map, kind)) return null;
  const entry = map[kind]!;
  if (typeof entry === 'string') return moment === 'start' ? entry : null;
  return entry.at === moment ? entry.sound : null;
}

/** The same sound is not played again within this many ms. */
export const SAME_SOUND_GAP_MS = 90;

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * Plays the game's sounds for the queue's shots through `play`. Returns the unsubscribe. A start
 * waits a microtask: a shot skipped past starts and ends in the same tick, and then stays silent.
 */
export function connectShotSounds(queue: AnimationQueue, map: ShotSoundMap | undefined, play: (sound: SoundName) => void, now: () => number = clock): () => void {
  if (!map || Object.keys(map).length === 0) return () => {};
  const lastPlayed = new Map<SoundName, number>();
  // Shots whose start sound waits for the microtask (a skip in the same tick cancels it).
  const waiting = new Set<number>();
  let live = true;
  const emit = (sound: SoundName) => {
    const t = now();
    const last = lastPlayed.get(sound);
    if (last !== undefined && t - last < SAME_SOUND_GAP_MS) return;
    lastPlayed.set(sound, t);
    play(sound);
  };
  const heard = (shot: Shot) => queue.speed !== 'instant' && shot.duration > 0 && !pageHidden();
  const unsubscribe = queue.subscribe((event: QueueEvent) => {
    if (event.type === 'start') {
      const sound = soundForShot(map, event.shot.kind, 'start');
      if (!sound || !heard(event.shot)) return;
      const id = event.shot.id;
      waiting.add(id);
      queueMicrotask(() => {
        if (live && waiting.delete(id)) emit(sound);
      });
    } else if (event.type === 'end') {
      if (event.skipped) {
        waiting.delete(event.shot.id);
        return;
      }
      const sound = soundForShot(map, event.shot.kind, 'end');
      if (sound && heard(event.shot)) emit(sound);
    } else if (event.type === 'reset') {
      waiting.clear();
    }
  });
  return () => {
    live = false;
    unsubscribe();
  };
}
