// §2 the goal of the game (Washington, Philadelphia, the end of March 1777) and the Loyalty Index.
import { describe, expect, it } from 'vitest';
import { checkVictory, loyaltyBand, loyaltyForBattle, loyaltyForRazing, shiftLoyalty, winterPlunder, type VictoryInput } from '../../../src/games/lpg/rules/victory';

const base: VictoryInput = { turn: 10, endOfTurn: false, washington: 'active', philadelphia: 'american', loyalty: 5 };

describe('§2 victory', () => {
  it('§2 Washington captured or killed: British decisive at once, whatever the turn', () => {
    expect(checkVictory({ ...base, washington: 'captured' })).toEqual({ winner: 'british', grade: 'decisive', reason: 'washington' });
    expect(checkVictory({ ...base, turn: 1, washington: 'killed' })?.winner).toBe('british');
  });
  it('§2 the Loyalty Index at 0 breaks the rebellion: British decisive', () => {
    expect(checkVictory({ ...base, loyalty: 0 })).toEqual({ winner: 'british', grade: 'decisive', reason: 'loyalty' });
    expect(checkVictory({ ...base, loyalty: 1 })).toBeNull();
  });
  it('§2 Philadelphia alone counts only at the end of March 1777 (British marginal); otherwise the Americans win then', () => {
    expect(checkVictory({ ...base, philadelphia: 'british' })).toBeNull();
    expect(checkVictory({ ...base, turn: 24, philadelphia: 'british' })).toBeNull();
    expect(checkVictory({ ...base, turn: 24, endOfTurn: true, philadelphia: 'british' })).toEqual({ winner: 'british', grade: 'marginal', reason: 'philadelphia' });
    expect(checkVictory({ ...base, turn: 24, endOfTurn: true, philadelphia: null })).toEqual({ winner: 'american', grade: 'decisive', reason: 'survived' });
    expect(checkVictory({ ...base, turn: 23, endOfTurn: true })).toBeNull();
  });
  it('§12 §15 the Loyalty Index: battles ±1 (+2 an American attack on a post won), razing against the razer, kept in 0..10, bands for the points', () => {
    expect(loyaltyForBattle('british', 'british', true)).toBe(-1);
    expect(loyaltyForBattle('british', 'american', true)).toBe(-1);
    expect(loyaltyForBattle('american', 'british', true)).toBe(1);
    expect(loyaltyForBattle('american', 'american', false)).toBe(1);
    expect(loyaltyForBattle('american', 'american', true)).toBe(2);
    expect(loyaltyForRazing('american')).toBe(-2);
    expect(loyaltyForRazing('british')).toBe(2);
    expect(shiftLoyalty(1, -2)).toBe(0);
    expect(shiftLoyalty(9, 2)).toBe(10);
    for (let i = 0; i <= 10; i++) expect(loyaltyBand(i).from).toBeLessThanOrEqual(i);
    expect(loyaltyBand(0).americanRecruits).toBe(-1);
    expect(loyaltyBand(10).americanRecruits).toBe(1);
  });
  it('§15 winter quarters and plunder: +1 at the British supply of the last week of December, January and February while they hold a New Jersey town', () => {
    const trenton = (p: string) => p === 'trenton';
    const none = () => false;
    for (const turn of [12, 16, 20]) expect(winterPlunder('british', turn, trenton)).toBe(1);
    for (const turn of [8, 11, 13, 24]) expect(winterPlunder('british', turn, trenton)).toBe(0);
    expect(winterPlunder('american', 12, trenton)).toBe(0);
    expect(winterPlunder('british', 12, none)).toBe(0);
    expect(winterPlunder('british', 12, (p) => p === 'new-york')).toBe(0);
  });
});
