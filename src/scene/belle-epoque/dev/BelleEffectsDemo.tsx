// Visual test page for Belle Epoque's fire and assault effects and its dice in the shared tray
// (?dev=belle-effects). Two stand-in units on sectors 30 and 43; a canned activation plays
// through a real AnimationQueue at normal speed, again every few seconds: a reactivity test, a
// fire of four dice (two hits), the losses, an assault declared and fought (four dice against
// three), its losses, then the next token drawn (the tray clears). Query parameters:
//   at=<ms>     freeze the clock this many ms into the sequence (for screenshots): the test
//               plays 1500-2400, the fire 2400-4100 (smoke from 2500, dust at the target
//               3300-4100), its losses 4100-4600, the charge 6100-6600, the assault 6600-8500,
//               its losses 8500-9000
//   view=fight  the camera on the two units and the tray instead of the whole table
import { useEffect, useMemo, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { AnimationQueue, type Beat } from '../../animation/queue';
import { useAnimationFrameQueue } from '../../animation/useQueue';
import { CombatEffects } from '../CombatEffects';
import { BELLE_CLEARS_TRAY, belleTrayLayout } from '../diceLayout';
import { BELLE_DIE_STYLES } from '../dieStyles';
import { BOARD, BOARD_TOP, DICE_TRAY, HOME, SIDE_COLOUR, TABLE, groundTop, sectorCenter } from '../layout';
import { DiceTray } from '../../dice/DiceTray';
import { TableCanvas } from '../../TableCanvas';
import { BELLE_BEAT_CATALOGUE } from '../beatCatalogue';

const RED_SECTOR = 30;
const BLUE_SECTOR = 43;
const GROUND = groundTop('open');

const UNITS: Record<string, { sector: number; side: 'red' | 'blue'; name: string }> = {
  'red-1': { sector: RED_SECTOR, side: 'red', name: 'Red 1st Rifles' },
  'blue-2': { sector: BLUE_SECTOR, side: 'blue', name: 'Blue Impi' },
};

const POSITIONS: Record<string, [number, number, number]> = Object.fromEntries(
  Object.entries(UNITS).map(([id, u]) => {
    const c = sectorCenter(u.sector);
    return [id, [c.x, GROUND, c.z]];
  }),
);
const positionOf = (id: string): [number, number, number] | null => POSITIONS[id] ?? null;
const trayLayout = belleTrayLayout({ unitName: (id) => UNITS[id]?.name ?? id, sideOf: (id) => UNITS[id]?.side ?? null });

/** One activation's beats as the Belle Epoque machine emits them. */
export const BELLE_EFFECT_BEATS: Beat[] = [
  { type: 'token.drawn', side: 'red', left: { red: 3, blue: 4 }, rule: 'ACTIVATION' },
  { type: 'unit.activated', unit: 'red-1', rule: 'ACTIVATION' },
  { type: 'reactivity.tested', unit: 'red-1', basicScore: 3, commandPoints: 1, roll: 2, success: true, rule: 'REACTIVITY TESTS' },
  { type: 'unit.fired', firer: 'red-1', target: 'blue-2', toHit: 4, missUpTo: 1, rolls: [1, 3, 4, 6], hits: 2, rule: 'FIRING' },
  { type: 'losses.taken', losses: { 'blue-2': 2 }, eliminated: [], at: {}, tokensRemoved: [], rule: 'FIRING' },
  { type: 'activation.ended', unit: 'red-1', rule: 'ACTIVATION' },
  { type: 'token.drawn', side: 'blue', left: { red: 3, blue: 3 }, rule: 'ACTIVATION' },
  { type: 'unit.activated', unit: 'blue-2', rule: 'ACTIVATION' },
  { type: 'assault.declared', attacker: 'blue-2', defender: 'red-1', rule: 'ASSAULT' },
  {
    type: 'assault.fought', attacker: 'blue-2', defender: 'red-1', attackerRolls: [2, 5, 1, 3], defenderRolls: [4, 2, 6],
    attackerLevel: 3, defenderLevel: 2, attackerScore: 6, defenderScore: 2, winner: 'blue-2', rule: 'ASSAULT',
  },
  { type: 'losses.taken', losses: { 'blue-2': 0, 'red-1': 2 }, eliminated: [], at: {}, tokensRemoved: [], rule: 'ASSAULT' },
];

const FIGHT_VIEW = (() => {
  const a = sectorCenter(RED_SECTOR);
  const left = a.x - 6;
  const right = DICE_TRAY.x + DICE_TRAY.w / 2 + 1;
  return { x: (left + right) / 2, z: 0, w: right - left, d: 24 };
})();

function readConfig(search: string): { at: number | null; view: 'table' | 'fight' } {
  const p = new URLSearchParams(search);
  const atText = p.get('at');
  const at = atText !== null && atText !== '' && Number.isFinite(Number(atText)) ? Number(atText) : null;
  return { at, view: p.get('view') === 'fight' ? 'fight' : 'table' };
}

/** Live: the frame loop drives the queue; a timer enqueues the sequence whenever it has run out. */
function LiveFeed({ queue }: { queue: AnimationQueue }) {
  useAnimationFrameQueue(queue);
  useEffect(() => {
    const first = setTimeout(() => queue.enqueue(BELLE_EFFECT_BEATS), 400);
    const timer = setInterval(() => {
      if (queue.isIdle()) queue.enqueue(BELLE_EFFECT_BEATS);
    }, 2500);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      queue.clear();
    };
  }, [queue]);
  return null;
}

