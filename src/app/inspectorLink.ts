// The inspector popped out into a window of its own (for a rules developer with two screens),
// kept on the same game. The two windows share nothing but messages on a BroadcastChannel (same
// origin), so either may reload, crash or close without taking the other with it:
// - the game window (InspectorLink) publishes what the inspector reads of the game on screen: the
//   record, the position shown, the log, time travel, replay, refusal and branch (plain data), and
//   carries out the window's commands (time travel, replay, resume a branch, import a record) on
//   its own GameController, so the popped-out timeline acts on the main game;
// - the inspector window (InspectorWindowClient) rebuilds the snapshot by replaying that record
//   from its seed (core/replay.ts, deterministic), incrementally as events are appended, and gives
//   the inspector the same InspectorControls the drawer gets (LinkedInspector).
// The window says hello every second; the game window returns the drawer when the window says
// bye, when it is seen closed, or when it has not been heard of for a few seconds. Framework-free.
import type { Actor, AnyStateMachine } from 'xstate';
import type { AnyGameModule } from '../core/module';
import type { GameRecord } from '../core/record';
import { sendRecordedEvent, startActor, type ModuleSnapshot } from '../core/replay';
import { serializeSave } from '../core/saveFile';
import type { InspectorControls, InspectorView } from '../ui/controller';
import { browserScheduler, type Scheduler } from './botDriver';
import type { GameController } from './gameController';
import { stableJson } from './url';

/**
 * What the inspector reads of the game on screen, as plain data (structured-clone safe): the
 * inspector view's plain fields, with the whole record in place of the snapshot (the window
 * replays it; the record includes events after the point shown while time travelling).
 */
export interface LinkedState extends Pick<InspectorView, 'position' | 'log' | 'logStart' | 'timeTravelling' | 'replay' | 'lastRefusal' | 'branch'> {
  game: string;
  record: GameRecord;
}

/** What the inspector window asks of the game window. */
export type LinkCommand =
  | { type: 'timeTravel'; position: number }
  | { type: 'returnToPresent' }
  | { type: 'resumeBranch' }
  | { type: 'startReplay' }
  | { type: 'stopReplay' }
  | { type: 'openRecord'; record: GameRecord }
  /** Back to the game window's drawer. */
  | { type: 'dock' }
  /** Close the inspector altogether. */
  | { type: 'close' };

/**
 * Every game-window message names the page it comes from (`instance`, new at each load), and the
 * window's messages name the instance they follow (null before the first state): a second game
 * window on the same link (a duplicated tab) is told apart and left alone.
 */
export type LinkMessage =
  /** The window is there (sent at start and every HEARTBEAT_MS); `seq` is the last state it has. */
  | { from: 'window'; kind: 'hello'; follows: string | null; seq: number }
  | { from: 'window'; kind: 'bye'; follows: string | null }
  | { from: 'window'; kind: 'command'; follows: string | null; command: LinkCommand }
  /** The game on screen (null: no game, e.g. the start menu). */
  | { from: 'game'; instance: string; kind: 'state'; seq: number; state: LinkedState | null }
  /** The inspector was closed in the game window: the window closes. */
  | { from: 'game'; instance: string; kind: 'close' }
  /** The game window is going away (closed or reloading). */
  | { from: 'game'; instance: string; kind: 'gone' }
  | { from: 'game'; instance: string; kind: 'notice'; level: 'error' | 'info'; text: string };

/** A fresh id for this page (an InspectorLink's instance). */
function pageId(): string {
  const buf = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buf);
  return `${buf[0]!.toString(36)}${buf[1]!.toString(36)}`;
}

/** One end of the link (a BroadcastChannel in the browser; tests use a fake bus). */
export interface LinkChannel {
  post(message: LinkMessage): void;
  listen(listener: (message: LinkMessage) => void): () => void;
  close(): void;
}

