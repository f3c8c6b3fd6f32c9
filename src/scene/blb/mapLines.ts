// The map's Movement Lines and the Victory Line as flat ribbons (pure geometry: positions,
// colours and indices for one merged mesh). Easy lines are straight roads (a dark casing with a
// pale centre), Difficult lines are squiggly tracks, the Victory Line is red dashes.
import { BOX, DATA } from '../../games/blb/db';
import { BOX_PLACES, SHEET_Y, TABLE, rectEdges, type XZ } from './layout';

export interface RibbonMesh {
  positions: number[];
  colors: number[];
  indices: number[];
}

/** sRGB hex to linear RGB (three's working colour space). */
export function linearRgb(hex: string): [number, number, number] {
  const c = (i: number) => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return [c(0), c(1), c(2)];
}

/** Appends a ribbon of `width` along `points` at height y. */
export function addRibbon(mesh: RibbonMesh, points: XZ[], width: number, y: number, color: [number, number, number]): void {
  if (points.length < 2) return;
  const base = mesh.positions.length / 3;
  for (let i = 0; i < points.length; i++) {
    const prev = points[Math.max(0, i - 1)]!;
    const next = points[Math.min(points.length - 1, i + 1)]!;
    let dx = next.x - prev.x;
    let dz = next.z - prev.z;
    const len = Math.hypot(dx, dz) || 1;
    dx /= len;
    dz /= len;
    const nx = -dz * (width / 2);
    const nz = dx * (width / 2);
    const p = points[i]!;
    mesh.positions.push(p.x + nx, y, p.z + nz, p.x - nx, y, p.z - nz);
    mesh.colors.push(...color, ...color);
  }
  for (let i = 0; i < points.length - 1; i++) {
    const a = base + i * 2;
    // Counter-clockwise seen from above (+y): the faces point up.
    mesh.indices.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
}

/** A wavy path from a to b: `waves` full waves of amplitude `amp`, calm at both ends. */
export function squiggle(a: XZ, b: XZ, amp = 0.13, wavelength = 0.75): XZ[] {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const len = Math.hypot(dx, dz);
  if (len === 0) return [a, b];
  const nx = -dz / len;
  const nz = dx / len;
  const waves = Math.max(1, Math.round(len / wavelength));
  const steps = waves * 10;
  const out: XZ[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const off = Math.sin(t * waves * Math.PI * 2) * amp * Math.min(1, Math.sin(t * Math.PI) * 3);
    out.push({ x: a.x + dx * t + nx * off, z: a.z + dz * t + nz * off });
  }
  return out;
}

export const LINE_STYLE = {
  easyCasing: { width: 0.2, color: '#3a2a1a' },
  easyCentre: { width: 0.08, color: '#f4e6c0' },
  difficult: { width: 0.11, color: '#4d3b22' },
  victory: { width: 0.17, color: '#b3261e', dash: 0.7, gap: 0.38 },
} as const;

const centre = (id: string): XZ => {
  const t = BOX_PLACES[id]!.tile;
  return { x: t.x, z: t.z };
};

/** Every Movement Line as ribbons, merged. */
export function movementLineMesh(): RibbonMesh {
  const mesh: RibbonMesh = { positions: [], colors: [], indices: [] };
  const y0 = SHEET_Y + 0.004;
  for (const line of DATA.lines) {
    if (!BOX[line.a] || !BOX[line.b]) continue;
    const a = centre(line.a);
    const b = centre(line.b);
    if (line.kind === 'easy') {
      addRibbon(mesh, [a, b], LINE_STYLE.easyCasing.width, y0, linearRgb(LINE_STYLE.easyCasing.color));
      addRibbon(mesh, [a, b], LINE_STYLE.easyCentre.width, y0 + 0.003, linearRgb(LINE_STYLE.easyCentre.color));
    } else {
      addRibbon(mesh, squiggle(a, b), LINE_STYLE.difficult.width, y0 + 0.001, linearRgb(LINE_STYLE.difficult.color));
    }
  }
  return mesh;
}

/** Where the Victory Line crosses each line it cuts (midway between the two boxes), north first. */
export function victoryCrossings(): XZ[] {
  return DATA.victoryLineCrossings
    .map(([a, b]) => {
      const p = centre(a);
      const q = centre(b);
      return { x: (p.x + q.x) / 2, z: (p.z + q.z) / 2 };
    })
    .sort((p, q) => p.z - q.z);
}

/**
 * The Victory Line's course: from the map's north edge through every crossing, then away west to
 * the map's edge (it runs along the west of the map, 2.1): Ath lies beyond it, Le Cateau not.
 */
export function victoryLinePath(): XZ[] {
  const pts = victoryCrossings();
  if (pts.length === 0) return [];
  const map = TABLE.map;
  const last = pts[pts.length - 1]!;
  return [{ x: pts[0]!.x, z: rectEdges.top(map) + 0.4 }, ...pts, { x: rectEdges.left(map) + 0.4, z: last.z + 2 }];
}

/** The Victory Line as red dashes along its course. */
export function victoryLineMesh(): RibbonMesh {
  const mesh: RibbonMesh = { positions: [], colors: [], indices: [] };
  const path = victoryLinePath();
  const { dash, gap, width, color } = LINE_STYLE.victory;
  const rgb = linearRgb(color);
  const y = SHEET_Y + 0.009;
  let carry = 0;
  for (let i = 0; i < path.length - 1; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const len = Math.hypot(b.x - a.x, b.z - a.z);
    let t = carry;
    while (t < len) {
      const end = Math.min(len, t + dash);
      const p = (s: number) => ({ x: a.x + ((b.x - a.x) * s) / len, z: a.z + ((b.z - a.z) * s) / len });
      addRibbon(mesh, [p(t), p(end)], width, y, rgb);
      t = end + gap;
    }
    carry = t - len;
  }
  return mesh;
}
