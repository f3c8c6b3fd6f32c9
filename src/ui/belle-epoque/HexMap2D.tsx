// Belle Epoque's flat board: the 13 x 9 hexes as an SVG map, for browsers without WebGL2 and the
// "2D" toggle. The same picture as the 3D table seen from above (src/scene/belle-epoque/layout.ts: x
// right, z down, red's edge at the top). It draws the view and the highlights it is given and
// reports clicks; it decides nothing.
import { TERRAIN_NAME } from '../../scene/belle-epoque/terrainText';
import { useId, useMemo, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { CARDS } from '../../games/belle-epoque/data';
import { unitShortName as sharedShortName } from '../../games/belle-epoque/describe';
import { SECTOR_COUNT, sectorLabel } from '../../games/belle-epoque/rules/hex';
import type { Side } from '../../games/belle-epoque/types';
import { SIDE_COLOUR, sectorCenter, sectorCorners, type ShownTerrain } from '../../scene/belle-epoque/layout';
import { asBelleView, type BelleUnitView, type BelleView, type SectorHighlight } from '../../scene/belle-epoque/viewTypes';
import { placeLabels } from '../../scene/labelPlacement';
import './hexMap2D.css';

export interface HexMap2DProps {
  view: BelleView;
  highlights: SectorHighlight[];
  selectableUnits: readonly string[];
  onSectorClick?: (sector: number) => void;
  onUnitClick?: (unitId: string) => void;
}

type Tone = SectorHighlight['tone'];

const SIDE_WORD: Record<string, string> = { red: 'Red', blue: 'Blue' };

/** SVG units per world unit: one UD (4 world units) is 120 SVG units, so type sizes read as pixels-ish. */
const S = 30;
const PAD = 8;

export const TERRAIN_FILL: Record<ShownTerrain, string> = {
  open: '#b3ad74',
  hill: '#b98b4f',
  woods: '#557f3c',
  dense: '#2f5229',
  swamp: '#6f8566',
  ford: '#86aebb',
  river: '#3a6c9c',
  cliffs: '#6d645b',
  unknown: '#4b4f56',
};

export { TERRAIN_NAME };

export const TONE_COLOUR: Record<Tone, string> = {
  move: '#dcf7d2',
  march: '#43b047',
  fire: '#ff5326',
  assault: '#d7143c',
  evade: '#22d3ee',
  fallBack: '#ffb300',
  carry: '#ffd700',
  select: '#fff04a',
  active: '#ffffff',
  hover: '#ffffff',
};

/** Tones that mark a choice (clickable); 'active' and 'hover' only show where things are. */
const CHOICE_TONES: ReadonlySet<Tone> = new Set<Tone>(['move', 'march', 'fire', 'assault', 'evade', 'fallBack', 'carry', 'select']);

const TERRAINS = Object.keys(TERRAIN_FILL) as ShownTerrain[];
/** Terrains drawn with a pattern over their fill (so they read without colour too). */
const PATTERNED: ReadonlySet<ShownTerrain> = new Set<ShownTerrain>(['woods', 'dense', 'swamp', 'ford', 'river', 'cliffs']);

function hexPath(sector: number, insetSvg = 0): string {
  const pts = sectorCorners(sector, insetSvg / S);
  return `M${pts.map((p) => `${(p.x * S).toFixed(1)} ${(p.z * S).toFixed(1)}`).join('L')}Z`;
}

// The board never changes shape: its hexes are computed once.
const CENTRES = Array.from({ length: SECTOR_COUNT }, (_, s) => {
  const c = sectorCenter(s);
  return { x: c.x * S, y: c.z * S };
});
const HEX_PATHS = Array.from({ length: SECTOR_COUNT }, (_, s) => hexPath(s));
const FORT_PATHS = Array.from({ length: SECTOR_COUNT }, (_, s) => hexPath(s, 6));
const LIT_PATHS = Array.from({ length: SECTOR_COUNT }, (_, s) => hexPath(s, 3.5));
const CONTOUR_PATHS = Array.from({ length: SECTOR_COUNT }, (_, s) => hexPath(s, 18));
const LABELS = Array.from({ length: SECTOR_COUNT }, (_, s) => sectorLabel(s));
const VIEWBOX = (() => {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let s = 0; s < SECTOR_COUNT; s++) {
    for (const p of sectorCorners(s)) {
      xs.push(p.x * S);
      ys.push(p.z * S);
    }
  }
  const minX = Math.min(...xs) - PAD;
  const minY = Math.min(...ys) - PAD;
  return { minX, minY, w: Math.max(...xs) + PAD - minX, h: Math.max(...ys) + PAD - minY };
})();
/** Centre to the middle of a side, in SVG units. */
const APOTHEM = 2 * S;

