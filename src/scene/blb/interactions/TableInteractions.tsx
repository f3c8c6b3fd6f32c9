// The table's answers to every decision other than a move (see tableTargets.ts): glowing rings
// around what may be clicked (one mesh per colour, so a few draw calls however many targets),
// invisible hit blocks over them, a short label at each target, a chooser when a click has
// several meanings, and prompts for the choices that are not places (fort activation, fight or
// fall back, roll, pass, the Additional German Activation), each anchored where it applies.
// Every button and every click sends one of the legal events it was given, unchanged.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Html } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { Path, Shape, ShapeGeometry, Vector3, type Camera, type Object3D } from 'three';
import type { BlbView } from '../viewTypes';
import {
  labelSpot,
  regionOf,
  tableTargets,
  type Choice,
  type InteractionSelection,
  type LegalEventLike,
  type Region,
  type Spot,
  type TablePrompt,
  type TableTarget,
  type TargetRole,
} from './tableTargets';
import { placeCard, type Box } from './cardPlacement';
import { confirmOnEnter, enterChoice } from './enterChoice';
import { ChooserBody, PromptBody } from './PromptParts';
import { isDrag } from '../../pointerClick';
import './interactions.css';

export interface TableInteractionsProps {
  /** The view the table shows (already read by asBlbView). */
  view: BlbView;
  /** The legal events the human players may send now. */
  legal: readonly LegalEventLike[];
  /** Sends one of `legal`. Absent: the targets are shown but do nothing. */
  send?: (event: LegalEventLike) => void;
}

/** Ring colour, width and fill per role: hue and width differ, and every target carries a label. */
export const ROLE_STYLE: Record<TargetRole, { color: string; width: number; fill: number }> = {
  draw: { color: '#ffd34d', width: 0.24, fill: 0.16 },
  combat: { color: '#ff5a36', width: 0.32, fill: 0.14 },
  loss: { color: '#ff7ac6', width: 0.2, fill: 0.22 },
  retreater: { color: '#56b4e9', width: 0.18, fill: 0.2 },
  retreatTo: { color: '#39d98a', width: 0.24, fill: 0.18 },
  advance: { color: '#39d98a', width: 0.24, fill: 0.18 },
  event: { color: '#ffd34d', width: 0.16, fill: 0.2 },
  fort: { color: '#ffd34d', width: 0.28, fill: 0.12 },
  place: { color: '#39d98a', width: 0.18, fill: 0.14 },
};
const SELECTED = { color: '#ffffff', width: 0.3 };
/** A destination that costs a step-loss (orange, wider). */
const COSTLY = { color: '#e69f00', width: 0.32 };
/** Destinations carry their label on hover only (the prompt says what they are): neighbours' labels would collide. */
const HOVER_LABEL_ROLES: ReadonlySet<TargetRole> = new Set(['retreatTo', 'advance', 'place']);
const IDLE_FORT = '#9aa6b5';

/** A key for a list of events, so the table's own choices reset when the decision changes. */
const signature = (legal: readonly LegalEventLike[]) => legal.map((e) => JSON.stringify(e)).join('|');

/** Stops a DOM event inside a prompt from reaching the 3D table underneath (which listens on its wrapper). */
const stop = (e: SyntheticEvent) => e.stopPropagation();
const STOPPERS = { onPointerDown: stop, onPointerUp: stop, onClick: stop, onDoubleClick: stop, onContextMenu: stop };

