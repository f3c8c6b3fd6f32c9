// The combat duel of La Petite Guerre on the table (pure: no three, no React), in the duel spot
// (tableLayout.ts LPG_TABLE.duel: 18 x 11 world units at the head of the east column):
//   - a header: the battle's place and who attacks;
//   - left, a row for each side (American above, British below: the chart's rows and columns): its
//     name, its calls for reinforcements, the combat cards it drew by its highest commander's rank
//     (open, rules notes; the seated side's choosable ones lit), its strength and bonuses where the
//     view gives them, and the slot where its chosen card lies face down (the viewer's own face up
//     to him), both turned together when they are shown (combat.cardsRevealed);
//   - right, the Combat Resolution Chart (src/games/lpg/tables/combat.ts, printed: chartTexture.ts)
//     with the row of the American card, the column of the British card and their cell lit once
//     the cards are shown, and under it the dice tray (the calls, each card's "in 6", the
//     commanders lost: diceLayout.ts);
//   - across the foot, once shown: who won, large, and the casualties, the Loyalty change and the
//     retreat.
// duelScene turns a view, what the table has shown of it so far (the queue's shots) and the shot
// now playing into the cards, lines of text and lit planes to draw.
import type { SideStrength as RulesSideStrength } from '../../../games/lpg/rules/combatResolution';
import { COMBAT_CARDS, COMBAT_RESOLUTION_CHART, type CombatCard } from '../../../games/lpg/tables/combat';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { commanderName, hexLabel } from '../../../games/lpg/words';
import { COMBAT_BACK, HALO_FACE, LIT_FACE, combatFace } from '../cards/cardFaces';
import type { CardItem, CardLabel } from '../cards/cardLayout';
import type { LabelPlane } from '../cards/labelSheet';
import { LPG_TABLE } from '../tableLayout';

const SPOT = LPG_TABLE.duel;
const X0 = SPOT.x - SPOT.w / 2;
const Z0 = SPOT.z - SPOT.d / 2;

/** A drawn combat card (up to six a side). */
export const DRAWN_CARD = { w: 1.3, d: 1.82 } as const;
/** The chosen card's slot. */
export const CHOSEN_CARD = { w: 2.2, d: 3.08 } as const;
const DRAWN_STEP = 1.42;

/** Local rows and columns of the duel spot (from its west and north edges). */
export const DUEL_ROWS: Record<Side, number> = { american: 1.2, british: 5.0 };
const ROW_D = 3.7;
const CHOSEN_X = 10.0;
/** The Combat Resolution Chart's place and grid (local, from the spot's west and north edges). */
export const CHART = { x0: 11.65, z0: 1.1, title: 0.55, head: 0.75, rowHead: 1.6, cell: 0.77 } as const;
export const CHART_W = CHART.rowHead + 6 * CHART.cell;
export const CHART_D = CHART.title + CHART.head + 6 * CHART.cell;
/** The dice tray's place (world centre and inner size): under the chart. */
export const DUEL_TRAY = { x: X0 + CHART.x0 + CHART_W / 2, z: Z0 + CHART.z0 + CHART_D + 0.3 + 1.55, w: 5.9, d: 3.0 } as const;
const RESULT_Z = 9.35;

const ORDER = COMBAT_CARDS.map((c) => c.id);
const world = (lx: number, lz: number) => ({ x: X0 + lx, z: Z0 + lz });

/** The chart's cell centre for an American card (row) and a British card (column), world units. */
export function chartCell(american: CombatCard, british: CombatCard): { x: number; z: number } {
  const r = ORDER.indexOf(american);
  const c = ORDER.indexOf(british);
  return world(CHART.x0 + CHART.rowHead + (c + 0.5) * CHART.cell, CHART.z0 + CHART.title + CHART.head + (r + 0.5) * CHART.cell);
}

/** Where a side's drawn cards lie (world centres), left to right in the order of the six. */
export function drawnSpots(side: Side, n: number): { x: number; z: number }[] {
  return Array.from({ length: n }, (_, i) => world(0.3 + DRAWN_CARD.w / 2 + i * DRAWN_STEP, DUEL_ROWS[side] + 0.55 + DRAWN_CARD.d / 2));
}

