// Brave Little Belgium's Battle Board and Dice Tray on the table, in their slots (layout.ts):
// the shared BattleBoard and DiceTray components joined with this game's map (where a box's
// counters stand), its units (combat factors, steps), its forts and its counter faces from the
// table's atlas. Both play the animation queue's combat and dice shots; while units are on the
// board the map leaves them out (onBoardUnitsChange).
import { useCallback, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { AnimationQueue } from '../animation/queue';
import { BattleBoard } from './battle/BattleBoard';
import type { BattleFortInfo, BattleUnitInfo, CounterRenderProps, Vec3 } from './battle/types';
import type { CounterAtlas } from '../counters/atlasTexture';
import { CounterToken } from '../counters/CounterToken';
import { DiceTray } from '../dice/DiceTray';
import { BLB_CLEARS_TRAY, blbTrayLayout } from './diceLayout';
import { BLB_DIE_STYLES } from './dieStyles';
import { ARMY, BOX, FORT, GC, UNIT } from '../../games/blb/db';
import { gcFaceKey, unitFaceKey } from './blbFaces';
import { stackBase } from './counterPlacement';
import { COUNTER, SHEET_Y, TABLE, TILE_TOP } from './layout';
import type { BlbView } from './viewTypes';

const SIDE_NAME: Record<string, string> = { german: 'German', entente: 'Entente' };
const sideName = (side: string) => SIDE_NAME[side] ?? side;
const armyName = (army: string) => (ARMY as Record<string, { name: string } | undefined>)[army]?.name ?? army;

/** The board's facts about a unit or Garde Civique, from the latest view. */
export function battleUnitInfo(view: BlbView, id: string): BattleUnitInfo | null {
  const u = UNIT[id];
  if (u) {
    return {
      side: u.nationality === 'german' ? 'german' : 'entente',
      cf: u.cf,
      reducedCf: u.reducedCf ?? null,
      maxSteps: u.steps,
      steps: view.units[id]?.box ? (view.units[id]?.steps ?? 0) : 0,
      label: u.ident,
    };
  }
  const g = GC[id];
  if (g) return { side: 'entente', cf: g.cf, maxSteps: 1, steps: view.gc[id]?.box ? 1 : 0, label: 'GC' };
  return null;
}

export function battleFortInfo(view: BlbView, box: string): BattleFortInfo | null {
  const f = FORT[box];
  if (!f) return null;
  return { steps: view.forts[box]?.steps ?? f.steps, maxSteps: f.steps, cf: f.cf, label: BOX[box]?.name ?? box };
}

export interface BlbBattleProps {
  queue: AnimationQueue | null | undefined;
  atlas: CounterAtlas;
  /** The LATEST view (the board works back from it through the beats still queued). */
  view: BlbView;
  /** The units (and `fort:<box>`) on the board now: the map leaves them out. */
  onBoardUnitsChange?: (ids: readonly string[]) => void;
}

/** Mounted inside the battle-board slot: its local origin is the board's centre on the sheet. */
export function BlbBattleBoard({ queue, atlas, view, onBoardUnitsChange }: BlbBattleProps) {
  const invalidate = useThree((s) => s.invalidate);
  const rect = TABLE.battleBoard;
  const latest = useRef({ view, onBoardUnitsChange });
  latest.current = { view, onBoardUnitsChange };

  /** A map position in the slot's frame. */
  const local = useCallback((x: number, y: number, z: number): Vec3 => [x - rect.x, y - SHEET_Y, z - rect.z], [rect.x, rect.z]);
  const worldOf = useCallback(
    (box: string): Vec3 => {
      // Where the box's stack stands (forts: the Entente side; the siege box is beside it).
      const base = stackBase(box, 'entente', false);
      return base ? local(base.x, TILE_TOP, base.z) : local(rect.x, TILE_TOP, rect.z);
    },
    [local, rect.x, rect.z],
  );
  const unitInfo = useCallback((id: string) => battleUnitInfo(latest.current.view, id), []);
  const fortInfo = useCallback((box: string) => battleFortInfo(latest.current.view, box), []);
  const renderCounter = useCallback(
    (id: string, p: CounterRenderProps) => {
      const face = UNIT[id] ? unitFaceKey(id, p.reduced && UNIT[id]!.steps === 2) : gcFaceKey(GC[id]?.cf ?? null);
      return <CounterToken atlas={atlas} face={face} size={p.size} thickness={p.thickness} />;
    },
    [atlas],
  );
  const onUnits = useCallback(
    (ids: readonly string[]) => {
      latest.current.onBoardUnitsChange?.(ids);
      // The map must draw again even if the queue has gone idle meanwhile.
      invalidate();
    },
    [invalidate],
  );
  const origin = useMemo<Vec3>(() => [0, 0, 0], []);
  const size = useMemo(() => ({ width: rect.w, depth: rect.d }), [rect.w, rect.d]);
  return (
    <BattleBoard
      queue={queue}
      origin={origin}
      size={size}
      worldOf={worldOf}
      unitInfo={unitInfo}
      fortInfo={fortInfo}
      counterSize={COUNTER.size}
      counterThickness={COUNTER.thickness}
      renderCounter={renderCounter}
      tray={false}
      sideName={sideName}
      armyName={armyName}
      onBoardUnitsChange={onUnits}
    />
  );
}

/** Mounted inside the dice-tray slot. */
export function BlbDiceTray({ queue }: { queue: AnimationQueue | null | undefined }) {
  // One layout for the tray's life: it remembers who attacks in the battle under way.
  const layout = useMemo(() => blbTrayLayout({ sideName, armyName }), []);
  return (
    <DiceTray
      queue={queue}
      position={[0, 0, 0]}
      width={TABLE.diceTray.w}
      depth={TABLE.diceTray.d}
      layout={layout}
      dieStyles={BLB_DIE_STYLES}
      clearsOn={BLB_CLEARS_TRAY}
    />
  );
}
