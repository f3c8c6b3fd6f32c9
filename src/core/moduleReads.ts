// Guarded reads of a game module: each one returns a fallback instead of throwing, so a module
// that fails on some snapshot shows a note (or a plain event type) instead of taking a screen, a
// log or a watchdog down. No React here; the UI's hooks (src/ui/moduleReads.ts) wrap these.
import type { AnyMachineSnapshot } from 'xstate';
import { leafMeta } from './introspect';
import type { AnyGameModule, EventGroup, GameEvent } from './module';
import type { ModuleSnapshot } from './replay';
import { ruleLabelOf } from './ruleLabel';

type Snapshot = ModuleSnapshot<AnyGameModule>;

/** The message of anything thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** read(), or `fallback` when it throws. */
export function tryRead<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** module.labelEvent(snapshot, event), or the event's type when it failed. */
export function safeLabel(module: AnyGameModule, snapshot: Snapshot, event: GameEvent): string {
  return tryRead(() => module.labelEvent(snapshot, event), event.type);
}

/** The event's label in the log every viewer reads: module.logLabel where the game gives it, else its label; the type when it failed. */
export function safeLogLabel(module: AnyGameModule, snapshot: Snapshot, event: GameEvent): string {
  if (!module.logLabel) return safeLabel(module, snapshot, event);
  return tryRead(() => module.logLabel!(snapshot, event), event.type);
}

/** module.turn(snapshot), 0 when it failed. */
export function safeTurn(module: AnyGameModule, snapshot: Snapshot): number {
  return tryRead(() => module.turn(snapshot), 0);
}

/** module.view(snapshot, viewer), or null when it failed. */
export function safeView(module: AnyGameModule, snapshot: Snapshot, viewer: string): unknown {
  return tryRead(() => module.view(snapshot, viewer), null);
}

/** module.describe(snapshot): the one-line narration, or a note saying why there is none. */
export function safeDescribe(module: AnyGameModule, snapshot: Snapshot): string {
  try {
    return module.describe(snapshot);
  } catch (error) {
    return `(no description: ${errorText(error)})`;
  }
}

/** module.legalEvents(snapshot), or none when it failed. */
export function safeLegalEvents(module: AnyGameModule, snapshot: Snapshot): GameEvent[] {
  return tryRead(() => module.legalEvents(snapshot) as GameEvent[], []);
}

/**
 * The rule an event comes from, named for a reader ("6.0 Movement"): module.ruleOf when the game
 * gives it, else the active step's rule and title (its state meta); null when neither is known.
 */
export function safeRuleOf(module: AnyGameModule, snapshot: Snapshot, event: GameEvent): string | null {
  const own = module.ruleOf ? tryRead(() => module.ruleOf!(snapshot, event), null) : null;
  if (own) return own;
  const meta = tryRead(() => leafMeta(snapshot as AnyMachineSnapshot), undefined);
  if (!meta?.rule) return null;
  // As the game cites it ("§7 Activation"), else the number and the step's title ("6.0 Move units").
  const label = ruleLabelOf(module, meta.rule);
  if (label.title) return `${label.tag} ${label.title}`;
  return meta.title ? `${label.tag} ${meta.title}` : label.tag;
}

/** module.groupEvent(snapshot, event): the event's place in the action list, or null (none, or it failed). */
export function safeGroup(module: AnyGameModule, snapshot: Snapshot, event: GameEvent): EventGroup | null {
  if (!module.groupEvent) return null;
  return tryRead(() => module.groupEvent!(snapshot, event) ?? null, null);
}
