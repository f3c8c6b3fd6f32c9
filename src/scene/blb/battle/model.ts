// The Battle Board's model (pure: no React, no three). It follows the queue's combat shots and
// says, for any frame, where each counter of the fight is and how it is turned:
//   combat.started  units fly from their box to the board, by side and combat factor (7.1);
//                   the Combat Marker drops into the box and sits there meanwhile
//   combat.modifiers plaques (Zeppelin +1, British +1, Big Bertha) (7.2)
//   dice.rolled     (the tray rolls; here the counters whose die hit light up) (7.3)
//   unit.reduced    the counter flips to its reduced face; unit.eliminated: it leaves (7.4)
//   fort.hit        the fort marker turns a quarter to its next step; fort.destroyed (8.1)
//   combat.result   who retreats (7.5)
//   unit.retreated  the unit flies from the board to its retreat box
//   combat.ended    the rest fly back to the box; the Combat Marker is lifted off
//   game.over       a game that ends in the middle of a combat (9.0) clears the board
import type { QueueEvent, Shot, ShotFrame } from '../../animation/queue';
import type { BattleFortInfo, BattleUnitInfo, Vec3 } from './types';

export interface BoardGeometry {
  /** Centre of the board's top surface. */
  origin: Vec3;
  width: number;
  depth: number;
  counterSize: number;
  counterThickness: number;
}

export interface RosterUnit {
  id: string;
  side: string;
  role: 'attacker' | 'defender';
  /** Combat factor when the combat began: its row (7.1). */
  cf: number | null;
  /** It came to the board on its reduced face. */
  reducedAtStart: boolean;
  /** Combat factors printed on its full and reduced faces. */
  faceCf: [number | null, number | null];
  maxSteps: number;
  /** Centre of the counter on the map and on the board. */
  home: Vec3;
  slot: Vec3;
  label: string;
  color: string;
}

export interface RosterFort {
  box: string;
  info: BattleFortInfo;
  stepsAtStart: number;
  /** Whose side it fights on (null: a besieged fort that does not take part, 8.1). */
  role: 'attacker' | 'defender' | null;
  /** Its marker's centre in the box on the map, and on the board. */
  home: Vec3;
  slot: Vec3;
}

export interface Roster {
  /** Changes with every combat (React keys). */
  key: number;
  box: string;
  attacker: string;
  defender: string;
  siege: boolean;
  units: RosterUnit[];
  fort: RosterFort | null;
  /** Where the Combat Marker sits in the box (its centre). */
  marker: Vec3;
}

export interface Modifiers {
  zeppelin: boolean;
  britishBonus: boolean;
  bigBertha: boolean;
}

export interface CombatResult {
  loser: string;
  hitsOn: Record<string, number>;
  winnerWiped: boolean;
}

export interface UnitPose {
  x: number;
  y: number;
  z: number;
  /** Turn about the counter's own x axis: 0 full face up, PI reduced face up. */
  flip: number;
  scale: number;
  visible: boolean;
  /** 0..1: the glow of a counter whose die hit. */
  glow: number;
}

export interface FortPose {
  visible: boolean;
  x: number;
  y: number;
  z: number;
  /** Turn about the vertical: a quarter per step lost (the steps left face the viewer). */
  yaw: number;
  /** 0..PI: turned over to its destroyed face. */
  flip: number;
}

export interface MarkerPose {
  visible: boolean;
  x: number;
  y: number;
  z: number;
  scale: number;
}

export interface ModelSources {
  worldOf: (box: string) => Vec3;
  unitInfo: (unit: string) => BattleUnitInfo | null;
  fortInfo?: (box: string) => BattleFortInfo | null;
}

/** Rows of each half, top to bottom: sixes, fives, fours, then the fort's row (7.1, 8.1). */
export const BOARD_ROWS = [6, 5, 4] as const;

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
export const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** Where the board's printed parts lie (world units), shared by the model and the drawing. */
export function boardLayout(g: BoardGeometry) {
  const cs = g.counterSize;
  const [ox, oy, oz] = g.origin;
  const top = oz - g.depth / 2;
  const labelColumn = 1.5 * cs;
  const pitchZ = 1.45 * cs;
  const headerZ = top + 0.75 * cs;
  const rowZ = (row: number) => top + 1.95 * cs + row * pitchZ;
  const halfLeft = (role: 'attacker' | 'defender') => (role === 'attacker' ? ox - g.width / 2 : ox);
  const firstX = (role: 'attacker' | 'defender') => halfLeft(role) + labelColumn + 0.75 * cs;
  const room = g.width / 2 - labelColumn - 1.4 * cs;
  return { cs, ox, oy, oz, top, labelColumn, pitchZ, headerZ, rowZ, halfLeft, firstX, room, rows: BOARD_ROWS.length + 1 };
}

