// The game log: one entry per event applied (label and side), newest at the bottom.
import { useEffect, useRef } from 'react';

export interface LogProps {
  entries: readonly { label: string; side: string }[];
  /** How many entries are applied to the state shown (fewer while replaying). */
  count: number;
  sideNames: Readonly<Record<string, string>>;
}

export function Log({ entries, count, sideNames }: LogProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const shown = entries.slice(0, count);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, entries]);
  return (
    <section className="panel log-panel" aria-label="Game log">
      <header className="panel-header">
        <h2>Log</h2>
        <span className="muted">{count} events</span>
      </header>
      <ol ref={listRef} className="log" data-testid="log">
        {shown.map((entry, i) => (
          <li key={i} data-testid="log-entry" data-side={entry.side} className={`log-entry side-${entry.side}`}>
            <span className="log-index">{i + 1}</span>
            <span className="log-side">{sideNames[entry.side] ?? entry.side}</span>
            <span className="log-label">{entry.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
