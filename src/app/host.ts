// The app shell's state, framework-free: which screen shows (start menu or a game), the URL
// contract (read on load and on back/forward, written on Start, New game, speed changes), the
// one GameController of the game on screen, and the saved games ("Your games", savedGames.ts):
// every game played is a saved game of its own, named by `saved=ID` in the URL. main.tsx creates
// the host before React renders.
//
// The host starts with the games' cards only (src/app/games.ts). A game's module and drawn entry,
// and the game screen with its controller (gameScreen.ts), are loaded when a URL opens the game:
// the screen says "Loading ..." meanwhile, then the URL is read again with the module (its schema
// checks the options). A game already loaded opens at once, as every game does in the tests.
import type { CardLike } from '../core/gameCard';
import type { AnyGameModule } from '../core/module';
import { errorText } from '../core/moduleReads';
import type { GameRecord } from '../core/record';
import { serializeSave } from '../core/saveFormat';
import { autosaveKey, browserStorage, type KeyValueStore } from './storage';
import type { Scheduler } from './botDriver';
import type { GameController, SavingOptions } from './gameController';
import type { GameListing } from './gameListing';
import type { GameEntry } from '../ui/drawnGame';
import { idbSavedGames, newSavedId, type SavedGame, type SavedGameStore } from './savedGames';
import { broadcastClaims, TabClaims } from './tabClaims';
import { recoverJournal } from './savedGameKeeper';
import { cryptoSeed, defaultPlayers, parseUrl, toSearch, writeUrl, type AppConfig } from './url';

/** The game screen's chunk (gameScreen.ts): the controller, the screen's components, the inspector's link. */
export type GameScreenModule = typeof import('./gameScreen');
let screenModule: GameScreenModule | null = null;
let screenPromise: Promise<GameScreenModule> | null = null;

/** Loads the game screen's chunk (once; a failed load is tried again). */
export function loadGameScreen(): Promise<GameScreenModule> {
  screenPromise ??= import('./gameScreen').then(
    (m) => (screenModule = m),
    (error: unknown) => {
      screenPromise = null;
      throw error;
    },
  );
  return screenPromise;
}

export interface HostState {
  config: AppConfig;
  /** Problems with the URL, each already fallen back to its default. */
  urlMessages: readonly string[];
  entry: GameEntry | null;
  controller: GameController | null;
  /**
   * What the screen says while a game is read or loaded ("Opening your saved game…", "Loading
   * <title>…"), or null: a saved game read (`saved=ID`), a game's chunks fetched.
   */
  opening: string | null;
  /** "Your games", the most recently played first; null until read. */
  savedGames: readonly SavedGame[] | null;
  /** Why saved games cannot be kept in this browser, or null. */
  savedProblem: string | null;
}

/** Where the host reads and writes the URL (the browser's location and history by default). */
export interface UrlPort {
  getSearch(): string;
  setSearch(search: string, replace: boolean): void;
  /** Back/forward navigation; returns the unsubscribe function. */
  onPopState?(listener: () => void): () => void;
}

export const browserUrl: UrlPort = {
  getSearch: () => globalThis.location?.search ?? '',
  setSearch: (search, replace) => {
    const url = `${globalThis.location.pathname}${search}${globalThis.location.hash}`;
    if (replace) globalThis.history.replaceState(null, '', url);
    else globalThis.history.pushState(null, '', url);
  },
  onPopState: (listener) => {
    globalThis.addEventListener('popstate', listener);
    return () => globalThis.removeEventListener('popstate', listener);
  },
};

export interface AppHostOptions {
  /** The list of games (src/app/games.ts): cards, each game loaded when opened. */
  games: readonly GameListing[];
  url?: UrlPort;
  /** Where saved games are kept (IndexedDB by default). */
  savedGames?: SavedGameStore;
  /** The other tabs of this browser (a BroadcastChannel by default; null: none). */
  claims?: TabClaims | null;
  /** localStorage, where the old one-slot autosaves are moved from (oldAutosave.ts). */
  storage?: KeyValueStore | null;
  /** This tab's sessionStorage (sessionStorage by default): moves being written survive a reload. */
  journal?: KeyValueStore | null;
  newId?: () => string;
  now?: () => number;
  scheduler?: Scheduler;
  randomSeed?: () => number;
}

const OPENING_SAVED = 'Opening your saved game…';

export class AppHost {
  readonly games: readonly GameListing[];
  private readonly url: UrlPort;
  readonly store: SavedGameStore;
  private readonly claims: TabClaims | null;
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly journal: KeyValueStore | null;
  /** The controllers' clock (null: the browser's, the controller's default). */
  private readonly scheduler: Scheduler | null;
  private readonly randomSeed: () => number;
  private state!: HostState;
  private readonly listeners = new Set<() => void>();
  private readonly stopPopState: (() => void) | null;
  private pendingRecord: GameRecord | null = null;
  /** Counts loads, so a saved game read for an earlier URL is not opened over a later one. */
  private loads = 0;
  private disposed = false;
  /** The old autosave slots are moved into the saved games before the list is first read. */
  private readonly moved: Promise<unknown>;
  /** The writes of the game last on screen: the list and the next game read after them. */
  private lastWrites: Promise<void> = Promise.resolve();

