// Seeded, serializable RNG (sfc32). The whole state is four uint32 numbers plus a draw
// counter, kept in game state so a game replays exactly and undo can see where dice fell.

export interface RngState {
  s: [number, number, number, number];
  /** Number of values drawn so far: undo never crosses a change of this count. */
  draws: number;
}

/**
 * Mixes an integer seed into a well-spread initial state (splitmix32). Every bit of a safe integer
 * counts: the low 32 bits seed the mix, and the high part (zero for 0 to 4294967295, whose games
 * are as they always were) is folded into the state, so 1 and 4294967297 play different games.
 */
export function createRng(seed: number): RngState {
  const whole = Math.trunc(seed);
  // |seed| < 2^53, so the high part fits in 32 bits (-2^21 to 2^21).
  const high = Math.floor(whole / 0x100000000) | 0;
  let x = (whole >>> 0) ^ 0x9e3779b9;
  const next = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st: RngState = { s: [next(), (next() ^ high) >>> 0, next(), next() | 1], draws: 0 };
  // Warm up so nearby seeds diverge at once.
  for (let i = 0; i < 12; i++) nextUint32(st);
  st.draws = 0;
  return st;
}

/** Advances the state in place and returns the next uint32. Callers own (have cloned) the state. */
export function nextUint32(st: RngState): number {
  let [a, b, c, d] = st.s;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st.s = [a >>> 0, b >>> 0, c, d];
  st.draws++;
  return t;
}

/** Uniform integer in [0, n). Rejection sampling keeps it unbiased. */
export function nextInt(st: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const v = nextUint32(st);
    if (v < limit) return v % n;
  }
}

/** Uniform float in [0, 1). For bots' tie-breaking, never for rules that need exact dice. */
export function nextFloat(st: RngState): number {
  return nextUint32(st) / 0x100000000;
}

export function cloneRng(st: RngState): RngState {
  return { s: [st.s[0], st.s[1], st.s[2], st.s[3]], draws: st.draws };
}

/** Picks one element uniformly. */
export function pick<T>(st: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[nextInt(st, items.length)]!;
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(st: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A small mutable wrapper, for bots and tools that want `rng.int(6)` style calls. */
export class Rng {
  constructor(public state: RngState) {}
  static seeded(seed: number): Rng {
    return new Rng(createRng(seed));
  }
  int(n: number): number {
    return nextInt(this.state, n);
  }
  float(): number {
    return nextFloat(this.state);
  }
  pick<T>(items: readonly T[]): T {
    return pick(this.state, items);
  }
  shuffle<T>(items: readonly T[]): T[] {
    return shuffled(this.state, items);
  }
}
