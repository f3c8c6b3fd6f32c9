// Brave Little Belgium's dice in the shared dice tray (src/scene/dice): where each die of a
// 'dice.rolled' beat comes to rest, and the labels beside them. Pure (no three, no React).
//
// Tray frame as in dice/layout.ts: centred on the origin, x across, z toward the viewer, felt at y = 0.
// Combat (7.3, 8.1): the attacker's dice on the left half, the defender's on the right, in rows
// by combat factor as the Battle Board groups the units (sixes, fives, fours), the fort's dice
// last. Atrocities (4.2a): one row, one die per announced army; an atrocity is marked red.
import type { Beat } from '../animation/queue';
import {
  asFace, capital, MAX_DICE, MAX_DIE, throwTimes,
  type DieSpec, type LayoutOptions, type TrayLabel, type TrayLayout, type TrayLayoutOf, type Vec3,
} from '../dice/layout';
import type { BlbDieStyle } from './dieStyles';

export interface CombatRoll {
  side: string;
  unit: string;
  cf: number;
  modifier: number;
  die: number;
  hit: boolean;
}

export interface AtrocityRoll {
  army: string;
  die: number;
  atrocity: boolean;
}

export interface BlbLayoutOptions extends LayoutOptions {
  /** Which side attacks (left half); default the first side that rolled. */
  attacker?: string;
  sideName?: (side: string) => string;
  armyName?: (army: string) => string;
}

/** Dice per row before a group wraps to the next row. */
export const DICE_PER_ROW = 5;

/** Beats after which BLB's dice leave the tray. */
export const BLB_CLEARS_TRAY: ReadonlySet<string> = new Set(['combat.ended', 'turn.began', 'activation.began', 'chit.drawn', 'game.over']);

/**
 * The tray's `layout` prop for BLB: remembers who attacks in the battle under way (its
 * 'combat.started' beat) so the attacker's dice go on the left, and names sides and armies.
 * One per tray (it keeps that memory).
 */
export function blbTrayLayout(names: { sideName?: (side: string) => string; armyName?: (army: string) => string } = {}): TrayLayoutOf {
  let attacker: string | undefined;
  return (beat: Beat, options: LayoutOptions) => {
    if (beat.type === 'combat.started') attacker = typeof beat.attacker === 'string' ? beat.attacker : undefined;
    return layoutRoll(beat, {
      ...options,
      ...(attacker && beat.purpose !== 'atrocities' ? { attacker } : {}),
      ...(names.sideName ? { sideName: names.sideName } : {}),
      ...(names.armyName ? { armyName: names.armyName } : {}),
    });
  };
}

/** The layout of a 'dice.rolled' beat, or null for a beat without dice. */
export function layoutRoll(beat: { type: string; [k: string]: unknown }, options: BlbLayoutOptions): TrayLayout | null {
  if (beat.type !== 'dice.rolled' || !Array.isArray(beat.rolls) || beat.rolls.length === 0) return null;
  return beat.purpose === 'atrocities'
    ? layoutAtrocities(beat.rolls as AtrocityRoll[], Number(beat.atrocities ?? 0), options)
    : layoutCombat(String(beat.box ?? ''), beat.rolls as CombatRoll[], options);
}

