// @vitest-environment happy-dom
// docs/adding-a-game.md, proved: Pawn Race (tests/example-game/race) is a game written the way a
// real one is, plugged in by this test through the same card and two front doors, with no shared
// file edited: the list of games it joins is built here. It runs through the simulator's argument
// parsing and run, the fuzzer, the app (start menu, play by clicks on its flat board, the log),
// the inspector's statechart and a headless mount of its 3D scene.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { act } from 'react';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountDevPage } from '../../src/app/devPages';
import { loadGames, listGame, type GameListing } from '../../src/app/gameListing';
import { GAMES } from '../../src/app/games';
import { chartGraph } from '../../src/core/chartGraph';
import { fuzz } from '../../src/core/fuzz';
import type { GameEvent } from '../../src/core/module';
import { parseSimArgs, runSimulation } from '../../src/core/simulate';
import { AnimationQueue } from '../../src/scene/animation/queue';
import { click, renderApp, type Rendered, waitFor } from '../ui/helpers';
import { RACE_BEAT_CATALOGUE } from './race/beatCatalogue';
import { raceCard } from './race/card';
import { raceDrawn } from './race/drawn';
import { raceModule } from './race/index';
import { RaceScene, tileX } from './race/RaceScene';
import { initialState } from './race/state';
import { raceView } from './race/view';

const RACE: GameListing = listGame(raceCard, async () => raceModule, async () => raceDrawn);

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});


