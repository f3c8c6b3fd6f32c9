// The Combat phase of La Petite Guerre (§10-§13) joined to the state: every hex where both sides
// stand is fought, one battle at a time, in hex order (§10 "units in one hex must fight"). A battle:
// the calls for reinforcements (§11, rules/reinforcementCalls.ts), the phasing side's highest
// commander in the battle first, then the other side's; both sides' combat cards drawn by their
// highest commander (rules/combatResolution.ts drawCombatCards); each side chooses one, committed
// hidden; when both have chosen the cards are shown and the battle resolved (resolveBattle):
// casualties in the loss order, commanders killed or captured, the Loyalty Index; then the side that
// must leave retreats (retreatHexes) or, with nowhere to go, loses its units and its commanders are
// captured (rules notes). Victory (§2) is checked after each battle. Pure functions over a copy the
// caller owns (legal.ts applyEvent clones first); randomness only through rollFrom(s.rng).
import { COMBAT_CARDS, type CombatCard } from './tables/combat';
import { COMMANDERS } from './orderOfBattle';
import type { CombatUnit } from './rules/combat';
import { battleStrength, highestCommander, resolveBattle, retreatHexes, drawCombatCards, sideStrength, type Battle, type BattleCommander, type BattleSide, type SideStrength } from './rules/combatResolution';
import { callReinforcements, callDistance, mayCallFrom, type CalledStack, type Caller, type CallOutcome } from './rules/reinforcementCalls';
import { rollFrom } from './rules/dice';
import { placeAt, terrainOf } from './rules/hex';
import { shiftLoyalty } from './rules/victory';
import { settleVictory } from './end';
import { battleCardsOf } from './cardPlay';
import { occupied, unitHex, type LpgState, type UnitState } from './state';
import { beachheadBattle, commanderHeldByLanding, unitHeldByLanding } from './landingPlay';
import { otherSide, type HexId, type Side, type Terrain } from './types';

/** §10-§12 the battle being fought: which step, whose call, the cards drawn and chosen. */
export interface CombatState {
  hex: HexId;
  /** calls (§11), cards (§12: choose, hidden), retreat (§12: the side that must leave chooses where). */
  step: 'calls' | 'cards' | 'retreat';
  /** §11 the side whose call for reinforcements is open (the phasing side first). */
  caller: Side;
  /** §12 the cards each side may choose from in this battle (open: rules notes). */
  drawn: Record<Side, CombatCard[]>;
  /** §12 each side's chosen card, committed hidden until both have chosen. */
  chosen: Record<Side, CombatCard | null>;
  /** §12 the side that must leave the hex (step retreat). */
  retreating: Side | null;
  /** §11 the calls made in this battle: which stack, its roll and whether it came (public). */
  calls: { side: Side; stack: string; need: number; roll: number; answered: boolean }[];
}

/** What the last battle came to, for beats and views (public once the cards are shown). */
export interface BattleReport {
  /** Counts the battles of the game, so a beat can tell a new report from the last. */
  n: number;
  hex: HexId;
  attacker: Side;
  cards: Record<Side, CombatCard>;
  /** §12 each side's strength as the battle was resolved: its units' points, its bonuses by name (the very ones added to the other side's casualties), the total. */
  strength: Record<Side, SideStrength>;
  winner: Side | null;
  casualties: Record<Side, number>;
  removed: Record<Side, string[]>;
  /** §13 each commander lost: killed (a roll of 1) or captured (2; no roll when captured for want of a retreat). */
  commanderLosses: { id: string; side: Side; fate: 'killed' | 'captured'; roll?: number }[];
  loyalty: number;
  /** §12 each side's die for its card's "in 6" (its casualties land in full on this or under), for the table's dice. */
  cardRolls?: Record<Side, number>;
  /** §12 the side that left and where to (null: it had nowhere to go, its units lost, its commanders captured); null when nobody was left to retreat. */
  retreat: { side: Side; to: HexId | null } | null;
}

const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));
const EMPTY_CARDS = (): Record<Side, CombatCard[]> => ({ american: [], british: [] });

/** Units and commanders of a side (not phantoms) standing in the hex. */
function presentAt(s: LpgState, side: Side, hex: HexId): { units: UnitState[]; commanders: string[] } {
  return {
    units: s.units.filter((u) => u.side === side && unitHex(s, u) === hex),
    commanders: s.commanders.filter((c) => c.side === side && !c.lost && c.hex === hex).map((c) => c.id),
  };
}

