// @vitest-environment happy-dom
// The phase ribbon at a fixed shape whatever the step: one line with the turn and the current step,
// one line with the path to it (breadcrumbs) and the steps beside it; never a row per level of the
// sequence of play. Rule references read as the game cites them (Belle Epoque: "§7 Activation";
// Brave Little Belgium: "6.0"), chips open their rule when the screen gives onOpenRule.
import { act } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { activePaths, leafMeta, leafPath } from '../../src/core/introspect';
import type { AnyGameModule } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { PhaseRibbon } from '../../src/ui/PhaseRibbon';
import { ribbonRows } from '../../src/ui/phaseRows';
import { RuleLabelProvider } from '../../src/ui/ruleTag';
import { useReactRoot } from '../support/reactRoot';

const react = useReactRoot();

async function mount(module: AnyGameModule, snapshot: AnyMachineSnapshot, extra: { lit?: string; onOpenRule?: (rule: string) => void } = {}): Promise<HTMLElement> {
  const { container } = await react.mountAsync(
    <RuleLabelProvider module={module}>
      <PhaseRibbon machine={module.machine} snapshot={snapshot} turnText="Game Turn 1" lit={extra.lit ?? null} {...(extra.onOpenRule ? { onOpenRule: extra.onOpenRule } : {})} />
    </RuleLabelProvider>,
  );
  return container;
}

/** A random-bot game of `module`, stopped at the first state where `until` holds. */
function playUntil(module: AnyGameModule, until: (s: AnyMachineSnapshot) => boolean): GameSession {
  const session = new GameSession(module, { seed: 7 });
  const rng = Rng.seeded(5);
  for (let i = 0; i < 3000 && !until(session.snapshot as AnyMachineSnapshot); i++) {
    const legal = session.legal();
    const side = legal[0]!.side;
    session.send(module.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  if (!until(session.snapshot as AnyMachineSnapshot)) throw new Error('state not reached');
  return session;
}

const chips = (el: HTMLElement, sel: string) => [...el.querySelectorAll<HTMLElement>(sel)];

describe('phase ribbon', () => {
  it('two lines whatever the depth: the path as breadcrumbs, the current step among its siblings (Brave Little Belgium, 6.0 Move units)', async () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const snap = session.snapshot as AnyMachineSnapshot;
    const el = await mount(blbModule, snap);
    const ribbon = el.querySelector('[data-testid="ribbon"]')!;
    expect(ribbon.children).toHaveLength(2);
    expect(el.querySelectorAll('.ribbon-row')).toHaveLength(0);
    // The path: every active compound state above the step, outermost first, each lit.
    const rows = ribbonRows(blbModule.machine, snap);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const crumbs = chips(el, '.ribbon-crumbs .ribbon-chip');
    expect(crumbs.map((c) => c.dataset.path)).toEqual(rows.slice(0, -1).map((r) => r.chips.find((c) => c.active)!.path));
    expect(crumbs.every((c) => c.classList.contains('active'))).toBe(true);
    expect(crumbs.map((c) => c.dataset.path)).toContain('specialGermanCavalryPhase');
    // Beside it: the current step's siblings, the current one lit.
    const siblings = chips(el, '.ribbon-siblings .ribbon-chip');
    expect(siblings.map((c) => c.dataset.path)).toEqual(rows.at(-1)!.chips.map((c) => c.path));
    expect(siblings.filter((c) => c.dataset.active === 'true').map((c) => c.dataset.path)).toEqual([leafPath(snap)]);
    // The current step's title and rule, as printed ("6.0").
    expect(el.querySelector('[data-testid="phase"]')!.textContent).toBe(leafMeta(snap)!.title);
    expect(el.querySelector('.ribbon-current .rule-tag')!.textContent).toBe(leafMeta(snap)!.rule);
    expect(siblings[0]!.querySelector('.chip-rule')!.textContent).toBe(rows.at(-1)!.chips[0]!.rule);
  });

  it('Belle Epoque: the rule tags read "§N Title" on the current step and "§N" on the chips; the tags match their steps', async () => {
    const session = playUntil(belleModule, (s) => leafPath(s) === 'activation.salvoLosses' || leafPath(s) === 'activation.reactions');
    const snap = session.snapshot as AnyMachineSnapshot;
    const el = await mount(belleModule, snap);
    const meta = leafMeta(snap)!;
    const current = el.querySelector('.ribbon-current .rule-tag')!;
    expect(current.textContent).toBe(`${belleModule.ruleLabel!(meta.rule)!.tag} ${belleModule.ruleLabel!(meta.rule)!.title}`);
    expect(current.textContent).toBe('§18 Salvo and support firing');
    expect(el.querySelector('[data-testid="phase"]')!.getAttribute('data-rule')).toBe('SALVO AND SUPPORT FIRING');
    // No chip shows a section's name in capitals; each shows its section's number, the full citation as its tooltip.
    expect(el.textContent).not.toMatch(/SALVO|FALL BACK|ACTIVATION/);
    const salvoLosses = chips(el, '.ribbon-siblings .ribbon-chip').find((c) => c.dataset.path === 'activation.salvoLosses')!;
    expect(salvoLosses.querySelector('.chip-rule')!.textContent).toBe('§18');
    expect(salvoLosses.title).toMatch(/^§18 Salvo and support firing: /);
    const crumb = chips(el, '.ribbon-crumbs .ribbon-chip')[0]!;
    expect(crumb.dataset.path).toBe('activation');
    expect(crumb.querySelector('.chip-rule')!.textContent).toBe('§7');
    // All twelve steps of an activation sit on the one line beside the path.
    expect(chips(el, '.ribbon-siblings .ribbon-chip').length).toBeGreaterThanOrEqual(12);
  });

  it('as the game goes on, the ribbon keeps its two lines and shows exactly the active path (a random game of each)', async () => {
    for (const module of [blbModule, belleModule] as AnyGameModule[]) {
      const session = new GameSession(module, { seed: 11 });
      const rng = Rng.seeded(2);
      for (let i = 0; i < 150 && session.legal().length > 0; i++) {
        const snap = session.snapshot as AnyMachineSnapshot;
        if (i % 15 === 0) {
          const el = await mount(module, snap);
          expect(el.querySelector('[data-testid="ribbon"]')!.children).toHaveLength(2);
          const lit = chips(el, '.ribbon-chip.active').map((c) => c.dataset.path);
          const active = new Set(activePaths(snap));
          expect(lit.every((p) => active.has(p!)), `${module.id} ${leafPath(snap)}`).toBe(true);
          react.unmount();
        }
        const legal = session.legal();
        const side = legal[0]!.side;
        session.send(module.bots.random({ snapshot: session.snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
      }
    }
  });

  it('with onOpenRule the chips are buttons that open their rule; teach mode lights the taught step', async () => {
    const session = new GameSession(blbModule, { seed: 7 });
    const snap = session.snapshot as AnyMachineSnapshot;
    const opened: string[] = [];
    const el = await mount(blbModule, snap, { lit: leafPath(snap), onOpenRule: (rule) => opened.push(rule) });
    const buttons = chips(el, '.ribbon-chip .chip-button');
    expect(buttons.length).toBe(chips(el, '.ribbon-chip').length);
    await act(async () => buttons.at(-1)!.click());
    expect(opened).toEqual([ribbonRows(blbModule.machine, snap).at(-1)!.chips.at(-1)!.rule]);
    const lit = chips(el, '.ribbon-chip.teach-lit');
    expect(lit.map((c) => c.dataset.path)).toEqual([leafPath(snap)]);
  });
});
