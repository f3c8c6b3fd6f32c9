// §12 combat resolution and §13 the loss ratio, built on rules/combat.ts (strength, bonuses once
// each, the Charge limit, the loss order): the highest commander, the combat cards drawn from the
// side's six, the Combat Resolution Chart read for both sides' cards, each card's "in 6", the
// casualties (the chart's plus the other side's bonuses), who retreats, the Loyalty Index, combining
// understrength units (§8) and the commanders' fate. Randomness only through a passed-in Roll.
import { ACTION_CARDS } from '../tables/actionCards';
import { COMBAT_BONUSES } from '../tables/terrain';
import { COMBAT_CARDS, COMBAT_RESOLUTION_CHART, COMMANDER_LOSS_IN_SIX, type CombatCard } from '../tables/combat';
import type { HexId, Rank, SettlementKind, Side, Terrain, UnitType, Weather } from '../types';
import { otherSide } from '../types';
import { bonusTotal, cardsDrawn, chargeAllowed, combatBonuses, takeLosses, totalStrength, type CombatUnit } from './combat';
import type { Roll } from './dice';
import { bridgeBetween, isLand, neighbours, riverBetween } from './hex';
import { loyaltyForBattle } from './victory';

export interface BattleCommander {
  id: string;
  rank: Rank;
  radius: number;
  /** His own combat bonus (0 or 1, orderOfBattle.ts). */
  bonus: number;
}

export interface BattleSide {
  side: Side;
  units: readonly CombatUnit[];
  commanders: readonly BattleCommander[];
  /** Bonuses from action cards played before the cards are shown (e.g. Grenadiers +1), by name. */
  cardBonuses?: Readonly<Record<string, number>>;
  /** Change to this side's casualties from action cards (e.g. Fighting Retreat -1 if it loses). */
  casualtyChangeIfLoses?: number;
}

export interface Battle {
  hex: HexId;
  terrain: Exclude<Terrain, 'water'>;
  settlement: SettlementKind | null;
  weather: Weather;
  /** The phasing side, who came into the hex. */
  attacker: Side;
  /** §19 the battle began with a British landing. */
  landing?: boolean;
  american: BattleSide;
  british: BattleSide;
}

const RANK_ORDER: Readonly<Record<Rank, number>> = { cinc: 4, division: 3, brigade: 2, battalion: 1 };

/** How a rank stands: CinC 4, division 3, brigade 2, battalion 1. */
export function rankOrder(r: Rank): number {
  return RANK_ORDER[r];
}

/** §12 the side's highest commander: by rank, then radius, then bonus, then id; null with none. */
export function highestCommander(cs: readonly BattleCommander[]): BattleCommander | null {
  let best: BattleCommander | null = null;
  for (const c of cs) {
    if (!best) best = c;
    else {
      const d = RANK_ORDER[c.rank] - RANK_ORDER[best.rank] || c.radius - best.radius || c.bonus - best.bonus;
      if (d > 0 || (d === 0 && c.id < best.id)) best = c;
    }
  }
  return best;
}

/** §12 a side's bonuses in the battle, each once, by name (the action cards' added). */
export function sideBonuses(b: Battle, side: Side): Record<string, number> {
  const own = b[side];
  const enemy = b[otherSide(side)];
  const out = combatBonuses({
    units: own.units,
    enemyStrength: totalStrength(enemy.units),
    commanderBonus: highestCommander(own.commanders)?.bonus ?? 0,
    defender: side !== b.attacker,
    terrain: b.terrain,
    settlement: b.settlement,
    weather: b.weather,
    landing: b.landing ? (side === 'british' ? 'invader' : 'defender') : undefined,
  });
  for (const [k, v] of Object.entries(own.cardBonuses ?? {})) out[`card:${k}`] = v;
  return out;
}

/** One of a side's §12 bonuses in a battle, by name: what it is, the section it comes from ("12", as meta.rule), its value. */
export interface StrengthBonus {
  label: string;
  rule: string;
  value: number;
}

/** §12 a side's strength in a battle: its units' combat strength, its bonuses (each once), and the two together. */
export interface SideStrength {
  points: number;
  bonuses: StrengthBonus[];
  total: number;
}

const SETTLEMENT_WORD: Readonly<Record<SettlementKind, string>> = { fort: 'a fort', town: 'a town', port: 'a port (as a town)', village: 'a village' };
const CARD_NAME = new Map(ACTION_CARDS.map((c) => [c.id, c.name]));