function rowOf(cf: number | null): number {
  const i = BOARD_ROWS.indexOf((cf ?? 4) as 6 | 5 | 4);
  return i < 0 ? BOARD_ROWS.length - 1 : i;
}

function flightInto(out: { x: number; y: number; z: number }, from: Vec3, to: Vec3, u: number, lift: number): void {
  const k = easeInOut(clamp01(u));
  const dist = Math.hypot(to[0] - from[0], to[2] - from[2]);
  const h = Math.min(Math.max(dist * 0.18, lift), lift * 4) * Math.sin(Math.PI * clamp01(u));
  out.x = from[0] + (to[0] - from[0]) * k;
  out.y = from[1] + (to[1] - from[1]) * k + h;
  out.z = from[2] + (to[2] - from[2]) * k;
}

function flight(from: Vec3, to: Vec3, u: number, lift: number, out: UnitPose): void {
  flightInto(out, from, to, u, lift);
}

/** Shot `kind` and a beat field, when the frame plays a beat of that type. */
function playing(frame: ShotFrame | null, type: string): ShotFrame | null {
  return frame && frame.shot.beat.type === type ? frame : null;
}

export class BattleModel {
  roster: Roster | null = null;
  modifiers: Modifiers | null = null;
  result: CombatResult | null = null;
  private rosterKey = 0;
  /** Per unit: reduced face up now; gone (eliminated or flown away); its die hit. */
  private face = new Map<string, 0 | 1>();
  private gone = new Set<string>();
  private scored = new Set<string>();
  private fortLost = 0;
  private fortDestroyed = false;
  private diceSettled = false;

  constructor(
    private geometry: BoardGeometry,
    private sources: ModelSources,
  ) {}

  setGeometry(geometry: BoardGeometry): void {
    this.geometry = geometry;
  }

  setSources(sources: ModelSources): void {
    this.sources = sources;
  }

  /**
   * Units the board shows now (on it or flying): the map leaves them out. A fort's marker, while
   * it is on the board, is listed as `fort:<box>`.
   */
  boardUnits(): string[] {
    const r = this.roster;
    if (!r) return [];
    const ids = r.units.filter((u) => !this.gone.has(u.id)).map((u) => u.id);
    if (r.fort) ids.push(`fort:${r.fort.box}`);
    return ids;
  }

  /**
   * Follows the queue's lifecycle. `queued`: the shots still waiting (to work back the steps
   * units and forts had when this combat began). Returns 'roster' when the set of counters on
   * the board changed (React must redraw), 'plaques' when modifiers or the result arrived,
   * 'units' when only boardUnits() changed, else null.
   */
  onEvent(event: QueueEvent, queued: readonly Shot[]): 'roster' | 'plaques' | 'units' | null {
    if (event.type === 'reset') {
      const had = this.roster !== null;
      this.clear();
      return had ? 'roster' : null;
    }
    if (event.type !== 'start' && event.type !== 'end') return null;
    const beat = event.shot.beat;
    const r = this.roster;
    if (event.type === 'start') {
      switch (beat.type) {
        case 'combat.started':
          this.begin(beat, queued);
          return 'roster';
        case 'combat.modifiers':
          if (!r) return null;
          this.modifiers = { zeppelin: !!beat.zeppelin, britishBonus: !!beat.britishBonus, bigBertha: !!beat.bigBertha };
          return 'plaques';
        case 'dice.rolled':
          if (r && beat.purpose !== 'atrocities' && Array.isArray(beat.rolls)) {
            this.scored = new Set((beat.rolls as { unit: string; hit: boolean }[]).filter((x) => x.hit).map((x) => x.unit));
            this.diceSettled = false;
          }
          return null;
        case 'combat.result':
          if (!r) return null;
          // The hits have been taken: the counters that scored stop glowing.
          this.scored.clear();
          this.result = {
            loser: String(beat.loser ?? ''),
            hitsOn: (beat.hitsOn as Record<string, number>) ?? {},
            winnerWiped: !!beat.winnerWiped,
          };
          return 'plaques';
        default:
          return null;
      }
    }
    // 'end'
    if (!r) return null;
    switch (beat.type) {
      case 'dice.rolled':
        if (beat.purpose !== 'atrocities') this.diceSettled = true;
        return null;
      case 'unit.reduced':
        if (this.has(beat.unit)) this.face.set(String(beat.unit), 1);
        return null;
      case 'unit.eliminated':
        if (this.has(beat.unit)) {
          this.gone.add(String(beat.unit));
          return 'units';
        }
        return null;
      case 'unit.retreated':
        if (this.has(beat.unit)) {
          this.gone.add(String(beat.unit));
          return 'units';
        }
        return null;
      case 'fort.hit':
        if (r.fort && beat.box === r.fort.box) this.fortLost++;
        return null;
      case 'fort.destroyed':
        if (r.fort && beat.box === r.fort.box) this.fortDestroyed = true;
        return null;
      case 'combat.ended':
      // A game can end in the middle of a combat (9.0): the board is cleared, the units are
      // drawn on the map again.
      case 'game.over':
        this.clear();
        return 'roster';
      default:
        return null;
    }
  }

