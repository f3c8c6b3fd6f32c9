// The Football War's dice in the shared dice tray (src/scene/dice): where each die of a
// 'dice.rolled' beat comes to rest, its style and the labels beside it. Pure (no three, no React).
//
// The tray stands upright in the table's left margin (battleLayout.ts), so the two sides' dice are
// stacked: the Attacker's in the far half, the Defender's in the near half, each under a header
// ("Honduras attacks") with its hits counted on the right. In each half the dice come in rows by
// what they are (6.21): the units' CV dice, the Defender's terrain dice (olive, 'Terrain'), the air
// units' dice (sky blue, 'Air'); in air-to-air (6.22) every die is a fighter's (sky blue). A die of
// 5 or 6 is a hit (HIT_ON) and gets the gold ring once it lies still.
import type { Beat } from '../../animation/queue';
import { asFace, MAX_DICE, MAX_DIE, throwTimes, type DieSpec, type LayoutOptions, type TrayLabel, type TrayLayout, type TrayLayoutOf, type Vec3 } from '../../dice/layout';
import { HIT_ON } from '../../../games/bbw/data';
import type { Battle } from '../../../games/bbw/state';
import type { Side } from '../../../games/bbw/types';
import type { BbwDieStyle } from '../dieStyles';

/** Beats after which The Football War's dice leave the tray. */
export const BBW_CLEARS_TRAY: ReadonlySet<string> = new Set(['card.played', 'cards.drawn', 'turn.advanced', 'game.over']);

/** Dice per row before a group wraps. */
export const BBW_DICE_PER_ROW = 4;

export type DieKind = 'cv' | 'terrain' | 'air';

/** One side's dice of a roll, each with what it is (6.21: the CV dice, then terrain, then air). */
export function diceKinds(step: 'air' | 'ground', side: Side, count: number, battle: Battle | null): DieKind[] {
  if (step === 'air') return Array<DieKind>(count).fill('air');
  if (!battle) return Array<DieKind>(count).fill('cv');
  const defending = side !== battle.attacker;
  const air = Math.min(count, (defending ? battle.defenderAir : battle.attackerAir).length);
  const terrain = defending ? Math.min(count - air, battle.terrainDice) : 0;
  return [...Array<DieKind>(count - air - terrain).fill('cv'), ...Array<DieKind>(terrain).fill('terrain'), ...Array<DieKind>(air).fill('air')];
}

export interface BbwLayoutOptions extends LayoutOptions {
  /** The battle the roll belongs to (battleOfRoll), or null when unknown. */
  battle: Battle | null;
  sideName: (side: Side) => string;
  areaName?: (area: string) => string;
}

const ROW_LABEL: Record<DieKind, string> = { cv: 'Units', terrain: 'Terrain', air: 'Air' };

