// Which tab holds which saved game (issue 13). Tabs of one browser tell each other on a
// BroadcastChannel: a tab that opens a saved game announces it; a tab already holding it answers,
// and the newcomer is told the game is open elsewhere (its player chooses: take over, or play a
// copy). Taking over tells the holder, which stops saving. The store's revision check
// (savedGames.ts) is what guarantees no newer event is lost; these messages let each tab say so
// at once instead of at its next write.

export type ClaimMessage =
  | { kind: 'open'; id: string; tab: string }
  | { kind: 'held'; id: string; tab: string; to: string }
  | { kind: 'take'; id: string; tab: string }
  /** The holder saved: a tab waiting on the game can say how far it has gone. */
  | { kind: 'saved'; id: string; tab: string; events: number };

/** One end of the channel (a BroadcastChannel in the browser; tests use a fake bus). */
export interface ClaimChannel {
  post(message: ClaimMessage): void;
  listen(listener: (message: ClaimMessage) => void): () => void;
  close(): void;
}

export type ClaimNotice =
  /** Another tab holds the game this tab just opened. */
  | { kind: 'elsewhere' }
  /** Another tab took the game over: this one must stop saving it. */
  | { kind: 'taken' }
  /** The tab holding the game saved it with `events` events. */
  | { kind: 'saved'; events: number };

export const CLAIM_CHANNEL = 'sandtable.saved-games';

/** A BroadcastChannel as a ClaimChannel, or null where the browser has none. */
export function broadcastClaims(name = CLAIM_CHANNEL): ClaimChannel | null {
  const BC = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof BC !== 'function') return null;
  const channel = new BC(name);
  const listeners = new Set<(m: ClaimMessage) => void>();
  channel.onmessage = (e: MessageEvent) => {
    const m = e.data as ClaimMessage;
    if (!m || typeof m !== 'object' || typeof m.kind !== 'string' || typeof m.id !== 'string') return;
    for (const l of [...listeners]) l(m);
  };
  return {
    post: (m) => {
      try {
        channel.postMessage(m);
      } catch {
        // The page is going away: nothing to tell.
      }
    },
    listen: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}

/** This tab's claims: at most one saved game held at a time (the game on screen). */
export class TabClaims {
  readonly tab: string;
  private readonly channel: ClaimChannel | null;
  /** The game on screen; `active` while this tab is the one saving it (it answers newcomers). */
  private held: { id: string; notice: (n: ClaimNotice) => void; active: boolean } | null = null;
  private readonly stop: (() => void) | null;

  constructor(channel: ClaimChannel | null, tab: string) {
    this.channel = channel;
    this.tab = tab;
    this.stop = channel?.listen((m) => this.onMessage(m)) ?? null;
  }

  /** This tab opened saved game `id`: other tabs holding it answer (notice 'elsewhere'). */
  hold(id: string, notice: (n: ClaimNotice) => void, announce = true): void {
    this.held = { id, notice, active: true };
    if (announce) this.channel?.post({ kind: 'open', id, tab: this.tab });
  }

  /** This tab takes `id` over from any other that holds it. */
  take(id: string, notice: (n: ClaimNotice) => void): void {
    this.held = { id, notice, active: true };
    this.channel?.post({ kind: 'take', id, tab: this.tab });
  }

  /** This tab saved `id`; tabs waiting on it may show how far it has gone. */
  saved(id: string, events: number): void {
    if (this.held?.id === id && this.held.active) this.channel?.post({ kind: 'saved', id, tab: this.tab, events });
  }

  release(id: string): void {
    if (this.held?.id === id) this.held = null;
  }

  dispose(): void {
    this.held = null;
    this.stop?.();
    this.channel?.close();
  }

  private onMessage(m: ClaimMessage): void {
    const held = this.held;
    if (!held || m.id !== held.id || m.tab === this.tab) return;
    switch (m.kind) {
      case 'open':
        // Someone opened the game this tab holds: tell them.
        if (held.active) this.channel?.post({ kind: 'held', id: m.id, tab: this.tab, to: m.tab });
        break;
      case 'held':
        if (m.to !== this.tab) break;
        held.active = false;
        held.notice({ kind: 'elsewhere' });
        break;
      case 'take':
        held.active = false;
        held.notice({ kind: 'taken' });
        break;
      case 'saved':
        held.notice({ kind: 'saved', events: m.events });
        break;
    }
  }
}