/** The words and section of one bonus that sideBonuses names (`key`), read in this battle. */
function bonusWords(b: Battle, side: Side, key: string, value: number): { label: string; rule: string } {
  if (key.startsWith('card:')) return { label: `${CARD_NAME.get(key.slice(5)) ?? key.slice(5)} (action card)`, rule: '5' };
  switch (key) {
    case 'artillery': return { label: 'Artillery', rule: '12' };
    case 'dragoons': return { label: 'Dragoons in clear terrain', rule: '12' };
    case 'lightTroops': return { label: `Riflemen or jaegers in ${b.terrain}`, rule: '12' };
    case 'elite': return { label: 'Elite troops', rule: '12' };
    case 'commander': return { label: 'Commander', rule: '12' };
    case 'terrain': return { label: `Defending in ${b.terrain}`, rule: '6' };
    case 'settlement': return { label: `Defending ${b.settlement ? SETTLEMENT_WORD[b.settlement] : 'a settlement'}`, rule: '12' };
    case 'weather': return { label: `Attacking in ${b.weather}`, rule: '6' };
    case 'unsupplied': return { label: 'Unsupplied', rule: '15' };
    case 'understrength': return { label: 'Understrength (attrition)', rule: '12' };
    case 'ratio': return { label: `Strength ratio ${value >= COMBAT_BONUSES.ratio3 ? 3 : 2}:1`, rule: '12' };
    case 'landing': return { label: side === 'british' ? 'Landing from the sea' : 'Defending against a landing', rule: '19' };
    default: return { label: key, rule: '12' };
  }
}

/**
 * §12 a side's strength in the battle: its total combat strength, every bonus by name (sideBonuses,
 * the very bonuses resolveBattle adds to the other side's casualties; pass them in to use a
 * resolved battle's own), and the total of both.
 */
export function sideStrength(b: Battle, side: Side, bonuses: Readonly<Record<string, number>> = sideBonuses(b, side)): SideStrength {
  const points = totalStrength(b[side].units);
  const list = Object.entries(bonuses).map(([k, value]) => ({ ...bonusWords(b, side, k, value), value }));
  return { points, bonuses: list, total: points + bonusTotal({ ...bonuses }) };
}

/** §12 both sides' strength in the battle (sideStrength). */
export function battleStrength(b: Battle): Record<Side, SideStrength> {
  return { american: sideStrength(b, 'american'), british: sideStrength(b, 'british') };
}

/** §12 whether a side may play Charge in this battle (not outnumbered more than 2 to 1 in strength). */
export function sideMayCharge(b: Battle, side: Side): boolean {
  return chargeAllowed(totalStrength(b[side].units), totalStrength(b[otherSide(side)].units));
}

/**
 * §12 the combat cards a side holds for this battle: as many as its highest commander's ranking
 * number (all six for a CinC), drawn at random from its six; a Charge it may not play is set aside
 * and another drawn in its place (rules notes). Returned in the order of the six.
 */
export function drawCombatCards(b: Battle, side: Side, roll: Roll): CombatCard[] {
  const n = cardsDrawn(highestCommander(b[side].commanders));
  const pool: CombatCard[] = COMBAT_CARDS.map((c) => c.id).filter((c) => c !== 'charge' || sideMayCharge(b, side));
  const hand: CombatCard[] = [];
  while (hand.length < n && pool.length > 0) hand.push(pool.splice(roll(pool.length) - 1, 1)[0]!);
  const order = COMBAT_CARDS.map((c) => c.id);
  return hand.sort((x, y) => order.indexOf(x) - order.indexOf(y));
}

export interface SideOutcome {
  card: CombatCard;
  /** The die this side rolled for its card's "in 6", and whether the card landed in full. */
  cardRoll: number;
  landed: boolean;
  bonuses: Record<string, number>;
  /** Casualties this side takes, in steps. */
  casualties: number;
  /** The side's units after the losses (changed copies), and the ids removed. */
  units: CombatUnit[];
  removed: string[];
  /** Commanders killed or captured (after a lost battle), by id. */
  commanderLosses: Record<string, 'killed' | 'captured'>;
}

export interface BattleOutcome {
  /** The winner, or null on a draw. */
  winner: Side | null;
  /** The side that must leave the hex (the loser; on a draw the attacker). */
  retreats: Side;
  /** Change to the Loyalty Index. */
  loyalty: number;
  american: SideOutcome;
  british: SideOutcome;
}

/**
 * §12, §13 resolves a battle once both cards are chosen. For each side: the Chart's losses from the
 * other's card (one fewer when the other's "in 6" roll is above its number, never below 0), plus the
 * other side's bonuses in total (never below 0 in all: a negative total takes from the chart's), plus
 * action cards; taken in the loss order. The loser's commanders each roll: 1 killed, 2 captured.
 * Rolls, in this order: the American card's die, the British card's die, then each commander of the
 * loser in the order given.
 */
