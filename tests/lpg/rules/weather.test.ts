// §6 weather by month, its effects and the Delaware freezing; §19 no landing in snow.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng';
import { rollFrom, scriptedRoll } from '../../../src/games/lpg/rules/dice';
import { landingsPossible, rollWeather, weatherEffects, weatherForRoll } from '../../../src/games/lpg/rules/weather';
import { LAST_TURN, monthOfTurn, WEATHER_TABLE } from '../../../src/games/lpg/tables/weather';
import type { Weather } from '../../../src/games/lpg/types';

describe('§6 weather', () => {
  it('§6 every turn and every roll reads the month row of the table', () => {
    for (let t = 1; t <= LAST_TURN; t++) for (let r = 1; r <= 6; r++) expect(weatherForRoll(t, r)).toBe(WEATHER_TABLE[monthOfTurn(t)][r - 1]);
    expect(() => weatherForRoll(1, 0)).toThrow();
    expect(() => weatherForRoll(1, 7)).toThrow();
  });

  it('§6 October never snows; December to February can freeze (the Delaware)', () => {
    const seen = (t: number) => new Set([1, 2, 3, 4, 5, 6].map((r) => weatherForRoll(t, r)));
    expect(seen(1).has('snow')).toBe(false);
    for (const t of [9, 13, 17]) expect(seen(t).has('freeze')).toBe(true);
  });

  it('§6 the Delaware: floating ice after one freeze turn, hard ice after two, any other weather breaks it', () => {
    expect(rollWeather(13, null, scriptedRoll([5])).delaware).toBe('floes');
    expect(rollWeather(13, 'freeze', scriptedRoll([6]))).toEqual({ weather: 'freeze', roll: 6, delaware: 'hard' });
    expect(rollWeather(13, 'freeze', scriptedRoll([1])).delaware).toBe('open');
  });

  it('§6 a seeded roll gives the same weather sequence twice, each from the month row', () => {
    const run = (seed: number) => {
      const roll = rollFrom(createRng(seed));
      const out: Weather[] = [];
      let prev: Weather | null = null;
      for (let t = 1; t <= LAST_TURN; t++) {
        const w = rollWeather(t, prev, roll);
        expect(WEATHER_TABLE[monthOfTurn(t)]).toContain(w.weather);
        out.push(w.weather);
        prev = w.weather;
      }
      return out;
    };
    expect(run(7)).toEqual(run(7));
  });

  it('§6 effects: rain and snow slow movement and hinder the attacker and the guns; §19 no landing in snow', () => {
    expect(weatherEffects('clear')).toEqual({ moveCost: 0, attack: 0, artillery: true, landings: true });
    expect(weatherEffects('snow').moveCost).toBeGreaterThan(weatherEffects('rain').moveCost);
    expect(weatherEffects('rain').artillery).toBe(false);
    expect(landingsPossible('snow')).toBe(false);
    for (const w of ['clear', 'rain', 'freeze'] as const) expect(landingsPossible(w)).toBe(true);
  });
});
