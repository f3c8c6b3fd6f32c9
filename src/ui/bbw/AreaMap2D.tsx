// The Football War's flat area map (SVG): regions from the drawing data (footballWarMap.ts: Voronoi
// cells of the areas' seats), each tinted by country (Guatemala and Nicaragua hatched: no one may
// enter them, 6.11), the rivers (blue, no rule effect), the frontier, the connections (roads solid, tracks dotted), each area's name,
// terrain symbols in their circles and VP value (with who holds it now, 8.0), the counters stacked
// in rows at the area's seat, and each side's Rear Area and Damaged Units box beside the map. Lit
// places and units come from the board (boardPlay.ts); this only draws and reports clicks.
import { memo, useMemo } from 'react';
import type { Board } from '../../games/bbw/rules/board';
import type { UnitDef } from '../../games/bbw/types';
import type { BbwView } from '../../games/bbw/view';
import { FOOTBALL_WAR_MAP, type AreaMapLayout } from '../../scene/bbw/footballWarMap';
import { cellPath, voronoiCells, type Cell } from '../../scene/bbw/mapGeometry';

export interface AreaMapProps {
  view: BbwView;
  board: Board;
  /** Units a click acts on now. */
  litUnits?: ReadonlySet<string>;
  /** Areas and boxes a click acts on now. */
  litPlaces?: ReadonlySet<string>;
  /** The unit picked to move. */
  picked?: string | null;
  /** Who holds each VP area now (8.0), by area id. */
  holders?: Readonly<Record<string, 'white' | 'grey' | null>>;
  onUnit?: (id: string) => void;
  onPlace?: (id: string) => void;
  /** The boxes in a row under the map (a tall, narrow table area) rather than in a column beside it. */
  boxesBelow?: boolean;
}

const BELOW_GAP = 20;
/** The boxes in a row under the map, in the layout's order. */
function boxesInRow(layout: AreaMapLayout): Record<string, { x: number; y: number; w: number; h: number }> {
  const ids = Object.keys(layout.boxes);
  const w = (layout.width - BELOW_GAP * (ids.length - 1)) / ids.length;
  const h = Math.max(...ids.map((id) => layout.boxes[id]!.h));
  return Object.fromEntries(ids.map((id, i) => [id, { x: i * (w + BELOW_GAP), y: layout.height + BELOW_GAP, w, h }]));
}

const COUNTER_W = 74;
const COUNTER_H = 54;
const GAP = 4;
const PER_ROW = 3;

const COUNTRY_FILL: Record<string, string> = {
  'El Salvador': '#c9d6c0',
  Honduras: '#e3d7b3',
};
const SEA = '#9fc0d6';

/** A layout's geometry, computed once per layout. */
interface Geometry {
  ids: string[];
  cells: Cell[];
}
const geometries = new WeakMap<AreaMapLayout, Geometry>();
function geometryOf(layout: AreaMapLayout): Geometry {
  const known = geometries.get(layout);
  if (known) return known;
  const ids = Object.keys(layout.seats);
  const seats = [...ids.map((id) => layout.seats[id]!), ...layout.sea];
  const cells = voronoiCells(seats, layout.width, layout.height);
  const g = { ids, cells };
  geometries.set(layout, g);
  return g;
}

