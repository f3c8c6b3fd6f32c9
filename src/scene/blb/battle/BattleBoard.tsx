// The Battle Board (7.1-7.5, 8.1), played from the animation queue.
//
// When a combat.started shot plays, the units of the fight fly (a tween, no physics) from their
// box on the map to the board, attacker on the left half, defender on the right, in rows by
// combat factor (sixes, fives, fours: 7.1); the Combat Marker drops into the box and sits there
// meanwhile. Modifiers appear as plaques (Zeppelin +1, British +1, Big Bertha: 7.2); the dice
// roll in the tray beside the board (7.3) and the counters whose die hit light up; step losses
// flip counters to their reduced face or take them off (7.4); in a siege the fort marker turns a
// quarter per step lost and turns over when destroyed (8.1); the loser's units fly to their
// retreat boxes (7.5), the rest back to the box, and the marker is lifted off.
//
// PROPS THE TABLE SUPPLIES (see ./types.ts, BattleBoardProps):
//   queue              the game's AnimationQueue (TableProps.animation); the table drives it
//                      once with useAnimationFrameQueue(queue) inside its <Canvas>
//   worldOf(box)       world position of the top of a box's tile (counters rest on it)
//   unitInfo(unit)     { side, cf, reducedCf?, maxSteps, steps (in the LATEST snapshot), label?, color? }
//   fortInfo?(box)     { steps (latest), maxSteps, cf, label } for a fort in a siege, else null
//   origin, size       where the board lies (centre of its top surface) and its width/depth
//   counterSize, counterThickness   as the table draws counters (default 1 and 0.17)
//   renderCounter?(unit, { unitId, reduced, size, thickness })   one face of a counter, centred at
//                      the origin, top up (the board puts two back to back and turns them over);
//                      or counterFace?(unit, reduced) -> Texture for the board's own token;
//                      with neither, plain coloured tokens
//   tray?              where the dice tray lies ({ position, width, depth }), or false for none
//   sideName?, armyName?   names for the tray's labels
//   onBoardUnitsChange?(ids)   the units the board shows now: the map should not draw them
//
// Everything moves in useFrame through refs; React renders again only when a combat begins or
// ends (deferred to a microtask, never inside the frame loop).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdditiveBlending,
  CylinderGeometry,
  type Group,
  type Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  type Texture,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { QueueEvent } from '../../animation/queue';
import { DiceTray } from '../../dice/DiceTray';
import { labelTexture } from '../../dice/textures';
import { BLB_CLEARS_TRAY, blbTrayLayout } from '../diceLayout';
import { BLB_DIE_STYLES } from '../dieStyles';
import {
  BattleModel,
  boardLayout,
  BOARD_ROWS,
  type BoardGeometry,
  type FortPose,
  type MarkerPose,
  type Roster,
  type UnitPose,
} from './model';
import { boardTexture, combatMarkerTexture, counterGlowTexture, fortDestroyedTexture, fortTexture, tokenTexture } from './textures';
import type { BattleBoardProps, CounterRenderProps } from './types';

export type { BattleBoardProps } from './types';

const DEFAULT_SIZE = { width: 16, depth: 7.5 };

