// La Petite Guerre's flat map: the 23 x 23 hexes of New York, New Jersey and Pennsylvania as an SVG,
// drawn from the map data (src/games/lpg/map.ts): terrain fills (clear, woods, hills, swamp, water,
// with patterns so they read without colour), rivers on hex sides (the Hudson heavier), roads through
// hex centres, bridges and ferries where roads cross rivers, settlements by kind (port, town, fort,
// village) in the colour of the side that holds them, with their names, razed marks; and on it only
// what the view shows: one token per side a hex (the seated side's commanders by name and rank, its
// phantom markers dashed; the other side's markers anonymous "?" unless revealed; leaderless units
// face up, an ochre U1/U2 marker on a token whose leaderless units are unsupplied, §15), the battle's hex framed red. It draws the highlights it is given and reports clicks; it
// decides nothing. Zoom: the wheel (toward the pointer), drag to pan, the +/- and Whole map buttons;
// village names show once zoomed in far enough to read them.
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import { BRIDGES, FERRIES, PLACES, RIVERS, ROADS } from '../../games/lpg/map';
import { COMMANDERS } from '../../games/lpg/orderOfBattle';
import { ALL_HEXES, hexCentre, terrainOf } from '../../games/lpg/rules/hex';
import type { HexId, Rank, Side, Terrain } from '../../games/lpg/types';
import type { LpgView } from '../../games/lpg/view';
import { placeLabels } from '../../scene/labelPlacement';

/** SVG units from a hex's centre to its corners. */
export const R = 30;
const CENTRE = new Map<HexId, { x: number; y: number }>(ALL_HEXES.map((h) => [h, hexCentre(h, R * Math.sqrt(3))]));
export const centreOf = (h: HexId) => CENTRE.get(h) ?? { x: 0, y: 0 };
const corners = (h: HexId, r = R) => {
  const c = centreOf(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
};
const HEX_POINTS = new Map<HexId, string>(ALL_HEXES.map((h) => [h, corners(h)]));
const LIT_POINTS = new Map<HexId, string>(ALL_HEXES.map((h) => [h, corners(h, R - 3)]));
const FULL = (() => {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const c of CENTRE.values()) (x0 = Math.min(x0, c.x)), (y0 = Math.min(y0, c.y)), (x1 = Math.max(x1, c.x)), (y1 = Math.max(y1, c.y));
  return { x: x0 - R - 4, y: y0 - R - 4, w: x1 - x0 + 2 * R + 8, h: y1 - y0 + 2 * R + 8 };
})();

export const TERRAIN_FILL: Record<Terrain, string> = {
  clear: '#c9c08a',
  woods: '#6f9a57',
  hills: '#b08a5a',
  swamp: '#87a08f',
  water: '#4d7fa8',
};
export const TERRAIN_NAME: Record<Terrain, string> = { clear: 'clear', woods: 'woods', hills: 'hills', swamp: 'swamp', water: 'water (sea, bay, sound)' };
export const SIDE_FILL: Record<Side, string> = { american: '#2f5fae', british: '#b8322a' };
const SIDE_TEXT: Record<Side, string> = { american: '#ffffff', british: '#ffffff' };
const RANK_STARS: Record<Rank, string> = { cinc: '★★★', division: '★★', brigade: '★', battalion: '•' };
export const RANK_NAME: Record<Rank, string> = { cinc: 'Commander-in-Chief', division: 'Division', brigade: 'Brigade', battalion: 'Battalion' };
export const UNIT_LETTER: Record<string, string> = { militia: 'M', regulars: 'R', riflemen: 'Rf', jaegers: 'J', artillery: 'A', dragoons: 'D', baggage: 'B' };

const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));
/** A commander's short name on a token: his surname ("von" dropped), at most 10 letters. */
export function shortName(id: string): string {
  const d = DEF.get(id);
  if (!d) return id;
  const words = d.name.split(' ').filter((w) => !['von', 'Sir', 'Lord', 'William', 'George'].includes(w) || d.name.split(' ').length === 1);
  const last = words[words.length - 1] ?? d.name;
  return last.length > 10 ? `${last.slice(0, 9)}.` : last;
}
export const commanderName = (id: string) => DEF.get(id)?.name ?? id;
export const rankOf = (id: string): Rank | null => DEF.get(id)?.rank ?? null;

