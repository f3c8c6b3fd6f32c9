// The rules never write into a snapshot's context (issue 14): a rule's copy of the state
// (nextState) shares the units array, the unit objects and the board's sectors with the state it
// was copied from, and a rule replaces a unit in its copy before changing it (ownUnit, ownUnitAt)
// and the sectors array before it replaces a sector (discoverFrom). Here every snapshot's context is
// deep-frozen before the bots and the machine see it, through whole random and smart games with
// several option sets: an in-place write to a shared object throws (the rules are ES modules: strict
// mode) and the game stops with an error.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { belleModule } from '../../machines/belle-epoque/index';
import type { BelleOptionsInput } from '../../src/games/belle-epoque/state';
import { playFrozen } from '../support/frozenGame';

const module = belleModule as unknown as AnyGameModule;

describe('Belle Epoque: no rule writes into a snapshot', () => {
  const pairings: ['random' | 'smart', 'random' | 'smart'][] = [['random', 'random'], ['smart', 'smart'], ['smart', 'random']];
  const sets: BelleOptionsInput[] = [
    {},
    { matchUp: 'zulu-war-1879', generals: { red: 'superior', blue: 'mediocre' } },
    { scenario: 'drift', doctrine: { red: 'loose', blue: 'close' } },
  ];
  for (const options of sets) {
    for (const bots of pairings) {
      it(`${bots.join(' v ')} ${JSON.stringify(options)}: whole games with every context frozen end with a result`, () => {
        for (let seed = 1; seed <= 4; seed++) {
          const played = playFrozen(module, seed, { red: bots[0], blue: bots[1] }, options);
          expect(played.error).toBeUndefined();
          expect(played.result).not.toBeNull();
        }
      });
    }
  }
});
