// For the inspector's "Now" view and the statechart's edge colours: the transitions leaving the
// active states (the leaf and its ancestors), whether each one's event is accepted now, and for a
// guarded one whether its named guard passes. Guards are evaluated through the machine's own
// implementations (setup({ guards })), with the module's legal events of that type as samples,
// so what is shown is what the machine would decide. Pure: reads a snapshot, changes nothing.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { activeStateNodes } from './introspect';
import { actionName, edgeKind, guardName, type ChartEdge } from './chartGraph';
import type { AnyGameModule, GameEvent } from './module';

export type TransitionKind = ChartEdge['kind'];
export type GuardResult = 'pass' | 'fail' | 'needs a payload' | 'unknown';

export interface TransitionStatus {
  /** `${source}|${event or 'always'}|${index}`: the same id as the chart's edge (chartGraph). */
  key: string;
  /** Dot path of the state the transition leaves ('' for the root). */
  source: string;
  /** The event type ('' for an eventless `always` transition; xstate.done.state.* for onDone). */
  event: string;
  kind: TransitionKind;
  /** Position among the transitions of the same source and event (xstate tries them in order). */
  index: number;
  /** Name of the guard, or null when unguarded ('(inline)' for an unnamed function). */
  guard: string | null;
  /** Dot paths of the targets (empty for a targetless transition). */
  targets: string[];
  actions: string[];
  /** Legal events of this type now (module.legalEvents): the samples. */
  samples: number;
  /** True when snapshot.can accepts one of the samples (always false for eventless kinds). */
  accepted: boolean;
  /** null when unguarded. */
  guardResult: GuardResult | null;
  /** Why 'unknown' or 'needs a payload' (the error the guard threw). */
  guardDetail?: string;
}

export interface GuardStatusReport {
  /** Dot paths of the active states, outermost first. */
  active: string[];
  transitions: TransitionStatus[];
  /** Event types accepted now (at least one sample accepted by snapshot.can). */
  enabledEvents: string[];
}

/** The key of a transition: the same as chartGraph's edge id, so statuses colour the diagram. */
export function transitionKey(source: string, event: string, index: number): string {
  return `${source}|${event || 'always'}|${index}`;
}

type GuardFn = (args: { context: unknown; event: unknown }, params?: unknown) => boolean;

/** The active state nodes, outermost first (public xstate API: machine.root walked along the value). */
function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return activeStateNodes(snapshot);
}

function canSafely(snapshot: AnyMachineSnapshot, event: GameEvent): boolean {
  if (snapshot.status !== 'active') return false;
  try {
    return snapshot.can(event as never);
  } catch {
    return false;
  }
}

/**
 * Evaluates one guard the way the machine would: a named guard through
 * machine.implementations.guards, an inline function directly. Passes when any sample passes;
 * without samples the bare `{ type }` event is tried, and a guard that throws on it "needs a payload".
 */
