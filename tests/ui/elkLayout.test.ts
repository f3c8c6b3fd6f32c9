// The statechart layout (src/ui/inspector/elkLayout.ts) in node, on the Brave Little Belgium chart:
// boxes nest and do not overlap, arrows run from their source box to their target box, labels are
// placed, collapsing draws a compound state as one box with its edges rerouted, results are cached.
import { describe, expect, it } from 'vitest';
import { blbMachine } from '../../machines/blb/machine';
import { chartGraph } from '../../src/core/chartGraph';
import { boxContent, boxRows, hubTargets, inactiveCompounds, layoutChart, type ChartLayout, type LayoutNode } from '../../src/ui/inspector/elkLayout';

const graph = chartGraph(blbMachine);
const parentOf = new Map(graph.nodes.map((n) => [n.path, n.parent]));

const overlaps = (a: LayoutNode, b: LayoutNode) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: LayoutNode, inner: LayoutNode) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
const onBox = (p: { x: number; y: number }, b: LayoutNode) => p.x >= b.x - 1 && p.x <= b.x + b.width + 1 && p.y >= b.y - 1 && p.y <= b.y + b.height + 1;

function checkGeometry(layout: ChartLayout) {
  const byPath = new Map(layout.nodes.map((n) => [n.path, n]));
  for (const a of layout.nodes) {
    expect(a.width, a.path).toBeGreaterThan(0);
    const parent = parentOf.get(a.path);
    if (parent) expect(contains(byPath.get(parent)!, a), `${a.path} inside ${parent}`).toBe(true);
    for (const b of layout.nodes) {
      if (a.path < b.path && parentOf.get(a.path) === parentOf.get(b.path)) expect(overlaps(a, b), `${a.path} / ${b.path}`).toBe(false);
    }
  }
  for (const e of layout.edges) {
    expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);
    expect(onBox(e.points[0]!, byPath.get(e.source)!), `${e.id} starts on ${e.source}`).toBe(true);
    expect(onBox(e.points[e.points.length - 1]!, byPath.get(e.target)!), `${e.id} ends on ${e.target}`).toBe(true);
    expect(e.label?.text, e.id).toBeTruthy();
    expect(e.label!.width).toBeGreaterThan(0);
  }
}

describe('layoutChart', () => {
  it('lays out every state of the BLB chart, nested and without overlaps', async () => {
    const layout = await layoutChart(graph);
    expect(layout.nodes.map((n) => n.path).sort()).toEqual(graph.nodes.filter((n) => n.path).map((n) => n.path).sort());
    expect(layout.width).toBeGreaterThan(0);
    expect(layout.height).toBeGreaterThan(0);
    checkGeometry(layout);
    expect(layout.nodes.find((n) => n.path === 'gameTurn')?.container).toBe(true);
    expect(layout.nodes.find((n) => n.path === 'gameTurn.cleanUpPhase')?.container).toBe(false);
    // A real transition is drawn with its label.
    const draw = layout.edges.find((e) => e.edgeId === 'gameTurn.chitPullPhase.drawChit|drawChit|0');
    expect(draw).toMatchObject({ source: 'gameTurn.chitPullPhase.drawChit', target: 'gameTurn.chitPullPhase.chitDrawn' });
    expect(draw?.label?.text).toBe('drawChit [isLegal]');
  });

  it('writes targetless and game-over transitions inside their boxes instead of arrows', async () => {
    const layout = await layoutChart(graph);
    expect(hubTargets(graph)).toEqual(new Set(['gameOver']));
    expect(layout.edges.some((e) => e.target === 'gameOver')).toBe(false);
    const moving = graph.nodes.find((n) => n.path === 'gameTurn.chitPullPhase.armyActivation.movement.moving')!;
    const rows = boxRows(boxContent(graph, moving)).map((r) => r.text);
    expect(rows).toEqual(['move [isLegal] / moveUnits', 'always [gameIsOver] → gameOver']);
    // Every transition is shown once: as an arrow per target, or as a row.
    const shown = new Set([
      ...layout.edges.map((e) => e.edgeId),
      ...graph.nodes.flatMap((n) => boxRows(boxContent(graph, n)).flatMap((r) => (r.edgeId ? [r.edgeId] : []))),
    ]);
    for (const e of graph.edges) expect(shown.has(e.id), e.id).toBe(true);
  });

  it('draws collapsed compound states as single boxes with their edges rerouted', async () => {
    const collapsed = new Set(['specialGermanCavalryPhase', 'gameTurn.additionalGermanActivationPhase']);
    const layout = await layoutChart(graph, { collapsed });
    const paths = new Set(layout.nodes.map((n) => n.path));
    expect(paths.has('specialGermanCavalryPhase')).toBe(true);
    expect(paths.has('specialGermanCavalryPhase.movement')).toBe(false);
    expect(layout.nodes.find((n) => n.path === 'specialGermanCavalryPhase')).toMatchObject({ collapsed: true, container: false });
    checkGeometry(layout);
    // chitDrawn -> additionalGermanActivationPhase stays; announce -> done (inside) is dropped;
    // the edge from additional armyActivation's onDone is inside too.
    expect(layout.edges.some((e) => e.source === 'gameTurn.chitPullPhase.chitDrawn' && e.target === 'gameTurn.additionalGermanActivationPhase')).toBe(true);
    expect(layout.edges.every((e) => paths.has(e.source) && paths.has(e.target) && e.source !== e.target)).toBe(true);
    expect(layout.nodes.length).toBeLessThan(40);
  });

  it('collapses what is not active, and caches per graph and options', async () => {
    const active = new Set(['gameTurn', 'gameTurn.chitPullPhase', 'gameTurn.chitPullPhase.drawChit']);
    const closed = inactiveCompounds(graph, active);
    expect(closed.has('setUp')).toBe(true);
    expect(closed.has('gameTurn.chitPullPhase.armyActivation')).toBe(true);
    expect(closed.has('gameTurn.chitPullPhase')).toBe(false);
    expect(layoutChart(graph, { collapsed: closed })).toBe(layoutChart(graph, { collapsed: new Set([...closed].reverse()) }));
    const layout = await layoutChart(graph, { collapsed: closed });
    checkGeometry(layout);
    expect(layout.nodes.map((n) => n.path)).toContain('gameTurn.chitPullPhase.drawChit');
  });
});