/** Hexes where both sides have units or commanders (phantoms aside). */
function contested(s: LpgState): HexId[] {
  const hexes = (side: Side) => new Set([...s.units.filter((u) => u.side === side).map((u) => unitHex(s, u)), ...s.commanders.filter((c) => c.side === side && !c.lost).map((c) => c.hex)]);
  const a = hexes('american');
  return [...hexes('british')].filter((h) => a.has(h)).sort();
}

/** §10 hexes where both sides stand: a combat must be fought there (markers included: a decoy found out fights no battle). */
export function declarableCombats(s: LpgState): HexId[] {
  const a = occupied(s, 'american');
  return [...occupied(s, 'british')].filter((h) => a.has(h)).sort();
}

/** §3 a phantom marker in a hex the enemy holds, with nothing of its own side there, is a decoy found out: off the map. */
function removeFoundOutDecoys(s: LpgState): void {
  for (const h of declarableCombats(s)) {
    for (const side of ['american', 'british'] as const) {
      const own = presentAt(s, side, h);
      if (own.units.length > 0 || own.commanders.length > 0) continue;
      for (const p of s.phantoms) if (p.side === side && p.hex === h) (p.hex = null), s.log.push(`§3 a decoy at ${h} is found out.`);
    }
  }
}

const toCombatUnit = (u: UnitState): CombatUnit => ({ id: u.id, type: u.type, understrength: u.understrength, elite: u.elite, unsupplied: u.unsupplied > 0 });
const toBattleCommander = (id: string): BattleCommander => {
  const d = DEF.get(id)!;
  return { id, rank: d.rank, radius: d.radius, bonus: d.bonus };
};

/** §12 the battle in `hex` as the pure rules take it (the phasing side attacks). */
export function battleOf(s: LpgState, hex: HexId): Battle {
  const sideOf = (side: Side): BattleSide => {
    const p = presentAt(s, side, hex);
    // §5 Grenadiers, Fighting Retreat played in this battle's window (cardPlay.ts).
    return { side, units: p.units.map(toCombatUnit), commanders: p.commanders.map(toBattleCommander), ...battleCardsOf(s, side) };
  };
  return {
    hex,
    terrain: terrainOf(hex) as Exclude<Terrain, 'water'>,
    settlement: placeAt(hex)?.kind ?? null,
    weather: s.weather,
    attacker: s.side,
    american: sideOf('american'),
    british: sideOf('british'),
    // §19 a battle on a beachhead: -1 to the seaborne invader, +1 to the defender (landingPlay.ts).
    landing: beachheadBattle(s, hex),
  };
}

/** §12 both sides' strength in the battle at `hex` as it stands now (the units there, the bonuses resolveBattle would count). */
export function battleStrengthAt(s: LpgState, hex: HexId): Record<Side, SideStrength> {
  return battleStrength(battleOf(s, hex));
}

/** §11 the side's highest commander in the battle, who alone calls (rules notes); null with none there. */
export function battleCaller(s: LpgState, side: Side, hex: HexId): Caller | null {
  const c = highestCommander(presentAt(s, side, hex).commanders.map(toBattleCommander));
  return c ? { id: c.id, rank: c.rank, radius: c.radius } : null;
}

/** §11 the side's stacks that could answer a call to `hex`: not in a hex that must fight, not a superior's, within 3 hexes. */
export function callableStacks(s: LpgState, side: Side, hex: HexId): CalledStack[] {
  const caller = battleCaller(s, side, hex);
  if (!caller) return [];
  const fighting = new Set(contested(s));
  const enemy = occupied(s, otherSide(side));
  const out: CalledStack[] = [];
  for (const c of s.commanders) {
    if (c.side !== side || c.lost || fighting.has(c.hex) || commanderHeldByLanding(s, c.id)) continue;
    const d = DEF.get(c.id)!;
    out.push({ id: c.id, hex: c.hex, commander: { id: c.id, rank: d.rank, radius: d.radius }, units: s.units.filter((u) => u.commander === c.id).map((u) => ({ id: u.id, type: u.type })) });
  }
  const hexes = new Set(s.units.filter((u) => u.side === side && u.commander === null).map((u) => u.hex!));
  for (const h of [...hexes].sort()) {
    if (fighting.has(h)) continue;
    // §19 units held by a landing answer no call (a call is a second move).
    out.push({ id: `hex:${h}`, hex: h, commander: null, units: s.units.filter((u) => u.side === side && u.commander === null && u.hex === h && !unitHeldByLanding(s, u.id)).map((u) => ({ id: u.id, type: u.type })) });
  }
  return out.filter((st) => st.units.length > 0 && mayCallFrom(caller, st.commander) && callDistance(st.hex, hex, enemy) !== null);
}

