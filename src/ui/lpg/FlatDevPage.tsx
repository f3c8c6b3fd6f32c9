// The flat hex map's dev page (?dev=lpg-flat&seed=S[&at=move|chooseCombatCard|retreat|orderUnit|...]
// [&steps=N][&bots=smart]): the board at the first moment of a random-bot game (seed S; smart bots
// with bots=smart, as the 3D dev pages play) when the decision `at` is legal, or after N events, lit
// as that side's human player would see it (its hand shown), to look at and screenshot. Clicks do
// nothing here.
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule } from '../../../machines/lpg/index';
import type { GameEvent } from '../../core/module';
import { Rng } from '../../core/rng';
import { LpgBoard } from './LpgBoard';

function devMoment(seed: number, at: string | null, steps: number | null, smart: boolean) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0 || events > 6000) break;
    const wanted = at ? legal.filter((e) => e.type === at) : legal;
    if (steps !== null ? events >= steps : !at || wanted.length > 0) {
      const viewer = wanted[0]!.side;
      actor.stop();
      return { snap, viewer, legal: legal.filter((e) => e.side === viewer), found: true, events };
    }
    const side = legal[0]!.side;
    actor.send((smart ? lpgModule.bots.smart : lpgModule.bots.random)({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { snap, viewer: 'american', legal: [] as GameEvent[], found: false, events };
}

function FlatPage({ seed, at, steps, smart }: { seed: number; at: string | null; steps: number | null; smart: boolean }) {
  const m = useMemo(() => devMoment(seed, at, steps, smart), [seed, at, steps, smart]);
  (window as unknown as { __lpgDev?: unknown }).__lpgDev = { found: m.found, events: m.events, viewer: m.viewer };
  return (
    <div className="table-2d table-2d-only" style={{ width: '100vw', height: '100vh', background: '#15100c' }}>
      {at && !m.found ? <p className="muted">No "{at}" decision came up in this game (seed {seed}): its end is shown.</p> : null}
      <LpgBoard module={lpgModule as never} snapshot={m.snap as never} view={lpgModule.view(m.snap, m.viewer)} viewer={m.viewer} legal={m.legal as GameEvent[]} send={() => undefined} />
    </div>
  );
}

export function mountLpgFlatDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <FlatPage seed={Number(q.get('seed') ?? 7)} at={q.get('at')} steps={q.get('steps') !== null ? Number(q.get('steps')) : null} smart={q.get('bots') === 'smart'} />
    </StrictMode>,
  );
}
