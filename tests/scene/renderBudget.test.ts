import { describe, expect, it } from 'vitest';
import { QUALITY_TIERS, QualityGovernor, TOP_TIER, isSoftwareRenderer, startingTier, tierDpr, tierIndex } from '../../src/scene/renderBudget';

/** Feeds `n` frames whose cost depends on the tier drawn at; returns the tiers after each frame. */
function run(g: QualityGovernor, n: number, cost: (tier: number) => number): number[] {
  const tiers: number[] = [];
  for (let i = 0; i < n; i++) {
    g.sample(cost(g.tier));
    tiers.push(g.tier);
  }
  return tiers;
}

describe('render budget: the quality governor', () => {
  it('keeps the top tier while frames are fast', () => {
    const g = new QualityGovernor(TOP_TIER);
    run(g, 500, () => 16.7);
    expect(g.tier).toBe(TOP_TIER);
    expect(g.changes).toBe(0);
  });

  it('lowers the tier only when frames are slow, step by step, down to the lowest', () => {
    const g = new QualityGovernor(TOP_TIER);
    run(g, 5, () => 200);
    expect(g.tier).toBe(TOP_TIER);
    run(g, 100, () => 200);
    expect(g.tier).toBe(0);
  });

  it('one slow frame among fast ones changes nothing', () => {
    const g = new QualityGovernor(TOP_TIER);
    let k = 0;
    run(g, 300, () => (k++ % 10 === 0 ? 300 : 16));
    expect(g.tier).toBe(TOP_TIER);
  });

  it('restores quality when frames are fast again', () => {
    const g = new QualityGovernor(TOP_TIER);
    run(g, 50, () => 120);
    expect(g.tier).toBe(0);
    run(g, 500, () => 16.7);
    expect(g.tier).toBe(TOP_TIER);
  });

  it('does not oscillate on a device fast at medium and slow at high: tries again ever more rarely', () => {
    const g = new QualityGovernor(0);
    const medium = tierIndex('medium');
    const tiers = run(g, 20_000, (t) => (t < medium ? 12 : t === medium ? 17 : 60));
    // Settles at medium; the high tier is retried with a doubling back-off (40, 80, 160 ... frames).
    expect(tiers.at(-1)).toBe(medium);
    expect(g.changes).toBeLessThan(20);
    const atHigh = tiers.filter((t) => t === TOP_TIER).length;
    expect(atHigh / tiers.length).toBeLessThan(0.01);
  });

  it('ignores nonsense samples', () => {
    const g = new QualityGovernor(1);
    for (const x of [Number.NaN, -5, Infinity]) expect(g.sample(x)).toBeNull();
    expect(g.tier).toBe(1);
  });
});

describe('render budget: tiers and the starting tier', () => {
  it('tiers grow in cost: pixel ratio, shadows, MSAA and per-pixel light never fall going up', () => {
    for (let i = 1; i < QUALITY_TIERS.length; i++) {
      const a = QUALITY_TIERS[i - 1]!;
      const b = QUALITY_TIERS[i]!;
      expect(b.dpr).toBeGreaterThanOrEqual(a.dpr);
      expect(Number(b.shadows)).toBeGreaterThanOrEqual(Number(a.shadows));
      expect(Number(b.msaa)).toBeGreaterThanOrEqual(Number(a.msaa));
      expect(Number(!b.vertexLit)).toBeGreaterThanOrEqual(Number(!a.vertexLit));
    }
  });

  it("the screen's own ratio caps the pixel ratio, and a tier below 1 stays below it", () => {
    expect(tierDpr(QUALITY_TIERS[TOP_TIER]!, 1)).toBe(1);
    expect(tierDpr(QUALITY_TIERS[TOP_TIER]!, 3)).toBe(2);
    expect(tierDpr(QUALITY_TIERS[tierIndex('low')]!, 2)).toBe(0.75);
    expect(tierDpr(QUALITY_TIERS[0]!, 2)).toBe(0.5);
  });

  it('the lowest tier keeps to a pixel budget on a large canvas; the others do not', () => {
    const lowest = QUALITY_TIERS[0]!;
    // A 1280x720 canvas (or smaller) at half the ratio is within it.
    expect(tierDpr(lowest, 1, 1280 * 720)).toBe(0.5);
    expect(tierDpr(lowest, 1, 1280 * 600)).toBe(0.5);
    // A 1920x1080 one draws about as many device pixels as 1280x720 at half the ratio.
    const dpr = tierDpr(lowest, 1, 1920 * 1080);
    expect(dpr).toBeLessThan(0.5);
    expect(1920 * 1080 * dpr * dpr).toBeLessThanOrEqual(640 * 360);
    expect(1920 * 1080 * dpr * dpr).toBeGreaterThan(0.95 * 640 * 360);
    expect(tierDpr(QUALITY_TIERS[tierIndex('low')]!, 1, 1920 * 1080)).toBe(0.75);
    expect(tierDpr(QUALITY_TIERS[TOP_TIER]!, 2, 3840 * 2160)).toBe(2);
  });

  it('starts from the tier remembered, else low on software WebGL, else the top', () => {
    expect(startingTier('medium', true)).toBe(tierIndex('medium'));
    expect(startingTier('lowest', false)).toBe(0);
    expect(startingTier(null, true)).toBe(tierIndex('low'));
    expect(startingTier('nonsense', false)).toBe(TOP_TIER);
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
  });
});
