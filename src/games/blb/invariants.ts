// What must hold in every settled state of Brave Little Belgium (checked by the fuzzer).
import { BOX, CHIT_IDS, FORT, UNIT } from './db';
import { type BlbState, occCount, occStack, occupancy, stackingLimit } from './state';
import type { Side } from './types';

export function blbInvariants(s: BlbState): string[] {
  const out: string[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    const def = UNIT[id];
    if (!def) out.push(`unknown unit ${id}`);
    if (u.box !== null && !BOX[u.box]) out.push(`${id} is in unknown box ${u.box}`);
    if (u.steps < 0 || u.steps > (def?.steps ?? 2)) out.push(`${id} has ${u.steps} steps`);
    if (u.box !== null && u.steps === 0) out.push(`${id} is on the map with no steps`);
    if (u.box === null && u.steps > 0 && !s.setUp.unitsToPlace.includes(id)) out.push(`${id} is off the map with ${u.steps} steps`);
  }
  if (Object.keys(s.units).length !== Object.keys(UNIT).length) out.push('unit count changed');
  for (const id in s.gc) {
    const g = s.gc[id]!;
    if (g.box !== null && !BOX[g.box]) out.push(`${id} is in unknown box ${g.box}`);
  }
  const settling = !!s.retreat && (s.retreat.queue.length > 0 || !!s.retreat.displace);
  if (!settling) {
    const o = occupancy(s);
    for (const b in BOX) {
      for (const side of ['german', 'entente'] as Side[]) {
        const n = occStack(o, b, side);
        if (n > stackingLimit(b, side)) out.push(`6.1 ${b} holds ${n} ${side} units (limit ${stackingLimit(b, side)})`);
      }
      if (occCount(o, 'british', b) > 0 && Object.keys(s.units).some((u) => s.units[u]!.box === b && ['french', 'belgian'].includes(UNIT[u]!.nationality))) {
        out.push(`6.1 British stacked with French or Belgian units in ${b}`);
      }
      if (occCount(o, 'gc', b) > 2) out.push(`3.1 more than two Garde Civique in ${b}`);
    }
  }
  const c = s.chits;
  const all = [...c.cup, ...c.pulled, ...c.turnEnd, ...Object.keys(c.track)];
  if (all.length !== CHIT_IDS.length || new Set(all).size !== CHIT_IDS.length) out.push(`chits not all accounted for: ${all.length} of ${CHIT_IDS.length}`);
  for (const u of c.used) if (!c.pulled.includes(u)) out.push(`used chit ${u} is not in the Pulled Chits box`);
  if (c.turnEnd.length > 3) out.push('more than three Turn End chits drawn');
  if (s.atrocities < 0 || s.atrocities > 5) out.push(`atrocities ${s.atrocities} outside 0..5`);
  for (const f in s.forts) {
    const st = s.forts[f]!.steps;
    if (st < 0 || st > FORT[f]!.steps) out.push(`fort ${f} has ${st} steps`);
  }
  if (s.turn < 0 || s.turn > 8) out.push(`turn ${s.turn} outside the track`);
  return out;
}
