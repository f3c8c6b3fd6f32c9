// The rows of the phase ribbon, read from the machine's own states and their meta: for each
// active compound state from the root down, its children (the steps of that part of the sequence
// of play) with the active one lit. Works for any game's machine; nothing here is game-specific.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { activePaths, type StateMeta } from '../core/introspect';

export interface RibbonChip {
  path: string;
  key: string;
  title: string;
  rule: string;
  summary: string;
  active: boolean;
}

export interface RibbonRow {
  /** Dot-joined path of the parent state ('' for the machine root). */
  path: string;
  title: string;
  rule: string;
  chips: RibbonChip[];
}

type NodeLike = {
  key: string;
  type: string;
  path: string[];
  meta?: unknown;
  states?: Record<string, NodeLike>;
};

function metaOf(node: NodeLike): StateMeta | null {
  const m = node.meta as Partial<StateMeta> | undefined;
  return m && typeof m.title === 'string' ? { rule: String(m.rule ?? ''), title: m.title, summary: String(m.summary ?? '') } : null;
}

export function ribbonRows(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, rootTitle = 'Sequence of play'): RibbonRow[] {
  const active = new Set(activePaths(snapshot));
  const root = (machine as unknown as { root: NodeLike }).root;
  const rows: RibbonRow[] = [];
  let node: NodeLike | undefined = root;
  for (let depth = 0; node && depth < 16; depth++) {
    const parent: NodeLike = node;
    const children = Object.values(parent.states ?? {}).filter(
      // A compound state's closing final child ("done") is bookkeeping, not a step.
      (child) => metaOf(child) !== null && !(child.type === 'final' && parent !== root),
    );
    if (children.length === 0) break;
    const parentMeta = metaOf(parent);
    rows.push({
      path: parent.path.join('.'),
      title: parent === root ? rootTitle : (parentMeta?.title ?? parent.key),
      rule: parent === root ? '' : (parentMeta?.rule ?? ''),
      chips: children.map((child) => {
        const m = metaOf(child)!;
        const path = child.path.join('.');
        return { path, key: child.key, title: m.title, rule: m.rule, summary: m.summary, active: active.has(path) };
      }),
    });
    node = children.find((child) => active.has(child.path.join('.')));
  }
  return rows;
}

/** The ribbon in one line: the path to the current step, and the current step with its siblings. */
export interface RibbonTrail {
  /** The active compound states above the current step, outermost first (each lit). */
  crumbs: RibbonChip[];
  /** The steps beside the current one (its parent's children), the current one lit. */
  siblings: RibbonChip[];
  /** The title of the part of the sequence of play the siblings belong to. */
  siblingsTitle: string;
}

/** The path and the current step's siblings, from the same rows (ribbonRows). */
export function ribbonTrail(rows: readonly RibbonRow[]): RibbonTrail {
  const last = rows[rows.length - 1];
  const crumbs = rows.slice(0, -1).flatMap((row) => row.chips.filter((chip) => chip.active));
  return { crumbs, siblings: last ? last.chips : [], siblingsTitle: last?.title ?? '' };
}