function ringShape(t: TableTarget, width: number, pad: number, hole = true): Shape {
  const b = t.block;
  const s = new Shape();
  if (b.round) {
    const r = b.w / 2 + pad;
    s.absarc(b.x, -b.z, r + width, 0, Math.PI * 2, false);
    if (hole) {
      const p = new Path();
      p.absarc(b.x, -b.z, r, 0, Math.PI * 2, true);
      s.holes.push(p);
    }
    return s;
  }
  const hw = b.w / 2 + pad;
  const hd = b.d / 2 + pad;
  // Shapes are drawn in x/y and laid flat (rotated about x): y is -z.
  s.moveTo(b.x - hw - width, -b.z - hd - width);
  s.lineTo(b.x + hw + width, -b.z - hd - width);
  s.lineTo(b.x + hw + width, -b.z + hd + width);
  s.lineTo(b.x - hw - width, -b.z + hd + width);
  s.closePath();
  if (hole) {
    const p = new Path();
    p.moveTo(b.x - hw, -b.z - hd);
    p.lineTo(b.x - hw, -b.z + hd);
    p.lineTo(b.x + hw, -b.z + hd);
    p.lineTo(b.x + hw, -b.z - hd);
    p.closePath();
    s.holes.push(p);
  }
  return s;
}

interface RingGroup {
  key: string;
  color: string;
  y: number;
  ring: ShapeGeometry;
  fill: ShapeGeometry | null;
  fillOpacity: number;
}

/** All rings of one colour and height in one geometry (and their faint fill in another). */
function useRingGroups(targets: readonly TableTarget[], hover: string | null): RingGroup[] {
  const groups = useMemo(() => {
    const by = new Map<string, { color: string; y: number; rings: Shape[]; fills: Shape[]; fillOpacity: number }>();
    for (const t of targets) {
      const base = ROLE_STYLE[t.role];
      const selected = t.selected && t.role !== 'fort';
      const color = t.role === 'fort' && !t.selected ? IDLE_FORT : selected ? SELECTED.color : t.costly ? COSTLY.color : base.color;
      const width = (selected ? SELECTED.width : t.costly ? COSTLY.width : base.width) * (hover === t.id ? 1.5 : 1);
      const y = t.block.y + 0.012;
      const key = `${color}@${y.toFixed(3)}`;
      let g = by.get(key);
      if (!g) by.set(key, (g = { color, y, rings: [], fills: [], fillOpacity: base.fill }));
      const pad = t.role === 'loss' || t.role === 'retreater' || t.role === 'event' ? 0.02 : 0.05;
      g.rings.push(ringShape(t, width, pad));
      if (t.role !== 'loss' && t.role !== 'retreater' && t.role !== 'event') g.fills.push(ringShape(t, 0, pad, false));
    }
    return [...by.entries()].map(([key, g]) => {
      const ring = new ShapeGeometry(g.rings, 6);
      ring.rotateX(-Math.PI / 2);
      let fill: ShapeGeometry | null = null;
      if (g.fills.length) {
        fill = new ShapeGeometry(g.fills, 6);
        fill.rotateX(-Math.PI / 2);
      }
      return { key, color: g.color, y: g.y, ring, fill, fillOpacity: g.fillOpacity };
    });
  }, [targets, hover]);
  useEffect(
    () => () => {
      for (const g of groups) {
        g.ring.dispose();
        g.fill?.dispose();
      }
    },
    [groups],
  );
  return groups;
}


/** Room kept over a region for the target labels standing on its north edge. */
const LABEL_CLEARANCE = 26;
const scratch = new Vector3();

/** A world point in CSS pixels of the canvas (the camera's view offset included). */
function project(p: Spot, camera: Camera, size: { width: number; height: number }): [number, number] {
  scratch.set(p.x, p.y, p.z).project(camera);
  return [((scratch.x + 1) / 2) * size.width, ((1 - scratch.y) / 2) * size.height];
}

/** CSS pixels of the canvas covered by the side panel (BlbTable writes it on its wrapper). */
function insetRightOf(canvas: HTMLCanvasElement): number {
  const host = canvas.closest<HTMLElement>('.table3d');
  return Number.parseFloat(host?.style.getPropertyValue('--inset-right') ?? '') || 0;
}

