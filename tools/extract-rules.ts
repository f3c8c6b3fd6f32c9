// Writes a game's rule text as numbered sections for the inspector (src/core/ruleSections.ts):
//   npx tsx tools/extract-rules.ts            (every game listed below)
// The JSON is generated: edit the rules text, not the JSON, then run this again.
// tests/core/ruleText.test.ts fails when the JSON and the rules text differ.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitHeadingSections, splitRuleSections } from '../src/core/ruleSections';

export const RULE_TEXTS = [
  { game: 'blb', source: 'rules/brave-little-belgium.md', out: 'src/games/blb/ruleText.json', split: 'numbered' },
  // Belle Epoque's text has no numbers: its sections are keyed by heading ("FIRING").
  { game: 'belle-epoque', source: 'rules/belle-epoque.md', out: 'src/games/belle-epoque/ruleText.json', split: 'headings' },
] as const;

/** Where the shared rule texts live: ../shared beside the checkout. */
export const SHARED_DIR = resolve(import.meta.dirname ?? '.', '../../shared');

/** The JSON document written for one rules file (header fields first, then the sections). */
export function ruleTextDocument(markdown: string, source: string, split: 'numbered' | 'headings' = 'numbered') {
  return {
    generated: `by tools/extract-rules.ts from ../shared/${source}; do not edit by hand`,
    source: `../shared/${source}`,
    sections: split === 'headings' ? splitHeadingSections(markdown) : splitRuleSections(markdown),
  };
}

export function serializeRuleText(doc: ReturnType<typeof ruleTextDocument>): string {
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
    const doc = ruleTextDocument(readFileSync(path, 'utf8'), item.source, item.split);
    writeFileSync(resolve(import.meta.dirname ?? '.', '..', item.out), serializeRuleText(doc));
    console.log(`${item.out}: ${Object.keys(doc.sections).length} sections from ${item.source}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) main();
