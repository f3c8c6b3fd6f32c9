// ACTIVATION: the bowl with one token per unit still to activate this turn, red and blue, and
// the token drawn last, set down face up beside the bowl while its side picks a unit.
//
// The bowl is one glazed LatheGeometry (dark outside, an ochre rim, cream inside, by vertex
// colour). Every token, the drawn one included, is an instance of one InstancedMesh with its
// side's colour per instance: one draw call however many tokens. The heap is deterministic:
// each token has a fixed slot (red k in slot 2k, blue k in 2k+1) on a golden-angle spiral over
// the bowl's floor, jittered by a hash of the slot, stacked on the tokens under it, so removing
// the last token of a colour leaves the others where they were. No Math.random.
//
// Driven by the animation queue like the dice tray: during a 'token.drawn' shot the drawn token
// rises out of the heap, arcs over and lands on DRAWN_TOKEN twice as large (until it has left,
// the bowl shows one more token of that colour); while such a shot waits in the queue the bowl
// shows what it held before that draw. With no queue, or once the queue is idle, it shows the
// props (the game state). Nothing here changes React state while tokens fly.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  CanvasTexture,
  Color,
  CylinderGeometry,
  DoubleSide,
  Float32BufferAttribute,
  type InstancedMesh,
  LatheGeometry,
  Matrix4,
  type Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Quaternion,
  Vector2,
  Vector3,
} from 'three';
import type { AnimationQueue, QueueEvent, Shot } from '../animation/queue';
import { labelTexture } from '../dice/textures';
import { canvasSprite, fillRadial } from '../softSprite';
import { setMotionGeometry } from '../motionDetail';
import type { Side } from '../../games/belle-epoque/types';
import { BOWL, BOWL_CAPTION, CAPTION, DRAWN_CAPTION, DRAWN_SCALE, DRAWN_TOKEN, SIDE_COLOUR, TOKEN_RADIUS } from './layout';

export interface BowlCounts {
  red: number;
  blue: number;
}

export interface BowlProps {
  /** Tokens in the bowl now (the view's game.bowl). */
  bowl: BowlCounts;
  /** The token drawn and waiting for its side to pick a unit (the view's game.drawn). */
  drawn: Side | null;
  queue?: AnimationQueue | null;
}

/** A token: a thin disc. The drawn one is shown DRAWN_SCALE times larger. */
export const TOKEN = { radius: TOKEN_RADIUS, thickness: 0.09 } as const;
/** Most tokens drawn in the bowl (both sides together); more are counted in the label only. */
const MAX_TOKENS = 60;
const SIDE_NAME: Record<Side, string> = { red: 'Red', blue: 'Blue' };

// --- the bowl's shape ----------------------------------------------------------------------

const WALL = 0.14;
const FOOT = { radius: 1.55, height: 0.1 } as const;
/** The inside: floor height at the centre, and y = FLOOR + DEPTH * (r / INNER_R)^POWER up to the rim. */
const FLOOR_Y = 0.24;
const INNER_R = BOWL.radius - WALL;
const DEPTH = BOWL.height - FLOOR_Y;
const POWER = 2.2;

/** Height of the bowl's inner surface at distance r from its axis. */
function innerY(r: number): number {
  return FLOOR_Y + DEPTH * Math.min(1, r / INNER_R) ** POWER;
}

/** Its slope (dy/dr) there. */
function innerSlope(r: number): number {
  const t = Math.min(1, r / INNER_R);
  return t <= 0 ? 0 : ((DEPTH * POWER) / INNER_R) * t ** (POWER - 1);
}

/** Its curvature (d2y/dr2) there: a flat disc on the curved floor rests on its edge, a little higher. */
function innerCurvature(r: number): number {
  const t = Math.min(1, r / INNER_R);
  return t <= 0 ? 0 : ((DEPTH * POWER * (POWER - 1)) / (INNER_R * INNER_R)) * t ** (POWER - 2);
}

const GLAZE = { outside: '#3a2317', foot: '#2a180f', rim: '#8a5a2b', inside: '#efe4c8', well: '#e2d3ae' } as const;

