// @vitest-environment happy-dom
// Help on the play and teach screens: `?` lists the keys in both modes (from the same list the
// showcase's presenter help reads), and the rules panel opens at the current step's rule (the
// header's Rules button, the `r` key, a ribbon chip), filters its sections by a search and marks
// the words found.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { leafMeta } from '../../src/core/introspect';
import { findRuleSection } from '../../src/core/ruleSections';
import { GameSession } from '../../src/core/session';
import { gameKeyGroups, PRESENTER_KEYS as SHARED_PRESENTER_KEYS } from '../../src/ui/help/keys';
import { PRESENTER_KEYS } from '../../src/ui/showcase/ShowcaseScreen';
import { click, press, renderApp, type Rendered, waitFor } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});


async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const keyHelp = (r: Rendered) => r.$('[data-testid="key-help"]');
const panel = (r: Rendered) => r.$('[data-testid="rules-panel"]');
const sections = (r: Rendered) => r.$$('[data-testid="rules-section"]');

describe('? lists the keys', () => {
  it('in play mode: every key of the play list, with what it does; ? again or Esc closes it', async () => {
    app = await renderApp('?game=blb&players=human,human&seed=3');
    expect(keyHelp(app)).toBeNull();
    await press('?');
    const help = keyHelp(app)!;
    expect(help).not.toBeNull();
    for (const group of gameKeyGroups('play')) {
      expect(help.textContent).toContain(group.title);
      for (const k of group.items) {
        expect(help.textContent).toContain(k.keys);
        expect(help.textContent).toContain(k.what);
      }
    }
    expect(help.textContent).toContain('skip the animation; a waiting bot decides now');
    await press('?');
    expect(keyHelp(app)).toBeNull();
    await click(app.$('[data-testid="keys-toggle"]'));
    expect(keyHelp(app)).not.toBeNull();
    await press('Escape');
    expect(keyHelp(app)).toBeNull();
  });

  it('in teach mode: the teach list, where Space and n go on to the next step', async () => {
    app = await renderApp('?game=belle-epoque&mode=teach&players=human,human&seed=5');
    await press('?');
    const help = keyHelp(app)!;
    expect(help.getAttribute('aria-label')).toBe('Keys (teach mode)');
    for (const group of gameKeyGroups('teach')) for (const k of group.items) expect(help.textContent).toContain(k.what);
    expect(help.textContent).toContain('Next: go on to the next step');
    // The teaching card still holds: `?` is not Next.
    expect(app.$('[data-testid="teach-step"]')!.dataset.holding).toBe('true');
  });

  it('the showcase reads the same shared list of presenter keys', () => {
    expect(PRESENTER_KEYS).toBe(SHARED_PRESENTER_KEYS);
  });
});

describe('the rules panel', () => {
  it("opens at the current step's rule (r), filters by a search and marks the words, and comes back when cleared", async () => {
    app = await renderApp('?game=blb&players=human,human&seed=3');
    const meta = leafMeta(new GameSession(blbModule, { seed: 3 }).snapshot)!;
    const text = await blbModule.ruleText!();
    const expected = findRuleSection(text, meta.rule)!.number;

    expect(panel(app)).toBeNull();
    await press('r');
    await waitFor(() => sections(app!).length > 0, 'the rule text');
    expect(panel(app)!.dataset.rule).toBe(expected);
    const target = sections(app).filter((s) => s.dataset.target === 'true');
    expect(target.map((s) => s.dataset.rule)).toEqual([expected]);
    expect(target[0]!.textContent).toContain(text[expected]!.title);
    expect(sections(app)).toHaveLength(Object.keys(text).length);

    const search = app.$('[data-testid="rules-search"]') as HTMLInputElement;
    await type(search, 'zeppelin');
    const shown = sections(app);
    const mentioning = Object.values(text).filter((s) => `${s.title} ${s.text}`.toLowerCase().includes('zeppelin'));
    expect(shown.length).toBe(mentioning.length);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(Object.keys(text).length);
    for (const s of shown) {
      expect(s.textContent!.toLowerCase()).toContain('zeppelin');
      const marks = [...s.querySelectorAll('mark')];
      expect(marks.length).toBeGreaterThan(0);
      for (const m of marks) expect(m.textContent!.toLowerCase()).toBe('zeppelin');
    }
    expect(app.$('[data-testid="rules-status"]')!.textContent).toContain(`${shown.length} of ${Object.keys(text).length} sections mention “zeppelin”`);

    await type(search, 'no such words anywhere');
    expect(sections(app)).toHaveLength(0);
    expect(panel(app)!.textContent).toContain('No section mentions');

    await type(search, '');
    expect(sections(app)).toHaveLength(Object.keys(text).length);
    expect(sections(app).find((s) => s.dataset.target === 'true')!.dataset.rule).toBe(expected);

    // r again (or Esc) closes it; the header button opens it.
    await press('r');
    expect(panel(app)).toBeNull();
    await click(app.$('[data-testid="rules-toggle"]'));
    expect(panel(app)).not.toBeNull();
    await press('Escape');
    expect(panel(app)).toBeNull();
  });

  it("a ribbon chip opens its own rule; the panel's Now button goes back to the current step's", async () => {
    app = await renderApp('?game=blb&players=human,human&seed=3');
    const text = await blbModule.ruleText!();
    const chips = app.$$('.ribbon-chip .chip-button');
    expect(chips.length).toBeGreaterThan(1);
    // A chip whose rule is not the current one.
    const current = leafMeta(new GameSession(blbModule, { seed: 3 }).snapshot)!;
    const ruleOfChip = (c: HTMLElement) => c.querySelector<HTMLElement>('.chip-rule')!.dataset.rule ?? c.querySelector('.chip-rule')!.textContent!;
    const chip = chips.find((c) => ruleOfChip(c) !== current.rule)!;
    const chipRule = ruleOfChip(chip);
    await click(chip);
    await waitFor(() => sections(app!).length > 0, 'the rule text');
    expect(panel(app)!.dataset.rule).toBe(findRuleSection(text, chipRule)!.number);
    await click(app.$('[data-testid="rules-now"]'));
    expect(panel(app)!.dataset.rule).toBe(findRuleSection(text, current.rule)!.number);
  });

  it('teach mode, Belle Epoque: opens at its named rule sections, each cited as the game cites it (§N Title)', async () => {
    app = await renderApp('?game=belle-epoque&mode=teach&players=human,human&seed=5');
    const meta = leafMeta(new GameSession(belleModule, { seed: 5 }).snapshot)!;
    const text = await belleModule.ruleText!();
    await click(app.$('[data-testid="rules-toggle"]'));
    await waitFor(() => sections(app!).length > 0, 'the rule text');
    const expected = findRuleSection(text, meta.rule)!.number;
    expect(panel(app)!.dataset.rule).toBe(expected);
    const label = belleModule.ruleLabel!(expected)!;
    const heading = sections(app).find((s) => s.dataset.target === 'true')!.querySelector('h3')!;
    expect(heading.textContent).toBe(`${label.tag}${label.title}`);
    expect(label.title!.toLowerCase()).toBe(text[expected]!.title.toLowerCase());
    expect(app.$('[data-testid="rules-now"]')!.textContent).toContain(label.tag);
  });
});
