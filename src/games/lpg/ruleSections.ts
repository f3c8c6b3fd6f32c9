// La Petite Guerre's rule text in numbered sections. The text (../shared/rules/la-petite-guerre.md)
// has no numbers and no Markdown headings: its sections begin at lines that open with a heading
// ("The Movement phase") or an inline lead ("Forced March –"). Sandtable numbers them in the order
// of the text, 1 to 19 (0 is the designer's foreword), so states and refusals cite "§7 Forced
// march"; three titles are ours where the text runs on without one (docs/rules-notes.md, "La
// Petite Guerre: section numbers"). Pure: tests/lpg/extractRules.ts writes ruleText.json with it
// and tests/lpg/rules/ruleText.test.ts checks the JSON is up to date.

export interface LpgSectionStart {
  number: string;
  title: string;
  /** The start of the line that opens the section. */
  lead: string;
}

export const SECTION_STARTS: readonly LpgSectionStart[] = [
  { number: '0', title: 'Foreword', lead: 'Le Petite Guerre' },
  { number: '1', title: 'The turn sequence', lead: 'The turn sequence' },
  { number: '2', title: 'Goal of the game', lead: 'Goal of the Game' },
  { number: '3', title: 'The Command phase: in command', lead: 'The Command phase' },
  { number: '4', title: 'Command and reconnaissance radius', lead: 'Command and Reconnaissance Radius' },
  { number: '5', title: 'Action cards', lead: 'Action cards –' },
  { number: '6', title: 'The Movement phase', lead: 'The Movement phase' },
  { number: '7', title: 'Forced march', lead: 'Forced March –' },
  { number: '8', title: 'Combining and re-grouping forces', lead: 'Combining and re-grouping forces –' },
  { number: '9', title: 'Stacking limit', lead: 'Stacking Limit –' },
  { number: '10', title: 'The Combat phase', lead: 'The Combat phase' },
  { number: '11', title: 'Call for reinforcements', lead: 'Call for reinforcements –' },
  { number: '12', title: 'Combat resolution', lead: 'To combat the engaged forces' },
  { number: '13', title: 'Loss ratio', lead: 'Loss ratio –' },
  { number: '14', title: 'The Reinforcement phase', lead: 'The Reinforcement phase' },
  { number: '15', title: 'Supply determination', lead: 'Supply determination –' },
  { number: '16', title: 'Reinforcements', lead: 'Reinforcements –' },
  { number: '17', title: 'Special rules: the Hudson', lead: 'Special rules' },
  { number: '18', title: 'The Hudson Forts', lead: 'The Hudson Forts –' },
  { number: '19', title: 'The Landings', lead: 'The Landings –' },
];

export interface LpgRuleSection {
  title: string;
  text: string;
}

/**
 * The text cut at each start in turn (each found on a line after the previous one's), keyed by
 * number, every line of the text in exactly one section. Throws when a start is missing, so a
 * changed text is noticed.
 */
export function splitLpgRules(markdown: string): Record<string, LpgRuleSection> {
  const lines = markdown.split(/\r?\n/);
  const at: number[] = [];
  let from = 0;
  for (const s of SECTION_STARTS) {
    const i = lines.findIndex((l, k) => k >= from && l.trimStart().startsWith(s.lead));
    if (i < 0) throw new Error(`La Petite Guerre rules: no line starts "${s.lead}" (section ${s.number})`);
    at.push(i);
    from = i + 1;
  }
  const out: Record<string, LpgRuleSection> = {};
  SECTION_STARTS.forEach((s, k) => {
    const body = lines.slice(at[k], k + 1 < at.length ? at[k + 1] : lines.length);
    out[s.number] = { title: s.title, text: body.join('\n').replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim() };
  });
  return out;
}

/** The document ruleText.json holds (the other games' shape: { generated, source, sections }). */
export function lpgRuleTextDocument(markdown: string) {
  return {
    generated: 'by tests/lpg/extractRules.ts from ../shared/rules/la-petite-guerre.md; do not edit by hand',
    source: '../shared/rules/la-petite-guerre.md',
    sections: splitLpgRules(markdown),
  };
}

/** How a rule is cited: "7" -> { tag: "§7", title: "Forced march" }; null for no section. */
export function lpgRuleLabel(rule: string): { tag: string; title: string } | null {
  const s = SECTION_STARTS.find((x) => x.number === rule);
  return s ? { tag: `§${s.number}`, title: s.title } : null;
}
