// @vitest-environment happy-dom
// The statechart diagram (src/ui/inspector/StatechartDiagram.tsx) on the Brave Little Belgium
// machine: every state drawn with its path, the active configuration of a real game lit, clicks
// and Enter select, guard statuses shown with a mark, the loading message first.
import { act } from 'react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb';
import { activeStatePaths, chartGraph } from '../../src/core/chartGraph';
import { MIN_CHART_FONT, MIN_SCREEN_FONT } from '../../src/ui/inspector/chartFit';
import { StatechartDiagram, type StatechartDiagramProps } from '../../src/ui/inspector/StatechartDiagram';
import { useReactRoot } from '../support/reactRoot';

const graph = chartGraph(blbModule.machine);

/** A real game position: a few legal events into the Special German Cavalry Phase. */
function playedSnapshot(events: number) {
  const actor = createActor(blbModule.machine, { input: { seed: 5, options: blbModule.options.defaults } }).start();
  for (let i = 0; i < events; i++) {
    const legal = blbModule.legalEvents(actor.getSnapshot());
    if (!legal.length) break;
    actor.send(legal[legal.length - 1]!);
  }
  return actor.getSnapshot();
}

const react = useReactRoot();

async function render(props: StatechartDiagramProps) {
  const { root, container } = await react.mountAsync(<StatechartDiagram {...props} />, { size: { width: '1200px', height: '800px' } });
  const loading = container.textContent ?? '';
  // The layout (elkjs, loaded on demand) resolves asynchronously.
  for (let i = 0; i < 600 && !container.querySelector('[data-testid="statechart"]'); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  const svg = container.querySelector('[data-testid="statechart"]');
  if (!svg) throw new Error(`the statechart never appeared: ${container.textContent}`);
  return {
    container,
    loading,
    rerender: async (next: StatechartDiagramProps) => {
      await act(async () => {
        root.render(<StatechartDiagram {...next} />);
      });
    },
    state: (path: string) => container.querySelector<SVGGElement>(`[data-state-path="${path}"]`),
  };
}

describe('StatechartDiagram', () => {
  it('shows the loading message, then draws every state once with its path', async () => {
    const active = activeStatePaths(playedSnapshot(0));
    const view = await render({ graph, active });
    expect(view.loading).toContain('Laying out the statechart…');
    const drawn = [...view.container.querySelectorAll('[data-state-path]')].map((el) => el.getAttribute('data-state-path'));
    const states = graph.nodes.filter((n) => n.path !== '').map((n) => n.path);
    expect(drawn.sort()).toEqual([...states].sort());
    // Titles and rule tags come from meta.
    const roll = view.state('gameTurn.chitPullPhase.armyActivation.combat.rollDice')!;
    expect(roll.textContent).toContain('Roll Dice');
    expect(roll.textContent).toContain('7.3');
  });

  it('lights exactly the active configuration of a real game, and follows it', async () => {
    const first = playedSnapshot(3);
    const active = activeStatePaths(first);
    expect(active.size).toBeGreaterThan(1);
    const view = await render({ graph, active });
    const lit = [...view.container.querySelectorAll('[data-active="true"]')].map((el) => el.getAttribute('data-state-path'));
    expect(new Set(lit)).toEqual(active);
    const unlit = view.container.querySelectorAll('[data-active="false"]');
    expect(unlit.length).toBe(graph.nodes.length - 1 - active.size);
    for (const el of unlit) expect(active.has(el.getAttribute('data-state-path')!)).toBe(false);

    // A later position: the lit set changes with it.
    const later = activeStatePaths(playedSnapshot(40));
    expect(later).not.toEqual(active);
    await view.rerender({ graph, active: later });
    const litLater = [...view.container.querySelectorAll('[data-active="true"]')].map((el) => el.getAttribute('data-state-path'));
    expect(new Set(litLater)).toEqual(later);
  });

  it('calls onSelect on click and on Enter, and outlines the selected state', async () => {
    const selected: string[] = [];
    const active = activeStatePaths(playedSnapshot(0));
    const props = { graph, active, onSelect: (p: string) => selected.push(p) };
    const view = await render(props);
    const draw = view.state('gameTurn.chitPullPhase.drawChit')!;
    await act(async () => {
      draw.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(selected).toEqual(['gameTurn.chitPullPhase.drawChit']);
    const setUp = view.state('setUp')!;
    expect(setUp.getAttribute('tabindex')).toBe('0');
    await act(async () => {
      setUp.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(selected).toEqual(['gameTurn.chitPullPhase.drawChit', 'setUp']);
    await view.rerender({ ...props, selected: 'setUp' });
    expect(view.state('setUp')!.getAttribute('class')).toContain('is-selected');
    expect(view.state('gameTurn.chitPullPhase.drawChit')!.getAttribute('class')).not.toContain('is-selected');
  });

  it('marks edge statuses on arrows and in-box rows, with ✓ and ✗ as well as colour', async () => {
    const active = activeStatePaths(playedSnapshot(0));
    const drawChit = graph.edges.find((e) => e.source === 'gameTurn.chitPullPhase.drawChit' && e.event === 'drawChit')!;
    const chitOver = graph.edges.find((e) => e.source === 'gameTurn.chitPullPhase.chitDrawn' && e.guard === 'chitPullIsOver')!;
    const pass = graph.edges.find((e) => e.source === 'gameTurn.chitPullPhase.armyActivation.eventWindow' && e.event === 'pass')!;
    const edgeStatus = new Map([
      [drawChit.id, 'pass' as const],
      [chitOver.id, 'fail' as const],
      [pass.id, 'enabled' as const],
    ]);
    const view = await render({ graph, active, edgeStatus });
    const arrow = view.container.querySelector(`path[data-edge-id="${CSS.escape(drawChit.id)}"]`)!;
    expect(arrow.getAttribute('class')).toContain('is-pass');
    // Every arrowhead refers to a marker of this diagram.
    const markerIds = new Set([...view.container.querySelectorAll('marker')].map((m) => m.id));
    for (const path of view.container.querySelectorAll('path[marker-end]')) {
      expect(markerIds.has(path.getAttribute('marker-end')!.replace(/^url\(#(.*)\)$/, '$1'))).toBe(true);
    }
    expect(arrow.getAttribute('marker-end')).toMatch(/-pass\)$/);
    const labels = [...view.container.querySelectorAll('.sc-label text')].map((el) => el.textContent);
    expect(labels).toContain('✓ drawChit [isLegal]');
    expect(labels).toContain('✗ always [chitPullIsOver]');
    // A targetless transition is a row inside its state's box.
    const row = [...view.state('gameTurn.chitPullPhase.armyActivation.eventWindow')!.querySelectorAll('.sc-row')].find((el) =>
      el.textContent?.includes('pass [isLegal]'),
    )!;
    expect(row.textContent).toBe('▶ pass [isLegal] / passWindow');
    expect(row.getAttribute('class')).toContain('is-enabled');
  });

  it('Fit keeps every text at least MIN_SCREEN_FONT on screen by closing inactive levels; the active path stays open; a double click opens a closed state', async () => {
    // A deep position: an army activation's combat or movement (five levels down).
    const actor = createActor(blbModule.machine, { input: { seed: 5, options: blbModule.options.defaults } }).start();
    for (let i = 0; i < 400 && ![...activeStatePaths(actor.getSnapshot())].some((p) => p.split('.').length >= 5); i++) {
      const legal = blbModule.legalEvents(actor.getSnapshot());
      actor.send(legal[i % legal.length]!);
    }
    const active = activeStatePaths(actor.getSnapshot());
    expect([...active].some((p) => p.split('.').length >= 5)).toBe(true);
    const view = await render({ graph, active });
    const svg = view.container.querySelector<SVGSVGElement>('[data-testid="statechart"]')!;
    expect(svg.dataset.closed).toBe('0');
    await act(async () => {
      view.container.querySelector<HTMLButtonElement>('[data-testid="chart-fit"]')!.click();
    });
    for (let i = 0; i < 300 && !(Number(svg.dataset.closed) > 0 && Math.abs(Number(svg.dataset.zoom) * MIN_CHART_FONT - MIN_SCREEN_FONT) < 0.05); i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    const zoom = Number(svg.dataset.zoom);
    expect(Number(svg.dataset.closed)).toBeGreaterThan(0);
    // The BLB chart does not fit readably even closed: shown at the readable minimum, never below.
    expect(zoom * MIN_CHART_FONT).toBeGreaterThanOrEqual(MIN_SCREEN_FONT - 0.01);
    for (const text of view.container.querySelectorAll('.sc-stage text')) {
      const size = Number(text.getAttribute('font-size'));
      expect(size, text.textContent ?? '').toBeGreaterThan(0);
      expect(size * zoom, text.textContent ?? '').toBeGreaterThanOrEqual(MIN_SCREEN_FONT - 0.01);
    }
    // The active configuration is drawn and lit, its compound states open; only inactive ones closed.
    const lit = [...view.container.querySelectorAll('[data-active="true"]')].map((el) => el.getAttribute('data-state-path'));
    expect(new Set(lit)).toEqual(active);
    for (const path of active) {
      const node = graph.nodes.find((n) => n.path === path)!;
      if (node.children.length > 0) expect(view.state(path)!.getAttribute('class')).toContain('sc-state--container');
    }
    const closed = [...view.container.querySelectorAll<SVGGElement>('.sc-state--collapsed')];
    expect(closed.length).toBe(Number(svg.dataset.closed));
    for (const el of closed) expect(el.getAttribute('data-active')).toBe('false');

    // A double click opens one closed state (its children are drawn again).
    const target = closed.find((el) => graph.nodes.find((n) => n.path === el.dataset.statePath)!.children.length > 0)!;
    const path = target.dataset.statePath!;
    const child = graph.nodes.find((n) => n.path === path)!.children[0]!;
    expect(view.state(child)).toBeNull();
    await act(async () => {
      target.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    });
    for (let i = 0; i < 300 && !view.state(child); i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    expect(view.state(child)).not.toBeNull();
    expect(view.state(path)!.getAttribute('class')).toContain('sc-state--container');
  });
});
