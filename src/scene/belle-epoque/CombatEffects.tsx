// Fire and assault on the Belle Epoque table, drawn from the animation queue's current shot:
// - 'unit.fired': muzzle flashes flickering along the firer's front, white-grey powder smoke
//   rolling forward and up, tracer streaks and a dashed line of light to the target, dust kicked
//   up at the target as the hits land (toward the end of the shot);
// - 'assault.declared': a charge arrow from the attacker to the defender;
// - 'assault.fought': a pulsing dust cloud with sparks between the two units;
// - 'losses.taken': a brief red flash at each unit that lost stands.
// Every particle is a function of the shot's progress (hashed jitter, no simulation), written
// each frame into two fixed pools of instanced camera-facing quads (additive glows, alpha-blended
// puffs): two draw calls, no React state, nothing allocated per frame. Positions come from
// `positionOf` (y = the unit's ground top), read once when a shot starts.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdditiveBlending,
  Color,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  NormalBlending,
  PlaneGeometry,
  ShaderMaterial,
  type Blending,
  type Texture,
} from 'three';
import type { AnimationQueue, Shot } from '../animation/queue';
import { radialSprite } from '../softSprite';

export interface CombatEffectsProps {
  queue: AnimationQueue | null | undefined;
  /** World position of a unit's centre on its ground, or null if it is not on the table. */
  positionOf: (unitId: string) => [number, number, number] | null;
}

/** Pool sizes: the most glows (flashes, tracers, sparks) and puffs (smoke, dust) drawn at once. */
export const GLOW_POOL = 72;
export const PUFF_POOL = 56;

// World sizes (a hex is 4 units across; a unit's stands fill most of it).
const FRONT_AHEAD = 0.9;
/** Every flash, puff and streak drawn this much larger: they must read at the home camera's distance. */
const EFFECT_SCALE = 1.5;
const FRONT_WIDTH = 2.6;
const MUZZLE_HEIGHT = 0.45;

// --- the soft round sprite, made once ------------------------------------------------------

/** White at the centre, fading to nothing at the rim (tinted per instance). */
function softSpriteTexture(): Texture | null {
  return radialSprite('soft-round', 64, [
    [0, 'rgba(255,255,255,1)'],
    [0.3, 'rgba(255,255,255,0.7)'],
    [0.65, 'rgba(255,255,255,0.22)'],
    [1, 'rgba(255,255,255,0)'],
  ]);
}

// --- instanced billboards ------------------------------------------------------------------

// Each instance: a centre, a size, an RGBA colour and an optional world axis it is stretched
// along (a streak); otherwise a square facing the camera.
const VERTEX = /* glsl */ `
attribute vec3 aOffset;
attribute vec3 aAxis;
attribute float aSize;
attribute vec4 aColor;
varying vec2 vUv;
varying vec4 vColor;
void main() {
  vUv = uv;
  vColor = aColor;
  vec4 centre = modelViewMatrix * vec4(aOffset, 1.0);
  vec2 axis = (modelViewMatrix * vec4(aAxis, 0.0)).xy;
  float len = length(axis);
  vec2 dir = len > 1e-5 ? axis / len : vec2(1.0, 0.0);
  vec2 across = vec2(-dir.y, dir.x);
  centre.xy += dir * position.x * (aSize + len) + across * position.y * aSize;
  gl_Position = projectionMatrix * centre;
}
`;

const FRAGMENT = /* glsl */ `
uniform sampler2D map;
uniform float hasMap;
varying vec2 vUv;
varying vec4 vColor;
void main() {
  float shape = hasMap > 0.5 ? texture2D(map, vUv).a : smoothstep(0.5, 0.0, length(vUv - 0.5));
  gl_FragColor = vec4(vColor.rgb, vColor.a * shape);
  #include <colorspace_fragment>
}
`;

