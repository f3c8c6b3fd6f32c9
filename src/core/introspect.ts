// Reads an xstate v5 snapshot the same way for every game: the active leaf, its meta, and the
// event types it takes. legalEvents and the inspector use this instead of duplicating the chart.
import type { AnyMachineSnapshot } from 'xstate';

export interface StateMeta {
  rule: string;
  title: string;
  summary: string;
}

type NodeLike = { type: string; path: string[]; meta?: unknown; ownEvents: string[]; config: { on?: Record<string, unknown> } };

function nodes(snapshot: AnyMachineSnapshot): NodeLike[] {
  return (snapshot as unknown as { _nodes: NodeLike[] })._nodes;
}

/** The active atomic (or final) state nodes; the games here have exactly one. */
export function activeLeaf(snapshot: AnyMachineSnapshot): NodeLike | undefined {
  const ns = nodes(snapshot);
  return ns.filter((n) => n.type === 'atomic' || n.type === 'final').pop();
}

/** Dot-joined path of the active leaf without the machine id, e.g. "gameTurn.chitPullPhase.drawChit". */
export function leafPath(snapshot: AnyMachineSnapshot): string {
  return activeLeaf(snapshot)?.path.join('.') ?? '';
}

/** Dot-joined paths of every active state, outermost first. */
export function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return nodes(snapshot).map((n) => n.path.join('.')).filter((p) => p.length > 0);
}

/** Event types the active leaf takes (its own `on`), which is where a player's decision is asked. */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const leaf = activeLeaf(snapshot);
  return leaf ? Object.keys(leaf.config.on ?? {}) : [];
}

/** meta of the innermost active state that has a rule citation, and of every active state. */
export function activeMeta(snapshot: AnyMachineSnapshot): StateMeta[] {
  const out: StateMeta[] = [];
  for (const n of nodes(snapshot)) {
    const m = n.meta as StateMeta | undefined;
    if (m && typeof m.rule === 'string') out.push(m);
  }
  return out;
}

export function leafMeta(snapshot: AnyMachineSnapshot): StateMeta | undefined {
  const all = activeMeta(snapshot);
  return all[all.length - 1];
}
