// Brave Little Belgium as a schematic SVG map: boxes at their data positions, Movement Lines
// (Easy solid, Difficult dashed), unit counts per side per box, fort steps, face-down Garde
// Civique. A stopgap until the 3D table; it reads the viewing side's view and decides nothing.
import { useMemo, useState } from 'react';
import { ARMY, BOX, CHIT, DATA, FORT, UNIT } from '../../games/blb/db';
import type { BoxDef } from '../../games/blb/types';
import type { BlbView } from '../../games/blb/view';
import type { TableProps } from '../types';
import './blb.css';

/** BLB's view as this board reads it: any part may be missing (it never crashes on a half view). */
type BoardView = Partial<BlbView>;

// Map units to SVG units. x is stretched more than y so the map fills a wide screen; at these
// scales no two boxes overlap.
const SCALE_X = 100;
const SCALE_Y = 66;
const BOX_W = 116;
const BOX_H = 58;
const PAD = 40;

const COUNTRY_FILL: Record<string, string> = {
  germany: '#2f3238',
  belgium: '#3a3424',
  france: '#232d45',
  luxembourg: '#2a3526',
  netherlands: '#3a2c22',
};

const px = (b: BoxDef) => b.pos.x * SCALE_X;
const py = (b: BoxDef) => -b.pos.y * SCALE_Y;

interface BoxContents {
  german: number;
  entente: number;
  gcHidden: number;
  gcRevealed: number;
  names: string[];
}

function contents(view: BoardView): Record<string, BoxContents> {
  const out: Record<string, BoxContents> = {};
  const at = (box: string) => (out[box] ??= { german: 0, entente: 0, gcHidden: 0, gcRevealed: 0, names: [] });
  for (const [id, u] of Object.entries(view.units ?? {})) {
    if (!u.box || u.steps <= 0) continue;
    const def = UNIT[id];
    const c = at(u.box);
    if (def?.nationality === 'german') c.german++;
    else c.entente++;
    const reduced = def && def.steps === 2 && u.steps < 2 ? ' (reduced)' : '';
    c.names.push(`${def ? `${def.nationality} ${def.name}` : id}${reduced}`);
  }
  for (const g of Object.values(view.gc ?? {})) {
    if (!g.box) continue;
    const c = at(g.box);
    if (g.revealed) {
      c.gcRevealed++;
      c.names.push(`Garde Civique (${g.cf === null ? 'no factor' : `CF ${g.cf}`})`);
    } else {
      c.gcHidden++;
      c.names.push('Garde Civique (face-down)');
    }
  }
  return out;
}

