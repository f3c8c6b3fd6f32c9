// The render budget every table inherits (TableCanvas): a few quality tiers, and a governor that
// picks one from measured frame times. Pure (no three, no React), so it is tested on its own.
//
// On a weak GPU (software WebGL stands in for one) a frame's cost is per-pixel shading: the
// device pixel ratio, real-time shadows and MSAA are what a tier trades. The governor lowers the
// tier only when frames are slow and raises it again when they are fast, and does not oscillate:
// a tier that it had to leave soon after entering it is tried again only after twice as many fast
// frames as the time before (backing off each time).

export interface QualityTier {
  readonly name: 'lowest' | 'low' | 'medium' | 'high';
  /** The largest device pixel ratio drawn at (the screen's own ratio caps it). */
  readonly dpr: number;
  /** Real-time shadows (the key light casts them). */
  readonly shadows: boolean;
  /** Multisampling, where the WebGL context was made with it (a creation attribute). */
  readonly msaa: boolean;
  /** Lit materials lit per vertex, not per pixel (vertexLit.ts): about the cost of unlit ones. */
  readonly vertexLit: boolean;
  /**
   * The most device pixels a frame in this tier draws: on a large canvas the pixel ratio drops
   * below `dpr` to keep to it (a weak device's frame costs about the same at any window size).
   */
  readonly maxPixels?: number;
  /** Meshes that carry a lower-detail geometry draw it (motionDetail.ts): fewer vertices to light. */
  readonly lowDetail: boolean;
}

/** A quarter of a 1280x720 canvas's pixels. */
const LOWEST_PIXELS = 640 * 360;

/** Lowest first. */
export const QUALITY_TIERS: readonly QualityTier[] = [
  // Half the pixel ratio: a quarter of the pixels, for a device still slow at 'low' (software
  // WebGL on a 1920x1080 screen), and at most a quarter of 1280x720's on a larger canvas (a
  // 1920x1080 one draws at about 0.36); only while the table moves, its rest frame is drawn sharp.
  { name: 'lowest', dpr: 0.5, shadows: false, msaa: false, vertexLit: true, maxPixels: LOWEST_PIXELS, lowDetail: true },
  { name: 'low', dpr: 0.75, shadows: false, msaa: false, vertexLit: true, lowDetail: true },
  { name: 'medium', dpr: 1, shadows: false, msaa: true, vertexLit: true, lowDetail: false },
  { name: 'high', dpr: 2, shadows: true, msaa: true, vertexLit: false, lowDetail: false },
];

export const TOP_TIER = QUALITY_TIERS.length - 1;

/** The index of the tier of this name. */
export function tierIndex(name: QualityTier['name']): number {
  return QUALITY_TIERS.findIndex((t) => t.name === name);
}

/**
 * The pixel ratio a tier draws at on a screen of this ratio, for a canvas of `cssPixels` CSS
 * pixels (width times height; unknown: no pixel cap).
 */
export function tierDpr(tier: QualityTier, devicePixelRatio: number, cssPixels?: number): number {
  const dpr = Math.min(tier.dpr, Math.max(1, devicePixelRatio));
  if (!tier.maxPixels || !cssPixels || cssPixels <= 0) return dpr;
  // Rounded down to 1/100: the canvas is not sized again for every pixel the window changes by.
  return Math.min(dpr, Math.floor(Math.sqrt(tier.maxPixels / cssPixels) * 100) / 100);
}

export interface GovernorOptions {
  /** A frame slower than this (ms) is slow: below about 30 frames a second. */
  slowMs: number;
  /** A frame faster than this (ms) is fast: it keeps up with a 60 Hz screen. */
  fastMs: number;
  /** Frames whose median decides a step down. */
  lowerAfter: number;
  /** Fast frames (median) before a step up is tried; doubled for a tier left soon after entering it. */
  raiseAfter: number;
}

export const DEFAULT_GOVERNOR: GovernorOptions = { slowMs: 34, fastMs: 20, lowerAfter: 6, raiseAfter: 40 };

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export class QualityGovernor {
  private tierIndex: number;
  private samples: number[] = [];
  /** Per tier: how many times raiseAfter fast frames must be seen before trying it. */
  private readonly backoff: number[];
  /** The tier just stepped up into, until it has proved itself (raiseAfter frames in it). */
  private trial: number | null = null;
  private framesInTier = 0;
  readonly options: GovernorOptions;
  /** Tier changes so far (for probes). */
  changes = 0;

  constructor(tier: number, options: Partial<GovernorOptions> = {}) {
    this.options = { ...DEFAULT_GOVERNOR, ...options };
    this.tierIndex = Math.max(0, Math.min(TOP_TIER, Math.round(tier)));
    this.backoff = QUALITY_TIERS.map(() => 1);
  }

  get tier(): number {
    return this.tierIndex;
  }

  /**
   * One frame drawn at the current tier took `ms` (from its start to the next animation frame).
   * Returns the new tier when it changes, else null.
   */
  sample(ms: number): number | null {
    if (!Number.isFinite(ms) || ms < 0) return null;
    const o = this.options;
    this.framesInTier++;
    if (this.trial !== null && this.framesInTier >= o.raiseAfter) this.trial = null;
    this.samples.push(ms);
    const keep = Math.max(o.lowerAfter, o.raiseAfter * Math.max(...this.backoff));
    if (this.samples.length > keep) this.samples.shift();
    const recent = this.samples.slice(-o.lowerAfter);
    if (recent.length >= o.lowerAfter && this.tierIndex > 0 && median(recent) > o.slowMs) {
      // Left soon after stepping up into it: wait longer before the next try.
      if (this.trial === this.tierIndex) this.backoff[this.tierIndex]! *= 2;
      return this.change(this.tierIndex - 1);
    }
    const up = this.tierIndex + 1;
    if (up <= TOP_TIER) {
      const need = o.raiseAfter * this.backoff[up]!;
      if (this.samples.length >= need && median(this.samples.slice(-need)) < o.fastMs) {
        this.trial = up;
        return this.change(up);
      }
    }
    return null;
  }

  private change(to: number): number {
    this.tierIndex = to;
    this.samples = [];
    this.framesInTier = 0;
    this.changes++;
    return to;
  }
}

/** A renderer string of software WebGL (SwiftShader, llvmpipe): a weak device, start low. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

/**
 * The tier a new WebGL context starts at (and so whether it is made with MSAA): the tier this
 * machine settled on last time when known, 'low' on a software renderer, else the top.
 */
export function startingTier(stored: string | null, software: boolean): number {
  const i = QUALITY_TIERS.findIndex((t) => t.name === stored);
  if (i >= 0) return i;
  return software ? tierIndex('low') : TOP_TIER;
}
