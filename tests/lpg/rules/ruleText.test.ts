// The rule text numbered into sections (src/games/lpg/ruleSections.ts, ruleText.json): the same shape
// as the other games', up to date with ../shared/rules, every line in one section, every citation real.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRuleSection } from '../../../src/core/ruleSections';
import { SECTION_STARTS, lpgRuleLabel, lpgRuleTextDocument, splitLpgRules } from '../../../src/games/lpg/ruleSections';
import ruleText from '../../../src/games/lpg/ruleText.json';

const SOURCE = resolve(__dirname, '../../../../shared/rules/la-petite-guerre.md');
const ROOT = resolve(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : []));
}

describe('rule text: sections numbered in the order of the text', () => {
  it.runIf(existsSync(SOURCE))('ruleText.json is up to date with ../shared/rules/la-petite-guerre.md (npx tsx tests/lpg/extractRules.ts)', () => {
    const md = readFileSync(SOURCE, 'utf8');
    expect(ruleText).toEqual(lpgRuleTextDocument(md));
    // Every non-blank line of the text is in exactly one section, in order.
    const lines = md.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    const joined = Object.values(splitLpgRules(md)).flatMap((s) => s.text.split('\n').map((l) => l.trim()).filter(Boolean));
    expect(joined).toEqual(lines);
  });

  it('the sections are 0..19, each titled, in the shape the rules panel and the inspector read ({ title, text } by number)', () => {
    expect(Object.keys(ruleText.sections)).toEqual(SECTION_STARTS.map((s) => s.number));
    for (const [n, s] of Object.entries(ruleText.sections)) {
      expect(s.title.length, n).toBeGreaterThan(0);
      expect(s.text.length, n).toBeGreaterThan(0);
    }
    expect(findRuleSection(ruleText.sections, '7')!.section.title).toBe('Forced march');
    expect(findRuleSection(ruleText.sections, '15')!.section.text).toMatch(/Village – one brigade/);
    expect(lpgRuleLabel('9')).toEqual({ tag: '§9', title: 'Stacking limit' });
    expect(lpgRuleLabel('99')).toBeNull();
  });

  it('every "§n" cited in src/games/lpg and tests/lpg names a section', () => {
    const cited = new Set<string>();
    for (const f of [...files(join(ROOT, 'src/games/lpg')), ...files(join(ROOT, 'tests/lpg'))]) {
      for (const m of readFileSync(f, 'utf8').matchAll(/§(\d+)/g)) cited.add(m[1]!);
    }
    expect(cited.size).toBeGreaterThan(10);
    for (const n of cited) expect(lpgRuleLabel(n), `§${n}`).not.toBeNull();
  });
});
