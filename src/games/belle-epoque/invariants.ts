// What must hold in every settled Belle Epoque state (for tests and the fuzzer): one unit per
// sector (MUSTERING), stands within limits, no unit on impassable ground, tokens accounted for
// (ACTIVATION: one token in the bowl for each unit on the table not yet activated).
import { isSector } from './rules/hex';
import { type BelleState, groundOf, liveUnits, maxStands } from './state';
import { SIDES } from './types';

export function belleInvariants(s: BelleState): string[] {
  const out: string[] = [];
  const seen = new Map<number, string>();
  for (const u of s.units) {
    if (u.sector === null) {
      if (u.stands !== 0) out.push(`${u.id} is off the table with ${u.stands} stands`);
      continue;
    }
    if (!isSector(u.sector)) {
      out.push(`${u.id} is in unknown sector ${u.sector}`);
      continue;
    }
    const other = seen.get(u.sector);
    if (other) out.push(`MUSTERING: ${u.id} and ${other} share sector ${u.sector}`);
    seen.set(u.sector, u.id);
    if (u.stands < 1 || u.stands > maxStands(u)) out.push(`MUSTERING: ${u.id} has ${u.stands} stands (1-${maxStands(u)})`);
    if (!s.sectors[u.sector]!.discovered) out.push(`${u.id} stands on undiscovered ground`);
    if (groundOf(s, u.sector).impassable) out.push(`${u.id} stands on impassable ground`);
  }
  // Before the first turn the bowl has not been filled yet.
  for (const side of s.turn === 0 ? [] : SIDES) {
    const waiting = liveUnits(s, side).filter((u) => !u.activated).length;
    const tokens = s.bowl[side] + (s.drawn === side ? 1 : 0);
    if (s.bowl[side] < 0) out.push(`ACTIVATION: ${side} bowl count is negative`);
    if (tokens !== waiting) out.push(`ACTIVATION: ${tokens} ${side} tokens for ${waiting} units not yet activated`);
    if (s.commandPoints[side] < 0) out.push(`COMMAND POINTS: ${side} has ${s.commandPoints[side]}`);
  }
  for (const sec of s.sectors) {
    if (sec.discovered !== (sec.terrain !== null)) out.push('a sector is marked discovered without terrain, or the reverse');
  }
  if (s.activation) {
    const a = unitById(s, s.activation.unit);
    if (a && !a.activated) out.push(`ACTIVATION: ${s.activation.unit} acts without being activated`);
  }
  return out;
}

function unitById(s: BelleState, id: string) {
  return s.units.find((u) => u.id === id);
}