export const HEARTBEAT_MS = 1000;
/** Heartbeats missed before the game window takes the window for gone. */
export const MISSED_BEATS = 4;
/** At most this often the game window publishes a changing game (a bot game at instant speed). */
export const PUBLISH_MS = 120;

/** The channel's name for one game window's link id. */
export const channelName = (linkId: string) => `sandtable.inspector.${linkId}`;

/** A BroadcastChannel as a LinkChannel, or null where the browser has none. */
export function broadcastLink(linkId: string): LinkChannel | null {
  const BC = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof BC !== 'function') return null;
  const channel = new BC(channelName(linkId));
  const listeners = new Set<(m: LinkMessage) => void>();
  channel.onmessage = (e: MessageEvent) => {
    const m = e.data as LinkMessage;
    if (!m || typeof m !== 'object' || typeof (m as { kind?: unknown }).kind !== 'string') return;
    for (const l of [...listeners]) l(m);
  };
  return {
    post: (m) => {
      try {
        channel.postMessage(m);
      } catch {
        // A closed channel (the page is going away): nothing to do.
      }
    },
    listen: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}

const LINK_KEY = 'sandtable.inspectorLink';

/** This tab's link id: kept for the tab's life (sessionStorage), so a reloaded game window finds its inspector window again. */
export function tabLinkId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.sessionStorage ?? null): string {
  try {
    const known = storage?.getItem(LINK_KEY);
    if (known && /^[a-z0-9]{6,32}$/.test(known)) return known;
  } catch {
    // No storage: a fresh id for this page.
  }
  const id = pageId().slice(0, 12).padEnd(6, '0');
  try {
    storage?.setItem(LINK_KEY, id);
  } catch {
    // No storage.
  }
  return id;
}

/** The inspector window's URL: the game window's own, with inspector=window and the link id. */
export function inspectorWindowSearch(search: string, linkId: string): string {
  const params = new URLSearchParams(search);
  params.delete('menu');
  params.set('inspector', 'window');
  params.set('link', linkId);
  return `?${params.toString().replace(/%2C/gi, ',')}`;
}

/** What the game window needs of the app host. */
export interface LinkHostPort {
  subscribe(listener: () => void): () => void;
  getState(): { controller: GameController | null };
  openRecord(record: GameRecord): string | null;
}

interface WindowHandle {
  readonly closed: boolean;
  focus?(): void;
  close?(): void;
}

export interface InspectorLinkOptions {
  host: LinkHostPort;
  /** null where the browser cannot link two windows: no pop-out then. */
  channel: LinkChannel | null;
  linkId: string;
  scheduler?: Scheduler;
  /** Opens the inspector window (window.open by default); null when the browser blocked it. */
  openWindow?: (search: string, name: string) => WindowHandle | null;
  /** The game window's URL search (location.search by default). */
  search?: () => string;
  /** This page's id (random by default). */
  instance?: string;
}

export interface LinkStatus {
  /** Pop-out is possible here. */
  available: boolean;
  /** The inspector is in its own window (the drawer stays closed). */
  popped: boolean;
}

/** The game window's end: publishes the game on screen, runs the window's commands, knows whether the window is there. */
export class InspectorLink {
  private readonly host: LinkHostPort;
  private readonly channel: LinkChannel | null;
  readonly linkId: string;
  /** This page's id: the window follows one game window (see LinkMessage). */
  readonly instance: string;
  private readonly scheduler: Scheduler;
  private readonly openWindow: NonNullable<InspectorLinkOptions['openWindow']>;
  private readonly search: () => string;
  private status: LinkStatus;
  private readonly listeners = new Set<() => void>();
  private controller: GameController | null = null;
  private inspectorWasOpen = false;
  private unsubscribeController: (() => void) | null = null;
  private readonly unsubscribeHost: () => void;
  private readonly unlisten: (() => void) | null;
  private handle: WindowHandle | null = null;
  private missed = 0;
  private watchdog: unknown = null;
  private publishTimer: unknown = null;
  private seq = 0;
  private dirty = true;
  private disposed = false;

