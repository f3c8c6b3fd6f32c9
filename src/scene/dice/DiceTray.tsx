// The dice tray: a wooden tray lined with felt where the dice of the current dice shot are
// thrown. Physics-free: each die tumbles along a tween (tumble.ts) and settles exactly on the face
// the RNG rolled (orientation.ts); marked dice get a glowing ring once they lie still; labels say
// who rolled and what came of it. What to throw is the game's: its `layout` turns a beat into
// dice and labels, its `dieStyles` colour them, and `clearsOn` names the beats after which the
// dice leave the tray. The tray itself knows no game.
//
// It is driven by the animation queue and nothing else: it listens to the queue's shot
// lifecycle (start/end) and reads the current shot's progress every frame. A fixed pool of
// meshes is updated in place: no React state changes while the dice roll.
//
// Props: `queue` (the game's AnimationQueue; the table drives it with useAnimationFrameQueue),
// `position`/`rotation` of the tray on the table, its `width`/`depth` in world units (the dice
// are sized to fit), and the game's `layout`, `dieStyles` and `clearsOn`.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  type CanvasTexture,
  DoubleSide,
  type Group,
  type Material,
  type Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Quaternion,
  Vector3,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { AnimationQueue, QueueEvent, Shot } from '../animation/queue';
import { radialSprite } from '../softSprite';
import { MAX_DICE, type TrayLabel, type TrayLayout, type TrayLayoutOf } from './layout';
import { FACE_OF_GROUP } from './orientation';
import { dieFaceTexture, feltTextureOnce, labelTexture, UNKNOWN_DIE, type DieColours, type DieStyles } from './textures';
import { planThrow, poseAt, type DieThrow } from './tumble';

export interface DiceTrayProps {
  queue: AnimationQueue | null | undefined;
  position?: [number, number, number];
  rotation?: [number, number, number];
  /** Inner size of the tray in world units (default 10 x 5, for counters 1 unit wide). */
  width?: number;
  depth?: number;
  /** The game's layout: the dice a beat throws into the tray, or null for a beat without dice. */
  layout: TrayLayoutOf;
  /** The game's die styles, by the names its layout gives (DieSpec.style). */
  dieStyles: DieStyles;
  /** Beat types after which the dice leave the tray. */
  clearsOn: ReadonlySet<string>;
}

const LABEL_POOL = 28;
const TONE_COLOUR: Record<TrayLabel['tone'], string> = { plain: '#f1e9d2', good: '#ffd166', bad: '#ff7a66' };
const MARK_COLOUR = { hit: '#ffc53d', fail: '#ff3b2f' } as const;

interface TrayModel {
  shot: Shot | null;
  layout: TrayLayout | null;
  throws: DieThrow[];
  /** Set when a new layout must be written into the pool meshes. */
  dirty: boolean;
}

/** A glowing ring (white: the material's colour tints it), made once. */
function glowRingTexture(): CanvasTexture | null {
  return radialSprite('glow-ring', 128, [
    [0, 'rgba(255,255,255,0)'],
    [0.5, 'rgba(255,255,255,0)'],
    [0.66, 'rgba(255,255,255,0.95)'],
    [0.74, 'rgba(255,255,255,0.55)'],
    [1, 'rgba(255,255,255,0)'],
  ]);
}

function dieMaterials(colours: DieColours): MeshStandardMaterial[] {
  return FACE_OF_GROUP.map((face) => {
    const map = dieFaceTexture(colours, face);
    return new MeshStandardMaterial({ map, color: map ? '#ffffff' : '#eeeeee', roughness: 0.38, metalness: 0 });
  });
}

const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

export function DiceTray({
  queue, position = [0, 0, 0], rotation = [0, 0, 0], width = 10, depth = 5, layout: layoutOf, dieStyles, clearsOn,
}: DiceTrayProps) {
  const invalidate = useThree((s) => s.invalidate);
  const model = useRef<TrayModel>({ shot: null, layout: null, throws: [], dirty: false });
  const dice = useRef<(Mesh | null)[]>([]);
  const rings = useRef<(Mesh | null)[]>([]);
  const labels = useRef<(Mesh | null)[]>([]);
  const root = useRef<Group>(null);
  const divider = useRef<Mesh>(null);
  // Read in the queue listener, so new functions do not resubscribe it.
  const given = useRef({ layoutOf, clearsOn, dieStyles });
  given.current = { layoutOf, clearsOn, dieStyles };

  const assets = useMemo(() => {
    // Made when a style is first thrown (only the styles a game throws are ever made).
    const styles: Partial<Record<string, MeshStandardMaterial[]>> = {};
    const warned = new Set<string>();
    const materialsOf = (style: string): MeshStandardMaterial[] => {
      const known = given.current.dieStyles[style];
      if (!known && !warned.has(style)) {
        warned.add(style);
        console.warn(`DiceTray: no die style "${style}" among the game's (${Object.keys(given.current.dieStyles).join(', ')}).`);
      }
      return (styles[style] ??= dieMaterials(known ?? UNKNOWN_DIE));
    };
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
        const { layoutOf: layoutFor, clearsOn: clears } = given.current;
        const layout = layoutFor(beat, { width, depth });
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
    if (divider.current) divider.current.visible = !layout || layout.divided;
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
  const walls = useMemo(() => {
    const parts = (
      [
        [0, -(depth + wall) / 2, width + 2 * wall, wall],
        [0, (depth + wall) / 2, width + 2 * wall, wall],
        [-(width + wall) / 2, 0, wall, depth],
        [(width + wall) / 2, 0, wall, depth],
      ] as const
    ).map(([x, z, w, d]) => new BoxGeometry(w, wallHeight, d).translate(x, 0, z));
    const merged = mergeGeometries(parts, false);
    for (const p of parts) p.dispose();
    return merged;
  }, [width, depth, wall, wallHeight]);
  useEffect(() => () => walls.dispose(), [walls]);

  return (
    <group ref={root} position={position} rotation={rotation}>
      {/* Felt floor (its top is the tray's y = 0) and the wooden frame. */}
      <mesh position={[0, -0.004, 0]} receiveShadow>
        <boxGeometry args={[width, 0.008, depth]} />
        <meshStandardMaterial color={felt ? '#ffffff' : '#2f5d3a'} map={felt} roughness={1} />
      </mesh>
      {/* Lies flat on the table: it casts no shadow worth a shadow-pass draw call. */}
      <mesh position={[0, -0.012, 0]} receiveShadow>
        <boxGeometry args={[width + 2 * wall, 0.016, depth + 2 * wall]} />
        <meshStandardMaterial color="#5a3a22" roughness={0.7} />
      </mesh>
      {/* The four walls: one mesh (one draw call, one in the shadow pass). */}
      <mesh geometry={walls} position={[0, wallHeight / 2 - 0.004, 0]} castShadow receiveShadow>
        <meshStandardMaterial color="#6b4528" roughness={0.6} />
      </mesh>
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
