// The 3D table's dev page (?dev=lpg-table&seed=S[&at=move|chooseCombatCard|retreat|...][&steps=N][&pick=1]):
// La Petite Guerre's Table3D at the first moment of a smart-bot game (seed S) when the decision `at`
// is legal (else after `steps` events, default 40), seated as the side that decides then (its hand and
// own markers shown, its clicks lit), to look at and screenshot; `pick=1` picks the first lit stack
// (a move's destinations lit). Clicks play on from there (no animation queue: the view at once).
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { lpgMachine, lpgModule } from '../../../../machines/lpg/index';
import type { GameEvent } from '../../../core/module';
import { Rng } from '../../../core/rng';
import type { LpgView } from '../../../games/lpg/view';
import { LpgTable } from '../LpgTable';

function devActor(seed: number, at: string | null, steps: number) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  let found = false;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0 || events > 6000) break;
    if (at ? legal.some((e) => e.type === at) : events >= steps) {
      found = true;
      break;
    }
    const side = legal[0]!.side;
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    events++;
  }
  return { actor, events, found };
}

function Page({ seed, at, steps }: { seed: number; at: string | null; steps: number }) {
  const m = useMemo(() => devActor(seed, at, steps), [seed, at, steps]);
  const [n, setN] = useState(0);
  const snap = m.actor.getSnapshot();
  const legal = lpgModule.legalEvents(snap);
  const wanted = at ? legal.filter((e) => e.type === at) : legal;
  const viewer = (wanted[0] ?? legal[0])?.side ?? 'american';
  const view = lpgModule.view(snap, viewer) as LpgView;
  (window as unknown as { __lpgTableDev?: unknown }).__lpgTableDev = { found: m.found, events: m.events + n, viewer, turn: view.turn };
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', background: '#15100c' }} data-testid="lpg-table-dev">
      <LpgTable
        view={view}
        viewer={viewer}
        legal={legal}
        send={(e: GameEvent) => {
          m.actor.send(e as never);
          setN((k) => k + 1);
        }}
        labelEvent={(e) => lpgModule.labelEvent(snap, e as never)}
        explain={(e) => lpgModule.explainIllegal(snap, e as never)}
        ruleOf={() => null}
      />
    </div>
  );
}

export function mountLpgTableDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} at={q.get('at')} steps={Number(q.get('steps') ?? 40)} />
    </StrictMode>,
  );
}
