// Rule references as a reader sees them: the game's own citation (module.ruleLabel: "§7
// Activation" for a text whose sections the extraction numbered, "7.5" for a numbered text) on the
// ribbon, the narration, the teach card, the result and the showcase. The game screens provide the
// module's labels; a component shows a reference with <RuleTag rule=... />.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyGameModule, RuleLabel } from '../core/module';
import { citeRulesIn, ruleLabelOf, ruleLabelText } from '../core/ruleLabel';

type Labeller = (rule: string) => RuleLabel;

const RuleLabels = createContext<Labeller>((rule) => ({ tag: rule }));

/** Gives the components below it the module's rule labels. */
export function RuleLabelProvider({ module, children }: { module: Pick<AnyGameModule, 'ruleLabel'>; children: ReactNode }) {
  const label = useMemo<Labeller>(() => (rule) => ruleLabelOf(module, rule), [module]);
  return <RuleLabels.Provider value={label}>{children}</RuleLabels.Provider>;
}

/** The labeller of the game on screen (the reference as written outside a provider). */
export function useRuleLabel(): Labeller {
  return useContext(RuleLabels);
}

/** The label in one line ("§7 Activation", "7.5"). */
export function useRuleText(): (rule: string) => string {
  const label = useRuleLabel();
  return useMemo(() => (rule: string) => ruleLabelText(label(rule)), [label]);
}

/** A text's bracketed rule names as the game cites them ("(ACTIVATION)" -> "(§7 Activation)"). */
export function useCiteRules(): (text: string) => string {
  const label = useRuleLabel();
  return useMemo(() => (text: string) => citeRulesIn(text, label), [label]);
}

export interface RuleTagProps {
  rule: string;
  /** 'full': tag and title ("§7 Activation"); 'tag': the tag alone ("§7"), the title as a tooltip. */
  form?: 'full' | 'tag';
  className?: string;
  /** Text before the label inside the tag ("rule "), shown only for a bare number ("rule 7.5", "§7 Activation"). */
  prefix?: string;
}

/** One rule reference as a tag; data-rule keeps the reference as the rules write it. */
export function RuleTag({ rule, form = 'full', className = 'rule-tag', prefix }: RuleTagProps) {
  const label = useRuleLabel()(rule);
  const text = form === 'tag' || !label.title ? label.tag : `${label.tag} ${label.title}`;
  const lead = prefix && !label.title ? prefix : '';
  return (
    <span className={className} data-rule={rule} title={form === 'tag' && label.title ? `${label.tag} ${label.title}` : undefined}>
      {lead}
      {text}
    </span>
  );
}
