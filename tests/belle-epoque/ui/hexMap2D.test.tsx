// @vitest-environment happy-dom
// Belle Epoque's flat 2D board (src/ui/belle-epoque/HexMap2D.tsx) on real views of a new game: every
// sector drawn, units with their stand counts, undiscovered ground shown unknown, fortified
// sectors hatched, lit sectors and selectable units clickable.
import { act } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { belleModule } from '../../../machines/belle-epoque/index';
import { SECTOR_COUNT, sectorLabel } from '../../../src/games/belle-epoque/rules/hex';
import { asBelleView, type BelleView, type SectorHighlight } from '../../../src/scene/belle-epoque/viewTypes';
import { HexMap2D, unitShortName, type HexMap2DProps } from '../../../src/ui/belle-epoque/HexMap2D';
import { useReactRoot } from '../../support/reactRoot';

/** The view red gets of a new game (the machine has deployed, rolled and drawn a token). */
function initialView(options: unknown = {}, side = 'red'): BelleView {
  const actor = createActor(belleModule.machine, { input: { seed: 7, options: belleModule.options.schema.parse(options) } }).start();
  const view = belleModule.view(actor.getSnapshot(), side);
  actor.stop();
  return asBelleView(view);
}

const react = useReactRoot();

function render(props: HexMap2DProps) {
  return react.mount(<HexMap2D {...props} />, { size: { width: '1280px', height: '720px' } }).container;
}

