// What must hold of razing (§15) and the landings (§19) in every settled state (invariants.ts joins
// them): razed markers only on settlements, once each, each with the turn it comes off (not past);
// a supply determination open only in the Reinforcement phase, its razings razed; each landing a
// British commander's, once; a preparation in an unrazed port the British hold, its commander there;
// a landed force's record only while it may not move.
import { PLACES } from './map';
import { mayMoveAfterLanding } from './rules/landing';
import type { LpgState } from './state';

export function landingRazingInvariants(s: LpgState): string[] {
  const bad: string[] = [];
  const places = new Map(PLACES.map((p) => [p.id, p]));
  if (new Set(s.razed).size !== s.razed.length) bad.push(`a settlement razed twice: ${s.razed.join(', ')}`);
  for (const p of s.razed) {
    if (!places.has(p)) bad.push(`razed marker on ${p}, not a settlement`);
    if (!(s.razedThrough[p]! >= s.turn)) bad.push(`razed marker on ${p} past its year (through ${s.razedThrough[p]}, turn ${s.turn})`);
  }
  for (const p of Object.keys(s.razedThrough)) if (!s.razed.includes(p)) bad.push(`razed-through turn kept for ${p}, not razed`);
  if (s.razing !== null) {
    if (s.phase !== 'reinforcement') bad.push(`a supply determination open in the ${s.phase} phase`);
    for (const p of s.razing) if (!s.razed.includes(p)) bad.push(`${p} razed in this determination without a razed marker`);
  }
  const seen = new Set<string>();
  for (const l of s.landings) {
    const c = s.commanders.find((k) => k.id === l.commander);
    if (!c || c.side !== 'british') bad.push(`landing by ${l.commander}, not a British commander`);
    if (seen.has(l.commander)) bad.push(`${l.commander} in two landings`);
    seen.add(l.commander);
    const port = places.get(l.port);
    if (!port || port.kind !== 'port') bad.push(`landing prepared in ${l.port}, not a port`);
    if (l.hex === null) {
      if (!c || c.lost || !port || c.hex !== port.hex) bad.push(`landing of ${l.commander} prepared away from its port`);
      if (s.razed.includes(l.port) || s.holders[l.port] !== 'british') bad.push(`landing prepared in ${l.port}, razed or not British`);
    } else if (l.landedTurn === null || mayMoveAfterLanding(l.landedTurn, s.turn)) bad.push(`landed force of ${l.commander} kept after it may move`);
  }
  return bad;
}
