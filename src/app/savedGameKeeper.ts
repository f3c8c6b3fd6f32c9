// Keeps one saved game written as it is played (issue 13): each change queues a write of the
// record (one write in flight, the latest change replacing any still waiting), every write
// carries the revision last read or written, and the keeper's status says what the player must
// know: saved, not saved (the store refused: full, read-only), or stopped because another tab
// holds the game, took it over, saved newer events, or deleted it. While stopped nothing is
// written, so this tab never saves over another's moves; the player chooses what happens next.
import type { GameRecord } from '../core/record';
import type { KeyValueStore } from './oldAutosave';
import type { SavedGame, SavedGameStore, SavedGameSummary } from './savedGames';
import type { ClaimNotice, TabClaims } from './tabClaims';

/** What a failed write means for the player, and what to do about it. */
export const AUTOSAVE_FAILED =
  'New moves are not being saved on this machine (its storage is full or refuses writes): use Save to keep a copy of this game.';

export type SaveStatus =
  /** Nothing played yet: the game is saved from its first event. */
  | { kind: 'unsaved' }
  | { kind: 'saved'; events: number }
  /** The last write failed (the store is full or refuses writes); later writes still try. */
  | { kind: 'failed'; error: string }
  /** Another tab holds this game (events: how far it has saved, when it said). */
  | { kind: 'elsewhere'; events: number | null }
  /** Another tab took this game over. */
  | { kind: 'taken'; events: number | null }
  /** A write was refused: the stored game has newer events (saved by another tab). */
  | { kind: 'newer'; events: number }
  /** The game was deleted in another tab. */
  | { kind: 'gone' };

/** Statuses in which this tab must not save the game (the player chooses first). */
export const isStopped = (status: SaveStatus): boolean =>
  status.kind === 'elsewhere' || status.kind === 'taken' || status.kind === 'newer' || status.kind === 'gone';

/** What a stopped saved game tells the player (the banner offers the choices). */
export function stoppedText(status: SaveStatus): string | null {
  switch (status.kind) {
    case 'elsewhere':
      return 'This game is open in another tab. Take it over here, or play on with a copy of it.';
    case 'taken':
      return 'This game was taken over in another tab: moves here are not saved. Take it back, or play on with a copy.';
    case 'newer':
      return `This game was played on in another tab (${status.events} events saved there); nothing here was saved over it. Open the newer game, or keep this one as a copy.`;
    case 'gone':
      return 'This game was deleted in another tab; moves here are not saved. Keep it as a copy to go on.';
    default:
      return null;
  }
}

export interface KeeperOptions {
  store: SavedGameStore;
  claims: TabClaims | null;
  id: string;
  /** The stored revision this tab read (0: not stored yet). */
  revision: number;
  name: string;
  created: number;
  /** Events of the stored record (when revision > 0). */
  events?: number;
  onStatus: (status: SaveStatus) => void;
  now?: () => number;
  /** This tab's sessionStorage: the record not yet written, so a reload mid-write loses nothing (journalKey). */
  journal?: KeyValueStore | null;
}

/** The journal entry of saved game `id`: its latest record while a write is on its way. */
export const journalKey = (id: string): string => `sandtable.unsaved.${id}`;

/**
 * The record to continue for saved game `id`: the journal's when it extends what is stored (the
 * page went away in the middle of a write: every stored event is kept, the unwritten ones come
 * back), else the stored one (null: nothing to continue). Anything else in the journal is stale.
 */
export function recoverJournal(journal: KeyValueStore | null, id: string, stored: GameRecord | null): GameRecord | null {
  let text: string | null = null;
  try {
    text = journal?.getItem(journalKey(id)) ?? null;
  } catch {
    return stored;
  }
  if (!text) return stored;
  try {
    const record = (JSON.parse(text) as { record?: GameRecord }).record;
    if (!record || !Array.isArray(record.events) || record.events.length <= (stored?.events.length ?? 0)) return stored;
    if (!stored) return record;
    if (record.game !== stored.game || record.seed !== stored.seed) return stored;
    if (JSON.stringify(record.events.slice(0, stored.events.length)) !== JSON.stringify(stored.events)) return stored;
    return record;
  } catch {
    return stored;
  }
}

