import { describe, expect, it } from 'vitest';
import type { Order, TroopType } from '../../../src/games/belle-epoque/types';
import { CARDS, MAX_STANDS } from '../../../src/games/belle-epoque/data';
import { HEX } from '../../../src/scene/belle-epoque/layout';
import {
  FORMATION_RADIUS,
  MOUNTED_STAND,
  STAND,
  baseFor,
  figureSlots,
  maxStands,
  slotCorners,
  slotsExtent,
  standSlots,
  type BaseSize,
  type Slot,
} from '../../../src/scene/belle-epoque/formation';

const TYPES: TroopType[] = ['infantry', 'nativeWarriors', 'cavalry', 'mountedInfantry'];
const ORDERS: Order[] = ['close', 'loose'];
const EPS = 1e-9;

/** Separating-axis test for two rotated rectangles: true when their interiors overlap. */
function overlap(a: Slot, b: Slot, base: BaseSize): boolean {
  const ca = slotCorners(a, base);
  const cb = slotCorners(b, base);
  const axes = [a.rot, b.rot].flatMap((r) => [
    { x: Math.cos(r), z: -Math.sin(r) },
    { x: Math.sin(r), z: Math.cos(r) },
  ]);
  for (const ax of axes) {
    const pa = ca.map((p) => p.x * ax.x + p.z * ax.z);
    const pb = cb.map((p) => p.x * ax.x + p.z * ax.z);
    if (Math.max(...pa) <= Math.min(...pb) + EPS || Math.max(...pb) <= Math.min(...pa) + EPS) return false;
  }
  return true;
}

/** Smallest gap between two axis-aligned-ish bases along x or z (negative: they overlap). */
function gap(a: Slot, b: Slot, base: BaseSize): number {
  const ea = slotsExtent([a], base);
  const eb = slotsExtent([b], base);
  const gx = Math.max(eb.minX - ea.maxX, ea.minX - eb.maxX);
  const gz = Math.max(eb.minZ - ea.maxZ, ea.minZ - eb.maxZ);
  return Math.max(gx, gz);
}

const meanDistance = (slots: Slot[]) => slots.reduce((s, p) => s + Math.hypot(p.x, p.z), 0) / slots.length;
function footprint(slots: Slot[], base: BaseSize): number {
  const e = slotsExtent(slots, base);
  return (e.maxX - e.minX) * (e.maxZ - e.minZ);
}

describe('standSlots', () => {
  it('uses the rules’ mustering maxima', () => {
    expect(maxStands('cavalry')).toBe(3);
    expect(maxStands('mountedInfantry')).toBe(3);
    expect(maxStands('infantry')).toBe(4);
    expect(maxStands('nativeWarriors')).toBe(6);
    // Every card's troop type is covered, with its muster class's maximum.
    for (const card of Object.values(CARDS)) expect(maxStands(card.troopType), card.id).toBe(MAX_STANDS[card.muster]);
  });

  it('mounted bases are deeper than foot bases', () => {
    expect(MOUNTED_STAND.d).toBeGreaterThan(STAND.d);
    expect(baseFor('cavalry')).toBe(MOUNTED_STAND);
    expect(baseFor('infantry')).toBe(STAND);
  });

  for (const type of TYPES)
    for (const order of ORDERS)
      it(`${type} in ${order} order: one slot per stand, inside the hex, no overlaps`, () => {
        expect(standSlots(0, order, type)).toEqual([]);
        const base = baseFor(type);
        for (let n = 1; n <= maxStands(type); n++) {
          const slots = standSlots(n, order, type);
          expect(slots).toHaveLength(n);
          for (const s of slots)
            for (const c of slotCorners(s, base)) {
              expect(Math.hypot(c.x, c.z)).toBeLessThanOrEqual(FORMATION_RADIUS + EPS);
              expect(FORMATION_RADIUS).toBeLessThan(HEX.apothem);
            }
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(overlap(slots[i]!, slots[j]!, base), `${n} stands: ${i} and ${j}`).toBe(false);
          // Deterministic: the same question, the same answer.
          expect(standSlots(n, order, type)).toEqual(slots);
        }
      });

  it('six tribesmen in close order form two ranks of three, front toward -z', () => {
    const slots = standSlots(6, 'close', 'nativeWarriors');
    const front = slots.filter((s) => s.z < 0);
    const rear = slots.filter((s) => s.z > 0);
    expect(front).toHaveLength(3);
    expect(rear).toHaveLength(3);
    expect(slots.slice(0, 3).every((s) => s.z < 0)).toBe(true);
  });

  it('close order bases touch shoulder to shoulder in one line', () => {
    for (const type of TYPES) {
      const n = Math.min(maxStands(type), 4);
      const slots = standSlots(n, 'close', type);
      const base = baseFor(type);
      expect(new Set(slots.map((s) => s.z)).size).toBe(1);
      for (let i = 1; i < n; i++) expect(gap(slots[i - 1]!, slots[i]!, base)).toBeLessThan(0.02);
    }
  });

  it('loose order spreads wider than close, with gaps between the stands', () => {
    for (const type of TYPES)
      for (let n = 2; n <= maxStands(type); n++) {
        const base = baseFor(type);
        const close = standSlots(n, 'close', type);
        const loose = standSlots(n, 'loose', type);
        expect(meanDistance(loose), `${type} ${n}`).toBeGreaterThan(meanDistance(close) * 1.15);
        expect(footprint(loose, base), `${type} ${n}`).toBeGreaterThan(footprint(close, base) * 1.5);
        // Every loose stand stands clear of every other (a visible gap along x or z).
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(gap(loose[i]!, loose[j]!, base), `${type} ${n}: ${i}/${j}`).toBeGreaterThan(0.04);
      }
  });
});

