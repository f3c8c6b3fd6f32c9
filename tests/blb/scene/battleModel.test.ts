// The Battle Board's model, driven by the real queue on a fake clock through a canned siege of
// Liège: units fly from their box to rows by combat factor (7.1), flip on a step loss and leave
// when eliminated (7.4), the fort marker turns a quarter per step (8.1), the loser flies to its
// retreat box and the rest back to the box (7.5); the steps at the start are worked back from
// the beats still queued.
import { describe, expect, it } from 'vitest';
import { AnimationQueue, type Shot } from '../../../src/scene/animation/queue';
import { BattleModel, boardLayout, type BoardGeometry, type FortPose, type UnitPose } from '../../../src/scene/blb/battle/model';
import type { Vec3 } from '../../../src/scene/blb/battle/types';
import { COMBAT_BEATS, DEMO_BOXES, DEMO_FORT, DEMO_UNITS } from '../../../src/scene/blb/dev/cannedBeats';
import { BLB_BEAT_CATALOGUE } from '../../../src/scene/blb/beatCatalogue';

const geometry: BoardGeometry = { origin: [0, 0, -3], width: 16, depth: 7.5, counterSize: 1, counterThickness: 0.2 };
const worldOf = (box: string): Vec3 => [DEMO_BOXES[box]!.x, 0.1, DEMO_BOXES[box]!.z];

function setUp(reducedMotion = false) {
  const queue = new AnimationQueue({ catalogue: BLB_BEAT_CATALOGUE, speed: 'normal', reducedMotion });
  queue.attachDriver();
  const model = new BattleModel(geometry, {
    worldOf,
    unitInfo: (id) => DEMO_UNITS[id] ?? null,
    fortInfo: (box) => (box === 'liege' ? DEMO_FORT : null),
  });
  const changes: string[] = [];
  queue.subscribe((e) => {
    const change = model.onEvent(e, queue.queued);
    if (change) changes.push(change);
  });
  const started: Shot[] = [];
  queue.subscribe((e) => {
    if (e.type === 'start') started.push(e.shot);
  });
  queue.enqueue(COMBAT_BEATS);
  queue.update(0);
  let now = 0;
  /** Runs the clock to `progress` of the nth shot of `type` (0-based, in play order). */
  const advanceTo = (type: string, progress: number, nth = 0) => {
    for (let guard = 0; guard < 100_000; guard++) {
      const target = started.filter((shot) => shot.beat.type === type)[nth];
      const frame = queue.current;
      if (target && frame?.shot === target) {
        now = Math.max(now, now + (progress - frame.progress) * frame.shot.duration);
        queue.update(now);
        return;
      }
      now += 5;
      queue.update(now);
    }
    throw new Error(`no ${type} shot`);
  };
  const pose = (id: string): UnitPose => model.unitPose(id, queue.current, { x: 0, y: 0, z: 0, flip: 0, scale: 1, visible: false, glow: 0 });
  const fort = (): FortPose => model.fortPose(queue.current, { visible: false, x: 0, y: 0, z: 0, yaw: 0, flip: 0 });
  return { queue, model, changes, advanceTo, pose, fort };
}

