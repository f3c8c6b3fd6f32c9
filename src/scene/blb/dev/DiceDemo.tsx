// Visual test page for the dice tray and the Battle Board (?dev=dice). A canned siege of Liège
// and an Atrocities check play through a real AnimationQueue, with fake counters (plain tokens)
// on a three-box fake map. Query parameters:
//   speed=slow|normal|fast|instant   reduced=1 (reduced motion)
//   at=<ms>     freeze the clock at this many ms into the sequence (for screenshots)
//   view=tray   a close camera on the dice tray;  view=board  on the board and map
//   seq=combat|atrocities|all   what plays (default all)
import { StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { MeshStandardMaterial, PCFSoftShadowMap } from 'three';
import { AnimationQueue, type AnimationSpeed, type Beat } from '../../animation/queue';
import { useAnimationFrameQueue } from '../../animation/useQueue';
import { BattleBoard } from '../battle/BattleBoard';
import type { BattleFortInfo, BattleUnitInfo, Vec3 } from '../battle/types';
import { tokenTexture } from '../battle/textures';
import { labelTexture } from '../../dice/textures';
import { ARMY_NAMES, ATROCITY_BEATS, COMBAT_BEATS, DEMO_BOXES, DEMO_FORT, DEMO_UNITS } from './cannedBeats';
import { BLB_BEAT_CATALOGUE } from '../beatCatalogue';

const SPEEDS: AnimationSpeed[] = ['slow', 'normal', 'fast', 'instant'];
const BOARD_ORIGIN: Vec3 = [0, 0.03, -3];
const TILE_TOP = 0.1;

interface DemoConfig {
  speed: AnimationSpeed;
  reduced: boolean;
  at: number | null;
  view: 'all' | 'tray' | 'board';
  beats: Beat[];
}

function readConfig(search: string): DemoConfig {
  const p = new URLSearchParams(search);
  const speed = (SPEEDS as string[]).includes(p.get('speed') ?? '') ? (p.get('speed') as AnimationSpeed) : 'normal';
  const atText = p.get('at');
  const at = atText !== null && Number.isFinite(Number(atText)) ? Number(atText) : null;
  const view = p.get('view') === 'tray' ? 'tray' : p.get('view') === 'board' ? 'board' : 'all';
  const seq = p.get('seq');
  const beats = seq === 'combat' ? COMBAT_BEATS : seq === 'atrocities' ? ATROCITY_BEATS : [...COMBAT_BEATS, ...ATROCITY_BEATS];
  return { speed, reduced: p.get('reduced') === '1', at, view, beats };
}

const worldOf = (box: string): Vec3 => {
  const b = DEMO_BOXES[box];
  return b ? [b.x, TILE_TOP, b.z] : [0, TILE_TOP, 0];
};
const unitInfo = (id: string): BattleUnitInfo | null => DEMO_UNITS[id] ?? null;
const fortInfo = (box: string): BattleFortInfo | null => (box === DEMO_FORT.box ? DEMO_FORT : null);
const sideName = (side: string) => (side === 'german' ? 'German' : side === 'entente' ? 'Entente' : side);
const armyName = (army: string) => ARMY_NAMES[army] ?? army;

/** Drives the queue with a frozen clock (the `at` parameter) instead of the frame loop. */
function FrozenClock({ queue, at }: { queue: AnimationQueue; at: number }) {
  useEffect(() => queue.attachDriver(), [queue]);
  useFrame(() => {
    queue.update(at);
  }, -100);
  return null;
}

function LiveClock({ queue }: { queue: AnimationQueue }) {
  useAnimationFrameQueue(queue);
  return null;
}

function Camera({ view }: { view: DemoConfig['view'] }) {
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    if (view === 'tray') {
      camera.position.set(0, 8, 10.8);
      camera.lookAt(0, 0, 3.9);
    } else if (view === 'board') {
      camera.position.set(-5, 17, 11);
      camera.lookAt(-5, 0, -1.5);
    } else {
      camera.position.set(-7, 25, 19);
      camera.lookAt(-7, 0, 1);
    }
    camera.updateProjectionMatrix();
  }, [camera, view]);
  return null;
}