export class BillboardPool {
  readonly geometry: InstancedBufferGeometry;
  readonly material: ShaderMaterial;
  private readonly offset: Float32Array;
  private readonly axis: Float32Array;
  private readonly size: Float32Array;
  private readonly color: Float32Array;
  private readonly attributes: InstancedBufferAttribute[];
  count = 0;

  constructor(
    readonly capacity: number,
    blending: Blending,
  ) {
    const quad = new PlaneGeometry(1, 1);
    this.geometry = new InstancedBufferGeometry();
    this.geometry.index = quad.index;
    this.geometry.setAttribute('position', quad.getAttribute('position'));
    this.geometry.setAttribute('uv', quad.getAttribute('uv'));
    this.offset = new Float32Array(capacity * 3);
    this.axis = new Float32Array(capacity * 3);
    this.size = new Float32Array(capacity);
    this.color = new Float32Array(capacity * 4);
    this.attributes = [
      new InstancedBufferAttribute(this.offset, 3),
      new InstancedBufferAttribute(this.axis, 3),
      new InstancedBufferAttribute(this.size, 1),
      new InstancedBufferAttribute(this.color, 4),
    ];
    ['aOffset', 'aAxis', 'aSize', 'aColor'].forEach((name, i) => this.geometry.setAttribute(name, this.attributes[i]!));
    this.geometry.instanceCount = 0;
    const map = softSpriteTexture();
    this.material = new ShaderMaterial({
      vertexShader: VERTEX,
      fragmentShader: FRAGMENT,
      uniforms: { map: { value: map }, hasMap: { value: map ? 1 : 0 } },
      transparent: true,
      depthWrite: false,
      blending,
      toneMapped: false,
    });
  }

  begin(): void {
    this.count = 0;
  }

  /** Adds one quad (ignored when the pool is full or it is invisible). `c` is a linear colour. */
  add(x: number, y: number, z: number, size: number, c: Color, alpha: number, ax = 0, ay = 0, az = 0): void {
    if (this.count >= this.capacity || alpha <= 0.004 || size <= 0) return;
    const i = this.count++;
    this.offset[i * 3] = x;
    this.offset[i * 3 + 1] = y;
    this.offset[i * 3 + 2] = z;
    this.axis[i * 3] = ax;
    this.axis[i * 3 + 1] = ay;
    this.axis[i * 3 + 2] = az;
    this.size[i] = size * EFFECT_SCALE;
    this.color[i * 4] = c.r;
    this.color[i * 4 + 1] = c.g;
    this.color[i * 4 + 2] = c.b;
    this.color[i * 4 + 3] = Math.min(1, alpha);
  }

  /** The centre of quad i (tests). */
  centreOf(i: number): [number, number, number] {
    return [this.offset[i * 3]!, this.offset[i * 3 + 1]!, this.offset[i * 3 + 2]!];
  }

  /** Hands this frame's quads to the GPU. */
  end(): void {
    this.geometry.instanceCount = this.count;
    if (this.count > 0) for (const a of this.attributes) a.needsUpdate = true;
  }

  dispose(): void {
    this.geometry.dispose();
    this.material.dispose();
  }
}

// --- timing helpers (pure) -----------------------------------------------------------------

/** 0 outside [a, d], rising over [a, b], 1 over [b, c], falling over [c, d]. */
export function envelope(p: number, a: number, b: number, c: number, d: number): number {
  if (p <= a || p >= d) return 0;
  if (p < b) return (p - a) / (b - a);
  if (p <= c) return 1;
  return (d - p) / (d - c);
}

/** A spike of width `w` either side of `t`. */
export function spike(p: number, t: number, w: number): number {
  const x = 1 - Math.abs(p - t) / w;
  return x > 0 ? x : 0;
}

