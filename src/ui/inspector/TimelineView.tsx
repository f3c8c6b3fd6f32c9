// The event log as a timeline: step back and forward, jump to any point, replay from the seed,
// and resume from an earlier point as a debugging branch (marked in the record).
import { useEffect, useRef } from 'react';
import type { InspectorView } from '../controller';

/** Scrubber icons as SVG: the system fonts here lack ⏮ and ⏭. */
function ScrubIcon({ kind }: { kind: 'first' | 'back' | 'forward' | 'last' }) {
  const flip = kind === 'back' || kind === 'first';
  const bar = kind === 'first' || kind === 'last';
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d={bar ? 'M2 2 L11 8 L2 14 Z' : 'M4 2 L13 8 L4 14 Z'} fill="currentColor" />
      {bar ? <rect x="12" y="2" width="2.4" height="12" fill="currentColor" /> : null}
    </svg>
  );
}

export interface TimelineActions {
  jump: (position: number) => void;
  present: () => void;
  replayFromSeed: () => void;
  stopReplay: () => void;
  resumeBranch: () => void;
}

export interface TimelineViewProps {
  view: InspectorView;
  sideNames: Readonly<Record<string, string>>;
  actions: TimelineActions;
}

export function TimelineView({ view, sideNames, actions }: TimelineViewProps) {
  const { position, length, log, branch, replay } = view;
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="step"]');
    current?.scrollIntoView?.({ block: 'nearest' });
  }, [position, length]);

  return (
    <div className="insp-timeline" data-testid="inspector-timeline" data-position={position} data-length={length}>
      <div className="insp-scrubber" role="toolbar" aria-label="Time travel">
        <button type="button" title="To the start (before the first event)" aria-label="To the start" disabled={position === 0} onClick={() => actions.jump(0)} data-testid="timeline-first">
          <ScrubIcon kind="first" />
        </button>
        <button type="button" title="One event back" aria-label="One event back" disabled={position === 0} onClick={() => actions.jump(position - 1)} data-testid="timeline-back">
          <ScrubIcon kind="back" />
        </button>
        <button type="button" title="One event forward" aria-label="One event forward" disabled={position >= length} onClick={() => actions.jump(position + 1)} data-testid="timeline-forward">
          <ScrubIcon kind="forward" />
        </button>
        <button type="button" title="To the latest event (the present)" aria-label="To the present" disabled={position >= length} onClick={() => actions.present()} data-testid="timeline-last">
          <ScrubIcon kind="last" />
        </button>
        <input
          type="range"
          min={0}
          max={length}
          value={position}
          aria-label="Point in the game"
          onChange={(e) => actions.jump(Number(e.currentTarget.value))}
          data-testid="timeline-range"
        />
        <span className="insp-counter" data-testid="timeline-counter">
          {position} / {length}
        </span>
      </div>

      <div className="insp-timeline-actions">
        {replay ? (
          <button type="button" onClick={actions.stopReplay}>
            Stop the replay
          </button>
        ) : (
          <button type="button" onClick={actions.replayFromSeed} disabled={length === 0} data-testid="timeline-replay" title="Rebuild the game from its seed and play the record back">
            Replay from the seed
          </button>
        )}
        <button
          type="button"
          className="insp-branch-button"
          onClick={actions.resumeBranch}
          disabled={!view.timeTravelling || !!replay}
          data-testid="timeline-resume-branch"
          title="Drop the later events and play on from here; the record is marked as a debugging branch"
        >
          Resume from here as a debugging branch
        </button>
      </div>

      {view.timeTravelling ? (
        <p className="insp-note insp-travel-note" data-testid="timeline-travelling">
          Viewing the table after event {position} of {length}. Play is paused: go to the present, or resume from here as a
          debugging branch.
        </p>
      ) : null}
      {branch ? (
        <p className="insp-note insp-branch-note" data-testid="branch-mark" data-from={branch.fromIndex}>
          <strong>Debugging branch</strong> from event {branch.fromIndex}: {branch.note}.
        </p>
      ) : null}

      <ol className="insp-events" ref={listRef}>
        <li
          className={`insp-event${position === 0 ? ' current' : ''}`}
          aria-current={position === 0 ? 'step' : undefined}
          data-testid="timeline-entry"
          data-position={0}
        >
          <button type="button" onClick={() => actions.jump(0)}>
            <span className="insp-event-index">0</span>
            <span className="insp-event-label">Start: seed {view.config.seed}</span>
          </button>
        </li>
        {log.map((entry, i) => {
          const at = i + 1;
          const onBranch = branch !== null && i >= branch.fromIndex;
          const classes = ['insp-event', `side-${entry.side}`, at === position ? 'current' : '', at > position ? 'future' : '', onBranch ? 'on-branch' : ''];
          return (
            <li
              key={i}
              className={classes.filter(Boolean).join(' ')}
              aria-current={at === position ? 'step' : undefined}
              data-testid="timeline-entry"
              data-position={at}
              data-branch={onBranch ? 'true' : undefined}
            >
              <button type="button" onClick={() => actions.jump(at)} title={`Show the table after event ${at}`}>
                <span className="insp-event-index">{at}</span>
                <span className="insp-event-side">{sideNames[entry.side] ?? entry.side}</span>
                <span className="insp-event-label">{entry.label}</span>
                {onBranch ? <span className="insp-chip branch">branch</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
