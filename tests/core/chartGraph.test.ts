// The statechart as plain data (src/core/chartGraph.ts), checked on the Brave Little Belgium
// machine: every state once with its rule, real transitions with their guards, targets that
// resolve, the active configuration of a real game, and the JSON export.
import { describe, expect, it } from 'vitest';
import { and, createActor, createMachine, not, or, setup } from 'xstate';
import { blbModule } from '../../machines/blb';
import { blbMachine } from '../../machines/blb/machine';
import { BLB_DEFAULT_OPTIONS } from '../../src/games/blb/state';
import { activeStatePaths, chartGraph, edgeLabel, guardName, machineDefinitionJson, type ChartGraph } from '../../src/core/chartGraph';

const graph = chartGraph(blbMachine);
const node = (path: string) => graph.nodes.find((n) => n.path === path);
const edgesFrom = (source: string) => graph.edges.filter((e) => e.source === source);

/** Every state id xstate itself knows, walked from the root. */
function xstatePaths(): string[] {
  const out: string[] = [];
  const walk = (n: { path: string[]; states: Record<string, any> }) => {
    out.push(n.path.join('.'));
    for (const c of Object.values(n.states)) walk(c);
  };
  walk(blbMachine.root as never);
  return out;
}

describe('chartGraph on the Brave Little Belgium machine', () => {
  it('lists every state exactly once, root first with path ""', () => {
    const paths = graph.nodes.map((n) => n.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(xstatePaths().sort());
    expect(graph.nodes[0]).toMatchObject({ path: '', key: 'blb', parent: null, depth: 0, type: 'compound', initial: 'setUp' });
    expect(graph.id).toBe('blb');
    // 77 nodes with the root (76 states): the 19-state activation subtree is reused three times.
    expect(graph.nodes.length).toBe(77);
    expect(graph.nodes.filter((n) => n.path.endsWith('.combat.rollDice'))).toHaveLength(3);
  });

  it('gives every non-root state its meta.rule and title', () => {
    for (const n of graph.nodes.slice(1)) {
      expect(n.meta?.rule, n.path).toMatch(/^\d+\.\d+$/);
      expect(n.meta?.title, n.path).toBeTruthy();
    }
    expect(node('gameTurn.chitPullPhase')?.meta).toEqual({
      rule: '4.1',
      title: 'Chit Pull Phase',
      summary: 'Players alternate drawing chits until the third Turn End chit.',
    });
    expect(node('gameTurn.chitPullPhase.armyActivation.combat.rollDice')?.meta?.rule).toBe('7.3');
  });

  it('keeps the reused activation subtree apart in its three places', () => {
    for (const base of ['specialGermanCavalryPhase', 'gameTurn.chitPullPhase.armyActivation', 'gameTurn.additionalGermanActivationPhase.armyActivation']) {
      expect(node(`${base}.movement.moving`)?.parent).toBe(`${base}.movement`);
      expect(node(`${base}.combat.retreatAndAdvance.retreat`)?.depth).toBe(base.split('.').length + 3);
    }
  });

  it('records types, initial children, children and entry actions', () => {
    expect(node('gameOver')?.type).toBe('final');
    expect(node('setUp.done')?.type).toBe('final');
    expect(node('gameTurn.chitPullPhase.drawChit')?.type).toBe('atomic');
    expect(node('gameTurn.chitPullPhase')).toMatchObject({
      type: 'compound',
      initial: 'gameTurn.chitPullPhase.drawChit',
      children: ['gameTurn.chitPullPhase.drawChit', 'gameTurn.chitPullPhase.chitDrawn', 'gameTurn.chitPullPhase.armyActivation'],
    });
    expect(node('specialGermanCavalryPhase')?.entry).toEqual(['beginSpecialCavalryPhase']);
    expect(node('gameTurn.chitPullPhase.drawChit')?.initial).toBeNull();
  });

  it('has the drawChit transition with its guard, action and target', () => {
    const [draw, ...rest] = edgesFrom('gameTurn.chitPullPhase.drawChit');
    expect(rest).toEqual([]);
    expect(draw).toMatchObject({
      event: 'drawChit',
      kind: 'event',
      guard: 'isLegal',
      actions: ['drawChit'],
      targets: ['gameTurn.chitPullPhase.chitDrawn'],
    });
    expect(edgeLabel(draw!)).toBe('drawChit [isLegal]');
  });

  it('has the eventless chit resolution in order, including the jump by id', () => {
    const always = edgesFrom('gameTurn.chitPullPhase.chitDrawn').filter((e) => e.kind === 'always');
    expect(always.map((e) => [e.guard, e.targets])).toEqual([
      ['gameIsOver', ['gameOver']],
      ['chitPullIsOver', ['gameTurn.additionalGermanActivationPhase']],
      ['activationDrawn', ['gameTurn.chitPullPhase.armyActivation']],
      [null, ['gameTurn.chitPullPhase.drawChit']],
    ]);
    expect(always.every((e) => e.event === '')).toBe(true);
    expect(edgeLabel(always[0]!)).toBe('always [gameIsOver]');
  });

  it('has both guarded branches of announce and targetless window events', () => {
    const announce = edgesFrom('gameTurn.additionalGermanActivationPhase.announce').filter((e) => e.event === 'announce');
    expect(announce.map((e) => [e.guard, e.targets, e.actions])).toEqual([
      ['noneAnnounced', ['gameTurn.additionalGermanActivationPhase.done'], ['announceArmies']],
      ['isLegal', ['gameTurn.additionalGermanActivationPhase.atrocitiesCheck'], ['announceArmies']],
    ]);
    const pass = edgesFrom('gameTurn.chitPullPhase.armyActivation.eventWindow').find((e) => e.event === 'pass');
    expect(pass).toMatchObject({ targets: [], guard: 'isLegal', actions: ['passWindow'] });
  });

  it('has onDone transitions as kind "done" from the parent, with guards', () => {
    const done = edgesFrom('specialGermanCavalryPhase.combat.retreatAndAdvance').filter((e) => e.kind === 'done');
    expect(done.map((e) => [e.guard, e.targets])).toEqual([
      ['combatInProgress', ['specialGermanCavalryPhase.combat.groupUnits']],
      [null, ['specialGermanCavalryPhase.combat.chooseCombat']],
    ]);
    expect(edgeLabel(done[0]!)).toBe('done [combatInProgress]');
    const cavalryDone = edgesFrom('specialGermanCavalryPhase').find((e) => e.kind === 'done');
    expect(cavalryDone).toMatchObject({ targets: ['gameTurn'], actions: ['beginFirstTurn'] });
  });

  it('resolves every edge source and target to a node, with unique edge ids', () => {
    const paths = new Set(graph.nodes.map((n) => n.path));
    for (const e of graph.edges) {
      expect(paths.has(e.source), e.id).toBe(true);
      for (const t of e.targets) expect(paths.has(t), `${e.id} -> ${t}`).toBe(true);
    }
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
    expect(graph.edges.some((e) => e.guard === 'inline' || e.actions.includes('inline'))).toBe(false);
  });

  it('is memoised per machine', () => {
    expect(chartGraph(blbMachine)).toBe(graph);
  });
});

describe('activeStatePaths', () => {
  it('matches a real game configuration after legal events, ancestors included', () => {
    const actor = createActor(blbMachine, { input: { seed: 3, options: BLB_DEFAULT_OPTIONS } }).start();
    // Play legal events (the first offered) until the Chit Pull Phase has been entered and left once.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const snap = actor.getSnapshot();
      const active = activeStatePaths(snap);
      // Every active path's ancestors are active too, and every path is a real node.
      for (const p of active) {
        expect(node(p), p).toBeDefined();
        const parent = node(p)!.parent;
        if (parent) expect(active.has(parent), `${p} needs ${parent}`).toBe(true);
      }
      expect(active.has('')).toBe(false);
      // xstate's own view of the configuration agrees.
      for (const p of active) expect(snap.matches(toStateValue(p) as never), p).toBe(true);
      for (const p of active) seen.add(p);
      const legal = blbModule.legalEvents(snap);
      if (legal.length === 0) break;
      actor.send(legal[0]!);
    }
    expect(seen.has('gameTurn.chitPullPhase.drawChit')).toBe(true);
    const now = activeStatePaths(actor.getSnapshot());
    const leaf = [...now].pop()!;
    expect(now).toEqual(new Set(leaf.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  });

  it('starts in the Special German Cavalry Phase for the historical set-up', () => {
    const actor = createActor(blbMachine, { input: { seed: 1, options: BLB_DEFAULT_OPTIONS } }).start();
    const active = activeStatePaths(actor.getSnapshot());
    expect(active.has('specialGermanCavalryPhase')).toBe(true);
    expect(active.has('setUp')).toBe(false);
  });
});

function toStateValue(path: string): unknown {
  const parts = path.split('.');
  let value: unknown = parts.pop()!;
  while (parts.length) value = { [parts.pop()!]: value };
  return value;
}

describe('machineDefinitionJson', () => {
  it('round-trips through JSON and lists every state with its transitions and names', () => {
    const json = JSON.parse(JSON.stringify(machineDefinitionJson(blbMachine)));
    expect(json).toEqual(machineDefinitionJson(blbMachine));
    const ids: string[] = [];
    const walk = (s: { id: string; states?: Record<string, unknown> }) => {
      ids.push(s.id);
      for (const c of Object.values(s.states ?? {})) walk(c as never);
    };
    walk(json.root);
    expect(ids.sort()).toEqual(graph.nodes.map((n) => (n.path ? `blb.${n.path}` : 'blb')).sort());
    const drawChit = json.root.states.gameTurn.states.chitPullPhase.states.drawChit;
    expect(drawChit.meta.rule).toBe('4.1');
    expect(drawChit.transitions).toEqual([
      { event: 'drawChit', kind: 'event', guard: 'isLegal', actions: ['drawChit'], targets: ['#blb.gameTurn.chitPullPhase.chitDrawn'] },
    ]);
    expect(json.root.initial).toBe('setUp');
    expect(json.guards).toContain('noCombatLeft');
    expect(json.actions).toContain('rollCombatDice');
  });
});

describe('guard and action names beyond the BLB machine', () => {
  it('renders higher-order guards, params guards and built-in actions by name', () => {
    const m = setup({
      guards: { isX: () => true, isY: () => false, isZ: () => true },
      actions: { named: () => {} },
    }).createMachine({
      id: 'toy',
      initial: 'a',
      states: {
        a: {
          on: {
            GO: { guard: and(['isX', not('isY')]), target: 'b', actions: ['named', { type: 'named' }] },
            ALT: { guard: or(['isZ', { type: 'isX' }]), target: 'b' },
          },
          after: { 1500: 'b' },
        },
        b: { type: 'final' },
      },
    });
    const g: ChartGraph = chartGraph(m);
    const go = g.edges.find((e) => e.event === 'GO')!;
    expect(go.guard).toBe('and(isX, not(isY))');
    expect(go.actions).toEqual(['named', 'named']);
    expect(g.edges.find((e) => e.event === 'ALT')!.guard).toBe('or(isZ, isX)');
    const after = g.edges.find((e) => e.kind === 'after')!;
    expect(after.targets).toEqual(['b']);
    expect(edgeLabel(after)).toBe('after 1.5s');
    expect(guardName(() => true)).toBe('inline');
    const inline = createMachine({ initial: 'a', states: { a: { on: { X: { guard: () => true, actions: () => {} } } } } });
    expect(chartGraph(inline).edges[0]).toMatchObject({ guard: 'inline', actions: ['inline'] });
  });
});
