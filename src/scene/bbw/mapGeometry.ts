// The area map's regions from its seats (footballWarMap.ts): each seat's Voronoi cell within the map
// rectangle, found by clipping the rectangle with the half-plane nearer the seat than each other seat.
// Each edge of a cell remembers which neighbour's bisector made it (-1: the map's edge), so borders
// between two countries (the frontier) and coasts can be drawn apart. Pure geometry: no rules.

export interface Pt {
  x: number;
  y: number;
}

export interface Cell {
  points: Pt[];
  /** For edge i (points[i] -> points[i+1]): the index of the seat across it, or -1 for the map's edge. */
  across: number[];
}

function clip(cell: Cell, keep: (p: Pt) => number, cut: (a: Pt, b: Pt) => Pt, tag: number): Cell {
  const out: Cell = { points: [], across: [] };
  const n = cell.points.length;
  for (let i = 0; i < n; i++) {
    const a = cell.points[i]!;
    const b = cell.points[(i + 1) % n]!;
    const t = cell.across[i]!;
    const ina = keep(a) <= 0;
    const inb = keep(b) <= 0;
    if (ina && inb) {
      out.points.push(a);
      out.across.push(t);
    } else if (ina && !inb) {
      out.points.push(a);
      out.across.push(t);
      out.points.push(cut(a, b));
      out.across.push(tag);
    } else if (!ina && inb) {
      out.points.push(cut(a, b));
      out.across.push(t);
    }
  }
  return out;
}

/** The Voronoi cells of `seats` within [0, width] x [0, height], in the seats' order. */
export function voronoiCells(seats: readonly Pt[], width: number, height: number): Cell[] {
  return seats.map((s, i) => {
    let cell: Cell = {
      points: [
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: width, y: height },
        { x: 0, y: height },
      ],
      across: [-1, -1, -1, -1],
    };
    seats.forEach((o, j) => {
      if (j === i || cell.points.length === 0) return;
      // Keep the points nearer s than o: f(p) = (p - m) . (o - s) <= 0, m the midpoint.
      const mx = (s.x + o.x) / 2;
      const my = (s.y + o.y) / 2;
      const dx = o.x - s.x;
      const dy = o.y - s.y;
      const f = (p: Pt) => (p.x - mx) * dx + (p.y - my) * dy;
      const cut = (a: Pt, b: Pt): Pt => {
        const fa = f(a);
        const fb = f(b);
        const t = fa / (fa - fb);
        return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      };
      cell = clip(cell, f, cut, j);
    });
    return cell;
  });
}

/** An SVG path for a cell, its corners softened a little (a printed map's hand-drawn border). */
export function cellPath(cell: Cell): string {
  const p = cell.points;
  if (p.length === 0) return '';
  return `M${p.map((q) => `${q.x.toFixed(1)},${q.y.toFixed(1)}`).join('L')}Z`;
}

/** The edges of a cell that face seat `j` (segments). */
export function edgesFacing(cell: Cell, j: number): [Pt, Pt][] {
  const out: [Pt, Pt][] = [];
  const n = cell.points.length;
  for (let i = 0; i < n; i++) if (cell.across[i] === j) out.push([cell.points[i]!, cell.points[(i + 1) % n]!]);
  return out;
}
