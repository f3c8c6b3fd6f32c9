// @vitest-environment happy-dom
// §12 the flat board's battle panel (src/ui/lpg/LpgBoard.tsx) shows each side's strength: its points,
// its bonuses by name, its total, as the view gives them (view.combat.strength while the battle is
// fought, the report's after it: lastBattle.strength).
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../../machines/lpg/index';
import type { LpgState } from '../../../src/games/lpg/state';
import { lpgView, type LpgView } from '../../../src/games/lpg/view';
import { LpgBoard } from '../../../src/ui/lpg/LpgBoard';
import { useReactRoot } from '../../support/reactRoot';
import { randomBotsUntil, startLpg, type LpgActor } from '../randomBots';

const react = useReactRoot();

const playUntil = (seed: number, stop: (s: LpgState) => boolean) => randomBotsUntil(startLpg(seed), seed, stop);

function render(actor: LpgActor, viewer: string): { view: LpgView; el: HTMLElement } {
  const snapshot = actor.getSnapshot();
  const view = lpgView(snapshot.context, viewer);
  const { container } = react.mount(<LpgBoard module={lpgModule as never} snapshot={snapshot as never} view={view} viewer={viewer} legal={lpgModule.legalEvents(snapshot)} />);
  return { view, el: container };
}

/** Each side's row: [points, bonuses' text, total] as drawn. */
function rows(el: Element) {
  return [...el.querySelectorAll('[data-testid="lpg-strength-side"]')].map((r) => ({
    side: r.getAttribute('data-side'),
    points: Number(r.getAttribute('data-points')),
    total: Number(r.getAttribute('data-total')),
    bonuses: [...r.querySelectorAll('[data-testid="lpg-strength-bonus"]')].map((b) => b.textContent!.trim()),
    text: r.textContent!,
  }));
}

describe('§12 the battle panel shows each side\'s strength', () => {
  it('§12 the battle being fought: points, bonuses by name and total for both sides, as the view gives them', () => {
    const a = playUntil(1, (s) => s.combat?.step === 'cards');
    const { view, el } = render(a, 'american');
    const st = view.combat!.strength!;
    const panel = el.querySelector('[data-testid="lpg-battle"]')!;
    const drawn = rows(panel);
    expect(drawn.map((r) => r.side)).toEqual(['american', 'british']);
    for (const r of drawn) {
      const want = st[r.side as 'american' | 'british'];
      expect(r.points).toBe(want.points);
      expect(r.total).toBe(want.total);
      expect(r.text).toContain(`${want.points} strength`);
      expect(r.text).toMatch(new RegExp(`= ${want.total}$`));
      expect(r.bonuses).toEqual(want.bonuses.map((b) => `${b.value < 0 ? '\u2212' + -b.value : '+' + b.value} ${b.label}`));
    }
    a.stop();
  });

  it('§12 after the battle: the report\'s strength in the last battle\'s panel', () => {
    const a = playUntil(2, (s) => s.lastBattle !== null && s.combat === null);
    const { view, el } = render(a, 'british');
    const last = view.lastBattle!;
    const panel = el.querySelector('[data-testid="lpg-last-battle"]')!;
    expect(panel).not.toBeNull();
    expect(rows(panel).map((r) => [r.side, r.points, r.total])).toEqual((['american', 'british'] as const).map((s) => [s, last.strength[s].points, last.strength[s].total]));
    a.stop();
  });
});
