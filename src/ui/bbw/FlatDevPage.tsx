// The flat area map's dev page (?dev=bbw-flat&seed=S[&at=move|openBattle|allocate|...][&bot=random]): the
// board at the first moment of a smart-bot (or random-bot) game (seed S) when the decision `at` is legal, lit as that side's
// human player would see it (its hand shown), to look at and screenshot. Clicks do nothing here.
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import type { GameEvent } from '../../core/module';
import { Rng } from '../../core/rng';
import { AreaBoard } from './AreaBoard';

function devMoment(seed: number, at: string | null, bot: 'smart' | 'random') {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0 || events > 3000) break;
    const wanted = at ? legal.filter((e) => e.type === at) : legal;
    if (!at || wanted.length > 0) {
      const viewer = wanted[0]!.side;
      actor.stop();
      return { snap, viewer, legal: legal.filter((e) => e.side === viewer), found: true, events };
    }
    const side = legal[0]!.side;
    actor.send(bbwModule.bots[bot]({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { snap, viewer: 'white', legal: [] as GameEvent[], found: false, events };
}

function FlatPage({ seed, at, bot }: { seed: number; at: string | null; bot: 'smart' | 'random' }) {
  const m = useMemo(() => devMoment(seed, at, bot), [seed, at, bot]);
  (window as unknown as { __bbwDev?: unknown }).__bbwDev = { found: m.found, events: m.events, viewer: m.viewer };
  return (
    <div className="table-2d table-2d-only" style={{ width: '100vw', height: '100vh', background: '#15100c' }}>
      {at && !m.found ? <p className="muted">No "{at}" decision came up in this game (seed {seed}): its end is shown.</p> : null}
      <AreaBoard module={bbwModule as never} snapshot={m.snap as never} view={bbwModule.view(m.snap, m.viewer)} viewer={m.viewer} legal={m.legal as GameEvent[]} send={() => undefined} />
    </div>
  );
}

export function mountBbwFlatDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <FlatPage seed={Number(q.get('seed') ?? 7)} at={q.get('at')} bot={q.get('bot') === 'random' ? 'random' : 'smart'} />
    </StrictMode>,
  );
}
