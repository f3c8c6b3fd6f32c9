// What one side of La Petite Guerre may know (rules notes, "Fog of war, the command rack and
// phantoms"). The rack is open: every commander by name with the units under him (type, full or
// understrength). The map is not: the other side's commanders and phantom markers on the map are
// anonymous markers at their hexes (ids that say nothing, sorted by hex), turned face up only where
// revealed (§4 reconnaissance this turn); leaderless units stand face up unless under a phantom.
// Each unit's §15 unsupplied count (the marker on it) is open as its understrength side is, on the
// rack and on the map where the unit is seen; a lost commander's fate (§13 killed or captured) too.
// The other side's hand is a count, decks are counts, the rng is not shown. Action cards played are
// open (which card, on which hex); what a Spy, a Dragoon Patrol or a Loyalist Guide revealed is
// the playing side's own `revealed` list, never shown to the other side. Razed markers and the
// settlements razed in an open supply determination (§15) are public; of the landings (§19) the
// other side sees the announcement (port, turn begun) and the beachhead (hex, turn), not the stack
// (landingPlay.ts landingsView). A battle's strength (§12: points, bonuses, total) is open to both
// once battle is joined: every stack in a battle is revealed.
import { copyPlain, type LpgState, type Phase, type UnitState } from './state';
import { landingsView } from './landingPlay';
import { battleStrengthAt } from './combatPhase';
import type { SideStrength } from './rules/combatResolution';
import { otherSide, type HexId, type Side } from './types';

export interface MapMarker {
  /** "marker-1".. for the other side's markers (nothing in it names the commander); own markers keep their ids. */
  id: string;
  hex: HexId;
  /** What the marker is where the viewer may know it: a commander id, a phantom id, or null. */
  is: string | null;
}

export interface LpgView {
  side: Side | null;
  turn: number;
  month: string;
  week: number;
  phase: Phase;
  phasing: Side;
  weather: string;
  ice: string;
  loyalty: number;
  razed: string[];
  /** §15 the settlements razed in the supply determination now open (null: none open). */
  razing: string[] | null;
  /** §19 the landings: preparations (port, turn begun; the stack and its ready turn to the British only) and beachheads. */
  landings: ReturnType<typeof landingsView>;
  holders: Record<string, Side>;
  points: LpgState['points'];
  winner: Side | null;
  /**
   * §3 the command racks, open to both: commander -> units under him (each unit's `unsupplied`: §15
   * the consecutive turns unsupplied its marker counts, 0 supplied). `fate`: §13 how a lost commander
   * was lost (the public commander.lost beat says it), null while he serves.
   */
  racks: Record<string, { side: Side; lost: boolean; fate: 'killed' | 'captured' | null; units: Pick<UnitState, 'id' | 'type' | 'understrength' | 'unsupplied'>[] }>;
  /** The map's markers (commanders and phantoms) each side shows. */
  markers: Record<Side, MapMarker[]>;
  /** Leaderless units seen on the map (`unsupplied`: §15 the marker's count, as on the rack). */
  mapUnits: Pick<UnitState, 'id' | 'side' | 'type' | 'understrength' | 'unsupplied' | 'hex'>[];
  /** The viewer's own commanders' turn flags. */
  ownCommanders: { id: string; recce: boolean; moved: boolean }[];
  hands: Record<Side, string[] | null>;
  handCounts: Record<Side, number>;
  deckCounts: Record<Side, number>;
  discards: Record<Side, string[]>;
  drawn: boolean;
  revealed: string[];
  /**
   * §10-§12 the battle being fought: its hex and step, the calls made, the cards each side may
   * choose from (open: rules notes), whether each side has chosen, and the viewer's own chosen card
   * only (the other's stays hidden until both have chosen and the cards are shown in lastBattle).
   * `strength`: §12 each side's strength in the battle (points, bonuses by name, total), open to
   * both once battle is joined (rules notes: every stack in a battle is revealed): as the battle
   * stands while calls and cards are open, as it was resolved (lastBattle's) while the loser retreats.
   */
  combat: {
    hex: HexId; step: string; caller: Side; retreating: Side | null;
    calls: NonNullable<LpgState['combat']>['calls'];
    drawn: Record<Side, string[]>; chosen: Record<Side, boolean>; myCard: string | null;
    strength: Record<Side, SideStrength> | null;
  } | null;
  /** §16 the viewer's own timeline (units ordered, where and when they appear); the other side's is a count. */
  timeline: LpgState['timeline'][Side];
  timelineCounts: Record<Side, number>;
  /** §12 the last battle's result, cards included (shown once both chose). */
  lastBattle: LpgState['lastBattle'];
  /** §5 the action cards in play, both sides' (public: the card and the hex it acts on); what a reveal showed is the player's own `revealed`. */
  played: LpgState['played'];
  /** §5 the response window open now (public: where, and whose answer it waits for). */
  cardWindow: { at: 'battle' | 'supply'; side: Side } | null;
}