  constructor(options: AppHostOptions) {
    this.games = options.games;
    this.url = options.url ?? browserUrl;
    this.store = options.savedGames ?? idbSavedGames();
    this.claims = options.claims === undefined ? new TabClaims(broadcastClaims(), newSavedId()) : options.claims;
    this.newId = options.newId ?? (() => newSavedId());
    this.now = options.now ?? Date.now;
    this.scheduler = options.scheduler ?? null;
    this.randomSeed = options.randomSeed ?? cryptoSeed;
    const storage = options.storage === undefined ? browserStorage() : options.storage;
    this.journal = options.journal === undefined ? browserStorage(() => globalThis.sessionStorage) : options.journal;
    this.moved = this.moveOldAutosaves(storage).catch(() => 0);
    this.load();
    this.stopPopState = this.url.onPopState?.(() => this.reload()) ?? null;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): HostState => this.state;

  /** Every game's card, in menu order. */
  get cards() {
    return this.games.map((g) => g.card);
  }

  /** The modules loaded so far (a game's module loads when it is opened: see loadModules). */
  get modules(): AnyGameModule[] {
    return this.games.flatMap((g) => g.loaded()?.module ?? []);
  }

  /**
   * Every game loaded (module and drawn entry), for reading a save file or record of any game: the
   * game it opens then starts at once, as the one on screen did.
   */
  async loadModules(): Promise<AnyGameModule[]> {
    const entries = await Promise.all(this.games.map((g) => g.load()));
    return entries.map((e) => e.module);
  }

  /** The game screen's chunk once loaded (the App draws a game with it), else null. */
  get screen(): GameScreenModule | null {
    return screenModule;
  }

  /** Each game by its card, or by its module once loaded (whose schema then checks options). */
  private known(): CardLike[] {
    return this.games.map((g) => g.loaded()?.module ?? g.card);
  }

  private listingOf(id: string | null | undefined): GameListing | null {
    return this.games.find((g) => g.card.id === id) ?? null;
  }

  /** A game and the game screen, loaded: null (with the reason pushed) when they cannot be. */
  private async loadGame(listing: GameListing, messages: string[]): Promise<GameEntry | null> {
    try {
      const [entry] = await Promise.all([listing.load(), loadGameScreen()]);
      return entry;
    } catch (error) {
      messages.push(`${listing.card.title} could not be loaded (${errorText(error)}). Showing the start menu.`);
      return null;
    }
  }

  /** Old one-slot autosaves are moved in once; their games' modules and the mover load only when one is there. */
  private async moveOldAutosaves(storage: KeyValueStore | null): Promise<number> {
    if (!storage) return 0;
    const found = this.games.filter((g) => {
      try {
        return storage.getItem(autosaveKey(g.card.id)) !== null;
      } catch {
        return false;
      }
    });
    if (found.length === 0) return 0;
    const [{ moveOldAutosaves }, modules] = await Promise.all([import('./oldAutosave'), Promise.all(found.map((g) => g.module()))]);
    return moveOldAutosaves(storage, this.store, modules, this.newId, this.now);
  }

  /** Goes to a URL of the contract (the start menu's Start, the Menu button) and shows it. */
  navigate(search: string, replace = false): void {
    this.url.setSearch(search, replace);
    this.reload();
  }

  /** Writes the URL without leaving the screen (the start menu keeps its choice there, to bookmark). */
  replaceUrl(search: string): void {
    this.url.setSearch(search, true);
  }

  /**
   * Opens a loaded record as a new saved game of its own (the game on screen stays in "Your
   * games"): the URL names the new saved game, and the record is handed to the new controller.
   */
  openRecord(record: GameRecord): string | null {
    const listing = this.listingOf(record.game);
    if (!listing) return `This Sandtable does not know the game "${record.game}".`;
    this.pendingRecord = record;
    const current = this.state.config;
    const sameGame = current.game === listing.card.id;
    const config: AppConfig = {
      ...current,
      game: listing.card.id,
      seed: record.seed,
      seedFromUrl: true,
      options: record.options,
      players: sameGame ? current.players : defaultPlayers(listing.card, current.mode),
      saved: null,
    };
    this.navigate(toSearch(writeUrl(config, this.known())));
    return null;
  }

  // --- "Your games" -------------------------------------------------------------------------

