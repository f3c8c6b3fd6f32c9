// What the Belle Epoque camera frames for a beat: a volley or an assault with both units and the
// dice tray in the frame, the activated unit with the ground around it, the whole table at a new turn.
import { describe, expect, it } from 'vitest';
import { READABLE_FIGHT, framingFor } from '../../../src/scene/belle-epoque/BelleCameraDirector';
import { DICE_TRAY, groundTop, sectorCenter } from '../../../src/scene/belle-epoque/layout';
import { sectorFromLabel } from '../../../src/games/belle-epoque/rules/hex';

const at: Record<string, [number, number, number]> = {};
// red-1 and blue-2 far from the tray (left of the board); red-3 and blue-4 near it (its right edge).
for (const [id, label] of [['red-1', 'c3'], ['blue-2', 'e6'], ['red-3', 'k4'], ['blue-4', 'l5']] as const) {
  const c = sectorCenter(sectorFromLabel(label));
  at[id] = [c.x, groundTop('open'), c.z];
}
const positionOf = (id: string) => at[id] ?? null;
const contains = (r: { x: number; z: number; w: number; d: number }, x: number, z: number) => Math.abs(x - r.x) <= r.w / 2 && Math.abs(z - r.z) <= r.d / 2;

describe('Belle Epoque camera', () => {
  const holdsTray = (r: { x: number; z: number; w: number; d: number }) =>
    [[-1, -1], [1, 1]].every(([dx, dz]) => contains(r, DICE_TRAY.x + (dx! * DICE_TRAY.w) / 2, DICE_TRAY.z + (dz! * DICE_TRAY.d) / 2));

  it.each([
    [{ type: 'unit.fired', firer: 'red-3', target: 'blue-4' }],
    [{ type: 'assault.declared', attacker: 'blue-4', defender: 'red-3' }],
  ])('FIRING, ASSAULT: %o near the tray frames both units and the whole dice tray', (beat) => {
    const r = framingFor(beat, positionOf);
    if (!r || r === 'home') throw new Error('no framing');
    for (const id of ['red-3', 'blue-4']) expect(contains(r, at[id]![0], at[id]![2])).toBe(true);
    expect(holdsTray(r)).toBe(true);
  });

  it.each([
    [{ type: 'unit.fired', firer: 'red-1', target: 'blue-2' }],
    [{ type: 'assault.declared', attacker: 'blue-2', defender: 'red-1' }],
  ])('FIRING, ASSAULT: %o across the board frames the whole dice tray close enough to read (issue 12), not both units', (beat) => {
    const r = framingFor(beat, positionOf);
    if (!r || r === 'home') throw new Error('no framing');
    expect(holdsTray(r)).toBe(true);
    expect(r.w).toBeLessThanOrEqual(READABLE_FIGHT.w);
    expect(r.d).toBeLessThanOrEqual(READABLE_FIGHT.d);
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
