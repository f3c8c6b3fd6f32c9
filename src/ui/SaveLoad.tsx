// Save: downloads the record as a save file. Load: reads a file and hands its text on; the
// app validates it (parseSave) and a bad file leaves the current game untouched.
import { useRef } from 'react';

export interface SaveLoadProps {
  onSave: () => { name: string; text: string };
  onLoadText: (text: string, fileName: string) => void;
}

export function downloadText(name: string, text: string, type = 'application/json'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SaveLoad({ onSave, onLoadText }: SaveLoadProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="save-load">
      <button
        type="button"
        data-testid="save"
        onClick={() => {
          const file = onSave();
          downloadText(file.name, file.text);
        }}
      >
        Save
      </button>
      <button type="button" data-testid="load" onClick={() => input.current?.click()}>
        Load…
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        data-testid="load-file"
        className="visually-hidden"
        aria-label="Load a saved game"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (!file) return;
          onLoadText(await file.text(), file.name);
        }}
      />
    </span>
  );
}
