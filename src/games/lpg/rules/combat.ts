// §12, §13 the first pure pieces of combat: how many combat cards a side draws, when Charge may be
// played, each side's bonuses (each once), and taking casualties in the loss order. The battle's
// sequence (calls, hidden choice, reveal, retreat) belongs to the machine of the next session.
import { COMBAT_BONUSES, TERRAIN_EFFECTS, WEATHER_EFFECTS } from '../tables/terrain';
import { CHARGE_MAX_ODDS_AGAINST, COMBAT_CARDS } from '../tables/combat';
import { LOSS_ORDER, UNIT_SPECS } from '../tables/units';
import type { Rank, SettlementKind, Terrain, UnitType, Weather } from '../types';

/** §12 cards drawn: the highest commander's ranking number (his radius), all six for a CinC, one with no commander. */
export function cardsDrawn(highest: { rank: Rank; radius: number } | null): number {
  if (!highest) return 1;
  if (highest.rank === 'cinc') return COMBAT_CARDS.length;
  return Math.min(COMBAT_CARDS.length, Math.max(1, highest.radius));
}

export interface CombatUnit {
  id: string;
  type: UnitType;
  understrength: boolean;
  elite?: boolean;
  unsupplied?: boolean;
}

export function unitStrength(u: CombatUnit): number {
  const spec = UNIT_SPECS[u.type];
  return u.understrength ? spec.understrength : spec.strength;
}

export function totalStrength(units: readonly CombatUnit[]): number {
  return units.reduce((n, u) => n + unitStrength(u), 0);
}

/** §12 "Charge cannot be played if the unit ratio bigger than 2:1": not by a side outnumbered more than 2 to 1. */
export function chargeAllowed(own: number, enemy: number): boolean {
  return enemy <= CHARGE_MAX_ODDS_AGAINST * own;
}

export interface BonusContext {
  units: readonly CombatUnit[];
  enemyStrength: number;
  /** The side's highest commander's own bonus (0 or 1), or 0 with none. */
  commanderBonus: number;
  defender: boolean;
  terrain: Exclude<Terrain, 'water'>;
  settlement: SettlementKind | null;
  weather: Weather;
  /** §19 a landing: the seaborne invader, or the side defending against one. */
  landing?: 'invader' | 'defender';
}

/** §12 a side's combat bonuses, each counted once however many units give it, by name. */
export function combatBonuses(ctx: BonusContext): Record<string, number> {
  const out: Record<string, number> = {};
  const has = (t: UnitType) => ctx.units.some((u) => u.type === t);
  if (has('artillery') && WEATHER_EFFECTS[ctx.weather].artillery) out.artillery = COMBAT_BONUSES.artillery;
  if (has('dragoons') && ctx.terrain === 'clear') out.dragoons = COMBAT_BONUSES.dragoonsInClear;
  if ((has('riflemen') || has('jaegers')) && (ctx.terrain === 'woods' || ctx.terrain === 'hills')) out.lightTroops = COMBAT_BONUSES.lightTroopsInCover;
  if (ctx.units.some((u) => u.elite)) out.elite = COMBAT_BONUSES.elite;
  if (ctx.commanderBonus) out.commander = ctx.commanderBonus;
  if (ctx.defender) {
    if (TERRAIN_EFFECTS[ctx.terrain].defence) out.terrain = TERRAIN_EFFECTS[ctx.terrain].defence;
    if (ctx.settlement === 'fort') out.settlement = COMBAT_BONUSES.defenderInFort;
    else if (ctx.settlement === 'town' || ctx.settlement === 'port') out.settlement = COMBAT_BONUSES.defenderInTown;
  } else if (WEATHER_EFFECTS[ctx.weather].attack) out.weather = WEATHER_EFFECTS[ctx.weather].attack;
  if (ctx.units.some((u) => u.unsupplied)) out.unsupplied = COMBAT_BONUSES.unsupplied;
  if (ctx.units.some((u) => u.understrength)) out.understrength = COMBAT_BONUSES.understrength;
  const own = totalStrength(ctx.units);
  if (own >= 3 * ctx.enemyStrength && ctx.enemyStrength > 0) out.ratio = COMBAT_BONUSES.ratio3;
  else if (own >= 2 * ctx.enemyStrength && ctx.enemyStrength > 0) out.ratio = COMBAT_BONUSES.ratio2;
  if (ctx.landing === 'invader') out.landing = COMBAT_BONUSES.landingAttacker;
  if (ctx.landing === 'defender') out.landing = COMBAT_BONUSES.landingDefender;
  return out;
}

export function bonusTotal(bonuses: Record<string, number>): number {
  return Object.values(bonuses).reduce((a, b) => a + b, 0);
}

/**
 * §13 takes `casualties` steps from the units in the loss order (militia, militia, regulars,
 * regulars, artillery, dragoons, again: the nth casualty takes the nth place of the cycle; riflemen
 * and jaegers are regulars; where that place's group is not present, the next present group). A step flips a full unit of the group (first by id) or, where the group has
 * none full, removes an understrength one. When no fighting unit is left, the trains are lost.
 * Returns the units that remain (changed copies) and the ids removed.
 */
export function takeLosses(units: readonly CombatUnit[], casualties: number): { units: CombatUnit[]; removed: string[] } {
  let left = [...units].map((u) => ({ ...u })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const removed: string[] = [];
  for (let i = 0; i < casualties; i++) {
    const fighting = left.filter((u) => UNIT_SPECS[u.type].lossGroup !== 'none');
    if (fighting.length === 0) {
      removed.push(...left.map((u) => u.id));
      left = [];
      break;
    }
    // The i-th casualty's group in the cycle, or the next group after it that is present.
    let k = i % LOSS_ORDER.length;
    while (!fighting.some((u) => UNIT_SPECS[u.type].lossGroup === LOSS_ORDER[k % LOSS_ORDER.length])) k++;
    const group = LOSS_ORDER[k % LOSS_ORDER.length]!;
    const inGroup = fighting.filter((u) => UNIT_SPECS[u.type].lossGroup === group);
    const full = inGroup.find((u) => !u.understrength);
    if (full) full.understrength = true;
    else {
      const gone = inGroup[0]!;
      removed.push(gone.id);
      left = left.filter((u) => u !== gone);
    }
  }
  return { units: left, removed };
}