  constructor(options: InspectorLinkOptions) {
    this.host = options.host;
    this.channel = options.channel;
    this.linkId = options.linkId;
    this.instance = options.instance ?? pageId();
    this.scheduler = options.scheduler ?? browserScheduler;
    this.openWindow =
      options.openWindow ??
      ((search, name) => globalThis.open?.(`${globalThis.location.pathname}${search}`, name, 'popup=yes,width=1280,height=900') ?? null);
    this.search = options.search ?? (() => globalThis.location?.search ?? '');
    this.status = { available: this.channel !== null, popped: false };
    this.unlisten = this.channel?.listen((m) => this.onMessage(m)) ?? null;
    this.unsubscribeHost = this.host.subscribe(() => this.followController());
    this.followController();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = (): LinkStatus => this.status;

  /** Opens (or focuses) the inspector window; false (with a message) when the browser refused it. */
  popOut(): boolean {
    if (!this.channel || this.disposed) return false;
    const handle = this.openWindow(inspectorWindowSearch(this.search(), this.linkId), `sandtable-inspector-${this.linkId}`);
    if (!handle) {
      this.controller?.pushMessage('error', 'The browser blocked the inspector window: allow pop-ups for this page, or keep the inspector in its drawer.');
      return false;
    }
    this.handle = handle;
    handle.focus?.();
    this.controller?.setInspector(true);
    this.setPopped(true);
    return true;
  }

  /** The game window is going away: tell the inspector window (it waits for a new one). */
  pageHidden(): void {
    this.channel?.post({ from: 'game', instance: this.instance, kind: 'gone' });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopWatchdog();
    if (this.publishTimer !== null) this.scheduler.clearTimeout(this.publishTimer);
    this.unsubscribeController?.();
    this.unsubscribeHost();
    this.unlisten?.();
    this.listeners.clear();
  }

  // --- internals --------------------------------------------------------------------------

  private setPopped(popped: boolean): void {
    if (this.status.popped === popped) return;
    this.status = { ...this.status, popped };
    if (popped) {
      this.missed = 0;
      this.startWatchdog();
      this.dirty = true;
      this.publishSoon(true);
    } else {
      this.stopWatchdog();
      this.handle = null;
    }
    for (const l of [...this.listeners]) l();
  }

  private followController(): void {
    const controller = this.host.getState().controller;
    if (controller === this.controller) return;
    this.unsubscribeController?.();
    this.controller = controller;
    this.unsubscribeController = controller?.subscribe(() => this.onControllerChange()) ?? null;
    // A new game (New game, Load, the menu's Start) while the inspector is in its window: it stays there.
    if (controller && this.status.popped && !controller.getView().config.inspector) controller.setInspector(true);
    this.inspectorWasOpen = controller?.getView().config.inspector ?? false;
    this.dirty = true;
    this.publishSoon(true);
  }

  private onControllerChange(): void {
    const controller = this.controller;
    if (!controller) return;
    const open = controller.getView().config.inspector;
    // Closed in the game window (its button or `i`) while popped out: the window closes too.
    if (this.inspectorWasOpen && !open && this.status.popped) {
      this.channel?.post({ from: 'game', instance: this.instance, kind: 'close' });
      this.setPopped(false);
    }
    this.inspectorWasOpen = open;
    this.dirty = true;
    this.publishSoon(false);
  }

  /**
   * Publishes the game now (a new window, a new game), or PUBLISH_MS after a change: changes in
   * between go out together (a bot game at instant speed changes hundreds of times a second).
   */
  private publishSoon(now: boolean): void {
    if (!this.channel || !this.status.popped || this.disposed) return;
    if (now) {
      if (this.publishTimer !== null) this.scheduler.clearTimeout(this.publishTimer);
      this.publishTimer = null;
      this.publish();
      return;
    }
    if (this.publishTimer !== null) return;
    this.publishTimer = this.scheduler.setTimeout(() => {
      this.publishTimer = null;
      this.publish();
    }, PUBLISH_MS);
  }

  private publish(): void {
    if (!this.channel || this.disposed) return;
    if (this.dirty) this.seq++;
    this.dirty = false;
    this.channel.post({ from: 'game', instance: this.instance, kind: 'state', seq: this.seq, state: this.controller ? linkedState(this.controller) : null });
  }

  private onMessage(m: LinkMessage): void {
    if (m.from !== 'window' || this.disposed) return;
    if (m.follows !== null && m.follows !== this.instance) {
      // The window follows another game window (a duplicated tab on the same link): not ours.
      if (this.status.popped && !this.handle) this.setPopped(false);
      return;
    }
    this.missed = 0;
    if (m.kind === 'hello') {
      // A window that is there (after a reload of either window too): the inspector lives there.
      if (!this.status.popped) {
        this.controller?.setInspector(true);
        this.setPopped(true);
      } else if (m.seq !== this.seq || this.dirty) {
        this.dirty = this.dirty || m.seq !== this.seq;
        this.publishSoon(true);
      }
      return;
    }
    if (m.kind === 'bye') {
      // Closed, or reloading: a closed handle says which; without one the heartbeats will.
      if (this.handle?.closed) this.setPopped(false);
      else this.missed = this.handle ? 0 : MISSED_BEATS - 2;
      return;
    }
    this.run(m.command);
  }

  private run(command: LinkCommand): void {
    const controller = this.controller;
    const notice = (level: 'error' | 'info', text: string) => this.channel?.post({ from: 'game', instance: this.instance, kind: 'notice', level, text });
    switch (command.type) {
      case 'dock':
        this.setPopped(false);
        return;
      case 'close':
        this.setPopped(false);
        controller?.setInspector(false);
        return;
      case 'openRecord': {
        const error = this.host.openRecord(command.record);
        if (error) return notice('error', error);
        this.host.getState().controller?.startReplay();
        return;
      }
    }
    if (!controller) return notice('error', 'No game is on screen in the game window.');
    switch (command.type) {
      case 'timeTravel': {
        const error = controller.timeTravel(command.position);
        if (error) {
          controller.pushMessage('error', error);
          notice('error', error);
        }
        return;
      }
      case 'returnToPresent':
        return controller.returnToPresent();
      case 'resumeBranch':
        if (!controller.resumeBranch()) notice('error', 'Resuming needs an earlier point of the game on screen.');
        return;
      case 'startReplay':
        return controller.startReplay();
      case 'stopReplay':
        return controller.stopReplay();
    }
  }

  private startWatchdog(): void {
    if (this.watchdog !== null) return;
    const beat = () => {
      this.watchdog = this.scheduler.setTimeout(beat, HEARTBEAT_MS);
      this.missed++;
      if (this.handle?.closed || this.missed >= MISSED_BEATS) this.setPopped(false);
    };
    this.watchdog = this.scheduler.setTimeout(beat, HEARTBEAT_MS);
  }

  private stopWatchdog(): void {
    if (this.watchdog !== null) this.scheduler.clearTimeout(this.watchdog);
    this.watchdog = null;
  }
}

/** What the inspector reads of a controller, as plain data. */
export function linkedState(controller: GameController): LinkedState {
  const view = controller.getView();
  return {
    game: controller.module.id,
    record: controller.currentSession.record,
    position: view.position,
    log: view.log,
    logStart: view.logStart,
    timeTravelling: view.timeTravelling,
    replay: view.replay,
    lastRefusal: view.lastRefusal,
    branch: view.branch,
  };
}

// --- the inspector window ----------------------------------------------------------------------

/** The game as the inspector window sees it: the drawer's InspectorControls, over the link. */
export class LinkedInspector implements InspectorControls {
  readonly module: AnyGameModule;
  private state: LinkedState;
  private actor: Actor<AnyStateMachine> | null = null;
  private applied = 0;
  private appliedJson: string[] = [];
  private header = '';
  private view!: InspectorView;
  private readonly listeners = new Set<() => void>();
  private readonly send: (command: LinkCommand) => void;
  private readonly notify: (kind: 'error' | 'info', text: string) => void;

