// Issue 14: the start menu and the URL read the games' cards only; a game's module and drawn entry
// are loaded when a URL opens that game (the screen says "Loading ..." meanwhile), and then its
// schema checks the URL's options. Each test lists the games afresh, counting what is loaded.
import { describe, expect, it } from 'vitest';
import { belleCard } from '../../machines/belle-epoque/card';
import { blbCard } from '../../machines/blb/card';
import { listGame, type GameListing } from '../../src/app/gameListing';
import { AppHost, type UrlPort } from '../../src/app/host';
import { memorySavedGames } from '../../src/app/savedGames';
import { manualScheduler } from '../support/manualScheduler';

function listed(options: { failBelle?: boolean } = {}) {
  const loads: string[] = [];
  const games: GameListing[] = [
    listGame(
      blbCard,
      () => (loads.push('blb module'), import('../../machines/blb/index').then((m) => m.blbModule)),
      () => (loads.push('blb drawn'), import('../../src/ui/blb/drawn').then((m) => m.blbDrawn)),
    ),
    listGame(
      belleCard,
      () => (loads.push('belle module'), options.failBelle ? Promise.reject(new Error('network down')) : import('../../machines/belle-epoque/index').then((m) => m.belleModule)),
      () => (loads.push('belle drawn'), import('../../src/ui/belle-epoque/drawn').then((m) => m.belleDrawn)),
    ),
  ];
  return { games, loads };
}

function hostAt(search: string, games: GameListing[]) {
  const url: UrlPort & { search: string } = {
    search,
    getSearch: () => url.search,
    setSearch: (next) => {
      url.search = next;
    },
  };
  const host = new AppHost({ games, url, savedGames: memorySavedGames(), claims: null, storage: null, journal: null, scheduler: manualScheduler().scheduler, randomSeed: () => 777 });
  return { host, url };
}

async function until<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('games loaded when chosen', () => {
  it('the start menu loads no game, whatever its choice in the URL', async () => {
    const { games, loads } = listed();
    const { host } = hostAt('?menu=1&game=belle-epoque&players=human,smart&options={"scenario":"drift"}', games);
    await settle();
    const state = host.getState();
    expect(state.controller).toBeNull();
    expect(state.opening).toBeNull();
    expect(state.urlMessages).toEqual([]);
    // The options were checked against the card's fields and completed with its defaults.
    expect(state.config.options).toEqual({ ...belleCard.options.defaults, scenario: 'drift' });
    expect(loads).toEqual([]);
    host.dispose();
  });

  it('a URL that opens a game loads that game only, saying so meanwhile, then plays it', async () => {
    const { games, loads } = listed();
    const { host, url } = hostAt('?game=blb&seed=3&players=bot,bot', games);
    expect(host.getState().opening).toBe('Loading Brave Little Belgium…');
    expect(host.getState().controller).toBeNull();
    const controller = await until(() => host.getState().controller, 'the game');
    expect(controller.module.id).toBe('blb');
    expect(host.getState().opening).toBeNull();
    expect(host.getState().config.seed).toBe(3);
    expect(url.search).toMatch(/^\?game=blb&mode=play&players=smart,smart&seed=3&speed=normal&saved=/);
    expect(loads.sort()).toEqual(['blb drawn', 'blb module']);
    host.dispose();
  });

  it("options the card's fields take but the module's schema refuses get the message and the defaults once it is loaded", async () => {
    const { games } = listed();
    const { host } = hostAt('?game=blb&seed=3&options={"freeSetUp":true,"alternativeGardeCivique":true}', games);
    expect(host.getState().urlMessages).toEqual([]);
    const controller = await until(() => host.getState().controller, 'the game');
    expect(host.getState().urlMessages).toEqual([
      'The options are not valid for Brave Little Belgium: 3.2: Free Set-Up cannot be combined with the Alternative Garde Civique Set-Up. Using the defaults.',
    ]);
    expect(controller.getView().config.options).toEqual(blbCard.options.defaults);
    host.dispose();
  });

  it('an unknown game is the start menu with a message, and nothing is loaded', async () => {
    const { games, loads } = listed();
    const { host } = hostAt('?game=nope', games);
    await settle();
    expect(host.getState().controller).toBeNull();
    expect(host.getState().urlMessages).toEqual(['Unknown game "nope": choose one of blb, belle-epoque. Showing the start menu.']);
    expect(loads).toEqual([]);
    host.dispose();
  });

  it('a game that cannot be loaded is the start menu with the reason', async () => {
    const { games } = listed({ failBelle: true });
    const { host } = hostAt('?game=belle-epoque&seed=1', games);
    expect(host.getState().opening).toBe('Loading Belle Epoque…');
    await until(() => host.getState().opening === null, 'the load to fail');
    expect(host.getState().controller).toBeNull();
    expect(host.getState().urlMessages).toEqual(['Belle Epoque could not be loaded (network down). Showing the start menu.']);
    expect(host.getState().config.game).toBeNull();
    host.dispose();
  });
});
