// Combat odds for the bots (7.3-7.5, 8.1): exact hit distributions from one die per unit (and per
// fort step), then the chance each side wins and the expected step-losses, fort steps included.

/** Chance one die scores a hit for combat factor cf with a modifier (7.3: modified roll >= cf). */
export function hitChance(cf: number, modifier = 0): number {
  const need = cf - modifier;
  if (need <= 1) return 1;
  if (need > 6) return 0;
  return (7 - need) / 6;
}

/** Distribution of the number of hits from independent dice with the given hit chances. */
export function hitDist(ps: readonly number[]): number[] {
  let d = [1];
  for (const p of ps) {
    const n: number[] = new Array(d.length + 1).fill(0);
    for (let k = 0; k < d.length; k++) {
      n[k]! += d[k]! * (1 - p);
      n[k + 1]! += d[k]! * p;
    }
    d = n;
  }
  return d;
}

export interface CombatSpec {
  /** Hit chances of the attacker's dice (units, and the fort's steps when it attacks, 8.2). */
  att: number[];
  /** Hit chances of the defender's dice (units, and the fort's steps when it defends, 8.1). */
  def: number[];
  /** Steps the attacker's units can lose. */
  attSteps: number;
  /** Steps the defender's units can lose before its fort takes hits (8.1). */
  defSteps: number;
  /** Fort steps behind the defender's units (0 when there is no fort on the defending side). */
  fortSteps: number;
  /** Big Bertha: one automatic hit on the fort, counted as a hit (5.1). */
  autoFortHit?: number;
  /** Fort steps behind the attacker's units (8.2: an activated fort takes hits once its units are gone). */
  attFortSteps?: number;
}

export interface CombatOdds {
  /** The defender takes more hits than the attacker (7.5: ties make the attacker retreat). */
  pAttWins: number;
  /** Expected step-losses of the defender's units, of its fort, and of the attacker's units. */
  eDefSteps: number;
  eFortSteps: number;
  eAttSteps: number;
  /** Expected steps lost by a fort on the attacker's side. */
  eAttFortSteps: number;
  /** Chance the defender's units are all eliminated. */
  pDefWiped: number;
}

export function combatOdds(c: CombatSpec): CombatOdds {
  const da = hitDist(c.att); // hits scored by the attacker (on the defender)
  const dd = hitDist(c.def); // hits scored by the defender (on the attacker)
  const auto = Math.min(c.autoFortHit ?? 0, c.fortSteps);
  let eDef = 0;
  let eFort = auto;
  let pWiped = 0;
  for (let h = 0; h < da.length; h++) {
    const p = da[h]!;
    if (p === 0) continue;
    const onUnits = Math.min(h, c.defSteps);
    eDef += p * onUnits;
    eFort += p * Math.min(h - onUnits, c.fortSteps - auto);
    if (h >= c.defSteps) pWiped += p;
  }
  let eAtt = 0;
  let eAttFort = 0;
  const attFort = c.attFortSteps ?? 0;
  for (let h = 0; h < dd.length; h++) {
    const onUnits = Math.min(h, c.attSteps);
    eAtt += dd[h]! * onUnits;
    eAttFort += dd[h]! * Math.min(h - onUnits, attFort);
  }
  // Attacker wins when its hits (with Big Bertha's) exceed the defender's.
  const cumDef: number[] = [];
  let acc = 0;
  for (let h = 0; h < dd.length; h++) {
    acc += dd[h]!;
    cumDef.push(acc);
  }
  let pWin = 0;
  for (let h = 0; h < da.length; h++) {
    const total = h + auto;
    // P(defender's hits < total)
    const below = total - 1 >= dd.length ? 1 : total - 1 >= 0 ? cumDef[total - 1]! : 0;
    pWin += da[h]! * below;
  }
  return { pAttWins: pWin, eDefSteps: eDef, eFortSteps: eFort, eAttSteps: eAtt, eAttFortSteps: eAttFort, pDefWiped: pWiped };
}
