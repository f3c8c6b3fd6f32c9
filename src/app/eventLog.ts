// The game log (framework-free): one entry per event of the record, labelled in the state before
// the event and tagged with its side. Every event, a human's or a bot's, goes to the session
// through send() here, so its entry is in place before the session tells anyone about it.
import type { AnyGameModule, GameEvent } from '../core/module';
import { safeLabel } from '../core/moduleReads';
import type { GameRecord } from '../core/record';
import { replayStates } from '../core/replay';
import type { GameSession, SendResult } from '../core/session';
import type { LogEntry } from '../ui/controller';

export class EventLog {
  /** The entries, one per event of the record (kept in step with it, in place). */
  entries: LogEntry[] = [];

  /** A new game (no record) or a continued record: its events labelled in the states they were played in. */
  reset(module: AnyGameModule, record: GameRecord | null): void {
    this.entries = [];
    if (!record || record.events.length === 0) return;
    try {
      const states = replayStates(module, record);
      this.entries = record.events.map((event, i) => ({ label: safeLabel(module, states[i]!, event), side: event.side }));
    } catch {
      this.entries = record.events.map((event) => ({ label: event.type, side: event.side }));
    }
  }

  /** Sends `event` to the session with its entry in place first; a refused event leaves none. */
  send(session: GameSession, event: GameEvent): SendResult {
    // Viewing an earlier point: the session refuses with its reason, and the log stays whole.
    if (session.isTimeTravelling) return session.send(event);
    const position = session.position;
    const label = safeLabel(session.module, session.snapshot, event);
    const side = typeof event?.side === 'string' ? event.side : '';
    // The entry is in place before the session notifies, so every listener sees it.
    this.entries.length = position;
    this.entries.push({ label, side });
    const result = session.send(event);
    if (!result.ok) this.entries.length = position;
    return result;
  }

  /** Undo and branches shorten the record: the log follows. */
  trim(length: number): void {
    if (this.entries.length > length) this.entries.length = length;
  }

  /** The entry of the event that led to `position` (the last one applied there). */
  lastAt(position: number): LogEntry | undefined {
    return this.entries[position - 1];
  }
}
