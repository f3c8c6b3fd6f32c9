// Pawn Race's table inside the canvas (src/scene/<id>/ in a real game): a track of tiles and two
// pawns. A click on the mover's pawn sends its legal `advance`; a `pawn.moved` shot slides the
// pawn along the tiles it crossed. It only reads the view and the queue, and sends legal events.
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { GameEvent } from '../../../src/core/module';
import type { AnimationQueue } from '../../../src/scene/animation/queue';
import type { RaceBeat } from './beats';
import { RACE_SIDES, type RaceSide } from './state';
import type { RaceView } from './view';

export const TILE = 1.2;
const LANE: Record<RaceSide, number> = { north: -0.8, south: 0.8 };
const COLOUR: Record<RaceSide, string> = { north: '#2f5d9b', south: '#a8412f' };

export const tileX = (space: number, goal: number) => (space - goal / 2) * TILE;

export interface RaceSceneProps {
  view: RaceView;
  legal: readonly GameEvent[];
  send?: (event: GameEvent) => void;
  queue?: AnimationQueue | null;
}

function Pawn({ side, view, legal, send, queue }: RaceSceneProps & { side: RaceSide }) {
  const ref = useRef<Group>(null);
  const advance = legal.find((e) => e.type === 'advance' && e.side === side);
  useFrame(() => {
    const g = ref.current;
    if (!g) return;
    const frame = queue?.current;
    const beat = frame?.shot.beat as RaceBeat | undefined;
    const space = beat?.type === 'pawn.moved' && beat.side === side ? beat.from + (beat.to - beat.from) * frame!.progress : view.pawns[side];
    g.position.x = tileX(space, view.goal);
  });
  return (
    <group ref={ref} position={[tileX(view.pawns[side], view.goal), 0, LANE[side]]} name={`pawn-${side}`}>
      <mesh position={[0, 0.35, 0]} onClick={advance && send ? () => send(advance) : undefined}>
        <cylinderGeometry args={[0.3, 0.38, 0.7, 24]} />
        <meshStandardMaterial color={COLOUR[side]} emissive={advance ? '#ffd466' : '#000000'} emissiveIntensity={advance ? 0.35 : 0} />
      </mesh>
    </group>
  );
}

export function RaceScene(props: RaceSceneProps) {
  const { view } = props;
  return (
    <group name="race-track">
      {Array.from({ length: view.goal + 1 }, (_, space) => (
        <mesh key={space} position={[tileX(space, view.goal), 0, 0]} name={`tile-${space}`}>
          <boxGeometry args={[TILE * 0.92, 0.05, 3]} />
          <meshStandardMaterial color={space === view.goal ? '#d9b44a' : space % 2 ? '#e8e1cf' : '#d8cfb8'} />
        </mesh>
      ))}
      {RACE_SIDES.map((side) => (
        <Pawn key={side} side={side} {...props} />
      ))}
    </group>
  );
}