  /** Reads the saved games again (the start menu shows them). */
  async refreshSaved(): Promise<void> {
    await this.moved;
    await this.lastWrites;
    const [list, problem] = await Promise.all([this.store.list(), this.store.problem()]);
    if (this.disposed) return;
    this.setState({ ...this.state, savedGames: list, savedProblem: problem });
  }

  /** The URL that continues saved game `game` (its own game, seed, options, players, mode and speed). */
  continueSearch(game: SavedGame): string {
    const card = this.listingOf(game.game)?.card;
    const players = card && game.summary.players.length === card.sides.length ? game.summary.players : card ? defaultPlayers(card, 'play') : [];
    const config: AppConfig = {
      game: game.game,
      mode: game.summary.mode === 'showcase' ? 'play' : game.summary.mode,
      players,
      seed: game.record.seed,
      seedFromUrl: true,
      speed: game.summary.speed,
      inspector: false,
      options: game.record.options,
      saved: game.id,
    };
    return toSearch(writeUrl(config, this.known()));
  }

  async renameSaved(id: string, name: string): Promise<void> {
    await this.store.rename(id, name);
    await this.refreshSaved();
  }

  /** Deletes a saved game and returns it, for the menu's undo (restoreSaved). */
  async deleteSaved(id: string): Promise<SavedGame | null> {
    const game = await this.store.get(id);
    await this.store.remove(id);
    await this.refreshSaved();
    return game;
  }

  async restoreSaved(game: SavedGame): Promise<void> {
    await this.store.restore(game);
    await this.refreshSaved();
  }

  /** A saved game as a save file (what Save writes for the game on screen). */
  exportSaved(game: SavedGame): { name: string; text: string } {
    const stamp = new Date(game.updated).toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return { name: `sandtable-${game.game}-seed${game.record.seed}-${stamp}.json`, text: serializeSave(game.record, new Date(game.updated)) };
  }

  dispose(): void {
    this.disposed = true;
    this.stopPopState?.();
    this.state.controller?.dispose();
    this.claims?.dispose();
    this.listeners.clear();
  }

  private setState(state: HostState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }

  private reload(): void {
    // The game left keeps writing its last moves (the keeper finishes them after dispose).
    this.lastWrites = this.state.controller?.savedIdle().catch(() => undefined) ?? Promise.resolve();
    this.state.controller?.dispose();
    this.load();
    for (const listener of [...this.listeners]) listener();
  }

  private load(): void {
    const load = ++this.loads;
    const search = this.url.getSearch();
    const params = new URLSearchParams(search);
    const { config, messages } = parseUrl(params, this.known(), this.randomSeed);
    const savedGames = this.state?.savedGames ?? null;
    const savedProblem = this.state?.savedProblem ?? null;
    // `menu=1`: the start menu, its choices taken from the other parameters (a bookmarked setup).
    const menu = params.get('menu') === '1';
    if (!menu && config.saved && !this.pendingRecord) {
      // A saved game: read it, then open it (the record decides game, seed and options).
      this.state = { config, urlMessages: messages, entry: null, controller: null, opening: OPENING_SAVED, savedGames, savedProblem };
      void this.openSaved(load, config, messages);
      return;
    }
    const listing = menu ? null : this.listingOf(config.game);
    if (listing && (!listing.loaded() || !screenModule)) {
      // The game's chunks are fetched first; then the URL is read again, with its module.
      this.state = { config, urlMessages: messages, entry: null, controller: null, opening: `Loading ${listing.card.title}…`, savedGames, savedProblem };
      const problems: string[] = [];
      void this.loadGame(listing, problems).then((entry) => {
        if (this.disposed || load !== this.loads) return;
        if (entry) this.load();
        else this.state = { ...this.state, config: { ...config, game: null }, urlMessages: [...messages, ...problems], opening: null };
        for (const listener of [...this.listeners]) listener();
        if (!entry) void this.refreshSaved();
      });
      return;
    }
    const entry = listing?.loaded() ?? null;
    if (entry && !config.seedFromUrl) config.seedFromUrl = true;
    const pending = this.pendingRecord;
    this.pendingRecord = null;
    const record = pending && entry && pending.game === entry.module.id && pending.seed === config.seed ? pending : undefined;
    const urlMessages = [...messages];
    const controller = entry ? this.startController(entry, config, urlMessages, record ? { record, from: 'file' } : null, null) : null;
    this.state = { config: controller?.getView().config ?? config, urlMessages, entry: controller ? entry : null, controller, opening: null, savedGames, savedProblem };
    if (controller) this.writeConfigUrl(controller.getView().config);
    else void this.refreshSaved();
  }

