import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { loadGameModules } from '../../src/app/games';

const GAME_MODULES = await loadGameModules();
import { findRuleSection, numberHeadingSections, sectionLabels, splitHeadingSections, splitRuleSections } from '../../src/core/ruleSections';
import { ruleLabelOf, ruleLabelText } from '../../src/core/ruleLabel';
import { belleModule } from '../../machines/belle-epoque/index';
import ruleTextJson from '../../src/games/blb/ruleText.json';
import { RULE_TEXTS, ruleTextDocument, ruleTextOutputs, serializeRuleText } from '../../tools/extract-rules';

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
      const outputs = ruleTextOutputs(markdown, item);
      expect(outputs[0]!.text).toBe(serializeRuleText(ruleTextDocument(markdown, item.source, item.split, item.numberFrom)));
      for (const out of outputs) expect(readFileSync(resolve(__dirname, '../..', out.path), 'utf8'), out.path).toBe(out.text);
    }
    expect(ruleTextJson.generated).toMatch(/tools\/extract-rules\.ts/);
  });

  it('numbers the sections of an unnumbered text in its order, from its first rule on (the title headings stay unnumbered)', () => {
    const md = ['# *Game*', 'By someone', '#### EQUIPMENT', 'Dice.', '#### TURN', 'Roll.', '## FIRING', 'Fire.', '### **SALVO**', 'Salvo.'].join('\n');
    const numbered = numberHeadingSections(splitHeadingSections(md), 'EQUIPMENT');
    expect(Object.entries(numbered).map(([key, s]) => [key, s.number ?? null])).toEqual([
      ['GAME', null],
      ['EQUIPMENT', '1'],
      ['TURN', '2'],
      ['FIRING', '3'],
      ['SALVO', '4'],
    ]);
    expect(sectionLabels(numbered)).toEqual({
      EQUIPMENT: { number: '1', title: 'Equipment' },
      TURN: { number: '2', title: 'Turn' },
      FIRING: { number: '3', title: 'Firing' },
      SALVO: { number: '4', title: 'Salvo' },
    });
    expect(() => numberHeadingSections(splitHeadingSections(md), 'NOWHERE')).toThrow(/NOWHERE/);
  });

  it('Belle Epoque: every section of its text has a stable number, cited as "§N Title" (ACTIVATION is §7 Activation)', async () => {
    const text = (await belleModule.ruleText!()) as Record<string, { title: string; number?: string }>;
    const numbered = Object.entries(text).filter(([, s]) => s.number);
    // Numbered 1, 2, 3... in the order of the text; only the title block before EQUIPEMENT NEEDED is not.
    expect(numbered.map(([, s]) => s.number)).toEqual(numbered.map((_, i) => String(i + 1)));
    expect(Object.keys(text).slice(0, Object.keys(text).indexOf('EQUIPEMENT NEEDED')).every((k) => !text[k]!.number)).toBe(true);
    expect(numbered.length).toBeGreaterThanOrEqual(20);
    for (const [key, section] of numbered) {
      expect(belleModule.ruleLabel!(key)).toEqual({ tag: `§${section.number}`, title: section.title.charAt(0) + section.title.slice(1).toLowerCase() });
    }
    expect(ruleLabelText(ruleLabelOf(belleModule, 'ACTIVATION'))).toBe('§7 Activation');
    expect(ruleLabelText(ruleLabelOf(belleModule, 'SALVO AND SUPPORT FIRING'))).toBe('§18 Salvo and support firing');
    // Every rule the machine cites has a citation.
    const rules = allRules((belleModule.machine as unknown as { root: NodeLike }).root);
    expect(rules.filter((r) => belleModule.ruleLabel!(r.rule) === null)).toEqual([]);
    // Brave Little Belgium keeps its printed numbers ("7.5"); an unknown reference shows as written.
    expect(ruleLabelText(ruleLabelOf(blbModule, '7.5'))).toBe('7.5');
    expect(ruleLabelText(ruleLabelOf(belleModule, 'NOT A SECTION'))).toBe('NOT A SECTION');
    expect(ruleLabelText(ruleLabelOf({}, 'X'))).toBe('X');
  });
});