export function layoutCombat(box: string, rolls: readonly CombatRoll[], options: BlbLayoutOptions): TrayLayout {
  const { width: W, depth: D } = options;
  const sideName = options.sideName ?? capital;
  const max = Math.min(options.maxDice ?? MAX_DICE, MAX_DICE);
  const sides: string[] = [];
  for (const r of rolls) if (!sides.includes(r.side)) sides.push(r.side);
  const attacker = options.attacker ?? sides[0] ?? '';
  const left = attacker;
  const right = sides.find((s) => s !== attacker) ?? (attacker === 'german' ? 'entente' : 'german');

  // Rows per half: one per combat factor (descending), the fort's dice in a row of their own,
  // wrapping after DICE_PER_ROW.
  type Row = { label: string; rolls: { roll: CombatRoll; index: number }[] };
  const rowsOf = (side: string): Row[] => {
    const mine = rolls.map((roll, index) => ({ roll, index })).filter((x) => x.roll.side === side);
    const groups = new Map<string, { cf: number; fort: boolean; modifier: number; list: typeof mine }>();
    for (const x of mine) {
      const fort = x.roll.unit === 'fort';
      const key = `${fort ? 'fort' : 'unit'}:${x.roll.cf}:${x.roll.modifier}`;
      if (!groups.has(key)) groups.set(key, { cf: x.roll.cf, fort, modifier: x.roll.modifier, list: [] });
      groups.get(key)!.list.push(x);
    }
    const ordered = [...groups.values()].sort((a, b) => Number(a.fort) - Number(b.fort) || b.cf - a.cf || b.modifier - a.modifier);
    const rows: Row[] = [];
    for (const g of ordered) {
      const label = `${g.fort ? 'Fort ' : ''}${g.cf}+${g.modifier > 0 ? ` (+${g.modifier})` : ''}`;
      for (let i = 0; i < g.list.length; i += DICE_PER_ROW) {
        rows.push({ label: i === 0 ? label : '', rolls: g.list.slice(i, i + DICE_PER_ROW) });
      }
    }
    return rows;
  };
  const halves = [
    { side: left, rows: rowsOf(left), x0: -W / 2, role: 'attacks' },
    { side: right, rows: rowsOf(right), x0: 0, role: 'defends' },
  ];
  const rowCount = Math.max(1, ...halves.map((h) => h.rows.length));
  const columns = Math.max(1, ...halves.flatMap((h) => h.rows.map((r) => r.rolls.length)));
  const labelColumn = 1.7;
  const pitch = 1.85;
  // The headers' size: as for full rows of five dice (so they never crowd the result line).
  const s0 = Math.min(W / 2 / (labelColumn + 0.7 + (DICE_PER_ROW - 1) * pitch + 0.9), D / (3.1 + (rowCount - 1) * pitch + 1));
  const headerZ = -D / 2 + s0 * 0.75;
  // Header and result letters: half as large again as the old s0 * 0.62, up to 0.6 (the longest,
  // 'Entente defends', and '2 hits' still share half the tray's line).
  const headerH = Math.min(s0 * 0.93, 0.6);
  // The dice as large as the rows they fill allow (a one-on-one fight reads from across a
  // room), up to MAX_DIE: across, a row label and `columns` dice in half the tray; down, the
  // rows under the header, far enough below it that a die's height does not hide it from an
  // oblique camera.
  const s = Math.max(
    s0,
    Math.min(MAX_DIE, W / 2 / (labelColumn + 0.7 + (columns - 1) * pitch + 0.9), (D - 1.35 * s0) / (2.46 + (rowCount - 1) * pitch)),
  );
  const firstRowZ = headerZ + s0 * 0.6 + s * 1.75;

  const dice: DieSpec[] = [];
  const labels: TrayLabel[] = [];
  const thrown: { roll: CombatRoll; index: number; rest: Vec3; from: Vec3 }[] = [];
  for (const half of halves) {
    const hits = rolls.filter((r) => r.side === half.side && r.hit).length;
    const rolled = rolls.filter((r) => r.side === half.side).length;
    const centreX = half.x0 + W / 4;
    labels.push({
      key: `head:${half.side}`, text: `${sideName(half.side)} ${half.role}`, role: 'header',
      x: centreX - s0 * 1.2, z: headerZ, height: headerH, appear: 0, tone: 'plain',
    });
    labels.push({
      key: `result:${half.side}`,
      text: rolled === 0 ? 'no dice' : `${hits} hit${hits === 1 ? '' : 's'}`,
      role: 'result', x: half.x0 + W / 2 - s0 * 1.9, z: headerZ, height: headerH, appear: 1,
      tone: hits > 0 ? 'good' : 'plain',
    });
    half.rows.forEach((row, r) => {
      const z = firstRowZ + r * s * pitch;
      if (row.label) {
        // Capped: a long one ('Fort 6+ (+1)') must not reach the row's first die.
        labels.push({ key: `row:${half.side}:${r}`, text: row.label, role: 'row', x: half.x0 + s * (labelColumn / 2 + 0.2), z, height: Math.min(s * 0.58, 0.54), appear: 0, tone: 'plain' });
      }
      row.rolls.forEach((x, i) => {
        const rest: Vec3 = [half.x0 + s * (0.2 + labelColumn + 0.5 + i * pitch), 0, z];
        // Thrown in from the viewer's edge of the tray, toward the back.
        const from: Vec3 = [half.x0 + W / 4 + (i - 2) * s * 0.6, 0, D / 2 - s * 0.9];
        thrown.push({ roll: x.roll, index: x.index, rest, from });
      });
    });
  }
  thrown.sort((a, b) => a.index - b.index);
  const shown = thrown.slice(0, max);
  shown.forEach((x, i) => {
    const { start, end } = throwTimes(i, shown.length);
    const style: BlbDieStyle = x.roll.unit === 'fort' ? 'fort' : x.roll.side === 'german' ? 'german' : 'entente';
    dice.push({
      index: i, value: asFace(x.roll.die), style, rest: x.rest, from: x.from, mark: x.roll.hit ? 'hit' : null, start, end,
      seedText: `${box}:${x.index}:${x.roll.side}:${x.roll.unit}:${x.roll.die}`, owner: x.roll.unit,
    });
  });
  return { purpose: 'combat', divided: true, dieSize: s, dice, labels };
}

