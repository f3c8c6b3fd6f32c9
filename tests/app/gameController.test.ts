// The game controller (framework-free): the log follows sends, undo takes back a human
// decision with the bot replies after it, the autosave is written on change, and a refused
// event while viewing the past leaves the log whole.
import { describe, expect, it } from 'vitest';
import { blbModule, type BlbEvent } from '../../machines/blb/index';
import type { Scheduler } from '../../src/app/botDriver';
import { GameController } from '../../src/app/gameController';
import { memorySavedGames, type SavedGameStore } from '../../src/app/savedGames';
import { parseUrl } from '../../src/app/url';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';


function queue(): Scheduler & { run: () => boolean } {
  const tasks = new Map<number, () => void>();
  let nextId = 1;
  return {
    setTimeout: (fn) => {
      tasks.set(nextId, fn);
      return nextId++;
    },
    clearTimeout: (handle) => void tasks.delete(handle as number),
    run: () => {
      const first = tasks.entries().next();
      if (first.done) return false;
      tasks.delete(first.value[0]);
      first.value[1]();
      return true;
    },
  };
}

let ids = 0;
const controllerFor = (search: string, store: SavedGameStore = memorySavedGames(), scheduler: Scheduler = queue()) =>
  new GameController({
    module: blbModule,
    beats: BLB_BEAT_CATALOGUE,
    config: parseUrl(new URLSearchParams(search), [blbModule]).config,
    saving: { store, claims: null, newId: () => `game${++ids}x`, opened: { id: 'first1', revision: 0 } },
    scheduler,
  });

describe('GameController', () => {
  it('logs each event with its label and side, and saves the game on change only', async () => {
    const store = memorySavedGames();
    const c = controllerFor('?game=blb&players=human,human&seed=3', store);
    await c.savedIdle();
    expect(store.games.size).toBe(0);
    expect(c.getView().saved).toMatchObject({ id: 'first1', status: { kind: 'unsaved' } });
    const event = c.currentSession.legal()[0]! as BlbEvent;
    const label = blbModule.labelEvent(c.currentSession.snapshot, event);
    expect(c.send(event)).toEqual({ ok: true });
    // Chosen in the Special German Cavalry Phase before Game Turn 1; what happened is the move's outcome.
    const [entry] = c.getView().log;
    expect(c.getView().log).toHaveLength(1);
    expect(entry).toMatchObject({ label, side: 'german', turn: 0, phase: 'Special German Cavalry Phase' });
    expect(entry!.outcome.length).toBeGreaterThan(0);
    expect(entry!.outcome[0]).toMatch(/moved .* → /);
    await c.savedIdle();
    const saved = store.games.get('first1')!;
    expect(saved.record.events).toEqual([event]);
    expect(saved).toMatchObject({ game: 'blb', revision: 1, name: 'Brave Little Belgium, seed 3' });
    expect(saved.summary).toMatchObject({ players: ['human', 'human'], mode: 'play', events: 1, turn: 0, result: null });
    expect(c.getView().saved!.status).toEqual({ kind: 'saved', events: 1 });
    // New game: another saved game; the first stays as it was.
    c.newGame();
    const second = c.getView().saved!.id;
    expect(second).not.toBe('first1');
    expect(c.getView().config.saved).toBe(second);
    c.send(c.currentSession.legal()[0]!);
    await c.savedIdle();
    expect([...store.games.keys()].sort()).toEqual([second, 'first1'].sort());
    expect(store.games.get('first1')!.record.events).toEqual([event]);
    c.dispose();
  });

  it('undo takes back the human decision together with the bot replies after it', () => {
    const scheduler = queue();
    const c = controllerFor('?game=blb&players=human,smart&seed=3&speed=fast', memorySavedGames(), scheduler);
    const s = c.currentSession;
    let checked = false;
    for (let guard = 0; guard < 1000 && !checked && !s.result(); guard++) {
      if (c.getView().thinkingSide) {
        scheduler.run();
        continue;
      }
      const legal = s.legal().filter((e) => e.side === 'german');
      const before = s.length;
      const randomnessBefore = blbModule.randomness(s.snapshot);
      c.send(legal.find((e) => e.type === 'endMovement' || e.type === 'pass') ?? legal[0]!);
      while (c.getView().thinkingSide && scheduler.run());
      const replies = c.getView().log.slice(before + 1);
      // A German decision answered by Entente bot events, with no die or draw among them.
      if (replies.length > 0 && replies.every((e) => e.side === 'entente') && blbModule.randomness(s.snapshot) === randomnessBefore) {
        expect(c.getView().canUndo).toBe(true);
        expect(c.undo()).toBe(true);
        expect(s.length).toBe(before);
        expect(c.getView().log).toHaveLength(before);
        checked = true;
      }
    }
    expect(checked).toBe(true);
    c.dispose();
  });

  it('a send while viewing an earlier point is refused and keeps the log whole', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=3');
    const s = c.currentSession;
    for (let i = 0; i < 3; i++) c.send(s.legal()[0]!);
    s.jumpTo(1);
    const result = c.send(s.legal()[0] ?? { type: 'pass', side: 'german' });
    expect(result.ok).toBe(false);
    expect(c.getView().log).toHaveLength(3);
    expect(c.getView().messages.at(-1)!.text).toMatch(/Refused: You are viewing an earlier point/);
    c.dispose();
  });

  it('next: skips the animation on screen and has the waiting bot decide at once, without its delay', () => {
    const scheduler = queue();
    const c = controllerFor('?game=blb&players=smart,human&seed=3&speed=slow', memorySavedGames(), scheduler);
    const release = c.animation.attachDriver();
    expect(c.getView().thinkingSide).toBe('german');
    expect(c.getView().log).toHaveLength(0);
    // Its delay is still pending on the scheduler: next does not wait for it.
    c.next();
    expect(c.getView().log).toHaveLength(1);
    expect(c.getView().log[0]!.side).toBe('german');
    // What the bot's move emitted is being shown; the next press finishes it and decides again.
    expect(c.animation.isIdle()).toBe(false);
    c.next();
    expect(c.getView().log).toHaveLength(2);
    release();
    c.dispose();
  });

  it('next on a human turn only finishes the animation (no event is sent)', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=3&speed=slow');
    const release = c.animation.attachDriver();
    const s = c.currentSession;
    for (let i = 0; i < 6 && c.animation.isIdle(); i++) c.send(s.legal()[0]!);
    expect(c.animation.isIdle()).toBe(false);
    const length = s.length;
    c.next();
    expect(c.animation.isIdle()).toBe(true);
    expect(s.length).toBe(length);
    release();
    c.dispose();
  });

  it('feeds what the machine emits into its animation queue; undo clears it; speed follows', () => {
    const c = controllerFor('?game=blb&players=human,human&seed=3&speed=normal');
    const release = c.animation.attachDriver();
    const seen: string[] = [];
    c.animation.subscribe((e) => {
      if (e.type === 'enqueue') seen.push(...e.shots.map((shot) => shot.beat.type));
    });
    const s = c.currentSession;
    for (let i = 0; i < 6 && seen.length === 0; i++) c.send(s.legal()[0]!);
    expect(seen.length).toBeGreaterThan(0);
    c.setSpeed('fast');
    expect(c.animation.speed).toBe('fast');
    c.setSpeed('instant');
    expect(c.animation.isIdle()).toBe(true);
    release();
    c.dispose();
  });
});
