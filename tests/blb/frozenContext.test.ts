// The rules never write into a snapshot's context (issue 14): cloneState shares the unit, Garde
// Civique and fort objects between a snapshot and the next one, and a rule replaces an object in its
// copy before changing it (ownUnit, ownGc, ownFort). Here every snapshot's context is deep-frozen
// before anything reads it (the legal events, the bots, the machine's guards and actions), through
// whole random and smart games with every option set: an in-place write to a shared object throws
// (the rules are ES modules: strict mode) and the game stops with an error.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyGameModule, Bot } from '../../src/core/module';
import { playGame } from '../../src/core/simulate';
import { blbModule } from '../../machines/blb/index';
import type { BlbOptions } from '../../src/games/blb/state';

function deepFreeze(o: unknown): void {
  if (o === null || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o as object)) deepFreeze(v);
}

const module = blbModule as unknown as AnyGameModule;

const frozen = (snapshot: AnyMachineSnapshot): void => deepFreeze(snapshot.context);

function play(seed: number, bots: ['random' | 'smart', 'random' | 'smart'], options: Partial<BlbOptions> = {}) {
  const [entente, german] = bots;
  const wrap = (bot: Bot): Bot => (input) => {
    frozen(input.snapshot);
    return bot(input);
  };
  const played = playGame(module, {
    seed,
    options,
    bots: { entente: wrap(module.bots[entente]), german: wrap(module.bots[german]) },
    onStep: ({ snapshot }) => frozen(snapshot),
  });
  return played;
}

describe('Brave Little Belgium: no rule writes into a snapshot', () => {
  const pairings: ['random' | 'smart', 'random' | 'smart'][] = [['random', 'random'], ['smart', 'smart'], ['smart', 'random']];
  const sets: Partial<BlbOptions>[] = [{}, { alternativeGardeCivique: true, germanHandicap: true }, { freeSetUp: true }];
  for (const options of sets) {
    for (const bots of pairings) {
      it(`${bots.join(' v ')} ${JSON.stringify(options)}: whole games with every context frozen end with a result`, () => {
        for (let seed = 1; seed <= 4; seed++) {
          const played = play(seed, bots, options);
          expect(played.error).toBeUndefined();
          expect(played.result).not.toBeNull();
        }
      });
    }
  }
});
