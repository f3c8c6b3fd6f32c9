// Per-context memo of a game's legal choices (issue 14). A machine context is never changed once
// xstate has assigned it (every rule runs on a copy: src/core/step.ts), so what its generators
// return for it can be worked out once and shared by the legal list the driver asks for, the
// machine's guards and the bots. Only the last few contexts asked about are kept (a game asks about
// its current context over and over, then moves on): a short list searched by identity, cheaper than
// a WeakMap, whose entries for short-lived keys cost every minor garbage collection extra work.
// Only ever pass contexts taken from a snapshot: a rule's working copy changes under its feet.

/** How many keys a RecentCache keeps (the newest first). */
const RECENT = 8;

/** A cache of the values for the last few keys, by identity; the oldest is dropped first. */
export class RecentCache<K, V> {
  private keys: (K | undefined)[] = new Array(RECENT).fill(undefined);
  private values: (V | undefined)[] = new Array(RECENT).fill(undefined);
  private next = 0;

  /** Whether `key` is kept (a value set for it, undefined included). */
  has(key: K): boolean {
    return this.keys.includes(key);
  }

  get(key: K): V | undefined {
    // Newest first: the key asked about is nearly always the one just set.
    for (let n = 1; n <= RECENT; n++) {
      const i = (this.next - n + RECENT) % RECENT;
      if (this.keys[i] === key) return this.values[i];
    }
    return undefined;
  }

  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % RECENT;
  }
}

/** `choicesOf(ctx, type)`: the generator's events of that type for this context, worked out once. */
export function memoChoices<C extends object, E extends { type: string }>(
  generators: { readonly [T in E['type']]: (ctx: C) => E[] },
): (ctx: C, type: E['type']) => E[] {
  const gens = generators as Partial<Record<string, (ctx: C) => E[]>>;
  const cache = new RecentCache<C, Map<string, E[]>>();
  return (ctx, type) => {
    let byType = cache.get(ctx);
    if (!byType) cache.set(ctx, (byType = new Map()));
    let out = byType.get(type);
    if (!out) {
      const gen = gens[type];
      out = gen ? gen(ctx) : [];
      byType.set(type, out);
    }
    return out;
  };
}

/** A value worked out once per context (a guard's question asked of the same context again). */
export function memoPerContext<C extends object, V>(fn: (ctx: C) => V): (ctx: C) => V {
  const cache = new RecentCache<C, V>();
  return (ctx) => {
    if (cache.has(ctx)) return cache.get(ctx)!;
    const v = fn(ctx);
    cache.set(ctx, v);
    return v;
  };
}
