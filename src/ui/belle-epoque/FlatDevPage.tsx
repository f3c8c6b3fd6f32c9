// The flat map's dev page (?dev=belle-flat&seed=S[&at=fire|assault|move|...]): the SVG hex map at
// the first moment of a smart-bot game (seed S) when the decision `at` is legal, lit as a human
// player would see it (the same tablePlay as the 3D table's dev page, belle-table), to look at its
// labels and screenshot them. Clicks do nothing here.
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { belleDevState } from '../../scene/belle-epoque/devState';
import { tablePlay, type BelleEventLike } from '../../scene/belle-epoque/interactions';
import { asBelleView } from '../../scene/belle-epoque/viewTypes';
import { HexMap2D } from './HexMap2D';

function FlatPage({ seed, at }: { seed: number; at: string | null }) {
  const state = useMemo(() => belleDevState(seed, {}, at), [seed, at]);
  const view = useMemo(() => asBelleView(state.view), [state.view]);
  const play = useMemo(() => tablePlay(view, state.legal as readonly BelleEventLike[]), [view, state.legal]);
  (window as unknown as { __belleDev?: unknown }).__belleDev = { found: state.found, events: state.events, viewer: state.viewer };
  return (
    <div style={{ width: '100vw', height: '100vh', background: '#15100c', display: 'flex', flexDirection: 'column' }}>
      <HexMap2D view={view} highlights={play.highlights} selectableUnits={play.selectable} />
    </div>
  );
}

export function mountBelleFlatDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <FlatPage seed={Number(q.get('seed') ?? 7)} at={q.get('at')} />
    </StrictMode>,
  );
}