export function layoutBbwRoll(beat: Beat, options: BbwLayoutOptions): TrayLayout | null {
  if (beat.type !== 'dice.rolled' || typeof beat.rolls !== 'object' || beat.rolls === null) return null;
  const rolls = beat.rolls as Record<Side, number[]>;
  const step = beat.step === 'air' ? 'air' : 'ground';
  const { width: W, depth: D, battle } = options;
  const attacker: Side = battle?.attacker ?? 'white';
  const defender: Side = attacker === 'white' ? 'grey' : 'white';
  const max = Math.min(options.maxDice ?? MAX_DICE, MAX_DICE);

  type Row = { label: string; kind: DieKind; dice: { value: number; index: number }[] };
  const rowsOf = (side: Side): Row[] => {
    const values = rolls[side] ?? [];
    const kinds = diceKinds(step, side, values.length, battle);
    const rows: Row[] = [];
    for (const kind of ['cv', 'terrain', 'air'] as const) {
      const list = values.map((value, index) => ({ value, index, kind: kinds[index]! })).filter((d) => d.kind === kind);
      for (let i = 0; i < list.length; i += BBW_DICE_PER_ROW) {
        // Air-to-air: the header already says fighters; a row label would only crowd the dice.
        rows.push({ label: i === 0 && step === 'ground' ? ROW_LABEL[kind] : '', kind, dice: list.slice(i, i + BBW_DICE_PER_ROW) });
      }
    }
    return rows;
  };
  // A title band across the top (what is rolled, where), then the Attacker's half, then the Defender's.
  const headerH = Math.min(0.72, W / 10);
  const titleBand = headerH * 1.5;
  const halfD = (D - titleBand) / 2;
  const halves = [
    { side: attacker, rows: rowsOf(attacker), z0: -D / 2 + titleBand, role: step === 'air' ? 'fighters' : 'attacks' },
    { side: defender, rows: rowsOf(defender), z0: -D / 2 + titleBand + halfD, role: step === 'air' ? 'fighters' : 'defends' },
  ];
  const rowCount = Math.max(1, ...halves.map((h) => h.rows.length));
  const labelColumn = 2.1;
  const pitch = 1.7;
  const top = headerH * 1.5;
  // Dice as large as the half allows: across, a label column and a row of four; down, the rows under the header.
  const s = Math.min(MAX_DIE, W / (labelColumn + 0.6 + (BBW_DICE_PER_ROW - 1) * pitch + 0.8), (halfD - top - 0.3) / (1.2 + (rowCount - 1) * pitch));

  const dice: DieSpec[] = [];
  const labels: TrayLabel[] = [];
  const title = step === 'air' ? 'Air-to-air 6.22' : 'Ground combat 6.21';
  const where = battle && options.areaName ? ` · ${options.areaName(battle.area)}` : '';
  labels.push({ key: 'title', text: `${title}${where}`, role: 'header', x: 0, z: -D / 2 + titleBand / 2, height: headerH * 0.7, appear: 0, tone: 'plain' });
  const thrown: { side: Side; kind: DieKind; value: number; index: number; rest: Vec3; from: Vec3 }[] = [];
  for (const half of halves) {
    const values = rolls[half.side] ?? [];
    const hits = values.filter((v) => v >= HIT_ON).length;
    const headerZ = half.z0 + headerH * 0.85;
    labels.push({ key: `head:${half.side}`, text: `${options.sideName(half.side)} ${half.role}`, role: 'header', x: -W / 2 + W * 0.34, z: headerZ, height: headerH, appear: 0, tone: 'plain' });
    labels.push({
      key: `result:${half.side}`,
      text: values.length === 0 ? 'no dice' : `${hits} hit${hits === 1 ? '' : 's'}`,
      role: 'result', x: W / 2 - W * 0.15, z: headerZ, height: headerH * 1.1, appear: 1, tone: hits > 0 ? 'good' : 'plain',
    });
    half.rows.forEach((row, r) => {
      const z = half.z0 + top + s * (0.75 + r * pitch);
      if (row.label) labels.push({ key: `row:${half.side}:${r}`, text: row.label, role: 'row', x: -W / 2 + s * (labelColumn / 2 + 0.2), z, height: Math.min(s * 0.6, 0.6), appear: 0, tone: 'plain' });
      row.dice.forEach((d, i) => {
        const rest: Vec3 = [-W / 2 + s * (0.2 + labelColumn + 0.5 + i * pitch), 0, z];
        const from: Vec3 = [(i - 1.5) * s * 0.6, 0, half.z0 + halfD - s * 0.7];
        thrown.push({ side: half.side, kind: row.kind, value: d.value, index: d.index, rest, from });
      });
    });
  }
  const shown = thrown.slice(0, max);
  shown.forEach((x, i) => {
    const { start, end } = throwTimes(i, shown.length);
    const style: BbwDieStyle = x.kind === 'terrain' ? 'terrain' : x.kind === 'air' ? `${x.side}-air` : x.side;
    dice.push({
      index: i, value: asFace(x.value), style, rest: x.rest, from: x.from, mark: x.value >= HIT_ON ? 'hit' : null, start, end,
      seedText: `${battle?.area ?? ''}:${step}:${x.side}:${x.index}:${x.value}`, owner: `${x.side}:${x.kind}`,
    });
  });
  return { purpose: step === 'air' ? 'air-to-air' : 'ground combat', divided: false, dieSize: s, dice, labels };
}

/** The tray's `layout` prop: each dice beat's battle found by `battleOf` (battleOfRoll on the latest view). */
export function bbwTrayLayout(battleOf: (beat: Beat) => Battle | null, names: { sideName: (side: Side) => string; areaName?: (area: string) => string }): TrayLayoutOf {
  return (beat, options) => (beat.type === 'dice.rolled' ? layoutBbwRoll(beat, { ...options, battle: battleOf(beat), ...names }) : null);
}