export function SchematicBoard({ view }: TableProps<BlbView>) {
  // Read as a partial view: a half-built one (a dev page, a test) never crashes the board.
  const v: BoardView = view ?? {};
  const [fit, setFit] = useState(true);
  const byBox = useMemo(() => contents(v), [v]);
  const bounds = useMemo(() => {
    const xs = DATA.boxes.map(px);
    const ys = DATA.boxes.map(py);
    const minX = Math.min(...xs) - BOX_W / 2 - PAD;
    const minY = Math.min(...ys) - BOX_H / 2 - PAD;
    const w = Math.max(...xs) + BOX_W / 2 + PAD - minX;
    const h = Math.max(...ys) + BOX_H / 2 + PAD - minY;
    return { minX, minY, w, h };
  }, []);
  const combatBox = v.combat?.box ?? null;
  const gcBox = v.pendingGc?.box ?? null;
  const activeArmies = new Set(v.activation?.armies ?? []);
  const activeBoxes = new Set<string>();
  for (const [id, u] of Object.entries(v.units ?? {})) {
    const def = UNIT[id];
    if (u.box && def && activeArmies.has(def.army)) activeBoxes.add(u.box);
  }

  return (
    <section className="board" aria-label="Brave Little Belgium map (schematic)">
      <div className="board-toolbar">
        <span className="board-info">
          {v.turn !== undefined ? <span>Turn {v.turn}</span> : null}
          {v.atrocities !== undefined ? <span>Atrocities {v.atrocities} / 5</span> : null}
          {v.chits ? <span>Cup {v.chits.cup.length}</span> : null}
          {v.chits ? <span>Turn End {v.chits.turnEnd.length} / 3</span> : null}
          {v.chits && v.chits.pulled.length > 0 ? (
            <span>
              Pulled:{' '}
              {v.chits.pulled
                .map((c) => `${CHIT[c]?.label ?? c}${v.chits!.used.includes(c) ? ' (used)' : ''}`)
                .join(', ')}
            </span>
          ) : null}
          {v.activation && v.activation.armies.length > 0 ? (
            <span className="board-active">Active: {v.activation.armies.map((a) => ARMY[a as keyof typeof ARMY]?.name ?? a).join(', ')}</span>
          ) : null}
        </span>
        <button type="button" onClick={() => setFit((f) => !f)} aria-pressed={!fit}>
          {fit ? 'Full size' : 'Fit'}
        </button>
      </div>
      <div className={`board-scroll${fit ? ' fit' : ''}`}>
        <svg
          className="board-svg"
          viewBox={`${bounds.minX} ${bounds.minY} ${bounds.w} ${bounds.h}`}
          width={fit ? '100%' : bounds.w}
          height={fit ? '100%' : bounds.h}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label="Schematic map: boxes, movement lines and units"
        >
          <g className="lines">
            {DATA.lines.map((line) => {
              const a = BOX[line.a];
              const b = BOX[line.b];
              if (!a || !b) return null;
              return (
                <line
                  key={`${line.a}-${line.b}`}
                  x1={px(a)}
                  y1={py(a)}
                  x2={px(b)}
                  y2={py(b)}
                  className={`map-line ${line.kind}`}
                  strokeDasharray={line.kind === 'difficult' ? '14 10' : undefined}
                />
              );
            })}
          </g>
          <g className="victory-line">
            {DATA.victoryLineCrossings.map(([ida, idb]) => {
              const a = BOX[ida];
              const b = BOX[idb];
              if (!a || !b) return null;
              const x = (px(a) + px(b)) / 2;
              const y = (py(a) + py(b)) / 2;
              return <rect key={`${ida}-${idb}`} x={x - 9} y={y - 9} width={18} height={18} transform={`rotate(45 ${x} ${y})`} className="victory-diamond" />;
            })}
          </g>
          <g className="boxes">
            {DATA.boxes.map((b) => {
              const x = px(b);
              const y = py(b);
              const c = byBox[b.id];
              const fort = FORT[b.id];
              const fortSteps = v.forts?.[b.id]?.steps ?? fort?.steps ?? 0;
              const classes = ['map-box', b.type, b.capital ? 'capital' : '', b.beyondVictoryLine ? 'beyond' : ''];
              if (b.id === combatBox) classes.push('combat');
              if (b.id === gcBox) classes.push('gc-alert');
              if (activeBoxes.has(b.id)) classes.push('activated');
              const tip = [`${b.name}${fort ? ` (${b.type === 'majorFort' ? 'Major' : 'Minor'} Fort ${fortSteps}/${fort.steps})` : ''}`, ...(c?.names ?? [])].join('\n');
              return (
                <g key={b.id} className={classes.filter(Boolean).join(' ')} data-box={b.id} transform={`translate(${x} ${y})`}>
                  <title>{tip}</title>
                  <rect x={-BOX_W / 2} y={-BOX_H / 2} width={BOX_W} height={BOX_H} rx={b.type === 'city' ? 10 : 2} fill={COUNTRY_FILL[b.country] ?? '#333'} className="box-rect" />
                  <text y={-BOX_H / 2 + 19} className="box-name" textAnchor="middle">
                    {b.name.length > 12 ? `${b.name.slice(0, 11)}…` : b.name}
                  </text>
                  {fort ? (
                    <g className="fort-steps" transform={`translate(${-((fort.steps * 12) / 2)} ${-BOX_H / 2 - 12})`}>
                      {Array.from({ length: fort.steps }, (_, i) => (
                        <rect key={i} x={i * 12} y={0} width={10} height={10} className={i < fortSteps ? 'step on' : 'step off'} />
                      ))}
                    </g>
                  ) : null}
                  <g transform={`translate(0 ${BOX_H / 2 - 15})`}>
                    {c && c.german > 0 ? (
                      <g transform="translate(-36 0)">
                        <rect x={-16} y={-12} width={32} height={24} rx={4} className="count german" />
                        <text className="count-text" textAnchor="middle" y={7}>
                          {c.german}
                        </text>
                      </g>
                    ) : null}
                    {c && c.entente > 0 ? (
                      <g transform="translate(0 0)">
                        <rect x={-16} y={-12} width={32} height={24} rx={4} className="count entente" />
                        <text className="count-text" textAnchor="middle" y={7}>
                          {c.entente}
                        </text>
                      </g>
                    ) : null}
                    {c && c.gcHidden + c.gcRevealed > 0 ? (
                      <g transform="translate(36 0)">
                        <rect x={-16} y={-12} width={32} height={24} rx={11} className={`count gc${c.gcRevealed ? ' revealed' : ''}`} />
                        <text className="count-text" textAnchor="middle" y={7}>
                          {c.gcHidden + c.gcRevealed}
                        </text>
                      </g>
                    ) : null}
                  </g>
                </g>
              );
            })}
          </g>
        </svg>
      </div>
      <ul className="legend" aria-label="Legend">
        <li>
          <span className="swatch german" /> German units
        </li>
        <li>
          <span className="swatch entente" /> Entente units
        </li>
        <li>
          <span className="swatch gc" /> Garde Civique
        </li>
        <li>
          <span className="swatch line-easy" /> Easy line (1 MP)
        </li>
        <li>
          <span className="swatch line-difficult" /> Difficult line (2 MP)
        </li>
        <li>
          <span className="swatch fort" /> Fort steps
        </li>
        <li>
          <span className="swatch victory" /> Victory Line
        </li>
      </ul>
    </section>
  );
}