  constructor(module: AnyGameModule, state: LinkedState, send: (command: LinkCommand) => void, notify: (kind: 'error' | 'info', text: string) => void) {
    this.module = module;
    this.state = state;
    this.send = send;
    this.notify = notify;
    this.apply(state);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getView = (): InspectorView => this.view;

  get currentSession(): { readonly record: GameRecord } {
    return { record: this.state.record };
  }

  /** Follows a new state of the game window: replays only what is new when the record grew. */
  apply(state: LinkedState): void {
    const record = state.record;
    const header = `${record.game}|${record.rulesVersion}|${record.seed}|${stableJson(record.options)}`;
    const target = Math.max(0, Math.min(state.position, record.events.length));
    let keep = this.actor !== null && header === this.header && target >= this.applied;
    for (let i = 0; keep && i < this.applied; i++) if (JSON.stringify(record.events[i]) !== this.appliedJson[i]) keep = false;
    if (!keep) {
      this.actor?.stop();
      this.actor = startActor(this.module, record);
      this.applied = 0;
      this.appliedJson = [];
      this.header = header;
    }
    const actor = this.actor!;
    for (; this.applied < target; this.applied++) {
      const event = record.events[this.applied]!;
      sendRecordedEvent(this.module, actor, event, this.applied);
      this.appliedJson.push(JSON.stringify(event));
    }
    this.state = state;
    this.view = {
      snapshot: actor.getSnapshot() as ModuleSnapshot<AnyGameModule>,
      config: { seed: record.seed, options: record.options },
      position: target,
      length: record.events.length,
      log: state.log,
      logStart: state.logStart,
      timeTravelling: state.timeTravelling,
      replay: state.replay,
      lastRefusal: state.lastRefusal,
      branch: state.branch,
    };
    for (const l of [...this.listeners]) l();
  }

  timeTravel(position: number): string | null {
    this.send({ type: 'timeTravel', position });
    return null;
  }

  returnToPresent(): void {
    this.send({ type: 'returnToPresent' });
  }

  resumeBranch(): boolean {
    this.send({ type: 'resumeBranch' });
    return this.state.timeTravelling;
  }

  startReplay(): void {
    this.send({ type: 'startReplay' });
  }

  stopReplay(): void {
    this.send({ type: 'stopReplay' });
  }

  saveFile(now: Date = new Date()): { name: string; text: string } {
    const record = this.state.record;
    const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return { name: `sandtable-${record.game}-seed${record.seed}-${stamp}.json`, text: serializeSave(record, now) };
  }

  pushMessage(kind: 'error' | 'info', text: string): void {
    this.notify(kind, text);
  }

  dispose(): void {
    this.actor?.stop();
    this.actor = null;
    this.listeners.clear();
  }
}

export interface WindowStatus {
  /** waiting: no word from the game window yet; live: following it; gone: it closed or is reloading. */
  connection: 'waiting' | 'live' | 'gone';
  /** The game on screen there (null: none, or not heard of yet). */
  controls: LinkedInspector | null;
  /** The last notice from the game window or the inspector (an error of a command). */
  notice: { level: 'error' | 'info'; text: string } | null;
  /** The game window's game could not be followed here. */
  error: string | null;
  /** The window is closing: the inspector went back to the drawer ('dock') or was closed ('close'). */
  closing: false | 'dock' | 'close';
}

export interface InspectorWindowOptions {
  modules: readonly AnyGameModule[];
  channel: LinkChannel;
  scheduler?: Scheduler;
  /** Closes this window (window.close in the browser). */
  closeWindow: () => void;
}

/** The inspector window's end of the link: says hello, follows the game window's state, sends commands. */
export class InspectorWindowClient {
  private readonly modules: readonly AnyGameModule[];
  private readonly channel: LinkChannel;
  private readonly scheduler: Scheduler;
  private readonly closeWindow: () => void;
  private status: WindowStatus = { connection: 'waiting', controls: null, notice: null, error: null, closing: false };
  private readonly listeners = new Set<() => void>();
  private readonly unlisten: () => void;
  private seq = -1;
  /** The game window followed (its instance), and heartbeats since it was last heard of. */
  private follows: string | null = null;
  private silent = 0;
  private timer: unknown = null;
  private disposed = false;

