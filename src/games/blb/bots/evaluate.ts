// What a combat is worth to the side that starts it, from exact odds (odds.ts): steps it expects
// to take and lose, fort steps knocked down (8.1), and what winning the box means.
import { DATA, FORT, UNIT } from '../db';
import { eventChitUsable } from '../state';
import { type Board, fortSteps, gcAt, gcHit, gcSteps, isObjectiveFort, unitHit, unitsAt } from './board';
import { IS_VL } from './geo';
import { type CombatOdds, combatOdds, hitChance } from './odds';

export interface CombatView {
  odds: CombatOdds;
  value: number;
}

/** Step value of a unit to its owner: what losing one step of it costs. */
export function stepValue(b: Board, unit: string): number {
  const def = UNIT[unit];
  if (!def) return 0.5; // Garde Civique
  if (def.nationality === 'british') return 1.3;
  return 1;
}

/** Steps of `units` added to `n`, one at a time (the same sum as over one list). */
function stepsOf(b: Board, units: readonly string[], n = 0): number {
  for (const u of units) n += UNIT[u] ? b.s.units[u]!.steps : gcSteps(b, u);
  return n;
}

// The dice of each combat weighed go in two arrays made once (combatOdds reads them, keeps
// nothing): no new arrays per combat.
const ATT: number[] = [];
const DEF: number[] = [];

/** Entente defenders of a box against a German attack: units and Garde Civique (face-down counted by the mix). */
export function ententeDefenders(b: Board, box: string): string[] {
  return [...unitsAt(b, 'entente', box), ...gcAt(b, box)];
}

const FORT_HIT = hitChance(5);

/**
 * The German attack in `box` by `attackers` (all activated): siege if the fort stands (8.0).
 * Zeppelin and Big Bertha are assumed played where the German bot would play them.
 */
export function germanAttack(b: Board, box: string, attackers: readonly string[], opts: { noEvents?: boolean } = {}): CombatView | null {
  if (attackers.length === 0) return null;
  // The defenders: the Entente's units, then the Garde Civique (ententeDefenders' order), read in place.
  const units = unitsAt(b, 'entente', box);
  const gcs = gcAt(b, box);
  const nDef = units.length + gcs.length;
  const fort = fortSteps(b, box);
  if (nDef === 0 && fort === 0) return null;
  const objective = isObjectiveFort(box) && fort > 0;
  const zeppelin = !opts.noEvents && objective && !!eventChitUsable(b.s, 'zeppelin');
  const bertha = !opts.noEvents && objective && !!eventChitUsable(b.s, 'bigBertha');
  const att = ATT;
  att.length = 0;
  for (const u of attackers) att.push(unitHit(b, u, zeppelin ? 1 : 0));
  const def = DEF;
  def.length = 0;
  for (const u of units) def.push(UNIT[u] ? unitHit(b, u) : gcHit(b, u));
  for (const u of gcs) def.push(UNIT[u] ? unitHit(b, u) : gcHit(b, u));
  for (let i = 0; i < fort; i++) def.push(FORT_HIT);
  const odds = combatOdds({
    att,
    def,
    attSteps: stepsOf(b, attackers),
    defSteps: stepsOf(b, gcs, stepsOf(b, units)),
    fortSteps: fort,
    autoFortHit: bertha ? 1 : 0,
  });
  let defStepValue = 0;
  for (const u of units) defStepValue += UNIT[u] ? 1 : 0.5;
  for (const u of gcs) defStepValue += UNIT[u] ? 1 : 0.5;
  defStepValue = nDef ? defStepValue / nDef : 0;
  let attStepValue = 0;
  for (const u of attackers) attStepValue += stepValue(b, u);
  attStepValue /= attackers.length;
  let value: number;
  if (objective) {
    // Liege and Namur are the game (9.0): the garrison is the way to the fort, German steps are many,
    // and the clock runs: the later the turn, the more a siege round is worth.
    const urgency = 1 + 0.1 * Math.max(0, b.s.turn - 2);
    value = urgency * (1.5 * defStepValue * odds.eDefSteps + 3.5 * odds.eFortSteps) - 0.5 * attStepValue * odds.eAttSteps + 0.3 * odds.pAttWins;
  } else {
    const winValue = fort > 0 ? 0.3 : 0.6;
    value = defStepValue * odds.eDefSteps + 0.2 * odds.eFortSteps - 0.9 * attStepValue * odds.eAttSteps + winValue * odds.pAttWins;
  }
  return { odds, value };
}

