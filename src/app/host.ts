// The app shell's state, framework-free: which screen shows (start menu or a game), the URL
// contract (read on load and on back/forward, written on Start, New game, speed changes), and
// the one GameController of the game on screen. main.tsx creates it before React renders.
import type { GameRecord } from '../core/record';
import { browserStorage, writeAutosave, type KeyValueStore } from './autosave';
import { browserScheduler, type Scheduler } from './botDriver';
import { GameController } from './gameController';
import type { GameEntry } from '../ui/drawnGame';
import { cryptoSeed, defaultPlayers, parseUrl, toSearch, writeUrl, type AppConfig } from './url';

export interface HostState {
  config: AppConfig;
  /** Problems with the URL, each already fallen back to its default. */
  urlMessages: readonly string[];
  entry: GameEntry | null;
  controller: GameController | null;
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
  /** The games, loaded (main.tsx: loadGames(GAMES)). */
  games: readonly GameEntry[];
  url?: UrlPort;
  storage?: KeyValueStore | null;
  scheduler?: Scheduler;
  randomSeed?: () => number;
}

export class AppHost {
  readonly games: readonly GameEntry[];
  private readonly url: UrlPort;
  private readonly storage: KeyValueStore | null;
  private readonly scheduler: Scheduler;
  private readonly randomSeed: () => number;
  private state!: HostState;
  private readonly listeners = new Set<() => void>();
  private readonly stopPopState: (() => void) | null;
  private pendingRecord: GameRecord | null = null;

  constructor(options: AppHostOptions) {
    this.games = options.games;
    this.url = options.url ?? browserUrl;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.scheduler = options.scheduler ?? browserScheduler;
    this.randomSeed = options.randomSeed ?? cryptoSeed;
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

  get modules() {
    return this.games.map((g) => g.module);
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

  /** Opens a loaded record: it becomes that game's autosave, then the URL for its seed and options. */
  openRecord(record: GameRecord): string | null {
    const entry = this.games.find((g) => g.module.id === record.game);
    if (!entry) return `This Sandtable does not know the game "${record.game}".`;
    // Best effort: the autosave lets a reload continue the loaded game; the record itself is
    // handed to the new controller directly.
    writeAutosave(this.storage, record);
    this.pendingRecord = record;
    const current = this.state.config;
    const sameGame = current.game === entry.module.id;
    const config: AppConfig = {
      ...current,
      game: entry.module.id,
      seed: record.seed,
      seedFromUrl: true,
      options: record.options,
      players: sameGame ? current.players : defaultPlayers(entry.module, current.mode),
    };
    this.navigate(toSearch(writeUrl(config, this.modules)));
    return null;
  }

  dispose(): void {
    this.stopPopState?.();
    this.state.controller?.dispose();
    this.listeners.clear();
  }

  private reload(): void {
    this.state.controller?.dispose();
    this.load();
    for (const listener of [...this.listeners]) listener();
  }

  private load(): void {
    const search = this.url.getSearch();
    const params = new URLSearchParams(search);
    const { config, messages } = parseUrl(params, this.modules, this.randomSeed);
    // `menu=1`: the start menu, its choices taken from the other parameters (a bookmarked setup).
    const entry = params.get('menu') === '1' ? null : (this.games.find((g) => g.module.id === config.game) ?? null);
    if (entry && !config.seedFromUrl) {
      // A missing (or bad) seed was drawn at random: write it into the URL so a reload keeps it.
      params.set('seed', String(config.seed));
      this.url.setSearch(toSearch(params), true);
      config.seedFromUrl = true;
    }
    const pending = this.pendingRecord;
    this.pendingRecord = null;
    const record = pending && entry && pending.game === entry.module.id && pending.seed === config.seed ? pending : undefined;
    let controller: GameController | null = null;
    const urlMessages = [...messages];
    if (entry) {
      try {
        controller = new GameController({
          module: entry.module,
          beats: entry.drawn.beats,
          config,
          ...(record ? { record } : {}),
          storage: this.storage,
          scheduler: this.scheduler,
          randomSeed: this.randomSeed,
          onConfigChange: (next) => this.onConfigChange(next),
        });
      } catch (error) {
        urlMessages.push(`${entry.module.title} could not start: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.state = { config, urlMessages, entry: controller ? entry : null, controller };
  }

  private onConfigChange(config: AppConfig): void {
    this.state = { ...this.state, config };
    this.url.setSearch(toSearch(writeUrl(config, this.modules)), true);
    for (const listener of [...this.listeners]) listener();
  }
}
