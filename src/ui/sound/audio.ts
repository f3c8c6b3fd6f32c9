// The one AudioContext of the page, made on the first user gesture (browsers refuse to start
// audio before one: the autoplay policy), and the player that the table's shots call. Where there
// is no Web Audio (a test DOM, an old browser) nothing plays and nothing throws.
import { getSoundSettings } from './soundSettings';
import { synthesise, type SoundName } from './sounds';

type AudioContextCtor = new () => AudioContext;

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let armed = false;

function ctorOf(): AudioContextCtor | null {
  const g = globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

/** Makes (or wakes) the context: call inside a user gesture. */
function unlock(): void {
  try {
    if (!ctx) {
      const Ctor = ctorOf();
      if (!Ctor) return;
      ctx = new Ctor();
      master = ctx.createGain();
      master.connect(ctx.destination);
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  } catch {
    ctx = null;
    master = null;
  }
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * Waits for the first user gesture to start audio (once per page; later calls do nothing). The
 * listeners stay until a context runs, so a refused start is tried again at the next gesture.
 */
export function armAudioOnGesture(): void {
  if (armed || typeof globalThis.addEventListener !== 'function' || !ctorOf()) return;
  armed = true;
  const onGesture = () => {
    unlock();
    if (ctx?.state === 'running') for (const type of GESTURES) globalThis.removeEventListener(type, onGesture, true);
  };
  for (const type of GESTURES) globalThis.addEventListener(type, onGesture, true);
}

/** Whether a sound would be heard now (a running context, not muted, some volume). */
export function audioReady(): boolean {
  const s = getSoundSettings();
  return !!ctx && ctx.state === 'running' && !s.muted && s.volume > 0;
}

/** Plays `name` at the saved volume; silent when muted, before the first gesture or without audio. */
export function playSound(name: SoundName): void {
  if (!ctx || !master || !audioReady()) return;
  try {
    const volume = getSoundSettings().volume;
    // Perceived loudness: square the slider so its lower half stays usable.
    master.gain.setValueAtTime(volume * volume, ctx.currentTime);
    synthesise(ctx, master, name);
  } catch {
    // A sound that fails is not worth an error: the game goes on silently.
  }
}