function edge(a: HexId, b: HexId): [number, number, number, number] {
  const p = centreOf(a);
  const q = centreOf(b);
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  const px = (-dy / len) * (R / 2);
  const py = (dx / len) * (R / 2);
  return [mx - px, my - py, mx + px, my + py];
}

const RIVER_LINES = RIVERS.map((r) => ({ id: r.id, d: r.sides.map(([a, b]) => { const [x1, y1, x2, y2] = edge(a, b); return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`; }).join('') }));
const ROAD_LINES = ROADS.map((r) => ({ id: r.id, d: r.hexes.map((h, i) => { const c = centreOf(h); return `${i === 0 ? 'M' : 'L'}${c.x.toFixed(1)} ${c.y.toFixed(1)}`; }).join('') }));
const CROSSINGS = [...BRIDGES.map((b) => ({ ...b, kind: 'bridge' as const })), ...FERRIES.map((f) => ({ ...f, kind: 'ferry' as const }))].map((c) => {
  const p = centreOf(c.side[0]);
  const q = centreOf(c.side[1]);
  return { ...c, x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, angle: (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI };
});
/** Settlements that name themselves at any zoom (ports, towns, forts); villages once zoomed in. */
const MAJOR = new Set(['port', 'town', 'fort']);

export interface HexToken {
  side: Side;
  /** What the token shows on top: a commander id the viewer may know, 'phantom' (own marker), '?' (an unknown marker), or a unit type (leaderless units). */
  top: string;
  /** How many markers and face-up units of the side stand in the hex. */
  count: number;
  /** One line per thing in the hex (the tooltip). */
  lines: string[];
  /** Every marker is one of the viewer's phantoms (a decoy or a cover), drawn dashed. */
  phantom: boolean;
  /** §15 the most turns unsupplied of the side's face-up leaderless units here (0: none marked): the marker drawn on the token. */
  unsupplied: number;
}

/** The tokens of each hex, from the view alone (what the seated side may know). */
export function tokensOf(view: LpgView): Map<HexId, HexToken[]> {
  const bySide = new Map<string, { side: Side; commanders: string[]; phantoms: number; unknown: number; units: { type: string; under: boolean; unsupplied: number }[] }>();
  const get = (hex: HexId, side: Side) => {
    const k = `${hex}|${side}`;
    let v = bySide.get(k);
    if (!v) bySide.set(k, (v = { side, commanders: [], phantoms: 0, unknown: 0, units: [] }));
    return v;
  };
  for (const side of ['american', 'british'] as const) {
    for (const m of view.markers[side] ?? []) {
      const g = get(m.hex, side);
      if (m.is && DEF.has(m.is)) g.commanders.push(m.is);
      else if (m.is) g.phantoms++;
      else g.unknown++;
    }
  }
  for (const u of view.mapUnits) if (u.hex) get(u.hex, u.side).units.push({ type: u.type, under: u.understrength, unsupplied: u.unsupplied ?? 0 });
  const out = new Map<HexId, HexToken[]>();
  const order: Rank[] = ['cinc', 'division', 'brigade', 'battalion'];
  for (const [k, g] of bySide) {
    const hex = k.split('|')[0]!;
    g.commanders.sort((a, b) => order.indexOf(rankOf(a)!) - order.indexOf(rankOf(b)!) || a.localeCompare(b));
    const top = g.commanders[0] ?? (g.unknown > 0 ? '?' : g.phantoms > 0 ? 'phantom' : (g.units[0]?.type ?? '?'));
    const lines = [
      ...g.commanders.map((c) => `${commanderName(c)} (${RANK_NAME[rankOf(c)!]}): ${view.racks[c]?.units.length ?? 0} units on his rack`),
      ...(g.phantoms > 0 ? [`${g.phantoms} phantom marker${g.phantoms > 1 ? 's' : ''} of yours`] : []),
      ...(g.unknown > 0 ? [`${g.unknown} unknown marker${g.unknown > 1 ? 's' : ''} (a commander or a phantom)`] : []),
      ...g.units.map((u) => `leaderless ${u.type === 'baggage' ? 'baggage train' : u.type}${u.under ? ' (understrength)' : ''}${u.unsupplied > 0 ? `, unsupplied ${u.unsupplied} turn${u.unsupplied > 1 ? 's' : ''} (§15)` : ''}`),
    ];
    const list = out.get(hex) ?? [];
    list.push({ side: g.side, top, count: g.commanders.length + g.phantoms + g.unknown + g.units.length, lines, phantom: g.commanders.length === 0 && g.unknown === 0 && g.units.length === 0 && g.phantoms > 0, unsupplied: Math.max(0, ...g.units.map((u) => u.unsupplied)) });
    out.set(hex, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.side.localeCompare(b.side));
  return out;
}

/** A token's box on the map (SVG units): i of n tokens in the hex. */
function tokenBox(hex: HexId, i: number, n: number): { x: number; y: number; w: number; h: number } {
  const c = centreOf(hex);
  const w = n > 1 ? R * 1.0 : R * 2.0;
  const h = R * 1.02;
  const dx = n > 1 ? (i === 0 ? -R * 0.52 : R * 0.52) : 0;
  return { x: c.x + dx - w / 2, y: c.y - h / 2 + 3, w, h };
}

export interface HexMap2DProps {
  view: LpgView;
  /** Lit hexes, each with a short label or '' ("forced march": reached only so, drawn orange and dashed). */
  lit: ReadonlyMap<HexId, string>;
  /** The hex of the stack picked (outlined white). */
  picked: HexId | null;
  /** Where the play is (lit hexes, the battle, the stacks): the home view is centred on it. */
  focus: readonly HexId[];
  onHex: (hex: HexId) => void;
}

interface Box { x: number; y: number; w: number; h: number }

/**
 * The least screen pixels a hex's corner radius is drawn at in the home view (so names and tokens
 * read): 30 at 1080 px high, 20 at 720.
 */
export function minHexPx(screenHeight: number): number {
  return Math.min(32, Math.max(20, screenHeight / 36));
}

/**
 * The home view (pure): the whole map where it fits at MIN_HEX_PX; else a window of the map at that
 * size, centred on the focus (the lit hexes, the battle, the stacks) and kept on the map.
 */
export function homeBox(focus: readonly HexId[], px: { w: number; h: number }, minHex: number): Box {
  if (px.w <= 0 || px.h <= 0) return FULL;
  const fit = Math.min(px.w / FULL.w, px.h / FULL.h);
  let cx = FULL.x + FULL.w / 2;
  let cy = FULL.y + FULL.h / 2;
  // Hexes at minHex px; smaller (down to 80% of it, never under 20 px) where that brings the whole focus into view.
  let ppu = Math.max(fit, minHex / R);
  if (focus.length > 0) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const f of focus) {
      const c = centreOf(f);
      (x0 = Math.min(x0, c.x)), (y0 = Math.min(y0, c.y)), (x1 = Math.max(x1, c.x)), (y1 = Math.max(y1, c.y));
    }
    const needed = Math.min(px.w / (x1 - x0 + 3 * R), px.h / (y1 - y0 + 3 * R));
    ppu = Math.max(fit, Math.min(ppu, Math.max(needed, Math.max(20, 0.8 * minHex) / R)));
    // The whole focus in view: its middle; else where most of it is (the mean of its hexes).
    const fits = ppu <= needed;
    cx = fits ? (x0 + x1) / 2 : focus.reduce((a, f) => a + centreOf(f).x, 0) / focus.length;
    cy = fits ? (y0 + y1) / 2 : focus.reduce((a, f) => a + centreOf(f).y, 0) / focus.length;
  }
  const w = px.w / ppu;
  const h = px.h / ppu;
  const clamp = (c: number, size: number, lo: number, span: number) => (size >= span ? lo + span / 2 : Math.min(lo + span - size / 2, Math.max(lo + size / 2, c)));
  cx = clamp(cx, w, FULL.x, FULL.w);
  cy = clamp(cy, h, FULL.y, FULL.h);
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

export function HexMap2D({ view, lit, picked, focus, onHex }: HexMap2DProps) {
  const tokens = useMemo(() => tokensOf(view), [view]);
  const holders = view.holders;
  const razed = useMemo(() => new Set(view.razed), [view.razed]);
  const battleHex = view.combat?.hex ?? null;
  const svgRef = useRef<SVGSVGElement>(null);
  // The map's size on screen (px), and a view the player chose (zoom, drag) or null: the home view, following the play.
  const [px, setPx] = useState({ w: 0, h: 0 });
  const [manual, setManual] = useState<Box | null>(null);
  useEffect(() => {
    const el = svgRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setPx((old) => (Math.abs(old.w - r.width) > 1 || Math.abs(old.h - r.height) > 1 ? { w: r.width, h: r.height } : old));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const focusKey = focus.join(',');
  const screenH = typeof window === 'undefined' ? 1080 : window.innerHeight;
  const home = useMemo(() => homeBox(focus, px, minHexPx(screenH)), [focusKey, px, screenH]); // eslint-disable-line react-hooks/exhaustive-deps
  const box = manual ?? home;
  // Screen pixels per SVG unit (for which names are legible enough to show).
  const ppu = px.w > 0 ? Math.min(px.w / box.w, px.h / box.h) : 1;
  const zoomBy = (f: number, at?: { x: number; y: number }) => {
    const b = box;
    const w = Math.min(FULL.w * 1.3, Math.max(R * 8, b.w * f));
    const h = (b.h / b.w) * w;
    const ax = at?.x ?? b.x + b.w / 2;
    const ay = at?.y ?? b.y + b.h / 2;
    setManual({ x: ax - ((ax - b.x) * w) / b.w, y: ay - ((ay - b.y) * h) / b.h, w, h });
  };
  const whole = () => {
    const s = px.w > 0 ? Math.max(FULL.w / px.w, FULL.h / px.h) : 1;
    const w = px.w > 0 ? px.w * s : FULL.w;
    const h = px.h > 0 ? px.h * s : FULL.h;
    setManual({ x: FULL.x + FULL.w / 2 - w / 2, y: FULL.y + FULL.h / 2 - h / 2, w, h });
  };
  const toSvg = (clientX: number, clientY: number) => {
    const el = svgRef.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return undefined;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };
  const onWheel = (e: ReactWheelEvent<SVGSVGElement>) => {
    zoomBy(e.deltaY > 0 ? 1.12 : 1 / 1.12, toSvg(e.clientX, e.clientY));
  };
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const onDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, moved: false };
  };
  const onMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || (e.buttons & 1) === 0) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    setManual({ ...box, x: box.x - dx / ppu, y: box.y - dy / ppu });
  };
  const onUp = () => {
    // A drag that moved is no click (the hex's onClick reads it).
    setTimeout(() => (drag.current = null), 0);
  };
  const click = (h: HexId) => {
    if (drag.current?.moved) return;
    onHex(h);
  };
  // Names: ports, towns and forts always; villages when a village name would be at least 11 px.
  // Placed off the tokens and off each other (src/scene/labelPlacement.ts); one with no room is left
  // out (its settlement's tooltip names it).
  const villageNames = ppu * 11 >= 10.5;
  const nameSize = Math.max(11, Math.min(16, 13 / Math.max(ppu, 0.01)));
  const names = useMemo(() => {
    const obstacles = [...tokens].flatMap(([hex, list]) => list.map((_, i) => {
      const b = tokenBox(hex, i, list.length);
      return { left: b.x, top: b.y, right: b.x + b.w, bottom: b.y + b.h };
    }));
    const shown = PLACES.filter((p) => villageNames || MAJOR.has(p.kind));
    const reqs = shown.map((p) => {
      const c = centreOf(p.hex);
      const size = MAJOR.has(p.kind) ? nameSize * 1.1 : nameSize;
      const text = p.name.replace(/ \(.*\)$/, '');
      return { id: p.id, x: c.x, y: c.y + R * 0.82, w: text.length * size * 0.56 + 4, h: size * 1.15, priority: MAJOR.has(p.kind) ? 2 : 1, size, text, kind: p.kind };
    });
    const byId = new Map(reqs.map((r) => [r.id, r]));
    return placeLabels(reqs, { obstacles, gap: 1, rings: 2 })
      .filter((l) => l.placed)
      .map((l) => ({ ...l, size: byId.get(l.id)!.size, text: byId.get(l.id)!.text, kind: byId.get(l.id)!.kind }));
  }, [tokens, villageNames, nameSize]);

  return (
    <div className="lpg-map" data-testid="lpg-map">
      <svg
        ref={svgRef}
        className="lpg-map-svg"
        viewBox={`${box.x.toFixed(1)} ${box.y.toFixed(1)} ${box.w.toFixed(1)} ${box.h.toFixed(1)}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label="Map of New York, New Jersey and Pennsylvania, 1776"
        onWheel={onWheel}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerLeave={onUp}
      >
        <defs>
          <pattern id="lpg-woods" width="12" height="12" patternUnits="userSpaceOnUse">
            <circle cx="3" cy="3" r="2.2" fill="#3f6b33" />
            <circle cx="9" cy="9" r="2.2" fill="#3f6b33" />
          </pattern>
          <pattern id="lpg-hills" width="16" height="10" patternUnits="userSpaceOnUse">
            <path d="M1 8 Q5 2 9 8" fill="none" stroke="#7d5f38" strokeWidth="1.4" />
          </pattern>
          <pattern id="lpg-swamp" width="14" height="8" patternUnits="userSpaceOnUse">
            <path d="M2 5 H9 M5 5 V1" fill="none" stroke="#3d5f52" strokeWidth="1.3" />
          </pattern>
          <pattern id="lpg-water" width="22" height="10" patternUnits="userSpaceOnUse">
            <path d="M1 6 Q6 2 11 6 T21 6" fill="none" stroke="#7aa6c8" strokeWidth="1" />
          </pattern>
        </defs>
        <g className="lpg-terrain">
          {ALL_HEXES.map((h) => {
            const t = terrainOf(h);
            return (
              <g key={h}>
                <polygon points={HEX_POINTS.get(h)} fill={TERRAIN_FILL[t]} stroke="#5a5235" strokeOpacity={0.35} strokeWidth={0.8} />
                {t !== 'clear' ? <polygon points={HEX_POINTS.get(h)} fill={`url(#lpg-${t})`} pointerEvents="none" /> : null}
              </g>
            );
          })}
        </g>
        <g className="lpg-roads" pointerEvents="none">
          {ROAD_LINES.map((r) => (
            <path key={r.id} d={r.d} fill="none" stroke="#7a4a22" strokeWidth={3.2} strokeLinejoin="round" strokeLinecap="round" />
          ))}
        </g>
        <g className="lpg-rivers" pointerEvents="none">
          {RIVER_LINES.map((r) => (
            <path key={r.id} d={r.d} fill="none" stroke="#1f5f9e" strokeWidth={r.id === 'hudson' || r.id === 'delaware' ? 6 : 4} strokeLinecap="round" />
          ))}
        </g>
        <g className="lpg-crossings" pointerEvents="none">
          {CROSSINGS.map((c) => (
            <g key={`${c.side[0]}-${c.side[1]}`} transform={`translate(${c.x.toFixed(1)} ${c.y.toFixed(1)}) rotate(${c.angle.toFixed(1)})`}>
              <title>{`${c.name} (${c.kind === 'bridge' ? 'a bridge: full speed, §6' : 'a ferry: a river crossing without a bridge, §6'})`}</title>
              {c.kind === 'bridge' ? (
                <rect x={-7} y={-4.5} width={14} height={9} fill="#3b2a1a" stroke="#f4ead0" strokeWidth={1.5} />
              ) : (
                <circle r={5.5} fill="#f4ead0" stroke="#1f3f6e" strokeWidth={2} />
              )}
            </g>
          ))}
        </g>
        <g className="lpg-places">
          {PLACES.map((p) => {
            const c = centreOf(p.hex);
            const holder = holders[p.id];
            const fill = holder ? SIDE_FILL[holder] : '#eee';
            const y = c.y - R * 0.52;
            const sym =
              p.kind === 'village' ? <circle cx={c.x} cy={y} r={4.5} fill={fill} stroke="#111" strokeWidth={1.4} />
              : p.kind === 'town' ? <rect x={c.x - 6} y={y - 6} width={12} height={12} fill={fill} stroke="#111" strokeWidth={1.5} />
              : p.kind === 'port' ? <g><rect x={c.x - 7} y={y - 7} width={14} height={14} fill={fill} stroke="#111" strokeWidth={1.5} /><path d={`M${c.x} ${y - 5}V${y + 5}M${c.x - 4} ${y + 2}Q${c.x} ${y + 7} ${c.x + 4} ${y + 2}`} stroke="#fff" strokeWidth={1.6} fill="none" /></g>
              : <polygon points={[0, 1, 2, 3, 4].map((i) => { const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5; return `${(c.x + 8 * Math.cos(a)).toFixed(1)},${(y + 8 * Math.sin(a)).toFixed(1)}`; }).join(' ')} fill={fill} stroke="#111" strokeWidth={1.6} />;
            return (
              <g key={p.id} className={`lpg-place lpg-place-${p.kind}`} data-place={p.id} pointerEvents="none">
                <title>{`${p.name}: ${p.kind}${holder ? `, held by the ${holder === 'american' ? 'Americans' : 'British'}` : ''}${razed.has(p.id) ? ', razed' : ''}`}</title>
                {sym}
                {razed.has(p.id) ? <path d={`M${c.x - 9} ${y - 9}L${c.x + 9} ${y + 9}M${c.x + 9} ${y - 9}L${c.x - 9} ${y + 9}`} stroke="#111" strokeWidth={3.5} data-testid="lpg-razed" /> : null}
              </g>
            );
          })}
        </g>
        <g className="lpg-hexes">
          {ALL_HEXES.map((h) => {
            const label = lit.get(h);
            const isLit = label !== undefined;
            return (
              <polygon
                key={h}
                points={isLit ? LIT_POINTS.get(h) : HEX_POINTS.get(h)}
                className={`lpg-hex${isLit ? ' lit' : ''}${label === 'forced march' ? ' forced' : ''}${picked === h ? ' picked' : ''}`}
                data-hex={h}
                data-lit={isLit ? '1' : undefined}
                onClick={() => click(h)}
              >
                <title>{`${h} ${TERRAIN_NAME[terrainOf(h)]}`}</title>
              </polygon>
            );
          })}
        </g>
        {battleHex ? <polygon points={LIT_POINTS.get(battleHex)} className="lpg-battle-hex" pointerEvents="none" data-testid="lpg-battle-hex" /> : null}
        <g className="lpg-names" pointerEvents="none">
          {names.map((l) => (
            <text key={l.id} x={l.x} y={l.y + l.h * 0.32} className={`lpg-name lpg-name-${l.kind}`} fontSize={l.size} textAnchor="middle" data-place-name={l.id}>
              {l.text}
            </text>
          ))}
        </g>
        <g className="lpg-tokens">
          {[...tokens].map(([hex, list]) => {
            return list.map((t, i) => {
              const { x, y, w, h: hgt } = tokenBox(hex, i, list.length);
              const known = DEF.has(t.top);
              const name = known ? shortName(t.top) : t.top === 'phantom' ? 'Phantom' : t.top === '?' ? '?' : (UNIT_LETTER[t.top] ?? t.top);
              const plain = !known && t.top !== 'phantom';
              return (
                <g
                  key={`${hex}-${t.side}`}
                  className={`lpg-token lpg-token-${t.side}${t.phantom ? ' phantom' : ''}`}
                  data-testid="lpg-token"
                  data-hex={hex}
                  data-side={t.side}
                  data-top={t.top}
                  onClick={() => click(hex)}
                >
                  <title>{`${t.side === 'american' ? 'American' : 'British'} at ${hex}:\n${t.lines.join('\n')}`}</title>
                  {t.count > 1 ? <rect x={x + 3} y={y - 3} width={w} height={hgt} rx={3} fill={SIDE_FILL[t.side]} stroke="#111" strokeWidth={1} opacity={0.85} /> : null}
                  <rect x={x} y={y} width={w} height={hgt} rx={3} fill={SIDE_FILL[t.side]} stroke={t.phantom ? '#fff' : '#111'} strokeWidth={t.phantom ? 2 : 1.4} strokeDasharray={t.phantom ? '4 3' : undefined} />
                  <text x={x + w / 2} y={y + hgt * (plain ? 0.7 : 0.5)} fontSize={plain ? 19 : Math.min(list.length > 1 ? 10 : 14, (w - 4) / (0.6 * Math.max(1, name.length)))} fontWeight={700} textAnchor="middle" fill={SIDE_TEXT[t.side]}>
                    {list.length > 1 && known ? name.slice(0, 6) : name}
                  </text>
                  {known ? (
                    <text x={x + w / 2} y={y + hgt * 0.9} fontSize={9.5} textAnchor="middle" fill="#ffd95a">
                      {RANK_STARS[rankOf(t.top)!]}
                    </text>
                  ) : null}
                  {t.unsupplied > 0 ? (
                    <g data-testid="lpg-unsupplied" data-turns={t.unsupplied}>
                      <rect x={x - 6} y={y + hgt - 10} width={20} height={16} rx={2} fill="#e8b62c" stroke="#1d160d" strokeWidth={1.4} />
                      <text x={x + 4} y={y + hgt + 2.5} fontSize={11} fontWeight={700} textAnchor="middle" fill="#1d160d">
                        {`U${t.unsupplied}`}
                      </text>
                    </g>
                  ) : null}
                  {t.count > 1 ? (
                    <g>
                      <circle cx={x + w} cy={y} r={8.5} fill="#111" stroke="#fff" strokeWidth={1.2} />
                      <text x={x + w} y={y + 4.2} fontSize={12} fontWeight={700} textAnchor="middle" fill="#fff">
                        {t.count}
                      </text>
                    </g>
                  ) : null}
                </g>
              );
            });
          })}
        </g>
        <g className="lpg-lit-outlines" pointerEvents="none">
          {[...lit].map(([h, l]) => (
            <polygon key={h} points={LIT_POINTS.get(h)} className={`lpg-lit-outline${l === 'forced march' ? ' forced' : ''}`} />
          ))}
          {picked ? <polygon points={LIT_POINTS.get(picked)} className="lpg-picked-outline" /> : null}
        </g>
        <g className="lpg-lit-labels" pointerEvents="none">
          {[...lit].filter(([, l]) => l && l !== 'forced march').map(([h, l]) => {
            const c = centreOf(h);
            return (
              <text key={h} x={c.x} y={c.y + R * 0.2} className="lpg-lit-label" fontSize={10} textAnchor="middle">
                {l}
              </text>
            );
          })}
        </g>
      </svg>
      <div className="lpg-zoom">
        <button type="button" onClick={() => zoomBy(1 / 1.4)} title="Zoom in (or the mouse wheel)" aria-label="Zoom in">+</button>
        <button type="button" onClick={() => zoomBy(1.4)} title="Zoom out" aria-label="Zoom out">−</button>
        <button type="button" onClick={whole} title="The whole map, small">Whole map</button>
        <button type="button" onClick={() => setManual(null)} disabled={manual === null} title="Back to the home view, which follows the play" data-testid="lpg-follow">Follow play</button>
      </div>
    </div>
  );
}