function click(el: Element) {
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

const liveUnits = (v: BelleView) => v.game.units.filter((u) => u.sector !== null && u.stands > 0);

describe('HexMap2D', () => {
  it('draws all 117 sectors in an accessible svg with their labels', () => {
    const view = initialView();
    const c = render({ view, highlights: [], selectableUnits: [] });
    const svg = c.querySelector('svg[data-testid="hexmap-2d"]')!;
    expect(svg).not.toBeNull();
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toMatch(/Belle Epoque board/);
    expect(svg.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
    expect(svg.getAttribute('width')).toBe('100%');
    const sectors = svg.querySelectorAll('[data-sector]');
    expect(sectors).toHaveLength(SECTOR_COUNT);
    expect(SECTOR_COUNT).toBe(117);
    expect([...sectors].map((s) => Number(s.getAttribute('data-sector')))).toEqual(Array.from({ length: SECTOR_COUNT }, (_, i) => i));
    const labels = [...svg.querySelectorAll('.hexmap2d-label')].map((t) => t.textContent);
    expect(labels).toContain(sectorLabel(0));
    expect(labels).toContain('g5');
    // The legend names the terrains.
    expect(c.querySelector('.hexmap2d-legend')!.textContent).toMatch(/Woods.*Dense vegetation.*Undiscovered.*Fortified/);
  });

  it('draws each live unit in its sector with its stand count, name and side', () => {
    const view = initialView();
    const c = render({ view, highlights: [], selectableUnits: [] });
    const live = liveUnits(view);
    expect(live.length).toBeGreaterThan(0);
    expect(c.querySelectorAll('[data-unit]')).toHaveLength(live.length);
    for (const u of live) {
      const g = c.querySelector(`[data-unit="${u.id}"]`)!;
      expect(g, u.id).not.toBeNull();
      expect(g.querySelectorAll('.hexmap2d-stand')).toHaveLength(u.stands);
      expect(g.querySelector('.hexmap2d-stand-count')!.textContent).toBe(String(u.stands));
      expect(g.querySelector('.hexmap2d-unit-name')!.textContent).toBe(unitShortName(u));
      expect(g.classList.contains(`side-${u.side}`)).toBe(true);
      expect(g.querySelector('.hexmap2d-stands')!.classList.contains(u.order)).toBe(true);
      expect(!!g.querySelector('[data-token="activated"]')).toBe(u.activated);
    }
  });

  it('shows close order stands touching and loose order stands spaced', () => {
    const base = initialView();
    const u = liveUnits(base)[0]!;
    const withOrder = (order: 'close' | 'loose'): BelleView => ({ ...base, game: { ...base.game, units: [{ ...u, stands: 4, order }] } });
    const gaps = (order: 'close' | 'loose') => {
      const c = render({ view: withOrder(order), highlights: [], selectableUnits: [] });
      const rects = [...c.querySelectorAll(`[data-unit="${u.id}"] .hexmap2d-stand`)].map((r) => ({ x: Number(r.getAttribute('x')), w: Number(r.getAttribute('width')) }));
      react.unmount();
      return rects.slice(1).map((r, i) => r.x - (rects[i]!.x + rects[i]!.w));
    };
    for (const g of gaps('close')) expect(g).toBeCloseTo(0);
    for (const g of gaps('loose')) expect(g).toBeGreaterThan(2);
  });

  it('shows undiscovered sectors as unknown, with a "?" token, and discovered ones by terrain', () => {
    const view = initialView({ scenario: 'encounter' });
    const undiscovered = view.game.sectors.map((s, i) => (s.discovered ? -1 : i)).filter((i) => i >= 0);
    expect(undiscovered.length).toBeGreaterThan(0);
    const c = render({ view, highlights: [], selectableUnits: [] });
    for (const s of undiscovered) {
      expect(c.querySelector(`[data-sector="${s}"]`)!.getAttribute('data-terrain')).toBe('unknown');
    }
    expect(c.querySelectorAll('.hexmap2d-unknown')).toHaveLength(undiscovered.length);
    expect(c.querySelector('.hexmap2d-unknown')!.textContent).toBe('?');
    view.game.sectors.forEach((s, i) => {
      if (s.discovered) expect(c.querySelector(`[data-sector="${i}"]`)!.getAttribute('data-terrain')).toBe(s.terrain);
    });
  });

  it('hatches fortified sectors (the Drift map has some)', () => {
    const view = initialView({ scenario: 'drift' });
    const fortified = view.game.sectors.map((s, i) => (s.fortified ? i : -1)).filter((i) => i >= 0);
    expect(fortified.length).toBeGreaterThan(0);
    const c = render({ view, highlights: [], selectableUnits: [] });
    expect(c.querySelectorAll('.hexmap2d-fort')).toHaveLength(fortified.length);
    expect(c.querySelectorAll('[data-terrain="unknown"]')).toHaveLength(0);
  });

  it('lights sectors in their tone with their label, and a click on a lit sector reports its index', () => {
    const view = initialView();
    const occupied = new Set(liveUnits(view).map((u) => u.sector));
    const free = Array.from({ length: SECTOR_COUNT }, (_, i) => i).filter((i) => !occupied.has(i));
    const [a, b, d] = free as [number, number, number];
    const target = liveUnits(view).find((u) => u.side === 'blue')!;
    const highlights: SectorHighlight[] = [
      { sector: a, tone: 'move', label: '2' },
      { sector: b, tone: 'march', label: '4' },
      { sector: target.sector!, tone: 'fire', label: '4+' },
      { sector: d, tone: 'hover' },
      // A choice on the active unit's sector wins over the 'active' mark.
      { sector: free[6]!, tone: 'active' },
      { sector: free[6]!, tone: 'move', label: '0' },
    ];
    const onSectorClick = vi.fn();
    const onUnitClick = vi.fn();
    const c = render({ view, highlights, selectableUnits: [], onSectorClick, onUnitClick });
    expect(c.querySelectorAll('.hexmap2d-lit')).toHaveLength(5);
    expect(c.querySelector(`[data-label-sector="${a}"]`)!.textContent).toBe('2');
    expect(c.querySelector(`[data-label-sector="${target.sector}"]`)!.textContent).toBe('4+');
    expect(c.querySelector(`[data-sector="${b}"]`)!.parentElement!.querySelector('.hexmap2d-lit')!.getAttribute('data-tone')).toBe('march');

    click(c.querySelector(`[data-sector="${a}"]`)!);
    expect(onSectorClick).toHaveBeenLastCalledWith(a);
    click(c.querySelector(`[data-sector="${b}"]`)!);
    expect(onSectorClick).toHaveBeenLastCalledWith(b);
    // A click on the target unit (not a choice itself) picks its lit sector.
    click(c.querySelector(`[data-unit="${target.id}"] .hexmap2d-counter`)!);
    expect(onSectorClick).toHaveBeenLastCalledWith(target.sector);
    expect(onUnitClick).not.toHaveBeenCalled();
    click(c.querySelector(`[data-sector="${free[6]}"]`)!);
    expect(onSectorClick).toHaveBeenLastCalledWith(free[6]);
    // Unlit and hover-only sectors are not choices.
    const calls = onSectorClick.mock.calls.length;
    click(c.querySelector(`[data-sector="${d}"]`)!);
    click(c.querySelector(`[data-sector="${free[5]}"]`)!);
    expect(onSectorClick).toHaveBeenCalledTimes(calls);
  });

  it('outlines selectable units and reports clicks on them; marks the active unit', () => {
    const base = initialView();
    const reds = liveUnits(base).filter((u) => u.side === 'red');
    const blue = liveUnits(base).find((u) => u.side === 'blue')!;
    const [pick, active] = reds as [(typeof reds)[number], (typeof reds)[number]];
    const view: BelleView = {
      ...base,
      game: {
        ...base.game,
        units: base.game.units.map((u) => (u.id === active.id ? { ...u, activated: true } : u)),
        activation: { unit: active.id, test: null, movement: null, moved: 0, fired: false, assaultTarget: null, assaulted: false },
      },
    };
    const onSectorClick = vi.fn();
    const onUnitClick = vi.fn();
    const c = render({ view, highlights: [], selectableUnits: [pick.id], onSectorClick, onUnitClick });
    const pickG = c.querySelector(`[data-unit="${pick.id}"]`)!;
    expect(pickG.querySelector('.hexmap2d-unit-selectable')).not.toBeNull();
    expect(pickG.getAttribute('role')).toBe('button');
    const activeG = c.querySelector(`[data-unit="${active.id}"]`)!;
    expect(activeG.querySelector('.hexmap2d-unit-active')).not.toBeNull();
    expect(activeG.querySelector('[data-token="activated"]')).not.toBeNull();
    expect(c.querySelectorAll('.hexmap2d-unit-active')).toHaveLength(1);
    expect(c.querySelectorAll('.hexmap2d-unit-selectable')).toHaveLength(1);

    click(pickG.querySelector('.hexmap2d-unit-name')!);
    expect(onUnitClick).toHaveBeenCalledWith(pick.id);
    expect(onSectorClick).not.toHaveBeenCalled();
    // Units that are not choices do nothing.
    click(c.querySelector(`[data-unit="${blue.id}"]`)!);
    expect(onUnitClick).toHaveBeenCalledTimes(1);
    // The keyboard picks too.
    act(() => {
      (pickG as unknown as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onUnitClick).toHaveBeenCalledTimes(2);
  });

  it('reads an empty or partial view without crashing', () => {
    const c = render({ view: asBelleView(null), highlights: [{ sector: 999, tone: 'move' }], selectableUnits: ['nobody'] });
    expect(c.querySelectorAll('[data-sector]')).toHaveLength(SECTOR_COUNT);
    expect(c.querySelectorAll('[data-terrain="unknown"]')).toHaveLength(SECTOR_COUNT);
    expect(c.querySelectorAll('[data-unit]')).toHaveLength(0);
  });
});
