// The game state as a collapsible tree, with what the last event changed marked on the branches
// that hold a change (and the old value beside each changed leaf). Reads plain data only.
import { memo, useState } from 'react';
import { isTypedArray, pathText, type PathKey, type StateChange } from '../../core/stateDiff';

export interface StateTreeProps {
  value: unknown;
  /** pathText of every changed path and its ancestors (changedPathSet). */
  changed: ReadonlySet<string>;
  /** Changes by pathText, for the old value beside a changed leaf. */
  changes: ReadonlyMap<string, StateChange>;
  rootLabel?: string;
}

/** Short text for a leaf value. */
export function leafText(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  try {
    const text = JSON.stringify(isTypedArray(value) ? Array.from(value as ArrayLike<number>) : value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function entriesOf(value: unknown): [PathKey, unknown][] | null {
  if (Array.isArray(value)) return value.map((v, i) => [i, v]);
  if (isTypedArray(value)) return Array.from(value as ArrayLike<number>, (v, i) => [i, v]);
  if (value !== null && typeof value === 'object') return Object.entries(value as Record<string, unknown>);
  return null;
}

function summary(value: unknown, count: number): string {
  if (Array.isArray(value)) return `[${count}]`;
  if (isTypedArray(value)) return `${(value as object).constructor.name}(${count})`;
  return `{${count}}`;
}

interface NodeProps {
  name: string;
  value: unknown;
  path: PathKey[];
  depth: number;
  changed: ReadonlySet<string>;
  changes: ReadonlyMap<string, StateChange>;
}

const TreeNode = memo(function TreeNode({ name, value, path, depth, changed, changes }: NodeProps) {
  const key = pathText(path);
  const isChanged = changed.has(key);
  const entries = entriesOf(value);
  const [open, setOpen] = useState<boolean | null>(null);
  const change = changes.get(key);
  if (!entries) {
    return (
      <li className={`st-leaf${isChanged ? ' st-changed' : ''}`} data-path={key}>
        <span className="st-key">{name}</span>
        <span className="st-value">{leafText(value)}</span>
        {change ? <span className="st-was" title="before the last event">was {change.kind === 'added' ? '(absent)' : leafText(change.before)}</span> : null}
      </li>
    );
  }
  // Open by default: the root, and every branch that holds a change.
  const expanded = open ?? (depth === 0 || isChanged);
  return (
    <li className={`st-branch${isChanged ? ' st-changed' : ''}`} data-path={key}>
      <button type="button" className="st-toggle" aria-expanded={expanded} onClick={() => setOpen(!expanded)}>
        <span className="st-caret" aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        <span className="st-key">{name}</span>
        <span className="st-summary">{summary(value, entries.length)}</span>
        {change ? <span className="st-was">{change.kind === 'added' ? 'added' : `was ${leafText(change.before)}`}</span> : null}
      </button>
      {expanded ? (
        <ul className="st-children">
          {entries.map(([k, v]) => (
            <TreeNode key={String(k)} name={String(k)} value={v} path={[...path, k]} depth={depth + 1} changed={changed} changes={changes} />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

export function StateTree({ value, changed, changes, rootLabel = 'context' }: StateTreeProps) {
  return (
    <ul className="state-tree" data-testid="state-tree">
      <TreeNode name={rootLabel} value={value} path={[]} depth={0} changed={changed} changes={changes} />
    </ul>
  );
}
