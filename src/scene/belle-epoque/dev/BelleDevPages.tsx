// Visual test pages for the Belle Epoque table (loaded only from these dev URLs):
//   ?dev=belle-table&seed=S[&scenario=drift][&matchUp=ID][&at=fire|assault|move|activate|salvo|evadeTo|fallBack]
//       the real table at the first moment of a smart-bot game (seed S) when the decision `at`
//       is legal, given those legal events as a human player's: what is lit, the to-hit numbers on
//       targets, the tooltips and the chooser can be looked at and clicked. A click's event is
//       recorded in window.__belleSent (nothing is played). `at` absent: the opening position.
//   ?dev=belle-board | belle-stands | belle-bowl | belle-effects  the parts on their own.
import { lazy, StrictMode, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { belleDevState } from '../devState';
import type { GameEvent } from '../../../core/module';
import { AnimationQueue } from '../../animation/queue';
import { BELLE_BEAT_CATALOGUE } from '../beatCatalogue';

const BelleTable = lazy(() => import('../BelleTable').then((m) => ({ default: m.BelleTable })));

function TablePage({ seed, options, at }: { seed: number; options: Record<string, unknown>; at: string | null }) {
  const state = useMemo(() => belleDevState(seed, options, at), [seed, options, at]);
  const queue = useMemo(() => new AnimationQueue({ catalogue: BELLE_BEAT_CATALOGUE, speed: 'instant' }), []);
  const w = window as unknown as { __belleDev?: unknown; __belleSent?: GameEvent[] };
  w.__belleDev = { found: state.found, events: state.events, viewer: state.viewer, legal: state.legal };
  w.__belleSent = w.__belleSent ?? [];
  // Plain labels (the dev page has no snapshot for the module's labelEvent).
  const label = (e: GameEvent) => {
    return `${e.type}${'target' in e ? ` ${String(e.target)}` : ''}${'to' in e ? ` to ${String(e.to)}` : ''}${'unit' in e ? ` ${String(e.unit)}` : ''}`;
  };
  return (
    <div style={{ width: '100vw', height: '100vh', background: '#15100c', position: 'relative', display: 'flex' }}>
      <Suspense fallback={<div style={{ color: '#eee' }}>Loading…</div>}>
        <BelleTable
          view={state.view}
          viewer={state.viewer}
          legal={state.legal}
          send={(e) => w.__belleSent!.push(e)}
          labelEvent={label}
          animation={queue}
        />
      </Suspense>
    </div>
  );
}

const PARTS: Record<string, () => Promise<ComponentType>> = {
  'belle-board': () => import('./BelleBoardDemo').then((m) => m.BelleBoardDemo),
  'belle-stands': () => import('./BelleStandsDemo').then((m) => m.BelleStandsDemo),
  'belle-bowl': () => import('./BelleBowlDemo').then((m) => m.BelleBowlDemo),
  'belle-effects': () => import('./BelleEffectsDemo').then((m) => m.BelleEffectsDemo),
};

export function mountBelleDevPage(container: HTMLElement, dev: string): void {
  const q = new URLSearchParams(globalThis.location.search);
  const root = createRoot(container);
  if (dev === 'belle-table') {
    const options: Record<string, unknown> = {};
    for (const key of ['scenario', 'matchUp']) {
      const v = q.get(key);
      if (v) options[key] = v;
    }
    root.render(
      <StrictMode>
        <TablePage seed={Number(q.get('seed') ?? 7)} options={options} at={q.get('at')} />
      </StrictMode>,
    );
    return;
  }
  const Part = lazy(() => PARTS[dev]!().then((c) => ({ default: c })));
  root.render(
    <div style={{ width: '100vw', height: '100vh', background: '#15100c' }}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>,
  );
}