export function resolveBattle(b: Battle, cards: Readonly<Record<Side, CombatCard>>, roll: Roll): BattleOutcome {
  const cell = COMBAT_RESOLUTION_CHART[cards.american][cards.british];
  const winner: Side | null = cell.winner === 'draw' ? null : cell.winner === 'row' ? 'american' : 'british';
  const retreats: Side = cell.retreat === 'attacker' ? b.attacker : cell.retreat === 'row' ? 'american' : 'british';
  const rolls: Record<Side, number> = { american: roll(6), british: roll(6) };
  const inSix = (c: CombatCard) => COMBAT_CARDS.find((x) => x.id === c)!.inSix;
  const landed: Record<Side, boolean> = { american: rolls.american <= inSix(cards.american), british: rolls.british <= inSix(cards.british) };
  const bonuses: Record<Side, Record<string, number>> = { american: sideBonuses(b, 'american'), british: sideBonuses(b, 'british') };
  const chartLoss: Record<Side, number> = { american: cell.rowLoss, british: cell.colLoss };
  const out = {} as Record<Side, SideOutcome>;
  for (const side of ['american', 'british'] as const) {
    const other = otherSide(side);
    const fromCard = Math.max(0, chartLoss[side] - (landed[other] ? 0 : 1));
    let casualties = Math.max(0, fromCard + bonusTotal(bonuses[other]));
    if (winner === other) casualties = Math.max(0, casualties + (b[side].casualtyChangeIfLoses ?? 0));
    const { units, removed } = takeLosses(b[side].units, casualties);
    out[side] = { card: cards[side], cardRoll: rolls[side], landed: landed[side], bonuses: bonuses[side], casualties, units, removed, commanderLosses: {} };
  }
  if (winner) {
    const loser = otherSide(winner);
    for (const c of b[loser].commanders) {
      const r = roll(6);
      if (r <= COMMANDER_LOSS_IN_SIX) out[loser].commanderLosses[c.id] = r === 1 ? 'killed' : 'captured';
    }
  }
  return { winner, retreats, loyalty: winner && cell.loyalty ? loyaltyForBattle(winner, b.attacker, b.settlement !== null) : 0, american: out.american, british: out.british };
}

/**
 * §8 combining: an understrength unit is added into two other understrength units of the same
 * type, which return to full strength; it ceases to exist. `absorbed` goes, `into` are restored.
 * Unsupplied status carries to the restored units (§15: "transform the new unit into unsupplied
 * status"). Returns null when the three are not three different understrength units of one type.
 */
export function combineUnits<U extends CombatUnit>(units: readonly U[], absorbed: string, into: readonly [string, string]): U[] | null {
  const ids = [absorbed, ...into];
  if (new Set(ids).size !== 3) return null;
  const three = ids.map((id) => units.find((u) => u.id === id));
  if (three.some((u) => !u || !u.understrength)) return null;
  const type: UnitType = three[0]!.type;
  if (three.some((u) => u!.type !== type)) return null;
  const unsupplied = three.some((u) => u!.unsupplied);
  return units.filter((u) => u.id !== absorbed).map((u) => (into.includes(u.id) ? { ...u, understrength: false, ...(unsupplied ? { unsupplied: true } : {}) } : u));
}

/** §8 every way to combine among these units: [absorbed, [into, into]], each type's understrength units in id order. */
export function combineOptions(units: readonly CombatUnit[]): [string, [string, string]][] {
  const out: [string, [string, string]][] = [];
  const under = units.filter((u) => u.understrength).map((u) => u.id).sort();
  for (const a of under)
    for (const x of under)
      for (const y of under) {
        if (a === x || a === y || x >= y) continue;
        const t = (id: string) => units.find((u) => u.id === id)!.type;
        if (t(a) === t(x) && t(x) === t(y)) out.push([a, [x, y]]);
      }
  return out;
}

export interface RetreatWorld {
  /** Hexes holding units of the retreating side's enemy. */
  enemy: ReadonlySet<HexId>;
}

/**
 * §12 where the side that must leave may go (rules notes): an adjacent land hex without enemy
 * units, not over a river without a bridge; the hex it came from is always allowed when the machine
 * passes it as `cameFrom`. Empty: the units cannot leave and are lost (the machine decides).
 */
export function retreatHexes(from: HexId, world: RetreatWorld, cameFrom?: HexId): HexId[] {
  const out = neighbours(from).filter((n) => isLand(n) && !world.enemy.has(n) && (!riverBetween(from, n) || bridgeBetween(from, n)));
  if (cameFrom && !out.includes(cameFrom) && neighbours(from).includes(cameFrom) && !world.enemy.has(cameFrom)) out.push(cameFrom);
  return out;
}
