// The sequence of play with the current step lit, built from the machine's states and meta.
// data-testid="phase" holds the current phase title (the innermost active state's meta title).
import { useMemo } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { leafMeta, leafPath } from '../core/introspect';
import { ribbonRows } from './phaseRows';

export interface PhaseRibbonProps {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  /** e.g. "Game Turn 3 · Aug 12-14". */
  turnText?: string;
  /** Teach mode: the path of the step being taught; its chip (or its nearest drawn ancestor's) is lit. */
  lit?: string | null;
}

export function PhaseRibbon({ machine, snapshot, turnText, lit }: PhaseRibbonProps) {
  const rows = useMemo(() => ribbonRows(machine, snapshot), [machine, snapshot]);
  // The deepest chip on the taught step's path (a closing "done" state has no chip of its own).
  let litPath: string | null = null;
  if (lit) {
    for (const row of rows) {
      for (const chip of row.chips) {
        if ((lit === chip.path || lit.startsWith(`${chip.path}.`)) && chip.path.length > (litPath?.length ?? -1)) litPath = chip.path;
      }
    }
  }
  const meta = leafMeta(snapshot);
  return (
    <nav className="ribbon" aria-label="Sequence of play">
      <div className="ribbon-current">
        {turnText ? <span className="ribbon-turn">{turnText}</span> : null}
        {meta?.rule ? <span className="rule-tag">{meta.rule}</span> : null}
        <span data-testid="phase" data-rule={meta?.rule ?? ''} data-state-path={leafPath(snapshot)} className="ribbon-phase">
          {meta?.title ?? leafPath(snapshot)}
        </span>
      </div>
      {rows.map((row, i) => (
        <ol key={row.path || 'root'} className={`ribbon-row${i === rows.length - 1 ? ' ribbon-row-last' : ''}`} aria-label={row.title}>
          <li className="ribbon-row-title">{row.title}</li>
          {row.chips.map((chip) => (
            <li
              key={chip.path}
              className={`ribbon-chip${chip.active ? ' active' : ''}${chip.path === litPath ? ' teach-lit' : ''}`}
              data-path={chip.path}
              data-active={chip.active ? 'true' : 'false'}
              aria-current={chip.active ? 'step' : undefined}
              title={`${chip.rule} ${chip.summary}`}
            >
              {chip.rule ? <span className="chip-rule">{chip.rule}</span> : null}
              {chip.title}
            </li>
          ))}
        </ol>
      ))}
    </nav>
  );
}
