// Splits a rules text in Markdown into its numbered sections ("7.5" -> heading and text up to the
// next numbered rule), so the inspector can show the rule a state implements. Pure: the tool
// tools/extract-rules.ts writes the result as JSON, and a test checks that JSON is up to date.

export interface RuleSection {
  title: string;
  text: string;
  /**
   * For a rules text without numbers: the section's number in the order of the text ("7"), given
   * by the extraction (numberHeadingSections) so that a reader can cite it ("§7 Activation").
   */
  number?: string;
}

export type RuleText = Record<string, RuleSection>;

const NUMBERED_HEADING = /^(#{1,6})\s+(\d+(?:\.\d+)+)\s+(.+?)\s*$/;
const ANY_HEADING = /^(#{1,6})\s+(.+?)\s*$/;

/**
 * Numbered sections of `markdown`. A section runs to the next numbered heading, or to an
 * unnumbered heading at its own level or above (e.g. "## CREDITS" ends "9.0"); unnumbered
 * sub-headings inside it ("#### Forts") stay in its text.
 */
export function splitRuleSections(markdown: string): RuleText {
  const out: RuleText = {};
  let current: { number: string; level: number; title: string; lines: string[] } | null = null;
  const close = () => {
    if (!current) return;
    const text = current.lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
    out[current.number] = { title: current.title, text };
    current = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const numbered = NUMBERED_HEADING.exec(line);
    if (numbered) {
      close();
      current = { number: numbered[2]!, level: numbered[1]!.length, title: numbered[3]!, lines: [] };
      continue;
    }
    const heading = ANY_HEADING.exec(line);
    if (heading && current && heading[1]!.length <= current.level) {
      close();
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return out;
}

/** The section for `rule`, or its nearest parent ("4.2.1" -> "4.2", "7.5" -> "7.0" -> "7"). */
export function findRuleSection(text: RuleText, rule: string): { number: string; section: RuleSection } | null {
  const parts = rule.split('.');
  while (parts.length > 0) {
    const number = parts.join('.');
    const section = text[number];
    if (section) return { number, section };
    // "7.5" has the parent chapter "7.0" in these rules.
    if (parts.length === 2 && parts[1] !== '0') {
      const chapter = `${parts[0]}.0`;
      if (text[chapter]) return { number: chapter, section: text[chapter] };
    }
    parts.pop();
  }
  return null;
}

/** The key of an unnumbered heading: its words in capitals, without emphasis, quotes or a trailing colon. */
export function headingKey(heading: string): string {
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/[*_"“”]/g, '')
    .replace(/:\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/**
 * Sections of a rules text without numbers (headings only): each heading starts a section named by
 * its words ("## FIRING" -> "FIRING", "### **SALVO AND SUPPORT FIRING**" -> "SALVO AND SUPPORT
 * FIRING") that runs to the next heading of any level.
 */
export function splitHeadingSections(markdown: string): RuleText {
  const out: RuleText = {};
  let current: { key: string; title: string; lines: string[] } | null = null;
  const close = () => {
    if (!current) return;
    if (!out[current.key]) out[current.key] = { title: current.title, text: current.lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() };
    current = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = ANY_HEADING.exec(line);
    if (heading) {
      close();
      const key = headingKey(heading[2]!);
      current = { key, title: key, lines: [] };
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return out;
}

/** "SALVO AND SUPPORT FIRING" -> "Salvo and support firing": a heading key as a reader's title. */
export function sentenceCase(heading: string): string {
  const lower = heading.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * Numbers the sections of an unnumbered text (splitHeadingSections) in the order of the text,
 * from the section keyed `firstKey` on (the headings before it are the document's title, not
 * rules): 1, 2, 3... Stable as long as the text's headings keep their order.
 */
export function numberHeadingSections(sections: RuleText, firstKey: string): RuleText {
  const keys = Object.keys(sections);
  const start = keys.indexOf(firstKey);
  if (start < 0) throw new Error(`No section "${firstKey}" to number from.`);
  const out: RuleText = {};
  keys.forEach((key, i) => {
    out[key] = i >= start ? { ...sections[key]!, number: String(i - start + 1) } : sections[key]!;
  });
  return out;
}

/** How a numbered heading section is cited: its number and its title in plain case. */
export interface SectionLabel {
  number: string;
  title: string;
}

/** The citation of every numbered section, by key ("ACTIVATION" -> { number: "7", title: "Activation" }). */
export function sectionLabels(sections: RuleText): Record<string, SectionLabel> {
  const out: Record<string, SectionLabel> = {};
  for (const [key, section] of Object.entries(sections)) {
    if (section.number) out[key] = { number: section.number, title: sentenceCase(section.title) };
  }
  return out;
}
