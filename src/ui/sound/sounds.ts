// The table's sounds, synthesised with Web Audio (nothing to fetch or ship): each a short envelope
// of filtered noise and tones. Which shot makes which sound is each game's (its drawn entry's
// `sounds`, shotSounds.ts); these are the shared instruments.

/** Every sound the table can make. */
export const SOUND_NAMES = ['dice', 'setDown', 'draw', 'card', 'fortHit', 'volley'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** What each sound is, for the README and the key list. */
export const SOUND_MEANING: Readonly<Record<SoundName, string>> = {
  dice: 'dice rolling on the tray',
  setDown: 'counters or stands set down',
  draw: 'a chit or token drawn',
  card: 'a card or event played',
  fortHit: 'a fort hit',
  volley: 'a volley fired',
};

/** White noise, one second, made once per context. */
const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();
function noise(ctx: BaseAudioContext): AudioBuffer {
  let buf = noiseBuffers.get(ctx);
  if (!buf) {
    buf = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = buf.getChannelData(0);
    // A fixed pseudo-random sequence: the same noise every time.
    let x = 12345;
    for (let i = 0; i < data.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      data[i] = (x / 0x3fffffff - 1) * 0.9;
    }
    noiseBuffers.set(ctx, buf);
  }
  return buf;
}

/** A burst of filtered noise at `t` lasting `dur` s, peaking at `gain`. */
function burst(ctx: BaseAudioContext, out: AudioNode, t: number, dur: number, gain: number, filter: BiquadFilterType, freq: number, q = 1, sweepTo?: number): void {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const f = ctx.createBiquadFilter();
  f.type = filter;
  f.frequency.setValueAtTime(freq, t);
  if (sweepTo) f.frequency.exponentialRampToValueAtTime(sweepTo, t + dur);
  f.Q.value = q;
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + Math.min(0.005, dur / 4));
  g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  src.connect(f).connect(g).connect(out);
  src.start(t, (t * 7.3) % 0.5);
  src.stop(t + dur + 0.02);
}

/** A tone at `t` gliding from `from` to `to` Hz over `dur` s. */
function tone(ctx: BaseAudioContext, out: AudioNode, t: number, dur: number, gain: number, from: number, to: number, type: OscillatorType = 'sine'): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(from, t);
  osc.frequency.exponentialRampToValueAtTime(to, t + dur);
  const g = ctx.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + 0.006);
  g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
  osc.connect(g).connect(out);
  osc.start(t);
  osc.stop(t + dur + 0.02);
}

/** Schedules `name` on `ctx` at its current time into `out` (the master gain). */
export function synthesise(ctx: BaseAudioContext, out: AudioNode, name: SoundName): void {
  const t = ctx.currentTime + 0.01;
  switch (name) {
    case 'dice':
      // Dice rattling onto the tray: a few clicks, closer together and softer as they settle.
      [0, 0.07, 0.15, 0.2, 0.26, 0.3, 0.33].forEach((dt, i) => burst(ctx, out, t + dt, 0.03, 0.5 * (1 - i / 9), 'bandpass', 2600 + (i % 3) * 700, 4));
      tone(ctx, out, t, 0.12, 0.12, 420, 300, 'triangle');
      break;
    case 'setDown':
      // A counter or a stand put down on the table: a soft wooden tock.
      tone(ctx, out, t, 0.09, 0.45, 240, 150, 'sine');
      burst(ctx, out, t, 0.025, 0.25, 'lowpass', 1800);
      break;
    case 'draw':
      // A chit or token drawn from the cup or bowl: a short rustle, then the tap as it is laid out.
      burst(ctx, out, t, 0.16, 0.22, 'bandpass', 1200, 1.2, 4200);
      tone(ctx, out, t + 0.17, 0.06, 0.3, 520, 380, 'triangle');
      break;
    case 'card':
      // A card played: a swish and a slap.
      burst(ctx, out, t, 0.12, 0.2, 'highpass', 2500, 0.8, 6000);
      burst(ctx, out, t + 0.12, 0.05, 0.4, 'bandpass', 1500, 1.5);
      break;
    case 'fortHit':
      // A fort hit: a low boom with a rumble of falling stone.
      tone(ctx, out, t, 0.55, 0.7, 95, 38, 'sine');
      burst(ctx, out, t, 0.5, 0.45, 'lowpass', 700, 0.7, 120);
      burst(ctx, out, t + 0.08, 0.3, 0.18, 'bandpass', 1800, 2);
      break;
    case 'volley':
      // A volley: a ragged string of cracks over a low report.
      [0, 0.045, 0.08, 0.13, 0.17, 0.24].forEach((dt, i) => burst(ctx, out, t + dt, 0.09, 0.55 - i * 0.05, 'bandpass', 1400 + (i % 2) * 500, 0.9));
      burst(ctx, out, t, 0.4, 0.3, 'lowpass', 400, 0.7, 90);
      break;
  }
}