/** The centre of a side's chosen-card slot (world). */
export function chosenSpot(side: Side): { x: number; z: number } {
  return world(CHOSEN_X, DUEL_ROWS[side] + ROW_D / 2);
}

/** A lit plane over the chart (its row, its column, the cell) or a slot's mat: a tinted rectangle printed on the duel's sheet. */
export type DuelPlane = LabelPlane;

/** One side's strength in the battle (§12: the rules' sideStrength, in the view and the battle report). */
export type SideStrength = RulesSideStrength;

/** What the table has shown so far, as the component tracks it from the queue. */
export interface DuelShown {
  /** The last battle whose cards the table has begun to turn (lastBattle.n), 0: none. */
  revealedN: number;
  /** The last battle whose reveal has played out (its chart lit, its result told). */
  toldN: number;
  /** Which battle to show: the one open at `hex` (from its battle.begun), the last battle's result, or as the view has it. */
  focus: { kind: 'open'; hex: string } | { kind: 'result' } | { kind: 'auto' };
}

export interface DuelShot {
  beat: { type: string; [k: string]: unknown };
  progress: number;
  motion: boolean;
}

export interface DuelInput {
  view: Pick<LpgView, 'combat' | 'lastBattle' | 'phasing' | 'loyalty'>;
  viewer: Side | null;
  /** The combat cards the seated side may choose now (boardPlay's play.combatCards). */
  choosable: ReadonlySet<string>;
  hovered: string | null;
  shown: DuelShown;
}

export interface DuelScene {
  /** 'open': a battle being fought; 'result': a battle's cards shown; null: no battle to show. */
  mode: 'open' | 'result' | null;
  hex: string | null;
  items: CardItem[];
  labels: CardLabel[];
  planes: DuelPlane[];
  /** The winner once shown (null on a draw, or before). */
  winner: Side | null | undefined;
}

const SIDE_PLURAL: Record<Side, string> = { american: 'AMERICANS', british: 'BRITISH' };
/** The side as its troops are called ("the British attack", "Americans lose 2"). */
const PEOPLE: Record<Side, string> = { american: 'Americans', british: 'British' };
const ease = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));

/** The strength line: "strength 6 +1 woods +1 commander = 8". */
export function strengthLine(s: SideStrength | undefined | null): string | null {
  if (!s) return null;
  // The sum of the bonuses only: by name they run past the duel's column (the flat board's panel names each).
  const sum = s.bonuses.reduce((t, x) => t + x.value, 0);
  const n = s.bonuses.filter((x) => x.value !== 0).length;
  return `strength ${s.points}, ${n} bonus${n === 1 ? '' : 'es'} ${sum > 0 ? '+' : sum < 0 ? '−' : '±'}${Math.abs(sum)}: ${s.total}`;
}

/** The foot's lines once a battle is shown: who won, and what it cost. */
export function resultLines(b: NonNullable<LpgView['lastBattle']>): { big: string; cost: string; after: string } {
  const big = b.winner ? `${SIDE_PLURAL[b.winner]} WIN` : 'A DRAW';
  const loss = (s: Side) => `${PEOPLE[s]} lose ${b.casualties[s]}`;
  const cost = [`${loss('american')}, ${loss('british')}`];
  cost.push(b.loyalty !== 0 ? `Loyalty ${b.loyalty > 0 ? '+' : '−'}${Math.abs(b.loyalty)}` : 'Loyalty unchanged');
  const after: string[] = [];
  for (const c of b.commanderLosses) after.push(`${commanderName(c.id)} ${c.fate}`);
  if (b.retreat) after.push(b.retreat.to ? `the ${PEOPLE[b.retreat.side]} retreat to ${hexLabel(b.retreat.to)}` : `the ${PEOPLE[b.retreat.side]} surrender: nowhere to retreat`);
  return { big, cost: cost.join(' · '), after: after.join(' · ') };
}

