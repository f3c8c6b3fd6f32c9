// The messages a game screen shows (refusals with the rules' reason, bot failures, autosave
// problems, watchdog restarts), framework-free: the last eight, each with an id to dismiss it.
// The list is replaced on every change, so a view holding it stays stable in between.

export interface AppMessage {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

/** How many messages are kept (older ones drop off). */
const KEPT = 8;

export class MessageBoard {
  private list: readonly AppMessage[] = [];
  private nextId = 1;

  get messages(): readonly AppMessage[] {
    return this.list;
  }

  push(kind: AppMessage['kind'], text: string): void {
    this.list = [...this.list.slice(-(KEPT - 1)), { id: this.nextId++, kind, text }];
  }

  dismiss(id: number): void {
    this.list = this.list.filter((m) => m.id !== id);
  }

  /** True when a message with this text is showing (so a repeated problem is not listed twice). */
  has(text: string): boolean {
    return this.list.some((m) => m.text === text);
  }
}
