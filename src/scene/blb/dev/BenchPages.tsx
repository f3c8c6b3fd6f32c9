// Pages for tools/bench-render.ts (loaded only from these dev URLs):
//   ?dev=empty[&w=W&h=H]        an empty react-three-fiber canvas (the frame-rate baseline), W x H
//                               CSS pixels (default: the window)
//   ?dev=table&counters=all|few the Brave Little Belgium table alone at the opening position, with
//                               every counter (all) or with three units and no chits (few): draw
//                               calls must not grow with the number of counters.
// Both carry the RenderProbe (window.__sandtableRender); the table page also says how many
// counters it lies (window.__sandtableBench).
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Canvas } from '@react-three/fiber';
import { createActor } from 'xstate';
import { blbMachine, blbModule } from '../../../../machines/blb/index';
import { placeCounters } from '../counterPlacement';
import type { BlbView } from '../../../games/blb/view';
import { RenderProbe } from '../../RenderProbe';

const BlbTable = lazy(() => import('../BlbTable').then((m) => ({ default: m.BlbTable })));

function EmptyPage({ width, height }: { width: number | null; height: number | null }) {
  return (
    <div style={{ width: width ? `${width}px` : '100vw', height: height ? `${height}px` : '100vh', background: '#15100c' }}>
      <Canvas frameloop="demand" dpr={[1, 2]} gl={{ antialias: true, powerPreference: 'high-performance' }}>
        <color attach="background" args={['#15100c']} />
        <RenderProbe />
      </Canvas>
    </div>
  );
}

/** The opening view, or a thinned one: three units on the map, no Garde Civique, no chits. */
function benchView(few: boolean): BlbView {
  const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
  const view = blbModule.view(actor.getSnapshot(), 'german');
  actor.stop();
  if (!few) return view;
  const keep = new Set(['de1-cav', 'de1-iii', 'be-3']);
  const units = Object.fromEntries(Object.entries(view.units).map(([id, u]) => [id, keep.has(id) ? u : { ...u, box: null }]));
  const gc = Object.fromEntries(Object.entries(view.gc).map(([id, g]) => [id, { ...g, box: null }]));
  return { ...view, units, gc, chits: { cup: [], pulled: [], used: [], turnEnd: [], track: {} } };
}

function TablePage({ few }: { few: boolean }) {
  const view = benchView(few);
  const items = placeCounters(view).items;
  (window as unknown as { __sandtableBench?: unknown }).__sandtableBench = {
    counters: items.filter((i) => i.shape !== 'badge').length,
    badges: items.filter((i) => i.shape === 'badge').length,
    few,
  };
  return (
    <div style={{ width: '100vw', height: '100vh', display: 'flex' }} className="app-game">
      <Suspense fallback={null}>
        <BlbTable view={view} legal={[]} />
      </Suspense>
    </div>
  );
}

export function mountBenchPage(container: HTMLElement, page: 'empty' | 'table'): void {
  const p = new URLSearchParams(globalThis.location.search);
  const num = (k: string) => (Number.isFinite(Number(p.get(k))) && Number(p.get(k)) > 0 ? Number(p.get(k)) : null);
  createRoot(container).render(
    <StrictMode>{page === 'empty' ? <EmptyPage width={num('w')} height={num('h')} /> : <TablePage few={p.get('counters') === 'few'} />}</StrictMode>,
  );
}
