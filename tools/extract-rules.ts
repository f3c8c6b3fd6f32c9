// Writes a game's rule text as numbered sections for the inspector (src/core/ruleSections.ts):
//   npx tsx tools/extract-rules.ts            (every game listed below)
// The JSON is generated: edit the rules text, not the JSON, then run this again.
// tests/core/ruleText.test.ts fails when the JSON and the rules text differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { numberHeadingSections, sectionLabels, splitHeadingSections, splitRuleSections } from '../src/core/ruleSections';

export interface RuleTextItem {
  game: string;
  source: string;
  out: string;
  split: 'numbered' | 'headings';
  /**
   * A text without numbers: the heading its sections are numbered from, in the order of the text
   * (the headings before it are the document's title), so a reader can cite "§7 Activation".
   */
  numberFrom?: string;
  /** Where the citation of each numbered section is written (small: the game module imports it at start). */
  labels?: string;
}

export const RULE_TEXTS: readonly RuleTextItem[] = [
  { game: 'blb', source: 'rules/brave-little-belgium.md', out: 'src/games/blb/ruleText.json', split: 'numbered' },
  { game: 'bbw', source: 'rules/brief-border-wars-system.md', out: 'src/games/bbw/ruleText.json', split: 'numbered' },
  // Belle Epoque's text has no numbers: its sections are keyed by heading ("FIRING") and numbered
  // here in the order of the text ("§12 Firing").
  {
    game: 'belle-epoque',
    source: 'rules/belle-epoque.md',
    out: 'src/games/belle-epoque/ruleText.json',
    split: 'headings',
    numberFrom: 'EQUIPEMENT NEEDED',
    labels: 'src/games/belle-epoque/ruleLabels.json',
  },
];

/** Where the shared rule texts live: ../shared beside the checkout. */
export const SHARED_DIR = resolve(import.meta.dirname ?? '.', '../../shared');

/** The JSON document written for one rules file (header fields first, then the sections). */
export function ruleTextDocument(markdown: string, source: string, split: 'numbered' | 'headings' = 'numbered', numberFrom?: string) {
  const sections = split === 'headings' ? splitHeadingSections(markdown) : splitRuleSections(markdown);
  return {
    generated: `by tools/extract-rules.ts from ../shared/${source}; do not edit by hand`,
    source: `../shared/${source}`,
    sections: numberFrom ? numberHeadingSections(sections, numberFrom) : sections,
  };
}

/** The labels document: each numbered section's citation, by key. */
export function ruleLabelsDocument(doc: ReturnType<typeof ruleTextDocument>) {
  return { generated: doc.generated, source: doc.source, labels: sectionLabels(doc.sections) };
}

/** The documents one item writes: its rule text, and its labels where it has them. */
export function ruleTextOutputs(markdown: string, item: RuleTextItem): { path: string; text: string }[] {
  const doc = ruleTextDocument(markdown, item.source, item.split, item.numberFrom);
  const out = [{ path: item.out, text: serializeRuleText(doc) }];
  if (item.labels) out.push({ path: item.labels, text: serializeRuleText(ruleLabelsDocument(doc)) });
  return out;
}

export function serializeRuleText(doc: object): string {
  return JSON.stringify(doc, null, 2) + '\n';
}

function main(): void {
  for (const item of RULE_TEXTS) {
    const path = resolve(SHARED_DIR, item.source);
    if (!existsSync(path)) {
      console.error(`${path} is missing: nothing written for ${item.game}.`);
      process.exitCode = 1;
      continue;
    }
    for (const out of ruleTextOutputs(readFileSync(path, 'utf8'), item)) {
      writeFileSync(resolve(import.meta.dirname ?? '.', '..', out.path), out.text);
      console.log(`${out.path}: from ${item.source}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) main();
