// Belle Epoque hidden information: the terrain of undiscovered sectors and the RNG (the order
// tokens leave the bowl, the dice to come). A side's view must be the same whatever they hold
// (tests/support/viewPrivacy.ts, the check every game module passes).
//
// Undiscovered sectors store no terrain (null until the Encounter roll finds it): the ground they
// will turn out to have is decided by the RNG, so another RNG is another undiscovered map. The
// perturbation checks that nothing of it is stored ahead, then replaces the RNG.
import { belleModule } from '../../machines/belle-epoque/index';
import type { Rng } from '../../src/core/rng';
import type { BelleContext } from '../../src/games/belle-epoque/state';
import { describeViewPrivacy, otherRng } from '../support/viewPrivacy';

function perturbBelle(c: BelleContext, _side: string, rng: Rng): BelleContext {
  c.game.sectors.forEach((x, i) => {
    if (!x.discovered && (x.terrain !== null || x.fortified)) {
      throw new Error(`undiscovered sector ${i} already holds its ground (${x.terrain}${x.fortified ? ', fortified' : ''})`);
    }
  });
  const out = JSON.parse(JSON.stringify(c)) as BelleContext;
  out.game.rng = otherRng(rng);
  return out;
}

describeViewPrivacy<BelleContext>({
  module: belleModule,
  perturb: perturbBelle,
  games: [
    { label: '"Encounter" (undiscovered sectors)', seeds: [1, 2, 3, 4] },
    { label: 'The Drift, Zulu War', seeds: [5, 6], options: { scenario: 'drift', matchUp: 'zulu-war-1879' } },
  ],
});
