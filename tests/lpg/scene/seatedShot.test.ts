// The seated player's camera (src/scene/lpg/seatedShot.ts): his rack while its entries are lit in
// his Command phase, the battle's duel while he decides in it, home after; bots move nothing (and
// nothing moves at instant speed: LpgTable does not ask).
import { describe, expect, it } from 'vitest';
import { BATTLE_POLAR, battleFrame } from '../../../src/scene/lpg/cameraShots';
import { seatedCameraMove, seatedShot, type SeatedShotInput } from '../../../src/scene/lpg/seatedShot';
import { LPG_TABLE } from '../../../src/scene/lpg/tableLayout';

const base: SeatedShotInput = { me: 'american', live: true, phase: 'command', rackLit: 3, battleHex: null, picked: false };

describe('the seated shot', () => {
  it('§3 the Command phase with rack entries lit and nothing picked: the own rack', () => {
    expect(seatedShot(base)).toEqual({ kind: 'rack', side: 'american' });
    expect(seatedShot({ ...base, me: 'british' })).toEqual({ kind: 'rack', side: 'british' });
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
  const rack = { kind: 'rack', side: 'american' } as const;
  const duel = { kind: 'duel', hex: '1213' } as const;
  const home = { kind: 'home' } as const;
  it('frames the rack once, then home when it is left', () => {
    expect(seatedCameraMove(null, home, rack)).toEqual({ move: { frame: LPG_TABLE.rackShots.american, polar: LPG_TABLE.homePolar }, away: 'rack' });
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