  /** Where unit `id` is at this frame (the frame on screen, or null between shots). */
  unitPose(id: string, frame: ShotFrame | null, out: UnitPose): UnitPose {
    const r = this.roster;
    const u = r?.units.find((x) => x.id === id);
    out.visible = false;
    out.scale = 1;
    out.glow = 0;
    if (!r || !u) return out;
    const cs = this.geometry.counterSize;
    const face = this.face.get(id) ?? (u.reducedAtStart ? 1 : 0);
    out.flip = face * Math.PI;
    out.x = u.slot[0];
    out.y = u.slot[1];
    out.z = u.slot[2];
    if (this.gone.has(id)) return out;
    out.visible = true;
    if (this.scored.has(id) && this.diceSettled) out.glow = 1;
    const beat = frame?.shot.beat;
    const p = frame?.progress ?? 1;
    if (!beat) return out;
    switch (beat.type) {
      case 'combat.started': {
        const i = r.units.indexOf(u);
        const n = r.units.length;
        const start = n > 1 ? (0.3 * i) / (n - 1) : 0;
        flight(u.home, u.slot, (p - start) / 0.7, cs * 1.2, out);
        return out;
      }
      case 'dice.rolled':
        // Its hit lights up as the dice settle.
        if (this.scored.has(id)) out.glow = clamp01((p - 0.9) / 0.1);
        return out;
      case 'unit.reduced':
        if (beat.unit === id) {
          if (frame!.shot.tumble) {
            const k = easeInOut(p);
            out.flip = (face + k) * Math.PI;
            out.y += Math.sin(Math.PI * p) * cs * 0.9;
          } else {
            // Reduced motion: the reduced face shows halfway, nothing turns over.
            out.flip = (face + (p < 0.5 ? 0 : 1)) * Math.PI;
          }
        }
        return out;
      case 'unit.eliminated':
        if (beat.unit === id) {
          out.y += easeOut(p) * cs * 0.8;
          out.scale = 1 - easeInOut(clamp01((p - 0.25) / 0.75));
          out.visible = out.scale > 0.001;
        }
        return out;
      case 'unit.retreated': {
        if (beat.unit !== id) return out;
        const path = Array.isArray(beat.path) ? (beat.path as string[]) : [];
        const to = path.length ? this.counterAt(path[path.length - 1]!, 0) : u.home;
        flight(u.slot, to, p, cs * 1.2, out);
        return out;
      }
      case 'combat.ended': {
        const staying = r.units.filter((x) => !this.gone.has(x.id));
        const i = staying.indexOf(u);
        const n = staying.length;
        const start = n > 1 ? (0.25 * i) / (n - 1) : 0;
        flight(u.slot, u.home, (p - start) / 0.65, cs * 1.2, out);
        return out;
      }
      default:
        return out;
    }
  }

