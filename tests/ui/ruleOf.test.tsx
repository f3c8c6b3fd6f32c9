// @vitest-environment happy-dom
// A lit place names its rule: each game's module names the rule of every decision it has
// (ruleOf), a section of its own rule text; the shared read falls back to the active step's rule;
// BLB's table finds the rule of what is lit under the pointer (a stack that may move, the Chit
// Cup); Belle Epoque's 2D map shows it in the shared tooltip over a lit fire target.
import { act } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleMachine, belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { GENERATORS as BELLE_GENERATORS } from '../../src/games/belle-epoque/legal';
import { GENERATORS as BLB_GENERATORS } from '../../src/games/blb/legal';
import { leafMeta } from '../../src/core/introspect';
import type { AnyGameModule, GameEvent } from '../../src/core/module';
import { safeRuleOf } from '../../src/core/moduleReads';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { boxesWithMoves } from '../../src/scene/blb/moveTargets';
import { placesOf, ruleAtPlaces } from '../../src/scene/blb/placeRules';
import { asBlbView } from '../../src/scene/blb/viewTypes';
import { BelleFlatBoard } from '../../src/ui/belle-epoque/BelleFlatBoard';
import { useReactRoot } from '../support/reactRoot';

describe("each module's ruleOf", () => {
  it('Brave Little Belgium names every decision by a numbered section of its rules, with its title', async () => {
    const text = await blbModule.ruleText!();
    const snapshot = new GameSession(blbModule, { seed: 3 }).snapshot;
    for (const type of Object.keys(BLB_GENERATORS)) {
      const rule = blbModule.ruleOf!(snapshot, { type, side: 'german' } as never)!;
      const m = /^(\d+\.\d+) (.+)$/.exec(rule);
      expect(m, `${type}: ${rule}`).not.toBeNull();
      const section = text[m![1]!];
      expect(section, rule).toBeDefined();
      expect(m![2]!.toLowerCase()).toBe(section!.title.toLowerCase());
    }
    expect(blbModule.ruleOf!(snapshot, { type: 'move', side: 'german' } as never)).toBe('6.0 Movement');
    expect(blbModule.ruleOf!(snapshot, { type: 'retreat', side: 'german' } as never)).toBe('7.5 Retreat & Advance');
  });

  it('Belle Epoque names every decision by one of its rule sections, cited as the ribbon cites it (§N Title)', async () => {
    const text = await belleModule.ruleText!();
    const snapshot = new GameSession(belleModule, { seed: 5 }).snapshot;
    for (const type of Object.keys(BELLE_GENERATORS)) {
      const rule = belleModule.ruleOf!(snapshot, { type, side: 'red' } as never)!;
      const m = /^(§\d+) (.+)$/.exec(rule);
      expect(m, `${type}: ${rule}`).not.toBeNull();
      // The section it names: the one whose citation it is.
      const key = Object.keys(text).find((k) => {
        const label = belleModule.ruleLabel?.(k);
        return label && `${label.tag} ${label.title}` === rule;
      });
      expect(key, rule).toBeDefined();
      expect(m![2]!.toLowerCase()).toBe(text[key!]!.title.toLowerCase());
    }
    const fire = belleModule.ruleOf!(snapshot, { type: 'fire', side: 'red' } as never)!;
    expect(fire).toMatch(/^§\d+ Firing$/);
  });

  it("the shared read falls back to the active step's rule and title where a module gives none", () => {
    const snapshot = new GameSession(blbModule, { seed: 3 }).snapshot;
    const { ruleOf: _omitted, ...rest } = blbModule;
    const bare = rest as AnyGameModule;
    const meta = leafMeta(snapshot)!;
    expect(safeRuleOf(bare, snapshot, { type: 'move', side: 'german' })).toBe(`${meta.rule} ${meta.title}`);
    // A game that cites its sections by label: the step's section as it is cited.
    const belle = new GameSession(belleModule, { seed: 5 }).snapshot;
    const { ruleOf: _none, ...belleRest } = belleModule;
    const label = belleModule.ruleLabel!(leafMeta(belle)!.rule)!;
    expect(safeRuleOf(belleRest as AnyGameModule, belle, { type: 'activate', side: 'red' })).toBe(`${label.tag} ${label.title}`);
    const throwing = { ...blbModule, ruleOf: () => { throw new Error('no'); } } as AnyGameModule;
    expect(safeRuleOf(throwing, snapshot, { type: 'move', side: 'german' })).toBe(`${meta.rule} ${meta.title}`);
  });
});

