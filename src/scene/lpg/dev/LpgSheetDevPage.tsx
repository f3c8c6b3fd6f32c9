// The campaign map's dev page (?dev=lpg-sheet): the printed sheet (../sheetTexture.ts) lying on the
// table, framed from the home view, to look at and screenshot while issue 18 builds the table on it.
// Only the paper: no armies, no fog, no clicks (this is not the game's Table3D).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCanvasFonts } from '../../fonts';
import { PrintedSheet } from '../../PrintedSheet';
import { TableCanvas } from '../../TableCanvas';
import { useAsset } from '../../useAsset';
import { lpgSheetTexture } from '../sheetTexture';
import { LPG_SHEET_RECT } from '../tableLayout';
import '../../scene.css';

const TABLE = { x: LPG_SHEET_RECT.x, z: LPG_SHEET_RECT.z, w: LPG_SHEET_RECT.w + 16, d: LPG_SHEET_RECT.d + 10 };

function Sheet() {
  const map = useAsset('lpg-sheet', () => loadCanvasFonts().then(() => lpgSheetTexture()));
  const r = LPG_SHEET_RECT;
  return <PrintedSheet x={r.x} z={r.z} w={r.w} d={r.d} thickness={0.06} map={map} />;
}

function Page() {
  (window as unknown as { __lpgSheetDev?: unknown }).__lpgSheetDev = { rect: LPG_SHEET_RECT };
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="lpg-sheet-dev">
      <TableCanvas className="table3d-canvas" table={TABLE} home={LPG_SHEET_RECT} frameloop="demand">
        <Sheet />
      </TableCanvas>
    </div>
  );
}

export function mountLpgSheetDevPage(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
