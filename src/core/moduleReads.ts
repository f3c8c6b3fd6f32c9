// Guarded reads of a game module: each one returns a fallback instead of throwing, so a module
// that fails on some snapshot shows a note (or a plain event type) instead of taking a screen, a
// log or a watchdog down. No React here; the UI's hooks (src/ui/moduleReads.ts) wrap these.
import type { AnyGameModule, GameEvent } from './module';
import type { ModuleSnapshot } from './replay';

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
