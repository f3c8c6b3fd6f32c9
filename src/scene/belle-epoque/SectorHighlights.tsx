// Lit sectors of the Belle Epoque board: a glowing hex outline just inside each lit sector, at its
// ground height (on a hill's or a cliff's top), coloured by what the light means, and where a
// label is given (a move's cost, a to-hit number) one label over the sector, placed on the screen
// so that no two labels overlap and none covers a unit's number badge or count plate where it can
// stand elsewhere (SectorLabels.tsx). One instanced mesh and one material per tone; only the active
// sector's ring pulses (and not at all when the system asks for reduced motion, nor while frames
// are dear: the render budget's useFramesCheap).
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { BufferGeometry, Color, Float32BufferAttribute, InstancedMesh, MeshBasicMaterial, Object3D } from 'three';
import { SECTOR_COUNT } from '../../games/belle-epoque/rules/hex';
import { useReducedMotion } from '../reducedMotion';
import { useFramesCheap } from '../RenderBudget';
import { TERRAIN_TOP, sectorCenter, type ShownTerrain } from './layout';
import { tileShape } from './terrainDressing';
import { SectorLabels, type SectorLabelItem } from './SectorLabels';
import type { BelleSectorView, DisplayUnit, SectorHighlight } from './viewTypes';

type Tone = SectorHighlight['tone'];

/** Colour, band width (world units) and glow of each tone; labels use `text`. */
export const TONE_STYLE: Record<Tone, { color: string; text: string; width: number; opacity: number }> = {
  move: { color: '#e6f7c8', text: '#f4ffe6', width: 0.14, opacity: 0.9 },
  march: { color: '#3ddc84', text: '#b9f5d2', width: 0.16, opacity: 0.95 },
  fire: { color: '#ff5a1f', text: '#ffc2a6', width: 0.18, opacity: 1 },
  assault: { color: '#e0173f', text: '#ffb3c2', width: 0.2, opacity: 1 },
  evade: { color: '#22d3ee', text: '#bff4fb', width: 0.16, opacity: 0.95 },
  fallBack: { color: '#ffb020', text: '#ffe2a6', width: 0.16, opacity: 0.95 },
  carry: { color: '#ffd700', text: '#fff1a6', width: 0.16, opacity: 0.95 },
  select: { color: '#fff04d', text: '#fffbc2', width: 0.2, opacity: 1 },
  active: { color: '#ffffff', text: '#ffffff', width: 0.22, opacity: 1 },
  hover: { color: '#ffffff', text: '#ffffff', width: 0.08, opacity: 0.55 },
};
const TONES = Object.keys(TONE_STYLE) as Tone[];

/** How far the ring's outer edge stands inside the tile top's corners. */
const INSET = 0.12;
/** Radius the ring geometry is made for (a flat tile's); hills and cliffs scale it down. */
const RING_RADIUS = tileShape('open').top - INSET;
const GLOW = 0.16;
/** Height of the labels' centre above the sector's ground (over the stands' figures). */
const LABEL_LIFT = 2.5;
export const LABEL_SIZE = 1.2;

