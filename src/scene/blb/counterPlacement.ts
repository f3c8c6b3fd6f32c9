// Where each counter, chit and marker of Brave Little Belgium lies for one view (pure): stacks
// in their boxes (Germans in a fort box on its siege box), fort markers turned by their lost
// steps (8.1), chits on the Turn Track, in the cup, in the Pulled Chits and Turn End boxes, the
// Turn and Atrocities markers, and a count badge on every stack taller than BADGE_OVER.
import { DATA, FORT, UNIT } from '../../games/blb/db';
import type { CounterItem } from '../counters/counterItem';
import {
  ATROCITIES_MARKER_FACE,
  TURN_MARKER_FACE,
  USED_CHIT_FACE,
  badgeFaceKey,
  chitFaceKey,
  fortFaceKey,
  gcFaceKey,
  unitFaceKey,
} from './blbFaces';
import { BADGE_OVER, BOX_PLACES, CHIT_THICKNESS, COUNTER, SHEET_Y, TABLE, TILE_TOP, pulledChitSpot, stackPosition, type XZ } from './layout';
import type { BlbView } from './viewTypes';

/** The chit cup: a bowl whose inside floor lies at floorY. */
export const CUP = { radius: 1.85, height: 0.9, floorY: 0.16 } as const;

export type StackSide = 'german' | 'entente';

/** What lies in one box: counter keys bottom to top, per side. */
export interface BoxStacks {
  german: string[];
  entente: string[];
}

export interface Placement {
  items: CounterItem[];
  /** Box id -> its stacks (unit keys `unit:<id>`, Garde Civique keys `gc:<view id>`). */
  stacks: Record<string, BoxStacks>;
  /** Item key -> the box it stands in (map counters only). */
  boxOf: Record<string, string>;
}

/** A small, stable twist per counter (radians), so stacks look handled rather than printed. */
export function jitter(key: string, amount = 0.035): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (((h >>> 0) % 1000) / 1000 - 0.5) * 2 * amount;
}

const UNIT_ORDER: Record<string, number> = Object.fromEntries(DATA.units.map((u, i) => [u.id, i]));

/** Boxes' stacks from the view: German units; Entente Garde Civique (bottom) then units. */
export function boxStacks(view: BlbView): Record<string, BoxStacks> {
  const out: Record<string, BoxStacks> = {};
  const at = (box: string) => (out[box] ??= { german: [], entente: [] });
  for (const [id, g] of Object.entries(view.gc).sort(([a], [b]) => a.localeCompare(b))) {
    if (g.box) at(g.box).entente.push(`gc:${id}`);
  }
  const units = Object.entries(view.units)
    .filter(([id, u]) => u.box && u.steps > 0 && UNIT[id])
    .sort(([a], [b]) => (UNIT_ORDER[a] ?? 0) - (UNIT_ORDER[b] ?? 0));
  for (const [id, u] of units) at(u.box!)[UNIT[id]!.nationality === 'german' ? 'german' : 'entente'].push(`unit:${id}`);
  return out;
}

/** Where a side's stack stands in a box, given what else is there. */
export function stackBase(box: string, side: StackSide, both: boolean): XZ | null {
  const place = BOX_PLACES[box];
  if (!place) return null;
  if (FORT[box]) return side === 'german' ? place.slots.german : place.slots.entente;
  if (!both) return place.slots.single;
  return side === 'german' ? place.slots.german : place.slots.entente;
}

function faceOf(key: string, view: BlbView): string {
  if (key.startsWith('unit:')) {
    const id = key.slice(5);
    const def = UNIT[id]!;
    const steps = view.units[id]?.steps ?? def.steps;
    return unitFaceKey(id, def.steps === 2 && steps < 2);
  }
  const g = view.gc[key.slice(3)];
  return gcFaceKey(g ? (g.revealed ? g.cf : '?') : '?');
}

function rowItems(keys: { key: string; face: string; shape: 'counter' | 'chit' }[], centre: XZ, y0: number, pitch = 1.12): CounterItem[] {
  const w = (keys.length - 1) * pitch;
  return keys.map((k, i) => {
    const height = k.shape === 'chit' ? CHIT_THICKNESS : COUNTER.thickness;
    return { key: k.key, face: k.face, shape: k.shape, x: centre.x - w / 2 + i * pitch, y: y0 + height / 2, z: centre.z, rotY: jitter(k.key), height };
  });
}

