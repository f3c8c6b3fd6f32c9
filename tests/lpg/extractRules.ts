// Writes src/games/lpg/ruleText.json from ../shared/rules/la-petite-guerre.md:
//   npx tsx tests/lpg/extractRules.ts
// (La Petite Guerre's text has no headings for tools/extract-rules.ts to split on; its section starts
// are listed in src/games/lpg/ruleSections.ts. tests/lpg/rules/ruleText.test.ts checks the JSON.)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lpgRuleTextDocument } from '../../src/games/lpg/ruleSections';

const root = resolve(import.meta.dirname ?? '.', '../..');
const md = readFileSync(resolve(root, '../shared/rules/la-petite-guerre.md'), 'utf8');
writeFileSync(resolve(root, 'src/games/lpg/ruleText.json'), JSON.stringify(lpgRuleTextDocument(md), null, 2) + '\n');
console.log('src/games/lpg/ruleText.json written');
