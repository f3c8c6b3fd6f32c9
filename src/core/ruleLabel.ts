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