function Counter({ def, loc, disrupted, x, y, lit, picked, role, onClick }: { def: UnitDef; loc: string; disrupted: boolean; x: number; y: number; lit: boolean; picked: boolean; role?: string | undefined; onClick?: () => void }) {
  const white = def.side === 'white';
  const face = white ? '#eef2fa' : '#5d6670';
  const ink = white ? '#183a86' : '#ffffff';
  const cv = disrupted ? def.cvDisrupted : def.cv;
  const cls = `bbw-counter${lit ? ' lit' : ''}${picked ? ' picked' : ''}${disrupted ? ' disrupted' : ''}`;
  return (
    <g
      className={cls}
      transform={`translate(${x},${y})`}
      data-unit={def.id}
      data-loc={loc}
      data-side={def.side}
      data-disrupted={disrupted ? '1' : '0'}
      onClick={(e) => {
        e.stopPropagation();
        onClick?.();
      }}
    >
      <title>{`${def.name}: CV ${def.cv}${def.kind === 'ground' ? ` (disrupted ${def.cvDisrupted})` : ''}${def.fighter ? ', fighter' : ''}${def.mechanized ? ', mechanized' : ''}${def.irregular ? ', Irregulars' : ''}${disrupted ? ' (disrupted)' : ''}`}</title>
      <rect className="bbw-counter-face" width={COUNTER_W} height={COUNTER_H} rx={5} fill={face} />
      {disrupted ? <rect width={COUNTER_W} height={COUNTER_H} rx={5} fill="url(#bbw-stripe)" /> : null}
      {def.kind === 'ground' ? (
        <g stroke={ink} strokeWidth={2.5} fill="none" transform="translate(2,2) scale(1.15)">
          <rect x={8} y={6} width={30} height={20} />
          {def.irregular ? (
            <path d="M11,20 Q17,10 23,16 T35,12" />
          ) : (
            <path d="M8,6 L38,26 M38,6 L8,26" />
          )}
          {def.mechanized ? <ellipse cx={23} cy={16} rx={10} ry={6} /> : null}
        </g>
      ) : disrupted ? null : (
        <g fill={ink} transform="translate(2,2) scale(1.15)">
          <path d="M23,5 L26,14 L38,17 L38,20 L26,19 L25,26 L29,29 L29,31 L23,30 L17,31 L17,29 L21,26 L20,19 L8,20 L8,17 L20,14 Z" />
          {def.fighter ? (
            <text x={44} y={20} fontSize={15} fontWeight={700} fill={ink}>
              F
            </text>
          ) : null}
        </g>
      )}
      {def.kind === 'air' && disrupted ? (
        <text x={COUNTER_W / 2} y={COUNTER_H / 2 + 6} textAnchor="middle" fontSize={16} fontWeight={800} fill={ink}>
          no CV
        </text>
      ) : (
        <text className="bbw-cv" x={COUNTER_W - 7} y={COUNTER_H - 6} textAnchor="end" fontSize={26} fontWeight={800} fill={ink}>
          {cv}
        </text>
      )}
      {role ? (
        <g transform={`translate(${COUNTER_W - 4},2)`} className="bbw-role" data-role={role}>
          <circle r={11} />
          <text y={5} textAnchor="middle">
            {role}
          </text>
        </g>
      ) : null}
    </g>
  );
}

/** Counters in rows of three, centred on (cx, top). */
function stackAt(units: { def: UnitDef; disrupted: boolean; id: string }[], cx: number, top: number, perRow = PER_ROW) {
  return units.map((u, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, units.length - row * perRow);
    const col = i % perRow;
    const x = cx - (inRow * (COUNTER_W + GAP) - GAP) / 2 + col * (COUNTER_W + GAP);
    const y = top + row * (COUNTER_H + GAP);
    return { ...u, x, y };
  });
}

function terrainText(t: { woods: number; mountain: number; urban: number }): string[] {
  return [...Array(t.mountain).fill('M'), ...Array(t.woods).fill('W'), ...Array(t.urban).fill('U')];
}