// A unit's counter, centred a little above the hex centre (the sector label sits above it, a
// highlight's label below it).
// Sized for the board at 1280x720 (about 0.45 screen pixels per SVG unit): text no smaller than 8px.
const COUNTER = { w: 100, h: 62, dy: 0 } as const;
const STAND_ROW = { x0: -44, width: 56, y: 4, h: 14 } as const;
const NAME = { font: 19, width: COUNTER.w - 10 } as const;

/** A short name for a counter: the card's first word and the unit's number ("Zulu 3"), the name the action list and log use too. */
export function unitShortName(unit: Pick<BelleUnitView, 'id' | 'card'>): string {
  return sharedShortName(unit);
}

/** The stands of a counter: close order touching, loose order spaced. */
function standRects(stands: number, order: BelleUnitView['order']): { x: number; w: number }[] {
  const n = Math.max(0, Math.min(12, Math.floor(stands)));
  if (n === 0) return [];
  const pitch = Math.min(order === 'close' ? 12 : 14, STAND_ROW.width / n);
  const w = order === 'close' ? pitch : pitch * 0.6;
  return Array.from({ length: n }, (_, i) => ({ x: STAND_ROW.x0 + i * pitch, w }));
}

function isActivationKey(e: ReactKeyboardEvent): boolean {
  return e.key === 'Enter' || e.key === ' ';
}

interface UnitMarkProps {
  unit: BelleUnitView;
  offset: { x: number; y: number };
  active: boolean;
  selectable: boolean;
  onClick: (() => void) | undefined;
}

function UnitMark({ unit, offset, active, selectable, onClick }: UnitMarkProps) {
  const colour = SIDE_COLOUR[unit.side as Side] ?? { main: '#777', dark: '#333', light: '#ccc' };
  const name = unitShortName(unit);
  const title = CARDS[unit.card]?.title ?? unit.card;
  const { w, h } = COUNTER;
  const classes = ['hexmap2d-unit', `side-${unit.side}`];
  if (active) classes.push('active');
  if (selectable) classes.push('selectable');
  if (onClick) classes.push('clickable');
  const interactive = selectable && onClick;
  return (
    <g
      className={classes.join(' ')}
      data-unit={unit.id}
      data-stands={unit.stands}
      transform={`translate(${offset.x.toFixed(1)} ${offset.y.toFixed(1)})`}
      onClick={
        onClick
          ? (e: ReactMouseEvent) => {
              e.stopPropagation();
              onClick();
            }
          : undefined
      }
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      aria-label={interactive ? `Select ${name}` : undefined}
      onKeyDown={
        interactive
          ? (e) => {
              if (!isActivationKey(e)) return;
              e.preventDefault();
              onClick();
            }
          : undefined
      }
    >
      <title>{`${SIDE_WORD[unit.side] ?? unit.side} ${name}: ${title}, ${unit.stands} stand${unit.stands === 1 ? '' : 's'}, ${unit.order} order${unit.activated ? ', activated' : ''}`}</title>
      {selectable ? <rect className="hexmap2d-unit-selectable" x={-w / 2 - 5} y={-h / 2 - 5} width={w + 10} height={h + 10} rx={8} /> : null}
      {active ? <rect className="hexmap2d-unit-active" x={-w / 2 - (selectable ? 9 : 4)} y={-h / 2 - (selectable ? 9 : 4)} width={w + (selectable ? 18 : 8)} height={h + (selectable ? 18 : 8)} rx={9} /> : null}
      <rect className="hexmap2d-counter" x={-w / 2} y={-h / 2} width={w} height={h} rx={5} fill={colour.main} stroke={colour.dark} />
      <rect className="hexmap2d-counter-inner" x={-w / 2 + 3} y={-h / 2 + 3} width={w - 6} height={h - 6} rx={3} stroke={colour.light} />
      <text
        className="hexmap2d-unit-name"
        x={0}
        y={-10}
        textAnchor="middle"
        // Long names are squeezed to the counter rather than spilling over the hex.
        textLength={name.length * NAME.font * 0.58 > NAME.width ? NAME.width : undefined}
        lengthAdjust={name.length * NAME.font * 0.58 > NAME.width ? 'spacingAndGlyphs' : undefined}
      >
        {name}
      </text>
      <g className={`hexmap2d-stands ${unit.order}`}>
        {standRects(unit.stands, unit.order).map((r, i) => (
          <rect key={i} className="hexmap2d-stand" x={r.x} y={STAND_ROW.y} width={r.w} height={STAND_ROW.h} fill={colour.light} stroke={colour.dark} />
        ))}
      </g>
      <text className="hexmap2d-stand-count" x={w / 2 - 19} y={22} textAnchor="middle">
        {unit.stands}
      </text>
      {unit.activated ? <circle className="hexmap2d-token" cx={w / 2 - 2} cy={-h / 2 + 2} r={9} data-token="activated" /> : null}
    </g>
  );
}

