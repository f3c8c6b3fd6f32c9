// The shared shape of a dice tray's contents: where each die comes to rest and the labels beside
// them, as a game's layout (src/scene/<game>/diceLayout.ts) computes them from a beat, and the
// helpers those layouts share. Pure (no three, no React): the tray component turns this into meshes.
//
// Tray frame: centred on the origin, x across the tray, z toward the viewer, the felt at y = 0.
import type { Beat } from '../animation/queue';
import { isDieFace, type DieFace } from './orientation';

export type Vec3 = readonly [number, number, number];

export interface DieSpec {
  index: number;
  value: DieFace;
  /** The game's name for how the die looks: a key of the die styles the tray is given. */
  style: string;
  rest: Vec3;
  from: Vec3;
  /** Marked once settled: 'hit' (a gold ring: a hit, a success), 'fail' (a red ring: it went wrong for the roller). */
  mark: 'hit' | 'fail' | null;
  /** Fractions of the dice shot: when this die is thrown and when it lies still. */
  start: number;
  end: number;
  /** What its tumble is hashed from (the beat's data for this die). */
  seedText: string;
  /** What the die was rolled for (a unit, or whatever the game names). */
  owner: string;
}

export type LabelRole = 'header' | 'row' | 'result' | 'army';

export interface TrayLabel {
  key: string;
  text: string;
  role: LabelRole;
  /** Centre on the felt. */
  x: number;
  z: number;
  /** Height of the label's line in world units; its letters' em is TRAY_LABEL_EM of it (textures.ts). */
  height: number;
  /** Fraction of the dice shot after which it shows (results wait for the dice to settle). */
  appear: number;
  /** Text colour hint: plain, good news (hits), bad news. */
  tone: 'plain' | 'good' | 'bad';
}

export interface TrayLayout {
  /** What the dice are rolled for, in the game's words (for tests and probes). */
  purpose: string;
  /** Two sides' dice facing each other: a divider runs down the middle of the tray. */
  divided: boolean;
  dieSize: number;
  dice: DieSpec[];
  labels: TrayLabel[];
}

/** What the tray tells a game's layout: the felt's size (and, for tests, a cap on dice). */
export interface LayoutOptions {
  width: number;
  depth: number;
  /** Most dice the tray shows (the rest are left out, counted in the result line). */
  maxDice?: number;
}

/**
 * A game's tray layout: the dice a beat throws (null: not a dice beat). The tray calls it for
 * every shot that starts, in order, so a layout may remember earlier beats (who attacks).
 */
export type TrayLayoutOf = (beat: Beat, options: LayoutOptions) => TrayLayout | null;

export const MAX_DICE = 24;
/** A tray label's font size (em) as a share of its line height (dice/textures.ts labelTexture). */
export const TRAY_LABEL_EM = 0.72;
/** The largest die, world units (a counter is 1): big enough to read across a room. */
export const MAX_DIE = 1.25;

export const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** When the index-th of `count` dice is thrown and when it lies still (fractions of the shot). */
export function throwTimes(index: number, count: number): { start: number; end: number } {
  // Thrown one after another over the first 30% of the shot; each settles by 95%.
  const start = count > 1 ? (0.3 * index) / (count - 1) : 0;
  return { start, end: Math.min(0.95, start + 0.65) };
}

/** A rolled value as a die face (anything else shows a 1). */
export function asFace(value: number): DieFace {
  return isDieFace(value) ? value : 1;
}