export function evaluateGuard(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  guard: unknown,
  samples: readonly object[],
  eventType: string,
): { result: GuardResult; detail?: string } {
  let fn: GuardFn | undefined;
  let params: unknown;
  const name = guardName(guard);
  if (typeof guard === 'function' && name === 'inline') fn = guard as GuardFn;
  else if (name) {
    const impl = (machine.implementations.guards as Record<string, unknown> | undefined)?.[name];
    if (typeof impl === 'function') fn = impl as GuardFn;
    if (guard && typeof guard === 'object') params = (guard as { params?: unknown }).params;
  }
  if (!fn) return { result: 'unknown', detail: `No implementation named "${String(name)}" in the machine's guards.` };
  const events = samples.length > 0 ? samples : [{ type: eventType }];
  let lastError: string | undefined;
  let threw = 0;
  for (const event of events) {
    try {
      if (fn({ context: snapshot.context, event }, params)) return { result: 'pass' };
    } catch (error) {
      threw++;
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  if (threw === events.length) {
    return samples.length > 0
      ? { result: 'unknown', detail: `The guard threw: ${lastError}` }
      : { result: 'needs a payload', detail: `No legal "${eventType}" to try it with, and the bare event made it throw: ${lastError}` };
  }
  return { result: 'fail' };
}

/** Every transition leaving the active states, with whether it could be taken now. */
export function guardStatus(module: AnyGameModule, snapshot: AnyMachineSnapshot): GuardStatusReport {
  const machine = module.machine as AnyStateMachine;
  const nodes = activeNodes(snapshot);
  let legal: GameEvent[] = [];
  try {
    legal = snapshot.status === 'active' ? module.legalEvents(snapshot) : [];
  } catch {
    legal = [];
  }
  const byType = new Map<string, GameEvent[]>();
  for (const event of legal) {
    const list = byType.get(event.type) ?? [];
    list.push(event);
    byType.set(event.type, list);
  }
  const transitions: TransitionStatus[] = [];
  const enabled = new Set<string>();
  for (const node of nodes) {
    const source = node.path.join('.');
    const groups: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
    if (node.always && node.always.length > 0) groups.unshift(['', node.always]);
    for (const [descriptor, defs] of groups) {
      const kind = edgeKind(descriptor);
      const samples = kind === 'event' ? (byType.get(descriptor) ?? []) : [];
      const accepted = kind === 'event' && samples.some((e) => canSafely(snapshot, e));
      if (accepted) enabled.add(descriptor);
      defs.forEach((def, index) => {
        const name = guardName(def.guard);
        const status: TransitionStatus = {
          key: transitionKey(source, descriptor, index),
          source,
          event: descriptor,
          kind,
          index,
          guard: name,
          targets: (def.target ?? []).map((t) => t.path.join('.')),
          actions: def.actions.map(actionName),
          samples: samples.length,
          accepted,
          guardResult: null,
        };
        if (name !== null) {
          const evaluated = evaluateGuard(machine, snapshot, def.guard, samples, descriptor);
          status.guardResult = evaluated.result;
          if (evaluated.detail) status.guardDetail = evaluated.detail;
        }
        transitions.push(status);
      });
    }
  }
  return { active: nodes.map((n) => n.path.join('.')).filter((p) => p.length > 0), transitions, enabledEvents: [...enabled] };
}

/**
 * The colour of each transition for the diagram: a guarded one 'pass' or 'fail', an unguarded
 * event transition whose event is accepted now 'enabled'. Keyed by transitionKey.
 */
export function edgeStatusByKey(report: GuardStatusReport): Map<string, 'enabled' | 'pass' | 'fail'> {
  const out = new Map<string, 'enabled' | 'pass' | 'fail'>();
  for (const t of report.transitions) {
    if (t.guardResult === 'pass') out.set(t.key, 'pass');
    else if (t.guardResult === 'fail' || t.guardResult === 'needs a payload') out.set(t.key, 'fail');
    else if (t.guard === null && t.accepted) out.set(t.key, 'enabled');
  }
  return out;
}

export interface RefusalGuard {
  source: string;
  guard: string;
  result: GuardResult;
}

/**
 * Which transitions for `event` leave the active states, and what each guard says about this very
 * event: the guard (and so the rule) that refused it. `handled` is false when no active state
 * takes this event type at all.
 */
export function refusingGuards(
  module: AnyGameModule,
  snapshot: AnyMachineSnapshot,
  event: GameEvent,
): { handled: boolean; guards: RefusalGuard[] } {
  const machine = module.machine as AnyStateMachine;
  const guards: RefusalGuard[] = [];
  let handled = false;
  for (const node of activeNodes(snapshot)) {
    const defs = node.transitions.get(event.type);
    if (!defs) continue;
    handled = true;
    for (const def of defs) {
      const name = guardName(def.guard);
      if (name === null) continue;
      const { result } = evaluateGuard(machine, snapshot, def.guard, [event], event.type);
      guards.push({ source: node.path.join('.'), guard: name, result });
    }
  }
  return { handled, guards };
}
