// §3 command on La Petite Guerre's map, as drawing geometry (pure: no three, no React): a
// commander's command radius as the set of hexes his orders reach and the outline round them (every
// side a member hex shares with a hex outside, or with the map's edge), joined into closed loops to
// draw as a lit ring; and the chain of command of the viewer's side as lines from each commander in
// command to those he passes orders to. The rules decide (src/games/lpg/rules/command.ts:
// commandReach, commandersInCommand; enemy-occupied hexes stop orders); this file only reads the
// view (src/games/lpg/view.ts) and turns their answers into lines. What the viewer may not know is
// not drawn: the chain is the viewer's own side's; the other side's commander only once the view
// names him (reconnaissance), his reach then blocked by the viewer's own hexes, all known to him.
import { ACTS_ON_OWN, COMMANDERS } from '../../../games/lpg/orderOfBattle';
import { commandReach, commandersInCommand, type CommanderAt } from '../../../games/lpg/rules/command';
import { ALL_HEXES } from '../../../games/lpg/rules/hex';
import { otherSide, type HexId, type Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { centre, corners, HEX_STEP, type Pt } from '../mapGeometry';

const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));

/** Whether an id names a commander of the order of battle (not a phantom marker). */
export function isCommander(id: string | null): id is string {
  return id !== null && DEF.has(id);
}

/** §3 the hexes a commander at `from` with `radius` reaches with orders (the rules' commandReach). */
export function radiusHexes(from: HexId, radius: number, enemy: ReadonlySet<HexId> = new Set()): ReadonlySet<HexId> {
  return commandReach(from, radius, enemy);
}

/** One side of a hex on the outline: the member hex, the hex beyond (null: the map's edge), its two ends (miles). */
export interface OutlineSide {
  hex: HexId;
  beyond: HexId | null;
  p: Pt;
  q: Pt;
}

const key = (p: Pt) => `${Math.round(p.x * 1000)},${Math.round(p.y * 1000)}`;
const HEX_AT = new Map<string, HexId>(ALL_HEXES.map((h) => [key(centre(h)), h]));

/** The hex whose centre is at `p` (miles), or null off the map. */
function hexAt(p: Pt): HexId | null {
  return HEX_AT.get(key(p)) ?? null;
}

/**
 * The outline of a set of hexes: every side of a member that faces a non-member or the map's edge.
 * A flat-topped hex's side between corners k and k+1 faces the neighbour at k·60° + 30°, one hex
 * step away.
 */
export function outlineSides(members: ReadonlySet<HexId>): OutlineSide[] {
  const out: OutlineSide[] = [];
  for (const h of [...members].sort()) {
    const c = centre(h);
    const cs = corners(h);
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      const beyond = hexAt({ x: c.x + HEX_STEP * Math.cos(a), y: c.y + HEX_STEP * Math.sin(a) });
      if (beyond !== null && members.has(beyond)) continue;
      out.push({ hex: h, beyond, p: cs[k]!, q: cs[(k + 1) % 6]! });
    }
  }
  return out;
}

/**
 * The outline's sides joined end to end into closed loops (a ring round a radius is one loop; an
 * enemy hex inside it cut out of the reach adds a loop round the hole). Each loop lists its corners
 * once, in order; a corner where two loops touch starts a new loop rather than crossing over.
 */
export function outlineLoops(sides: readonly OutlineSide[]): Pt[][] {
  const from = new Map<string, number[]>();
  sides.forEach((s, i) => {
    const k = key(s.p);
    const list = from.get(k);
    if (list) list.push(i);
    else from.set(k, [i]);
  });
  // Sides run clockwise round each member (corners k -> k+1 on the page), so the outline's sides
  // chain head to tail: a side's q is the next side's p.
  const used = new Set<number>();
  const loops: Pt[][] = [];
  for (let i = 0; i < sides.length; i++) {
    if (used.has(i)) continue;
    const loop: Pt[] = [];
    let j: number | undefined = i;
    while (j !== undefined && !used.has(j)) {
      used.add(j);
      const s: OutlineSide = sides[j]!;
      loop.push(s.p);
      j = (from.get(key(s.q)) ?? []).find((n) => !used.has(n));
    }
    loops.push(loop);
  }
  return loops;
}

/** The hexes where `side` stands on the map as the viewer sees it: its markers (commanders and phantoms) and its leaderless units shown. */
export function seenOccupied(view: LpgView, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  for (const m of view.markers[side]) out.add(m.hex);
  for (const u of view.mapUnits) if (u.side === side && u.hex !== null) out.add(u.hex);
  return out;
}