/** The fake map: three box tiles and the counters that are not on the board. */
function FakeMap({ queue, onBoard }: { queue: AnimationQueue; onBoard: readonly string[] }) {
  const [where, setWhere] = useState<Record<string, string | null>>(() => initialWhere());
  useEffect(
    () =>
      queue.subscribe((e) => {
        if (e.type === 'enqueue' && e.shots[0]?.beat.type === 'combat.started') queueMicrotask(() => setWhere(initialWhere()));
        if (e.type !== 'end') return;
        const b = e.shot.beat;
        if (b.type === 'unit.retreated' && Array.isArray(b.path)) {
          const to = (b.path as string[]).at(-1) ?? null;
          queueMicrotask(() => setWhere((w) => ({ ...w, [String(b.unit)]: to })));
        } else if (b.type === 'unit.eliminated') {
          queueMicrotask(() => setWhere((w) => ({ ...w, [String(b.unit)]: null })));
        }
      }),
    [queue],
  );
  const byBox = new Map<string, string[]>();
  for (const [id, box] of Object.entries(where)) {
    if (!box || onBoard.includes(id)) continue;
    if (!byBox.has(box)) byBox.set(box, []);
    byBox.get(box)!.push(id);
  }
  return (
    <group>
      {Object.entries(DEMO_BOXES).map(([id, b]) => (
        <group key={id} position={[b.x, 0, b.z]}>
          <mesh position={[0, TILE_TOP / 2, 0]} receiveShadow castShadow>
            <boxGeometry args={[2.8, TILE_TOP, 2.25]} />
            <meshStandardMaterial color={id === 'liege' ? '#d8ccae' : '#e4dac0'} />
          </mesh>
          <TileName name={b.name} />
        </group>
      ))}
      {[...byBox.entries()].flatMap(([box, ids]) =>
        ids.map((id, i) => {
          const [x, y, z] = worldOf(box);
          const u = DEMO_UNITS[id]!;
          return <MapToken key={id} position={[x + i * 0.06 - 0.3 + (i % 2) * 0.6, y + 0.085 + Math.floor(i / 2) * 0.17, z + 0.15 - i * 0.06]} info={u} />;
        }),
      )}
    </group>
  );
}

function initialWhere(): Record<string, string | null> {
  return Object.fromEntries(Object.keys(DEMO_UNITS).map((id) => [id, 'liege']));
}