/** The table's own buttons and hints over the canvas (toolbar, hint), in canvas CSS pixels: cards keep off them. */
function overlayBoxes(canvas: HTMLCanvasElement): Box[] {
  const host = canvas.closest<HTMLElement>('.table3d');
  if (!host) return [];
  const c = canvas.getBoundingClientRect();
  return [...host.querySelectorAll<HTMLElement>('.table3d-toolbar, .table3d-hint, .table3d-selection, .table3d-why-not')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ left: r.left - c.left, top: r.top - c.top, right: r.right - c.left, bottom: r.bottom - c.top }));
}

/**
 * A DOM card beside a region of the table (placed by cardPlacement.ts): over its north edge
 * when it fits on screen, else under it, else beside it, never over it where the screen allows;
 * kept clear of the side panel. data-covers says how many px² of the region it hides (0: none).
 */
function Card({ region, children, testId, className = '', clearance = 0 }: { region: Region; children: ReactNode; testId: string; className?: string; clearance?: number }) {
  const cardRef = useRef<HTMLDivElement>(null);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const calculatePosition = useMemo(
    () => (_obj: Object3D, camera: Camera, size: { width: number; height: number }) => {
      const top = project(region.top, camera, size);
      const card = cardRef.current;
      if (!card) return top;
      const right = size.width - insetRightOf(gl.domElement);
      const at = { top, bottom: project(region.bottom, camera, size), left: project(region.left, camera, size), right: project(region.right, camera, size) };
      const view = { width: size.width, height: size.height, right, keepOut: overlayBoxes(gl.domElement) };
      const p = placeCard(at, { w: card.offsetWidth, h: card.offsetHeight }, view, clearance);
      card.dataset.mode = p.mode;
      card.dataset.covers = String(Math.round(p.covers));
      card.style.setProperty('--notch', `${Math.round(p.notch)}px`);
      return [p.x, p.y];
    },
    [region, gl, clearance],
  );
  // The card's size is known only once it is laid out: draw a frame then, to place it again.
  useEffect(() => {
    const el = cardRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => invalidate());
    ro.observe(el);
    return () => ro.disconnect();
  }, [invalidate]);
  return (
    <Html position={[region.top.x, region.top.y, region.top.z]} calculatePosition={calculatePosition} zIndexRange={[1, 1]} wrapperClass="ti-anchor">
      <div ref={cardRef} className={`ti-card ${className}`} data-testid={testId} data-mode="above" {...STOPPERS}>
        {children}
      </div>
    </Html>
  );
}

/** The same card for the table's own choosers outside this file (BlbTable's route chooser, 6.0). */
export const TableCard = Card;

function PromptCard({ prompt, onChoose, enter }: { prompt: TablePrompt; onChoose: (c: Choice) => void; enter: Choice | null }) {
  return (
    <Card region={prompt.at} testId="table-prompt" className={`ti-prompt side-${prompt.side}`} clearance={LABEL_CLEARANCE}>
      <PromptBody prompt={prompt} onChoose={onChoose} enter={enter} />
    </Card>
  );
}

function labelPoint(t: TableTarget): [number, number, number] {
  const p = labelSpot(t);
  return [p.x, p.y, p.z];
}

/** A chooser stands beside its target's block. */
const blockRegion = (t: TableTarget): Region => regionOf([t.block]);

