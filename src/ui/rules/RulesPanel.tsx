// The rules reference of the game on screen (play and teach): its rule text, searchable, opened at
// a rule (the current step's, or a ribbon chip's). A drawer over the left of the table; the game
// goes on behind it. The search filters the sections to those that mention the words and marks
// them; clearing it goes back to the rule it was opened at. Reads the module's ruleText() (lazy);
// decides nothing.
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyGameModule } from '../../core/module';
import { ruleLabelOf } from '../../core/ruleLabel';
import { filterRules, highlightRuns, ruleBlocks, ruleEntries, ruleTarget, type RuleEntry } from './ruleSearch';
import { useRuleText } from './useRuleText';
import './rules.css';

export interface RulesPanelProps {
  module: AnyGameModule;
  /** The rule to open at ("6.0", "FIRING"; its nearest section when it has none of its own). */
  rule: string | null;
  /** The current step's rule and title, offered as a way back while reading elsewhere. */
  current?: { rule: string; title: string } | null;
  onClose: () => void;
  /** Where the drawer starts from the top of the window (below the header and ribbon), in px. */
  top?: number | null;
}

function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightRuns(text, query).map((r, i) => (r.match ? <mark key={i}>{r.text}</mark> : <Fragment key={i}>{r.text}</Fragment>))}
    </>
  );
}

function SectionBody({ entry, query }: { entry: RuleEntry; query: string }) {
  const blocks = useMemo(() => ruleBlocks(entry.text), [entry.text]);
  if (blocks.length === 0) return null;
  return (
    <div className="rules-text">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return (
              <h4 key={i}>
                <Marked text={b.text} query={query} />
              </h4>
            );
          case 'list':
            return (
              <ul key={i}>
                {b.items.map((it, j) => (
                  <li key={j}>
                    <Marked text={it} query={query} />
                  </li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <div key={i} className="rules-table-wrap">
                <table className="rules-table">
                  <tbody>
                    {b.rows.map((row, j) => (
                      <tr key={j}>
                        {row.map((cell, k) =>
                          j === 0 ? (
                            <th key={k}>
                              <Marked text={cell} query={query} />
                            </th>
                          ) : (
                            <td key={k}>
                              <Marked text={cell} query={query} />
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          default:
            return (
              <p key={i}>
                <Marked text={b.text} query={query} />
              </p>
            );
        }
      })}
    </div>
  );
}

/** Scrolls the list so that section `number` is at its top (scrollIntoView would also move the page). */
function scrollToSection(list: HTMLElement | null, number: string | null): void {
  if (!list) return;
  const el = number ? [...list.querySelectorAll<HTMLElement>('[data-testid="rules-section"]')].find((s) => s.dataset.rule === number) : null;
  // The list is positioned: a section's offsetTop is measured from its top.
  list.scrollTop = el ? Math.max(0, el.offsetTop - 8) : 0;
}

export function RulesPanel({ module, rule, current, onClose, top }: RulesPanelProps) {
  const { text, error } = useRuleText(module);
  const entries = useMemo(() => (text ? ruleEntries(text) : []), [text]);
  // The section the panel was opened at (the asked rule's), or one picked since ("Now").
  const opened = useMemo(() => (text ? ruleTarget(text, rule) : null), [text, rule]);
  const [picked, setPicked] = useState<{ rule: string | null; number: string | null } | null>(null);
  const shown = picked && picked.rule === rule ? picked.number : opened;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterRules(entries, query), [entries, query]);
  const listRef = useRef<HTMLDivElement>(null);

  // Asked for another rule (a ribbon chip while open): its section, with the search cleared.
  useEffect(() => setQuery(''), [rule]);

  // The list shows its section at the top; a search starts from the top; clearing it goes back.
  const q = query.trim();
  useEffect(() => {
    scrollToSection(listRef.current, q ? null : shown);
  }, [shown, q, entries]);

  const currentNumber = useMemo(() => (text && current ? ruleTarget(text, current.rule) : null), [text, current]);
  const goTo = (n: string | null) => {
    setQuery('');
    setPicked({ rule, number: n });
    // Asked again for the section already shown: scroll there anyway.
    scrollToSection(listRef.current, n);
  };

  // Each section as the game cites it: "6.0 MOVEMENT", "§7 Activation"; a heading without a
  // citation (a title page) shows its title alone.
  const heading = (e: RuleEntry): { tag: string | null; title: string } => {
    const label = ruleLabelOf(module, e.number);
    if (label.title) return { tag: label.tag, title: label.title };
    return { tag: e.title.toLowerCase() === e.number.toLowerCase() ? null : label.tag, title: e.title };
  };
  const nowTag = current ? ruleLabelOf(module, current.rule).tag : '';
  return (
    <aside
      className="rules-panel"
      style={typeof top === 'number' && top > 0 ? { top: `${top}px` } : undefined}
      role="dialog" aria-label={`Rules of ${module.title}`} data-testid="rules-panel" data-rule={shown ?? ''}>
      <header className="rules-head">
        <h2>
          Rules <span className="rules-game">{module.title}</span>
        </h2>
        <button type="button" className="rules-close" onClick={onClose} aria-label="Close the rules (Esc)" title="Close (Esc)">
          ×
        </button>
      </header>
      <div className="rules-tools">
        <input
          type="search"
          className="rules-search"
          placeholder="Search the rules"
          aria-label="Search the rules"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              e.stopPropagation();
              setQuery('');
            }
          }}
          data-testid="rules-search"
        />
        <p className="rules-status" role="status" data-testid="rules-status">
          {q ? `${matches.length} of ${entries.length} sections mention “${q}”` : null}
          {!q && current && currentNumber ? (
            <button type="button" className="rules-now" onClick={() => goTo(currentNumber)} data-testid="rules-now" title="Go to the rule of the step being played">
              Now: <span className="rule-tag">{nowTag}</span>
              {current.title}
            </button>
          ) : null}
        </p>
      </div>
      <div className="rules-list" ref={listRef} tabIndex={-1}>
        {error ? <p className="rules-error">{error}</p> : null}
        {!text && !error ? <p className="muted">Loading the rules…</p> : null}
        {text && q && matches.length === 0 ? <p className="muted">No section mentions “{q}”.</p> : null}
        {matches.map((e) => {
          const isTarget = !q && e.number === shown;
          const head = heading(e);
          return (
            <section
              key={e.number}
              className={`rules-section${isTarget ? ' is-target' : ''}`}
              data-testid="rules-section"
              data-rule={e.number}
              data-target={isTarget ? 'true' : 'false'}
              aria-current={isTarget ? 'true' : undefined}
            >
              <h3>
                {head.tag ? <span className="rule-tag">{head.tag}</span> : null}
                <Marked text={head.title} query={q} />
              </h3>
              <SectionBody entry={e} query={q} />
            </section>
          );
        })}
      </div>
    </aside>
  );
}

export default RulesPanel;
