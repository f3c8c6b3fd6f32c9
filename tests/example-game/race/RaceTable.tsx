// Pawn Race's 3D table (the Table3D of its drawn entry): the shared canvas and camera rig with
// the race scene, the host's toolbar, and the game's queue driven by the canvas's frames.
import type { Table3DProps } from '../../../src/scene/table3d';
import { TableCanvas } from '../../../src/scene/TableCanvas';
import { useAnimationFrameQueue } from '../../../src/scene/animation/useQueue';
import { RaceScene, TILE } from './RaceScene';
import type { RaceView } from './view';

export function RaceTable({ view, legal, send, toolbar, insetRight = 0, animation = null }: Table3DProps<RaceView>) {
  useAnimationFrameQueue(animation);
  const w = (view.goal + 2) * TILE;
  const rect = { x: 0, z: 0, w, d: 4 };
  return (
    <div className="table3d" data-testid="table3d" data-game="race">
      <TableCanvas className="table3d-canvas" table={rect} home={rect} insetRight={insetRight}>
        <RaceScene view={view} legal={legal} queue={animation} {...(send ? { send } : {})} />
      </TableCanvas>
      <div className="table3d-toolbar">{toolbar}</div>
    </div>
  );
}
