// The Final Phase (7.0) on the table: while its shots play, each unit a 'unit.changed' of rule 7.0
// moves or turns over is tagged with what happened to it: an air unit FLIES HOME to its Rear Area,
// a disrupted unit that rolled 5-6 RECOVERS (turned face up), a unit in a Damaged Units box that
// rolled 5-6 RECOVERS to its Rear Area. The counters' own moves are the display model's; the
// Game-turn marker steps on at 'turn.advanced'. Before the units that recovered change, the
// 'recovery.rolled' shot tags every unit that rolled with its die over it and the result under the
// die (RECOVERS outlined green, STAYS red), those that failed included; `text` says both in words.
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

/** While a 'recovery.rolled' shot plays: each unit that rolled (7.0), its die and whether it recovered. */
export function recoveryTags(frame: Pick<BbwDisplayFrame, 'shot'>): { unit: string; roll: number; text: string; recovered: boolean }[] {
  const beat = frame.shot?.beat;
  if (!beat || beat.type !== 'recovery.rolled' || !Array.isArray(beat.rolls)) return [];
  return (beat.rolls as { unit: string; roll: number; recovered: boolean }[]).map((r) => ({
    unit: r.unit,
    roll: r.roll,
    text: `ROLLS ${r.roll}: ${r.recovered ? 'RECOVERS' : 'STAYS'}`,
    recovered: r.recovered,
  }));
}

function RecoveryTags({ frame, board }: { frame: BbwDisplayFrame; board: Board }) {
  const tags = recoveryTags(frame);
  const items = useMemo(() => (tags.length > 0 ? bbwShownItems(board, frame.shown) : []), [tags.length > 0, board, frame.shown]); // eslint-disable-line react-hooks/exhaustive-deps
  if (tags.length === 0) return null;
  return (
    <>
      {tags.map((t) => {
        const at = items.find((i) => i.key === t.unit);
        if (!at) return null;
        // Within the counter's width (units stand 1.5 apart in a row): the die large, the result small under it.
        const outline = t.recovered ? '#1f6b3a' : '#8a2418';
        return (
          <group key={t.unit} position={[at.x, 0.5, at.z]} rotation={[-Math.PI / 2, 0, 0]}>
            <Text font={FONTS.bold} fontSize={1.1} color="#ffffff" outlineWidth={0.12} outlineColor={outline} anchorX="center" anchorY="middle" position={[0, 1.5, 0]}>
              {String(t.roll)}
            </Text>
            <Text font={FONTS.bold} fontSize={0.36} color="#ffffff" outlineWidth={0.07} outlineColor={outline} anchorX="center" anchorY="middle" position={[0, 0.9, 0]}>
              {t.recovered ? 'RECOVERS' : 'STAYS'}
            </Text>
          </group>
        );
      })}
    </>
  );
}

export function FinalPhaseTags({ frame, board }: { frame: BbwDisplayFrame; board: Board }) {
  return (
    <>
      <RecoveryTags frame={frame} board={board} />
      <ChangeTag frame={frame} board={board} />
    </>
  );
}

function ChangeTag({ frame, board }: { frame: BbwDisplayFrame; board: Board }) {
  const change = finalPhaseChange(frame, board);
  const at = useMemo(() => (change ? (bbwShownItems(board, frame.shown).find((i) => i.key === change.unit) ?? null) : null), [change?.unit, board, frame.shown]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!change || !at) return null;
  return (
    <Text font={FONTS.bold} fontSize={1} color="#ffffff" outlineWidth={0.12} outlineColor="#1f6b3a" anchorX="center" anchorY="middle" position={[at.x, 0.5, at.z - 1.1]} rotation={[-Math.PI / 2, 0, 0]}>
      {change.text}
    </Text>
  );
}
