// "State": the whole game state as a collapsible tree with what the last event changed. The
// inspector is a debugging tool and shows hidden information; it says so plainly.
import { useMemo, useRef } from 'react';
import type { AnyGameModule } from '../../core/module';
import type { GameRecord } from '../../core/record';
import { describeStateValue, replay, type ModuleSnapshot } from '../../core/replay';
import { changedPathSet, diffValues, pathText, type StateChange } from '../../core/stateDiff';
import { leafText, StateTree } from './StateTree';

export interface StateViewProps {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  position: number;
  /** Reads the record (for rebuilding the state before the last event after a jump). */
  record: () => GameRecord;
}

export const HIDDEN_INFO_BANNER = "The inspector shows hidden information: face-down counters, the cup's contents.";

/** The context before the event that led to `position`, from the last one seen or by a replay. */
function usePreviousContext(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, position: number, record: () => GameRecord) {
  const seen = useRef<{ position: number; snapshot: ModuleSnapshot<AnyGameModule> } | null>(null);
  const previous = useMemo(() => {
    if (position === 0) return null;
    const last = seen.current;
    // Played forward by one event since the last render: no replay needed.
    if (last && last.position === position - 1 && last.snapshot !== snapshot) return last.snapshot.context as unknown;
    try {
      const rebuilt = replay(module, record(), { upTo: position - 1 });
      rebuilt.actor.stop();
      return rebuilt.snapshot.context as unknown;
    } catch {
      return null;
    }
    // `record` is read only when the position or snapshot changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, snapshot, position]);
  seen.current = { position, snapshot };
  return previous;
}

export function StateView({ module, snapshot, position, record }: StateViewProps) {
  const previous = usePreviousContext(module, snapshot, position, record);
  const changes = useMemo<StateChange[]>(() => (previous === null ? [] : diffValues(previous, snapshot.context, 500)), [previous, snapshot]);
  const changed = useMemo(() => changedPathSet(changes), [changes]);
  const byPath = useMemo(() => new Map(changes.map((c) => [pathText(c.path), c])), [changes]);

  return (
    <div className="insp-state" data-testid="inspector-state">
      <p className="insp-banner" role="note" data-testid="hidden-info-banner">
        {HIDDEN_INFO_BANNER}
      </p>
      <section className="insp-section">
        <h3>
          What event {position} changed{' '}
          <span className="muted">
            ({position === 0 ? 'the starting position' : `${changes.length}${changes.length >= 500 ? '+' : ''} values`})
          </span>
        </h3>
        {changes.length > 0 ? (
          <ul className="insp-diff" data-testid="state-diff">
            {changes.slice(0, 60).map((c) => (
              <li key={pathText(c.path)} className={`diff-${c.kind}`} data-path={pathText(c.path)}>
                <code>{pathText(c.path) || '(root)'}</code>
                <span className="diff-before">{c.kind === 'added' ? '(absent)' : leafText(c.before)}</span>
                <span aria-hidden="true">→</span>
                <span className="diff-after">{c.kind === 'removed' ? '(removed)' : leafText(c.after)}</span>
              </li>
            ))}
            {changes.length > 60 ? <li className="muted">… and {changes.length - 60} more (marked in the tree)</li> : null}
          </ul>
        ) : (
          <p className="muted">{position === 0 ? 'No event yet.' : 'Nothing in the state changed.'}</p>
        )}
      </section>
      <section className="insp-section">
        <h3>
          State <span className="muted">in {describeStateValue(snapshot.value) || String(snapshot.status)}</span>
        </h3>
        <StateTree value={snapshot.context} changed={changed} changes={byPath} />
      </section>
    </div>
  );
}
