// What the Belle Epoque camera frames for a beat: a volley or an assault with both units and the
// dice tray in the frame, the activated unit with the ground around it, the whole table at a new turn.
import { describe, expect, it } from 'vitest';
import { framingFor } from '../../../src/scene/belle-epoque/BelleCameraDirector';
import { DICE_TRAY, groundTop, sectorCenter } from '../../../src/scene/belle-epoque/layout';
import { sectorFromLabel } from '../../../src/games/belle-epoque/rules/hex';

const at: Record<string, [number, number, number]> = {};
for (const [id, label] of [['red-1', 'c3'], ['blue-2', 'e6']] as const) {
  const c = sectorCenter(sectorFromLabel(label));
  at[id] = [c.x, groundTop('open'), c.z];
}
const positionOf = (id: string) => at[id] ?? null;
const contains = (r: { x: number; z: number; w: number; d: number }, x: number, z: number) => Math.abs(x - r.x) <= r.w / 2 && Math.abs(z - r.z) <= r.d / 2;

describe('Belle Epoque camera', () => {
  it.each([
    [{ type: 'unit.fired', firer: 'red-1', target: 'blue-2' }],
    [{ type: 'assault.declared', attacker: 'blue-2', defender: 'red-1' }],
  ])('FIRING, ASSAULT: %o frames both units and the whole dice tray', (beat) => {
    const r = framingFor(beat, positionOf);
    if (!r || r === 'home') throw new Error('no framing');
    for (const p of Object.values(at)) expect(contains(r, p[0], p[2])).toBe(true);
    for (const [dx, dz] of [[-1, -1], [1, 1]]) expect(contains(r, DICE_TRAY.x + (dx! * DICE_TRAY.w) / 2, DICE_TRAY.z + (dz! * DICE_TRAY.d) / 2)).toBe(true);
  });

  it('ACTIVATION: the activated unit is framed with the ground around it; a new turn and the end go home; other beats leave the camera', () => {
    const r = framingFor({ type: 'unit.activated', unit: 'red-1' }, positionOf);
    if (!r || r === 'home') throw new Error('no framing');
    expect(contains(r, at['red-1']![0], at['red-1']![2])).toBe(true);
    expect(r.w).toBeGreaterThanOrEqual(30);
    expect(framingFor({ type: 'turn.begun' }, positionOf)).toBe('home');
    expect(framingFor({ type: 'game.over' }, positionOf)).toBe('home');
    expect(framingFor({ type: 'token.drawn', side: 'red' }, positionOf)).toBeNull();
    expect(framingFor({ type: 'unit.fired', firer: 'nobody', target: 'blue-2' }, positionOf)).toBeNull();
  });
});