  fortPose(frame: ShotFrame | null, out: FortPose): FortPose {
    const f = this.roster?.fort;
    out.visible = !!f;
    if (!f) return out;
    out.x = f.slot[0];
    out.y = f.slot[1];
    out.z = f.slot[2];
    const lostBefore = f.info.maxSteps - f.stepsAtStart + this.fortLost;
    out.yaw = (lostBefore * Math.PI) / 2;
    out.flip = this.fortDestroyed ? Math.PI : 0;
    const cs = this.geometry.counterSize;
    // It comes to the board with the units (last) and goes back with them.
    const open = playing(frame, 'combat.started');
    if (open) {
      flightInto(out, f.home, f.slot, (open.progress - 0.3) / 0.7, cs * 1.2);
      return out;
    }
    const close = playing(frame, 'combat.ended');
    if (close) {
      flightInto(out, f.slot, f.home, close.progress / 0.65, cs * 1.2);
      return out;
    }
    const hit = playing(frame, 'fort.hit');
    if (hit && hit.shot.beat.box === f.box) {
      out.yaw += (easeInOut(hit.progress) * Math.PI) / 2;
      out.y += Math.sin(Math.PI * hit.progress) * this.geometry.counterSize * 0.5;
    }
    const destroyed = playing(frame, 'fort.destroyed');
    if (destroyed && destroyed.shot.beat.box === f.box) {
      if (destroyed.shot.tumble) {
        out.flip = easeInOut(destroyed.progress) * Math.PI;
        out.y += Math.sin(Math.PI * destroyed.progress) * this.geometry.counterSize * 0.8;
      } else {
        out.flip = destroyed.progress < 0.5 ? 0 : Math.PI;
      }
    }
    return out;
  }

  markerPose(frame: ShotFrame | null, out: MarkerPose): MarkerPose {
    const r = this.roster;
    out.visible = !!r;
    out.scale = 1;
    if (!r) return out;
    out.x = r.marker[0];
    out.y = r.marker[1];
    out.z = r.marker[2];
    const cs = this.geometry.counterSize;
    const open = playing(frame, 'combat.started');
    if (open) {
      const k = easeOut(clamp01(open.progress / 0.35));
      out.y += (1 - k) * cs * 3;
      out.scale = 0.4 + 0.6 * k;
    }
    const close = playing(frame, 'combat.ended');
    if (close) {
      const k = clamp01((close.progress - 0.7) / 0.3);
      out.y += easeInOut(k) * cs * 2;
      out.scale = 1 - easeInOut(k);
    }
    return out;
  }

  /** 0..1: how far a plaque has popped up (modifiers from their shot on, the result likewise). */
  plaque(which: 'modifiers' | 'result', frame: ShotFrame | null): number {
    if (!this.roster) return 0;
    const type = which === 'modifiers' ? 'combat.modifiers' : 'combat.result';
    const has = which === 'modifiers' ? this.modifiers : this.result;
    if (!has) return 0;
    const now = playing(frame, type);
    return now ? easeOut(clamp01(now.progress / 0.5)) : 1;
  }

  /** Where a counter (centre) stands in a box on the map: worldOf is the tile's top. */
  counterAt(box: string, index: number): Vec3 {
    const [x, y, z] = this.sources.worldOf(box);
    const cs = this.geometry.counterSize;
    const shift = cs * 0.06 * index;
    return [x + shift, y + this.geometry.counterThickness / 2 + index * this.geometry.counterThickness, z - shift];
  }

  private has(unit: unknown): boolean {
    return typeof unit === 'string' && !!this.roster?.units.some((u) => u.id === unit) && !this.gone.has(unit);
  }

  private clear(): void {
    this.roster = null;
    this.modifiers = null;
    this.result = null;
    this.face.clear();
    this.gone.clear();
    this.scored.clear();
    this.fortLost = 0;
    this.fortDestroyed = false;
    this.diceSettled = false;
  }