/** Everything the duel shows now. */
export function duelScene(input: DuelInput, shot: DuelShot | null = null): DuelScene {
  const { view, viewer, choosable, hovered, shown } = input;
  const items: CardItem[] = [];
  const labels: CardLabel[] = [];
  const planes: DuelPlane[] = [];
  const open = view.combat;
  const last = view.lastBattle;
  // Which battle: the open one before its cards are shown, else the last one's result.
  let mode: DuelScene['mode'] = null;
  const focus = shown.focus;
  const pending = !!last && last.n > shown.revealedN;
  if (focus.kind === 'result' && last) mode = 'result';
  else if (focus.kind === 'open') mode = open && open.hex === focus.hex && open.step !== 'retreat' ? 'open' : last && last.hex === focus.hex ? 'result' : open ? 'open' : last ? 'result' : null;
  else mode = pending && last ? 'result' : open && open.step !== 'retreat' ? 'open' : last ? 'result' : null;
  if (open && mode === 'open' && open.step === 'retreat') mode = 'result';

  const labelAt = (key: string, text: string, lx: number, lz: number, size: number, anchor: CardLabel['anchor'], tone: CardLabel['tone'], side?: Side) =>
    labels.push({ key, text, ...world(lx, lz), size, anchor, tone, ...(side ? { side } : {}) });

  // The chart's heading stays printed; its lit row, column and cell come with a shown battle.
  const hex = mode === 'open' ? open!.hex : mode === 'result' ? last!.hex : null;
  if (!mode || !hex) {
    labelAt('header', 'NO BATTLE', 0.3, 0.55, 0.75, 'left', 'dim');
    return { mode: null, hex: null, items, labels, planes, winner: undefined };
  }
  const attacker = mode === 'open' ? view.phasing : last!.attacker;
  labelAt('header', `${mode === 'result' && !(open && open.hex === hex) ? 'LAST BATTLE' : 'BATTLE'} AT ${hexLabel(hex).toUpperCase()}`, 0.3, 0.55, 0.75, 'left', 'gold');
  labelAt('attacker', `the ${PEOPLE[attacker]} attack`, SPOT.w - 0.3, 0.55, 0.5, 'right', 'plain');

  // The cards shown, and how far the turning has got.
  const revealing = shot?.beat.type === 'combat.cardsRevealed' ? shot : null;
  const turned = mode === 'result' && !!last && (revealing ? (revealing.motion ? revealing.progress : 1) >= 0.3 : !pending);
  // The flip: the backs narrow to nothing (0..0.3), the faces widen (0.3..0.5).
  const flipScale = revealing && revealing.motion ? (revealing.progress < 0.3 ? 1 - ease(revealing.progress / 0.3) : ease((revealing.progress - 0.3) / 0.2)) : 1;
  const done = !!last && last.n <= shown.toldN;
  const at = (p: number) => revealing !== null && (!revealing.motion || revealing.progress >= p);
  const lit = turned && (done || at(0.45));
  const told = turned && (done || at(0.6));

  for (const side of ['american', 'british'] as const) {
    const row = DUEL_ROWS[side];
    labelAt(`side:${side}`, SIDE_PLURAL[side], 0.3, row + 0.2, 0.55, 'left', 'side', side);
    // Drawn cards (open) while the battle is fought; the calls said beside the name.
    const fighting = mode === 'open' && !!open && open.hex === hex;
    const drawn = fighting ? (open!.drawn[side] as string[]) : [];
    if (fighting && open) {
      const calls = open.calls.filter((c) => c.side === side);
      const came = calls.filter((c) => c.answered).length;
      const words = calls.length ? `called ${calls.length} stack${calls.length === 1 ? '' : 's'}: ${came} came` : open.step === 'calls' && open.caller === side ? 'calling for reinforcements' : '';
      const cards = drawn.length ? `${drawn.length} card${drawn.length === 1 ? '' : 's'}` : '';
      labelAt(`calls:${side}`, [cards, words].filter(Boolean).join(' · '), 3.4, row + 0.2, 0.4, 'left', 'plain');
    }
    const choosing = mode === 'open' && side === viewer;
    drawnSpots(side, drawn.length).forEach((p, i) => {
      const id = drawn[i]!;
      const can = choosing && choosable.has(id);
      // A choosable card on a halo, raised (never slid: the row's words lie just above it); the hovered one more.
      const up = can && id === hovered ? 0.5 : can ? 0.25 : 0;
      if (can) items.push({ key: `halo:${side}:${id}`, face: HALO_FACE, x: p.x, y: 0.05, z: p.z, w: DRAWN_CARD.w * 1.1, d: DRAWN_CARD.d * 1.07, rotY: 0, card: null });
      items.push({ key: `drawn:${side}:${id}`, face: combatFace(id), x: p.x, y: 0.07 + up, z: p.z, w: DRAWN_CARD.w, d: DRAWN_CARD.d, rotY: 0, card: id });
    });
    // Strength and bonuses, where the view gives them.
    const strength = mode === 'open' ? open?.strength?.[side] : last?.strength?.[side];
    const sl = strengthLine(strength);
    if (sl) labelAt(`strength:${side}`, sl, 0.3, mode === 'result' ? row + 3.35 : row + 3.3, 0.4, 'left', 'plain');

    // The chosen card's slot: a mat, the card face down once chosen (the viewer's own face up), turned when shown.
    const slot = chosenSpot(side);
    planes.push({ key: `slot:${side}`, x: slot.x, z: slot.z, w: CHOSEN_CARD.w + 0.24, d: CHOSEN_CARD.d + 0.24, colour: '#120d09', opacity: 0.85 });
    let face: string | null = null;
    let id: string | null = null;
    if (mode === 'result' && last) {
      face = turned ? combatFace(last.cards[side]) : side === viewer ? combatFace(last.cards[side]) : COMBAT_BACK;
      id = turned || side === viewer ? last.cards[side] : null;
    } else if (open && open.chosen[side]) {
      face = side === viewer && open.myCard ? combatFace(open.myCard) : COMBAT_BACK;
      id = side === viewer ? open.myCard : null;
    }
    // The card going down (combat.cardChosen): it slides in from the side's row.
    const going = shot?.beat.type === 'combat.cardChosen' && shot.beat.side === side && shot.motion ? ease(shot.progress) : 1;
    if (face) {
      const w = CHOSEN_CARD.w * (revealing && revealing.motion && mode === 'result' ? flipScale : 1);
      if (lit && last && last.winner === side) items.push({ key: `won:${side}`, face: LIT_FACE, x: slot.x, y: 0.06, z: slot.z, w: CHOSEN_CARD.w * 1.2, d: CHOSEN_CARD.d * 1.13, rotY: 0, card: null });
      items.push({ key: `chosen:${side}`, face, x: slot.x - (1 - going) * 3, y: 0.08 + (1 - going) * 0.8, z: slot.z, w: Math.max(0.001, w), d: CHOSEN_CARD.d, rotY: 0, card: id });
    } else {
      const mine = mode === 'open' && side === viewer && drawn.some((c) => choosable.has(c));
      labelAt(`slot:${side}`, mine ? 'choose a card' : mode === 'open' && open?.step === 'cards' ? 'choosing' : 'no card yet', CHOSEN_X, row + ROW_D / 2, 0.36, 'center', mine ? 'gold' : 'dim');
    }
  }

  // Each side's part of the result in its row: its card and die, the steps it lost, its commanders.
  if (told && last) {
    for (const side of ['american', 'british'] as const) {
      const row = DUEL_ROWS[side];
      if (last.winner === side) planes.push({ key: `won:${side}`, x: X0 + 0.15 + (CHOSEN_X + CHOSEN_CARD.w / 2 + 0.1) / 2, z: Z0 + row + ROW_D / 2, w: CHOSEN_X + CHOSEN_CARD.w / 2 + 0.1, d: ROW_D, colour: side === 'american' ? '#3f6fd8' : '#c8413a', opacity: 0.2 });
      const card = COMBAT_CARDS.find((c) => c.id === last.cards[side])!;
      const roll = last.cardRolls?.[side];
      labelAt(`played:${side}`, card.name, 0.3, row + 1.05, 0.85, 'left', 'side', side);
      labelAt(`die:${side}`, `${card.inSix} in 6${roll === undefined ? '' : ` · its die ${roll}: ${roll <= card.inSix ? 'casualties in full' : 'one fewer'}`}`, 0.3, row + 1.8, 0.4, 'left', 'plain');
      const n = last.casualties[side];
      labelAt(`lost:${side}`, n === 0 ? 'no loss' : `${n} step${n === 1 ? '' : 's'} lost`, 0.3, row + 2.6, 0.85, 'left', n === 0 ? 'plain' : 'gold');
      const cs = last.commanderLosses.filter((c) => c.side === side).map((c) => `${commanderName(c.id)} ${c.fate}`);
      // (the strength line, where given, has this place; the foot names the commanders lost too)
      if (cs.length && !labels.some((l) => l.key === `strength:${side}`)) labelAt(`commanders:${side}`, cs.join(' · '), 0.3, row + 3.35, 0.4, 'left', 'plain');
    }
  }

  // The chart lit: the American card's row, the British card's column, their cell.
  if (lit && last) {
    const cell = chartCell(last.cards.american, last.cards.british);
    const gridW = 6 * CHART.cell;
    const rowX = world(CHART.x0 + CHART_W / 2, 0).x;
    const colZ = world(0, CHART.z0 + CHART.title + (CHART.head + gridW) / 2).z;
    planes.push({ key: 'chart:row', x: rowX, z: cell.z, w: CHART_W, d: CHART.cell, colour: '#4f7be0', opacity: 0.35 });
    planes.push({ key: 'chart:col', x: cell.x, z: colZ, w: CHART.cell, d: CHART.head + gridW, colour: '#e0574f', opacity: 0.35 });
    planes.push({ key: 'chart:cell', x: cell.x, z: cell.z, w: CHART.cell, d: CHART.cell, colour: '#ffc53d', opacity: 0.4 });
    const c = CHART.cell;
    const t = 0.09;
    for (const [k, dx, dz, w, d] of [['n', 0, -c / 2, c + t, t], ['s', 0, c / 2, c + t, t], ['w', -c / 2, 0, t, c + t], ['e', c / 2, 0, t, c + t]] as const) {
      planes.push({ key: `chart:cell:${k}`, x: cell.x + dx, z: cell.z + dz, w, d, colour: '#ffb000', opacity: 1 });
    }
  }

  // Who won, and what it cost.
  if (told && last) {
    const r = resultLines(last);
    labels.push({ key: 'result:big', text: r.big, ...world(0.3, RESULT_Z), size: 1.2, anchor: 'left', tone: last.winner ? 'side' : 'gold', ...(last.winner ? { side: last.winner } : {}) });
    labels.push({ key: 'result:cost', text: r.cost, ...world(0.3, RESULT_Z + 0.85), size: 0.4, anchor: 'left', tone: 'gold' });
    if (r.after) labels.push({ key: 'result:after', text: r.after, ...world(0.3, RESULT_Z + 1.35), size: 0.4, anchor: 'left', tone: 'plain' });
  }
  return { mode, hex, items, labels, planes, winner: told && last ? last.winner : undefined };
}

/** The chart's printed cells (pure; chartTexture.ts draws them): the winner's letter and the losses (American–British). */
export function chartCells(): { row: CombatCard; col: CombatCard; winner: 'A' | 'B' | '='; losses: string }[] {
  const out: { row: CombatCard; col: CombatCard; winner: 'A' | 'B' | '='; losses: string }[] = [];
  for (const row of ORDER)
    for (const col of ORDER) {
      const r = COMBAT_RESOLUTION_CHART[row][col];
      out.push({ row, col, winner: r.winner === 'row' ? 'A' : r.winner === 'col' ? 'B' : '=', losses: `${r.rowLoss}–${r.colLoss}` });
    }
  return out;
}
