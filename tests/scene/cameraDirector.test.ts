// The camera directors' shared rule (src/scene/cameraDirector.ts): the table moves the camera only
// when the viewer has left it alone for IDLE_MS and never at instant speed, and brings it home only
// if the viewer has not taken it since.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MS, tableCameraAway } from '../../src/scene/cameraDirector';
import type { CameraRigApi } from '../../src/scene/CameraRig';

let now = 100_000;
/** A rig whose viewer last moved the camera at `lastInput` (null: never); it records the table's moves. */
function fakeRig(lastInput: number | null) {
  const moves: string[] = [];
  const rig = {
    lastInput,
    frame: (rect: { x: number }) => moves.push(`frame ${rect.x}`),
    frameHome: () => moves.push('home'),
    idleFor: () => (rig.lastInput === null ? Number.POSITIVE_INFINITY : now - rig.lastInput),
  };
  return { rig, api: rig as unknown as CameraRigApi, moves };
}
const RECT = { x: 1, z: 0, w: 10, d: 8 };

describe('tableCameraAway (every table camera director)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves the camera only when the viewer has left it alone, and not at instant speed', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { api, moves } = fakeRig(now - IDLE_MS);
    const cam = tableCameraAway({ speed: 'normal' });
    expect(cam.goAway(api, RECT)).toBe(false);
    expect(cam.isAway()).toBe(false);
    now += 1;
    expect(cam.goAway(api, RECT)).toBe(true);
    expect(cam.isAway()).toBe(true);
    expect(tableCameraAway({ speed: 'instant' }).goAway(fakeRig(null).api, RECT)).toBe(false);
    expect(moves).toEqual(['frame 1']);
  });

  it('brings the camera home only if the viewer has not taken it since', () => {
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const left = fakeRig(null);
    const cam = tableCameraAway({ speed: 'normal' });
    cam.goAway(left.api, RECT);
    now += 500;
    cam.goHome(left.api);
    expect(left.moves).toEqual(['frame 1', 'home']);
    expect(cam.isAway()).toBe(false);
    // Home again with nothing away: nothing.
    cam.goHome(left.api);
    expect(left.moves).toEqual(['frame 1', 'home']);

    const taken = fakeRig(null);
    cam.goAway(taken.api, RECT);
    now += 200;
    taken.rig.lastInput = now;
    now += 200;
    cam.goHome(taken.api);
    expect(taken.moves).toEqual(['frame 1']);
    expect(cam.isAway()).toBe(false);

    const forgotten = fakeRig(null);
    cam.goAway(forgotten.api, RECT);
    cam.forget();
    cam.goHome(forgotten.api);
    expect(forgotten.moves).toEqual(['frame 1']);
  });
});