export class SavedGameKeeper {
  readonly id: string;
  readonly name: string;
  private readonly store: SavedGameStore;
  private readonly claims: TabClaims | null;
  private readonly created: number;
  private readonly onStatus: (status: SaveStatus) => void;
  private readonly now: () => number;
  private revision: number;
  private pending: { record: GameRecord; summary: SavedGameSummary } | null = null;
  private writing: Promise<void> | null = null;
  private finished = false;
  private current: SaveStatus;
  private readonly journal: KeyValueStore | null;

  constructor(options: KeeperOptions) {
    this.id = options.id;
    this.name = options.name;
    this.store = options.store;
    this.claims = options.claims;
    this.created = options.created;
    this.onStatus = options.onStatus;
    this.now = options.now ?? Date.now;
    this.revision = options.revision;
    this.journal = options.journal ?? null;
    this.current = options.revision > 0 ? { kind: 'saved', events: options.events ?? 0 } : { kind: 'unsaved' };
  }

  /** Announces the game to the other tabs (one holding it answers: status 'elsewhere'). */
  open(): void {
    this.claims?.hold(this.id, (n) => this.onClaim(n));
  }

  get status(): SaveStatus {
    return this.current;
  }

  get stopped(): boolean {
    return isStopped(this.current);
  }

  /** True when this game has been written at least once (or was read from the store). */
  get stored(): boolean {
    return this.revision > 0;
  }

  /** Queues a write of `record` (copied now); nothing is written while stopped. */
  save(record: GameRecord, summary: SavedGameSummary): void {
    if (this.finished || this.stopped) return;
    this.pending = { record: { ...record, events: [...record.events] }, summary: { ...summary, players: [...summary.players] } };
    this.writeJournal(this.pending.record);
    this.writing ??= this.flush();
  }

  /** Resolves when every queued write has been tried. */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /**
   * Takes the game over from another tab: that tab stops saving, and this one goes on from what is
   * stored now (returned, so the caller shows it; null when nothing is stored).
   */
  async takeOver(): Promise<SavedGame | null> {
    this.pending = null;
    await this.idle();
    this.claims?.take(this.id, (n) => this.onClaim(n));
    const stored = await this.store.get(this.id);
    this.revision = stored?.revision ?? 0;
    this.setStatus(stored ? { kind: 'saved', events: stored.record.events.length } : { kind: 'unsaved' });
    return stored;
  }

  /** The game on screen changes (new game, copy, menu): queued writes still go, the claim ends. */
  finish(): void {
    this.finished = true;
    this.claims?.release(this.id);
  }

  private async flush(): Promise<void> {
    while (this.pending && !this.stopped) {
      const { record, summary } = this.pending;
      this.pending = null;
      const result = await this.store.write(
        { id: this.id, game: record.game, name: this.name, created: this.created, updated: this.now(), record, summary },
        this.revision,
      );
      if (result.ok) {
        this.revision = result.revision;
        // A change that came in during the write is still to be written: the journal keeps it.
        const next = this.pending as { record: GameRecord } | null;
        if (next) this.writeJournal(next.record);
        else this.clearJournal();
        this.claims?.saved(this.id, record.events.length);
        this.setStatus({ kind: 'saved', events: record.events.length });
      } else if (result.kind === 'failed') {
        this.setStatus({ kind: 'failed', error: result.error });
      } else if (result.kind === 'newer') {
        this.pending = null;
        this.setStatus({ kind: 'newer', events: result.stored.record.events.length });
      } else {
        this.pending = null;
        this.setStatus({ kind: 'gone' });
      }
    }
    this.writing = null;
  }

  /** Synchronously, before the write: what a reload in the middle of it must not lose. */
  private writeJournal(record: GameRecord): void {
    try {
      this.journal?.setItem(journalKey(this.id), JSON.stringify({ base: this.revision, record }));
    } catch {
      // A full sessionStorage: the write itself still goes on.
    }
  }

  private clearJournal(): void {
    try {
      this.journal?.removeItem(journalKey(this.id));
    } catch {
      // Nothing to clear.
    }
  }

  private onClaim(notice: ClaimNotice): void {
    if (this.finished) return;
    if (notice.kind === 'elsewhere') {
      this.pending = null;
      this.setStatus({ kind: 'elsewhere', events: null });
    } else if (notice.kind === 'taken') {
      this.pending = null;
      this.setStatus({ kind: 'taken', events: null });
    } else if (this.current.kind === 'elsewhere' || this.current.kind === 'taken') {
      this.setStatus({ ...this.current, events: notice.events });
    }
  }

  private setStatus(status: SaveStatus): void {
    if (this.finished) return;
    this.current = status;
    this.onStatus(status);
  }
}