  constructor(options: InspectorWindowOptions) {
    this.modules = options.modules;
    this.channel = options.channel;
    this.scheduler = options.scheduler ?? browserScheduler;
    this.closeWindow = options.closeWindow;
    this.unlisten = this.channel.listen((m) => this.onMessage(m));
    const beat = () => {
      if (this.disposed) return;
      this.silent++;
      this.channel.post({ from: 'window', kind: 'hello', follows: this.followable(), seq: this.seq });
      this.timer = this.scheduler.setTimeout(beat, HEARTBEAT_MS);
    };
    beat();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = (): WindowStatus => this.status;

  command(command: LinkCommand): void {
    this.channel.post({ from: 'window', kind: 'command', follows: this.follows, command });
  }

  /** The game window followed; null (any game window may answer) once it has been silent too long or said it went. */
  private followable(): string | null {
    if (this.status.connection === 'gone' || this.silent > MISSED_BEATS) return null;
    return this.follows;
  }

  /** Gives the inspector back to the game window's drawer and closes this window. */
  dock(): void {
    this.command({ type: 'dock' });
    this.shut('dock');
  }

  /** Closes the inspector (in both windows). */
  close(): void {
    this.command({ type: 'close' });
    this.shut('close');
  }

  /** This window is going away (pagehide). */
  pageHidden(): void {
    if (!this.status.closing) this.channel.post({ from: 'window', kind: 'bye', follows: this.follows });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.unlisten();
    this.status.controls?.dispose();
    this.listeners.clear();
  }

  /** Stops saying hello (so the game window does not take the inspector back here) and closes. */
  private shut(why: 'dock' | 'close'): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.disposed = true;
    this.set({ closing: why });
    this.closeWindow();
  }

