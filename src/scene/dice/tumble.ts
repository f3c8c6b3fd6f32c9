// A physics-free throw: the die flies in along a tween, bouncing and spinning, and settles
// exactly on the face the RNG chose. Everything random-looking comes from a hash of the beat's
// data, so the same roll always tumbles the same way (replays and screenshots match).
import { Rng } from '../../core/rng';
import { Quaternion, Vector3 } from 'three';
import { faceUpQuaternion, type DieFace } from './orientation';

export type Vec3 = readonly [number, number, number];

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator for looks (the core RNG, its own stream): never the game's dice. */
export function lookRandom(seed: number): () => number {
  const rng = Rng.seeded(seed);
  return () => rng.float();
}

export interface DieThrow {
  value: DieFace;
  /** Centre of the die at rest, on the floor (its y is the floor height). */
  rest: Vec3;
  /** Where it comes from (floor height is taken from rest). */
  from: Vec3;
  /** Final turn about the vertical: the same face up, not lined up like soldiers. */
  yaw: number;
  /** World axis the die spins about while it flies (near horizontal: it rolls), unit length. */
  spinAxis: Vec3;
  /** Radians of spin still to unwind at the start. */
  spin: number;
  /** How high it is thrown (world units). */
  height: number;
  /** Bounces before it settles. */
  bounces: number;
  /** Half the die's edge. */
  half: number;
  tumble: boolean;
}

export interface ThrowInput {
  /** Text the look is hashed from: the beat's data for this die (box, unit, index, value). */
  seedText: string;
  value: DieFace;
  rest: Vec3;
  /** Where the throw comes from, before jitter. */
  from: Vec3;
  /** Die edge length. */
  size: number;
  /** False with reduced motion: the die drops in place, face up, without spinning. */
  tumble?: boolean;
}

export function planThrow(input: ThrowInput): DieThrow {
  const rnd = lookRandom(hashString(input.seedText));
  const jitter = input.size * 1.5;
  const from: Vec3 = [input.from[0] + (rnd() - 0.5) * jitter, input.from[1], input.from[2] + (rnd() - 0.5) * jitter];
  // It rolls the way it travels: the spin unwinds, so the axis is travel x up (then the top
  // moves forward), tilted a little at random so no two dice roll alike.
  let ax = -(input.rest[2] - from[2]);
  let az = input.rest[0] - from[0];
  const len = Math.hypot(ax, az);
  if (len < 1e-9) {
    ax = 1;
    az = 0;
  } else {
    ax /= len;
    az /= len;
  }
  const twist = (rnd() - 0.5) * 0.9;
  const ay = (rnd() - 0.5) * 0.6;
  const cx = ax * Math.cos(twist) - az * Math.sin(twist);
  const cz = ax * Math.sin(twist) + az * Math.cos(twist);
  const norm = Math.hypot(cx, ay, cz);
  return {
    value: input.value,
    rest: input.rest,
    from,
    yaw: (rnd() - 0.5) * 0.7,
    spinAxis: [cx / norm, ay / norm, cz / norm],
    spin: Math.PI * 2 * (1.6 + rnd() * 1.6),
    height: input.size * (2.2 + rnd() * 1.2),
    bounces: 2 + Math.floor(rnd() * 2),
    half: input.size / 2,
    tumble: input.tumble ?? true,
  };
}

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

const tmpSpin = new Quaternion();
const tmpAxis = new Vector3();
const tmpUp = new Vector3();
const tmpInv = new Quaternion();

/**
 * The die's pose `t` (0..1) into its own throw: `outPosition` is its centre, `outQuaternion`
 * its orientation. At t = 1 it lies exactly at rest with `value` up.
 */
export function poseAt(th: DieThrow, t: number, outPosition: Vector3, outQuaternion: Quaternion): void {
  const u = clamp01(t);
  const floor = th.rest[1];
  faceUpQuaternion(th.value, th.yaw, outQuaternion);
  if (!th.tumble) {
    // Reduced motion: a short drop straight down, already face up.
    const drop = th.half * 1.5 * (1 - easeOutCubic(u));
    outPosition.set(th.rest[0], floor + th.half + drop, th.rest[2]);
    return;
  }
  // Spin about a near-horizontal world axis (it rolls), unwinding to nothing as it settles:
  // the final face is exact at u = 1.
  const left = 1 - easeOutCubic(Math.min(1, u * 1.08));
  tmpAxis.set(th.spinAxis[0], th.spinAxis[1], th.spinAxis[2]);
  tmpSpin.setFromAxisAngle(tmpAxis, th.spin * left);
  outQuaternion.premultiply(tmpSpin);
  // Across the tray, slowing down.
  const k = easeOutCubic(Math.min(1, u * 1.15));
  const x = th.from[0] + (th.rest[0] - th.from[0]) * k;
  const z = th.from[2] + (th.rest[2] - th.from[2]) * k;
  // Bounces, each lower than the one before, touching the felt between.
  const bounce = th.height * (1 - u) ** 1.8 * Math.abs(Math.cos(u * Math.PI * (th.bounces + 0.5)));
  // Keep the lowest corner on the felt whatever the tilt: the cube's extent along world up.
  tmpUp.set(0, 1, 0).applyQuaternion(tmpInv.copy(outQuaternion).invert());
  const extent = th.half * (Math.abs(tmpUp.x) + Math.abs(tmpUp.y) + Math.abs(tmpUp.z));
  outPosition.set(x, floor + extent + bounce, z);
}
