// @vitest-environment happy-dom
// The table's sounds: which shot makes which sound (each game's map, checked against its beat
// catalogue), played from the animation queue's shots only when they are seen (none at instant,
// none skipped past, none with no table driving the queue), and the mute and volume settings kept
// on the machine (localStorage). Without Web Audio (happy-dom) playing is silent and never throws.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnimationQueue, type Beat } from '../../src/scene/animation/queue';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { BELLE_BEAT_CATALOGUE } from '../../src/scene/belle-epoque/beatCatalogue';
import { BLB_SOUNDS, blbDrawn } from '../../src/ui/blb/drawn';
import { BELLE_SOUNDS, belleDrawn } from '../../src/ui/belle-epoque/drawn';
import { armAudioOnGesture, audioReady, playSound } from '../../src/ui/sound/audio';
import { connectShotSounds, SAME_SOUND_GAP_MS, soundForShot, type ShotSoundMap } from '../../src/ui/sound/shotSounds';
import {
  DEFAULT_SOUND,
  getSoundSettings,
  readSoundSettings,
  resetSoundSettingsForTest,
  setSoundSettings,
  SOUND_PREF_KEY,
  subscribeSoundSettings,
} from '../../src/ui/sound/soundSettings';
import { SOUND_NAMES, type SoundName } from '../../src/ui/sound/sounds';
import { TEST_CATALOGUE } from '../scene/testCatalogue';

const shotKinds = (catalogue: Record<string, { shot: string }>) => new Set(Object.values(catalogue).map((e) => e.shot));

describe("each game's sound map", () => {
  it('names only shot kinds of its own beat catalogue, and only sounds that exist', () => {
    for (const [map, catalogue] of [
      [BLB_SOUNDS, BLB_BEAT_CATALOGUE],
      [BELLE_SOUNDS, BELLE_BEAT_CATALOGUE],
    ] as const) {
      const kinds = shotKinds(catalogue);
      for (const [kind, entry] of Object.entries(map as ShotSoundMap)) {
        expect(kinds.has(kind), kind).toBe(true);
        const sound = typeof entry === 'string' ? entry : entry.sound;
        expect(SOUND_NAMES).toContain(sound);
      }
    }
  });

  it('Brave Little Belgium: dice on the tray, a chit drawn, an event chit played, a fort hit, counters set down as a move ends', () => {
    expect(blbDrawn.sounds).toBe(BLB_SOUNDS);
    const beatSound = (type: keyof typeof BLB_BEAT_CATALOGUE, at: 'start' | 'end') => soundForShot(BLB_SOUNDS, BLB_BEAT_CATALOGUE[type].shot, at);
    expect(beatSound('dice.rolled', 'start')).toBe('dice');
    expect(beatSound('chit.drawn', 'start')).toBe('draw');
    expect(beatSound('event.played', 'start')).toBe('card');
    expect(beatSound('fort.hit', 'start')).toBe('fortHit');
    expect(beatSound('fort.destroyed', 'start')).toBe('fortHit');
    expect(beatSound('units.moved', 'start')).toBeNull();
    expect(beatSound('units.moved', 'end')).toBe('setDown');
    expect(beatSound('unit.retreated', 'end')).toBe('setDown');
    expect(beatSound('turn.began', 'start')).toBeNull();
  });

  it('Belle Epoque: a token drawn, command and test dice, a volley, assault dice, stands set down as a move ends', () => {
    expect(belleDrawn.sounds).toBe(BELLE_SOUNDS);
    const beatSound = (type: keyof typeof BELLE_BEAT_CATALOGUE, at: 'start' | 'end') => soundForShot(BELLE_SOUNDS, BELLE_BEAT_CATALOGUE[type].shot, at);
    expect(beatSound('token.drawn', 'start')).toBe('draw');
    expect(beatSound('command.rolled', 'start')).toBe('dice');
    expect(beatSound('reactivity.tested', 'start')).toBe('dice');
    expect(beatSound('unit.fired', 'start')).toBe('volley');
    expect(beatSound('assault.fought', 'start')).toBe('dice');
    expect(beatSound('unit.moved', 'end')).toBe('setDown');
    expect(beatSound('unit.moved', 'start')).toBeNull();
    expect(beatSound('losses.taken', 'start')).toBeNull();
  });

  it('soundForShot: a plain name plays at the start; no map or an unknown kind plays nothing', () => {
    const map: ShotSoundMap = { dice: 'dice', move: { sound: 'setDown', at: 'end' } };
    expect(soundForShot(map, 'dice', 'start')).toBe('dice');
    expect(soundForShot(map, 'dice', 'end')).toBeNull();
    expect(soundForShot(map, 'move', 'end')).toBe('setDown');
    expect(soundForShot(map, 'toString', 'start')).toBeNull();
    expect(soundForShot(undefined, 'dice', 'start')).toBeNull();
  });
});