export function placeCounters(view: BlbView): Placement {
  const items: CounterItem[] = [];
  const boxOf: Record<string, string> = {};
  const stacks = boxStacks(view);

  // Stacks in the boxes.
  for (const [box, s] of Object.entries(stacks)) {
    const both = s.german.length > 0 && s.entente.length > 0;
    for (const side of ['german', 'entente'] as const) {
      const keys = s[side];
      if (keys.length === 0) continue;
      const base = stackBase(box, side, both);
      if (!base) continue;
      keys.forEach((key, i) => {
        const p = stackPosition(base, i);
        items.push({ key, face: faceOf(key, view), x: p.x, y: p.y, z: p.z, rotY: jitter(key), height: COUNTER.thickness });
        boxOf[key] = box;
      });
      if (keys.length > BADGE_OVER) {
        const top = stackPosition(base, keys.length - 1);
        const key = `badge:${box}:${side}`;
        items.push({ key, face: badgeFaceKey(keys.length), shape: 'badge', x: top.x - 0.36, y: top.y + COUNTER.thickness / 2 + 0.04, z: top.z - 0.36, size: 0.56, height: 0.08 });
        boxOf[key] = box;
      }
    }
  }

  // Fort markers, turned 90 degrees counter-clockwise per step lost (8.1).
  for (const f of DATA.forts) {
    const place = BOX_PLACES[f.box];
    if (!place?.slots.fort) continue;
    const steps = view.forts[f.box]?.steps ?? f.steps;
    const lost = Math.max(0, f.steps - steps);
    const key = `fort:${f.box}`;
    items.push({
      key,
      face: fortFaceKey(f.box, steps),
      x: place.slots.fort.x,
      y: TILE_TOP + COUNTER.thickness / 2,
      z: place.slots.fort.z,
      rotY: steps > 0 ? (lost * Math.PI) / 2 : jitter(key),
      height: COUNTER.thickness,
    });
    boxOf[key] = f.box;
  }

  // Turn Track: the Turn marker, then the chits waiting for that turn.
  const trackY = SHEET_Y + 0.01;
  for (const space of TABLE.turnTrack.spaces) {
    const turn = Number(space.id.slice(5));
    const here: { key: string; face: string; shape: 'counter' | 'chit' }[] = [];
    if ((view.turn ?? 0) === turn) here.push({ key: 'marker:turn', face: TURN_MARKER_FACE, shape: 'counter' });
    for (const [chit, arrives] of Object.entries(view.chits.track).sort(([a], [b]) => a.localeCompare(b))) {
      if (arrives === turn) here.push({ key: `chit:${chit}`, face: chitFaceKey(chit), shape: 'chit' });
    }
    items.push(...rowItems(here, { x: space.rect.x, z: space.rect.z + 0.35 }, trackY, 1.08));
  }

  // Atrocities Track (0-5).
  const atro = Math.max(0, Math.min(5, view.atrocities ?? 0));
  const atroSpace = TABLE.atrocities.spaces[atro];
  if (atroSpace) items.push(...rowItems([{ key: 'marker:atrocities', face: ATROCITIES_MARKER_FACE, shape: 'counter' }], { x: atroSpace.rect.x, z: atroSpace.rect.z + 0.15 }, trackY));

  // The Chit Cup: chit backs heaped in the bowl (the cup's order is hidden, and so is its content).
  view.chits.cup.forEach((chit, i) => {
    const a = i * 2.399963;
    const r = Math.min(CUP.radius - 0.75, 0.34 * Math.sqrt(i + 0.5));
    const layer = Math.floor(i / 7);
    items.push({
      key: `chit:${chit}`,
      face: chitFaceKey(chit, true),
      shape: 'chit',
      x: TABLE.chitCup.x + Math.cos(a) * r,
      y: CUP.floorY + CHIT_THICKNESS / 2 + layer * CHIT_THICKNESS * 0.9 + (i % 3) * 0.02,
      z: TABLE.chitCup.z + Math.sin(a) * r,
      rotY: a * 1.7,
      height: CHIT_THICKNESS,
    });
  });

  // Pulled Chits: two rows of seven, face up; used event chits face-down (5.1).
  const used = new Set(view.chits.used);
  view.chits.pulled.forEach((chit, i) => {
    const spot = pulledChitSpot(i);
    items.push({
      key: `chit:${chit}`,
      face: used.has(chit) ? USED_CHIT_FACE : chitFaceKey(chit),
      shape: 'chit',
      x: spot.x,
      y: trackY + CHIT_THICKNESS / 2,
      z: spot.z,
      rotY: jitter(chit),
      height: CHIT_THICKNESS,
    });
  });

  // Turn End boxes (5.3).
  view.chits.turnEnd.forEach((chit, i) => {
    const space = TABLE.turnEnd[i];
    if (!space) return;
    items.push(...rowItems([{ key: `chit:${chit}`, face: chitFaceKey(chit), shape: 'chit' }], { x: space.rect.x, z: space.rect.z + 0.1 }, trackY));
  });

  return { items, stacks, boxOf };
}