function bowlGeometry(segments = 64): LatheGeometry {
  const points: Vector2[] = [];
  const colours: string[] = [];
  const add = (r: number, y: number, colour: string) => {
    points.push(new Vector2(Math.max(0.001, r), y));
    colours.push(colour);
  };
  // Outside: the foot ring, then a quarter ellipse up to the rim.
  add(0, 0.02, GLAZE.foot);
  add(FOOT.radius - 0.08, 0.02, GLAZE.foot);
  add(FOOT.radius, 0, GLAZE.foot);
  add(FOOT.radius + 0.05, FOOT.height, GLAZE.foot);
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * (Math.PI / 2);
    add(FOOT.radius + 0.05 + (BOWL.radius - FOOT.radius - 0.05) * Math.sin(a), FOOT.height + (BOWL.height - FOOT.height) * (1 - Math.cos(a)), GLAZE.outside);
  }
  // The rim: a rounded lip from the outside over to the inside.
  for (let i = 1; i <= 6; i++) {
    const a = (i / 6) * Math.PI;
    add(BOWL.radius - WALL / 2 + (WALL / 2) * Math.cos(a), BOWL.height + (WALL / 2) * Math.sin(a), GLAZE.rim);
  }
  // Inside, down to the centre (a close second point keeps the rim's colour band sharp).
  add(INNER_R - 0.004, innerY(INNER_R) - 0.03, GLAZE.inside);
  for (let i = 1; i <= 18; i++) {
    const r = INNER_R * (1 - i / 18);
    add(r, innerY(r), i > 12 ? GLAZE.well : GLAZE.inside);
  }
  const geometry = new LatheGeometry(points, segments);
  // LatheGeometry lays vertices out meridian by meridian, each the whole profile.
  const c = new Color();
  const perPoint = colours.map((hex) => c.set(hex).toArray() as [number, number, number]);
  const rgb: number[] = [];
  const meridians = geometry.getAttribute('position').count / points.length;
  for (let m = 0; m < meridians; m++) for (const p of perPoint) rgb.push(...p);
  geometry.setAttribute('color', new Float32BufferAttribute(rgb, 3));
  return geometry;
}

// --- the heap ------------------------------------------------------------------------------