function TileName({ name }: { name: string }) {
  const tex = useMemo(() => labelTexture(name, { color: '#2a2118', px: 64, weight: 600 }), [name]);
  if (!tex) return null;
  return (
    <mesh position={[0, TILE_TOP + 0.002, -0.82]} rotation={[-Math.PI / 2, 0, 0]}>
      <planeGeometry args={[0.42 * tex.aspect, 0.42]} />
      <meshBasicMaterial map={tex.texture} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

function MapToken({ position, info }: { position: [number, number, number]; info: BattleUnitInfo }) {
  const reduced = info.maxSteps > 1 && info.steps < info.maxSteps;
  const materials = useMemo(() => {
    const side = new MeshStandardMaterial({ color: info.color ?? '#888888' });
    const map = tokenTexture(info.label ?? '?', info.color ?? '#888888', reduced ? (info.reducedCf ?? info.cf) : info.cf, reduced);
    const top = new MeshStandardMaterial({ map, color: map ? '#ffffff' : info.color });
    return [side, side, top, side, side, side];
  }, [info, reduced]);
  return (
    <mesh position={position} material={materials} castShadow>
      <boxGeometry args={[1, 0.17, 1]} />
    </mesh>
  );
}

function Table() {
  return (
    <mesh position={[0, -0.01, 0]} receiveShadow>
      <boxGeometry args={[80, 0.02, 50]} />
      <meshStandardMaterial color="#4a3324" roughness={0.85} />
    </mesh>
  );
}

function Demo() {
  const config = useMemo(() => readConfig(globalThis.location?.search ?? ''), []);
  const queue = useMemo(() => new AnimationQueue({ catalogue: BLB_BEAT_CATALOGUE, speed: config.speed, reducedMotion: config.reduced }), [config]);
  const [onBoard, setOnBoard] = useState<readonly string[]>([]);
  const [state, setState] = useState({ idle: true, plays: 0, shot: '' });

  // What the page reports for outside checks: the shot on screen and whether the queue is idle.
  useEffect(
    () =>
      queue.subscribe((e) => {
        if (e.type === 'start') queueMicrotask(() => setState((s) => ({ ...s, idle: false, shot: e.shot.beat.type })));
        if (e.type === 'idle') queueMicrotask(() => setState((s) => ({ ...s, idle: true, shot: '' })));
      }),
    [queue],
  );

  const frozen = config.at !== null;
  const onPlay = () => setState((s) => ({ ...s, plays: s.plays + 1 }));

  return (
    <div style={{ position: 'fixed', inset: 0, background: '#1b1410' }} data-testid="dice-demo" data-idle={String(state.idle)} data-shot={state.shot}>
      <Canvas shadows={{ type: PCFSoftShadowMap }} camera={{ fov: 40, near: 0.1, far: 200, position: [-6, 22, 17] }} dpr={[1, 1.5]}>
        <color attach="background" args={['#1b1410']} />
        <Camera view={config.view} />
        <hemisphereLight args={['#fff6e6', '#3a2c20', 1.1]} />
        <directionalLight
          position={[-8, 20, 10]}
          intensity={2.2}
          castShadow
          shadow-mapSize={[2048, 2048]}
          shadow-camera-left={-28}
          shadow-camera-right={16}
          shadow-camera-top={14}
          shadow-camera-bottom={-14}
          shadow-bias={-0.0004}
        />
        {frozen ? <FrozenClock queue={queue} at={config.at!} /> : <LiveClock queue={queue} />}
        <Suspense fallback={null}>
          <Table />
          <FakeMap queue={queue} onBoard={onBoard} />
          <BattleBoard
            queue={queue}
            origin={BOARD_ORIGIN}
            worldOf={worldOf}
            unitInfo={unitInfo}
            fortInfo={fortInfo}
            sideName={sideName}
            armyName={armyName}
            onBoardUnitsChange={setOnBoard}
          />
          {/* Last, so the board and tray listen to the queue before anything is enqueued. */}
          <Sequencer queue={queue} config={config} onPlay={onPlay} />
        </Suspense>
      </Canvas>
      <DemoControls queue={queue} state={state} frozen={frozen} />
    </div>
  );
}

/** Frozen: enqueue once, start the clock at 0, then hold at `at`. Live: play, and again after a pause. */
function Sequencer({ queue, config, onPlay }: { queue: AnimationQueue; config: DemoConfig; onPlay: () => void }) {
  const frozen = config.at !== null;
  useEffect(() => {
    const play = () => {
      queue.enqueue(config.beats);
      onPlay();
    };
    if (frozen) {
      const release = queue.attachDriver();
      play();
      queue.update(0);
      return () => {
        release();
        queue.clear();
      };
    }
    let timer: ReturnType<typeof setTimeout> | null = setTimeout(play, 300);
    const stop = queue.subscribe((e) => {
      if (e.type === 'idle' && queue.speed !== 'instant') {
        if (timer) clearTimeout(timer);
        timer = setTimeout(play, 2500);
      }
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
      queue.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue, config, frozen]);
  return null;
}

function DemoControls({ queue, state, frozen }: { queue: AnimationQueue; state: { idle: boolean; plays: number; shot: string }; frozen: boolean }) {
  const [speed, setSpeed] = useState(queue.speed);
  const [reduced, setReduced] = useState(queue.reducedMotion);
  return (
    <div
      style={{
        position: 'absolute', left: 12, top: 12, padding: '8px 12px', background: 'rgba(20,16,12,0.8)', color: '#efe6cf',
        font: '13px system-ui, sans-serif', borderRadius: 6, display: 'flex', gap: 12, alignItems: 'center',
      }}
    >
      <strong>Dice &amp; Battle Board</strong>
      <label>
        speed{' '}
        <select
          value={speed}
          disabled={frozen}
          onChange={(e) => {
            const v = e.target.value as AnimationSpeed;
            queue.setSpeed(v);
            setSpeed(v);
          }}
        >
          {SPEEDS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={reduced}
          disabled={frozen}
          onChange={(e) => {
            queue.reducedMotion = e.target.checked;
            setReduced(e.target.checked);
          }}
        />{' '}
        reduced motion
      </label>
      <button type="button" disabled={frozen} onClick={() => queue.skip()}>
        Skip
      </button>
      <span data-testid="demo-shot">{state.shot || (state.idle ? 'idle' : '')}</span>
    </div>
  );
}

/** Mounts the demo page into `container` (main.tsx calls this for ?dev=dice). */
export function mountDiceDemo(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Demo />
    </StrictMode>,
  );
}