describe("BLB's table: the rule of what is lit under the pointer", () => {
  it('a stack that may move names 6.0; the Chit Cup names 4.1 when a chit is to be drawn; an unlit box nothing', () => {
    const session = new GameSession(blbModule, { seed: 3 });
    const input = () => {
      const legal = blbModule.legalEvents(session.snapshot) as GameEvent[];
      const view = asBlbView(blbModule.view(session.snapshot, 'german'));
      const movable = boxesWithMoves(legal, (id) => view.units[id]?.box ?? null);
      return { legal, view, moveTargets: [], movable, ruleOf: (e: GameEvent) => safeRuleOf(blbModule, session.snapshot, e) };
    };
    const moving = input();
    const box = [...moving.movable][0]!;
    expect(ruleAtPlaces(placesOf({ kind: 'box', box }, {}), moving)).toBe('6.0 Movement');
    const movers = new Set(moving.legal.flatMap((e) => (e as GameEvent & { units?: string[] }).units ?? []));
    const mover = [...movers].find((u) => moving.view.units[u]?.box === box)!;
    expect(ruleAtPlaces(placesOf({ kind: 'counter', key: `unit:${mover}` }, { [`unit:${mover}`]: box }), moving)).toBe('6.0 Movement');
    // A unit that may not move (infantry in the cavalry phase) in a box whose cavalry may: not lit.
    const stayer = Object.entries(moving.view.units).find(([id, u]) => u?.box && moving.movable.has(u.box) && !movers.has(id));
    expect(stayer).toBeDefined();
    expect(ruleAtPlaces(placesOf({ kind: 'counter', key: `unit:${stayer![0]}` }, { [`unit:${stayer![0]}`]: stayer![1]!.box! }), moving)).toBeNull();
    const unlit = Object.values(moving.view.units).map((u) => u?.box).find((b) => b && !moving.movable.has(b)) ?? 'paris';
    expect(ruleAtPlaces([unlit], moving)).toBeNull();
    // A destination of the selected stack names its move's rule.
    const move = moving.legal.find((e) => e.type === 'move')!;
    expect(ruleAtPlaces(['somewhere'], { ...moving, moveTargets: [{ box: 'somewhere', event: move }] })).toBe('6.0 Movement');

    session.send(moving.legal.find((e) => e.type === 'endMovement')!);
    const drawing = input();
    expect(drawing.legal.map((e) => e.type)).toEqual(['drawChit']);
    expect(ruleAtPlaces(placesOf({ kind: 'place', id: 'chit-cup' }, {}), drawing)).toBe('4.1 Chit Pull Phase');
    expect(ruleAtPlaces([box], drawing)).toBeNull();
  });
});

describe("Belle Epoque's 2D map", () => {
  const react = useReactRoot();

  it('a lit fire target shows the shared tooltip: what a click does and its rule, "§N Firing"', async () => {
    // Smart bots play until a fire is legal; the firing side looks at the board.
    const actor = createActor(belleMachine, { input: { seed: 5, options: belleModule.options.schema.parse({}) } }).start();
    const rng = Rng.seeded(5 ^ 0x5eed);
    let fire: GameEvent | undefined;
    for (let i = 0; i < 3000 && !fire; i++) {
      const snap = actor.getSnapshot();
      const legal = belleModule.legalEvents(snap);
      fire = legal.find((e) => e.type === 'fire');
      if (fire) break;
      const side = legal[0]!.side;
      actor.send(belleModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    }
    expect(fire).toBeDefined();
    const snapshot = actor.getSnapshot();
    const viewer = fire!.side;
    const legal = belleModule.legalEvents(snapshot).filter((e) => e.side === viewer);
    const view = belleModule.view(snapshot, viewer);
    const targetUnit = (fire as GameEvent & { target: string }).target;
    const sector = view.game.units.find((u) => u.id === targetUnit)!.sector!;

    const { container } = await react.mountAsync(<BelleFlatBoard module={belleModule} snapshot={snapshot} view={view} viewer={viewer} legal={legal} send={() => {}} />, {
      dispose: () => actor.stop(),
    });
    const tip = () => container.querySelector<HTMLElement>('.table3d-tooltip')!;
    expect(tip().hidden).toBe(true);
    const hex = container.querySelector(`[data-sector="${sector}"]`)!;
    await act(async () => {
      hex.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 50, clientY: 50 }));
    });
    expect(tip().hidden).toBe(false);
    expect(tip().textContent).toContain('Click: ');
    expect(tip().textContent).toContain(belleModule.labelEvent(snapshot, fire as never));
    expect(container.querySelector('[data-testid="tooltip-rule"]')!.textContent).toMatch(/^Rule: §\d+ Firing$/);
    // Off the map (React's pointer leave comes from a pointerout to outside): the tooltip goes.
    await act(async () => {
      hex.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    });
    expect(tip().hidden).toBe(true);
  });
});