describe('sounds from the animation queue', () => {
  const map: ShotSoundMap = { chit: 'draw', dice: 'dice', move: { sound: 'setDown', at: 'end' } };
  const chit: Beat = { type: 'chit.drawn' };
  const dice: Beat = { type: 'dice.rolled' };
  const move: Beat = { type: 'units.moved', path: ['a', 'b'] };
  const flush = () => new Promise<void>((r) => queueMicrotask(r));

  function setUp(speed: 'normal' | 'instant' = 'normal', drive = true) {
    const queue = new AnimationQueue({ catalogue: TEST_CATALOGUE, speed });
    const release = drive ? queue.attachDriver() : () => {};
    const played: SoundName[] = [];
    let t = 0;
    const stop = connectShotSounds(queue, map, (s) => played.push(s), () => t);
    return { queue, played, release, stop, tick: (ms: number) => (t += ms) };
  }

  it('plays each shot kind its sound as the shot starts (or ends), in order', async () => {
    const { queue, played, tick } = setUp();
    queue.enqueue([chit, move, dice]);
    queue.update(0);
    await flush();
    expect(played).toEqual(['draw']);
    tick(1000);
    queue.update(1000); // the chit ends, the move starts (its sound waits for its end)
    await flush();
    expect(played).toEqual(['draw']);
    tick(1000);
    queue.update(2000); // the move (700 ms) ended: set down; the dice start
    await flush();
    expect(played).toEqual(['draw', 'setDown', 'dice']);
  });

  it('is silent for shots skipped past, at instant, and while the page is hidden', async () => {
    const skipped = setUp();
    skipped.queue.enqueue([chit, dice]);
    skipped.queue.skip();
    await flush();
    expect(skipped.played).toEqual([]);

    const instant = setUp('instant');
    instant.queue.enqueue([chit, move, dice]);
    await flush();
    expect(instant.played).toEqual([]);

    const hidden = setUp();
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      hidden.queue.enqueue([chit, move, dice]);
      hidden.queue.update(0);
      hidden.queue.update(5000);
      await flush();
      expect(hidden.played).toEqual([]);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      if (visibility) expect(document.visibilityState).toBe('visible');
    }
  });

  it('with no table drawing the queue (the flat 2D board) each shot still sounds as it passes', async () => {
    const flat = setUp('normal', false);
    flat.queue.enqueue([chit, move, dice]);
    await flush();
    expect(flat.played).toEqual(['setDown', 'draw', 'dice']);
  });

  it('plays one sound of a kind at a time, and nothing once disconnected', async () => {
    const { queue, played, tick, stop } = setUp();
    queue.enqueue([chit]);
    queue.update(0);
    await flush();
    tick(SAME_SOUND_GAP_MS / 2);
    queue.enqueue([chit]);
    queue.update(950);
    await flush();
    expect(played).toEqual(['draw']);
    tick(SAME_SOUND_GAP_MS);
    queue.enqueue([chit]);
    queue.update(2000);
    await flush();
    expect(played).toEqual(['draw', 'draw']);
    stop();
    tick(1000);
    queue.enqueue([dice]);
    queue.update(5000);
    await flush();
    expect(played).toEqual(['draw', 'draw']);
  });

  it('without Web Audio (happy-dom) nothing plays and nothing throws', () => {
    expect(() => armAudioOnGesture()).not.toThrow();
    expect(() => window.dispatchEvent(new Event('pointerdown'))).not.toThrow();
    expect(audioReady()).toBe(false);
    for (const name of SOUND_NAMES) expect(() => playSound(name)).not.toThrow();
  });
});

describe('sound settings kept on the machine', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSoundSettingsForTest();
  });
  afterEach(() => {
    localStorage.clear();
    resetSoundSettingsForTest();
  });

  it('start on at the default volume, and mute and volume survive a reload (a fresh read of storage)', () => {
    expect(getSoundSettings()).toEqual(DEFAULT_SOUND);
    setSoundSettings({ muted: true });
    setSoundSettings({ volume: 0.25 });
    expect(JSON.parse(localStorage.getItem(SOUND_PREF_KEY)!)).toEqual({ muted: true, volume: 0.25 });
    resetSoundSettingsForTest();
    expect(getSoundSettings()).toEqual({ muted: true, volume: 0.25 });
    setSoundSettings({ muted: false });
    resetSoundSettingsForTest();
    expect(getSoundSettings()).toEqual({ muted: false, volume: 0.25 });
  });

  it('tells subscribers of a change (not of a non-change), and clamps the volume', () => {
    let calls = 0;
    const stop = subscribeSoundSettings(() => calls++);
    setSoundSettings({ muted: false });
    expect(calls).toBe(0);
    setSoundSettings({ volume: 7 });
    expect(getSoundSettings().volume).toBe(1);
    setSoundSettings({ volume: -1 });
    expect(getSoundSettings().volume).toBe(0);
    expect(calls).toBe(2);
    stop();
  });

  it('a bad saved value gives the defaults, never an error', () => {
    localStorage.setItem(SOUND_PREF_KEY, '{not json');
    expect(readSoundSettings()).toEqual(DEFAULT_SOUND);
    localStorage.setItem(SOUND_PREF_KEY, JSON.stringify({ muted: 'yes', volume: 'loud' }));
    expect(readSoundSettings()).toEqual(DEFAULT_SOUND);
  });
});
