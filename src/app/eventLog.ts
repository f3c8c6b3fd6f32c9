// The game log (framework-free): one entry per event of the record, labelled in the state before
// the event and tagged with its side, the game turn and the phase it was chosen in, and what
// happened: the game's own words (module.narrateBeats) for the beats the event made the machine
// emit. Every event, a human's or a bot's, goes to the session through send() here, so its entry,
// outcome included, is in place before the session tells anyone about it. The same entries go
// into saved files and exported records as their readable log (recordLog).
import { createActor, type Actor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { activeStateNodes } from '../core/introspect';
import type { AnyGameModule, Beat, GameEvent } from '../core/module';
import { safeLogLabel, safeTurn, tryRead } from '../core/moduleReads';
import type { GameRecord, RecordLogEntry } from '../core/record';
import { checkRecordForModule, sendRecordedEvent, type ModuleSnapshot } from '../core/replay';
import type { GameSession, SendResult } from '../core/session';
import type { LogEntry } from '../ui/controller';

type Snapshot = ModuleSnapshot<AnyGameModule>;

/**
 * The phase of the sequence of play a snapshot is in, by its title: the active child of the
 * module's turn state (module.turnState), or else the active child of the machine's root.
 */
export function phaseTitle(module: AnyGameModule, snapshot: Snapshot): string {
  return tryRead(() => {
    const nodes = activeStateNodes(snapshot as AnyMachineSnapshot);
    const title = (node: (typeof nodes)[number]): string => {
      const meta = node.meta as { title?: unknown } | undefined;
      return typeof meta?.title === 'string' ? meta.title : node.key;
    };
    const container = module.turnState ?? '';
    const inTurn = nodes.find((n) => n.path.length > 0 && n.path.slice(0, -1).join('.') === container);
    if (inTurn) return title(inTurn);
    const top = nodes.find((n) => n.path.length === 1);
    return top ? title(top) : '';
  }, '');
}

/** What the beats say happened, in the game's words (the beat types when the game gives none). */
export function narrate(module: AnyGameModule, beats: readonly Beat[], before?: Snapshot): string[] {
  if (beats.length === 0) return [];
  if (!module.narrateBeats) return [beats.map((b) => b.type).join(', ')];
  return tryRead(() => module.narrateBeats!(beats, before), [] as string[]);
}

export class EventLog {
  /** The entries, one per event of the record (kept in step with it, in place). */
  entries: LogEntry[] = [];
  /** What happened as the game started, before the first event (the first token, the first roll). */
  start: readonly string[] = [];

  /**
   * A game's log from its record (a new game's is empty): the record is replayed from its seed
   * with the beats of each event heard, so a continued or loaded game reads as it was played.
   */
  reset(module: AnyGameModule, record: GameRecord): void {
    this.entries = [];
    this.start = [];
    let beats: Beat[] = [];
    let actor: Actor<AnyStateMachine> | null = null;
    try {
      const options = checkRecordForModule(module, record);
      actor = createActor(module.machine, { input: { seed: record.seed, options } });
      actor.subscribe({ error: () => undefined });
      actor.on('*', (beat) => beats.push(beat as Beat));
      actor.start();
      this.start = narrate(module, beats, actor.getSnapshot() as Snapshot);
      record.events.forEach((event, i) => {
        const before = actor!.getSnapshot() as Snapshot;
        beats = [];
        sendRecordedEvent(module, actor!, event, i);
        this.entries.push({ ...this.choice(module, before, event), outcome: narrate(module, beats, before) });
      });
    } catch {
      // A record that does not replay (the session says why): its events by type, nothing more.
      this.start = [];
      this.entries = record.events.map((event) => ({ label: event.type, side: event.side, turn: 0, phase: '', outcome: [] }));
    } finally {
      actor?.stop();
    }
  }

  /** Sends `event` to the session with its entry (and what it made happen) in place first; a refused event leaves none. */
  send(session: GameSession, event: GameEvent): SendResult {
    // Viewing an earlier point: the session refuses with its reason, and the log stays whole.
    if (session.isTimeTravelling) return session.send(event);
    const position = session.position;
    const before = session.snapshot;
    const entry: LogEntry = { ...this.choice(session.module, before, event), outcome: [] };
    // The entry is in place before the session notifies, so every listener sees it; the beats
    // arrive before that notice too, and each one rewords the outcome.
    this.entries.length = position;
    this.entries.push(entry);
    const beats: Beat[] = [];
    const stop = session.onEmitted((beat) => {
      beats.push(beat as Beat);
      this.entries[position] = { ...entry, outcome: narrate(session.module, beats, before) };
    });
    let result: SendResult;
    try {
      result = session.send(event);
    } finally {
      stop();
    }
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

  /** The readable log for a saved file or an exported record (src/core/record.ts). */
  recordLog(): { log: RecordLogEntry[]; logStart?: string[] } {
    const log = this.entries.map((e, index) => ({ index, turn: e.turn, phase: e.phase, side: e.side, choice: e.label, outcome: [...e.outcome] }));
    return this.start.length ? { log, logStart: [...this.start] } : { log };
  }

  private choice(module: AnyGameModule, before: Snapshot, event: GameEvent): Omit<LogEntry, 'outcome'> {
    return {
      // The log is read by every viewer: the game's log label says only what both sides may know.
      label: safeLogLabel(module, before, event),
      side: typeof event?.side === 'string' ? event.side : '',
      turn: safeTurn(module, before),
      phase: phaseTitle(module, before),
    };
  }
}