/** The viewer's own commanders on the map as the command rules take them (none for a spectator). */
export function ownCommanders(view: LpgView): CommanderAt[] {
  const me = view.side;
  if (!me) return [];
  const recce = new Map(view.ownCommanders.map((c) => [c.id, c.recce]));
  const out: CommanderAt[] = [];
  for (const m of view.markers[me]) {
    if (!isCommander(m.is)) continue;
    const d = DEF.get(m.is)!;
    out.push({ id: d.id, rank: d.rank, radius: d.radius, hex: m.hex, recce: recce.get(d.id) ?? false });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** A line of the chain: `from` (in command) passes orders to `to` (in his reach). */
export interface ChainLink {
  from: string;
  to: string;
  fromHex: HexId;
  toHex: HexId;
}

export interface CommandChain {
  side: Side;
  /** §3 in command (the rules' commandersInCommand). */
  inCommand: Set<string>;
  /** The CinC and division leaders in command on their own (the chain's heads). */
  heads: string[];
  /** Each commander in command but not on his own, joined to the one who passes him orders (a tree from the heads, nearest link first). */
  links: ChainLink[];
  /** Commanders out of command (beyond every chain, or reconnoitring). */
  out: string[];
  /** Where each of the side's commanders stands. */
  at: Record<string, HexId>;
}

const RANK_ORDER = { cinc: 0, division: 1, brigade: 2, battalion: 3 } as const;

/**
 * §3 the viewer's chain of command: the rules say who is in command (enemy-occupied hexes, as the
 * viewer sees them, stop orders: the view shows every enemy-held hex, phantoms included, as markers);
 * the lines join each of those not acting on his own to a commander in command whose reach holds his
 * hex, walked out from the heads (highest rank first), so every line leads back to a head.
 */
export function commandChain(view: LpgView): CommandChain | null {
  const me = view.side;
  if (!me) return null;
  const cs = ownCommanders(view);
  const enemy = seenOccupied(view, otherSide(me));
  const inCommand = commandersInCommand(cs, enemy);
  const byRank = [...cs].sort((a, b) => RANK_ORDER[a.rank] - RANK_ORDER[b.rank] || a.id.localeCompare(b.id));
  const heads = byRank.filter((c) => inCommand.has(c.id) && ACTS_ON_OWN[c.rank]);
  const linked = new Set(heads.map((c) => c.id));
  const links: ChainLink[] = [];
  let frontier = heads;
  while (frontier.length) {
    const next: CommanderAt[] = [];
    for (const c of frontier) {
      const reach = commandReach(c.hex, c.radius, enemy);
      for (const d of byRank) {
        if (linked.has(d.id) || !inCommand.has(d.id) || !reach.has(d.hex)) continue;
        linked.add(d.id);
        links.push({ from: c.id, to: d.id, fromHex: c.hex, toHex: d.hex });
        next.push(d);
      }
    }
    frontier = next;
  }
  const at: Record<string, HexId> = {};
  for (const c of cs) at[c.id] = c.hex;
  return { side: me, inCommand, heads: heads.map((c) => c.id), links, out: cs.filter((c) => !inCommand.has(c.id)).map((c) => c.id), at };
}

export interface CommandRing {
  commander: string;
  side: Side;
  hex: HexId;
  radius: number;
  /** The hexes his orders reach now. */
  hexes: ReadonlySet<HexId>;
  /** The outline round them, as closed loops of corners (miles). */
  loops: Pt[][];
  /** §3 whether he is in command (the viewer's own; null where the viewer cannot know). */
  inCommand: boolean | null;
}

/**
 * A commander's ring as the viewer may see it: his own commanders always; the other side's only
 * where the view names his marker (reconnaissance), his orders then stopped by the viewer's own
 * hexes. Null where the commander is not on the map or not known to the viewer.
 */
export function commandRing(view: LpgView, commander: string | null): CommandRing | null {
  if (!isCommander(commander)) return null;
  const d = DEF.get(commander)!;
  const marker = view.markers[d.side].find((m) => m.is === commander);
  if (!marker) return null;
  const mine = view.side === d.side;
  if (!mine && view.side === null) return null;
  const hexes = radiusHexes(marker.hex, d.radius, seenOccupied(view, otherSide(d.side)));
  const chain = mine ? commandChain(view) : null;
  return { commander, side: d.side, hex: marker.hex, radius: d.radius, hexes, loops: outlineLoops(outlineSides(hexes)), inCommand: chain ? chain.inCommand.has(commander) : null };
}
