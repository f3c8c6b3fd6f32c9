// The sequence of play with the current step lit, built from the machine's states and meta, at a
// fixed height whatever the step: one line for the turn and the current step (its rule and title),
// one line for the path to it (breadcrumbs) and the steps beside it, which scroll sideways when
// they do not fit (the current one kept in view) and never wrap into more rows.
// data-testid="phase" holds the current phase title (the innermost active state's meta title).
// Rule references show as the game cites them (module.ruleLabel through RuleTag: "§7 Activation").
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { leafMeta, leafPath } from '../core/introspect';
import { ribbonRows, ribbonTrail, type RibbonChip } from './phaseRows';
import { RuleTag, useRuleText } from './ruleTag';

export interface PhaseRibbonProps {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  /** e.g. "Game Turn 3 · Aug 12-14". */
  turnText?: string;
  /** Teach mode: the path of the step being taught; its chip (or its nearest drawn ancestor's) is lit. */
  lit?: string | null;
  /** Opens the rules at a chip's rule (the chips are buttons then). */
  onOpenRule?: (rule: string) => void;
}

export function PhaseRibbon({ machine, snapshot, turnText, lit, onOpenRule }: PhaseRibbonProps) {
  const rows = useMemo(() => ribbonRows(machine, snapshot), [machine, snapshot]);
  const { crumbs, siblings, siblingsTitle } = useMemo(() => ribbonTrail(rows), [rows]);
  const ruleText = useRuleText();
  // The deepest chip shown on the taught step's path (a closing "done" state has no chip of its own).
  let litPath: string | null = null;
  if (lit) {
    for (const chip of [...crumbs, ...siblings]) {
      if ((lit === chip.path || lit.startsWith(`${chip.path}.`)) && chip.path.length > (litPath?.length ?? -1)) litPath = chip.path;
    }
  }
  const meta = leafMeta(snapshot);

  // The steps beside the current one scroll sideways: keep the current (or taught) one in view, and
  // mark the ends that have more to scroll to.
  const scroller = useRef<HTMLOListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const focusPath = litPath ?? siblings.find((c) => c.active)?.path ?? null;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const chip = focusPath ? [...el.children].find((c): c is HTMLElement => (c as HTMLElement).dataset.path === focusPath) : undefined;
    if (chip && el.scrollWidth > el.clientWidth) {
      const left = chip.offsetLeft; // the list is positioned: offsets are within it
      if (left < el.scrollLeft || left + chip.offsetWidth > el.scrollLeft + el.clientWidth) {
        el.scrollLeft = Math.max(0, left - (el.clientWidth - chip.offsetWidth) / 2);
      }
    }
    const measure = () => setMore({ before: el.scrollLeft > 1, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [focusPath, siblings]);

  const chipBody = (chip: RibbonChip): ReactNode => {
    const body = (
      <>
        {chip.rule ? <RuleTag rule={chip.rule} form="tag" className="chip-rule" /> : null}
        <span className="chip-title">{chip.title}</span>
      </>
    );
    return onOpenRule && chip.rule ? (
      <button type="button" className="chip-button" onClick={() => onOpenRule(chip.rule)} aria-label={`${chip.title}: read rule ${ruleText(chip.rule)}`}>
        {body}
      </button>
    ) : (
      body
    );
  };
  const chipItem = (chip: RibbonChip, extra: string) => (
    <li
      key={chip.path}
      className={`ribbon-chip${extra}${chip.active ? ' active' : ''}${chip.path === litPath ? ' teach-lit' : ''}`}
      data-path={chip.path}
      data-active={chip.active ? 'true' : 'false'}
      aria-current={chip.active ? 'step' : undefined}
      title={`${chip.rule ? `${ruleText(chip.rule)}: ` : ''}${chip.summary}`}
    >
      {chipBody(chip)}
    </li>
  );

  return (
    <nav className="ribbon" aria-label="Sequence of play" data-testid="ribbon">
      <div className="ribbon-current">
        {turnText ? <span className="ribbon-turn">{turnText}</span> : null}
        {meta?.rule ? <RuleTag rule={meta.rule} /> : null}
        <span data-testid="phase" data-rule={meta?.rule ?? ''} data-state-path={leafPath(snapshot)} className="ribbon-phase" title={meta?.summary}>
          {meta?.title ?? leafPath(snapshot)}
        </span>
      </div>
      <div className="ribbon-trail">
        <ol className="ribbon-crumbs" aria-label="Where in the sequence of play">
          <li className="ribbon-root">Sequence of play</li>
          {crumbs.map((chip) => chipItem(chip, ' crumb'))}
        </ol>
        <ol
          ref={scroller}
          className={`ribbon-siblings${more.before ? ' more-before' : ''}${more.after ? ' more-after' : ''}`}
          aria-label={siblingsTitle}
          tabIndex={more.before || more.after ? 0 : undefined}
        >
          {siblings.map((chip) => chipItem(chip, ''))}
        </ol>
      </div>
    </nav>
  );
}
