// Belle Epoque's dice in the shared dice tray (src/scene/dice): where each die of a fire, an
// assault or a reactivity test comes to rest, which are marked, and the labels beside them.
// Pure (no three, no React). Which die scores is asked of the rules themselves (firing.ts'
// countHits, assault.ts' assaultScore) one die at a time, so the tray never disagrees with them.
//
// Tray frame as in dice/layout.ts: centred on the origin, x across, z toward the viewer, felt at y = 0.
// - 'unit.fired' (FIRING, SALVO): the firer's dice in one row (two past seven), hits marked.
// - 'assault.fought' (ASSAULT): the attacker's dice on the left half, the defender's on the right,
//   successful scores marked, each side's total and the winner.
// - 'reactivity.tested' (REACTIVITY TESTS, SALVO, EVADE): one die, passed or failed.
import { assaultScore } from '../../games/belle-epoque/rules/assault';
import { countHits } from '../../games/belle-epoque/rules/firing';
import type { Side } from '../../games/belle-epoque/types';
import {
  asFace, capital, MAX_DICE, MAX_DIE, throwTimes,
  type DieSpec, type LayoutOptions, type TrayLabel, type TrayLayout, type Vec3,
} from '../dice/layout';

export interface BelleLayoutOptions extends LayoutOptions {
  /** A unit's name as the tray shows it, side included ("Red 1st Rifles"); default "Red 1" for 'red-1'. */
  unitName?: (id: string) => string;
  /** A unit's side (its dice's colour); default read from the id ('red-3' is red). */
  sideOf?: (id: string) => Side | null | undefined;
}

export interface BelleNames {
  unitName?: (id: string) => string;
  sideOf?: (id: string) => Side | null | undefined;
}

type BeatLike = { type: string; [k: string]: unknown };

/** Beats after which Belle's dice leave the tray: the next token drawn, a new turn. */
export const BELLE_CLEARS_TRAY: ReadonlySet<string> = new Set(['token.drawn', 'turn.begun', 'game.over']);

/** The side in a unit id ('red-3'), else null. */
export function sideFromId(id: string): Side | null {
  const prefix = id.split('-')[0];
  return prefix === 'red' || prefix === 'blue' ? prefix : null;
}

/** 'red-3' becomes "Red 3". */
export function defaultUnitName(id: string): string {
  return capital(id.replace(/-/g, ' '));
}

/** Width over height of a line of the tray's condensed font, per character (a generous guess). */
const CHAR_ASPECT = 0.5;

