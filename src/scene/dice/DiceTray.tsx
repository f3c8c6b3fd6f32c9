// The dice tray: a wooden tray lined with felt where the dice of the current dice shot are
// thrown (BLB's 'dice.rolled' by default; another game passes its own `layout`). Physics-free:
// each die tumbles along a tween (tumble.ts) and settles exactly on the face the RNG rolled
// (orientation.ts); hits get a glowing ring once the dice lie still;
// the tray says who rolled and how many hits (or atrocities) came of it.
//
// It is driven by the animation queue and nothing else: it listens to the queue's shot
// lifecycle (start/end) and reads the current shot's progress every frame. A fixed pool of
// meshes is updated in place: no React state changes while the dice roll.
//
// Props: `queue` (the game's AnimationQueue; the table drives it with useAnimationFrameQueue),
// `position`/`rotation` of the tray on the table, its `width`/`depth` in world units (the dice
// are sized to fit), and optional `sideName`/`armyName` for the labels. `layout` turns a beat
// into the dice to throw (null: not a dice beat; default BLB's layoutRoll) and `clearsOn` names
// the beats after which the dice leave the tray (default BLB's).
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdditiveBlending,
  CanvasTexture,
  DoubleSide,
  type Group,
  type Material,
  type Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Quaternion,
  SRGBColorSpace,
  Vector3,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { AnimationQueue, Beat, QueueEvent, Shot } from '../animation/queue';
import { layoutRoll, MAX_DICE, type LayoutOptions, type TrayLabel, type TrayLayout } from './layout';
import { FACE_OF_GROUP } from './orientation';
import { dieFaceTexture, feltTextureOnce, labelTexture, type DieStyle } from './textures';
import { planThrow, poseAt, type DieThrow } from './tumble';

export interface DiceTrayProps {
  queue: AnimationQueue | null | undefined;
  position?: [number, number, number];
  rotation?: [number, number, number];
  /** Inner size of the tray in world units (default 10 x 5, for counters 1 unit wide). */
  width?: number;
  depth?: number;
  sideName?: (side: string) => string;
  armyName?: (army: string) => string;
  /** The dice a beat throws into the tray, or null for a beat without dice (default layoutRoll). */
  layout?: (beat: Beat, options: LayoutOptions) => TrayLayout | null;
  /** Beat types after which the dice leave the tray (default BLB's CLEARS_TRAY). */
  clearsOn?: ReadonlySet<string>;
}

const LABEL_POOL = 28;
const TONE_COLOUR: Record<TrayLabel['tone'], string> = { plain: '#f1e9d2', good: '#ffd166', bad: '#ff7a66' };
const MARK_COLOUR = { hit: '#ffc53d', atrocity: '#ff3b2f', fail: '#ff3b2f' } as const;

/** Shots after which the dice leave the tray (BLB's). */
export const CLEARS_TRAY: ReadonlySet<string> = new Set(['combat.ended', 'turn.began', 'activation.began', 'chit.drawn', 'game.over']);

interface TrayModel {
  shot: Shot | null;
  layout: TrayLayout | null;
  throws: DieThrow[];
  attacker: string | undefined;
  /** Set when a new layout must be written into the pool meshes. */
  dirty: boolean;
}

let glowTexture: CanvasTexture | null = null;
function glowRingTexture(): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  if (glowTexture) return glowTexture;
  const size = 128;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const g = c.getContext('2d')!;
  const grad = g.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  grad.addColorStop(0, 'rgba(255,255,255,0)');
  grad.addColorStop(0.5, 'rgba(255,255,255,0)');
  grad.addColorStop(0.66, 'rgba(255,255,255,0.95)');
  grad.addColorStop(0.74, 'rgba(255,255,255,0.55)');
  grad.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
  glowTexture = new CanvasTexture(c);
  glowTexture.colorSpace = SRGBColorSpace;
  return glowTexture;
}

function dieMaterials(style: DieStyle): MeshStandardMaterial[] {
  return FACE_OF_GROUP.map((face) => {
    const map = dieFaceTexture(style, face);
    return new MeshStandardMaterial({ map, color: map ? '#ffffff' : '#eeeeee', roughness: 0.38, metalness: 0 });
  });
}

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

/** Layouts with one group of dice, not two sides facing each other: no divider down the middle. */
const UNDIVIDED: ReadonlySet<TrayLayout['purpose']> = new Set(['fire', 'test']);