export function TableInteractions({ view, legal, send }: TableInteractionsProps) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const sig = useMemo(() => signature(legal), [legal]);
  const [state, setState] = useState<{ sig: string; selection: InteractionSelection; chooser: string | null }>({ sig, selection: {}, chooser: null });
  const current = state.sig === sig ? state : { sig, selection: {}, chooser: null };
  const [hover, setHover] = useState<string | null>(null);

  const { targets, prompts } = useMemo(() => tableTargets(legal, view, current.selection), [legal, view, current.selection]);
  const chooser = targets.find((t) => t.id === current.chooser) ?? null;
  const hovered = hover && targets.some((t) => t.id === hover) ? hover : null;
  const rings = useRingGroups(targets, hovered);

  // Labels, hits and rings change the picture: draw a frame (the table renders on demand).
  useEffect(() => {
    invalidate();
  }, [invalidate, targets, prompts, chooser]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setState((s) => (s.chooser ? { ...s, chooser: null } : s));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!hovered) return;
    const el = gl.domElement;
    el.style.cursor = 'pointer';
    return () => {
      el.style.cursor = '';
    };
  }, [gl, hovered]);

  const choose = useCallback(
    (choice: Choice) => {
      if (choice.event) {
        setState({ sig, selection: current.selection, chooser: null });
        send?.(choice.event);
      } else if (choice.select) {
        setState({ sig, selection: { ...current.selection, ...choice.select }, chooser: null });
      }
    },
    [send, sig, current.selection],
  );

  // Enter presses the main button of what the table asks (enterChoice.ts), before the action
  // list's own Enter (capture phase; it is marked handled, so nothing is sent twice).
  const enter = useMemo(() => enterChoice(prompts, chooser?.choices ?? null), [prompts, chooser]);
  const enterRef = useRef({ enter, choose });
  enterRef.current = { enter, choose };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      confirmOnEnter(e, enterRef.current.enter, enterRef.current.choose);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const clickTarget = (t: TableTarget) => {
    if (t.choices.length === 1) choose(t.choices[0]!);
    else setState({ sig, selection: current.selection, chooser: current.chooser === t.id ? null : t.id });
  };

  const manyTargets = targets.length > 6;
  return (
    <group name="table-interactions">
      {rings.map((g) => (
        <group key={g.key} position={[0, g.y, 0]}>
          <mesh geometry={g.ring} renderOrder={3}>
            <meshBasicMaterial color={g.color} toneMapped={false} transparent opacity={0.95} depthWrite={false} />
          </mesh>
          {g.fill ? (
            <mesh geometry={g.fill} position={[0, -0.002, 0]} renderOrder={2}>
              <meshBasicMaterial color={g.color} toneMapped={false} transparent opacity={g.fillOpacity} depthWrite={false} />
            </mesh>
          ) : null}
        </group>
      ))}

      {/* Hit blocks: invisible (no draw call) but hit by the pointer before what lies under them. */}
      {targets.map((t) => (
        <mesh
          key={t.id}
          name={`target:${t.id}`}
          visible={false}
          position={[t.block.x, t.block.y + t.block.h / 2, t.block.z]}
          onClick={(e: ThreeEvent<MouseEvent>) => {
            if (isDrag(e)) return;
            e.stopPropagation();
            clickTarget(t);
          }}
          onPointerOver={() => setHover(t.id)}
          onPointerOut={() => setHover((h) => (h === t.id ? null : h))}
        >
          <boxGeometry args={[t.block.w + 0.1, t.block.h, t.block.d + 0.1]} />
        </mesh>
      ))}

      {targets.map((t) =>
        (hovered === t.id || (!manyTargets && !HOVER_LABEL_ROLES.has(t.role))) && chooser?.id !== t.id ? (
          <Html key={`label:${t.id}`} position={labelPoint(t)} zIndexRange={[1, 1]} pointerEvents="none" wrapperClass="ti-anchor">
            <button
              type="button"
              className={`ti-label role-${t.role}${t.selected ? ' selected' : ''}${t.costly ? ' costly' : ''}${t.labelAt === 'right' ? ' at-right' : ''}`}
              data-testid="table-target"
              data-target={t.id}
              data-role={t.role}
              {...STOPPERS}
              onClick={(e) => {
                e.stopPropagation();
                clickTarget(t);
              }}
            >
              {t.label}
            </button>
          </Html>
        ) : null,
      )}

      {chooser ? (
        <Card region={blockRegion(chooser)} testId="table-chooser" className="ti-chooser">
          <ChooserBody title={chooser.title} choices={chooser.choices} onChoose={choose} enter={enter} onCancel={() => setState({ sig, selection: current.selection, chooser: null })} />
        </Card>
      ) : null}

      {prompts.map((p) => (
        <PromptCard key={p.id} prompt={p} onChoose={choose} enter={enter} />
      ))}
    </group>
  );
}