/** Letter height for `text` to fit `maxWidth`, at most `maxHeight`. */
export function fitHeight(text: string, maxWidth: number, maxHeight: number): number {
  return Math.min(maxHeight, maxWidth / (text.length * CHAR_ASPECT + 0.3));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Which scores miss at the low end ("1s miss", "1s and 2s miss"), or '' if none. */
export function missText(missUpTo: number): string {
  if (missUpTo <= 0) return '';
  if (missUpTo === 1) return '1s miss';
  return `${Array.from({ length: missUpTo }, (_, i) => `${i + 1}s`).join(missUpTo === 2 ? ' and ' : ', ')} miss`;
}

/** Which assault scores count at this Successful Score level (a 1 always, a 6 never). */
export function successText(level: number): string {
  const top = Math.min(5, Math.floor(level));
  return top <= 1 ? 'only 1s count' : `scores 1 to ${top} count`;
}

const numbers = (x: unknown): number[] => (Array.isArray(x) ? x.filter((v): v is number => typeof v === 'number') : []);
const num = (x: unknown, fallback = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** The tray layout of a Belle Epoque beat, or null for a beat without dice. */
export function belleLayoutRoll(beat: BeatLike, options: BelleLayoutOptions): TrayLayout | null {
  switch (beat.type) {
    case 'unit.fired':
      return layoutFire(beat, options);
    case 'assault.fought':
      return layoutAssault(beat, options);
    case 'reactivity.tested':
      return layoutTest(beat, options);
    default:
      return null;
  }
}

/** The tray's `layout` prop with these names bound (the tray passes only LayoutOptions). */
export function belleTrayLayout(names: BelleNames | ((id: string) => string) = {}): (beat: BeatLike, options: LayoutOptions) => TrayLayout | null {
  const bound: BelleNames = typeof names === 'function' ? { unitName: names } : names;
  return (beat, options) => belleLayoutRoll(beat, { ...options, ...bound });
}

interface Resolved {
  name: (id: string) => string;
  style: (id: string) => Side;
}

function resolve(options: BelleLayoutOptions): Resolved {
  const name = options.unitName ?? defaultUnitName;
  return { name, style: (id) => options.sideOf?.(id) ?? sideFromId(id) ?? 'red' };
}

/** Vertical bands of the tray: a title, a subtitle, the dice, a result line. */
function bands(W: number, D: number, title: string, subtitle: string, result: string, columnWidth: number) {
  // Read from across a room where the camera shows the tray (tests/scene/readableHome.test.ts).
  const maxTitle = Math.min(1.2, D * 0.11);
  const titleH = fitHeight(title, columnWidth * 0.94, maxTitle);
  const subH = Math.min(titleH, fitHeight(subtitle, columnWidth * 0.94, maxTitle * 0.85));
  const resultH = fitHeight(result, W * 0.9, maxTitle);
  const titleZ = -D / 2 + maxTitle * 0.85;
  const subZ = titleZ + maxTitle * 0.6 + maxTitle * 0.55;
  const resultZ = D / 2 - maxTitle * 0.85;
  // Dice between the subtitle and the result, clear of both (a die's height hides what lies just behind it).
  const top = subZ + maxTitle * 0.5 + 0.25;
  const bottom = resultZ - maxTitle * 0.6 - 0.15;
  return { titleH, subH, resultH, titleZ, subZ, resultZ, top, bottom, maxTitle };
}

const PITCH = 1.85;

/** The largest die size that fits `count` dice in rows of at most `perRow` into a column `columnWidth` wide, `top` to `bottom`. */
function gridSize(count: number, perRow: number, columnWidth: number, top: number, bottom: number): number {
  const across = Math.max(1, Math.min(count, perRow));
  const rows = Math.max(1, Math.ceil(count / across));
  return Math.min(MAX_DIE, (columnWidth * 0.92) / ((across - 1) * PITCH + 1.5), (bottom - top) / ((rows - 1) * PITCH + 1.5));
}

/**
 * Rest positions for `count` dice in rows of at most `perRow`, centred on `cx` across a column
 * `columnWidth` wide and in the band [top, bottom]: the die size (the largest that fits, or
 * `size`) and the centres.
 */
function grid(count: number, perRow: number, cx: number, columnWidth: number, top: number, bottom: number, size = gridSize(count, perRow, columnWidth, top, bottom)): { size: number; at: Vec3[] } {
  const across = Math.max(1, Math.min(count, perRow));
  const rows = Math.max(1, Math.ceil(count / across));
  const cz = (top + bottom) / 2;
  const at: Vec3[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.floor(i / across);
    const inRow = Math.min(across, count - r * across);
    const c = i - r * across;
    at.push([cx + (c - (inRow - 1) / 2) * PITCH * size, 0, cz + (r - (rows - 1) / 2) * PITCH * size]);
  }
  return { size, at };
}

function layoutFire(beat: BeatLike, options: BelleLayoutOptions): TrayLayout | null {
  const rolls = numbers(beat.rolls);
  if (rolls.length === 0) return null;
  const { width: W, depth: D } = options;
  const { name, style } = resolve(options);
  const firer = str(beat.firer);
  const target = str(beat.target);
  const toHit = num(beat.toHit);
  const missUpTo = num(beat.missUpTo);
  const n = Math.min(rolls.length, options.maxDice ?? MAX_DICE, MAX_DICE);
  const marks = rolls.map((r) => countHits([r], toHit, missUpTo) === 1);
  const hits = marks.filter(Boolean).length;

  const title = `${name(firer)} fires at ${name(target)}`;
  const miss = missText(missUpTo);
  const why = typeof beat.missReason === 'string' && beat.missReason ? ` (${beat.missReason})` : '';
  const subtitle = `to-hit ${toHit}${miss ? `, ${miss}${why}` : ''}`;
  const left = rolls.length - n;
  const result = `${hits === 0 ? 'no hits' : plural(hits, 'hit', 'hits')}${left > 0 ? ` (${left} more dice not shown)` : ''}`;
  const b = bands(W, D, title, subtitle, result, W);
  const { size, at } = grid(n, 7, 0, W, b.top, b.bottom);
  const side = style(firer);
  const dice: DieSpec[] = [];
  for (let i = 0; i < n; i++) {
    const { start, end } = throwTimes(i, n);
    const rest = at[i]!;
    dice.push({
      index: i, value: asFace(rolls[i]!), style: side, rest, from: [rest[0] * 0.5, 0, D / 2 - size * 0.9],
      mark: marks[i] ? 'hit' : null, start, end, seedText: `fire:${firer}:${target}:${i}:${rolls[i]}`, owner: firer,
    });
  }
  const labels: TrayLabel[] = [
    { key: 'head', text: title, role: 'header', x: 0, z: b.titleZ, height: b.titleH, appear: 0, tone: 'plain' },
    { key: 'rule', text: subtitle, role: 'row', x: 0, z: b.subZ, height: b.subH, appear: 0, tone: 'plain' },
    { key: 'result', text: result, role: 'result', x: 0, z: b.resultZ, height: b.resultH, appear: 1, tone: hits > 0 ? 'good' : 'plain' },
  ];
  return { purpose: 'fire', divided: false, dieSize: size, dice, labels };
}

function layoutAssault(beat: BeatLike, options: BelleLayoutOptions): TrayLayout | null {
  const attackerRolls = numbers(beat.attackerRolls);
  const defenderRolls = numbers(beat.defenderRolls);
  if (attackerRolls.length + defenderRolls.length === 0) return null;
  const { width: W, depth: D } = options;
  const { name, style } = resolve(options);
  const attacker = str(beat.attacker);
  const defender = str(beat.defender);
  const winner = typeof beat.winner === 'string' ? beat.winner : null;
  const halfMax = Math.floor(Math.min(options.maxDice ?? MAX_DICE, MAX_DICE) / 2);
  const halves = [
    { id: attacker, rolls: attackerRolls.slice(0, halfMax), level: num(beat.attackerLevel, 1), score: num(beat.attackerScore), x0: -W / 2, role: 'assaults' },
    { id: defender, rolls: defenderRolls.slice(0, halfMax), level: num(beat.defenderLevel, 1), score: num(beat.defenderScore), x0: 0, role: 'defends' },
  ];
  const diff = Math.abs(halves[0]!.score - halves[1]!.score);
  const verdict = winner ? `${name(winner)} wins by ${diff}` : 'A tie: each side loses a stand';
  const titles = halves.map((h) => `${name(h.id)} ${h.role}`);
  const subs = halves.map((h) => successText(h.level));
  // One size for both halves' titles (the longer decides), so they read as a pair.
  const longestTitle = titles.reduce((a, b) => (b.length > a.length ? b : a));
  const longestSub = subs.reduce((a, b) => (b.length > a.length ? b : a));
  const b = bands(W, D, longestTitle, longestSub, verdict, W / 2);
  // Room under the dice for each side's total, above the verdict.
  const totalH = Math.min(b.maxTitle * 0.8, b.resultH);
  const totalZ = b.resultZ - b.maxTitle * 1.05;
  const bottom = totalZ - totalH * 0.6 - 0.15;
  const perRow = Math.max(3, ...halves.map((h) => Math.ceil(h.rolls.length / 2)));
  // Both halves in one size, so a die means the same on either side.
  const size = Math.min(...halves.map((h) => gridSize(h.rolls.length, perRow, W / 2, b.top, bottom)));
  const dice: DieSpec[] = [];
  const labels: TrayLabel[] = [];
  const total = halves[0]!.rolls.length + halves[1]!.rolls.length;
  halves.forEach((h, k) => {
    const cx = h.x0 + W / 4;
    const { at } = grid(h.rolls.length, perRow, cx, W / 2, b.top, bottom, size);
    h.rolls.forEach((r, i) => {
      const rest = at[i]!;
      const order = dice.length;
      const { start, end } = throwTimes(order, total);
      dice.push({
        index: order, value: asFace(r), style: style(h.id), rest, from: [cx + (rest[0] - cx) * 0.4, 0, D / 2 - size * 0.9],
        mark: assaultScore([r], h.level) > 0 ? 'hit' : null, start, end, seedText: `assault:${attacker}:${defender}:${k}:${i}:${r}`, owner: h.id,
      });
    });
    const won = winner === h.id;
    labels.push(
      { key: `head:${k}`, text: titles[k]!, role: 'header', x: cx, z: b.titleZ, height: b.titleH, appear: 0, tone: 'plain' },
      { key: `rule:${k}`, text: subs[k]!, role: 'row', x: cx, z: b.subZ, height: b.subH, appear: 0, tone: 'plain' },
      {
        key: `total:${k}`, text: `total ${h.score}`, role: 'result', x: cx, z: totalZ, height: totalH, appear: 1,
        tone: winner === null ? 'plain' : won ? 'good' : 'bad',
      },
    );
  });
  labels.push({ key: 'result', text: verdict, role: 'result', x: 0, z: b.resultZ, height: b.resultH, appear: 1, tone: winner ? 'good' : 'plain' });
  return { purpose: 'assault', divided: true, dieSize: size, dice, labels };
}

function layoutTest(beat: BeatLike, options: BelleLayoutOptions): TrayLayout | null {
  if (typeof beat.roll !== 'number') return null;
  const { width: W, depth: D } = options;
  const { name, style } = resolve(options);
  const unit = str(beat.unit);
  const basic = num(beat.basicScore);
  const cp = num(beat.commandPoints);
  const success = beat.success === true;
  const what = beat.reaction === 'salvo' ? 'salvo test' : beat.reaction === 'evade' ? 'evade test' : 'reactivity test';
  const title = `${name(unit)}: ${what}`;
  const subtitle = cp > 0 ? `needs ${basic + cp} or less (basic ${basic} + ${cp} CP)` : `needs ${basic} or less (basic score)`;
  const result = success ? 'Passed' : 'Failed';
  const b = bands(W, D, title, subtitle, result, W);
  const { size, at } = grid(1, 1, 0, W, b.top, b.bottom);
  const rest = at[0]!;
  const dice: DieSpec[] = [{
    index: 0, value: asFace(beat.roll), style: style(unit), rest, from: [0, 0, D / 2 - size * 0.9],
    mark: success ? 'hit' : 'fail', start: 0, end: 0.8, seedText: `test:${unit}:${String(beat.reaction ?? '')}:${basic}:${cp}:${beat.roll}`, owner: unit,
  }];
  const labels: TrayLabel[] = [
    { key: 'head', text: title, role: 'header', x: 0, z: b.titleZ, height: b.titleH, appear: 0, tone: 'plain' },
    { key: 'rule', text: subtitle, role: 'row', x: 0, z: b.subZ, height: b.subH, appear: 0, tone: 'plain' },
    { key: 'result', text: result, role: 'result', x: 0, z: b.resultZ, height: b.resultH, appear: 1, tone: success ? 'good' : 'bad' },
  ];
  return { purpose: 'test', divided: false, dieSize: size, dice, labels };
}
