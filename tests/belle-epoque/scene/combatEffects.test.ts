// The combat effects' frames, without WebGL: what each shot writes into the two fixed pools
// (never more than they hold), where (at the firer, along the line, at the target), and when
// (the dust of hits toward the end of the shot, none for a volley that hits nothing).
import { AdditiveBlending, NormalBlending } from 'three';
import { describe, expect, it } from 'vitest';
import { shotKindOf, type Beat, type Shot } from '../../../src/scene/animation/queue';
import { BillboardPool, GLOW_POOL, PUFF_POOL, drawShot, newStage, readStage } from '../../../src/scene/belle-epoque/CombatEffects';
import { BELLE_EFFECT_BEATS } from '../../../src/scene/belle-epoque/dev/BelleEffectsDemo';
import { BELLE_BEAT_CATALOGUE } from '../../../src/scene/belle-epoque/beatCatalogue';

const FIRER: [number, number, number] = [0, 0.5, 0];
const TARGET: [number, number, number] = [0, 0.5, -8];
const positionOf = (id: string): [number, number, number] | null => (id === 'red-1' ? FIRER : id === 'blue-2' ? TARGET : null);

const shotOf = (beat: Beat, tumble = true): Shot => ({ id: 7, kind: shotKindOf(beat, BELLE_BEAT_CATALOGUE), beat, base: 1000, duration: 1000, tumble });

function play(beat: Beat, tumble = true) {
  const glow = new BillboardPool(GLOW_POOL, AdditiveBlending);
  const puff = new BillboardPool(PUFF_POOL, NormalBlending);
  const stage = newStage();
  const shot = shotOf(beat, tumble);
  readStage(stage, shot, positionOf);
  const frames: { p: number; glow: [number, number, number][]; puff: [number, number, number][] }[] = [];
  for (let i = 0; i <= 100; i++) {
    const p = i / 100;
    drawShot(glow, puff, stage, shot, p);
    frames.push({
      p,
      glow: Array.from({ length: glow.count }, (_, k) => glow.centreOf(k)),
      puff: Array.from({ length: puff.count }, (_, k) => puff.centreOf(k)),
    });
  }
  return frames;
}

const near = (at: [number, number, number], to: [number, number, number], r: number) => Math.hypot(at[0] - to[0], at[2] - to[2]) <= r;
const fire = (rolls: number[], hits: number): Beat => ({ type: 'unit.fired', firer: 'red-1', target: 'blue-2', toHit: 4, missUpTo: 0, rolls, hits });

describe('Belle Epoque combat effects', () => {
  it('FIRING: flashes at the firer first, smoke rises, dust at the target only late and only for hits; the pools never overflow', () => {
    const frames = play(fire([1, 2, 3, 4, 5, 6, 2], 6));
    for (const f of frames) {
      expect(f.glow.length).toBeLessThan(GLOW_POOL);
      expect(f.puff.length).toBeLessThan(PUFF_POOL);
    }
    const early = frames.find((f) => f.p === 0.1)!;
    expect(early.glow.some((g) => near(g, FIRER, 2))).toBe(true);
    const dustAt = (f: (typeof frames)[number]) => f.puff.filter((q) => near(q, TARGET, 1.6)).length;
    expect(frames.filter((f) => f.p < 0.5).every((f) => dustAt(f) === 0)).toBe(true);
    expect(frames.some((f) => f.p > 0.55 && dustAt(f) > 0)).toBe(true);
    // Smoke climbs above the muzzles.
    const late = frames.find((f) => f.p === 0.7)!;
    expect(late.puff.some((q) => near(q, FIRER, 3) && q[1] > FIRER[1] + 1)).toBe(true);
    const misses = play(fire([5, 6], 0));
    expect(misses.every((f) => f.puff.filter((q) => near(q, TARGET, 1.6)).length === 0)).toBe(true);
  });

  it('ASSAULT: a charge line from attacker to defender, then a cloud with sparks between them', () => {
    const charge = play({ type: 'assault.declared', attacker: 'red-1', defender: 'blue-2' });
    const mid = charge.find((f) => f.p === 0.7)!;
    expect(mid.glow.length).toBeGreaterThan(5);
    expect(mid.glow.every((g) => g[2] <= 0 && g[2] >= -8)).toBe(true);
    const fight = play({ type: 'assault.fought', attacker: 'red-1', defender: 'blue-2', attackerRolls: [1], defenderRolls: [2] });
    const middle: [number, number, number] = [0, 0.5, -4];
    const f = fight.find((x) => x.p === 0.5)!;
    expect(f.puff.length).toBeGreaterThan(8);
    expect(f.glow.length).toBeGreaterThan(8);
    expect([...f.puff, ...f.glow].every((q) => near(q, middle, 3.2))).toBe(true);
    expect(fight.at(-1)!.glow.length + fight.at(-1)!.puff.length).toBe(0);
    // Reduced motion: the cloud without sparks.
    const calm = play({ type: 'assault.fought', attacker: 'red-1', defender: 'blue-2' }, false).find((x) => x.p === 0.5)!;
    expect(calm.puff.length).toBeGreaterThan(8);
    expect(calm.glow.length).toBeLessThan(3);
  });

  it('losses flash red at each unit that lost stands; units off the table draw nothing', () => {
    const fireLoss = play({ type: 'losses.taken', losses: { 'blue-2': 2 }, eliminated: [], at: {} }).find((f) => f.p === 0.5)!;
    expect(fireLoss.glow.length).toBe(2);
    expect(fireLoss.glow.every((g) => near(g, TARGET, 0.01))).toBe(true);
    const assaultLoss = play({ type: 'losses.taken', losses: { 'red-1': 1, 'blue-2': 0 }, eliminated: [], at: {} }).find((f) => f.p === 0.5)!;
    expect(assaultLoss.glow.every((g) => near(g, FIRER, 0.01))).toBe(true);
    expect(assaultLoss.glow.length).toBe(2);
    const gone = play({ type: 'unit.fired', firer: 'red-9', target: 'blue-2', rolls: [3], hits: 1 });
    expect(gone.every((f) => f.glow.length + f.puff.length === 0)).toBe(true);
  });

  it('the demo sequence fits the pools at every moment', () => {
    for (const beat of BELLE_EFFECT_BEATS) {
      for (const f of play(beat)) {
        expect(f.glow.length).toBeLessThan(GLOW_POOL);
        expect(f.puff.length).toBeLessThan(PUFF_POOL);
      }
    }
  });
});
