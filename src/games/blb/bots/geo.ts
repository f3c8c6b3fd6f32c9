// Map geometry for the bots: cheapest Movement Point distances to targets, with the boxes a side
// cannot pass through (undestroyed forts for the Germans) as path ends only. Memoized: the map is
// fixed and only the set of blocking boxes changes during a game.
import { DATA, NEIGHBOURS } from '../db';

export const BOX_IDS: string[] = DATA.boxes.map((b) => b.id);
export const VL_BOXES: string[] = DATA.boxes.filter((b) => b.beyondVictoryLine).map((b) => b.id);
export const IS_VL: Record<string, boolean> = Object.fromEntries(BOX_IDS.map((b) => [b, VL_BOXES.includes(b)]));

export type DistMap = Record<string, number>;

const memo = new Map<string, DistMap>();

/**
 * Cheapest MP from every box to the nearest of `targets` (6.0 costs: Easy 1, Difficult 2). A path
 * may end in a `blocked` box but never pass through one (a target is never blocked for itself).
 */
export function distTo(targets: readonly string[], blocked: readonly string[] = []): DistMap {
  const key = `${targets.join(',')}|${blocked.join(',')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const dist: DistMap = {};
  for (const b of BOX_IDS) dist[b] = Infinity;
  const isTarget = new Set(targets);
  const isBlocked = new Set(blocked);
  const open: string[] = [];
  for (const t of targets) {
    dist[t] = 0;
    open.push(t);
  }
  const done = new Set<string>();
  while (open.length) {
    let bi = 0;
    for (let i = 1; i < open.length; i++) if (dist[open[i]!]! < dist[open[bi]!]!) bi = i;
    const cur = open.splice(bi, 1)[0]!;
    if (done.has(cur)) continue;
    done.add(cur);
    // A unit coming from a neighbour passes through `cur` on its way to the target: not through a blocked box.
    if (!isTarget.has(cur) && isBlocked.has(cur)) continue;
    for (const n of NEIGHBOURS[cur]!) {
      const d = dist[cur]! + n.cost;
      if (d < dist[n.box]!) {
        dist[n.box] = d;
        open.push(n.box);
      }
    }
  }
  memo.set(key, dist);
  return dist;
}
