// Fit for the statechart (src/ui/inspector/chartFit.ts), computed from the real layouts (elkjs in
// node) of both games' charts and the viewport sizes the inspector has (its drawer at 1920x1080
// and 1280x720, its own window, a small panel): Fit never makes the chart's smallest text smaller
// than MIN_SCREEN_FONT on screen, it closes only inactive states (the active path stays open and
// drawn), it closes everything it may before giving up on showing the whole chart, and when the
// whole chart shows it closes no more than it must.
import { createActor, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import type { AnyGameModule } from '../../src/core/module';
import { activeStatePaths, chartGraph, type ChartGraph } from '../../src/core/chartGraph';
import { Rng } from '../../src/core/rng';
import {
  CHART_FONT_SIZES,
  chooseFit,
  collapseDepths,
  collapsedAtDepth,
  FIT_MARGIN,
  MIN_CHART_FONT,
  MIN_READABLE_SCALE,
  MIN_SCREEN_FONT,
  wholeScale,
} from '../../src/ui/inspector/chartFit';
import { layoutChart, METRICS } from '../../src/ui/inspector/elkLayout';

/** The chart's room in each place the inspector is shown (measured in Chromium, rounded down). */
const VIEWPORTS = [
  { name: 'drawer at 1920x1080', w: 613, h: 870 },
  { name: 'drawer at 1280x720', w: 409, h: 595 },
  { name: 'its own window', w: 1260, h: 800 },
  { name: 'a small panel', w: 320, h: 260 },
];

/** Distinct active configurations met along a smart-bot game: `count` of them, spread from its start to its end. */
function activeConfigurations(module: AnyGameModule, seed: number, count: number): Set<string>[] {
  const actor = createActor(module.machine as AnyStateMachine, { input: { seed, options: module.options.defaults } }).start();
  const rng = Rng.seeded(seed);
  const seen = new Map<string, Set<string>>();
  for (let i = 0; i < 1500; i++) {
    const snapshot = actor.getSnapshot();
    const active = activeStatePaths(snapshot);
    const key = [...active].sort().join(',');
    if (!seen.has(key)) seen.set(key, active);
    const legal = snapshot.status === 'active' ? module.legalEvents(snapshot) : [];
    if (legal.length === 0) break;
    const side = legal[0]!.side;
    actor.send(module.bots.smart({ snapshot, side, legal: legal.filter((e) => e.side === side), rng }));
  }
  actor.stop();
  const all = [...seen.values()];
  if (all.length <= count) return all;
  return Array.from({ length: count }, (_, i) => all[Math.round((i * (all.length - 1)) / (count - 1))]!);
}

function checkFit(graph: ChartGraph, active: ReadonlySet<string>, fit: Awaited<ReturnType<typeof chooseFit>>, viewport: { w: number; h: number }, where: string) {
  // Every text of the chart is at least MIN_SCREEN_FONT pixels on screen.
  for (const size of CHART_FONT_SIZES) expect(size * fit.view.k, `${where}: ${size}px text at ${fit.view.k}`).toBeGreaterThanOrEqual(MIN_SCREEN_FONT - 1e-9);
  expect(fit.view.k).toBeGreaterThanOrEqual(MIN_READABLE_SCALE - 1e-9);
  // Only inactive compound states close; the active path is drawn, its compounds open.
  const drawn = new Map(fit.layout.nodes.map((n) => [n.path, n]));
  for (const path of fit.collapsed) expect(active.has(path), `${where}: ${path} is active but closed`).toBe(false);
  for (const path of active) {
    const box = drawn.get(path);
    expect(box, `${where}: active ${path} is drawn`).toBeDefined();
    expect(box!.collapsed, `${where}: active ${path} open`).toBe(false);
    const node = graph.nodes.find((n) => n.path === path)!;
    if (node.children.length > 0) expect(box!.container, `${where}: active ${path} shows its children`).toBe(true);
  }
  if (fit.whole) {
    // The whole chart is in view.
    expect(fit.layout.width * fit.view.k).toBeLessThanOrEqual(viewport.w - 2 * FIT_MARGIN + 0.5);
    expect(fit.layout.height * fit.view.k).toBeLessThanOrEqual(viewport.h - 2 * FIT_MARGIN + 0.5);
    expect(fit.view.x).toBeGreaterThanOrEqual(FIT_MARGIN - 0.5);
    expect(fit.view.y).toBeGreaterThanOrEqual(FIT_MARGIN - 0.5);
  } else {
    // It does not fit readably even with every inactive compound closed: that is what is shown,
    // at the readable minimum, with the active leaf on screen.
    expect([...fit.collapsed].sort()).toEqual([...collapsedAtDepth(graph, active, 1)].sort());
    expect(fit.view.k).toBeCloseTo(MIN_READABLE_SCALE, 9);
    const leaf = [...active].sort((a, b) => b.length - a.length)[0];
    if (leaf) {
      const box = drawn.get(leaf)!;
      const sx = box.x * fit.view.k + fit.view.x;
      const sy = box.y * fit.view.k + fit.view.y;
      expect(sx + box.width * fit.view.k, `${where}: the active leaf is on screen`).toBeGreaterThan(0);
      expect(sx).toBeLessThan(viewport.w);
      expect(sy + box.height * fit.view.k).toBeGreaterThan(0);
      expect(sy).toBeLessThan(viewport.h);
    }
  }
}

describe('Fit keeps the statechart readable', () => {
  it('the renderer draws every text at one of the sizes Fit knows; the readable scale is MIN_SCREEN_FONT over the smallest', () => {
    expect(MIN_SCREEN_FONT).toBe(11);
    expect(MIN_CHART_FONT).toBe(Math.min(METRICS.titleSize, METRICS.keySize, METRICS.ruleSize, METRICS.rowSize, METRICS.labelSize));
    expect(MIN_READABLE_SCALE * MIN_CHART_FONT).toBeCloseTo(MIN_SCREEN_FONT, 9);
  });

  for (const module of [blbModule, belleModule] as AnyGameModule[]) {
    it(`${module.title}: never below ${MIN_SCREEN_FONT} px, the active path open, in every viewport`, async () => {
      const graph = chartGraph(module.machine);
      const configurations = activeConfigurations(module, 11, 7);
      expect(configurations.length).toBeGreaterThanOrEqual(3);
      let closedSomething = false;
      const outcomes = new Set<string>();
      for (const active of configurations) {
        for (const viewport of VIEWPORTS) {
          const where = `${module.id} ${viewport.name} [${[...active].join(' ')}]`;
          const fit = await chooseFit(graph, active, viewport);
          checkFit(graph, active, fit, viewport, where);
          if (fit.collapsed.size > 0) closedSomething = true;
          outcomes.add(fit.whole ? (fit.collapsed.size > 0 ? 'whole, some closed' : 'whole') : 'readable part');
          // No more closed than needed: opening the next level would not fit readably.
          if (fit.whole) {
            const depths = collapseDepths(graph, active);
            const next = depths[depths.indexOf(fit.depth) + 1];
            if (next !== undefined) {
              const bigger = await layoutChart(graph, { collapsed: collapsedAtDepth(graph, active, next) });
              expect(wholeScale(bigger, viewport), `${where}: level ${String(next)} would fit too`).toBeLessThan(MIN_READABLE_SCALE);
            }
          }
        }
      }
      // Neither whole chart fits these viewports readably: somewhere Fit had to close states.
      expect(closedSomething).toBe(true);
      // Both ways of fitting were met: the whole chart with inactive states closed (Belle Epoque's
      // activation closed before and after the turn; BLB's Set-Up) and the readable part around the
      // active state (a deep configuration in a small viewport).
      expect([...outcomes].sort()).toEqual(expect.arrayContaining(['readable part', 'whole, some closed']));
    }, 240_000);
  }

  it('BLB: the whole chart would need a scale far below the readable one in the 1280x720 drawer', async () => {
    const graph = chartGraph(blbModule.machine);
    const full = await layoutChart(graph);
    const viewport = VIEWPORTS[1]!;
    // What the old Fit did: the whole chart at whatever scale fits (its 12 px rows a few pixels tall).
    expect(wholeScale(full, viewport) * MIN_CHART_FONT).toBeLessThan(3);
    const active = activeConfigurations(blbModule, 11, 6).find((a) => [...a].some((p) => p.split('.').length >= 4))!;
    expect(active).toBeDefined();
    const fit = await chooseFit(graph, active, viewport);
    expect(fit.view.k * MIN_CHART_FONT).toBeGreaterThanOrEqual(MIN_SCREEN_FONT);
    expect(fit.collapsed.size).toBeGreaterThan(0);
  }, 120_000);
});
