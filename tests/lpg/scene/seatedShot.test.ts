// The seated player's camera (src/scene/lpg/seatedShot.ts): his rack while its entries are lit in
// his Command phase, the battle's duel while he decides in it, home after; bots move nothing (and
// nothing moves at instant speed: LpgTable does not ask).
import { describe, expect, it } from 'vitest';
import { BATTLE_POLAR, battleFrame, hexesFrame } from '../../../src/scene/lpg/cameraShots';
import { ALL_HEXES } from '../../../src/games/lpg/rules/hex';
import type { RectXZ } from '../../../src/scene/cameraMath';
import { RACK_SHOT_GROW, commandFrame, seatedCameraMove, seatedShot, type SeatedShotInput } from '../../../src/scene/lpg/seatedShot';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';

const base: SeatedShotInput = { me: 'american', live: true, phase: 'command', rackLit: 3, battleHex: null, picked: false };

describe('the seated shot', () => {
  it('§3 the Command phase with rack entries lit and nothing picked: the own rack', () => {
    expect(seatedShot(base)).toEqual({ kind: 'rack', side: 'american', hexes: [] });
    expect(seatedShot({ ...base, me: 'british' })).toEqual({ kind: 'rack', side: 'british', hexes: [] });
    expect(seatedShot({ ...base, litHexes: ['0905', '0203'] })).toEqual({ kind: 'rack', side: 'american', hexes: ['0203', '0905'] });
  });
  it('§3 a phantom marker or stack picked, no rack entry lit, or another phase: home', () => {
    expect(seatedShot({ ...base, picked: true })).toEqual({ kind: 'home' });
    expect(seatedShot({ ...base, rackLit: 0 })).toEqual({ kind: 'home' });
    expect(seatedShot({ ...base, phase: 'movement' })).toEqual({ kind: 'home' });
  });
  it('§11-§12 a decision in a battle (the call, the combat card, the retreat): the battle with its duel', () => {
    expect(seatedShot({ ...base, phase: 'combat', rackLit: 0, battleHex: '1213' })).toEqual({ kind: 'duel', hex: '1213' });
  });
  it('a bot game or nothing to decide: no shot', () => {
    expect(seatedShot({ ...base, me: null })).toBeNull();
    expect(seatedShot({ ...base, live: false })).toBeNull();
  });
});

describe('the seated camera moves', () => {
  const rack = { kind: 'rack', side: 'american', hexes: [] as string[] } as const;
  const duel = { kind: 'duel', hex: '1213' } as const;
  const home = { kind: 'home' } as const;
  it('frames the rack once, then home when it is left', () => {
    expect(seatedCameraMove(null, home, rack)).toEqual({ move: { frame: LPG_TABLE.rackShots.american, polar: LPG_TABLE.rackShotPolar }, away: 'rack' });
    expect(seatedCameraMove('rack', rack, rack)).toEqual({ move: null, away: 'rack' });
    expect(seatedCameraMove('rack', rack, home)).toEqual({ move: 'home', away: null });
    // Between the two players (no shot) the camera stays; the next home brings it back.
    expect(seatedCameraMove('rack', rack, null)).toEqual({ move: null, away: 'rack' });
    expect(seatedCameraMove('rack', null, home)).toEqual({ move: 'home', away: null });
  });
  it('frames the duel; the battle camera brings it home after (it holds the reveal)', () => {
    expect(seatedCameraMove(null, home, duel)).toEqual({ move: { frame: battleFrame('1213'), polar: BATTLE_POLAR }, away: 'duel' });
    expect(seatedCameraMove('duel', duel, duel)).toEqual({ move: null, away: 'duel' });
    expect(seatedCameraMove('duel', duel, home)).toEqual({ move: null, away: null });
  });
  it('home from home moves nothing (the viewer keeps the camera he set)', () => {
    expect(seatedCameraMove(null, home, home)).toEqual({ move: null, away: null });
    expect(seatedCameraMove(null, null, home)).toEqual({ move: null, away: null });
  });
});

describe('§3 the Command phase frames what the player must see: the rack and the lit hexes', () => {
  const holds = (outer: RectXZ, inner: RectXZ) =>
    Math.abs(inner.x - outer.x) + inner.w / 2 <= outer.w / 2 + 1e-6 && Math.abs(inner.z - outer.z) + inner.d / 2 <= outer.d / 2 + 1e-6;
  for (const side of ['american', 'british'] as const) {
    const rack = LPG_TABLE.rackShots[side];
    // Every hex of the map, lit alone (a leaderless stack rolling for command there).
    const fitting = ALL_HEXES.filter((h) => commandFrame(side, [h]).holdsHexes);
    const far = ALL_HEXES.filter((h) => !commandFrame(side, [h]).holdsHexes);
    it(`${side}: a lit hex the frame can take in legibly is framed with the rack, no larger than ${RACK_SHOT_GROW} times the rack shot`, () => {
      expect(fitting.length).toBeGreaterThan(5);
      for (const h of fitting) {
        const { frame } = commandFrame(side, [h]);
        expect(holds(frame, rack), h).toBe(true);
        expect(holds(frame, hexesFrame([h])), h).toBe(true);
        expect(frame.w).toBeLessThanOrEqual(rack.w * RACK_SHOT_GROW + 1e-6);
        expect(frame.d).toBeLessThanOrEqual(rack.d * RACK_SHOT_GROW + 1e-6);
        // The camera goes there when the rack's entries are lit with it.
        const now = seatedShot({ ...base, me: side, litHexes: [h] })!;
        expect(seatedCameraMove(null, { kind: 'home' }, now).move).toEqual({ frame, polar: LPG_TABLE.rackShotPolar });
      }
    });
    it(`${side}: lit hexes too far for a legible rack leave the rack shot, and say so (the table's button frames them)`, () => {
      expect(far.length).toBeGreaterThan(5);
      for (const h of far) {
        const { frame, holdsHexes } = commandFrame(side, [h]);
        expect(frame).toEqual(rack);
        expect(holdsHexes).toBe(false);
        expect(holds(frame, hexesFrame([h]))).toBe(false);
      }
      // One near and one far: the far one is out of the frame, so the button is offered.
      expect(commandFrame(side, [fitting[0]!, far[0]!]).holdsHexes).toBe(false);
    });
  }
  it('a new set of lit hexes is a new shot (framed again); the same one is not', () => {
    const a = seatedShot({ ...base, litHexes: ['0203'] });
    const b = seatedShot({ ...base, litHexes: ['0204'] });
    expect(seatedCameraMove('rack', a, b).move).not.toBeNull();
    expect(seatedCameraMove('rack', a, seatedShot({ ...base, litHexes: ['0203'] })).move).toBeNull();
  });
});
