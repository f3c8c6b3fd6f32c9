// §17 the Hudson, §18 the Hudson Forts, §19 the landings: brute force over every hex of the map.
import { describe, expect, it } from 'vitest';
import { ALL_HEXES, isLand, neighbours, onHudson, parseHex, place, riverBetween, terrainOf, bridgeBetween } from '../../../src/games/lpg/rules/hex';
import {
  aboveTheForts, embarkationPort, fortsBarHudson, landingHexes, landingPrepTurns, landingReadyTurn, landingRefusal, mayCrossHudson, mayMoveAfterLanding, supremeEngineeringCrossings,
} from '../../../src/games/lpg/rules/landing';
import { combatBonuses } from '../../../src/games/lpg/rules/combat';
import { HUDSON_FORTS } from '../../../src/games/lpg/orderOfBattle';

const allForts = new Set(HUDSON_FORTS);
const none = new Set<string>();

describe('§18 the Hudson Forts', () => {
  it('§18 two or three American forts bar landings above them; one does not', () => {
    expect(fortsBarHudson(allForts)).toBe(true);
    expect(fortsBarHudson(new Set(['fort-lee', 'fort-montgomery']))).toBe(true);
    expect(fortsBarHudson(new Set(['fort-lee']))).toBe(false);
  });
  it('§18 every hex: above the forts is exactly a Hudson bank north of Fort Washington', () => {
    const fw = parseHex(place('fort-washington').hex)!.row;
    let n = 0;
    for (const h of ALL_HEXES) {
      const want = isLand(h) && neighbours(h).some((x) => riverBetween(h, x) === 'hudson') && parseHex(h)!.row < fw;
      expect(aboveTheForts(h)).toBe(want);
      if (want) n++;
    }
    expect(n).toBeGreaterThan(0);
    expect(aboveTheForts(place('fort-montgomery').hex)).toBe(true);
  });
});

describe('§19 landings', () => {
  it('§19 every hex: a landing needs coast (the Hudson too), not swamp, no enemy, not barred above the forts, no snow', () => {
    const enemy = new Set([place('perth-amboy').hex]);
    for (const forts of [allForts, none]) {
      for (const weather of ['clear', 'snow'] as const) {
        const ok = new Set(landingHexes({ enemy, weather, americanForts: forts }, ALL_HEXES));
        for (const h of ALL_HEXES) {
          const shore = isLand(h) && (neighbours(h).some((x) => !isLand(x)) || onHudson(h)) && terrainOf(h) !== 'swamp';
          const want = shore && !enemy.has(h) && weather !== 'snow' && !(aboveTheForts(h) && forts.size >= 2);
          expect(ok.has(h), h).toBe(want);
        }
      }
    }
    expect(landingRefusal(place('perth-amboy').hex, { enemy, weather: 'clear', americanForts: allForts })).toBe('enemy-held');
    expect(landingRefusal(place('fort-montgomery').hex, { enemy: new Set(), weather: 'clear', americanForts: allForts })).toBe('above-forts');
    expect(landingRefusal(place('fort-montgomery').hex, { enemy: new Set(), weather: 'clear', americanForts: new Set(['fort-montgomery']) })).toBeNull();
    expect(landingRefusal(place('perth-amboy').hex, { enemy: new Set(), weather: 'snow', americanForts: allForts })).toBe('snow');
    expect(landingRefusal(place('morristown').hex, { enemy: new Set(), weather: 'clear', americanForts: allForts })).toBe('not-shore');
  });
  it('§19 prepared in an unrazed port the British hold with no enemy in it', () => {
    const british = new Set(['new-york', 'brooklyn']);
    expect(embarkationPort('new-york', british, new Set(), new Set())).toBe(true);
    expect(embarkationPort('new-york', british, new Set(['new-york']), new Set())).toBe(false);
    expect(embarkationPort('new-york', british, new Set(), new Set([place('new-york').hex]))).toBe(false);
    expect(embarkationPort('brooklyn', british, new Set(), new Set())).toBe(false);
    expect(embarkationPort('philadelphia', british, new Set(), new Set())).toBe(false);
  });
  it('§19 a turn of preparation a brigade (8 brigades: two months), then no move the turn after the landing', () => {
    expect(landingPrepTurns(['regulars', 'regulars', 'regulars', 'artillery', 'dragoons'])).toBe(1);
    expect(landingPrepTurns(Array(24).fill('regulars'))).toBe(8);
    expect(landingPrepTurns(['baggage'])).toBe(1);
    expect(landingReadyTurn({ port: 'new-york', types: Array(6).fill('regulars'), begun: 5 })).toBe(7);
    expect(mayMoveAfterLanding(7, 8)).toBe(false);
    expect(mayMoveAfterLanding(7, 9)).toBe(true);
  });
  it('§19 the landing bonus: -1 to the invader, +1 to the defender', () => {
    const ctx = { units: [{ id: 'a', type: 'regulars' as const, understrength: false }], enemyStrength: 3, commanderBonus: 0, terrain: 'clear' as const, settlement: null, weather: 'clear' as const };
    expect(combatBonuses({ ...ctx, defender: false, landing: 'invader' }).landing).toBe(-1);
    expect(combatBonuses({ ...ctx, defender: true, landing: 'defender' }).landing).toBe(1);
  });
});

describe('§17 the Hudson', () => {
  it('§17 the British cross it as a river; the Americans only with Supreme Engineering', () => {
    expect(mayCrossHudson('british', false)).toBe(true);
    expect(mayCrossHudson('american', false)).toBe(false);
    expect(mayCrossHudson('american', true)).toBe(true);
  });
  it('§17 every hex: Supreme Engineering crosses exactly the unbridged river sides to land', () => {
    let hudson = 0;
    for (const h of ALL_HEXES) {
      if (!isLand(h)) continue;
      const got = supremeEngineeringCrossings(h);
      expect(got).toEqual(neighbours(h).filter((n) => isLand(n) && riverBetween(h, n) !== null && !bridgeBetween(h, n)));
      if (got.some((n) => riverBetween(h, n) === 'hudson')) hudson++;
    }
    expect(hudson).toBeGreaterThan(0);
  });
});