/** What pushing the Germans out of `box` is worth to the Entente. */
export function ententeWinValue(b: Board, box: string): number {
  if (IS_VL[box]) return b.s.turn >= 5 ? 8 : 3;
  if (FORT[box] && fortSteps(b, box) > 0) return isObjectiveFort(box) ? 1.2 : 0.3;
  return 0.4;
}

/**
 * The Entente attack in `box` by `attackers` (activated units) and, when activated with them
 * (8.2), the fort's own dice. `fortAlone`: the Germans do not roll (unless Big Bertha is played).
 */
export function ententeAttack(
  b: Board,
  box: string,
  attackers: readonly string[],
  opts: { fortAttacks?: boolean; fortAlone?: boolean } = {},
): CombatView | null {
  const defenders = unitsAt(b, 'german', box);
  if (defenders.length === 0) return null;
  const fort = opts.fortAttacks || opts.fortAlone ? fortSteps(b, box) : 0;
  if (attackers.length === 0 && fort === 0) return null;
  const bonus = britishBonus(b, attackers, box) ? 1 : 0;
  const att = ATT;
  att.length = 0;
  for (const u of attackers) att.push(unitHit(b, u, bonus));
  for (let i = 0; i < fort; i++) att.push(FORT_HIT);
  const bertha = opts.fortAlone && !!eventChitUsable(b.s, 'bigBertha');
  const zeppelin = !!eventChitUsable(b.s, 'zeppelin');
  const germansRoll = !opts.fortAlone || bertha;
  const def = DEF;
  def.length = 0;
  if (germansRoll) for (const u of defenders) def.push(unitHit(b, u, zeppelin ? 1 : 0));
  // 8.1: in a siege, hits beyond the attacking units fall on the fort, unless other Entente units
  // (not in this combat) remain in the box: then they are lost.
  let shielded = gcAt(b, box).length > 0;
  if (!shielded) {
    for (const u of unitsAt(b, 'entente', box)) {
      if (!attackers.includes(u)) {
        shielded = true;
        break;
      }
    }
  }
  const siegeFort = shielded ? 0 : fortSteps(b, box);
  const odds = combatOdds({
    att,
    def,
    attSteps: stepsOf(b, attackers),
    defSteps: stepsOf(b, defenders),
    fortSteps: 0,
    attFortSteps: siegeFort,
  });
  let ownStep = 0;
  for (const u of attackers) ownStep += stepValue(b, u);
  ownStep = attackers.length ? ownStep / attackers.length : 1;
  const fortValue = isObjectiveFort(box) ? 3.2 : 0.3;
  // Winning (the Germans take more hits) pushes them out; a tie or worse sends the attackers back (7.5).
  let value =
    1.0 * odds.eDefSteps - ownStep * odds.eAttSteps - fortValue * odds.eAttFortSteps + ententeWinValue(b, box) * odds.pAttWins;
  if (bertha && fortSteps(b, box) > 0) value -= fortValue; // Big Bertha's automatic hit on the fort
  return { odds, value };
}

/** 7.2: all British units together, at full strength, in this combat. */
/** The British units, in the order of the state's unit record (the data's order). */
const BRITISH = DATA.units.filter((u) => u.nationality === 'british').map((u) => u.id);

export function britishBonus(b: Board, attackers: readonly string[], box: string): boolean {
  const british = BRITISH;
  if (british.length === 0) return false;
  return british.every((u) => attackers.includes(u) && b.s.units[u]!.steps === UNIT[u]!.steps && b.s.units[u]!.box !== null) && !!box;
}