export const AreaMap2D = memo(function AreaMap2D({ view, board, litUnits, litPlaces, picked, holders, onUnit, onPlace, boxesBelow = false }: AreaMapProps) {
  const layout = FOOTBALL_WAR_MAP;
  const geo = useMemo(() => geometryOf(layout), [layout]);
  const byLoc = useMemo(() => {
    const m = new Map<string, { def: UnitDef; disrupted: boolean; id: string }[]>();
    for (const u of view.units) {
      const def = board.units.get(u.id);
      if (!def) continue;
      const list = m.get(u.loc) ?? [];
      list.push({ def, disrupted: u.disrupted, id: u.id });
      m.set(u.loc, list);
    }
    // Ground before air, then by side: a stack reads the same every time.
    for (const list of m.values()) list.sort((a, b) => (a.def.kind === b.def.kind ? a.def.side.localeCompare(b.def.side) || a.id.localeCompare(b.id) : a.def.kind === 'ground' ? -1 : 1));
    return m;
  }, [view.units, board]);
  const battleArea = view.battle?.area ?? view.designation?.area ?? null;
  // 6.21: the units in the battle now, marked A (attacking), D (defending) or an aircraft's side.
  const roles = useMemo(() => {
    const r = new Map<string, string>();
    const b = view.battle ?? view.designation;
    if (!b) return r;
    for (const u of b.attackers) r.set(u, 'A');
    for (const u of b.defenders) r.set(u, 'D');
    if ('air' in b) for (const u of b.air) r.set(u, 'A');
    if ('attackerAir' in b) {
      for (const u of b.attackerAir) r.set(u, 'A');
      for (const u of b.defenderAir) r.set(u, 'D');
    }
    return r;
  }, [view.battle, view.designation]);
  const countryOf = (i: number): string | null => {
    if (i >= geo.ids.length) return 'sea';
    const a = board.areas.get(geo.ids[i]!);
    return a ? (a.forbidden ? a.name : a.country) : null;
  };
  // Borders between land of two countries (the international frontier).
  const frontier: string[] = [];
  geo.cells.forEach((cell, i) => {
    const ci = countryOf(i);
    if (ci === 'sea') return;
    cell.across.forEach((j, k) => {
      if (j <= i || j < 0) return;
      const cj = countryOf(j);
      if (cj === 'sea' || cj === ci) return;
      const a = cell.points[k]!;
      const b = cell.points[(k + 1) % cell.points.length]!;
      frontier.push(`M${a.x.toFixed(1)},${a.y.toFixed(1)}L${b.x.toFixed(1)},${b.y.toFixed(1)}`);
    });
  });
  const boxes = boxesBelow ? boxesInRow(layout) : layout.boxes;
  const W = boxesBelow ? layout.width : layout.width + 380;
  const H = boxesBelow ? layout.height + BELOW_GAP + Math.max(...Object.values(boxes).map((b) => b.h)) : layout.height;
  return (
    <svg className="bbw-map" viewBox={`-10 -10 ${W + 20} ${H + 20}`} preserveAspectRatio="xMidYMid meet" data-testid="bbw-map" data-boxes={boxesBelow ? 'below' : 'beside'} role="img" aria-label="The Football War area map">
      <defs>
        <pattern id="bbw-stripe" width={10} height={10} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={4} height={10} fill="rgba(200,40,30,0.55)" />
        </pattern>
        <pattern id="bbw-forbidden" width={14} height={14} patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
          <rect width={14} height={14} fill="#b9b2a6" />
          <rect width={5} height={14} fill="#a39a8c" />
        </pattern>
      </defs>
      <rect x={0} y={0} width={layout.width} height={layout.height} fill={SEA} />
      {/* Regions */}
      {geo.cells.map((cell, i) => {
        if (i >= geo.ids.length) return null;
        const id = geo.ids[i]!;
        const a = board.areas.get(id);
        if (!a) return null;
        const fill = a.forbidden ? 'url(#bbw-forbidden)' : (COUNTRY_FILL[a.country ?? ''] ?? '#ddd');
        const lit = litPlaces?.has(id) ?? false;
        return (
          <path
            key={id}
            d={cellPath(cell)}
            className={`bbw-area${lit ? ' lit' : ''}${battleArea === id ? ' battle' : ''}`}
            data-area={id}
            fill={fill}
            onClick={() => onPlace?.(id)}
          />
        );
      })}
      {/* Rivers (presentation only: no rule effect), under the lit outlines, frontier, roads and captions */}
      {(layout.rivers ?? []).map((r) => (
        <polyline key={`river-${r.name}`} points={r.points.map((p) => `${p.x},${p.y}`).join(' ')} className="bbw-river" strokeWidth={r.width} data-river={r.name} pointerEvents="none" />
      ))}
      {/* Lit and battle outlines on top of every region's border (a neighbour's stroke never hides them). */}
      {geo.cells.map((cell, i) => {
        const id = geo.ids[i];
        if (!id) return null;
        const lit = litPlaces?.has(id) ?? false;
        if (!lit && battleArea !== id) return null;
        return <path key={`o-${id}`} d={cellPath(cell)} className={`bbw-outline${lit ? ' lit' : ''}${battleArea === id ? ' battle' : ''}`} pointerEvents="none" />;
      })}
      {layout.sea
        .filter((s) => s.name)
        .map((s) => (
          <text key={s.name} x={s.x} y={Math.min(s.y, layout.height - 20)} className="bbw-sea-label" textAnchor={s.x < 200 ? 'start' : 'middle'}>
            {s.name}
          </text>
        ))}
      {layout.countryLabels.map((c) => (
        <text key={c.text} x={c.x} y={c.y} className="bbw-country-label" textAnchor="middle">
          {c.text}
        </text>
      ))}
      <path d={frontier.join('')} className="bbw-frontier" />
      {/* Connections: roads solid, tracks dotted */}
      {board.scenario.data.connections.map((c) => {
        const p = layout.seats[c.a];
        const q = layout.seats[c.b];
        if (!p || !q) return null;
        return <line key={`${c.a}-${c.b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} className={c.road ? 'bbw-road' : 'bbw-track'} />;
      })}
      {/* Area labels, terrain, VP */}
      {geo.ids.map((id) => {
        const a = board.areas.get(id);
        const s = layout.seats[id]!;
        if (!a) return null;
        const terrain = terrainText(a.terrain);
        const holder = holders?.[id] ?? null;
        const short = a.name.replace(/ \(.*\)$/, '');
        // A long name (two places, "El Amatillo - Goascoran") on two lines.
        const lines = short.length > 14 && short.includes(' - ') ? short.split(' - ').map((t, k) => (k === 0 ? `${t} -` : t)) : [short];
        const top = s.y - 12 - (lines.length - 1) * 27;
        return (
          <g key={id} className="bbw-area-label" pointerEvents="none" data-area-label={id}>
            <text x={s.x} y={top} textAnchor="middle" className="bbw-name">
              {lines.map((t, k) => (
                <tspan key={k} x={s.x} dy={k === 0 ? 0 : 27}>
                  {t}
                </tspan>
              ))}
            </text>
            <g transform={`translate(${s.x - ((terrain.length + (a.vp ? 1 : 0)) * 34) / 2 + 17},${top - 44})`}>
              {terrain.map((t, k) => (
                <g key={k} transform={`translate(${k * 34},0)`}>
                  <circle r={15} className={`bbw-terrain bbw-terrain-${t}`} />
                  <text y={6} textAnchor="middle" className="bbw-terrain-text">
                    {t}
                  </text>
                </g>
              ))}
              {a.vp ? (
                <g transform={`translate(${terrain.length * 34},0)`} data-vp={a.vp} data-holder={holder ?? ''}>
                  <rect x={-18} y={-15} width={36} height={30} rx={4} className={`bbw-vp bbw-vp-${holder ?? 'none'}`} />
                  <text y={7} textAnchor="middle" className="bbw-vp-text">
                    {a.vp}
                  </text>
                </g>
              ) : null}
            </g>
          </g>
        );
      })}
      {/* Counters in the areas */}
      {geo.ids.map((id) => {
        const list = byLoc.get(id);
        const s = layout.seats[id]!;
        if (!list) return null;
        return (
          <g key={`u-${id}`}>
            {stackAt(list, s.x, s.y - 4).map((u) => (
              <Counter key={u.id} def={u.def} loc={id} disrupted={u.disrupted} x={u.x} y={u.y} lit={litUnits?.has(u.id) ?? false} picked={picked === u.id} role={roles.get(u.id)} onClick={() => onUnit?.(u.id)} />
            ))}
          </g>
        );
      })}
      {/* The boxes beside the map */}
      {Object.entries(boxes).map(([id, box]) => {
        const name = board.rears.get(id)?.name ?? board.damagedBoxes.get(id)?.name ?? id;
        const side = board.rears.get(id)?.side ?? board.damagedBoxes.get(id)?.side;
        const list = byLoc.get(id) ?? [];
        const lit = litPlaces?.has(id) ?? false;
        return (
          <g key={id} data-box={id}>
            <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={8} className={`bbw-box bbw-box-${side}${lit ? ' lit' : ''}`} onClick={() => onPlace?.(id)} />
            <text x={box.x + 12} y={box.y + 30} className="bbw-box-name" pointerEvents="none">
              {name}
            </text>
            {stackAt(list, box.x + box.w / 2, box.y + 40, Math.max(1, Math.floor((box.w - 16) / (COUNTER_W + GAP)))).map((u) => (
              <Counter key={u.id} def={u.def} loc={id} disrupted={u.disrupted} x={u.x} y={u.y} lit={litUnits?.has(u.id) ?? false} picked={picked === u.id} role={roles.get(u.id)} onClick={() => onUnit?.(u.id)} />
            ))}
          </g>
        );
      })}
    </svg>
  );
});