describe('BattleModel', () => {
  it('7.1 units come to the board by side and combat factor, worked back to their steps at the start', () => {
    const { model } = setUp();
    const r = model.roster!;
    expect(r.box).toBe('liege');
    expect(r.attacker).toBe('german');
    const L = boardLayout(geometry);
    const unit = (id: string) => r.units.find((u) => u.id === id)!;
    // VII ends the combat reduced (steps 1) after one loss: it came full, with factor 5.
    expect(unit('g1')).toMatchObject({ reducedAtStart: false, cf: 5, role: 'attacker' });
    // 4 Div was reduced before the combat and lost nothing: reduced, factor 4.
    expect(unit('b2')).toMatchObject({ reducedAtStart: true, cf: 4, role: 'defender' });
    // Rows: sixes, fives, fours; attackers on the left half, defenders on the right.
    expect(unit('gc1').slot[2]).toBeCloseTo(L.rowZ(0));
    expect(unit('g1').slot[2]).toBeCloseTo(L.rowZ(1));
    expect(unit('g3').slot[2]).toBeCloseTo(L.rowZ(2));
    expect(unit('b2').slot[2]).toBeCloseTo(L.rowZ(2));
    expect(unit('g1').slot[0]).toBeLessThan(0);
    expect(unit('b1').slot[0]).toBeGreaterThan(0);
    expect(unit('g2').slot[0]).toBeGreaterThan(unit('g1').slot[0]);
    // The fort: 2 steps now, 2 hits still to show: 4 at the start, on the Entente half.
    expect(r.fort).toMatchObject({ box: 'liege', stepsAtStart: 4, role: 'defender' });
    expect(r.fort!.slot[0]).toBeGreaterThan(0);
    expect(model.boardUnits()).toEqual(['g1', 'g2', 'g3', 'g4', 'b1', 'b2', 'gc1', 'fort:liege']);
  });

  it('7.0 units fly from their box to the board, and the Combat Marker drops into the box', () => {
    const { model, queue, advanceTo, pose } = setUp();
    const g1 = model.roster!.units.find((u) => u.id === 'g1')!;
    let p = pose('g1');
    expect([p.x, p.y, p.z]).toEqual([...g1.home]);
    expect(g1.home[0]).toBeCloseTo(worldOf('liege')[0]);
    advanceTo('combat.started', 0.5);
    p = pose('g1');
    expect(p.y).toBeGreaterThan(Math.max(g1.home[1], g1.slot[1]));
    advanceTo('combat.modifiers', 0);
    p = pose('g1');
    expect([p.x, p.y, p.z]).toEqual([...g1.slot]);
    const m = model.markerPose(queue.current, { visible: false, x: 0, y: 0, z: 0, scale: 1 });
    expect(m.visible).toBe(true);
    expect(m.x).toBeCloseTo(worldOf('liege')[0] + 0.95);
  });

  it('7.4 a step loss flips the counter; an elimination takes it off; 8.1 the fort turns a quarter per step', () => {
    const { advanceTo, pose, fort, changes } = setUp();
    advanceTo('fort.hit', 0);
    expect(fort().yaw).toBeCloseTo(0);
    advanceTo('fort.hit', 0.5);
    expect(fort().yaw).toBeCloseTo(Math.PI / 4);
    advanceTo('unit.reduced', 0);
    expect(fort().yaw).toBeCloseTo(Math.PI / 2);
    expect(pose('g1').flip).toBeCloseTo(0);
    advanceTo('unit.reduced', 0.5);
    expect(pose('g1').flip).toBeCloseTo(Math.PI / 2);
    advanceTo('unit.eliminated', 0);
    expect(pose('g1').flip).toBeCloseTo(Math.PI);
    // b2 came reduced: its reduced face is up all along.
    expect(pose('b2').flip).toBeCloseTo(Math.PI);
    expect(pose('g3').visible).toBe(true);
    advanceTo('unit.eliminated', 0.8);
    expect(pose('g3').scale).toBeLessThan(1);
    advanceTo('combat.result', 0);
    expect(pose('g3').visible).toBe(false);
    expect(pose('gc1').visible).toBe(false);
    expect(fort().yaw).toBeCloseTo(Math.PI);
    expect(changes).toContain('units');
  });

  it('7.5 the loser flies to its retreat box, the rest back to the box; then the board is empty', () => {
    const { model, advanceTo, pose } = setUp();
    advanceTo('unit.retreated', 1 - 1e-9, 1);
    const p = pose('g2');
    expect(p.x).toBeCloseTo(worldOf('aachen')[0], 1);
    expect(p.z).toBeCloseTo(worldOf('aachen')[2], 1);
    advanceTo('combat.ended', 0.999);
    const b1 = model.roster!.units.find((u) => u.id === 'b1')!;
    const back = pose('b1');
    expect(back.x).toBeCloseTo(b1.home[0], 1);
    expect(pose('g2').visible).toBe(false);
    expect(model.boardUnits()).toEqual(['b1', 'b2', 'fort:liege']);
    advanceTo('combat.ended', 1);
  });

  it('after combat.ended, and after a reset, nothing is on the board', () => {
    const { model, queue } = setUp();
    queue.skip();
    expect(model.roster).toBeNull();
    expect(model.boardUnits()).toEqual([]);
    queue.enqueue(COMBAT_BEATS.slice(0, 3));
    queue.update(1e6);
    expect(model.roster).not.toBeNull();
    queue.clear();
    expect(model.roster).toBeNull();
  });

  it('7.4 with reduced motion a step loss shows the reduced face halfway without turning the counter over', () => {
    const { advanceTo, pose } = setUp(true);
    advanceTo('unit.reduced', 0.3);
    const early = pose('g1');
    expect(early.flip).toBe(0);
    advanceTo('unit.reduced', 0.7);
    const late = pose('g1');
    expect(late.flip).toBeCloseTo(Math.PI, 9);
    expect(late.y).toBeCloseTo(early.y, 9);
  });

  it('9.0 a game that ends in the middle of a combat leaves the board empty (the units back on the map)', () => {
    const { model, queue } = setUp();
    queue.skip();
    queue.enqueue([...COMBAT_BEATS.slice(0, 3), { type: 'game.over', outcome: { winner: 'german' }, rule: '9.0' }]);
    queue.update(1e6);
    queue.update(2e6);
    expect(model.roster).toBeNull();
    expect(model.boardUnits()).toEqual([]);
  });
});