/** A well-mixed hash of an integer and a salt, as a float in [0, 1). */
function hash01(i: number, salt: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/** A token's place: centre, orientation, and its side. */
export interface TokenPose {
  side: Side;
  position: Vector3;
  quaternion: Quaternion;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Slots per layer of the heap, and the spiral's spacing. */
const LAYER_SLOTS = 20;
const SPIRAL = 0.46;

/** The slot of the k-th token of a side (fixed, so the others stay put as tokens leave). */
export function tokenSlot(side: Side, k: number): number {
  return 2 * k + (side === 'red' ? 0 : 1);
}

const Y_AXIS = new Vector3(0, 1, 0);

/**
 * The heap for these counts, in world coordinates (the bowl's centre at BOWL). Tokens are laid
 * slot by slot; each rests on the bowl's inner surface or on the tokens laid before it.
 */
export function bowlHeap(counts: BowlCounts): readonly TokenPose[] {
  const key = `${counts.red}:${counts.blue}`;
  const cached = heapCache.get(key);
  if (cached) return cached;
  const heap = layHeap(counts);
  if (heapCache.size > 64) heapCache.clear();
  heapCache.set(key, heap);
  return heap;
}

/** Heaps are shared and never changed once laid (the flight reads a token's pose from them). */
const heapCache = new Map<string, readonly TokenPose[]>();

function layHeap(counts: BowlCounts): TokenPose[] {
  const red = Math.max(0, Math.floor(counts.red));
  const blue = Math.max(0, Math.floor(counts.blue));
  const ids: { side: Side; slot: number }[] = [];
  for (let k = 0; k < red; k++) ids.push({ side: 'red', slot: tokenSlot('red', k) });
  for (let k = 0; k < blue; k++) ids.push({ side: 'blue', slot: tokenSlot('blue', k) });
  ids.sort((a, b) => a.slot - b.slot);
  const placed: TokenPose[] = [];
  for (const { side, slot } of ids.slice(0, MAX_TOKENS)) placed.push(placeToken(side, slot, placed));
  return placed;
}

const tmpTilt = new Quaternion();
const tmpAxis = new Vector3();

function placeToken(side: Side, slot: number, under: readonly TokenPose[]): TokenPose {
  const layer = Math.floor(slot / LAYER_SLOTS);
  const idx = slot % LAYER_SLOTS;
  const angle = idx * GOLDEN_ANGLE + layer * 1.3 + (hash01(slot, 1) - 0.5) * 0.5;
  const r = Math.min(INNER_R - TOKEN.radius * 1.3, SPIRAL * Math.sqrt(idx + 0.5) + (hash01(slot, 2) - 0.5) * 0.18);
  const x = Math.cos(angle) * r;
  const z = Math.sin(angle) * r;
  // Lying on the bowl's slope: tilted toward the axis, a little askew.
  const tilt = Math.atan(innerSlope(r));
  let y = innerY(r) + TOKEN.thickness / 2 / Math.cos(tilt) + 0.5 * innerCurvature(r) * TOKEN.radius ** 2;
  // On top of any token laid before that it overlaps.
  for (const t of under) {
    const dx = t.position.x - BOWL.x - x;
    const dz = t.position.z - BOWL.z - z;
    if (dx * dx + dz * dz < (TOKEN.radius * 1.85) ** 2) y = Math.max(y, t.position.y + TOKEN.thickness * 1.05);
  }
  const q = new Quaternion();
  // About the tangent (-sin, 0, cos) a positive angle tips the top toward the axis, as the slope does.
  if (r > 1e-6) q.setFromAxisAngle(tmpAxis.set(-z / r, 0, x / r), tilt);
  tmpTilt.setFromAxisAngle(tmpAxis.set(hash01(slot, 3) - 0.5, 0, hash01(slot, 4) - 0.5).normalize(), (hash01(slot, 5) - 0.5) * 0.16);
  q.premultiply(tmpTilt);
  q.multiply(tmpTilt.setFromAxisAngle(Y_AXIS, hash01(slot, 6) * Math.PI * 2));
  return { side, position: new Vector3(BOWL.x + x, y, BOWL.z + z), quaternion: q };
}

/** Where the drawn token lies: flat on the table at DRAWN_TOKEN, face up. */
const DRAWN_REST = new Vector3(DRAWN_TOKEN.x, (TOKEN.thickness * DRAWN_SCALE) / 2, DRAWN_TOKEN.z);

// --- the flight ----------------------------------------------------------------------------

/** Parts of a draw shot: the hand lifts the token clear of the rim, carries it over, sets it down. */
const LIFT_END = 0.22;
const LAND_AT = 0.86;

const smooth = (t: number) => t * t * (3 - 2 * t);
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

const tmpA = new Vector3();
const IDENTITY = new Quaternion();

/**
 * The drawn token's pose at `p` (0..1) of its shot: from `from` in the heap, up over the rim,
 * along an arc to the table beside the bowl, growing to DRAWN_SCALE; it flips over once on the
 * way unless `tumble` is off (reduced motion). At p = 1 it lies exactly at DRAWN_REST.
 */
function flightPose(p: number, from: TokenPose, tumble: boolean, outPos: Vector3, outQuat: Quaternion): number {
  const lifted = tmpA.set(from.position.x, BOWL.height + 0.7, from.position.z);
  if (p < LIFT_END) {
    const t = smooth(p / LIFT_END);
    outPos.lerpVectors(from.position, lifted, t);
    outQuat.slerpQuaternions(from.quaternion, IDENTITY, t);
    return 1;
  }
  if (p < LAND_AT) {
    const t = (p - LIFT_END) / (LAND_AT - LIFT_END);
    const k = smooth(t);
    const above = DRAWN_REST.y + 0.5;
    outPos.set(lifted.x + (DRAWN_REST.x - lifted.x) * k, lifted.y + (above - lifted.y) * k + Math.sin(Math.PI * t) * 2.2, lifted.z + (DRAWN_REST.z - lifted.z) * k);
    // One flip about the horizontal axis across the way it travels.
    if (tumble) outQuat.setFromAxisAngle(tmpAxis.set(-(DRAWN_REST.z - lifted.z), 0, DRAWN_REST.x - lifted.x).normalize(), -Math.PI * 2 * k);
    else outQuat.identity();
    return 1 + (DRAWN_SCALE - 1) * k;
  }
  const t = clamp01((p - LAND_AT) / (1 - LAND_AT));
  // Down onto the table with a small bounce.
  const drop = 0.5 * (1 - t) ** 2 + 0.12 * Math.sin(Math.PI * t) * (1 - t);
  outPos.set(DRAWN_REST.x, DRAWN_REST.y + drop, DRAWN_REST.z);
  outQuat.identity();
  return DRAWN_SCALE;
}

// --- textures ------------------------------------------------------------------------------

/** The token's face: white (the instance colour tints it) with a pressed ring near the edge. */
function tokenFaceTexture(): CanvasTexture | null {
  return canvasSprite('bowl-token-face', 128, (g, size) => {
    fillRadial(g, size, [[0, '#ffffff'], [1, '#d9d9d9']], { from: [0.42, 0.4, 0.05], to: [0.5, 0.5, 0.5] });
    g.lineWidth = size * 0.05;
    g.strokeStyle = 'rgba(0,0,0,0.28)';
    g.beginPath();
    g.arc(size / 2, size / 2, size * 0.38, 0, Math.PI * 2);
    g.stroke();
    g.strokeStyle = 'rgba(255,255,255,0.5)';
    g.lineWidth = size * 0.02;
    g.beginPath();
    g.arc(size / 2, size / 2 + size * 0.02, size * 0.41, 0, Math.PI * 2);
    g.stroke();
  });
}

/**
 * A token's disc with one material (one draw call for the whole heap): the caps show the face
 * texture, the edge samples its plain corner (a shade darker than the face).
 */
function tokenGeometry(segments = 32): CylinderGeometry {
  const geometry = new CylinderGeometry(TOKEN.radius, TOKEN.radius, TOKEN.thickness, segments);
  const uv = geometry.getAttribute('uv');
  const index = geometry.getIndex()!;
  const edge = geometry.groups[0]!;
  for (let i = edge.start; i < edge.start + edge.count; i++) uv.setXY(index.getX(i), 0.02, 0.02);
  geometry.clearGroups();
  return geometry;
}

// --- what is shown -------------------------------------------------------------------------

interface Shown {
  /** The tokens lying in the heap. */
  bowl: BowlCounts;
  /** What the label counts: a token being drawn counts as the bowl's until it clears the rim. */
  counted?: BowlCounts;
  drawn: Side | null;
  /** A token in flight: its shot, where it left from, and its side. */
  flight: { shot: Shot; from: TokenPose; side: Side } | null;
}

const isSide = (v: unknown): v is Side => v === 'red' || v === 'blue';

function countsOf(v: unknown): BowlCounts | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return typeof o.red === 'number' && typeof o.blue === 'number' ? { red: o.red, blue: o.blue } : null;
}

const LABEL_STYLE = { color: '#2b1d12', background: 'rgba(246,238,220,0.92)', border: '#7a5a3a', px: 96, weight: 600 } as const;
const BOWL_LABEL_HEIGHT = CAPTION.bowl;
const DRAWN_LABEL_HEIGHT = CAPTION.drawn;

function bowlText(b: BowlCounts): string {
  return `Bowl: ${b.red} red · ${b.blue} blue`;
}

/** Points a label plane at a text (cached texture), or hides it. */
function writeLabel(mesh: Mesh | null, material: MeshBasicMaterial, text: string | null, height: number, style: Parameters<typeof labelTexture>[1]): void {
  if (!mesh) return;
  const tex = text ? labelTexture(text, style) : null;
  mesh.visible = !!tex;
  if (!tex) return;
  if (material.map !== tex.texture) {
    material.map = tex.texture;
    material.needsUpdate = true;
  }
  mesh.scale.set(height * tex.aspect, height, 1);
}

export function Bowl({ bowl, drawn, queue }: BowlProps) {
  const invalidate = useThree((s) => s.invalidate);
  const tokens = useRef<InstancedMesh>(null);
  const bowlMesh = useRef<Mesh>(null);
  const bowlLabel = useRef<Mesh>(null);
  const drawnLabel = useRef<Mesh>(null);
  const props = useRef({ bowl, drawn });
  props.current = { bowl, drawn };
  /** What the queue told us (the side drawn last, until its unit is activated or a turn begins) and the bowl shown last. */
  const seen = useRef<{ drawn: Side | null; held: BowlCounts | null }>({ drawn: null, held: null });
  /** What was written into the meshes last, so only changes are written again. */
  const written = useRef<{ key: string; heap: readonly TokenPose[]; bowlText: string; drawnText: string | null }>({ key: '', heap: [], bowlText: '', drawnText: null });

  const assets = useMemo(() => {
    const bowlGeom = bowlGeometry();
    const bowlMat = new MeshStandardMaterial({ vertexColors: true, roughness: 0.28, metalness: 0.02 });
    const tokenGeom = tokenGeometry();
    const tokenMat = new MeshStandardMaterial({ color: '#ffffff', map: tokenFaceTexture(), roughness: 0.45 });
    const plane = new PlaneGeometry(1, 1);
    const bowlLabelMat = new MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false, side: DoubleSide });
    const drawnLabelMat = bowlLabelMat.clone();
    const colours: Record<Side, Color> = { red: new Color(SIDE_COLOUR.red.main), blue: new Color(SIDE_COLOUR.blue.main) };
    // Coarser twins drawn in motion at the render budget's low-detail tiers (motionDetail.ts).
    const bowlCoarse = bowlGeometry(20);
    const tokenCoarse = tokenGeometry(12);
    return { bowlGeom, bowlCoarse, bowlMat, tokenGeom, tokenCoarse, tokenMat, plane, bowlLabelMat, drawnLabelMat, colours };
  }, []);
  useLayoutEffect(() => {
    if (bowlMesh.current) setMotionGeometry(bowlMesh.current, assets.bowlCoarse);
    if (tokens.current) setMotionGeometry(tokens.current, assets.tokenCoarse);
  }, [assets]);
  useEffect(
    () => () => {
      assets.bowlGeom.dispose();
      assets.bowlCoarse.dispose();
      assets.bowlMat.dispose();
      assets.tokenGeom.dispose();
      assets.tokenCoarse.dispose();
      assets.tokenMat.dispose();
      assets.plane.dispose();
      assets.bowlLabelMat.dispose();
      assets.drawnLabelMat.dispose();
    },
    [assets],
  );

  // New props: draw a frame (on a demand-driven canvas nothing else may ask for one).
  useEffect(() => invalidate(), [bowl.red, bowl.blue, drawn, invalidate]);

  useEffect(() => {
    if (!queue) return;
    const onEvent = (event: QueueEvent) => {
      if (event.type === 'reset') {
        seen.current = { drawn: null, held: null };
      } else if (event.type === 'start') {
        const type = event.shot.beat.type;
        if (type === 'token.drawn') seen.current.drawn = isSide(event.shot.beat.side) ? event.shot.beat.side : null;
        else if (type === 'unit.activated' || type === 'turn.begun') seen.current.drawn = null;
      }
      invalidate();
    };
    return queue.subscribe(onEvent);
  }, [queue, invalidate]);

  const matrix = useMemo(() => new Matrix4(), []);
  const pos = useMemo(() => new Vector3(), []);
  const quat = useMemo(() => new Quaternion(), []);
  const scale = useMemo(() => new Vector3(), []);

  /** What to show now, from the shot on screen, the shots waiting, or the props. */
  function shownNow(): Shown {
    const frame = queue?.current ?? null;
    const beat = frame?.shot.beat;
    if (frame && beat?.type === 'token.drawn' && isSide(beat.side)) {
      const left = countsOf(beat.left) ?? props.current.bowl;
      const before = { ...left, [beat.side]: left[beat.side] + 1 };
      // The drawn token is the last of its colour (the highest slot): it leaves, the rest stay.
      const heap = bowlHeap(before);
      let from: TokenPose | null = null;
      for (let i = heap.length - 1; i >= 0 && !from; i--) if (heap[i]!.side === beat.side) from = heap[i]!;
      if (!from) return { bowl: left, drawn: beat.side, flight: null };
      // It rises from its place in the heap (so the bowl shows it until it clears the rim).
      return { bowl: left, counted: frame.progress < LIFT_END ? before : left, drawn: null, flight: { shot: frame.shot, from, side: beat.side } };
    }
    // Shots still waiting: the bowl as it was before the first draw among them (a turn that
    // begins first refills it: until then, what was shown stays).
    for (const shot of queue?.queued ?? []) {
      const b = shot.beat;
      if (b.type === 'turn.begun') return { bowl: seen.current.held ?? props.current.bowl, drawn: seen.current.drawn, flight: null };
      if (b.type === 'token.drawn' && isSide(b.side)) {
        const left = countsOf(b.left);
        if (left) return { bowl: { ...left, [b.side]: left[b.side] + 1 }, drawn: seen.current.drawn, flight: null };
      }
    }
    return { bowl: props.current.bowl, drawn: props.current.drawn, flight: null };
  }

  useFrame(() => {
    const mesh = tokens.current;
    if (!mesh) return;
    const shown = shownNow();
    seen.current.held = shown.counted ?? shown.bowl;
    const w = written.current;
    const key = `${shown.bowl.red}:${shown.bowl.blue}`;
    if (key !== w.key) {
      w.key = key;
      w.heap = bowlHeap(shown.bowl);
      w.heap.forEach((t, i) => {
        mesh.setMatrixAt(i, matrix.compose(t.position, t.quaternion, scale.set(1, 1, 1)));
        mesh.setColorAt(i, assets.colours[t.side]);
      });
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    // The drawn token, in flight or at rest, is the last instance.
    const n = w.heap.length;
    let extra = 0;
    const drawnSide = shown.flight?.side ?? shown.drawn;
    if (drawnSide) {
      let s = DRAWN_SCALE;
      if (shown.flight) {
        const frame = queue?.current;
        const p = frame && frame.shot === shown.flight.shot ? frame.progress : 1;
        s = flightPose(p, shown.flight.from, shown.flight.shot.tumble, pos, quat);
      } else {
        pos.copy(DRAWN_REST);
        quat.identity();
      }
      mesh.setMatrixAt(n, matrix.compose(pos, quat, scale.set(s, s, s)));
      mesh.setColorAt(n, assets.colours[drawnSide]);
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      extra = 1;
    }
    mesh.count = n + extra;

    const text = bowlText(shown.counted ?? shown.bowl);
    if (text !== w.bowlText) {
      w.bowlText = text;
      writeLabel(bowlLabel.current, assets.bowlLabelMat, text, BOWL_LABEL_HEIGHT, LABEL_STYLE);
    }
    // Its caption once it lies beside the bowl.
    const frame = queue?.current;
    const landed = !shown.flight || (frame?.shot === shown.flight.shot && frame.progress >= LAND_AT);
    const drawnText = drawnSide && landed ? `${SIDE_NAME[drawnSide]} to activate` : null;
    if (drawnText !== w.drawnText) {
      w.drawnText = drawnText;
      writeLabel(drawnLabel.current, assets.drawnLabelMat, drawnText, DRAWN_LABEL_HEIGHT, { ...LABEL_STYLE, color: drawnSide ? SIDE_COLOUR[drawnSide].dark : LABEL_STYLE.color });
    }
  });

  return (
    <group name="belle-bowl">
      <mesh ref={bowlMesh} geometry={assets.bowlGeom} material={assets.bowlMat} position={[BOWL.x, 0, BOWL.z]} castShadow receiveShadow />
      <instancedMesh
        ref={tokens}
        args={[assets.tokenGeom, assets.tokenMat, MAX_TOKENS + 1]}
        count={0}
        // Tokens fly beyond the bounds taken at the first frame.
        frustumCulled={false}
        castShadow
        receiveShadow
      />
      {/* North of the bowl (its count) and south of the drawn token (whose turn it is). */}
      <mesh ref={bowlLabel} geometry={assets.plane} material={assets.bowlLabelMat} position={[BOWL_CAPTION.x, 0.02, BOWL_CAPTION.z]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={2} />
      <mesh ref={drawnLabel} geometry={assets.plane} material={assets.drawnLabelMat} position={[DRAWN_CAPTION.x, 0.02, DRAWN_CAPTION.z]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={2} />
    </group>
  );
}