  private begin(beat: Shot['beat'], queued: readonly Shot[]): void {
    this.clear();
    const box = String(beat.box ?? '');
    const attacker = String(beat.attacker ?? '');
    const attackers = Array.isArray(beat.attackers) ? (beat.attackers as string[]) : [];
    const defenders = Array.isArray(beat.defenders) ? (beat.defenders as string[]) : [];
    const defender = attacker === 'german' ? 'entente' : 'german';
    const g = this.geometry;
    const L = boardLayout(g);

    // Losses still to be shown: the steps each unit (and the fort) had when this combat began.
    const lossesLater = new Map<string, number>();
    let fortHitsLater = 0;
    let rolledCf: Map<string, number> | null = null;
    let sameCombat = true;
    for (const shot of queued) {
      const b = shot.beat;
      if (b.type === 'unit.reduced' || b.type === 'unit.eliminated') {
        const id = String(b.unit);
        lossesLater.set(id, (lossesLater.get(id) ?? 0) + 1);
      } else if (b.type === 'fort.hit' && b.box === box) {
        fortHitsLater++;
      } else if (b.type === 'dice.rolled' && sameCombat && b.box === box && Array.isArray(b.rolls) && !rolledCf) {
        rolledCf = new Map((b.rolls as { unit: string; cf: number }[]).map((x) => [x.unit, x.cf]));
      } else if (b.type === 'combat.ended' || b.type === 'combat.started') {
        sameCombat = false;
      }
    }

    const units: RosterUnit[] = [];
    const rowFill = new Map<string, number>();
    const place = (id: string, role: 'attacker' | 'defender', homeIndex: number) => {
      const info = this.sources.unitInfo(id);
      if (!info) return;
      const stepsAtStart = Math.min(info.maxSteps, info.steps + (lossesLater.get(id) ?? 0));
      const reducedAtStart = info.maxSteps > 1 && stepsAtStart < info.maxSteps;
      const cf = rolledCf?.get(id) ?? (reducedAtStart ? (info.reducedCf ?? info.cf) : info.cf);
      units.push({
        id,
        side: info.side,
        role,
        cf,
        reducedAtStart,
        faceCf: [info.cf, info.maxSteps > 1 ? (info.reducedCf ?? info.cf) : info.cf],
        maxSteps: info.maxSteps,
        home: this.counterAt(box, homeIndex),
        slot: [0, 0, 0],
        label: info.label ?? id,
        color: info.color ?? (info.side === 'german' ? '#66706a' : '#c9b98a'),
      });
    };
    attackers.forEach((id, i) => place(id, 'attacker', i));
    defenders.forEach((id, i) => place(id, 'defender', attackers.length + i));
    // Slots: by side and row; a crowded row closes up.
    const byRow = new Map<string, RosterUnit[]>();
    for (const u of units) {
      const key = `${u.role}:${rowOf(u.cf)}`;
      if (!byRow.has(key)) byRow.set(key, []);
      byRow.get(key)!.push(u);
    }
    for (const [key, list] of byRow) {
      const [role, row] = key.split(':') as ['attacker' | 'defender', string];
      const pitch = Math.min(1.25 * L.cs, list.length > 1 ? L.room / (list.length - 1) : 1.25 * L.cs);
      list.forEach((u, i) => {
        u.slot = [L.firstX(role) + i * pitch, L.oy + g.counterThickness / 2, L.rowZ(Number(row))];
      });
      rowFill.set(key, list.length);
    }

    let fort: RosterFort | null = null;
    const fortInfo = beat.siege ? this.sources.fortInfo?.(box) ?? null : null;
    if (fortInfo) {
      const fortSide = beat.fort === 'attacker' ? 'attacker' : beat.fort === 'defender' ? 'defender' : null;
      // Its counter lies on the Entente half whether it fights or not.
      const half: 'attacker' | 'defender' = attacker === 'entente' ? 'attacker' : 'defender';
      const [fx, fy, fz] = this.sources.worldOf(box);
      fort = {
        box,
        info: fortInfo,
        stepsAtStart: Math.min(fortInfo.maxSteps, fortInfo.steps + fortHitsLater),
        role: fortSide,
        home: [fx - g.counterSize * 0.95, fy + g.counterThickness / 2, fz + g.counterSize * 0.55],
        slot: [L.firstX(half), L.oy + g.counterThickness / 2, L.rowZ(BOARD_ROWS.length)],
      };
    }

    const [bx, by, bz] = this.sources.worldOf(box);
    const cs = g.counterSize;
    this.roster = {
      key: ++this.rosterKey,
      box,
      attacker,
      defender,
      siege: !!beat.siege,
      units,
      fort,
      marker: [bx + cs * 0.95, by + g.counterThickness / 2, bz + cs * 0.55],
    };
  }
}
