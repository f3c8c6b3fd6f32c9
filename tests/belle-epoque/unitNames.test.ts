// Units are named in the overlay's words as a player sees them on the table (the side's colour, the
// counter's short name as the flat board prints it, the number the dice tray prints), never by their
// ids: random and smart games in every match-up, each legal event's label, its action-list group,
// the narration of the step and the log's outcome lines are read. Two legal events may read alike
// only when they are the same event.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { belleModule } from '../../machines/belle-epoque/index';
import type { BelleBeat } from '../../src/games/belle-epoque/beats';
import { MATCH_UP_IDS } from '../../src/games/belle-epoque/data';
import { unitName, unitShortName } from '../../src/games/belle-epoque/describe';
import type { BelleContext } from '../../src/games/belle-epoque/state';
import { playGame } from '../../src/core/simulate';
import type { GameEvent } from '../../src/core/module';
import { playedEvents } from '../support/eventBeats';
import { unitTitle } from '../../src/scene/belle-epoque/BelleTable';
import type { BelleView } from '../../src/scene/belle-epoque/viewTypes';

/** A unit id as the rules write it ("red-3"): it must never reach a player. */
const ID = /\b(red|blue)-\d+\b/i;
const stripSide = ({ side: _side, ...rest }: GameEvent & { side?: string }) => rest;
const same = (a: GameEvent, b: GameEvent) => JSON.stringify(stripSide(a)) === JSON.stringify(stripSide(b));

describe('Belle Epoque names units as the table shows them, never by id', () => {
  it('a unit reads "<Side> <first word of its card> <number>", the flat counter\'s name with its colour', () => {
    const snap = playedEvents(belleModule, 3, { matchUp: 'zulu-war-1879' }).startSnapshot;
    const s = (snap.context as BelleContext).game;
    const names = s.units.map((u) => unitName(s, u.id));
    expect(names).toContain('Red British 1');
    expect(names).toContain('Blue Zulu 6');
    for (const u of s.units) expect(unitName(s, u.id)).toBe(`${u.side === 'red' ? 'Red' : 'Blue'} ${unitShortName(u)}`);
    // Every unit of a side shares its card's title in most match-ups: the names still differ.
    expect(new Set(names).size).toBe(names.length);
  });

  it("the 3D table's hover tooltip names a unit the same way, with its card's full title, never its id", () => {
    const snap = playedEvents(belleModule, 3, { matchUp: 'zulu-war-1879' }).startSnapshot;
    const s = (snap.context as BelleContext).game;
    for (const u of s.units) {
      const title = unitTitle({ game: s } as unknown as BelleView, u.id);
      expect(title).not.toMatch(ID);
      expect(title.startsWith(unitName(s, u.id))).toBe(true);
    }
  });

  for (const matchUp of MATCH_UP_IDS) {
    it(`${matchUp}: labels, groups and narration of random games name no id; distinct legal events read differently`, () => {
      let steps = 0;
      for (const seed of [5, 6]) {
        const bots = Object.fromEntries(belleModule.sides.map((side) => [side, belleModule.bots.random]));
        const played = playGame(belleModule, {
          seed,
          options: { matchUp },
          bots,
          onStep: ({ snapshot, legal }) => {
            steps++;
            const said = belleModule.describe(snapshot as never);
            expect(said, said).not.toMatch(ID);
            const labels = legal.map((e) => belleModule.labelEvent(snapshot as never, e as never));
            for (const [i, label] of labels.entries()) {
              expect(label, label).not.toMatch(ID);
              const g = belleModule.groupEvent?.(snapshot as never, legal[i] as never);
              if (g) expect(`${g.group} ${g.sub ?? ''}`, g.group).not.toMatch(ID);
              for (let j = 0; j < i; j++) {
                if (labels[j] === label) expect(same(legal[i]!, legal[j]!), `"${label}" names two different events`).toBe(true);
              }
            }
          },
        });
        expect(played.error).toBeFalsy();
      }
      expect(steps).toBeGreaterThan(100);
    });
  }

  it('the log\'s outcome lines of smart games name no id (with and without the state before)', () => {
    let lines = 0;
    for (const matchUp of MATCH_UP_IDS) {
      const p = playedEvents(belleModule, 9, { matchUp });
      const narrate = belleModule.narrateBeats!;
      for (const text of narrate(p.start as BelleBeat[], p.startSnapshot as never)) expect(text, text).not.toMatch(ID);
      for (const e of p.events) {
        for (const text of [...narrate(e.beats as BelleBeat[], e.before as never), ...narrate(e.beats as BelleBeat[], undefined as never)]) {
          lines++;
          expect(text, text).not.toMatch(ID);
        }
        const label = belleModule.labelEvent(e.before as AnyMachineSnapshot as never, e.event as never);
        expect(label, label).not.toMatch(ID);
      }
    }
    expect(lines).toBeGreaterThan(200);
  });
});
