// The inspector popped out into its own window (src/app/inspectorLink.ts), with the two windows
// joined by a fake BroadcastChannel (messages are structured-cloned and delivered later, as the
// browser does): the window follows the game window's moves (its snapshot rebuilt from the record
// equals the game's), its timeline acts on the main game (time travel, present, replay), an import
// opens the record there, closing it returns the drawer (by "Back to the table", by closing the
// window, or by silence), closing the inspector in the game window closes the window, a reloaded
// game window is found again, and a second game window on the same link is left alone.
import { describe, expect, it } from 'vitest';
import { blbModule, type BlbEvent } from '../../machines/blb/index';
import type { Scheduler } from '../../src/app/botDriver';
import { GameController } from '../../src/app/gameController';
import {
  HEARTBEAT_MS,
  InspectorLink,
  InspectorWindowClient,
  inspectorWindowSearch,
  MISSED_BEATS,
  PUBLISH_MS,
  type LinkChannel,
  type LinkMessage,
} from '../../src/app/inspectorLink';
import { inspectorWindowLink, parseUrl } from '../../src/app/url';
import { activeStatePaths } from '../../src/core/chartGraph';
import type { GameRecord } from '../../src/core/record';
import { replay } from '../../src/core/replay';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';

/** A fake clock: tasks run when the test advances time. */
function clock() {
  let now = 0;
  let id = 1;
  const tasks = new Map<number, { at: number; fn: () => void }>();
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      tasks.set(id, { at: now + ms, fn });
      return id++;
    },
    clearTimeout: (h) => void tasks.delete(h as number),
  };
  /** Runs every task due within `ms`, in time order. */
  const advance = (ms: number, between: () => void) => {
    const end = now + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | null = null;
      for (const t of tasks) if (t[1].at <= end && (!next || t[1].at < next[1].at)) next = t;
      if (!next) break;
      tasks.delete(next[0]);
      now = next[1].at;
      next[1].fn();
      between();
    }
    now = end;
  };
  return { scheduler, advance };
}

/** A fake BroadcastChannel: a message reaches every other end, cloned, when the bus is flushed. */
function bus() {
  const ends: { listeners: Set<(m: LinkMessage) => void>; closed: boolean }[] = [];
  const queue: (() => void)[] = [];
  const log: LinkMessage[] = [];
  const channel = (): LinkChannel => {
    const end = { listeners: new Set<(m: LinkMessage) => void>(), closed: false };
    ends.push(end);
    return {
      post: (m) => {
        if (end.closed) return;
        const copy = structuredClone(m);
        log.push(copy);
        for (const other of ends) if (other !== end) queue.push(() => !other.closed && other.listeners.forEach((l) => l(structuredClone(copy))));
      },
      listen: (l) => {
        end.listeners.add(l);
        return () => void end.listeners.delete(l);
      },
      close: () => {
        end.closed = true;
      },
    };
  };
  const flush = () => {
    for (let n = 0; queue.length > 0 && n < 10_000; n++) queue.shift()!();
  };
  return { channel, flush, log };
}

/** The app host as the link sees it: one controller at a time; openRecord starts a new one. */
function fakeHost(scheduler: Scheduler, search = '?game=blb&players=human,human&seed=3&inspector=1') {
  const listeners = new Set<() => void>();
  const make = (record?: GameRecord) =>
    new GameController({
      module: blbModule,
      beats: BLB_BEAT_CATALOGUE,
      config: parseUrl(new URLSearchParams(search), [blbModule]).config,
     
      scheduler,
      ...(record ? { record } : {}),
    });
  const state = { controller: make() as GameController | null };
  return {
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    getState: () => state,
    openRecord: (record: GameRecord) => {
      state.controller?.dispose();
      state.controller = make(record);
      for (const l of [...listeners]) l();
      return null;
    },
    get controller() {
      return state.controller!;
    },
    replace(controller: GameController | null) {
      state.controller = controller;
      for (const l of [...listeners]) l();
    },
    make,
  };
}

/** Plays `n` human decisions in the game window: end movement when offered, else the first legal event. */
function play(c: GameController, n: number): void {
  for (let i = 0; i < n; i++) {
    const legal = c.currentSession.legal() as BlbEvent[];
    expect(c.send(legal.find((e) => e.type === 'endMovement') ?? legal[0]!)).toEqual({ ok: true });
  }
}

