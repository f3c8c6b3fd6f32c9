// The legal list's move events are searched without paths (moveDestinations, issue 14) and its
// assault events without the fight's levels: they must be exactly the moves legalMoves gives (with
// their paths) and the targets legalAssaultTargets gives, in the same order, in every position of
// whole games.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { playGame } from '../../src/core/simulate';
import { belleModule } from '../../machines/belle-epoque/index';
import { GENERATORS, legalAssaultTargets, legalMoves } from '../../src/games/belle-epoque/legal';
import type { BelleContext } from '../../src/games/belle-epoque/state';

const module = belleModule as unknown as AnyGameModule;

describe('Belle Epoque: move and assault events', () => {
  for (const options of [{}, { scenario: 'drift' as const }]) {
    it(`MOVEMENTS, ASSAULT: the listed move and assault events are legalMoves' moves and legalAssaultTargets' targets, in order (${JSON.stringify(options)})`, () => {
      let compared = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const played = playGame(module, {
          seed,
          options,
          bots: { red: module.bots.smart, blue: module.bots.random },
          onStep: ({ snapshot }) => {
            const c = snapshot.context as BelleContext;
            const events = GENERATORS.move(c).map((e) => (e.type === 'move' ? `${e.kind}:${e.to}` : ''));
            const moves = c.game.activation?.test && !c.fire && !c.reaction && !c.fallBack && !c.carry ? legalMoves(c.game).map((m) => `${m.kind}:${m.to}`) : [];
            expect(events).toEqual(moves);
            if (moves.length) compared++;
            const free = !!c.game.activation?.test && !c.fire && !c.reaction && !c.fallBack && !c.carry;
            const assaults = GENERATORS.assault(c).map((e) => (e.type === 'assault' ? e.target : ''));
            expect(assaults).toEqual(free ? legalAssaultTargets(c.game).map((a) => a.target) : []);
          },
        });
        expect(played.error).toBeUndefined();
      }
      expect(compared).toBeGreaterThan(50);
    });
  }
});
