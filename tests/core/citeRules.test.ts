// Teach mode's guide texts name Belle Epoque's rule sections in capitals, in brackets, as the
// machine's meta does; the card shows them as the game cites them (issue 12, item 4: "§7 Activation").
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { belleGuide } from '../../machines/belle-epoque/guide';
import { citeRulesIn, ruleLabelOf } from '../../src/core/ruleLabel';

const belle = (rule: string) => ruleLabelOf(belleModule, rule);

describe('rule names in a text, cited as the game cites them', () => {
  it('turns each bracketed section name into its number and title', () => {
    expect(citeRulesIn('The turn ends (ACTIVATION).', belle)).toMatch(/^The turn ends \(§\d+ Activation\)\.$/);
    expect(citeRulesIn('a salvo or an evade (SALVO AND SUPPORT FIRING; EVADE MOVEMENTS)', belle)).toMatch(/\(§\d+ Salvo and support firing; §\d+ Evade movements\)$/i);
  });

  it('leaves a bracket alone unless every part of it is a section', () => {
    expect(citeRulesIn('one die (a d6) per stand (FIRING; not a rule)', belle)).toBe('one die (a d6) per stand (FIRING; not a rule)');
    // A numbered rule text cites as written: nothing changes.
    expect(citeRulesIn('Draw a chit (4.1).', (r) => ruleLabelOf(blbModule, r))).toBe('Draw a chit (4.1).');
  });

  it("leaves no section name in capitals in Belle Epoque's guide", () => {
    for (const step of belleGuide.steps) {
      const cited = citeRulesIn(step.text, belle);
      expect(cited, step.text).not.toMatch(/\((?:[A-Z]{3,}[A-Z ]*)(?:;[^)]*)?\)/);
    }
  });
});