/** Where the units of one sector sit: one in the middle, more fanned out diagonally. */
function stackOffset(i: number, n: number): { x: number; y: number } {
  const k = i - (n - 1) / 2;
  return { x: k * 10, y: COUNTER.dy + k * 10 };
}

/** Which label gets its room first: a fight's before a fall back's before a move's. */
const LABEL_PRIORITY: Record<Tone, number> = {
  assault: 5, fire: 5, evade: 4, fallBack: 4, carry: 4, select: 3, move: 2, march: 2, active: 1, hover: 0,
};

export interface LitLabel {
  sector: number;
  text: string;
  tone: Tone;
  /** Short labels on empty sectors are drawn large. */
  big: boolean;
  font: number;
  x: number;
  y: number;
  w: number;
  h: number;
  placed: boolean;
  shift: number;
}

/**
 * Where each lit sector's label stands (SVG units): one per sector, under its counters or on its
 * centre, moved aside where it would overlap another (labelPlacement.ts) and kept off the counters
 * where it can; the widths are measured from the type's size (SVG text is not measured here).
 */
export function layoutLitLabels(lit: ReadonlyMap<number, { tone: Tone; label?: string }>, unitsBySector: ReadonlyMap<number, readonly unknown[]>): LitLabel[] {
  const wanted = [...lit].filter(([, h]) => !!h.label).map(([sector, h]) => {
    const occupied = unitsBySector.has(sector);
    const text = h.label!;
    const big = !occupied && text.length <= 6;
    const font = big ? 46 : 25;
    const c = CENTRES[sector]!;
    // Bold digits and letters run about 0.62 of the type's size wide.
    return { sector, text, tone: h.tone, big, font, x: c.x, y: occupied ? c.y + 48 : c.y + 10, w: text.length * font * 0.62 + font * 0.9, h: font * 1.3 };
  });
  const counters = [...unitsBySector].map(([s, units]) => {
    const c = CENTRES[s]!;
    const fan = (units.length - 1) * 5;
    return { left: c.x - COUNTER.w / 2 - fan, top: c.y - COUNTER.h / 2 - fan, right: c.x + COUNTER.w / 2 + fan, bottom: c.y + COUNTER.h / 2 + fan };
  });
  const placed = placeLabels(
    wanted.map((l) => ({ id: String(l.sector), x: l.x, y: l.y, w: l.w, h: l.h, priority: LABEL_PRIORITY[l.tone] })),
    { gap: 4, bounds: { left: VIEWBOX.minX, top: VIEWBOX.minY, right: VIEWBOX.minX + VIEWBOX.w, bottom: VIEWBOX.minY + VIEWBOX.h }, obstacles: counters },
  );
  return wanted.map((l, i) => ({ ...l, x: placed[i]!.x, y: placed[i]!.y, placed: placed[i]!.placed, shift: placed[i]!.shift }));
}