/** §11 whether `side` has a call to make in the battle (else its turn to call passes by itself). */
export function mayCall(s: LpgState, side: Side, hex: HexId): boolean {
  return callableStacks(s, side, hex).length > 0;
}

/** §11 the side's highest commander calls: one die a stack; the answering stacks' second moves. */
export function applyCall(s: LpgState, side: Side): CallOutcome[] {
  const b = s.combat!;
  const caller = battleCaller(s, side, b.hex)!;
  const stacks = callableStacks(s, side, b.hex);
  const world = { side, weather: s.weather, enemy: occupied(s, otherSide(side)), delawareIce: s.ice, battleHex: b.hex };
  const out = callReinforcements(caller, stacks, world, rollFrom(s.rng));
  for (const o of out) {
    s.log.push(`§11 ${caller.id} calls ${o.stack} (distance ${o.distance}, needs ${o.need}, rolls ${o.roll}): ${o.answered ? 'it comes' : 'no answer'}.`);
    b.calls.push({ side, stack: o.stack, need: o.need, roll: o.roll, answered: o.answered });
    if (!o.answered) continue;
    const st = stacks.find((x) => x.id === o.stack)!;
    if (st.commander) {
      const c = s.commanders.find((k) => k.id === st.commander!.id)!;
      if (o.moves[c.id]) c.hex = o.moves[c.id]!;
    }
    for (const { id } of st.units) {
      const u = s.units.find((x) => x.id === id)!;
      const to = o.moves[id]!;
      if (u.commander !== null) {
        // §11 units may scatter: one that does not end with its commander leaves his rack for the map.
        const c = s.commanders.find((k) => k.id === u.commander)!;
        if (to !== c.hex) (u.commander = null), (u.hex = to), (u.phantom = null);
      } else (u.hex = to), (u.phantom = null);
    }
  }
  return out;
}

/** §12 both sides' combat cards for the battle, the American's drawn first. */
function drawCards(s: LpgState): void {
  const b = s.combat!;
  const battle = battleOf(s, b.hex);
  const roll = rollFrom(s.rng);
  b.drawn = { american: drawCombatCards(battle, 'american', roll), british: drawCombatCards(battle, 'british', roll) };
  b.step = 'cards';
}

/** §11 the side's call is over (made or declined): the other side's next, then the cards. */
export function passCall(s: LpgState): void {
  const b = s.combat!;
  if (b.caller === s.side) {
    b.caller = otherSide(s.side);
    if (mayCall(s, b.caller, b.hex)) return;
  }
  drawCards(s);
}

/**
 * §10 opens the next battle of the phase, or returns false when no hex is left to fight. A side's
 * call that it cannot make (no commander in the battle, nothing in reach) passes by itself.
 */
export function openNextBattle(s: LpgState): boolean {
  removeFoundOutDecoys(s);
  const hex = contested(s)[0];
  if (!hex) {
    s.combat = null;
    return false;
  }
  s.battles.push(hex);
  s.combat = { hex, step: 'calls', caller: s.side, drawn: EMPTY_CARDS(), chosen: { american: null, british: null }, retreating: null, calls: [] };
  s.log.push(`§10 a battle at ${hex}.`);
  if (!mayCall(s, s.side, hex)) passCall(s);
  return true;
}

/** Units of `side` in `hex` leave their commanders' racks (the commander lost) for the map. */
function dropRack(s: LpgState, commander: string): void {
  const c = s.commanders.find((k) => k.id === commander)!;
  for (const u of s.units) if (u.commander === commander) (u.commander = null), (u.hex = c.hex), (u.phantom = null);
}

function loseCommander(s: LpgState, id: string, fate: 'killed' | 'captured'): void {
  dropRack(s, id);
  const c = s.commanders.find((k) => k.id === id)!;
  c.lost = true;
  c.fate = fate;
  s.log.push(`§13 ${id} is ${fate}.`);
}

