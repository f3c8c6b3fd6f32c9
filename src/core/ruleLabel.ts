// A rule reference as a reader sees it: the module's ruleLabel (GameModule.ruleLabel) when the
// game gives one ("ACTIVATION" -> "§7 Activation"), else the reference as written ("7.5").
// Guarded: a module that throws shows the reference as written. No React here.
import type { AnyGameModule, RuleLabel } from './module';

/** The tag (and title) `rule` is shown with. */
export function ruleLabelOf(module: Pick<AnyGameModule, 'ruleLabel'> | null | undefined, rule: string): RuleLabel {
  if (!rule || !module?.ruleLabel) return { tag: rule };
  try {
    return module.ruleLabel(rule) ?? { tag: rule };
  } catch {
    return { tag: rule };
  }
}

/** The label in one line: "§7 Activation", or "7.5". */
export function ruleLabelText(label: RuleLabel): string {
  return label.title ? `${label.tag} ${label.title}` : label.tag;
}

/**
 * A text's bracketed rule names cited as the game cites them: "(ACTIVATION)" -> "(§7 Activation)",
 * "(FIRING; ASSAULT)" -> "(§12 Firing; §14 Assault)". A bracket is changed only when every part of
 * it is a rule the labeller names with a title; anything else (a number, a remark) stays as written.
 */
export function citeRulesIn(text: string, label: (rule: string) => RuleLabel): string {
  return text.replace(/\(([^()]+)\)/g, (whole, inner: string) => {
    const parts = inner.split(';').map((p) => p.trim());
    const labels = parts.map((p) => label(p));
    if (labels.some((l) => !l.title)) return whole;
    return `(${labels.map(ruleLabelText).join('; ')})`;
  });
}