  /** Opens saved game `config.saved` once read; an id not stored starts that game afresh under it. */
  private async openSaved(load: number, config: AppConfig, messages: readonly string[]): Promise<void> {
    await this.moved;
    await this.lastWrites;
    const stored = await this.store.get(config.saved!);
    if (this.disposed || load !== this.loads) return;
    const urlMessages = [...messages];
    // The saved game's module (or the URL's game's) and the game screen are loaded first.
    const wanted = this.listingOf(stored?.game ?? config.game);
    let entry = wanted ? await this.loadGame(wanted, urlMessages) : null;
    if (this.disposed || load !== this.loads) return;
    let opened: { record: GameRecord; from: 'saved'; stored: SavedGame } | null = null;
    // Moves this tab had not finished writing when it went away come back from its journal.
    const record = recoverJournal(this.journal, config.saved!, stored?.record ?? null);
    if (record && !stored && entry && record.game === entry.module.id) {
      opened = { record, from: 'saved', stored: { id: config.saved!, game: record.game, name: `${entry.module.title}, seed ${record.seed}`, created: this.now(), updated: this.now(), revision: 0, record, summary: { players: config.players, mode: config.mode, speed: config.speed, turn: 0, events: 0, result: null } } };
    } else if (stored) {
      const { validateRecord } = await import('../core/saveFile');
      if (this.disposed || load !== this.loads) return;
      const checked = validateRecord(record ?? stored.record, Object.fromEntries(this.modules.map((m) => [m.id, m])));
      if (checked.ok && entry) opened = { record: checked.record, from: 'saved', stored };
      else {
        urlMessages.push(`The saved game "${stored.name}" cannot be opened (${checked.ok ? 'its game is not installed' : checked.error}); it stays in "Your games". Starting a new game.`);
        const other = this.listingOf(config.game);
        entry = other ? await this.loadGame(other, urlMessages) : null;
        if (this.disposed || load !== this.loads) return;
        config = { ...config, saved: null };
      }
    } else if (!entry) {
      urlMessages.push('That saved game is not on this machine (deleted, or saved in another browser). Showing the start menu.');
    }
    // An id not stored with a game in the URL: a game whose first move was never made; it starts afresh.
    if (!entry) {
      this.setState({ config: { ...config, game: null }, urlMessages, entry: null, controller: null, opening: null, savedGames: this.state.savedGames, savedProblem: this.state.savedProblem });
      void this.refreshSaved();
      return;
    }
    if (opened) {
      const summary = opened.stored.summary;
      const players = summary.players.length === entry.module.sides.length && !new URLSearchParams(this.url.getSearch()).has('players') ? summary.players : config.players;
      config = { ...config, game: entry.module.id, seed: opened.record.seed, seedFromUrl: true, options: opened.record.options, players };
    } else config = { ...config, seedFromUrl: true };
    const controller = this.startController(entry, config, urlMessages, opened, opened?.stored ?? null);
    this.setState({ config: controller?.getView().config ?? config, urlMessages, entry: controller ? entry : null, controller, opening: null, savedGames: this.state.savedGames, savedProblem: this.state.savedProblem });
    if (controller) this.writeConfigUrl(controller.getView().config);
  }

  private startController(
    entry: GameEntry,
    config: AppConfig,
    urlMessages: string[],
    record: { record: GameRecord; from: 'file' | 'saved' } | null,
    stored: SavedGame | null,
  ): GameController | null {
    // A showcase plays game after game by itself: those are not kept in "Your games".
    const saving: SavingOptions | null =
      config.mode === 'showcase'
        ? null
        : {
            store: this.store,
            claims: this.claims,
            newId: this.newId,
            now: this.now,
            opened: stored
              ? { id: stored.id, revision: stored.revision, name: stored.name, created: stored.created, events: stored.revision > 0 ? stored.record.events.length : 0 }
              : { id: config.saved ?? this.newId(), revision: 0 },
            journal: this.journal,
          };
    const screen = screenModule;
    if (!screen) {
      urlMessages.push(`${entry.module.title} could not start: the game screen is not loaded.`);
      return null;
    }
    try {
      return new screen.GameController({
        module: entry.module,
        beats: entry.drawn.beats,
        config: { ...config, saved: saving?.opened.id ?? null },
        ...(record ? { record: record.record, from: record.from } : {}),
        saving,
        ...(this.scheduler ? { scheduler: this.scheduler } : {}),
        randomSeed: this.randomSeed,
        onConfigChange: (next) => this.onConfigChange(next),
      });
    } catch (error) {
      urlMessages.push(`${entry.module.title} could not start: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Writes the game's URL (seed drawn, saved id given) in place, so a reload opens the same game. */
  private writeConfigUrl(config: AppConfig): void {
    const search = toSearch(writeUrl(config, this.known()));
    if (search !== this.url.getSearch()) this.url.setSearch(search, true);
  }

  private onConfigChange(config: AppConfig): void {
    this.state = { ...this.state, config };
    this.url.setSearch(toSearch(writeUrl(config, this.known())), true);
    for (const listener of [...this.listeners]) listener();
  }
}