export function DiceTray({
  queue, position = [0, 0, 0], rotation = [0, 0, 0], width = 10, depth = 5, sideName, armyName, layout: layoutOf = layoutRoll, clearsOn = CLEARS_TRAY,
}: DiceTrayProps) {
  const invalidate = useThree((s) => s.invalidate);
  const model = useRef<TrayModel>({ shot: null, layout: null, throws: [], attacker: undefined, dirty: false });
  const dice = useRef<(Mesh | null)[]>([]);
  const rings = useRef<(Mesh | null)[]>([]);
  const labels = useRef<(Mesh | null)[]>([]);
  const root = useRef<Group>(null);
  const divider = useRef<Mesh>(null);
  // Read in the queue listener, so new functions do not resubscribe it.
  const names = useRef({ sideName, armyName, layoutOf, clearsOn });
  names.current = { sideName, armyName, layoutOf, clearsOn };

  const assets = useMemo(() => {
    // Made when a style is first thrown (BLB never makes Belle's, nor Belle BLB's).
    const styles: Partial<Record<DieStyle, MeshStandardMaterial[]>> = {};
    const materialsOf = (style: DieStyle): MeshStandardMaterial[] => (styles[style] ??= dieMaterials(style));
    const die = new RoundedBoxGeometry(1, 1, 1, 4, 0.16);
    const plane = new PlaneGeometry(1, 1);
    plane.rotateX(-Math.PI / 2);
    const ringMaterials = Array.from({ length: MAX_DICE }, () =>
      new MeshBasicMaterial({ map: glowRingTexture(), color: MARK_COLOUR.hit, transparent: true, opacity: 0, depthWrite: false, blending: AdditiveBlending, toneMapped: false }),
    );
    const labelMaterials = Array.from({ length: LABEL_POOL }, () =>
      new MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false, side: DoubleSide }),
    );
    // What a pooled die wears before its first throw (it is hidden until then).
    const unthrown = new MeshStandardMaterial({ color: '#eeeeee' });
    return { styles, materialsOf, unthrown, die, plane, ringMaterials, labelMaterials };
  }, []);
  useEffect(
    () => () => {
      for (const list of Object.values(assets.styles)) for (const m of list ?? []) m.dispose();
      assets.unthrown.dispose();
      assets.die.dispose();
      assets.plane.dispose();
      for (const m of assets.ringMaterials) m.dispose();
      for (const m of assets.labelMaterials) m.dispose();
    },
    [assets],
  );

  // The queue's lifecycle: a dice shot lays the dice out; later shots clear the tray.
  useEffect(() => {
    if (!queue) return;
    const m = model.current;
    const clear = () => {
      m.shot = null;
      m.layout = null;
      m.throws = [];
      m.dirty = true;
    };
    const onEvent = (event: QueueEvent) => {
      if (event.type === 'reset') {
        clear();
      } else if (event.type === 'start') {
        const beat = event.shot.beat;
        if (beat.type === 'combat.started') m.attacker = typeof beat.attacker === 'string' ? beat.attacker : undefined;
        const { layoutOf: layoutFor, clearsOn: clears, sideName: sideNamed, armyName: armyNamed } = names.current;
        const layout = layoutFor(beat, {
          width,
          depth,
          ...(m.attacker && beat.purpose !== 'atrocities' ? { attacker: m.attacker } : {}),
          ...(sideNamed ? { sideName: sideNamed } : {}),
          ...(armyNamed ? { armyName: armyNamed } : {}),
        });
        if (layout) {
          m.shot = event.shot;
          m.layout = layout;
          m.throws = layout.dice.map((d) =>
            planThrow({ seedText: d.seedText, value: d.value, rest: d.rest, from: d.from, size: layout.dieSize, tumble: event.shot.tumble }),
          );
          m.dirty = true;
        } else if (clears.has(beat.type) && m.layout) {
          clear();
        }
      }
      invalidate();
    };
    return queue.subscribe(onEvent);
  }, [queue, width, depth, invalidate]);

  const pos = useMemo(() => new Vector3(), []);
  const quat = useMemo(() => new Quaternion(), []);

  useFrame(() => {
    const m = model.current;
    const layout = m.layout;
    if (m.dirty) {
      m.dirty = false;
      writeLayout(layout);
    }
    if (!layout) return;
    const frame = queue?.current;
    // While its shot plays, its progress; once it ended, the dice lie still (progress 1).
    const p = frame && frame.shot === m.shot ? frame.progress : 1;
    layout.dice.forEach((spec, i) => {
      const mesh = dice.current[i];
      const ring = rings.current[i];
      if (!mesh) return;
      const t = (p - spec.start) / (spec.end - spec.start);
      mesh.visible = t >= 0;
      if (t >= 0) {
        poseAt(m.throws[i]!, t, pos, quat);
        mesh.position.copy(pos);
        mesh.quaternion.copy(quat);
      }
      if (ring) {
        const mat = assets.ringMaterials[i]!;
        const shown = spec.mark ? clamp01((p - spec.end) / 0.05) : 0;
        // A soft pulse after it lights up.
        mat.opacity = shown * (0.85 + 0.15 * Math.sin(performance.now() / 260 + i));
        ring.visible = shown > 0;
      }
    });
    layout.labels.forEach((label, i) => {
      const mesh = labels.current[i];
      if (mesh) mesh.visible = p >= label.appear;
    });
  });

  /** Puts the layout's dice, rings and labels into the pooled meshes (or hides them all). */
  function writeLayout(layout: TrayLayout | null): void {
    const s = layout?.dieSize ?? 0;
    if (divider.current) divider.current.visible = !layout || !UNDIVIDED.has(layout.purpose);
    for (let i = 0; i < MAX_DICE; i++) {
      const mesh = dice.current[i];
      const ring = rings.current[i];
      const spec = layout?.dice[i];
      if (mesh) {
        mesh.visible = false;
        if (spec) {
          mesh.material = assets.materialsOf(spec.style) as Material[];
          mesh.scale.setScalar(s);
        }
      }
      if (ring) {
        ring.visible = false;
        if (spec) {
          ring.position.set(spec.rest[0], 0.002, spec.rest[2]);
          ring.scale.setScalar(s * 2.3);
          assets.ringMaterials[i]!.color.set(spec.mark ? MARK_COLOUR[spec.mark] : MARK_COLOUR.hit);
        }
      }
    }
    for (let i = 0; i < LABEL_POOL; i++) {
      const mesh = labels.current[i];
      if (!mesh) continue;
      const label = layout?.labels[i];
      const tex = label ? labelTexture(label.text, { color: TONE_COLOUR[label.tone], px: 72, weight: label.role === 'row' ? 700 : 500 }) : null;
      mesh.visible = false;
      if (!label || !tex) continue;
      const mat = assets.labelMaterials[i]!;
      if (mat.map !== tex.texture) {
        mat.map = tex.texture;
        mat.needsUpdate = true;
      }
      mesh.position.set(label.x, 0.003, label.z);
      mesh.scale.set(label.height * tex.aspect, 1, label.height);
    }
  }

  const wall = Math.max(width, depth) * 0.035;
  const wallHeight = depth * 0.09;
  const felt = useMemo(() => {
    const shared = feltTextureOnce();
    if (!shared) return null;
    const own = shared.clone();
    own.repeat.set(width * 3, depth * 3);
    own.needsUpdate = true;
    return own;
  }, [width, depth]);
  useEffect(() => () => felt?.dispose(), [felt]);

  return (
    <group ref={root} position={position} rotation={rotation}>
      {/* Felt floor (its top is the tray's y = 0) and the wooden frame. */}
      <mesh position={[0, -0.004, 0]} receiveShadow>
        <boxGeometry args={[width, 0.008, depth]} />
        <meshStandardMaterial color={felt ? '#ffffff' : '#2f5d3a'} map={felt} roughness={1} />
      </mesh>
      <mesh position={[0, -0.012, 0]} receiveShadow castShadow>
        <boxGeometry args={[width + 2 * wall, 0.016, depth + 2 * wall]} />
        <meshStandardMaterial color="#5a3a22" roughness={0.7} />
      </mesh>
      {(
        [
          [0, -(depth + wall) / 2, width + 2 * wall, wall],
          [0, (depth + wall) / 2, width + 2 * wall, wall],
          [-(width + wall) / 2, 0, wall, depth],
          [(width + wall) / 2, 0, wall, depth],
        ] as const
      ).map(([x, z, w, d], i) => (
        <mesh key={i} position={[x, wallHeight / 2 - 0.004, z]} castShadow receiveShadow>
          <boxGeometry args={[w, wallHeight, d]} />
          <meshStandardMaterial color="#6b4528" roughness={0.6} />
        </mesh>
      ))}
      {/* A thin divider between the attacker's and the defender's dice. */}
      <mesh ref={divider} position={[0, 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[depth * 0.006, depth * 0.92]} />
        <meshBasicMaterial color="#1f3f27" transparent opacity={0.6} />
      </mesh>

      {Array.from({ length: MAX_DICE }, (_, i) => (
        <mesh
          key={`die${i}`}
          ref={(el) => {
            dice.current[i] = el;
          }}
          geometry={assets.die}
          material={assets.unthrown}
          visible={false}
          castShadow
        />
      ))}
      {Array.from({ length: MAX_DICE }, (_, i) => (
        <mesh
          key={`ring${i}`}
          ref={(el) => {
            rings.current[i] = el;
          }}
          geometry={assets.plane}
          material={assets.ringMaterials[i]}
          visible={false}
          renderOrder={2}
        />
      ))}
      {Array.from({ length: LABEL_POOL }, (_, i) => (
        <mesh
          key={`label${i}`}
          ref={(el) => {
            labels.current[i] = el;
          }}
          geometry={assets.plane}
          material={assets.labelMaterials[i]}
          visible={false}
          renderOrder={3}
        />
      ))}
    </group>
  );
}
