import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { GAME_MODULES } from '../../src/app/games';
import { findRuleSection, splitHeadingSections, splitRuleSections } from '../../src/core/ruleSections';
import ruleTextJson from '../../src/games/blb/ruleText.json';
import { RULE_TEXTS, ruleTextDocument, serializeRuleText } from '../../tools/extract-rules';

type NodeLike = { path: string[]; meta?: { rule?: string }; states: Record<string, NodeLike> };

function allRules(node: NodeLike, out: { path: string; rule: string }[] = []) {
  if (node.meta?.rule) out.push({ path: node.path.join('.'), rule: node.meta.rule });
  for (const child of Object.values(node.states)) allRules(child, out);
  return out;
}

describe('rule text', () => {
  it('splits numbered headings into sections, keeping unnumbered sub-headings in the text', () => {
    const md = ['# GAME', '## 1.0 INTRO', 'Hello.', '### 1.1 PART', 'Part text.', '#### Forts', 'Fort text.', '## CREDITS', 'Someone', '## 2.0 NEXT', 'More.'].join('\n');
    const sections = splitRuleSections(md);
    expect(Object.keys(sections)).toEqual(['1.0', '1.1', '2.0']);
    expect(sections['1.0']).toEqual({ title: 'INTRO', text: 'Hello.' });
    expect(sections['1.1']!.text).toBe('Part text.\n#### Forts\nFort text.');
    expect(sections['2.0']!.text).toBe('More.');
  });

  it('finds a parent section for a sub-rule', () => {
    const sections = { '4.0': { title: 'A', text: '' }, '4.2': { title: 'B', text: '' } };
    expect(findRuleSection(sections, '4.2.1')?.number).toBe('4.2');
    expect(findRuleSection(sections, '4.7')?.number).toBe('4.0');
    expect(findRuleSection(sections, '5.1')).toBeNull();
  });

  it('every meta.rule in the Brave Little Belgium machine finds its section (or a parent)', async () => {
    const rules = allRules((blbModule.machine as unknown as { root: NodeLike }).root);
    expect(rules.length).toBeGreaterThan(30);
    const text = await blbModule.ruleText!();
    const missing = rules.filter((r) => !findRuleSection(text, r.rule)).map((r) => `${r.path} (${r.rule})`);
    expect(missing).toEqual([]);
    expect(findRuleSection(text, '7.5')!.section.title).toBe('RETREAT & ADVANCE');
    expect(findRuleSection(text, '7.5')!.section.text).toMatch(/retreat/i);
  });

  for (const module of GAME_MODULES) {
    it(`every meta.rule in the ${module.title} machine finds its section`, async () => {
      const rules = allRules((module.machine as unknown as { root: NodeLike }).root);
      expect(rules.length).toBeGreaterThan(10);
      expect(module.ruleText).toBeDefined();
      const text = await module.ruleText!();
      const missing = rules.filter((r) => !findRuleSection(text, r.rule)).map((r) => `${r.path} (${r.rule})`);
      expect(missing).toEqual([]);
    });
  }

  it('splits an unnumbered rules text by its headings (Belle Epoque)', async () => {
    const md = ['## FIRING', 'Roll.', '### **SALVO AND SUPPORT FIRING**', 'Salvo.', '### **"ENCOUNTER" SCENARIO SUGGESTION**', 'Roll 1d6.'].join('\n');
    expect(splitHeadingSections(md)).toEqual({
      FIRING: { title: 'FIRING', text: 'Roll.' },
      'SALVO AND SUPPORT FIRING': { title: 'SALVO AND SUPPORT FIRING', text: 'Salvo.' },
      'ENCOUNTER SCENARIO SUGGESTION': { title: 'ENCOUNTER SCENARIO SUGGESTION', text: 'Roll 1d6.' },
    });
  });

  it.runIf(existsSync(resolve(__dirname, '../../../shared/rules')))('the JSON is up to date with ../shared/rules (npx tsx tools/extract-rules.ts)', () => {
    for (const item of RULE_TEXTS) {
      const markdown = readFileSync(resolve(__dirname, '../../../shared', item.source), 'utf8');
      const expected = serializeRuleText(ruleTextDocument(markdown, item.source, item.split));
      expect(readFileSync(resolve(__dirname, '../..', item.out), 'utf8')).toBe(expected);
    }
    expect(ruleTextJson.generated).toMatch(/tools\/extract-rules\.ts/);
  });
});
