// @vitest-environment happy-dom
// The flat board's command racks (src/ui/lpg/LpgBoard.tsx) from the view only: a lost commander's
// line says KILLED or CAPTURED (§13), a unit's unsupplied marker shows its count (§15, U1 / U2), to
// the side that owns them and to the other side (the racks are open).
import { act } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../../machines/lpg/index';
import { initialState } from '../../../src/games/lpg/state';
import { lpgView } from '../../../src/games/lpg/view';
import { LpgBoard } from '../../../src/ui/lpg/LpgBoard';
import { useReactRoot } from '../../support/reactRoot';
import { loseCommander } from '../states';

const react = useReactRoot();

function board(viewer: string): HTMLElement {
  const s = initialState(7);
  loseCommander(s, 'lee', 'captured');
  loseCommander(s, 'heath', 'killed');
  const u = s.units.find((x) => x.commander === 'washington' && x.type !== 'baggage')!;
  u.unsupplied = 2;
  const actor = createActor(lpgMachine, { input: { seed: 7, options: lpgModule.options.schema.parse({}) } }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  const { container } = react.mount(<LpgBoard module={lpgModule as never} snapshot={snapshot as never} view={lpgView(s, viewer)} viewer={viewer} legal={[]} />);
  if (viewer === 'british') act(() => (container.querySelector('[data-testid="lpg-rack-toggle"]') as HTMLButtonElement).click());
  container.setAttribute('data-unit', u.id);
  return container;
}

describe('the flat board\'s racks', () => {
  for (const viewer of ['american', 'british']) {
    it(`§13 §15 seen by the ${viewer}: lost commanders KILLED / CAPTURED, an unsupplied unit's marker with its count`, () => {
      const el = board(viewer);
      const rack = el.querySelector('.lpg-rack[data-side="american"]')!;
      expect(rack).not.toBeNull();
      const fate = (id: string) => rack.querySelector(`[data-commander="${id}"]`)?.textContent ?? '';
      expect(fate('lee')).toContain('CAPTURED');
      expect(fate('heath')).toContain('KILLED');
      expect(fate('washington')).not.toMatch(/KILLED|CAPTURED/);
      const id = el.getAttribute('data-unit')!;
      const unit = rack.querySelector(`[data-unit="${id}"]`)!;
      expect(unit.getAttribute('data-unsupplied')).toBe('2');
      expect(unit.textContent).toContain('U2');
      expect(unit.getAttribute('title')).toContain('unsupplied 2 turns');
      expect(rack.querySelectorAll('.lpg-unsupplied')).toHaveLength(1);
      expect(rack.querySelector('[data-unit="main-train"]')!.getAttribute('title')).toContain('baggage train');
    });
  }
});