export function HexMap2D({ view, highlights, selectableUnits, onSectorClick, onUnitClick }: HexMap2DProps) {
  const v = useMemo(() => asBelleView(view), [view]);
  const ids = `hm${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const pattern = (name: string) => `${ids}-${name}`;

  const lit = useMemo(() => {
    const out = new Map<number, { tone: Tone; label?: string }>();
    for (const h of highlights) {
      if (!Number.isInteger(h.sector) || h.sector < 0 || h.sector >= SECTOR_COUNT) continue;
      const old = out.get(h.sector);
      if (!old) {
        out.set(h.sector, { tone: h.tone, label: h.label });
        continue;
      }
      // One tone per sector: the first choice wins over 'active'/'hover' marks.
      if (!CHOICE_TONES.has(old.tone) && CHOICE_TONES.has(h.tone)) old.tone = h.tone;
      if (old.label === undefined && h.label !== undefined) old.label = h.label;
    }
    return out;
  }, [highlights]);

  const unitsBySector = useMemo(() => {
    const out = new Map<number, BelleUnitView[]>();
    for (const u of v.game.units) {
      if (u.sector === null || u.sector === undefined || u.stands <= 0) continue;
      if (u.sector < 0 || u.sector >= SECTOR_COUNT) continue;
      const list = out.get(u.sector) ?? [];
      list.push(u);
      out.set(u.sector, list);
    }
    return out;
  }, [v]);

  const litLabels = useMemo(() => layoutLitLabels(lit, unitsBySector), [lit, unitsBySector]);
  const selectable = useMemo(() => new Set(selectableUnits), [selectableUnits]);
  const activeUnit = v.game.activation?.unit ?? null;
  const clickableSector = (s: number) => {
    const h = lit.get(s);
    return !!h && CHOICE_TONES.has(h.tone) && !!onSectorClick;
  };

  const liveCount = (side: Side) => v.game.units.filter((u) => u.side === side && u.sector !== null && u.stands > 0).length;
  const ariaLabel = `Belle Epoque board, 13 by 9 sectors, red's edge at the top${v.game.turn ? `, turn ${v.game.turn}` : ''}: ${liveCount('red')} red units, ${liveCount('blue')} blue units${lit.size ? `, ${lit.size} sectors lit` : ''}`;

  return (
    <section className="hexmap2d" aria-label="Belle Epoque board (2D)">
      <div className="hexmap2d-frame">
        <svg
          className="hexmap2d-svg"
          viewBox={`${VIEWBOX.minX.toFixed(1)} ${VIEWBOX.minY.toFixed(1)} ${VIEWBOX.w.toFixed(1)} ${VIEWBOX.h.toFixed(1)}`}
          width="100%"
          height="100%"
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={ariaLabel}
          data-testid="hexmap-2d"
        >
          <defs>
            <pattern id={pattern('woods')} width={18} height={18} patternUnits="userSpaceOnUse">
              <circle cx={5} cy={5} r={3.5} fill="#2f5a24" />
              <circle cx={14} cy={13} r={3.5} fill="#2f5a24" />
            </pattern>
            <pattern id={pattern('dense')} width={10} height={10} patternUnits="userSpaceOnUse">
              <circle cx={3} cy={3} r={3} fill="#17300f" />
              <circle cx={8} cy={8} r={2.5} fill="#1d3a14" />
            </pattern>
            <pattern id={pattern('swamp')} width={20} height={14} patternUnits="userSpaceOnUse">
              <path d="M2 7h9M12 13h6" stroke="#a9c9d4" strokeWidth={2} />
              <path d="M14 5l1 -4M16 5l2 -3" stroke="#3e5535" strokeWidth={1.5} />
            </pattern>
            <pattern id={pattern('river')} width={24} height={12} patternUnits="userSpaceOnUse">
              <path d="M0 6Q6 1 12 6T24 6" fill="none" stroke="#8cc0e8" strokeWidth={2} />
            </pattern>
            <pattern id={pattern('ford')} width={16} height={12} patternUnits="userSpaceOnUse">
              <path d="M0 4Q4 1 8 4T16 4" fill="none" stroke="#4f86b0" strokeWidth={1.5} />
              <circle cx={5} cy={9} r={2} fill="#e2d8bd" />
              <circle cx={13} cy={9} r={1.6} fill="#e2d8bd" />
            </pattern>
            <pattern id={pattern('cliffs')} width={10} height={10} patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
              <path d="M0 5h10" stroke="#3b342d" strokeWidth={3} />
            </pattern>
            <pattern id={pattern('fort')} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width={8} height={8} fill="#efe2b5" />
              <rect width={4} height={8} fill="#3b2a12" />
            </pattern>
          </defs>

          <g className="hexmap2d-sectors">
            {HEX_PATHS.map((d, s) => {
              const sec = v.game.sectors[s];
              const terrain: ShownTerrain = sec && sec.discovered !== false && sec.terrain ? sec.terrain : 'unknown';
              const shown: ShownTerrain = TERRAIN_FILL[terrain] ? terrain : 'unknown';
              const fortified = !!sec?.fortified && shown !== 'unknown';
              const h = lit.get(s);
              const clickable = clickableSector(s);
              const c = CENTRES[s]!;
              const name = `${LABELS[s]}: ${TERRAIN_NAME[shown]}${fortified ? ', fortified' : ''}`;
              return (
                <g
                  key={s}
                  className={`hexmap2d-hex terrain-${shown}${fortified ? ' fortified' : ''}${h ? ` lit tone-${h.tone}` : ''}${clickable ? ' clickable' : ''}`}
                  onClick={clickable ? () => onSectorClick!(s) : undefined}
                  role={clickable ? 'button' : undefined}
                  tabIndex={clickable ? 0 : undefined}
                  aria-label={clickable ? `${LABELS[s]}${h?.label ? ` (${h.label})` : ''}: ${h!.tone}` : undefined}
                  onKeyDown={
                    clickable
                      ? (e) => {
                          if (!isActivationKey(e)) return;
                          e.preventDefault();
                          onSectorClick!(s);
                        }
                      : undefined
                  }
                >
                  <title>{name}</title>
                  <path className="hexmap2d-ground" d={d} fill={TERRAIN_FILL[shown]} data-sector={s} data-terrain={shown} />
                  {PATTERNED.has(shown) ? <path className="hexmap2d-pattern" d={d} fill={`url(#${pattern(shown)})`} /> : null}
                  {shown === 'hill' ? <path className="hexmap2d-contour" d={CONTOUR_PATHS[s]} /> : null}
                  {fortified ? <path className="hexmap2d-fort" d={FORT_PATHS[s]} stroke={`url(#${pattern('fort')})`} data-fortified="true" /> : null}
                  {shown === 'unknown' ? (
                    <g className="hexmap2d-unknown" transform={`translate(${c.x.toFixed(1)} ${(c.y + 4).toFixed(1)})`}>
                      <circle r={17} />
                      <text y={8} textAnchor="middle">
                        ?
                      </text>
                    </g>
                  ) : null}
                  {h ? (
                    <path
                      className="hexmap2d-lit"
                      d={LIT_PATHS[s]}
                      fill={TONE_COLOUR[h.tone]}
                      fillOpacity={h.tone === 'hover' ? 0.12 : 0.3}
                      stroke={TONE_COLOUR[h.tone]}
                      data-tone={h.tone}
                    />
                  ) : null}
                  <text className="hexmap2d-label" x={c.x} y={c.y - APOTHEM + 18} textAnchor="middle">
                    {LABELS[s]}
                  </text>
                </g>
              );
            })}
          </g>

          <g className="hexmap2d-units">
            {[...unitsBySector].map(([s, units]) => {
              const c = CENTRES[s]!;
              return (
                <g key={s} transform={`translate(${c.x.toFixed(1)} ${c.y.toFixed(1)})`}>
                  {units.map((u, i) => {
                    const isSelectable = selectable.has(u.id);
                    // A unit that is not a choice passes its click to its lit sector (a target).
                    const onClick = isSelectable && onUnitClick ? () => onUnitClick(u.id) : clickableSector(s) ? () => onSectorClick!(s) : undefined;
                    return <UnitMark key={u.id} unit={u} offset={stackOffset(i, units.length)} active={u.id === activeUnit} selectable={isSelectable} onClick={onClick} />;
                  })}
                </g>
              );
            })}
          </g>

          <g className="hexmap2d-lit-labels" aria-hidden="true">
            {/* A label moved off its sector points back at it. */}
            {litLabels.map((l) =>
              l.placed && l.shift > 0.5 ? (
                <line key={`leader-${l.sector}`} className="hexmap2d-leader" x1={CENTRES[l.sector]!.x} y1={CENTRES[l.sector]!.y} x2={l.x} y2={l.y} stroke={TONE_COLOUR[l.tone]} />
              ) : null,
            )}
            {litLabels.map((l) =>
              l.placed ? (
                <g
                  key={l.sector}
                  className={`hexmap2d-lit-badge${l.big ? ' big' : ''}${l.shift > 0.5 ? ' shifted' : ''}`}
                  transform={`translate(${l.x.toFixed(1)} ${l.y.toFixed(1)})`}
                  data-label-sector={l.sector}
                  data-testid="hexmap-label"
                >
                  <rect x={-l.w / 2} y={-l.h / 2} width={l.w} height={l.h} rx={l.h / 3} stroke={TONE_COLOUR[l.tone]} />
                  <text className={`hexmap2d-lit-label${l.big ? ' big' : ''}`} y={l.font * 0.36} textAnchor="middle" fill={TONE_COLOUR[l.tone]}>
                    {l.text}
                  </text>
                </g>
              ) : null,
            )}
          </g>
        </svg>
      </div>
      <ul className="hexmap2d-legend" aria-label="Terrain legend">
        {TERRAINS.map((t) => (
          <li key={t}>
            <span className={`hexmap2d-swatch terrain-${t}`} style={{ background: TERRAIN_FILL[t] }} />
            {TERRAIN_NAME[t]}
          </li>
        ))}
        <li>
          <span className="hexmap2d-swatch fortified" />
          Fortified
        </li>
        <li>
          <span className="hexmap2d-swatch token" />
          Activated
        </li>
      </ul>
    </section>
  );
}
