// The header's sound controls: on/off (also the `m` key) and the volume, both kept on this machine
// (soundSettings.ts). Turning sound on is a user gesture, so it also starts audio where the
// browser had held it back.
import { useEffect, useSyncExternalStore } from 'react';
import { getSoundSettings, setSoundSettings, subscribeSoundSettings } from './soundSettings';
import './sound.css';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

/** A speaker, with waves when on and a cross when muted (drawn: no emoji font needed). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg className="sound-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}

export function useSoundSettings() {
  return useSyncExternalStore(subscribeSoundSettings, getSoundSettings, getSoundSettings);
}

export function SoundControls() {
  const { muted, volume } = useSoundSettings();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.key === 'm' || e.key === 'M') {
        e.preventDefault();
        setSoundSettings({ muted: !getSoundSettings().muted });
      }
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, []);
  return (
    <span className="sound-controls" role="group" aria-label="Sound">
      <button
        type="button"
        className="sound-toggle"
        aria-label="Sound"
        aria-pressed={!muted}
        onClick={() => setSoundSettings({ muted: !muted })}
        title={muted ? 'Sound is off: turn it on (m)' : 'Sound is on: mute it (m)'}
        data-testid="sound-toggle"
        data-muted={muted ? 'true' : 'false'}
      >
        <SpeakerIcon muted={muted} />
      </button>
      <input
        type="range"
        className="sound-volume"
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        onChange={(e) => setSoundSettings({ volume: Number(e.target.value) / 100, muted: false })}
        aria-label="Volume"
        title={`Volume ${Math.round(volume * 100)}%`}
        disabled={muted}
        data-testid="sound-volume"
      />
    </span>
  );
}
