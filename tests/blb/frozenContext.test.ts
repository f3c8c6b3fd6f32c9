// The rules never write into a snapshot's context (issue 14): cloneState shares the unit, Garde
// Civique and fort objects between a snapshot and the next one, and a rule replaces an object in its
// copy before changing it (ownUnit, ownGc, ownFort). Here every snapshot's context is deep-frozen
// before anything reads it (the legal events, the bots, the machine's guards and actions), through
// whole random and smart games with every option set: an in-place write to a shared object throws
// (the rules are ES modules: strict mode) and the game stops with an error.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { blbModule } from '../../machines/blb/index';
import type { BlbOptions } from '../../src/games/blb/state';
import { playFrozen } from '../support/frozenGame';

const module = blbModule as unknown as AnyGameModule;

describe('Brave Little Belgium: no rule writes into a snapshot', () => {
  const pairings: ['random' | 'smart', 'random' | 'smart'][] = [['random', 'random'], ['smart', 'smart'], ['smart', 'random']];
  const sets: Partial<BlbOptions>[] = [{}, { alternativeGardeCivique: true, germanHandicap: true }, { freeSetUp: true }];
  for (const options of sets) {
    for (const bots of pairings) {
      it(`${bots.join(' v ')} ${JSON.stringify(options)}: whole games with every context frozen end with a result`, () => {
        for (let seed = 1; seed <= 4; seed++) {
          const played = playFrozen(module, seed, { entente: bots[0], german: bots[1] }, options);
          expect(played.error).toBeUndefined();
          expect(played.result).not.toBeNull();
        }
      });
    }
  }
});
