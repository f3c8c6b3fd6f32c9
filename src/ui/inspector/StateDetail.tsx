// The selected state of the chart: its rule number, title and the rule text it implements, its
// entry and exit actions, and its transitions (with their guard's result now, when active).
import type { ChartGraph } from '../../core/chartGraph';
import { edgeLabel } from '../../core/chartGraph';
import type { TransitionStatus } from '../../core/guardStatus';
import { findRuleSection, type RuleText } from '../../core/ruleSections';
import { RuleTag, useRuleText } from '../ruleTag';

export interface StateDetailProps {
  graph: ChartGraph;
  path: string;
  active: boolean;
  /** The rules text, once loaded (null while loading or when the game has none). */
  ruleText: RuleText | null;
  ruleTextError: string | null;
  statuses: ReadonlyMap<string, TransitionStatus>;
  onSelect: (path: string) => void;
}

export function StateDetail({ graph, path, active, ruleText, ruleTextError, statuses, onSelect }: StateDetailProps) {
  const citeRule = useRuleText();
  const node = graph.nodes.find((n) => n.path === path);
  if (!node) return <p className="muted">No state “{path}” in this machine.</p>;
  const edges = graph.edges.filter((e) => e.source === path);
  const rule = node.meta?.rule;
  const found = rule && ruleText ? findRuleSection(ruleText, rule) : null;
  const parent = node.parent !== null && node.parent !== '' ? node.parent : null;
  return (
    <article className="insp-detail" data-testid="state-detail" data-state={path}>
      <header className="insp-detail-header">
        <h3>
          {rule ? <RuleTag rule={rule} className="insp-rule-number" /> : null}
          {node.meta?.title ?? node.key}
        </h3>
        <span className={`insp-chip ${active ? 'pass' : 'neutral'}`}>{active ? 'active' : 'inactive'}</span>
      </header>
      <p className="insp-path">
        <code>{path || graph.id}</code> · {node.type}
        {parent ? (
          <>
            {' '}
            · in{' '}
            <button type="button" className="insp-link" onClick={() => onSelect(parent)}>
              {parent.split('.').pop()}
            </button>
          </>
        ) : null}
      </p>
      {node.meta?.summary ? <p className="insp-summary">{node.meta.summary}</p> : null}

      {rule ? (
        <section className="insp-rule" data-testid="rule-text">
          {found ? (
            <>
              <h4>
                {/* A text the extraction numbered is cited as the game cites it ("§7 Activation"). */}
                {found.section.number ? citeRule(found.number) : `Rule ${found.number} ${found.section.title}`}
                {found.number !== rule ? <span className="muted"> (the section holding {rule})</span> : null}
              </h4>
              <div className="insp-rule-text">{found.section.text}</div>
            </>
          ) : ruleTextError ? (
            <p className="muted">The rules text could not be loaded: {ruleTextError}</p>
          ) : ruleText ? (
            <p className="muted">Rule {rule} is not in the rules text.</p>
          ) : (
            <p className="muted">Loading the rules text…</p>
          )}
        </section>
      ) : null}

      <dl className="insp-actions">
        <dt>entry</dt>
        <dd>{node.entry.length ? node.entry.map((a) => <code key={a}>{a}</code>) : <span className="muted">none</span>}</dd>
        <dt>exit</dt>
        <dd>{node.exit.length ? node.exit.map((a) => <code key={a}>{a}</code>) : <span className="muted">none</span>}</dd>
      </dl>

      <h4>Transitions ({edges.length})</h4>
      {edges.length === 0 ? (
        <p className="muted">None leave this state{node.type === 'final' ? ' (a final state: its parent is done)' : ''}.</p>
      ) : (
        <ul className="insp-edge-list">
          {edges.map((e) => {
            const status = statuses.get(e.id);
            return (
              <li key={e.id} data-edge={e.id}>
                <code>{edgeLabel(e)}</code>
                {e.targets.length ? (
                  <span>
                    {' → '}
                    {e.targets.map((t) => (
                      <button key={t} type="button" className="insp-link" onClick={() => onSelect(t)}>
                        {t.split('.').pop()}
                      </button>
                    ))}
                  </span>
                ) : (
                  <span className="muted"> (stays)</span>
                )}
                {e.actions.length ? <span className="insp-edge-actions"> do {e.actions.join(', ')}</span> : null}
                {status?.guardResult ? <span className={`insp-chip ${status.guardResult === 'pass' ? 'pass' : 'fail'}`}>{status.guardResult}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