export function BattleBoard(props: BattleBoardProps) {
  const {
    queue,
    origin,
    size = DEFAULT_SIZE,
    counterSize = 1,
    counterThickness = 0.17,
    renderCounter,
    counterFace,
    tray,
    sideName,
    armyName,
  } = props;
  const invalidate = useThree((s) => s.invalidate);
  // One layout for the tray's life (it remembers who attacks), naming sides and armies.
  const trayLayout = useMemo(
    () => blbTrayLayout({ ...(sideName ? { sideName } : {}), ...(armyName ? { armyName } : {}) }),
    [sideName, armyName],
  );
  const geometry: BoardGeometry = useMemo(
    () => ({ origin, width: size.width, depth: size.depth, counterSize, counterThickness }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [origin[0], origin[1], origin[2], size.width, size.depth, counterSize, counterThickness],
  );
  const latest = useRef(props);
  latest.current = props;
  const model = useMemo(
    () =>
      new BattleModel(geometry, {
        worldOf: (box) => latest.current.worldOf(box),
        unitInfo: (unit) => latest.current.unitInfo(unit),
        fortInfo: (box) => latest.current.fortInfo?.(box) ?? null,
      }),
    // The model keeps its state across prop changes; only the geometry is refreshed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  model.setGeometry(geometry);
  const [roster, setRoster] = useState<Roster | null>(null);
  /** Bumped when plaques (modifiers, result) arrive: BattleContents reads them from the model. */
  const [plaques, setPlaques] = useState(0);

  useEffect(() => {
    if (!queue) return;
    let scheduled = false;
    let rosterChanged = false;
    let plaquesChanged = false;
    let lastUnits = '';
    const flush = () => {
      scheduled = false;
      if (rosterChanged) setRoster(model.roster);
      if (plaquesChanged) setPlaques((n) => n + 1);
      rosterChanged = false;
      plaquesChanged = false;
      const ids = model.boardUnits();
      const key = ids.join(',');
      if (key !== lastUnits) {
        lastUnits = key;
        latest.current.onBoardUnitsChange?.(ids);
      }
    };
    const onEvent = (event: QueueEvent) => {
      const change = model.onEvent(event, queue.queued);
      if (change) {
        if (change === 'roster') rosterChanged = true;
        if (change === 'plaques') plaquesChanged = true;
        // Never a React update inside the frame loop: after it, in a microtask.
        if (!scheduled) {
          scheduled = true;
          queueMicrotask(flush);
        }
      }
      invalidate();
    };
    return queue.subscribe(onEvent);
  }, [queue, model, invalidate]);

  const L = boardLayout(geometry);
  const board = useMemo(() => {
    const rowsAt = [...BOARD_ROWS.map((_, r) => r), BOARD_ROWS.length].map((r) => (L.rowZ(r) - L.top) / geometry.depth);
    return boardTexture({
      width: geometry.width,
      depth: geometry.depth,
      headerAt: (L.headerZ - L.top) / geometry.depth,
      rowsAt,
      labelColumn: L.labelColumn / (geometry.width / 2),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [geometry]);

  const trayPlacement =
    tray === false
      ? null
      : (tray ?? {
          position: [origin[0], origin[1], origin[2] + size.depth / 2 + 0.5 * counterSize + 2.75 * counterSize] as const,
          width: size.width * 0.8,
          depth: 5.5 * counterSize,
        });

  return (
    <group>
      <mesh position={[origin[0], origin[1] - 0.03, origin[2]]} receiveShadow>
        <boxGeometry args={[size.width, 0.06, size.depth]} />
        <meshLambertMaterial attach="material-0" color="#cbbd98" />
        <meshLambertMaterial attach="material-1" color="#cbbd98" />
        <meshLambertMaterial attach="material-2" map={board} color={board ? '#ffffff' : '#e3d8bb'} />
        <meshLambertMaterial attach="material-3" color="#cbbd98" />
        <meshLambertMaterial attach="material-4" color="#cbbd98" />
        <meshLambertMaterial attach="material-5" color="#cbbd98" />
      </mesh>
      {roster ? (
        <BattleContents
          key={roster.key}
          roster={roster}
          model={model}
          plaques={plaques}
          geometry={geometry}
          queue={queue}
          renderCounter={renderCounter}
          counterFace={counterFace}
          sideName={sideName}
        />
      ) : null}
      {trayPlacement ? (
        <DiceTray
          queue={queue}
          position={[trayPlacement.position[0], trayPlacement.position[1], trayPlacement.position[2]]}
          width={trayPlacement.width}
          depth={trayPlacement.depth}
          layout={trayLayout}
          dieStyles={BLB_DIE_STYLES}
          clearsOn={BLB_CLEARS_TRAY}
        />
      ) : null}
    </group>
  );
}

interface ContentsProps {
  roster: Roster;
  model: BattleModel;
  /** Changes when the model's modifiers or result change (only to render again). */
  plaques: number;
  geometry: BoardGeometry;
  queue: BattleBoardProps['queue'];
  renderCounter: BattleBoardProps['renderCounter'];
  counterFace: BattleBoardProps['counterFace'];
  sideName: BattleBoardProps['sideName'];
}

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** One combat's counters, fort marker, Combat Marker and plaques (remounted per combat). */
function BattleContents({ roster, model, plaques, geometry, queue, renderCounter, counterFace, sideName }: ContentsProps) {
  void plaques;
  const cs = geometry.counterSize;
  const th = geometry.counterThickness;
  const L = boardLayout(geometry);
  const outer = useRef(new Map<string, Group>());
  const flips = useRef(new Map<string, Group>());
  const glows = useRef(new Map<string, Mesh>());
  const fortRef = useRef<Group>(null);
  const fortFlip = useRef<Group>(null);
  const markerRef = useRef<Group>(null);
  const modPlaques = useRef<Group>(null);
  const resultPlaque = useRef<Group>(null);

  const shared = useMemo(() => {
    const plane = new PlaneGeometry(1, 1);
    plane.rotateX(-Math.PI / 2);
    const glowMap = counterGlowTexture();
    const glowMaterial = new MeshBasicMaterial({ map: glowMap, color: '#ffc53d', transparent: true, opacity: glowMap ? 1 : 0.5, depthWrite: false, blending: AdditiveBlending, toneMapped: false });
    const token = new RoundedBoxGeometry(1, 1, 1, 2, 0.08);
    const marker = new CylinderGeometry(0.5, 0.5, 1, 40);
    return { plane, glowMaterial, token, marker };
  }, []);
  useEffect(
    () => () => {
      shared.plane.dispose();
      shared.glowMaterial.dispose();
      shared.token.dispose();
      shared.marker.dispose();
    },
    [shared],
  );

  const pose = useMemo<UnitPose>(() => ({ x: 0, y: 0, z: 0, flip: 0, scale: 1, visible: false, glow: 0 }), []);
  const fpose = useMemo<FortPose>(() => ({ visible: false, x: 0, y: 0, z: 0, yaw: 0, flip: 0 }), []);
  const mpose = useMemo<MarkerPose>(() => ({ visible: false, x: 0, y: 0, z: 0, scale: 1 }), []);

  useFrame(() => {
    const frame = queue?.current ?? null;
    for (const u of roster.units) {
      const g = outer.current.get(u.id);
      const f = flips.current.get(u.id);
      if (!g || !f) continue;
      model.unitPose(u.id, frame, pose);
      g.visible = pose.visible;
      g.position.set(pose.x, pose.y, pose.z);
      g.scale.setScalar(Math.max(pose.scale, 1e-4));
      f.rotation.x = pose.flip;
      const glow = glows.current.get(u.id);
      if (glow) {
        glow.visible = pose.visible && pose.glow > 0;
        const k = cs * (1.2 + 0.9 * pose.glow);
        glow.scale.set(k, 1, k);
      }
    }
    if (fortRef.current && fortFlip.current) {
      model.fortPose(frame, fpose);
      fortRef.current.visible = fpose.visible;
      fortRef.current.position.set(fpose.x, fpose.y, fpose.z);
      fortRef.current.rotation.y = fpose.yaw;
      fortFlip.current.rotation.z = fpose.flip;
    }
    if (markerRef.current) {
      model.markerPose(frame, mpose);
      markerRef.current.visible = mpose.visible && mpose.scale > 0.001;
      markerRef.current.position.set(mpose.x, mpose.y, mpose.z);
      markerRef.current.scale.setScalar(Math.max(mpose.scale, 1e-4));
    }
    if (modPlaques.current) {
      const k = model.plaque('modifiers', frame);
      modPlaques.current.visible = k > 0;
      modPlaques.current.scale.setScalar(Math.max(k, 1e-4));
    }
    if (resultPlaque.current) {
      const k = model.plaque('result', frame);
      resultPlaque.current.visible = k > 0 && model.result !== null;
      resultPlaque.current.scale.setScalar(Math.max(k, 1e-4));
    }
  });

  const name = sideName ?? capital;
  const attackerHalf = L.halfLeft('attacker');
  const defenderHalf = L.halfLeft('defender');
  const plaqueY = L.oy + 0.004;
  // Modifiers: on the half of the side they help.
  const mods = model.modifiers;
  const result = model.result;
  const resultText = result
    ? `${result.winnerWiped ? `${name(result.loser === roster.attacker ? roster.defender : roster.attacker)} wiped out` : `${name(result.loser)} retreats`} (7.5)`
    : null;
  const germanHalf = roster.attacker === 'german' ? attackerHalf : defenderHalf;
  // The result goes in the fort row of the half without a fort marker.
  const fortHalf = roster.fort ? (roster.attacker === 'entente' ? attackerHalf : defenderHalf) : null;
  const resultX = (fortHalf === attackerHalf ? defenderHalf : attackerHalf) + geometry.width / 4 + 0.5 * cs;
  const ententeHalf = roster.attacker === 'german' ? defenderHalf : attackerHalf;

  return (
    <group>
      {/* The header: who attacks and who defends (left), the modifiers that help them (right). */}
      {/* Large enough to read across a room; the modifiers keep the rest of the line. */}
      <PlaqueRow texts={[`${name(roster.attacker)} attacks`]} tone="side" x={attackerHalf + 0.3 * cs} y={plaqueY} z={L.headerZ} height={0.52 * cs} gap={0.2 * cs} align="left" />
      <PlaqueRow texts={[`${name(roster.defender)} defends`]} tone="side" x={defenderHalf + 0.3 * cs} y={plaqueY} z={L.headerZ} height={0.52 * cs} gap={0.2 * cs} align="left" />
      <group ref={modPlaques} visible={false}>
        <PlaqueRow texts={modifierTexts(mods, 'german')} tone="german" x={germanHalf + geometry.width / 2 - 0.3 * cs} y={plaqueY + 0.002} z={L.headerZ} height={0.36 * cs} gap={0.2 * cs} align="right" />
        <PlaqueRow texts={modifierTexts(mods, 'entente')} tone="entente" x={ententeHalf + geometry.width / 2 - 0.3 * cs} y={plaqueY + 0.002} z={L.headerZ} height={0.36 * cs} gap={0.2 * cs} align="right" />
      </group>
      <group ref={resultPlaque} visible={false} position={[resultX, plaqueY + 0.02, L.rowZ(BOARD_ROWS.length)]}>
        {resultText ? <Plaque text={resultText} x={0} y={0} z={0} height={0.55 * cs} tone="result" /> : null}
      </group>

      {roster.units.map((u) => (
        <group
          key={u.id}
          ref={(el) => {
            if (el) outer.current.set(u.id, el);
            else outer.current.delete(u.id);
          }}
          visible={false}
        >
          <mesh
            ref={(el) => {
              if (el) glows.current.set(u.id, el);
              else glows.current.delete(u.id);
            }}
            geometry={shared.plane}
            material={shared.glowMaterial}
            position={[0, -th / 2 + 0.003, 0]}
            visible={false}
            renderOrder={2}
          />
          <group
            ref={(el) => {
              if (el) flips.current.set(u.id, el);
              else flips.current.delete(u.id);
            }}
          >
            <TwoFaced
              front={counterFaceNode(u.id, false, u, cs, th, renderCounter, counterFace, shared.token)}
              back={counterFaceNode(u.id, u.maxSteps > 1, u, cs, th, renderCounter, counterFace, shared.token)}
              thickness={th}
            />
          </group>
        </group>
      ))}

      {roster.fort ? (
        <group ref={fortRef} visible={false}>
          <group ref={fortFlip}>
            <FortMarker label={roster.fort.info.label} cf={roster.fort.info.cf} maxSteps={roster.fort.info.maxSteps} size={cs * 1.1} thickness={th} token={shared.token} />
          </group>
        </group>
      ) : null}

      <group ref={markerRef} visible={false}>
        <CombatMarker geometry={shared.marker} size={cs * 0.8} thickness={th * 0.8} />
      </group>
    </group>
  );
}

/** Two faces back to back, each half the thickness: full on top, the other underneath. */
function TwoFaced({ front, back, thickness }: { front: ReactNode; back: ReactNode; thickness: number }) {
  return (
    <>
      <group position={[0, thickness / 4, 0]} scale={[1, 0.5, 1]}>
        {front}
      </group>
      <group position={[0, -thickness / 4, 0]} rotation={[Math.PI, 0, 0]} scale={[1, 0.5, 1]}>
        {back}
      </group>
    </>
  );
}

function counterFaceNode(
  unitId: string,
  reduced: boolean,
  unit: Roster['units'][number],
  size: number,
  thickness: number,
  renderCounter: BattleBoardProps['renderCounter'],
  counterFace: BattleBoardProps['counterFace'],
  token: RoundedBoxGeometry,
): ReactNode {
  if (renderCounter) {
    const props: CounterRenderProps = { unitId, reduced, size, thickness };
    return renderCounter(unitId, props);
  }
  const texture = counterFace?.(unitId, reduced) ?? tokenTexture(unit.label, unit.color, unit.faceCf[reduced ? 1 : 0], reduced);
  return <Token geometry={token} size={size} thickness={thickness} color={unit.color} top={texture} />;
}

/** The fallback token: a rounded square whose top (+y) carries the face. */
function Token({ geometry, size, thickness, color, top }: { geometry: RoundedBoxGeometry; size: number; thickness: number; color: string; top: Texture | null }) {
  const materials = useMemo(() => {
    const side = new MeshStandardMaterial({ color, roughness: 0.7 });
    const face = new MeshStandardMaterial({ map: top, color: top ? '#ffffff' : color, roughness: 0.75 });
    return [side, side, face, side, side, side];
  }, [color, top]);
  useEffect(() => () => materials.forEach((m) => m.dispose()), [materials]);
  return <mesh geometry={geometry} material={materials} scale={[size, thickness, size]} castShadow receiveShadow />;
}

function FortMarker({ label, cf, maxSteps, size, thickness, token }: { label: string; cf: number; maxSteps: number; size: number; thickness: number; token: RoundedBoxGeometry }) {
  const materials = useMemo(() => {
    const side = new MeshStandardMaterial({ color: '#6f6a5c', roughness: 0.8 });
    const topMap = fortTexture(label, cf, maxSteps);
    const backMap = fortDestroyedTexture(label);
    const top = new MeshStandardMaterial({ map: topMap, color: topMap ? '#ffffff' : '#8e8a7a', roughness: 0.8 });
    const bottom = new MeshStandardMaterial({ map: backMap, color: backMap ? '#ffffff' : '#4a4036', roughness: 0.8 });
    return [side, side, top, bottom, side, side];
  }, [label, cf, maxSteps]);
  useEffect(() => () => materials.forEach((m) => m.dispose()), [materials]);
  return <mesh geometry={token} material={materials} scale={[size, thickness, size]} castShadow receiveShadow />;
}

function CombatMarker({ geometry, size, thickness }: { geometry: CylinderGeometry; size: number; thickness: number }) {
  const materials = useMemo(() => {
    const map = combatMarkerTexture();
    const side = new MeshStandardMaterial({ color: '#7d1a14', roughness: 0.6 });
    const top = new MeshStandardMaterial({ map, color: map ? '#ffffff' : '#a3231b', roughness: 0.6 });
    return [side, top, side];
  }, []);
  useEffect(() => () => materials.forEach((m) => m.dispose()), [materials]);
  return <mesh geometry={geometry} material={materials} scale={[size, thickness, size]} castShadow />;
}

type PlaqueTone = 'side' | 'german' | 'entente' | 'result';
const PLAQUE_STYLE: Record<PlaqueTone, { color: string; background: string; border: string }> = {
  side: { color: '#f3ead2', background: '#3d3326', border: '#1f1a13' },
  german: { color: '#f3ead2', background: '#55605a', border: '#2d342f' },
  entente: { color: '#2a2118', background: '#e2c46a', border: '#8a6d1f' },
  result: { color: '#fff4e0', background: '#8e2219', border: '#4d0f0a' },
};

function Plaque({ text, x, y, z, height, tone }: { text: string; x: number; y: number; z: number; height: number; tone: PlaqueTone }) {
  const tex = useMemo(() => labelTexture(text, { ...PLAQUE_STYLE[tone], px: 80, weight: 600 }), [text, tone]);
  if (!tex) return null;
  return (
    <mesh position={[x, y, z]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={3}>
      <planeGeometry args={[height * tex.aspect, height]} />
      <meshBasicMaterial map={tex.texture} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/** Plaques in a row from `x`: to the right (align left) or to the left (align right). */
function PlaqueRow({ texts, tone, x, y, z, height, gap, align }: { texts: string[]; tone: PlaqueTone; x: number; y: number; z: number; height: number; gap: number; align: 'left' | 'right' }) {
  let at = x;
  return (
    <>
      {texts.map((text) => {
        const tex = labelTexture(text, { ...PLAQUE_STYLE[tone], px: 80, weight: 600 });
        const width = tex ? height * tex.aspect : 0;
        const centre = align === 'left' ? at + width / 2 : at - width / 2;
        at = align === 'left' ? at + width + gap : at - width - gap;
        return <Plaque key={text} text={text} x={centre} y={y} z={z} height={height} tone={tone} />;
      })}
    </>
  );
}

function modifierTexts(mods: BattleModel['modifiers'], side: 'german' | 'entente'): string[] {
  if (!mods) return [];
  if (side === 'german') return [...(mods.zeppelin ? ['Zeppelin +1'] : []), ...(mods.bigBertha ? ['Big Bertha'] : [])];
  return mods.britishBonus ? ['British +1'] : [];
}
