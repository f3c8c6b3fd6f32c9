// Visual test page for the Belle Epoque board (?dev=belle-board): the Drift scenario's sectors on
// the table, some of them still undiscovered (encounter tokens), and one lit sector of every tone,
// several with labels. Clicking a sector flips it between discovered and undiscovered (the board
// updates in place); hovering lights it. Query: all=1 shows every sector discovered.
import { useCallback, useMemo, useState } from 'react';
import { COLS, sectorFromLabel } from '../../../games/belle-epoque/rules/hex';
import { DRIFT_LEGEND, DRIFT_MAP } from '../../../games/belle-epoque/data';
import { TableCanvas } from '../../TableCanvas';
import { HexBoard } from '../HexBoard';
import { HOME, TABLE } from '../layout';
import { SectorHighlights } from '../SectorHighlights';
import type { BelleSectorView, SectorHighlight } from '../viewTypes';

/** The Drift map as the view gives it; `hidden` sectors come as undiscovered ('unknown'). */
function driftSectors(hidden: ReadonlySet<number>): BelleSectorView[] {
  const out: BelleSectorView[] = [];
  DRIFT_MAP.forEach((line, row) => {
    for (let col = 0; col < COLS; col++) {
      const cell = DRIFT_LEGEND[line[col] ?? '.'] ?? DRIFT_LEGEND['.']!;
      const s = row * COLS + col;
      out[s] = hidden.has(s) ? { terrain: 'unknown', discovered: false, fortified: false } : { terrain: cell.terrain, discovered: true, fortified: cell.fortified };
    }
  });
  return out;
}

/** A scatter of undiscovered sectors away from the river and the fortifications. */
const FIRST_HIDDEN = ['b3', 'e2', 'k2', 'g3', 'b4', 'l4', 'c6', 'j6', 'h8', 'k9', 'm7'].map(sectorFromLabel);

const DEMO_HIGHLIGHTS: SectorHighlight[] = [
  { sector: sectorFromLabel('e8'), tone: 'active' },
  { sector: sectorFromLabel('e7'), tone: 'move', label: '1' },
  { sector: sectorFromLabel('d8'), tone: 'move', label: '2' },
  { sector: sectorFromLabel('g7'), tone: 'march', label: '2' },
  { sector: sectorFromLabel('f6'), tone: 'fire', label: '4+' },
  { sector: sectorFromLabel('i5'), tone: 'fire', label: '6+' },
  { sector: sectorFromLabel('c7'), tone: 'assault', label: '3 v 2' },
  { sector: sectorFromLabel('h4'), tone: 'evade' },
  { sector: sectorFromLabel('j8'), tone: 'fallBack' },
  { sector: sectorFromLabel('a8'), tone: 'carry' },
  { sector: sectorFromLabel('d1'), tone: 'select', label: 'hill' },
  { sector: sectorFromLabel('g2'), tone: 'select', label: 'cliffs' },
];

export function BelleBoardDemo() {
  const allShown = typeof location !== 'undefined' && new URLSearchParams(location.search).get('all') === '1';
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set(allShown ? [] : FIRST_HIDDEN));
  const [hover, setHover] = useState<number | null>(null);
  const sectors = useMemo(() => driftSectors(hidden), [hidden]);
  const items = useMemo<SectorHighlight[]>(() => (hover === null ? DEMO_HIGHLIGHTS : [...DEMO_HIGHLIGHTS, { sector: hover, tone: 'hover' }]), [hover]);
  const flip = useCallback((s: number) => {
    setHidden((old) => {
      const next = new Set(old);
      if (next.has(s)) next.delete(s);
      else next.add(s);
      return next;
    });
  }, []);
  const onHover = useCallback((s: number | null) => setHover((old) => (old === s ? old : s)), []);
  return (
    <div style={{ position: 'absolute', inset: 0 }} data-testid="belle-board-demo">
      <TableCanvas table={TABLE} home={HOME}>
        <HexBoard sectors={sectors} onSectorHover={onHover} onSectorClick={flip} />
        <SectorHighlights items={items} sectors={sectors} />
      </TableCanvas>
    </div>
  );
}
