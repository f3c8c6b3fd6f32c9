// The sound settings (on or muted, and the volume), kept on this machine in localStorage for every
// game and read by the header's controls and the player. A tiny external store (subscribe and
// get, for useSyncExternalStore); a browser without storage keeps them for the page only.

export interface SoundSettings {
  muted: boolean;
  /** 0 (silent) to 1 (full). */
  volume: number;
}

export const SOUND_PREF_KEY = 'sandtable.sound';
export const DEFAULT_SOUND: SoundSettings = { muted: false, volume: 0.6 };

const clampVolume = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : DEFAULT_SOUND.volume);

/** The settings saved on this machine (the defaults where none or a bad value is saved). */
export function readSoundSettings(): SoundSettings {
  try {
    const raw = globalThis.localStorage?.getItem(SOUND_PREF_KEY);
    if (!raw) return { ...DEFAULT_SOUND };
    const saved = JSON.parse(raw) as Partial<SoundSettings> | null;
    if (!saved || typeof saved !== 'object') return { ...DEFAULT_SOUND };
    return { muted: saved.muted === true, volume: clampVolume(saved.volume) };
  } catch {
    return { ...DEFAULT_SOUND };
  }
}

function writeSoundSettings(settings: SoundSettings): void {
  try {
    globalThis.localStorage?.setItem(SOUND_PREF_KEY, JSON.stringify(settings));
  } catch {
    // No storage (private mode, a quota): the choice lasts for this page only.
  }
}

let current: SoundSettings | null = null;
const listeners = new Set<() => void>();

/** The settings now (read from storage once). The same object until they change. */
export function getSoundSettings(): SoundSettings {
  if (!current) current = readSoundSettings();
  return current;
}

/** Changes the settings, saves them on this machine and tells the subscribers. */
export function setSoundSettings(change: Partial<SoundSettings>): void {
  const old = getSoundSettings();
  const next: SoundSettings = {
    muted: change.muted ?? old.muted,
    volume: change.volume === undefined ? old.volume : clampVolume(change.volume),
  };
  if (next.muted === old.muted && next.volume === old.volume) return;
  current = next;
  writeSoundSettings(next);
  for (const l of [...listeners]) l();
}

export function subscribeSoundSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the settings read (tests: the next read goes to storage again). */
export function resetSoundSettingsForTest(): void {
  current = null;
}
