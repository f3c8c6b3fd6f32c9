// La Petite Guerre's dice in the shared dice tray (src/scene/dice) under the duel's chart: where
// each die of a battle's beat comes to rest, its style and the words beside it. Pure (no three, no
// React). Three kinds of roll, each carried by its beat (src/games/lpg/beats.ts):
//   - a call for reinforcements (§11, reinforcements.called): a die a stack called, "needs N+"
//     under each (a 6 always comes, a 1 never), gold ring when it came, red when not;
//   - the cards' "in 6" (§12, combat.cardsRevealed): the American die left, the British right,
//     thrown once the cards have turned; a die at or under the card's number lands its casualties
//     in full (gold), above it one fewer (red);
//   - a commander lost (§13, commander.lost): the die that killed (1) or captured (2) him.
import type { Beat } from '../../animation/queue';
import { asFace, MAX_DIE, type DieSpec, type TrayLabel, type TrayLayout, type TrayLayoutOf } from '../../dice/layout';
import { COMBAT_CARDS } from '../../../games/lpg/tables/combat';
import type { Side } from '../../../games/lpg/types';
import { commanderName } from '../../../games/lpg/words';
import { COMBAT_SHORT } from '../cards/cardFaces';

/** Beats after which the dice leave the tray. */
export const LPG_CLEARS_TRAY: ReadonlySet<string> = new Set(['battle.begun', 'combat.cardChosen', 'turn.advanced', 'game.over']);

const SIDE_WORD: Record<Side, string> = { american: 'American', british: 'British' };
/** When the card dice are thrown in the reveal's shot: once the cards have turned (duelLayout.ts). */
export const CARD_DICE_FROM = 0.45;

export function layoutLpgRoll(beat: Beat, W: number, D: number): TrayLayout | null {
  const dice: DieSpec[] = [];
  const labels: TrayLabel[] = [];
  const header = (text: string, appear = 0) => labels.push({ key: 'title', text, role: 'header', x: 0, z: -D / 2 + 0.35, height: 0.46, appear, tone: 'plain' });
  if (beat.type === 'reinforcements.called' && Array.isArray(beat.rolls) && beat.rolls.length > 0) {
    const side = beat.side as Side;
    const rolls = (beat.rolls as { need: number; roll: number; answered: boolean }[]).slice(0, 8);
    const n = rolls.length;
    const pitch = Math.min(1.6, (W - 0.4) / n);
    const s = Math.min(MAX_DIE, 0.95, pitch * 0.68);
    header(`${SIDE_WORD[side]} call for reinforcements §11`);
    rolls.forEach((r, i) => {
      const x = -W / 2 + 0.2 + pitch * (i + 0.5);
      const start = n > 1 ? (0.25 * i) / (n - 1) : 0;
      dice.push({ index: i, value: asFace(r.roll), style: side, rest: [x, 0, -0.3], from: [x * 0.3, 0, D / 2 - 0.3], mark: r.answered ? 'hit' : 'fail', start, end: Math.min(0.9, start + 0.6), seedText: `call:${String(beat.hex)}:${i}:${r.roll}`, owner: `${side}:call` });
      labels.push({ key: `need:${i}`, text: `needs ${r.need}+`, role: 'row', x, z: 0.68, height: 0.3, appear: 0, tone: 'plain' });
    });
    const came = rolls.filter((r) => r.answered).length;
    labels.push({ key: 'result', text: `${came} of ${n} came`, role: 'result', x: 0, z: D / 2 - 0.3, height: 0.42, appear: 0.92, tone: came > 0 ? 'good' : 'bad' });
    return { purpose: 'calls for reinforcements', divided: false, dieSize: s, dice, labels };
  }
  if (beat.type === 'combat.cardsRevealed' && beat.rolls && typeof beat.rolls === 'object') {
    const rolls = beat.rolls as Record<Side, number>;
    const s = Math.min(MAX_DIE, 1.0);
    header('Casualties in full? each card\'s "in 6"', CARD_DICE_FROM);
    (['american', 'british'] as const).forEach((side, i) => {
      const card = beat[side] as string;
      const inSix = COMBAT_CARDS.find((c) => c.id === card)?.inSix ?? 0;
      const landed = rolls[side] <= inSix;
      const x = (i === 0 ? -1 : 1) * (W / 4);
      const start = CARD_DICE_FROM + i * 0.05;
      dice.push({ index: i, value: asFace(rolls[side]), style: side, rest: [x, 0, -0.35], from: [x * 0.4, 0, D / 2 - 0.3], mark: landed ? 'hit' : 'fail', start, end: Math.min(0.95, start + 0.42), seedText: `card:${String(beat.hex)}:${side}:${card}:${rolls[side]}`, owner: `${side}:card` });
      labels.push({ key: `card:${side}`, text: `${COMBAT_SHORT[card as keyof typeof COMBAT_SHORT] ?? card} ${inSix} in 6`, role: 'row', x, z: 0.72, height: 0.32, appear: CARD_DICE_FROM, tone: 'plain' });
      labels.push({ key: `result:${side}`, text: landed ? 'in full' : 'one fewer', role: 'result', x, z: D / 2 - 0.32, height: 0.42, appear: 0.96, tone: landed ? 'good' : 'bad' });
    });
    return { purpose: 'combat cards in 6', divided: true, dieSize: s, dice, labels };
  }
  if (beat.type === 'commander.lost' && typeof beat.roll === 'number') {
    const side = beat.side as Side;
    header(`${SIDE_WORD[side]} commanders in a lost battle §13`);
    dice.push({ index: 0, value: asFace(beat.roll), style: side, rest: [0, 0, -0.15], from: [0, 0, D / 2 - 0.3], mark: 'fail', start: 0, end: 0.6, seedText: `commander:${String(beat.commander)}:${beat.roll}`, owner: `${side}:commander` });
    labels.push({ key: 'result', text: `${commanderName(String(beat.commander))} ${String(beat.fate)}`, role: 'result', x: 0, z: D / 2 - 0.32, height: 0.44, appear: 0.65, tone: 'bad' });
    return { purpose: 'commander lost', divided: false, dieSize: 1.0, dice, labels };
  }
  return null;
}

/** The tray's `layout` prop. */
export const lpgTrayLayout: TrayLayoutOf = (beat, options) => layoutLpgRoll(beat, options.width, options.depth);
