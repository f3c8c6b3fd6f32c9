// Belle Epoque's card names the match-ups as its data does (MATCH_UPS), without loading the data.
import { describe, expect, it } from 'vitest';
import { belleCard } from '../../machines/belle-epoque/card';
import { DEFAULT_TURN_LIMIT, MATCH_UPS, MATCH_UP_IDS } from '../../src/games/belle-epoque/data';

describe("Belle Epoque's card", () => {
  it('offers every match-up (MUSTERING), in order, under its title', () => {
    const field = belleCard.options.fields.find((f) => f.key === 'matchUp')!;
    expect(field.values).toEqual(MATCH_UP_IDS.map((id) => ({ value: id, label: MATCH_UPS[id]!.title })));
  });

  it('ends the game at the authored turn limit by default', () => {
    expect(belleCard.options.defaults.turnLimit).toBe(DEFAULT_TURN_LIMIT);
  });
});
