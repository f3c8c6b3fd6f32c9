// The Final Phase (7.0) on the table: while its shots play, each unit a 'unit.changed' of rule 7.0
// moves or turns over is tagged with what happened to it: an air unit FLIES HOME to its Rear Area,
// a disrupted unit that rolled 5-6 RECOVERS (turned face up), a unit in a Damaged Units box that
// rolled 5-6 RECOVERS to its Rear Area. The counters' own moves are the display model's; the
// Game-turn marker steps on at 'turn.advanced'. (The machine emits no beat with the recovery dice:
// only the units that recovered are known to the table, so no die is shown for those that failed.)
//
// Contract: mount in table coordinates with the display frame (useBbwDisplayFrame) and the board.
import { useMemo } from 'react';
import { Text } from '@react-three/drei';
import type { Board } from '../../../games/bbw/rules/board';
import { FONTS } from '../../fonts';
import { bbwShownItems, type BbwDisplayFrame } from '../displayModel';

/** What a 7.0 'unit.changed' did to its unit, from the state before it (null: not a Final Phase change). */
export function finalPhaseChange(frame: Pick<BbwDisplayFrame, 'shot' | 'before'>, board: Board): { unit: string; text: string } | null {
  const beat = frame.shot?.beat;
  if (!beat || !frame.before || beat.type !== 'unit.changed' || beat.rule !== '7.0' || typeof beat.unit !== 'string') return null;
  const was = frame.before.units.find((u) => u.id === beat.unit);
  if (!was) return null;
  const def = board.units.get(beat.unit);
  if (def?.kind === 'air' && board.areas.has(was.loc) && beat.loc !== was.loc) return { unit: beat.unit, text: 'FLIES HOME' };
  if (board.damagedBoxes.has(was.loc) && beat.loc !== was.loc) return { unit: beat.unit, text: 'RECOVERS 5-6' };
  if (was.disrupted && beat.disrupted === false) return { unit: beat.unit, text: 'RECOVERS 5-6' };
  return null;
}

export function FinalPhaseTags({ frame, board }: { frame: BbwDisplayFrame; board: Board }) {
  const change = finalPhaseChange(frame, board);
  const at = useMemo(() => (change ? (bbwShownItems(board, frame.shown).find((i) => i.key === change.unit) ?? null) : null), [change?.unit, board, frame.shown]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!change || !at) return null;
  return (
    <Text font={FONTS.bold} fontSize={1} color="#ffffff" outlineWidth={0.12} outlineColor="#1f6b3a" anchorX="center" anchorY="middle" position={[at.x, 0.5, at.z - 1.1]} rotation={[-Math.PI / 2, 0, 0]}>
      {change.text}
    </Text>
  );
}