/** A stable pseudo-random number in [0, 1) for (seed, index, salt): the jitter of one particle. */
export function jitter(seed: number, index: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35) ^ Math.imul(salt + 7, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

const frac = (x: number) => x - Math.floor(x);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

// --- colours (linear, made once) -------------------------------------------------------------

const FLASH = new Color('#ffc865');
const FLASH_CORE = new Color('#fff3cf');
const TRACER = new Color('#fff0b0');
const SMOKE_NEW = new Color('#f2f0ea');
const SMOKE_OLD = new Color('#a7a59f');
const DUST_LIGHT = new Color('#c9ab7e');
const DUST_DARK = new Color('#8b7353');
const SPARK = new Color('#ffc55a');
const SPARK_HOT = new Color('#ff8a3a');
const CHARGE = new Color('#ff7a48');
const LOSS = new Color('#ff2418');
const LOSS_CORE = new Color('#ff9a80');

/** Where the current shot happens, read once at its start. */
export interface Stage {
  shot: Shot | null;
  /** First and second unit (firer/target, attacker/defender); `ok` false when either is off the table. */
  a: [number, number, number];
  b: [number, number, number];
  ok: boolean;
  /** Units flashing for 'losses.taken' (x, y, z each). */
  losses: Float64Array;
  lossCount: number;
}

const scratch = new Color();

export function CombatEffects({ queue, positionOf }: CombatEffectsProps) {
  const invalidate = useThree((s) => s.invalidate);
  const where = useRef(positionOf);
  where.current = positionOf;
  const pools = useMemo(() => ({ glow: new BillboardPool(GLOW_POOL, AdditiveBlending), puff: new BillboardPool(PUFF_POOL, NormalBlending) }), []);
  useEffect(
    () => () => {
      pools.glow.dispose();
      pools.puff.dispose();
    },
    [pools],
  );
  const stage = useRef<Stage>(newStage());

  useFrame(() => {
    const frame = queue?.current ?? null;
    const { glow, puff } = pools;
    if (!frame) {
      if (glow.count > 0 || puff.count > 0) {
        glow.begin();
        puff.begin();
        glow.end();
        puff.end();
      }
      stage.current.shot = null;
      return;
    }
    const s = stage.current;
    if (frame.shot !== s.shot) {
      s.shot = frame.shot;
      readStage(s, frame.shot, where.current);
    }
    drawShot(glow, puff, s, frame.shot, frame.progress);
    invalidate();
  });

  return (
    <group name="combat-effects">
      <mesh geometry={pools.puff.geometry} material={pools.puff.material} frustumCulled={false} renderOrder={4} />
      <mesh geometry={pools.glow.geometry} material={pools.glow.material} frustumCulled={false} renderOrder={5} />
    </group>
  );
}

export function newStage(): Stage {
  return { shot: null, a: [0, 0, 0], b: [0, 0, 0], ok: false, losses: new Float64Array(12), lossCount: 0 };
}

/** Writes one frame of `shot` at `progress` into the pools (the stage read at its start). */
export function drawShot(glow: BillboardPool, puff: BillboardPool, s: Stage, shot: Shot, p: number): void {
  glow.begin();
  puff.begin();
  const beat = shot.beat;
  const seed = shot.id;
  const calm = !shot.tumble;
  if (s.ok) {
    switch (beat.type) {
      case 'unit.fired':
        drawFire(glow, puff, s, p, seed, calm, Array.isArray(beat.rolls) ? beat.rolls.length : 1, typeof beat.hits === 'number' ? beat.hits : 0);
        break;
      case 'assault.declared':
        drawCharge(glow, s, p);
        break;
      case 'assault.fought':
        drawMelee(glow, puff, s, p, seed, calm);
        break;
    }
  }
  if (beat.type === 'losses.taken') drawLosses(glow, s, p);
  glow.end();
  puff.end();
}

/** Reads where the shot's units stand (once, when it starts). */
export function readStage(s: Stage, shot: Shot, positionOf: (id: string) => [number, number, number] | null): void {
  const beat = shot.beat;
  s.ok = false;
  s.lossCount = 0;
  const copy = (id: unknown, into: [number, number, number]): boolean => {
    if (typeof id !== 'string') return false;
    const at = positionOf(id);
    if (!at) return false;
    into[0] = at[0];
    into[1] = at[1];
    into[2] = at[2];
    return true;
  };
  switch (beat.type) {
    case 'unit.fired':
      s.ok = copy(beat.firer, s.a) && copy(beat.target, s.b);
      break;
    case 'assault.declared':
    case 'assault.fought':
      s.ok = copy(beat.attacker, s.a) && copy(beat.defender, s.b);
      break;
    case 'losses.taken': {
      // { losses: { [unit]: stands lost } } (fire and assault alike).
      const lost: [string, number][] = beat.losses && typeof beat.losses === 'object' ? Object.entries(beat.losses as Record<string, number>) : [];
      for (const [id, n] of lost) {
        if (!(n > 0) || s.lossCount >= 4 || !copy(id, s.a)) continue;
        s.losses.set(s.a, s.lossCount * 3);
        s.lossCount++;
      }
      break;
    }
  }
}

/** The unit direction from a to b on the ground and the distance, written into `dir` (no allocation per frame). */
const dir = { ux: 0, uz: -1, len: 0 };
function heading(s: Stage): typeof dir {
  const dx = s.b[0] - s.a[0];
  const dz = s.b[2] - s.a[2];
  const len = Math.hypot(dx, dz);
  dir.len = len;
  dir.ux = len > 1e-3 ? dx / len : 0;
  dir.uz = len > 1e-3 ? dz / len : -1;
  return dir;
}

function drawFire(glow: BillboardPool, puff: BillboardPool, s: Stage, p: number, seed: number, calm: boolean, dice: number, hits: number): void {
  const { ux, uz, len } = heading(s);
  const px = -uz;
  const pz = ux;
  const cx = s.a[0] + ux * FRONT_AHEAD;
  const cz = s.a[2] + uz * FRONT_AHEAD;
  const y = s.a[1] + MUZZLE_HEIGHT;
  const sources = Math.max(4, Math.min(12, dice * 2));

  for (let k = 0; k < sources; k++) {
    const along = ((k + 0.5) / sources - 0.5) * FRONT_WIDTH + (jitter(seed, k, 0) - 0.5) * 0.2;
    const x = cx + px * along;
    const z = cz + pz * along;
    // Two volleys per firing point, ragged as a real line's.
    const t1 = 0.04 + 0.22 * jitter(seed, k, 1);
    const t2 = t1 + 0.12 + 0.12 * jitter(seed, k, 2);
    const flash = Math.max(spike(p, t1, 0.035), 0.8 * spike(p, t2, 0.03));
    const flicker = calm ? 1 : 0.7 + 0.3 * Math.sin(p * 140 + k * 1.9);
    glow.add(x + ux * 0.15, y, z + uz * 0.15, 0.6 + 0.7 * flash, FLASH, flash * flicker);
    glow.add(x + ux * 0.1, y, z + uz * 0.1, 0.3, FLASH_CORE, flash);
    // Powder smoke from each shot: rolls forward a little, rises and spreads, thins out by the end.
    for (let v = 0; v < 2; v++) {
      const born = v === 0 ? t1 : t2;
      const age = (p - born) / (1 - born);
      if (age <= 0) continue;
      const r = jitter(seed, k, 3 + v);
      const forward = 0.25 + (calm ? 0.2 : 0.7) * age;
      const side = (r - 0.5) * 0.8 * age;
      scratch.copy(SMOKE_NEW).lerp(SMOKE_OLD, Math.min(1, age * 1.3));
      puff.add(
        x + ux * forward + px * side,
        y + 0.05 + (calm ? 0.5 : 1.5) * age * (0.8 + 0.4 * r),
        z + uz * forward + pz * side,
        0.6 + (1.8 + 0.6 * r) * age,
        scratch,
        0.55 * Math.min(1, age * 8) * (1 - age) ** 1.2,
      );
    }
  }

  // Tracer streaks, one per die, each over a tenth of the shot; a faint dashed line of light.
  const streaks = Math.min(dice, 8);
  const ty = s.b[1] + 0.35;
  for (let k = 0; k < streaks; k++) {
    const t = 0.06 + 0.38 * (streaks > 1 ? k / (streaks - 1) : 0.5) + 0.04 * jitter(seed, k, 5);
    const u = (p - t) / 0.1;
    if (u < 0 || u > 1) continue;
    const from = ((k + 0.5) / streaks - 0.5) * FRONT_WIDTH;
    const to = (jitter(seed, k, 6) - 0.5) * 1.8;
    const sx = cx + px * from;
    const sz = cz + pz * from;
    const ex = s.b[0] + px * to - ux * 0.4;
    const ez = s.b[2] + pz * to - uz * 0.4;
    const dx = ex - sx;
    const dz = ez - sz;
    const d = Math.hypot(dx, dz) || 1;
    glow.add(lerp(sx, ex, u), lerp(y, ty, u), lerp(sz, ez, u), 0.12, TRACER, 0.9, (dx / d) * 1.4, 0, (dz / d) * 1.4);
  }
  const reach = Math.max(0, len - FRONT_AHEAD - 0.5);
  const dashes = Math.max(4, Math.min(16, Math.round(reach / 0.9)));
  const lineAlpha = 0.28 * envelope(p, 0.02, 0.1, 0.5, 0.65);
  const phase = frac(p * 2.5);
  for (let i = 0; i < dashes; i++) {
    const f = (i + phase) / dashes;
    glow.add(cx + ux * reach * f, lerp(y, ty, f), cz + uz * reach * f, 0.08, TRACER, lineAlpha, ux * ((reach / dashes) * 0.45), 0, uz * ((reach / dashes) * 0.45));
  }

  // Dust thrown up where the hits land, one after another toward the end.
  const shown = Math.min(hits, 6);
  for (let i = 0; i < shown; i++) {
    const t = 0.52 + 0.3 * (shown > 1 ? i / (shown - 1) : 0.5);
    const age = (p - t) / 0.3;
    if (age <= 0 || age >= 1.2) continue;
    const spread = (jitter(seed, i, 7) - 0.5) * 2;
    const depth = (jitter(seed, i, 8) - 0.5) * 0.8;
    const hx = s.b[0] + px * spread + ux * depth;
    const hz = s.b[2] + pz * spread + uz * depth;
    glow.add(hx, s.b[1] + 0.2, hz, 0.7, SPARK, Math.max(0, 1 - age * 5));
    for (let j = 0; j < 3; j++) {
      const a = Math.min(age, 1);
      const r = jitter(seed, i * 3 + j, 9);
      const angle = r * Math.PI * 2;
      scratch.copy(DUST_LIGHT).lerp(DUST_DARK, r);
      puff.add(
        hx + Math.cos(angle) * 0.35 * a,
        s.b[1] + 0.1 + (0.4 + 0.5 * r) * a,
        hz + Math.sin(angle) * 0.35 * a,
        0.4 + 1.2 * a,
        scratch,
        0.7 * Math.min(1, a * 10) * (1 - a),
      );
    }
  }
}

function drawCharge(glow: BillboardPool, s: Stage, p: number): void {
  const { ux, uz, len } = heading(s);
  const start = 0.6;
  const reach = Math.max(0.5, len - 1.4);
  const y = (s.a[1] + s.b[1]) / 2 + 0.5;
  const grow = Math.min(1, p * 1.6);
  const alpha = 0.9 * envelope(p, 0, 0.05, 0.8, 1);
  const segments = 9;
  const seg = reach / segments;
  for (let i = 0; i < segments; i++) {
    const f = (i + 0.5) / segments;
    if (f > grow) break;
    const d = start + reach * f;
    glow.add(s.a[0] + ux * d, y, s.a[2] + uz * d, 0.16, CHARGE, alpha, ux * seg * 0.35, 0, uz * seg * 0.35);
  }
  if (grow < 1) return;
  // The arrowhead: two arms swept back from the tip.
  const tipX = s.a[0] + ux * (start + reach);
  const tipZ = s.a[2] + uz * (start + reach);
  const arm = 0.7;
  for (let sign = -1; sign <= 1; sign += 2) {
    const angle = Math.PI + sign * 0.6;
    const ax = ux * Math.cos(angle) - uz * Math.sin(angle);
    const az = ux * Math.sin(angle) + uz * Math.cos(angle);
    glow.add(tipX + (ax * arm) / 2, y, tipZ + (az * arm) / 2, 0.18, CHARGE, alpha, ax * arm * 0.5, 0, az * arm * 0.5);
  }
}

function drawMelee(glow: BillboardPool, puff: BillboardPool, s: Stage, p: number, seed: number, calm: boolean): void {
  const mx = (s.a[0] + s.b[0]) / 2;
  const mz = (s.a[2] + s.b[2]) / 2;
  const my = Math.max(s.a[1], s.b[1]) + 0.3;
  const on = envelope(p, 0, 0.12, 0.8, 1);
  // The cloud of the mêlée, swelling and settling three times.
  for (let k = 0; k < 14; k++) {
    const r1 = jitter(seed, k, 10);
    const r2 = jitter(seed, k, 11);
    const swell = calm ? 0.5 : 0.5 + 0.5 * Math.sin(p * Math.PI * 6 + k * 0.9);
    const angle = r1 * Math.PI * 2;
    const radius = (0.4 + 1.0 * r2) * (0.85 + 0.3 * swell);
    scratch.copy(DUST_LIGHT).lerp(DUST_DARK, r2);
    puff.add(
      mx + Math.cos(angle) * radius,
      my + 0.15 + 0.6 * r1 + 0.25 * swell,
      mz + Math.sin(angle) * radius,
      1.0 + 0.8 * r2 + 0.4 * swell,
      scratch,
      0.5 * on * (0.7 + 0.3 * swell),
    );
  }
  // A glow at the heart of it, pulsing with the cloud.
  const beat = calm ? 0.5 : 0.5 + 0.5 * Math.sin(p * Math.PI * 6);
  glow.add(mx, my + 0.4, mz, 1.3 + 0.6 * beat, SPARK_HOT, 0.3 * on * beat);
  if (calm) return;
  // Sparks flying out on short arcs, each relaunched in a new direction every cycle.
  for (let k = 0; k < 24; k++) {
    const period = 0.16 + 0.1 * jitter(seed, k, 12);
    const cycle = p / period + jitter(seed, k, 13);
    const life = frac(cycle);
    const n = Math.floor(cycle);
    const angle = jitter(seed, k * 31 + n, 14) * Math.PI * 2;
    const speed = 0.8 + 0.9 * jitter(seed, k * 31 + n, 15);
    const dx = Math.cos(angle);
    const dz = Math.sin(angle);
    const out = life * speed;
    const up = 0.9 * life - 1.1 * life * life;
    const rise = 0.9 - 2.2 * life;
    glow.add(mx + dx * out, my + 0.4 + up, mz + dz * out, 0.12, k & 1 ? SPARK : SPARK_HOT, on * (1 - life), dx * 0.22, rise * 0.22, dz * 0.22);
  }
}

function drawLosses(glow: BillboardPool, s: Stage, p: number): void {
  const flash = Math.sin(Math.PI * Math.min(1, Math.max(0, p)));
  for (let i = 0; i < s.lossCount; i++) {
    const x = s.losses[i * 3]!;
    const y = s.losses[i * 3 + 1]! + 0.5;
    const z = s.losses[i * 3 + 2]!;
    glow.add(x, y, z, 3.2, LOSS, 0.75 * flash);
    glow.add(x, y + 0.1, z, 1.3, LOSS_CORE, 0.5 * flash * flash);
  }
}
