// Visual check of Belle Epoque's stands (Stands.tsx) on a plain board with hex outlines: every
// troop type in close and loose order with 1..max stands, both sides, and each mark, an activated
// unit (token beside it) and one losing two stands half faded. `animate` (or ?animate=1) moves one
// unit to and fro and cycles the fade, which exercises the per-frame path.
import { useMemo, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import { CARDS } from '../../../games/belle-epoque/data';
import { SECTOR_COUNT, sectorAt } from '../../../games/belle-epoque/rules/hex';
import type { Order, Side, TroopType } from '../../../games/belle-epoque/types';
import { TableCanvas } from '../../TableCanvas';
import { BOARD, BOARD_TOP, HOME, SIDE_FACING, TABLE, sectorCenter, sectorCorners } from '../layout';
import { Stands } from '../Stands';
import { MAX_UNIT_NUMBER } from '../standLabels';
import type { DisplayUnit } from '../viewTypes';

const GROUND_Y = BOARD_TOP + 0.2;

const CARD_OF: Record<TroopType, string> = {
  infantry: 'british-1899',
  nativeWarriors: 'zulu-1879',
  cavalry: 'british-cavalry-1879',
  mountedInfantry: 'boer-1899',
};

function unit(id: string, side: Side, troopType: TroopType, order: Order, stands: number, col: number, row: number, extra: Partial<DisplayUnit> = {}): DisplayUnit {
  const c = sectorCenter(sectorAt(col, row));
  const card = CARD_OF[troopType];
  return {
    id,
    side,
    // Numbered by demoUnits.
    number: null,
    card,
    troopType,
    assaultClass: CARDS[card]?.assaultClass ?? 'regulars',
    stands,
    losing: 0,
    fade: 0,
    order,
    position: [c.x, GROUND_Y, c.z],
    facing: SIDE_FACING[side],
    activated: false,
    mark: 'none',
    ...extra,
  };
}

/** The demo's units, row by row (rows 1 and 3 red, 5 and 7 blue). */
export function demoUnits(): DisplayUnit[] {
  const out: DisplayUnit[] = [];
  const lines = (side: Side, row: number) => {
    for (let n = 1; n <= 4; n++) out.push(unit(`${side}-inf-close-${n}`, side, 'infantry', 'close', n, n - 1, row));
    for (let n = 1; n <= 4; n++) out.push(unit(`${side}-inf-loose-${n}`, side, 'infantry', 'loose', n, n + 4, row));
    for (let n = 1; n <= 3; n++) out.push(unit(`${side}-cav-${n}`, side, 'cavalry', 'close', n, n + 9, row));
  };
  lines('red', 1);
  for (let n = 1; n <= 6; n++) out.push(unit(`red-zulu-${n}`, 'red', 'nativeWarriors', 'close', n, n - 1, 3));
  out.push(unit('red-zulu-loose-6', 'red', 'nativeWarriors', 'loose', 6, 7, 3));
  for (let n = 1; n <= 3; n++) out.push(unit(`red-boer-${n}`, 'red', 'mountedInfantry', 'loose', n, n + 8, 3));
  out.push(unit('blue-active', 'blue', 'infantry', 'close', 4, 0, 5, { mark: 'active', activated: true }));
  out.push(unit('blue-target', 'blue', 'infantry', 'loose', 4, 2, 5, { mark: 'target' }));
  out.push(unit('blue-losing', 'blue', 'nativeWarriors', 'close', 6, 4, 5, { losing: 2, fade: 0.5 }));
  out.push(unit('blue-activated', 'blue', 'cavalry', 'close', 3, 6, 5, { activated: true }));
  out.push(unit('blue-reacting', 'blue', 'mountedInfantry', 'close', 3, 8, 5, { mark: 'reacting' }));
  out.push(unit('blue-selectable', 'blue', 'infantry', 'close', 3, 10, 5, { mark: 'selectable' }));
  out.push(unit('blue-mounted-loose', 'blue', 'mountedInfantry', 'loose', 2, 12, 5, { mark: 'selectable' }));
  lines('blue', 7);
  // Each side's units numbered 1, 2, ... as the game numbers them (the badge beside the count
  // plate); the demo has more units than any army, so the numbers start again after the largest.
  const next: Record<Side, number> = { red: 0, blue: 0 };
  return out.map((u) => ({ ...u, number: String((next[u.side]++ % MAX_UNIT_NUMBER) + 1) }));
}

/** The board plate and every sector's outline, so one sees the stands fit their hexes. */
function PlainBoard() {
  const outlines = useMemo(() => {
    const points: number[] = [];
    for (let s = 0; s < SECTOR_COUNT; s++) {
      const c = sectorCorners(s, 0.04);
      for (let i = 0; i < 6; i++) {
        const a = c[i]!;
        const b = c[(i + 1) % 6]!;
        points.push(a.x, GROUND_Y + 0.004, a.z, b.x, GROUND_Y + 0.004, b.z);
      }
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(points, 3));
    return g;
  }, []);
  return (
    <group>
      <mesh position={[BOARD.x, GROUND_Y / 2, BOARD.z]} receiveShadow>
        <boxGeometry args={[BOARD.w, GROUND_Y, BOARD.d]} />
        <meshStandardMaterial color="#8d8a5c" roughness={0.95} />
      </mesh>
      <lineSegments geometry={outlines}>
        <lineBasicMaterial color="#4f4c30" />
      </lineSegments>
    </group>
  );
}

/** Moves the first unit to and fro along its row and cycles the losing unit's fade. */
function Animator({ base, onUnits }: { base: DisplayUnit[]; onUnits: (u: DisplayUnit[]) => void }) {
  useFrame(({ clock }) => {
    const t = clock.getElapsedTime();
    onUnits(
      base.map((u) => {
        if (u.id === 'blue-active') return { ...u, position: [u.position[0] + Math.sin(t) * 3, u.position[1], u.position[2]] as DisplayUnit['position'] };
        if (u.id === 'blue-losing') return { ...u, fade: (t * 0.4) % 1 };
        return u;
      }),
    );
  });
  return null;
}

/** `animate` defaults to the page's `?animate=1`. */
export function BelleStandsDemo({ animate = typeof location !== 'undefined' && new URLSearchParams(location.search).get('animate') === '1' }: { animate?: boolean }) {
  const base = useMemo(demoUnits, []);
  const [units, setUnits] = useState(base);
  const [hovered, setHovered] = useState<string | null>(null);
  const shown = useMemo(() => units.map((u) => (u.id === hovered && u.mark === 'none' ? { ...u, mark: 'selectable' as const } : u)), [units, hovered]);
  return (
    <TableCanvas table={TABLE} home={HOME} frameloop={animate ? 'always' : 'demand'}>
      <PlainBoard />
      <Stands units={shown} onUnitHover={(id) => setHovered(id)} onUnitClick={(id) => console.info('unit clicked', id)} />
      {animate ? <Animator base={base} onUnits={setUnits} /> : null}
    </TableCanvas>
  );
}