/** A flat hex band of corner radius 1 (a core of `w`, fading glows of `g` on both sides), alpha in vertex colours. */
function ringGeometry(w: number, g: number): BufferGeometry {
  const radii: [number, number][] = [
    [1 - w - g, 0],
    [1 - w, 1],
    [1, 1],
    [1 + g * 0.6, 0],
  ];
  const pos: number[] = [];
  const col: number[] = [];
  const index: number[] = [];
  for (const [r, a] of radii) {
    for (let i = 0; i < 6; i++) {
      const t = (Math.PI / 3) * i;
      pos.push(r * Math.cos(t), 0, r * Math.sin(t));
      col.push(1, 1, 1, a);
    }
  }
  for (let k = 0; k + 1 < radii.length; k++) {
    for (let i = 0; i < 6; i++) {
      const j = (i + 1) % 6;
      const a = k * 6 + i;
      const b = k * 6 + j;
      const c = (k + 1) * 6 + j;
      const d = (k + 1) * 6 + i;
      // Counter-clockwise seen from above (+y): faces up.
      index.push(a, b, c, a, c, d);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(pos, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(col, 4));
  geometry.setIndex(index);
  geometry.computeBoundingSphere();
  return geometry;
}

interface Lit {
  sector: number;
  x: number;
  y: number;
  z: number;
  radius: number;
}

function lit(h: SectorHighlight, sectors: readonly BelleSectorView[]): Lit | null {
  if (!Number.isInteger(h.sector) || h.sector < 0 || h.sector >= SECTOR_COUNT) return null;
  const terrain: ShownTerrain = sectors[h.sector]?.terrain ?? 'unknown';
  const c = sectorCenter(h.sector);
  const shape = tileShape(terrain);
  return { sector: h.sector, x: c.x, y: (TERRAIN_TOP[terrain] ?? TERRAIN_TOP.unknown) + 0.03, z: c.z, radius: Math.min(shape.top, shape.base) - INSET };
}

function ToneRings({ tone, items, pulse }: { tone: Tone; items: Lit[]; pulse: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  const style = TONE_STYLE[tone];
  const geometry = useMemo(() => ringGeometry(style.width / RING_RADIUS, GLOW / RING_RADIUS), [style.width]);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        color: new Color(style.color),
        vertexColors: true,
        transparent: true,
        opacity: style.opacity,
        depthWrite: false,
        toneMapped: false,
        polygonOffset: true,
        polygonOffsetFactor: -4,
        polygonOffsetUnits: -4,
      }),
    [style.color, style.opacity],
  );
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const o = new Object3D();
    items.forEach((h, i) => {
      o.position.set(h.x, h.y + (tone === 'active' || tone === 'select' ? 0.004 : 0), h.z);
      o.scale.setScalar(h.radius);
      o.updateMatrix();
      mesh.setMatrixAt(i, o.matrix);
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [items, tone]);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(({ clock }) => {
    if (!pulse || items.length === 0) return;
    material.opacity = style.opacity * (0.55 + 0.45 * (0.5 + 0.5 * Math.sin(clock.elapsedTime * 4)));
    invalidate();
  });
  useEffect(() => {
    if (pulse) return;
    material.opacity = style.opacity;
    invalidate();
  }, [pulse, material, style.opacity, invalidate]);
  return <instancedMesh ref={ref} name={`highlight-${tone}`} args={[geometry, material, SECTOR_COUNT]} renderOrder={3} visible={items.length > 0} />;
}

/** One label per sector (the first highlight with a label there: tablePlay combines a sector's offers in it), over its ground. */
export function sectorLabelItems(items: readonly SectorHighlight[], sectors: readonly BelleSectorView[]): SectorLabelItem[] {
  const seen = new Set<number>();
  return items.flatMap((h): SectorLabelItem[] => {
    const l = h.label && !seen.has(h.sector) ? lit(h, sectors) : null;
    if (!l || !h.label) return [];
    seen.add(h.sector);
    return [{ sector: h.sector, text: h.label, tone: h.tone, x: l.x, y: l.y + LABEL_LIFT, z: l.z, ground: l.y }];
  });
}

/** The lit sectors' rings and labels; the labels keep clear of the badges and count plates of `units` (the stands as drawn now). */
export function SectorHighlights({ items, sectors, units }: { items: SectorHighlight[]; sectors: BelleSectorView[]; units?: readonly DisplayUnit[] }) {
  const reduced = useReducedMotion();
  // The active ring pulses only while frames are cheap (the render budget keeps its top tier):
  // on a weak device it stays lit and still, and an idle table draws nothing.
  const cheap = useFramesCheap();
  const byTone = useMemo(() => {
    const out = Object.fromEntries(TONES.map((t) => [t, [] as Lit[]])) as Record<Tone, Lit[]>;
    for (const h of items) {
      const l = lit(h, sectors);
      if (l && out[h.tone]) out[h.tone].push(l);
    }
    return out;
  }, [items, sectors]);
  const labels = useMemo(() => sectorLabelItems(items, sectors), [items, sectors]);
  return (
    <group name="sector-highlights">
      {TONES.map((t) => (
        <ToneRings key={t} tone={t} items={byTone[t]} pulse={t === 'active' && !reduced && cheap} />
      ))}
      <SectorLabels items={labels} units={units} />
    </group>
  );
}