describe('figureSlots', () => {
  it('puts the right figures on a base, inside it', () => {
    expect(figureSlots('infantry', 'close')).toHaveLength(4);
    expect(figureSlots('infantry', 'loose').length).toBeGreaterThanOrEqual(2);
    expect(figureSlots('infantry', 'loose').length).toBeLessThanOrEqual(3);
    expect(figureSlots('cavalry', 'close')).toHaveLength(2);
    expect(figureSlots('mountedInfantry', 'loose')).toHaveLength(2);
    expect(figureSlots('nativeWarriors', 'close')).toHaveLength(4);
    for (const type of TYPES)
      for (const order of ORDERS) {
        const base = baseFor(type);
        for (const f of figureSlots(type, order)) {
          expect(Math.abs(f.x)).toBeLessThan(base.w / 2);
          expect(Math.abs(f.z)).toBeLessThan(base.d / 2);
        }
      }
  });

  it('spaces loose infantry wider than close', () => {
    const spread = (s: readonly Slot[]) => Math.max(...s.map((p) => p.x)) - Math.min(...s.map((p) => p.x));
    expect(spread(figureSlots('infantry', 'loose'))).toBeGreaterThan(spread(figureSlots('infantry', 'close')));
  });
});

describe('Stands instancing (no renderer)', async () => {
  const { buildStandMeshes, capacityFor, makeScratch, writeUnits } = await import('../../../src/scene/belle-epoque/Stands');
  const { figureSlots: figs } = await import('../../../src/scene/belle-epoque/formation');
  type DisplayUnit = import('../../../src/scene/belle-epoque/viewTypes').DisplayUnit;

  const TYPES_BY_INDEX: TroopType[] = ['infantry', 'nativeWarriors', 'cavalry', 'mountedInfantry'];
  const units: DisplayUnit[] = Array.from({ length: 24 }, (_, i) => {
    const troopType = TYPES_BY_INDEX[i % 4]!;
    const order: Order = i % 3 === 0 ? 'loose' : 'close';
    return {
      id: `u${i}`,
      side: i < 12 ? 'red' : 'blue',
      number: String((i % 8) + 1),
      card: 'x',
      troopType,
      assaultClass: 'regulars',
      stands: maxStands(troopType),
      losing: 0,
      fade: 0,
      order,
      position: [i * 4, 0.5, 0],
      facing: i < 12 ? Math.PI : 0,
      activated: i % 5 === 0,
      mark: i === 3 ? 'active' : 'none',
    };
  });

  it('draws two dozen full units with a dozen meshes at most, one figure instance per figure', () => {
    const capacity = capacityFor(units.length);
    const meshes = buildStandMeshes(capacity, true, () => undefined);
    const ids: string[] = [];
    writeUnits(units, meshes, makeScratch(), ids, capacity);
    const drawn = meshes.all.filter((m) => m !== meshes.pick && m.count > 0);
    expect(drawn.length).toBeLessThanOrEqual(12);
    const stands = units.reduce((s, u) => s + u.stands, 0);
    expect(meshes.baseBody.count).toBe(stands);
    expect(meshes.baseTop.count).toBe(stands);
    const figures = units.reduce((s, u) => s + u.stands * figs(u.troopType, u.order).length, 0);
    expect(meshes.figures.foot.count + meshes.figures.warrior.count + meshes.figures.horseman.count).toBe(figures);
    expect(meshes.flags.count).toBe(24);
    // A count plate digit and a number badge per unit, in one mesh.
    expect(meshes.labels.count).toBe(48);
    expect(meshes.discs.count).toBe(24 + units.filter((u) => u.activated).length);
    expect(meshes.rings.count).toBe(1);
    expect(ids).toEqual(units.map((u) => u.id));
    // Every merged figure geometry carries the tint the material reads.
    for (const m of Object.values(meshes.figures)) expect(m.geometry.getAttribute('aTint')).toBeDefined();
  });

  it('sinks and shrinks the losing stands, and drops them at the end of the fade', () => {
    const capacity = capacityFor(1);
    const meshes = buildStandMeshes(capacity, false, () => undefined);
    const one = { ...units[1]!, stands: 6, losing: 2, fade: 0.5, position: [0, 0.5, 0] as [number, number, number], facing: 0 };
    writeUnits([one], meshes, makeScratch(), [], capacity);
    expect(meshes.baseBody.count).toBe(6);
    // The sixth (a losing one): column-major, element 13 is y, element 5 the y scale.
    const last = meshes.baseBody.instanceMatrix.array.subarray(5 * 16, 6 * 16);
    expect(last[13]).toBeLessThan(0.5);
    expect(last[5]).toBeCloseTo(0.5);
    writeUnits([{ ...one, fade: 1 }], meshes, makeScratch(), [], capacity);
    expect(meshes.baseBody.count).toBe(4);
  });
});
