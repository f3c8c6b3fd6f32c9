// The game log: one entry per event applied, grouped under the game turn and the phase it was
// chosen in, each with what was chosen and what happened (the game's words for the beats it made
// the machine emit: the chit drawn, the dice and hits, the losses). A click on an entry opens the
// inspector's timeline at the moment after it. Newest at the bottom.
import { memo, useEffect, useRef } from 'react';
import type { LogEntry } from './controller';
import './log.css';

export interface LogProps {
  entries: readonly LogEntry[];
  /** How many entries are applied to the state shown (fewer while replaying or viewing an earlier point). */
  count: number;
  sideNames: Readonly<Record<string, string>>;
  /** What happened as the game started, before the first event. */
  start?: readonly string[];
  /** Opens the inspector's timeline at `position` (the state after that many events). */
  onSelect?: (position: number) => void;
}

/** The heading of a game turn (0: the moves made before the first one). */
export function turnHeading(turn: number): string {
  return turn > 0 ? `Game Turn ${turn}` : 'Before the first Game Turn';
}

interface Group {
  turn: number;
  phases: { phase: string; first: number; entries: { entry: LogEntry; index: number }[] }[];
}

/** The entries in turn and phase groups, in order (a phase seen again after another starts a new group). */
export function groupLog(entries: readonly LogEntry[]): Group[] {
  const groups: Group[] = [];
  entries.forEach((entry, index) => {
    let group = groups[groups.length - 1];
    if (!group || group.turn !== entry.turn) {
      group = { turn: entry.turn, phases: [] };
      groups.push(group);
    }
    let phase = group.phases[group.phases.length - 1];
    if (!phase || phase.phase !== entry.phase) {
      phase = { phase: entry.phase, first: index, entries: [] };
      group.phases.push(phase);
    }
    phase.entries.push({ entry, index });
  });
  return groups;
}

/** The log as plain text, headings and all (the inspector's "Export log" writes it). */
export function logText(entries: readonly LogEntry[], start: readonly string[], sideNames: Readonly<Record<string, string>>): string {
  const lines: string[] = [];
  if (start.length) lines.push('At the start', ...start.map((line) => `    ${line}`), '');
  for (const group of groupLog(entries)) {
    lines.push(turnHeading(group.turn));
    for (const phase of group.phases) {
      if (phase.phase) lines.push(`  ${phase.phase}`);
      for (const { entry, index } of phase.entries) {
        lines.push(`  ${index + 1}. ${sideNames[entry.side] ?? entry.side}: ${entry.label}`);
        for (const line of entry.outcome) lines.push(`      ${line}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

interface RowProps {
  entry: LogEntry;
  /** The event's number, counted from 1 (the timeline position after it). */
  number: number;
  sideName: string;
  latest: boolean;
  onSelect?: ((position: number) => void) | undefined;
}

const LogRow = memo(function LogRow({ entry, number, sideName, latest, onSelect }: RowProps) {
  const body = (
    <>
      <span className="log-index">{number}</span>
      <span className="log-side">{sideName}</span>
      <span className="log-label">{entry.label}</span>
      {entry.outcome.length > 0 ? (
        <span className="log-outcome" data-testid="log-outcome">
          {entry.outcome.map((line, i) => (
            <span key={i} className="log-outcome-line">
              {line}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
  return (
    <li
      data-testid="log-entry"
      data-side={entry.side}
      data-position={number}
      className={`log-entry side-${entry.side}${latest ? ' latest' : ''}`}
      aria-current={latest ? 'step' : undefined}
    >
      {onSelect ? (
        <button type="button" className="log-open" onClick={() => onSelect(number)} title={`Open the inspector's timeline after event ${number}`}>
          {body}
        </button>
      ) : (
        <div className="log-open">{body}</div>
      )}
    </li>
  );
});

export function Log({ entries, count, sideNames, start = [], onSelect }: LogProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The newest entry stays in view while the reader is at the bottom; scrolled up to read (or to
  // click) an earlier entry, the list stays where it is as the game goes on.
  const atBottom = useRef(true);
  const shown = entries.slice(0, count);
  const groups = groupLog(shown);
  useEffect(() => {
    const el = listRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count, entries]);
  const onScroll = () => {
    const el = listRef.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  return (
    <section className="panel log-panel" aria-label="Game log">
      <header className="panel-header">
        <h2>Log</h2>
        <span className="muted" data-testid="log-count">
          {count} event{count === 1 ? '' : 's'}
        </span>
      </header>
      <div ref={listRef} className="log" data-testid="log" onScroll={onScroll}>
        {start.length > 0 ? (
          <div className="log-start" data-testid="log-start">
            <span className="log-start-title">At the start</span>
            <span className="log-outcome">
              {start.map((line, i) => (
                <span key={i} className="log-outcome-line">
                  {line}
                </span>
              ))}
            </span>
          </div>
        ) : null}
        {groups.map((group) => (
          <section key={`turn-${group.phases[0]!.first}`} className="log-turn" data-testid="log-turn" data-turn={group.turn}>
            <h3 className="log-turn-title">{turnHeading(group.turn)}</h3>
            {group.phases.map((phase) => (
              <section key={`phase-${phase.first}`} className="log-phase" data-testid="log-phase">
                {phase.phase ? (
                  <h4 className="log-phase-title">
                    {/* While its entries scroll, the phase heading stays in view with its turn. */}
                    <span className="log-phase-turn">{group.turn > 0 ? `Turn ${group.turn}` : 'Before Turn 1'} · </span>
                    <span className="log-phase-name">{phase.phase}</span>
                  </h4>
                ) : null}
                <ol className="log-entries" start={phase.first + 1}>
                  {phase.entries.map(({ entry, index }) => (
                    <LogRow
                      key={index}
                      entry={entry}
                      number={index + 1}
                      sideName={sideNames[entry.side] ?? entry.side}
                      latest={index === count - 1}
                      onSelect={onSelect}
                    />
                  ))}
                </ol>
              </section>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
