// How Belle Epoque's rule sections are cited. The printed text has no numbers: its sections are
// numbered in the order of the text by tools/extract-rules.ts (ruleLabels.json, generated), so a
// reader sees "§7 Activation" where the machine and the rules name the section "ACTIVATION".
import generated from './ruleLabels.json';

const LABELS: Readonly<Record<string, { number: string; title: string }>> = generated.labels;

/** "ACTIVATION" -> { tag: "§7", title: "Activation" }; null for a name that is not a section. */
export function belleRuleLabel(rule: string): { tag: string; title: string } | null {
  const label = LABELS[rule];
  return label ? { tag: `§${label.number}`, title: label.title } : null;
}

/** "ACTIVATION" -> "§7 Activation" (a name that is not a section stays as written). */
export function sectionName(rule: string): string {
  const label = belleRuleLabel(rule);
  return label ? `${label.tag} ${label.title}` : rule;
}

/** A sentence led by a section name ("FIRING: ...") led by its citation instead ("§12 Firing: ..."). */
export function citeLeadingSection(text: string): string {
  const m = /^([A-Z][A-Z ]*[A-Z]):/.exec(text);
  return m && belleRuleLabel(m[1]!) ? `${sectionName(m[1]!)}:${text.slice(m[0].length)}` : text;
}
