// The printed campaign map under a dev page's parts (the paper only), so they are seen in place.
import { loadCanvasFonts } from '../../fonts';
import { PrintedSheet } from '../../PrintedSheet';
import { useAsset } from '../../useAsset';
import { lpgSheetTexture } from '../sheetTexture';
import { LPG_SHEET_RECT } from '../tableLayout';

export function LpgSheetUnder() {
  const map = useAsset('lpg-sheet', () => loadCanvasFonts().then(() => lpgSheetTexture()));
  const r = LPG_SHEET_RECT;
  return <PrintedSheet x={r.x} z={r.z} w={r.w} d={r.d} thickness={0.06} map={map} />;
}