/** §12, §13 both cards shown: resolveBattle and its results on the map; then the retreat, or the next battle. Returns whether the battle waits for a retreat choice. */
export function resolveOpenBattle(s: LpgState): void {
  const b = s.combat!;
  const battle = battleOf(s, b.hex);
  const cards = { american: b.chosen.american!, british: b.chosen.british! };
  const o = resolveBattle(battle, cards, rollFrom(s.rng));
  const report: BattleReport = {
    n: (s.lastBattle?.n ?? 0) + 1, hex: b.hex, attacker: s.side, cards, winner: o.winner,
    strength: { american: sideStrength(battle, 'american', o.american.bonuses), british: sideStrength(battle, 'british', o.british.bonuses) },
    casualties: { american: o.american.casualties, british: o.british.casualties },
    removed: { american: o.american.removed, british: o.british.removed },
    commanderLosses: [], loyalty: o.loyalty, retreat: null,
    cardRolls: { american: o.american.cardRoll, british: o.british.cardRoll },
  };
  for (const side of ['american', 'british'] as const) {
    const after = new Map(o[side].units.map((u) => [u.id, u]));
    const gone = new Set(o[side].removed);
    s.units = s.units.filter((u) => !gone.has(u.id));
    for (const u of s.units) if (after.has(u.id)) u.understrength = after.get(u.id)!.understrength;
    for (const [id, fate] of Object.entries(o[side].commanderLosses)) {
      loseCommander(s, id, fate);
      report.commanderLosses.push({ id, side, fate, roll: fate === 'killed' ? 1 : 2 });
    }
  }
  s.loyalty = shiftLoyalty(s.loyalty, o.loyalty);
  s.log.push(`§12 battle at ${b.hex}: ${cards.american} against ${cards.british}; ${o.winner ?? 'nobody'} wins; casualties ${o.american.casualties} American, ${o.british.casualties} British; Loyalty ${s.loyalty}.`);
  s.lastBattle = report;
  if (settleVictory(s, false)) {
    s.combat = null;
    return;
  }
  const side = o.retreats;
  const left = presentAt(s, side, b.hex);
  if (left.units.length === 0 && left.commanders.length === 0) {
    for (const p of s.phantoms) if (p.side === side && p.hex === b.hex) p.hex = null;
    nextOrEnd(s);
    return;
  }
  if (retreatOptions(s, side, b.hex).length === 0) {
    // Rules notes: nowhere to go, its units are lost and its commanders captured.
    const ids = new Set(left.units.map((u) => u.id));
    s.units = s.units.filter((u) => !ids.has(u.id));
    for (const id of left.commanders) {
      loseCommander(s, id, 'captured');
      report.commanderLosses.push({ id, side, fate: 'captured' });
    }
    for (const p of s.phantoms) if (p.side === side && p.hex === b.hex) p.hex = null;
    report.retreat = { side, to: null };
    s.log.push(`§12 the ${side} side at ${b.hex} has nowhere to retreat: its units are lost, its commanders captured.`);
    if (settleVictory(s, false)) {
      s.combat = null;
      return;
    }
    nextOrEnd(s);
    return;
  }
  b.step = 'retreat';
  b.retreating = side;
}

/** §12 where the side that must leave `hex` may go (rules/combatResolution.ts retreatHexes). */
export function retreatOptions(s: LpgState, side: Side, hex: HexId): HexId[] {
  return retreatHexes(hex, { enemy: occupied(s, otherSide(side)) }).sort();
}

/** §12 the retreat: everything of the side in the hex (commanders with their racks, leaderless units, its phantom markers) to `to`. */
export function applyRetreat(s: LpgState, side: Side, to: HexId): void {
  const hex = s.combat!.hex;
  for (const c of s.commanders) if (c.side === side && !c.lost && c.hex === hex) c.hex = to;
  for (const u of s.units) if (u.side === side && u.commander === null && u.hex === hex) u.hex = to;
  for (const p of s.phantoms) if (p.side === side && p.hex === hex) p.hex = to;
  if (s.lastBattle) s.lastBattle.retreat = { side, to };
  s.log.push(`§12 the ${side} side retreats from ${hex} to ${to}.`);
  nextOrEnd(s);
}

/** The next battle, or the end of the Combat phase (the caller moves on: legal.ts). */
function nextOrEnd(s: LpgState): void {
  if (!openNextBattle(s)) s.combat = null;
}

export const combatCardIds = (): CombatCard[] => COMBAT_CARDS.map((c) => c.id);
