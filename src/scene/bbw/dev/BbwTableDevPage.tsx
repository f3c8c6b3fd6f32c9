// The printed sheet's dev page (?dev=bbw-table&seed=S[&at=move|designate|...][&bot=random]): the
// 3D sheet and its counters at the first moment of a smart-bot (or random-bot) game (seed S) when
// the decision `at` is legal (else after `steps` events, default 40), to look at and screenshot.
// The sheet only shows (issue 16's clicks are not built): this is not the game's Table3D.
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../../machines/bbw/index';
import { boardFor } from '../../../games/bbw/rules/board';
import type { BbwView } from '../../../games/bbw/view';
import { Rng } from '../../../core/rng';
import { loadCounterAtlas } from '../../counters/atlasTexture';
import { loadCanvasFonts } from '../../fonts';
import { TableCanvas } from '../../TableCanvas';
import { useAsset } from '../../useAsset';
import { BbwSheet } from '../BbwSheet';
import { BBW_GLYPHS, bbwFaces } from '../bbwFaces';
import { MAP_RECT, SHEET_RECT } from '../sheetLayout';
import { bbwSheetTexture } from '../sheetTexture';
import '../../scene.css';

function devView(seed: number, at: string | null, steps: number, bot: 'smart' | 'random') {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  let found = false;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0 || events > 3000) break;
    if (at ? legal.some((e) => e.type === at) : events >= steps) {
      found = true;
      break;
    }
    const side = legal[0]!.side;
    actor.send(bbwModule.bots[bot]({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { view: bbwModule.view(snap, 'white') as BbwView, events, found };
}

const TABLE = { x: SHEET_RECT.x, z: SHEET_RECT.z, w: SHEET_RECT.w + 16, d: SHEET_RECT.d + 12 };

function Sheet({ view }: { view: BbwView }) {
  const board = boardFor(view.options.scenario);
  const sheet = useAsset('bbw-sheet', () => loadCanvasFonts().then(() => bbwSheetTexture(board)));
  const atlas = useAsset('bbw-atlas', () => loadCounterAtlas('bbw', () => bbwFaces(board), BBW_GLYPHS));
  return <BbwSheet sheet={sheet} atlas={atlas} board={board} units={view.units} turn={view.turn} holders={view.holders} />;
}

function Page({ seed, at, steps, bot, whole }: { seed: number; at: string | null; steps: number; bot: 'smart' | 'random'; whole: boolean }) {
  const m = useMemo(() => devView(seed, at, steps, bot), [seed, at, steps, bot]);
  (window as unknown as { __bbwDev?: unknown }).__bbwDev = { found: m.found, events: m.events, turn: m.view.turn, units: m.view.units.length };
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="bbw-table-dev">
      <TableCanvas className="table3d-canvas" table={TABLE} home={whole ? SHEET_RECT : MAP_RECT} frameloop="demand">
        <Sheet view={m.view} />
      </TableCanvas>
    </div>
  );
}

export function mountBbwTableDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} at={q.get('at')} steps={Number(q.get('steps') ?? 40)} bot={q.get('bot') === 'random' ? 'random' : 'smart'} whole={q.get('view') !== 'map'} />
    </StrictMode>,
  );
}
