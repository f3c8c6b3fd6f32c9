// Per-context memo of a game's legal choices (issue 14). A machine context is never changed once
// xstate has assigned it (every rule runs on a copy: src/core/step.ts), so what its generators
// return for it can be worked out once and shared by the legal list the driver asks for, the
// machine's guards and the bots. Keyed weakly: a context dropped by the game is dropped here too.
// Only ever pass contexts taken from a snapshot: a rule's working copy changes under its feet.

/** `choicesOf(ctx, type)`: the generator's events of that type for this context, worked out once. */
export function memoChoices<C extends object, E extends { type: string }>(
  generators: { readonly [T in E['type']]: (ctx: C) => E[] },
): (ctx: C, type: E['type']) => E[] {
  const gens = generators as Partial<Record<string, (ctx: C) => E[]>>;
  const cache = new WeakMap<C, Map<string, E[]>>();
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
  const cache = new WeakMap<C, V>();
  return (ctx) => {
    if (cache.has(ctx)) return cache.get(ctx)!;
    const v = fn(ctx);
    cache.set(ctx, v);
    return v;
  };
}
