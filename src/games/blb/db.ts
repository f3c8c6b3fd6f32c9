// Indexed lookups over the authored data, built once. Rules read these instead of scanning arrays.
import { BLB_DATA } from './data';
import type { ArmyDef, ArmyId, BoxDef, ChitDef, FortDef, GardeCiviqueDef, LineDef, Side, UnitDef } from './types';

export const DATA = BLB_DATA;

export const BOX: Record<string, BoxDef> = Object.fromEntries(DATA.boxes.map((b) => [b.id, b]));
export const UNIT: Record<string, UnitDef> = Object.fromEntries(DATA.units.map((u) => [u.id, u]));
export const GC: Record<string, GardeCiviqueDef> = Object.fromEntries(DATA.gardeCivique.map((g) => [g.id, g]));
export const CHIT: Record<string, ChitDef> = Object.fromEntries(DATA.chits.map((c) => [c.id, c]));
export const ARMY: Record<ArmyId, ArmyDef> = Object.fromEntries(DATA.armies.map((a) => [a.id, a])) as Record<ArmyId, ArmyDef>;
export const FORT: Record<string, FortDef> = Object.fromEntries(DATA.forts.map((f) => [f.box, f]));

export interface Neighbour {
  box: string;
  cost: number;
  line: LineDef;
}
/** Adjacency along Movement Lines (2.1): Easy 1 MP, Difficult 2 MP. */
export const NEIGHBOURS: Record<string, Neighbour[]> = (() => {
  const out: Record<string, Neighbour[]> = Object.fromEntries(DATA.boxes.map((b) => [b.id, [] as Neighbour[]]));
  for (const line of DATA.lines) {
    const cost = line.kind === 'easy' ? 1 : 2;
    out[line.a]!.push({ box: line.b, cost, line });
    out[line.b]!.push({ box: line.a, cost, line });
  }
  for (const list of Object.values(out)) list.sort((x, y) => x.box.localeCompare(y.box));
  return out;
})();

export function lineCost(a: string, b: string): number | null {
  const n = NEIGHBOURS[a]?.find((x) => x.box === b);
  return n ? n.cost : null;
}

/** Hops along lines to the nearest box of the given countries: how "toward Germany/France" is measured (7.5). */
function hopsTo(countries: string[]): Record<string, number> {
  const dist: Record<string, number> = {};
  const queue: string[] = [];
  for (const b of DATA.boxes) {
    if (countries.includes(b.country)) {
      dist[b.id] = 0;
      queue.push(b.id);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    for (const n of NEIGHBOURS[cur]!) {
      if (dist[n.box] === undefined) {
        dist[n.box] = dist[cur]! + 1;
        queue.push(n.box);
      }
    }
  }
  return dist;
}
export const HOPS_TO_GERMANY = hopsTo(['germany']);
export const HOPS_TO_FRANCE = hopsTo(['france']);

export const UNIT_IDS = DATA.units.map((u) => u.id);
export const GC_IDS = DATA.gardeCivique.map((g) => g.id);
export const CHIT_IDS = DATA.chits.map((c) => c.id);
export const ARMY_IDS = DATA.armies.map((a) => a.id);
export const GERMAN_ARMIES = DATA.armies.filter((a) => a.side === 'german').map((a) => a.id);

export const sideOfUnit = (id: string): Side => (UNIT[id] ? (UNIT[id]!.nationality === 'german' ? 'german' : 'entente') : 'entente');
export const otherSide = (s: Side): Side => (s === 'german' ? 'entente' : 'german');
export const chitForArmy = (army: ArmyId): string => DATA.chits.find((c) => c.kind === 'activation' && c.army === army)!.id;
export const chitForEvent = (ev: string): string | undefined => DATA.chits.find((c) => c.kind === 'event' && c.event === ev)?.id;
export const turnLabel = (turn: number): string => DATA.turns.find((t) => t.turn === turn)?.label ?? (turn === 0 ? 'Aug 3 (special phase)' : `turn ${turn}`);
export const LAST_TURN = Math.max(...DATA.turns.map((t) => t.turn));
/** 9.0: all three objectives during this turn win; later turns draw. */
export const VICTORY_TURN = 6;