export function layoutAtrocities(rolls: readonly AtrocityRoll[], total: number, options: BlbLayoutOptions): TrayLayout {
  const { width: W, depth: D } = options;
  const armyName = options.armyName ?? ((a: string) => a.toUpperCase());
  const n = Math.min(rolls.length, options.maxDice ?? MAX_DICE, 8);
  const pitch = 2.1;
  const s = Math.min(W / (n * pitch + 1), D / 5.2);
  const headerZ = -D / 2 + s * 0.95;
  const rowZ = 0;
  const count = rolls.filter((r) => r.atrocity).length;
  const labels: TrayLabel[] = [
    { key: 'head', text: 'Atrocities check (4.2a): 4+ is an atrocity', role: 'header', x: 0, z: headerZ, height: s * 0.5, appear: 0, tone: 'plain' },
    {
      key: 'result',
      text: `${count === 0 ? 'No atrocity' : `${count} atrocit${count === 1 ? 'y' : 'ies'}`} · ${total} of 5`,
      role: 'result', x: 0, z: D / 2 - s * 0.9, height: s * 0.55, appear: 1, tone: count > 0 ? 'bad' : 'good',
    },
  ];
  const dice: DieSpec[] = [];
  const x0 = -((n - 1) * pitch * s) / 2;
  for (let i = 0; i < n; i++) {
    const roll = rolls[i]!;
    const x = x0 + i * pitch * s;
    const { start, end } = throwTimes(i, n);
    dice.push({
      index: i, value: asFace(roll.die), style: 'atrocity', rest: [x, 0, rowZ], from: [x * 0.4, 0, D / 2 - s * 0.9],
      mark: roll.atrocity ? 'fail' : null, start, end, seedText: `atrocities:${i}:${roll.army}:${roll.die}`, owner: roll.army,
    });
    labels.push({ key: `army:${i}`, text: armyName(roll.army), role: 'army', x, z: rowZ + s * 1.25, height: s * 0.45, appear: 0, tone: 'plain' });
  }
  return { purpose: 'atrocities', divided: true, dieSize: s, dice, labels };
}