  private set(patch: Partial<WindowStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const l of [...this.listeners]) l();
  }

  private onMessage(m: LinkMessage): void {
    if (m.from !== 'game' || this.disposed) return;
    if (m.instance !== this.follows) {
      // Another game window: taken up only in a state message, and only when the one followed is
      // gone (or was never heard of).
      if (m.kind !== 'state' || (this.follows !== null && this.followable() !== null)) return;
      this.follows = m.instance;
      this.seq = -1;
    }
    this.silent = 0;
    switch (m.kind) {
      case 'state':
        this.seq = m.seq;
        return this.follow(m.state);
      case 'gone':
        return this.set({ connection: 'gone' });
      case 'close':
        return this.shut('close');
      case 'notice':
        return this.set({ notice: { level: m.level, text: m.text } });
    }
  }

  private follow(state: LinkedState | null): void {
    const current = this.status.controls;
    if (!state) {
      current?.dispose();
      return this.set({ connection: 'live', controls: null, error: null });
    }
    const module = this.modules.find((m) => m.id === state.game);
    if (!module) return this.set({ connection: 'live', error: `This build does not know the game "${state.game}".` });
    try {
      if (current && current.module === module) {
        current.apply(state);
        if (this.status.connection !== 'live' || this.status.error) this.set({ connection: 'live', error: null });
        return;
      }
      current?.dispose();
      const controls = new LinkedInspector(module, state, (c) => this.command(c), (level, text) => this.set({ notice: { level, text } }));
      this.set({ connection: 'live', controls, error: null });
    } catch (e) {
      this.set({ connection: 'live', error: `The inspector window could not follow the game: ${e instanceof Error ? e.message : String(e)}` });
    }
  }
}
