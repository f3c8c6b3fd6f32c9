// "Now": the events the machine takes at this moment, every transition out of the active states
// with whether its guard passes, and the last refused event with the guard and rule that refused it.
import { useMemo } from 'react';
import { edgeLabel, type ChartEdge } from '../../core/chartGraph';
import { refusingGuards, type GuardStatusReport, type TransitionStatus } from '../../core/guardStatus';
import type { AnyGameModule, GameEvent } from '../../core/module';
import { safeLabel, safeLegalEvents } from '../../core/moduleReads';
import type { ModuleSnapshot } from '../../core/replay';
import type { Refusal } from '../controller';

export interface NowViewProps {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  report: GuardStatusReport;
  position: number;
  refusal: Refusal | null;
  sideNames: Readonly<Record<string, string>>;
  onSelectState: (path: string) => void;
}

function resultChip(t: TransitionStatus) {
  if (t.guardResult === null) return <span className="insp-chip neutral">no guard</span>;
  const cls = t.guardResult === 'pass' ? 'pass' : t.guardResult === 'fail' ? 'fail' : 'unknown';
  return (
    <span className={`insp-chip ${cls}`} title={t.guardDetail}>
      {t.guardResult}
    </span>
  );
}

/** The text the chart would draw for this transition ('move [isLegal]', 'always [gameIsOver]'). */
function transitionText(t: TransitionStatus): string {
  const edge: ChartEdge = { id: t.key, source: t.source, targets: t.targets, event: t.event, guard: t.guard, actions: t.actions, kind: t.kind };
  return edgeLabel(edge);
}

export function NowView({ module, snapshot, report, position, refusal, sideNames, onSelectState }: NowViewProps) {
  const legal = useMemo(() => safeLegalEvents(module, snapshot), [module, snapshot]);
  const byType = useMemo(() => {
    const map = new Map<string, GameEvent[]>();
    for (const e of legal) map.set(e.type, [...(map.get(e.type) ?? []), e]);
    return map;
  }, [legal]);
  const bySource = useMemo(() => {
    const map = new Map<string, TransitionStatus[]>();
    for (const t of report.transitions) map.set(t.source, [...(map.get(t.source) ?? []), t]);
    return [...map.entries()].reverse();
  }, [report]);
  const refusalDetail = useMemo(() => {
    if (!refusal || refusal.position !== position) return null;
    try {
      return refusingGuards(module, snapshot, refusal.event);
    } catch {
      return null;
    }
  }, [module, snapshot, refusal, position]);

  return (
    <div className="insp-now" data-testid="inspector-now">
      <section className="insp-section">
        <h3>Events enabled now</h3>
        {report.enabledEvents.length === 0 ? (
          <p className="muted">None: nothing waits on a player{snapshot.status === 'done' ? ' (the game is over)' : ''}.</p>
        ) : (
          <ul className="insp-enabled" data-testid="enabled-events">
            {report.enabledEvents.map((type) => {
              const samples = byType.get(type) ?? [];
              const sides = [...new Set(samples.map((e) => sideNames[e.side] ?? e.side))].join(', ');
              return (
                <li key={type} data-event={type}>
                  <code>{type}</code>
                  <span className="muted">
                    {samples.length} legal {samples.length === 1 ? 'choice' : 'choices'} · {sides}
                  </span>
                  {samples[0] ? <span className="insp-example">e.g. {safeLabel(module, snapshot, samples[0])}</span> : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="insp-section">
        <h3>Transitions out of the active states</h3>
        {bySource.map(([source, list]) => (
          <div key={source} className="insp-source">
            <button type="button" className="insp-link" onClick={() => onSelectState(source)}>
              {source || '(machine)'}
            </button>
            <ul className="insp-transitions" data-testid="guard-table">
              {list.map((t) => (
                <li key={t.key} data-key={t.key} data-guard-result={t.guardResult ?? 'none'} className={t.accepted ? 'accepted' : undefined}>
                  <code className="insp-t-event">{transitionText(t)}</code>
                  {resultChip(t)}
                  <span className="insp-t-more">
                    {t.targets.length ? `→ ${t.targets.map((p) => p.split('.').pop()).join(', ')}` : '(stays)'}
                    {' · '}
                    {t.kind === 'event' ? (t.accepted ? 'accepted now' : t.samples === 0 ? 'no legal event now' : 'refused now') : t.kind === 'always' ? 'eventless' : t.kind}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="insp-section" data-testid="last-refusal">
        <h3>Last refused event</h3>
        {refusal ? (
          <div className="insp-refusal">
            <p>
              <code>{refusal.event.type}</code> by {sideNames[refusal.event.side] ?? refusal.event.side}, at event {refusal.position}:
            </p>
            <p className="insp-refusal-reason" data-testid="refusal-reason">
              {refusal.reason}
            </p>
            {refusalDetail ? (
              refusalDetail.handled ? (
                <ul className="insp-refusal-guards">
                  {refusalDetail.guards.map((g, i) => (
                    <li key={i}>
                      guard <code>{g.guard}</code> in {g.source}: <span className={`insp-chip ${g.result === 'pass' ? 'pass' : 'fail'}`}>{g.result}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No active state takes “{refusal.event.type}” at this point.</p>
              )
            ) : refusal.position !== position ? (
              <p className="muted">(refused at another point than the one shown)</p>
            ) : null}
          </div>
        ) : (
          <p className="muted">Nothing refused yet.</p>
        )}
      </section>
    </div>
  );
}
