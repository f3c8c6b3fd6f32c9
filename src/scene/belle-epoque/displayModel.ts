// What the Belle Epoque table shows at this moment: the latest view, with the shots still to
// play taken back (pure: no React, no three). The rules have moved on when a beat is emitted;
// the table must not run ahead of its animation. So the units and sectors of the latest view
// are rewound through the beats of the current and queued shots (a move goes back to where it
// came from, lost stands come back, a discovered sector is hidden again), then the current shot
// is played forward by its progress (a unit walks its path, lost stands sink away).
import type { Beat } from '../animation/queue';
import { CARDS } from '../../games/belle-epoque/data';
import { unitNumber } from '../../games/belle-epoque/describe';
import { groundTop, sectorCenter, SIDE_FACING } from './layout';
import type { Side } from '../../games/belle-epoque/types';
import type { BelleView, DisplayUnit } from './viewTypes';

/** The shot on screen: its beat and how far it has got (0..1). */
export interface PlayingShot {
  beat: Beat;
  progress: number;
}

interface UnitNow {
  sector: number | null;
  stands: number;
  activated: boolean;
}

const MOVE_BEATS = new Set(['unit.moved', 'unit.fellBack', 'unit.evaded', 'position.carried']);

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** Takes one beat back on the units and sectors (the state just before it). */
function unplay(beat: Beat, units: Map<string, UnitNow>, hidden: Set<number>): void {
  const unit = typeof beat.unit === 'string' ? units.get(beat.unit) : undefined;
  if (MOVE_BEATS.has(beat.type)) {
    const from = num(beat.from);
    if (unit && from !== null) unit.sector = from;
    return;
  }
  switch (beat.type) {
    case 'losses.taken': {
      const losses = record(beat.losses);
      const at = record(beat.at);
      for (const [id, n] of Object.entries(losses)) {
        const u = units.get(id);
        if (!u || typeof n !== 'number') continue;
        u.stands += n;
        const where = num(at[id]);
        if (u.sector === null && where !== null) u.sector = where;
      }
      // Destroyed before it was activated: its token was still in the bowl.
      if (Array.isArray(beat.tokensRemoved)) for (const id of beat.tokensRemoved) {
        const u = typeof id === 'string' ? units.get(id) : undefined;
        if (u) u.activated = false;
      }
      return;
    }
    case 'sectors.discovered':
      if (Array.isArray(beat.sectors)) for (const d of beat.sectors) {
        const s = num(record(d).sector);
        if (s !== null) hidden.add(s);
      }
      return;
    case 'unit.activated':
      if (unit) unit.activated = false;
      return;
    case 'reactivity.tested':
      // A salvo or an evade spends the unit's token (SALVO AND SUPPORT FIRING, EVADE MOVEMENTS).
      if (unit && beat.reaction) unit.activated = false;
      return;
    case 'turn.begun':
      if (Array.isArray(beat.tokensBack)) for (const id of beat.tokensBack) {
        const u = typeof id === 'string' ? units.get(id) : undefined;
        if (u) u.activated = true;
      }
      return;
  }
}

/**
 * How much of its hex a unit's formation may take: a hill's flat top and the inside of
 * earthworks are smaller than the hex (terrainDressing.ts), so the stands close up there.
 */
export function formationScale(terrain: string, fortified: boolean): number {
  if (fortified) return 0.72;
  return terrain === 'hill' || terrain === 'cliffs' ? 0.86 : 1;
}

/** Where a unit walking `from` then `path` is after `progress` of its move. */
export function pointAlong(from: number, path: readonly number[], progress: number): { x: number; z: number; sector: number } {
  const stops = [from, ...path];
  if (stops.length === 1) return { ...sectorCenter(from), sector: from };
  const t = Math.max(0, Math.min(1, progress)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(t));
  const f = t - i;
  const a = sectorCenter(stops[i]!);
  const b = sectorCenter(stops[i + 1]!);
  const ease = f * f * (3 - 2 * f);
  return { x: a.x + (b.x - a.x) * ease, z: a.z + (b.z - a.z) * ease, sector: ease < 0.5 ? stops[i]! : stops[i + 1]! };
}

/** The bowl, the drawn token and the command points as the table shows them. */
export interface CounterState {
  bowl: Record<Side, number>;
  drawn: Side | null;
  points: Record<Side, number>;
}

/**
 * The bowl and the d20s before the queued beats (not the current one: the bowl and dice play
 * their own shot). A draw goes back in the bowl, a spent Command Point back on the d20.
 */