describe('example game: the headless front door', () => {
  it('R1-R4: the module built by defineGameModule lists, explains and refuses events by rule', () => {
    const actor = createActor(raceModule.machine, { input: { seed: 5, options: { goal: 12 } } }).start();
    let snap = actor.getSnapshot();
    expect(raceModule.legalEvents(snap)).toEqual([
      { type: 'advance', side: 'north' },
      { type: 'rest', side: 'north' },
    ]);
    expect(raceModule.waitingOn(snap)).toEqual(['north']);
    expect(raceModule.explainIllegal(snap, { type: 'advance', side: 'south' })).toBe("R1: it is north's move, not south's.");
    actor.send({ type: 'rest', side: 'north' });
    actor.send({ type: 'advance', side: 'south' });
    snap = actor.getSnapshot();
    expect(raceModule.explainIllegal(snap, { type: 'rest', side: 'north' })).toBe('R3: north rested last time and may not rest twice in a row.');
    expect(raceModule.legalEvents(snap)).toEqual([{ type: 'advance', side: 'north' }]);
    expect(raceModule.describe(snap)).toMatch(/^R1: North advances/);
  });

  it('runs through the simulator (its own arguments parsed against a list holding only it)', () => {
    const config = parseSimArgs(['--game', 'race', '--games', '40', '--seed', '1', '--bots', 'smart,random'], [raceModule]);
    const summary = runSimulation(config);
    expect(summary.errors).toBe(0);
    expect(summary.wins.north! + summary.wins.south! + summary.draws).toBe(40);
    // The smart North never rests; it starts first and so wins most races.
    expect(summary.wins.north!).toBeGreaterThan(summary.wins.south!);
  });

  it('runs through the fuzzer: invariants hold at every step and every game ends', () => {
    const report = fuzz(raceModule, { fromSeed: 1, games: 60 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(60);
  });

  it("its statechart is the inspector's: states with their rules, transitions with named guards", () => {
    const graph = chartGraph(raceModule.machine);
    const rules = Object.fromEntries(graph.nodes.filter((n) => n.path).map((n) => [n.path, n.meta?.rule]));
    expect(rules).toEqual({ move: 'R1', finished: 'R4' });
    expect(graph.edges.some((e) => e.event === 'advance' && e.guard === 'isLegal')).toBe(true);
  });
});

describe('example game: the drawn front door', () => {
  it('pairs with its card and module through the one listing shape; the catalogue covers every beat it emits', async () => {
    const [entry] = await loadGames([RACE]);
    expect(entry!.drawn.id).toBe(raceModule.id);
    expect(Object.keys(RACE_BEAT_CATALOGUE).sort()).toEqual([...raceModule.beatTypes].sort());
    const queue = new AnimationQueue({ catalogue: RACE_BEAT_CATALOGUE, speed: 'normal' });
    expect(queue.durationOf({ type: 'pawn.moved', side: 'north', from: 2, to: 6, roll: 4 } as never)).toBe(1000);
    // A listing whose drawn entry, or card, is another game's is refused.
    await expect(loadGames([listGame(raceCard, async () => raceModule, GAMES[0]!.drawn as never)])).rejects.toThrow(/listed with the module "race"/);
    await expect(loadGames([listGame(GAMES[0]!.card as never, async () => raceModule, async () => raceDrawn)])).rejects.toThrow(/listed with the card/);
  });

  it('its dev page mounts through the shared dev-page router (?dev=race-board)', async () => {
    const games = await loadGames([RACE]);
    const container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      await mountDevPage(container, 'race-board', games, new URLSearchParams('dev=race-board'));
    });
    await waitFor(() => container.querySelector('[data-testid="race-board"]'), 'the dev board');
    expect(container.querySelector('[data-testid="pawn-north"]')!.textContent).toBe('north 0');
    // An unknown name gets a page that says so and links every dev page there is (the game's own included).
    await mountDevPage(container, 'nope', games, new URLSearchParams());
    expect(container.querySelector('[data-testid="dev-missing"]')!.textContent).toContain('There is no dev page called nope.');
    expect([...container.querySelectorAll('[data-testid="dev-missing"] dd a')].map((a) => a.getAttribute('href'))).toEqual(['?dev=statechart', '?dev=race-board']);
    container.remove();
  });

  it('mounts headless: its 3D scene draws the track and pawns, and a click on the mover sends its legal advance', async () => {
    const view = raceView(initialState(3, { goal: 12 }), 'north');
    const sent: GameEvent[] = [];
    const legal = [{ type: 'advance', side: 'north' }];
    const renderer = await ReactThreeTestRenderer.create(<RaceScene view={view} legal={legal} send={(e) => sent.push(e)} />);
    const track = renderer.scene.findByProps({ name: 'race-track' });
    expect(track.children.filter((c) => c.props.name?.startsWith('tile-'))).toHaveLength(13);
    const north = renderer.scene.findByProps({ name: 'pawn-north' });
    expect(north.instance.position.x).toBeCloseTo(tileX(0, 12));
    await renderer.fireEvent(north.children[0]!, 'click');
    expect(sent).toEqual([{ type: 'advance', side: 'north' }]);
    // The south pawn is not the mover: a click sends nothing.
    await renderer.fireEvent(renderer.scene.findByProps({ name: 'pawn-south' }).children[0]!, 'click');
    expect(sent).toHaveLength(1);
    await renderer.unmount();
  });

  it('plays in the app: start menu card, its table host (3D, and the flat board behind 2D), clicks, log, inspector', async () => {
    const warn = vi.spyOn(console, 'warn');
    app = await renderApp('?menu=1&game=race', { games: [RACE, ...GAMES] });
    const card = await waitFor(() => app!.$$('.game-choice').find((el) => el.textContent?.includes('Pawn Race')), 'the card');
    expect(card.textContent).toContain('North vs South');
    expect(card.textContent).toContain(raceCard.blurb);
    app.unmount();

    app = await renderApp('?game=race&players=human,human&seed=3&inspector=1', { games: [RACE] });
    // The shared table host shows its 3D table; its 2D toggle shows the flat board.
    await waitFor(() => app!.$('[data-testid="table3d"][data-game="race"]'), 'the 3D table');
    await click(app.$('[data-testid="table-2d-toggle"]'));
    const pawn = await waitFor(() => app!.$('[data-testid="pawn-north"]'), 'the flat board');
    await click(pawn);
    await waitFor(() => app!.$$('[data-testid="log-entry"]').length === 1, 'a log entry');
    expect(app.$('[data-testid="log-entry"]')!.textContent).toContain('Roll and advance');
    expect(app.host.getState().controller!.getView().snapshot.context.pawns.north).toBeGreaterThan(0);
    // The inspector draws the example's chart with its active state lit.
    await waitFor(() => app!.$('[data-testid="statechart"] [data-state-path="move"]'), 'the drawn chart');
    const chartState = (path: string) => app!.$(`[data-testid="statechart"] [data-state-path="${path}"]`)!.getAttribute('data-active');
    expect(chartState('move')).toBe('true');
    expect(chartState('finished')).toBe('false');
    // Every beat it emitted had a shot: the queue never warned of a missing one.
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('catalogue'))).toEqual([]);
    warn.mockRestore();
  });
});
