// The easing curves the tables' counter animations share (pure). Each takes and gives 0..1.

/** `t` held to 0..1. */
export const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);
/** Slow, fast, slow (cubic). */
export const easeInOut = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
/** Fast, then slowing to a stop (cubic). */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3;
/** From `a` (t = 0) to `b` (t = 1). */
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
