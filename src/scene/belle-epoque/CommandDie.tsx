// COMMAND POINTS: each side's d20 "within reach to indicate his remaining number of CPs", in the
// side's colour with white numbers, lying with its points on top, and a plaque under it that
// says them in words ("Red: 3 command points") with the dice rolled for them this turn.
//
// The die is d20.ts's icosahedron (non-indexed, per-face UVs into a 5 x 4 number atlas drawn
// on a canvas here), laid by d20FaceUpQuaternion. Driven by the animation queue like the dice
// tray: during a 'command.rolled' shot the die hops and tumbles in place and settles on the new
// total; while such a shot waits in the queue the die keeps what it showed; otherwise it shows
// the props, and a change outside a roll (points spent on a test) turns the die over briefly.
// No React state changes while it moves.
//
// Zero points: a d20 has no 0. The die then lies with its 1 up but dimmed to a dull grey (it is
// spent, set aside), and the plaque says "0 command points", so nobody reads the 1 as a point.
// Over 20 points (big armies on d8s can roll more) the die shows 20, its most, and the plaque
// the true total.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  CanvasTexture,
  DoubleSide,
  type Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Quaternion,
  SRGBColorSpace,
  Vector3,
} from 'three';
import type { AnimationQueue, Shot } from '../animation/queue';
import { labelTexture } from '../dice/textures';
import { hashString } from '../dice/tumble';
import { FONT_FAMILY, loadCanvasFonts } from '../fonts';
import { prefersReducedMotion } from '../reducedMotion';
import type { Side } from '../../games/belle-epoque/types';
import { ATLAS_COLS, ATLAS_ROWS, CELL_TRIANGLE, atlasCell, d20FaceUpQuaternion, d20Geometry, d20LowestExtent, d20Radius } from './d20';
import { CAPTION, COMMAND_DIE, SIDE_COLOUR, commandCaptionSpots } from './layout';
import { TEXTURE_CANVAS_2D } from '../canvas2d';

export interface CommandDiceProps {
  /** Each side's command points left this turn (the view's game.commandPoints). */
  points: { red: number; blue: number };
  queue?: AnimationQueue | null;
  /** The command dice rolled at the start of this turn (the view's commandRolls): "rolled 2 + 5". */
  rolls?: { red: readonly number[]; blue: readonly number[] } | null;
}

const SIDES: readonly Side[] = ['red', 'blue'];
const SIDE_NAME: Record<Side, string> = { red: 'Red', blue: 'Blue' };
/** A slight turn on the table, so the two dice do not look set square (the number stays readable). */
const YAW: Record<Side, number> = { red: 0.16, blue: -0.12 };
/** Share of a roll shot spent tumbling before the die lies still and the plaque changes. */
const SETTLE_AT = 0.82;
/** A change of points outside a roll: the die turns over in this many ms. */
const TURN_MS = 420;
const SPENT_TINT = '#5c5c5c';

/** The face a number of points lies on (see the header for 0 and over 20). */
export function faceForPoints(points: number): number {
  return Math.min(20, Math.max(1, Math.round(points)));
}

export function pointsText(side: Side, points: number): string {
  return `${SIDE_NAME[side]}: ${points} command point${points === 1 ? '' : 's'}`;
}

export function rollsText(rolls: readonly number[] | null | undefined): string | null {
  return rolls && rolls.length > 0 ? `rolled ${rolls.join(' + ')}` : null;
}

// --- the number atlas ----------------------------------------------------------------------

const CELL_PX = 256;
const atlases = new Map<Side, { texture: CanvasTexture; draw: () => void }>();