/** §12 the battle's strength both sides see (LpgView.combat.strength); null with no battle open. */
function combatStrength(s: LpgState): Record<Side, SideStrength> | null {
  const b = s.combat;
  if (!b) return null;
  if (b.step === 'retreat') return s.lastBattle && s.lastBattle.hex === b.hex ? copyPlain(s.lastBattle.strength) : null;
  return battleStrengthAt(s, b.hex);
}

export function lpgView(s: LpgState, viewer: string): LpgView {
  const me: Side | null = viewer === 'american' || viewer === 'british' ? viewer : null;
  const knows = (owner: Side, markerId: string) => owner === me || (me !== null && s.revealed[me].includes(markerId));
  const racks: LpgView['racks'] = {};
  const onRack = new Map<string, UnitState[]>();
  for (const u of s.units) {
    if (u.commander === null) continue;
    const rack = onRack.get(u.commander);
    if (rack) rack.push(u);
    else onRack.set(u.commander, [u]);
  }
  for (const c of s.commanders) {
    racks[c.id] = {
      side: c.side, lost: c.lost, fate: c.lost ? (c.fate ?? null) : null,
      units: (onRack.get(c.id) ?? []).map((u) => ({ id: u.id, type: u.type, understrength: u.understrength, unsupplied: u.unsupplied })).sort((a, b) => a.id.localeCompare(b.id)),
    };
  }
  const markers = { american: [], british: [] } as Record<Side, MapMarker[]>;
  for (const side of ['american', 'british'] as const) {
    const raw: { id: string; hex: HexId }[] = [
      ...s.commanders.filter((c) => c.side === side && !c.lost).map((c) => ({ id: c.id, hex: c.hex })),
      ...s.phantoms.filter((p) => p.side === side && p.hex !== null).map((p) => ({ id: p.id, hex: p.hex! })),
    ];
    const shown = raw.map((m) => ({ hex: m.hex, is: knows(side, m.id) ? m.id : null }));
    shown.sort((a, b) => a.hex.localeCompare(b.hex) || String(a.is).localeCompare(String(b.is)));
    markers[side] = shown.map((m, i) => ({ id: side === me ? m.is! : `marker-${i + 1}`, hex: m.hex, is: m.is }));
  }
  const mapUnits = s.units
    .filter((u) => u.commander === null && (u.side === me || u.phantom === null || (me !== null && s.revealed[me].includes(u.phantom))))
    .map((u) => ({ id: u.id, side: u.side, type: u.type, understrength: u.understrength, unsupplied: u.unsupplied, hex: u.hex }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return {
    side: me, turn: s.turn, month: s.month, week: s.week, phase: s.phase, phasing: s.side, weather: s.weather, ice: s.ice,
    loyalty: s.loyalty, razed: [...s.razed], razing: s.razing ? [...s.razing] : null, landings: landingsView(s, me), holders: { ...s.holders }, points: copyPlain(s.points), winner: s.winner,
    racks, markers, mapUnits,
    ownCommanders: me ? s.commanders.filter((c) => c.side === me).map((c) => ({ id: c.id, recce: c.recce, moved: c.moved })) : [],
    hands: { american: me === 'american' ? [...s.hands.american].sort() : null, british: me === 'british' ? [...s.hands.british].sort() : null },
    handCounts: { american: s.hands.american.length, british: s.hands.british.length },
    deckCounts: { american: s.decks.american.length, british: s.decks.british.length },
    discards: copyPlain(s.discards),
    drawn: s.drawn,
    revealed: me ? [...s.revealed[me]].sort() : [],
    combat: s.combat
      ? {
          hex: s.combat.hex, step: s.combat.step, caller: s.combat.caller, retreating: s.combat.retreating,
          calls: copyPlain(s.combat.calls), drawn: copyPlain(s.combat.drawn),
          chosen: { american: s.combat.chosen.american !== null, british: s.combat.chosen.british !== null },
          myCard: me ? s.combat.chosen[me] : null,
          strength: combatStrength(s),
        }
      : null,
    lastBattle: copyPlain(s.lastBattle),
    timeline: me ? copyPlain(s.timeline[me]) : [],
    timelineCounts: { american: s.timeline.american.length, british: s.timeline.british.length },
    played: copyPlain(s.played),
    cardWindow: s.cardWindow ? { at: s.cardWindow.at, side: s.cardWindow.side } : null,
  };
}

export { otherSide };