/** Frozen: the sequence enqueued once, the clock held `at` ms after its start. */
function FrozenFeed({ queue, at }: { queue: AnimationQueue; at: number }) {
  useEffect(() => {
    const release = queue.attachDriver();
    queue.enqueue(BELLE_EFFECT_BEATS);
    queue.update(0);
    return () => {
      release();
      queue.clear();
    };
  }, [queue]);
  useFrame((state) => {
    queue.update(at);
    state.invalidate();
  }, -100);
  return null;
}

/** Stand-ins for the two units: their hexes and a block of stands in the side's colour. */
function StandIns() {
  return (
    <group>
      <mesh position={[BOARD.x, BOARD_TOP / 2, BOARD.z]} receiveShadow>
        <boxGeometry args={[BOARD.w, BOARD_TOP, BOARD.d]} />
        <meshStandardMaterial color="#6d7a4a" roughness={0.95} />
      </mesh>
      {Object.entries(UNITS).map(([id, u]) => {
        const [x, y, z] = POSITIONS[id]!;
        return (
          <group key={id} position={[x, 0, z]}>
            <mesh position={[0, (BOARD_TOP + y) / 2, 0]} rotation={[0, Math.PI / 2, 0]} receiveShadow>
              <cylinderGeometry args={[2.25, 2.25, y - BOARD_TOP, 6]} />
              <meshStandardMaterial color="#8c9a5c" roughness={0.9} />
            </mesh>
            <mesh position={[0, y + 0.25, 0]} castShadow>
              <boxGeometry args={[2.4, 0.5, 0.9]} />
              <meshStandardMaterial color={SIDE_COLOUR[u.side].main} roughness={0.6} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

export function BelleEffectsDemo() {
  const config = useMemo(() => readConfig(globalThis.location?.search ?? ''), []);
  const queue = useMemo(() => new AnimationQueue({ catalogue: BELLE_BEAT_CATALOGUE, speed: 'normal' }), []);
  const [shot, setShot] = useState('');
  useEffect(
    () =>
      queue.subscribe((e) => {
        if (e.type === 'start') queueMicrotask(() => setShot(e.shot.beat.type));
        if (e.type === 'idle') queueMicrotask(() => setShot(''));
      }),
    [queue],
  );
  return (
    <div style={{ position: 'fixed', inset: 0 }} data-testid="belle-effects-demo" data-shot={shot}>
      <TableCanvas table={TABLE} home={config.view === 'fight' ? FIGHT_VIEW : HOME}>
        <StandIns />
        <group position={[DICE_TRAY.x, 0.03, DICE_TRAY.z]}>
          <DiceTray queue={queue} width={DICE_TRAY.w} depth={DICE_TRAY.d} layout={trayLayout} dieStyles={BELLE_DIE_STYLES} clearsOn={BELLE_CLEARS_TRAY} />
        </group>
        <CombatEffects queue={queue} positionOf={positionOf} />
        {config.at !== null ? <FrozenFeed queue={queue} at={config.at} /> : <LiveFeed queue={queue} />}
      </TableCanvas>
      <div
        style={{ position: 'absolute', left: 12, top: 12, padding: '6px 10px', background: 'rgba(20,16,12,0.8)', color: '#efe6cf', font: '13px system-ui, sans-serif', borderRadius: 6 }}
      >
        Belle Epoque effects · <span data-testid="demo-shot">{shot || 'idle'}</span>
      </div>
    </div>
  );
}
