// The game log (src/app/eventLog.ts): each entry has the turn and phase it was chosen in and what
// happened (the game's narrateBeats of the beats the event emitted), the same whether it was
// written live or rebuilt from a record (a reload, a load); the saved file carries it.
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { blbModule } from '../../machines/blb/index';
import { EventLog, phaseTitle } from '../../src/app/eventLog';
import { GameController } from '../../src/app/gameController';
import { parseUrl } from '../../src/app/url';
import type { AnyGameModule, GameEvent } from '../../src/core/module';
import { parseSave } from '../../src/core/saveFile';
import { GameSession } from '../../src/core/session';
import { botRngFor } from '../../src/core/simulate';
import { BLB_BEAT_CATALOGUE } from '../../src/scene/blb/beatCatalogue';
import { manualScheduler } from '../support/manualScheduler';

/** `n` smart-bot events sent through an EventLog, as the controller sends them. */
function playLogged(module: AnyGameModule, seed: number, n: number): { log: EventLog; session: GameSession } {
  const session = new GameSession(module, { seed });
  const log = new EventLog();
  log.reset(module, session.record);
  const rng = botRngFor(seed);
  for (let i = 0; i < n && !session.result(); i++) {
    const legal = session.legal();
    const side = legal[0]!.side;
    const event = module.bots.smart({ snapshot: session.snapshot, side, legal: legal.filter((e: GameEvent) => e.side === side), rng });
    expect(log.send(session, event)).toEqual({ ok: true });
  }
  return { log, session };
}

describe('the game log', () => {
  it('BLB: entries carry the turn, the phase (a child of the Game Turn) and what happened', () => {
    const { log, session } = playLogged(blbModule, 7, 60);
    expect(log.entries).toHaveLength(session.length);
    // Before Game Turn 1: the Special German Cavalry Phase; then the Chit Pull Phase of Turn 1.
    expect(log.entries[0]).toMatchObject({ turn: 0, phase: 'Special German Cavalry Phase', side: 'german' });
    const draw = log.entries.find((e) => e.label === 'Draw a chit')!;
    expect(draw).toMatchObject({ turn: 1, phase: 'Chit Pull Phase' });
    expect(draw.outcome[0]).toMatch(/^Drew (the .* chit|a Turn End chit \(\d of 3\))/);
    const roll = log.entries.find((e) => e.label === 'Roll the dice')!;
    expect(roll.outcome.join(' ')).toMatch(/German dice [1-6 +,fort]+: \d+ hits?/);
    expect(new Set(log.entries.map((e) => e.phase))).toContain('Additional German Activation Phase');
    // The turns only go up.
    const turns = log.entries.map((e) => e.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
  });

  it('Belle Epoque: the opening roll and token are the log\'s start; entries fall in the root\'s phases', () => {
    const { log } = playLogged(belleModule, 7, 30);
    expect(log.start.join(' ')).toMatch(/Command Points: Red rolled .* A (Red|Blue) token is drawn/);
    expect(log.entries[0]).toMatchObject({ turn: 1, phase: 'Activation' });
    expect(log.entries[0]!.outcome[0]).toMatch(/activates\.$/);
    const test = log.entries.find((e) => e.label.startsWith('Test reactivity'))!;
    expect(test.outcome[0]).toMatch(/^Reactivity test: rolled [1-6], needing \d or less .*: (passed|failed)\.$/);
    const session = new GameSession(belleModule, { seed: 7 });
    expect(phaseTitle(belleModule, session.snapshot)).toBe('Activation');
  });

  it('a log rebuilt from the record (reload, load) reads exactly as the one written live', () => {
    for (const [module, seed] of [
      [blbModule, 3],
      [belleModule, 5],
    ] as const) {
      const { log, session } = playLogged(module, seed, 80);
      const rebuilt = new EventLog();
      rebuilt.reset(module, session.record);
      expect(rebuilt.entries).toEqual(log.entries);
      expect(rebuilt.start).toEqual(log.start);
      expect(rebuilt.recordLog().log.map((e) => e.index)).toEqual(log.entries.map((_, i) => i));
    }
  });

  it('undo takes the entry back; a refused event leaves none', () => {
    const { log, session } = playLogged(blbModule, 7, 3);
    const before = log.entries.length;
    expect(log.send(session, { type: 'nonsense', side: 'german' }).ok).toBe(false);
    expect(log.entries).toHaveLength(before);
  });

  it('Save writes the readable log beside the record; loading it gives the same entries back', () => {
    const clock = manualScheduler();
    const config = parseUrl(new URLSearchParams('?game=blb&players=smart,smart&seed=4&speed=instant'), [blbModule]).config;
    const c = new GameController({ module: blbModule, beats: BLB_BEAT_CATALOGUE, config, scheduler: clock.scheduler });
    for (let i = 0; i < 40 && c.getView().length < 40; i++) clock.runNext();
    const view = c.getView();
    expect(view.length).toBeGreaterThan(10);
    const file = c.saveFile(new Date('2024-05-01T12:00:00.000Z'));
    const parsed = parseSave(file.text, { blb: blbModule });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.record.events).toHaveLength(view.length);
    expect(parsed.log).toEqual(view.log.map((e, index) => ({ index, turn: e.turn, phase: e.phase, side: e.side, choice: e.label, outcome: [...e.outcome] })));
    expect(parsed.log!.some((e) => e.outcome.some((line) => /dice|Drew/.test(line)))).toBe(true);
    c.dispose();
  });
});