export function countersBefore(view: BelleView, queued: readonly Beat[]): CounterState {
  const bowl = { ...view.game.bowl };
  const points = { ...view.game.commandPoints };
  let drawn = view.game.drawn;
  const sideOf = (id: unknown): Side | null => view.game.units.find((u) => u.id === id)?.side ?? null;
  for (let i = queued.length - 1; i >= 0; i--) {
    const beat = queued[i]!;
    switch (beat.type) {
      case 'token.drawn':
        if (beat.side === 'red' || beat.side === 'blue') bowl[beat.side] += 1;
        drawn = null;
        break;
      case 'unit.activated': {
        drawn = sideOf(beat.unit);
        break;
      }
      case 'reactivity.tested': {
        const side = sideOf(beat.unit);
        if (!side) break;
        if (typeof beat.commandPoints === 'number') points[side] += beat.commandPoints;
        if (beat.reaction) bowl[side] += 1;
        break;
      }
      case 'losses.taken':
        if (Array.isArray(beat.tokensRemoved)) for (const id of beat.tokensRemoved) {
          const side = sideOf(id);
          if (side) bowl[side] += 1;
        }
        break;
      case 'turn.begun':
        // The bowl was empty before it was filled for the new turn.
        bowl.red = 0;
        bowl.blue = 0;
        drawn = null;
        break;
    }
  }
  return { bowl, drawn, points };
}

export interface DisplayFrame {
  counters: CounterState;
  units: DisplayUnit[];
  /** Sectors discovered in the rules but not yet on the table (their reveal is still to play). */
  hiddenSectors: ReadonlySet<number>;
}

/**
 * The table's picture: `view` rewound through `pending` (the current shot first, then the queued
 * ones, in the order they were emitted), then `current` played forward.
 * `marks` says how each unit is lit (interactions.ts decides it from the legal events).
 */
export function displayFrame(
  view: BelleView,
  current: PlayingShot | null,
  queued: readonly Beat[],
  marks: Readonly<Record<string, DisplayUnit['mark']>> = {},
): DisplayFrame {
  const units = new Map<string, UnitNow>();
  for (const u of view.game.units) units.set(u.id, { sector: u.sector, stands: u.stands, activated: u.activated });
  const hidden = new Set<number>();
  const pending = current ? [current.beat, ...queued] : [...queued];
  for (let i = pending.length - 1; i >= 0; i--) unplay(pending[i]!, units, hidden);

  const shot = current?.beat;
  const progress = current?.progress ?? 0;
  const terrainAt = (s: number) => (hidden.has(s) ? 'unknown' : (view.game.sectors[s]?.terrain ?? 'unknown'));
  const out: DisplayUnit[] = [];
  for (const u of view.game.units) {
    const now = units.get(u.id)!;
    if (now.sector === null) continue;
    const card = CARDS[u.card];
    let at = sectorCenter(now.sector);
    let sectorUnder = now.sector;
    let losing = 0;
    let fade = 0;
    let activated = now.activated;
    if (shot && shot.unit === u.id && MOVE_BEATS.has(shot.type) && Array.isArray(shot.path)) {
      const p = pointAlong(now.sector, shot.path as number[], progress);
      at = p;
      sectorUnder = p.sector;
    }
    if (shot?.type === 'losses.taken') {
      const n = record(shot.losses)[u.id];
      if (typeof n === 'number' && n > 0) {
        losing = Math.min(n, now.stands);
        fade = progress;
      }
    }
    if (shot?.type === 'unit.activated' && shot.unit === u.id) activated = progress >= 0.5;
    out.push({
      id: u.id,
      side: u.side,
      number: unitNumber(u.id),
      card: u.card,
      troopType: card?.troopType ?? 'infantry',
      assaultClass: card?.assaultClass ?? 'regulars',
      stands: now.stands,
      losing,
      fade,
      order: u.order,
      position: [at.x, groundTop(terrainAt(sectorUnder)), at.z],
      facing: SIDE_FACING[u.side],
      scale: formationScale(terrainAt(sectorUnder), view.game.sectors[sectorUnder]?.fortified === true && !hidden.has(sectorUnder)),
      activated,
      mark: marks[u.id] ?? 'none',
    });
  }
  // ASSAULT: the attacker surges toward the defender as the assault is declared and fought, and back.
  if (shot && (shot.type === 'assault.declared' || shot.type === 'assault.fought')) {
    const att = out.find((u) => u.id === shot.attacker);
    const def = out.find((u) => u.id === shot.defender);
    if (att && def) {
      const reach = (shot.type === 'assault.fought' ? 0.38 : 0.22) * Math.sin(Math.PI * Math.max(0, Math.min(1, progress)));
      att.position = [att.position[0] + (def.position[0] - att.position[0]) * reach, att.position[1], att.position[2] + (def.position[2] - att.position[2]) * reach];
    }
  }
  return { counters: countersBefore(view, queued), units: out, hiddenSectors: hidden };
}