/** Hex #rrggbb made lighter (amount > 0) or darker (< 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 255;
    return Math.round(Math.max(0, Math.min(255, amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  };
  return `rgb(${ch(16)}, ${ch(8)}, ${ch(0)})`;
}

/** The side's 20 faces on one canvas, 5 x 4 cells, each number on its face's triangle. */
function numberAtlas(side: Side): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const cached = atlases.get(side);
  if (cached) return cached.texture;
  const c = document.createElement('canvas');
  c.width = ATLAS_COLS * CELL_PX;
  c.height = ATLAS_ROWS * CELL_PX;
  const colour = SIDE_COLOUR[side].main;
  const draw = () => {
    const g = c.getContext('2d', TEXTURE_CANVAS_2D)!;
    g.fillStyle = colour;
    g.fillRect(0, 0, c.width, c.height);
    const t = CELL_TRIANGLE;
    for (let n = 1; n <= 20; n++) {
      const { col, row } = atlasCell(n);
      const ox = col * CELL_PX;
      const oy = row * CELL_PX;
      const px = (p: { x: number; y: number }) => [ox + p.x * CELL_PX, oy + p.y * CELL_PX] as const;
      const cx = ox + t.centre.x * CELL_PX;
      const cy = oy + t.centre.y * CELL_PX;
      // The face, lighter toward its middle (moulded), darker at the edges so the facets read.
      const face = g.createRadialGradient(cx, cy, CELL_PX * 0.05, cx, cy, CELL_PX * 0.55);
      face.addColorStop(0, shade(colour, 0.14));
      face.addColorStop(1, shade(colour, -0.18));
      g.beginPath();
      g.moveTo(...px(t.apex));
      g.lineTo(...px(t.left));
      g.lineTo(...px(t.right));
      g.closePath();
      g.fillStyle = face;
      g.fill();
      g.lineWidth = CELL_PX * 0.025;
      g.strokeStyle = shade(colour, -0.4);
      g.stroke();
      // The number, white with a faint engraved shadow; 6 and 9 underlined as on real dice.
      const size = Math.round(CELL_PX * (n >= 10 ? 0.34 : 0.38));
      g.font = `700 ${size}px "${FONT_FAMILY.sans}", Oswald, "DejaVu Sans Condensed", "Arial Narrow", sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.fillText(String(n), cx + 3, cy + 4);
      g.fillStyle = '#ffffff';
      g.fillText(String(n), cx, cy + 1);
      if (n === 6 || n === 9) g.fillRect(cx - size * 0.22, cy + size * 0.47, size * 0.44, size * 0.07);
    }
  };
  draw();
  const texture = new CanvasTexture(c);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  atlases.set(side, { texture, draw });
  return texture;
}

/** Redraws the atlases once the shipped font is in (drawn meanwhile with a fallback). */
function redrawAtlases(): void {
  for (const a of atlases.values()) {
    a.draw();
    a.texture.needsUpdate = true;
  }
}

// --- one die -------------------------------------------------------------------------------

const LABEL = { main: CAPTION.commandMain, rolls: CAPTION.commandRolls } as const;

interface DieModel {
  /** The roll shot being shown, the points before it, and its tumble (from a hash of the beat). */
  shot: Shot | null;
  from: number;
  spinAxis: Vector3;
  spin: number;
  hop: number;
  bounces: number;
  beatRolls: readonly number[] | null;
  /** The points the die shows (or last showed) and the face it lies on. */
  shown: number;
  restFace: number;
  /** A turn over to a new face outside a roll. */
  turn: { from: Quaternion; start: number } | null;
  mainText: string | null;
  rollsText: string | null;
  spent: boolean | null;
}

function CommandDie({ side, points, rolls, queue, plane }: {
  side: Side;
  points: number;
  rolls: readonly number[] | undefined;
  queue: AnimationQueue | null | undefined;
  plane: PlaneGeometry;
}) {
  const invalidate = useThree((s) => s.invalidate);
  const spot = COMMAND_DIE[side];
  const radius = d20Radius(spot.size);
  const die = useRef<Mesh>(null);
  const mainLabel = useRef<Mesh>(null);
  const rollsLabel = useRef<Mesh>(null);
  const props = useRef({ points, rolls });
  props.current = { points, rolls };
  const model = useRef<DieModel>({
    shot: null, from: points, spinAxis: new Vector3(1, 0, 0), spin: 0, hop: 0, bounces: 2, beatRolls: null,
    shown: points, restFace: faceForPoints(points), turn: null, mainText: null, rollsText: null, spent: null,
  });

  const assets = useMemo(() => {
    const map = numberAtlas(side);
    const dieMat = new MeshStandardMaterial({ map, color: map ? '#ffffff' : SIDE_COLOUR[side].main, roughness: 0.3, metalness: 0.04 });
    const mainMat = new MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false, side: DoubleSide });
    const rollsMat = mainMat.clone();
    return { geometry: d20Geometry(radius), dieMat, mainMat, rollsMat };
  }, [side, radius]);
  useEffect(
    () => () => {
      assets.geometry.dispose();
      assets.dieMat.dispose();
      assets.mainMat.dispose();
      assets.rollsMat.dispose();
    },
    [assets],
  );
  useEffect(() => {
    let live = true;
    void loadCanvasFonts().then(() => {
      if (!live) return;
      redrawAtlases();
      invalidate();
    });
    return () => {
      live = false;
    };
  }, [invalidate]);
  useEffect(() => invalidate(), [points, rolls, invalidate]);
  // A new roll shot: wake a demand-driven canvas.
  useEffect(() => queue?.subscribe((e) => (e.type === 'start' || e.type === 'reset' ? invalidate() : undefined)), [queue, invalidate]);

  const q = useMemo(() => new Quaternion(), []);
  const rest = useMemo(() => new Quaternion(), []);
  const spinQ = useMemo(() => new Quaternion(), []);

  useFrame(() => {
    const mesh = die.current;
    if (!mesh) return;
    const m = model.current;
    const frame = queue?.current ?? null;
    const beat = frame?.shot.beat;
    const beatPoints = (beat?.points as Record<string, unknown> | undefined)?.[side];
    let label: number;
    let rollsShown: readonly number[] | null | undefined;
    let hop = 0;
    /** Dimmed while it lies at 0 (not while it tumbles). */
    let spent: boolean;
    if (frame && beat?.type === 'command.rolled' && typeof beatPoints === 'number') {
      // Rolling: tumble in place and settle on the new total.
      if (m.shot !== frame.shot) startRoll(m, frame.shot, side, beatPoints);
      const p = frame.progress;
      const settled = p >= SETTLE_AT;
      label = settled ? beatPoints : m.from;
      spent = settled && beatPoints <= 0;
      rollsShown = settled ? m.beatRolls : null;
      const tumble = frame.shot.tumble;
      const face = tumble || p >= 0.5 ? faceForPoints(beatPoints) : faceForPoints(m.from);
      d20FaceUpQuaternion(face, YAW[side], rest);
      if (tumble) {
        const u = Math.min(1, p / SETTLE_AT);
        // The spin unwinds to nothing as it settles: the new face is exact at SETTLE_AT.
        spinQ.setFromAxisAngle(m.spinAxis, m.spin * (1 - u) ** 3);
        q.copy(rest).premultiply(spinQ);
        hop = m.hop * (1 - u) ** 1.4 * Math.abs(Math.sin(Math.PI * (m.bounces + 0.5) * u));
      } else {
        // Reduced motion: a small lift, the new face, set down.
        q.copy(rest);
        hop = 0.25 * Math.sin(Math.PI * Math.min(1, p / SETTLE_AT));
      }
      m.shown = beatPoints;
      m.restFace = faceForPoints(beatPoints);
      m.turn = null;
    } else {
      // A roll still waiting in the queue: keep what is shown. Otherwise the props.
      const waiting = queue?.queued.some((s) => s.beat.type === 'command.rolled') ?? false;
      const target = waiting ? m.shown : props.current.points;
      label = target;
      spent = target <= 0;
      rollsShown = waiting ? m.beatRolls : (props.current.rolls ?? m.beatRolls);
      const face = faceForPoints(target);
      d20FaceUpQuaternion(face, YAW[side], rest);
      if (face !== m.restFace) {
        const snap = prefersReducedMotion() || queue?.reducedMotion || queue?.speed === 'instant';
        m.turn = snap ? null : { from: mesh.quaternion.clone(), start: performance.now() };
        m.restFace = face;
      }
      m.shown = target;
      if (m.turn) {
        const t = Math.min(1, (performance.now() - m.turn.start) / TURN_MS);
        const e = t * t * (3 - 2 * t);
        q.slerpQuaternions(m.turn.from, rest, e);
        hop = 0.45 * Math.sin(Math.PI * t);
        if (t >= 1) m.turn = null;
        else invalidate();
      } else {
        q.copy(rest);
      }
    }
    mesh.quaternion.copy(q);
    mesh.position.set(0, radius * d20LowestExtent(q) + hop, 0);

    if (spent !== m.spent) {
      m.spent = spent;
      assets.dieMat.color.set(spent ? SPENT_TINT : assets.dieMat.map ? '#ffffff' : SIDE_COLOUR[side].main);
    }
    const main = pointsText(side, label);
    if (main !== m.mainText) {
      m.mainText = main;
      writeLabel(mainLabel.current, assets.mainMat, main, LABEL.main, side, 'main');
    }
    const small = rollsText(rollsShown);
    if (small !== m.rollsText) {
      m.rollsText = small;
      writeLabel(rollsLabel.current, assets.rollsMat, small, LABEL.rolls, side, 'rolls');
    }
  });

  const captions = commandCaptionSpots(side);
  return (
    <group position={[spot.x, 0, spot.z]} name={`belle-command-die-${side}`}>
      <mesh ref={die} geometry={assets.geometry} material={assets.dieMat} castShadow receiveShadow />
      <mesh ref={mainLabel} geometry={plane} material={assets.mainMat} position={[captions.main.x - spot.x, 0.02, captions.main.z - spot.z]} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={2} />
      <mesh
        ref={rollsLabel}
        geometry={plane}
        material={assets.rollsMat}
        position={[captions.rolls.x - spot.x, 0.02, captions.rolls.z - spot.z]}
        rotation={[-Math.PI / 2, 0, 0]}
        visible={false}
        renderOrder={2}
      />
    </group>
  );
}

/** The tumble of a roll, from a hash of the beat's dice (the same roll always tumbles alike). */
function startRoll(m: DieModel, shot: Shot, side: Side, to: number): void {
  const rolls = (shot.beat.rolls as Record<string, unknown> | undefined)?.[side];
  m.shot = shot;
  m.from = m.shown;
  m.beatRolls = Array.isArray(rolls) ? rolls.filter((r): r is number => typeof r === 'number') : null;
  let h = hashString(`${side}|${JSON.stringify(rolls ?? [])}|${to}|${m.from}`);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h / 4294967296;
  };
  // Spin about a near-horizontal axis (it rolls over), a few turns, a few hops.
  const a = next() * Math.PI * 2;
  m.spinAxis.set(Math.cos(a), (next() - 0.5) * 0.5, Math.sin(a)).normalize();
  m.spin = Math.PI * 2 * (1.5 + next() * 1.2);
  m.hop = 1.1 + next() * 0.6;
  m.bounces = 2 + Math.floor(next() * 2);
}

function writeLabel(mesh: Mesh | null, material: MeshBasicMaterial, text: string | null, height: number, side: Side, role: 'main' | 'rolls'): void {
  if (!mesh) return;
  const colours = SIDE_COLOUR[side];
  const tex = text
    ? labelTexture(
        text,
        role === 'main'
          ? { color: colours.dark, background: 'rgba(246,238,220,0.94)', border: colours.main, px: 112, weight: 700 }
          : { color: '#3a2a1c', background: 'rgba(246,238,220,0.8)', px: 80, weight: 500 },
      )
    : null;
  mesh.visible = !!tex;
  if (!tex) return;
  if (material.map !== tex.texture) {
    material.map = tex.texture;
    material.needsUpdate = true;
  }
  mesh.scale.set(height * tex.aspect, height, 1);
}

export function CommandDice({ points, queue, rolls }: CommandDiceProps) {
  const plane = useMemo(() => new PlaneGeometry(1, 1), []);
  useEffect(() => () => plane.dispose(), [plane]);
  return (
    <group name="belle-command-dice">
      {SIDES.map((side) => (
        <CommandDie key={side} side={side} points={points[side]} rolls={rolls?.[side]} queue={queue} plane={plane} />
      ))}
    </group>
  );
}