const lit = (snapshot: unknown) => [...activeStatePaths(snapshot as never)].sort();

function setup() {
  const time = clock();
  const b = bus();
  const host = fakeHost(time.scheduler);
  const opened: { search: string; name: string; handle: { closed: boolean; focus(): void } }[] = [];
  const link = new InspectorLink({
    host,
    channel: b.channel(),
    linkId: 'abc123',
    scheduler: time.scheduler,
    search: () => '?game=blb&players=human,human&seed=3&inspector=1',
    openWindow: (search, name) => {
      const handle = { closed: false, focus: () => undefined };
      opened.push({ search, name, handle });
      return handle;
    },
  });
  let closes = 0;
  const openClient = () =>
    new InspectorWindowClient({ modules: [blbModule], channel: b.channel(), scheduler: time.scheduler, closeWindow: () => void closes++ });
  const settle = (ms = 0) => {
    b.flush();
    time.advance(ms, b.flush);
    b.flush();
  };
  return { time, b, host, link, opened, openClient, settle, closes: () => closes };
}

describe('the inspector in its own window, kept on the game', () => {
  it('pop out opens the same game URL with inspector=window and the link; the window follows the moves made in the game window', () => {
    const t = setup();
    expect(t.link.getStatus()).toEqual({ available: true, popped: false });
    play(t.host.controller, 2);
    expect(t.link.popOut()).toBe(true);
    expect(t.opened).toHaveLength(1);
    const params = new URLSearchParams(t.opened[0]!.search);
    expect(params.get('game')).toBe('blb');
    expect(params.get('seed')).toBe('3');
    expect(inspectorWindowLink(params)).toBe('abc123');
    expect(t.opened[0]!.search).toBe(inspectorWindowSearch('?game=blb&players=human,human&seed=3&inspector=1', 'abc123'));
    // The drawer closes while the window is there; the inspector stays open (the URL keeps it).
    expect(t.link.getStatus().popped).toBe(true);
    expect(t.host.controller.getView().config.inspector).toBe(true);

    const client = t.openClient();
    expect(client.getStatus().connection).toBe('waiting');
    t.settle();
    const controls = client.getStatus().controls!;
    expect(controls).not.toBeNull();
    expect(client.getStatus().connection).toBe('live');
    expect(controls.module).toBe(blbModule);
    const same = () => {
      const main = t.host.controller.getView();
      const there = controls.getView();
      expect(there.position).toBe(main.position);
      expect(there.length).toBe(main.length);
      expect(there.log.map((e) => e.label)).toEqual(main.log.map((e) => e.label));
      expect(lit(there.snapshot)).toEqual(lit(main.snapshot));
      expect(there.snapshot.context).toEqual(main.snapshot.context);
      expect(there.timeTravelling).toBe(main.timeTravelling);
    };
    same();
    expect(controls.getView().position).toBe(2);

    // Moves in the game window reach the window (together, at most PUBLISH_MS later).
    play(t.host.controller, 3);
    t.settle(PUBLISH_MS);
    same();
    expect(controls.getView().position).toBe(5);
    // Undo shortens the record: the window rebuilds from the seed.
    expect(t.host.controller.undo()).toBe(true);
    t.settle(PUBLISH_MS);
    same();
    play(t.host.controller, 2);
    t.settle(PUBLISH_MS);
    same();
    // The export in the window is the game window's record.
    expect(JSON.parse(controls.saveFile().text).record).toEqual(t.host.controller.currentSession.record);
    client.dispose();
    t.link.dispose();
  });

  it("the window's timeline acts on the main game: time travel, back to the present, replay, resume as a branch", () => {
    const t = setup();
    play(t.host.controller, 4);
    t.link.popOut();
    const client = t.openClient();
    t.settle();
    const controls = client.getStatus().controls!;

    expect(controls.timeTravel(1)).toBeNull();
    t.settle(PUBLISH_MS);
    const main = t.host.controller.getView();
    expect(main.timeTravelling).toBe(true);
    expect(main.position).toBe(1);
    expect(controls.getView().timeTravelling).toBe(true);
    expect(controls.getView().position).toBe(1);
    const { actor, snapshot } = replay(blbModule, t.host.controller.currentSession.record, { upTo: 1 });
    actor.stop();
    expect(lit(controls.getView().snapshot)).toEqual(lit(snapshot));
    expect(controls.getView().snapshot.context).toEqual(snapshot.context);

    controls.returnToPresent();
    t.settle(PUBLISH_MS);
    expect(t.host.controller.getView().timeTravelling).toBe(false);
    expect(controls.getView().position).toBe(4);

    // A bad jump is refused in the game window and said in both.
    controls.timeTravel(99);
    t.settle(PUBLISH_MS);
    expect(client.getStatus().notice?.level).toBe('error');
    expect(t.host.controller.getView().messages.some((m) => m.text === client.getStatus().notice?.text)).toBe(true);

    // Replay from the seed runs in the game window; the window shows its progress.
    controls.startReplay();
    t.settle(PUBLISH_MS);
    expect(t.host.controller.getView().replay).not.toBeNull();
    expect(controls.getView().replay).toEqual(t.host.controller.getView().replay);
    t.settle(3000);
    expect(controls.getView().replay?.at ?? 4).toBe(t.host.controller.getView().replay?.at ?? 4);
    controls.stopReplay();
    t.settle(PUBLISH_MS);
    expect(t.host.controller.getView().replay).toBeNull();
    expect(controls.getView().replay).toBeNull();

    // Resume from an earlier point: a debugging branch in the main game's record.
    controls.timeTravel(2);
    t.settle(PUBLISH_MS);
    controls.resumeBranch();
    t.settle(PUBLISH_MS);
    expect(t.host.controller.getView().branch?.fromIndex).toBe(2);
    expect(controls.getView().branch?.fromIndex).toBe(2);
    expect(controls.getView().length).toBe(2);
    client.dispose();
    t.link.dispose();
  });

  it('an import in the window opens the record in the game window, replayed; the window follows the new game', () => {
    const t = setup();
    t.link.popOut();
    const client = t.openClient();
    t.settle();
    const other = t.host.make();
    play(other, 3);
    const record = other.currentSession.record;
    other.dispose();
    client.command({ type: 'openRecord', record });
    t.settle(PUBLISH_MS);
    expect(t.host.controller.currentSession.record.events).toEqual(record.events);
    expect(t.host.controller.getView().replay).not.toBeNull();
    // The new game keeps the inspector in its window.
    expect(t.host.controller.getView().config.inspector).toBe(true);
    expect(t.link.getStatus().popped).toBe(true);
    expect(client.getStatus().controls!.getView().length).toBe(3);
    client.dispose();
    t.link.dispose();
  });

  it('closing it returns the drawer: "Back to the table", a closed window, or a silent one', () => {
    // Back to the table.
    let t = setup();
    t.link.popOut();
    let client = t.openClient();
    t.settle();
    client.dock();
    t.settle();
    expect(t.closes()).toBe(1);
    expect(t.link.getStatus().popped).toBe(false);
    expect(t.host.controller.getView().config.inspector).toBe(true);
    // The docked window says no more hellos: the drawer stays.
    t.settle(HEARTBEAT_MS * 3);
    expect(t.link.getStatus().popped).toBe(false);
    t.link.dispose();

    // The window closed by its own close box: it says bye and its handle is closed.
    t = setup();
    t.link.popOut();
    client = t.openClient();
    t.settle();
    t.opened[0]!.handle.closed = true;
    client.pageHidden();
    client.dispose();
    t.settle();
    expect(t.link.getStatus().popped).toBe(false);
    t.link.dispose();

    // A window that crashed: no bye, no hello; after MISSED_BEATS heartbeats the drawer is back.
    t = setup();
    t.link.popOut();
    client = t.openClient();
    t.settle(HEARTBEAT_MS * 3);
    expect(t.link.getStatus().popped).toBe(true);
    client.dispose();
    t.settle(HEARTBEAT_MS * (MISSED_BEATS + 1));
    expect(t.link.getStatus().popped).toBe(false);
    expect(t.host.controller.getView().config.inspector).toBe(true);
    t.link.dispose();
  });

  it('closing the inspector in the game window closes the window; closing it in the window closes it in both', () => {
    let t = setup();
    t.link.popOut();
    let client = t.openClient();
    t.settle();
    t.host.controller.setInspector(false);
    t.settle();
    expect(t.closes()).toBe(1);
    expect(client.getStatus().closing).toBe('close');
    expect(t.link.getStatus().popped).toBe(false);
    t.settle(HEARTBEAT_MS * 3);
    expect(t.link.getStatus().popped).toBe(false);
    expect(t.host.controller.getView().config.inspector).toBe(false);
    t.link.dispose();

    t = setup();
    t.link.popOut();
    client = t.openClient();
    t.settle();
    client.close();
    t.settle();
    expect(t.closes()).toBe(1);
    expect(t.link.getStatus().popped).toBe(false);
    expect(t.host.controller.getView().config.inspector).toBe(false);
    t.link.dispose();
  });

  it('a reloaded game window finds its window again; a second game window on the same link is left alone', () => {
    const t = setup();
    play(t.host.controller, 2);
    t.link.popOut();
    const client = t.openClient();
    t.settle();
    const first = t.link.instance;
    // The game window reloads: the old page says it is going, a new page (same link id) starts.
    t.link.pageHidden();
    t.link.dispose();
    t.settle();
    expect(client.getStatus().connection).toBe('gone');
    const reloaded = new InspectorLink({ host: t.host, channel: t.b.channel(), linkId: 'abc123', scheduler: t.time.scheduler, openWindow: () => null, search: () => '' });
    expect(reloaded.instance).not.toBe(first);
    expect(reloaded.getStatus().popped).toBe(false);
    t.settle(HEARTBEAT_MS);
    // The window's hello found it: the drawer stays closed there, the window follows it.
    expect(reloaded.getStatus().popped).toBe(true);
    expect(client.getStatus().connection).toBe('live');
    play(t.host.controller, 1);
    t.settle(PUBLISH_MS);
    expect(client.getStatus().controls!.getView().position).toBe(3);

    // A duplicated tab on the same link: it answers the window once, then lets it be.
    const otherHost = fakeHost(t.time.scheduler);
    const duplicate = new InspectorLink({ host: otherHost, channel: t.b.channel(), linkId: 'abc123', scheduler: t.time.scheduler, openWindow: () => null, search: () => '' });
    t.settle(HEARTBEAT_MS * 2);
    expect(duplicate.getStatus().popped).toBe(false);
    expect(reloaded.getStatus().popped).toBe(true);
    play(otherHost.controller, 4);
    t.settle(HEARTBEAT_MS);
    expect(client.getStatus().controls!.getView().position).toBe(3);
    // A command from the window reaches only the game window it follows.
    client.getStatus().controls!.timeTravel(1);
    t.settle(PUBLISH_MS);
    expect(t.host.controller.getView().timeTravelling).toBe(true);
    expect(otherHost.controller.getView().timeTravelling).toBe(false);
    client.dispose();
    reloaded.dispose();
    duplicate.dispose();
  });

  it('the menu (no game) and a new game: the window says so, then follows the new game', () => {
    const t = setup();
    t.link.popOut();
    const client = t.openClient();
    t.settle();
    const old = t.host.controller;
    t.host.replace(null);
    old.dispose();
    t.settle();
    expect(client.getStatus().controls).toBeNull();
    expect(client.getStatus().connection).toBe('live');
    // Started from the menu without inspector=1: the inspector stays in its window.
    const fresh = fakeHost(t.time.scheduler, '?game=blb&players=human,human&seed=9').controller;
    expect(fresh.getView().config.inspector).toBe(false);
    t.host.replace(fresh);
    t.settle();
    expect(fresh.getView().config.inspector).toBe(true);
    expect(client.getStatus().controls!.getView().config.seed).toBe(9);
    client.dispose();
    t.link.dispose();
  });

  it('without a channel there is no pop-out; a blocked pop-up says so and keeps the drawer', () => {
    const time = clock();
    const host = fakeHost(time.scheduler);
    const none = new InspectorLink({ host, channel: null, linkId: 'abc123', scheduler: time.scheduler });
    expect(none.getStatus()).toEqual({ available: false, popped: false });
    expect(none.popOut()).toBe(false);
    none.dispose();
    const b = bus();
    const blocked = new InspectorLink({ host, channel: b.channel(), linkId: 'abc123', scheduler: time.scheduler, openWindow: () => null, search: () => '' });
    expect(blocked.popOut()).toBe(false);
    expect(blocked.getStatus().popped).toBe(false);
    expect(host.controller.getView().messages.at(-1)?.text).toMatch(/blocked the inspector window/);
    blocked.dispose();
  });
});
