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

// The bots weigh thousands of combats a game: the distributions are worked out in buffers made
// once (the same sums in the same order as hitDist: the same figures), not in a new array per die.
const BUFFER = 64;
const bufA = [new Float64Array(BUFFER), new Float64Array(BUFFER)];
const bufD = [new Float64Array(BUFFER), new Float64Array(BUFFER)];
const cumBuf = new Float64Array(BUFFER);

/** hitDist(ps) in one of the two buffers given (ps.length + 1 entries), or a new array when too many dice. */
function distInto(ps: readonly number[], bufs: Float64Array[]): ArrayLike<number> {
  if (ps.length + 1 > BUFFER) return hitDist(ps);
  let d = bufs[0]!;
  let n = bufs[1]!;
  d[0] = 1;
  let len = 1;
  for (const p of ps) {
    for (let k = 0; k <= len; k++) n[k] = 0;
    for (let k = 0; k < len; k++) {
      n[k]! += d[k]! * (1 - p);
      n[k + 1]! += d[k]! * p;
    }
    const t = d;
    d = n;
    n = t;
    len++;
  }
  return d;
}

export function combatOdds(c: CombatSpec): CombatOdds {
  const da = distInto(c.att, bufA); // hits scored by the attacker (on the defender)
  const dd = distInto(c.def, bufD); // hits scored by the defender (on the attacker)
  const la = c.att.length + 1;
  const ld = c.def.length + 1;
  const auto = Math.min(c.autoFortHit ?? 0, c.fortSteps);
  let eDef = 0;
  let eFort = auto;
  let pWiped = 0;
  for (let h = 0; h < la; h++) {
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
  for (let h = 0; h < ld; h++) {
    const onUnits = Math.min(h, c.attSteps);
    eAtt += dd[h]! * onUnits;
    eAttFort += dd[h]! * Math.min(h - onUnits, attFort);
  }
  // Attacker wins when its hits (with Big Bertha's) exceed the defender's.
  const cumDef: { [h: number]: number } = ld <= BUFFER ? cumBuf : new Array<number>(ld);
  let acc = 0;
  for (let h = 0; h < ld; h++) {
    acc += dd[h]!;
    cumDef[h] = acc;
  }
  let pWin = 0;
  for (let h = 0; h < la; h++) {
    const total = h + auto;
    // P(defender's hits < total)
    const below = total - 1 >= ld ? 1 : total - 1 >= 0 ? cumDef[total - 1]! : 0;
    pWin += da[h]! * below;
  }
  return { pAttWins: pWin, eDefSteps: eDef, eFortSteps: eFort, eAttSteps: eAtt, eAttFortSteps: eAttFort, pDefWiped: pWiped };
}
