// The 3D table shows which unit each stand is: every unit's number badge prints the number its name
// uses ("Activate Red British 3" -> the red badge "3" behind that unit's stands), read through the
// same function the names are built on (describe.ts's unitNumber), never a second copy. Checked at
// random positions of random games in every match-up, from both sides' views, with the shot of the
// last event still playing at a random point (units walking, stands fading): the display model's
// number, then what the instanced label quads actually print and where.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { belleMachine, belleModule } from '../../../machines/belle-epoque/index';
import { playedEvents } from '../../support/eventBeats';
import { Rng } from '../../../src/core/rng';
import type { Beat } from '../../../src/scene/animation/queue';
import { MATCH_UP_IDS } from '../../../src/games/belle-epoque/data';
import { unitName } from '../../../src/games/belle-epoque/describe';
import type { BelleContext, BelleState } from '../../../src/games/belle-epoque/state';
import { displayFrame } from '../../../src/scene/belle-epoque/displayModel';
import { BADGE, PLATE } from '../../../src/scene/belle-epoque/layout';
import { baseFor, slotsExtent, standSlots } from '../../../src/scene/belle-epoque/formation';
import { buildStandMeshes, capacityFor, makeScratch, writeUnits } from '../../../src/scene/belle-epoque/Stands';
import { MAX_UNIT_NUMBER, cellAtUv, labelCell, labelOfCell, LABEL_CELLS } from '../../../src/scene/belle-epoque/standLabels';
import { asBelleView } from '../../../src/scene/belle-epoque/viewTypes';
import type { DisplayUnit } from '../../../src/scene/belle-epoque/viewTypes';
import type { InstancedBufferAttribute } from 'three';
import { Matrix4, Vector3 } from 'three';

interface Position {
  state: BelleState;
  views: ReturnType<typeof asBelleView>[];
  beats: Beat[];
}

/** Random positions of a random-bot game: each event's state and views after it, and the beats it emitted. */
function positions(matchUp: string, seed: number, take: number): Position[] {
  const all: Position[] = playedEvents(belleModule, seed, { matchUp }, 'random').events.map(({ after, beats }) => ({
    state: (after.context as BelleContext).game,
    views: belleModule.sides.map((s) => asBelleView(belleModule.view(after as Parameters<typeof belleModule.view>[0], s))),
    beats: beats as Beat[],
  }));
  const rng = Rng.seeded(seed * 31 + 7);
  // `take` positions drawn at random from the whole game (the opening and the last included).
  const picked = new Set<number>([0, all.length - 1]);
  while (picked.size < Math.min(take, all.length)) picked.add(rng.int(all.length));
  return [...picked].sort((a, b) => a - b).map((i) => all[i]!);
}

/** The trailing number of a unit's name ("Red British 3" -> "3"): what a player looks for on the table. */
const numberInName = (s: BelleState, id: string) => /\s(\d+)$/.exec(unitName(s, id))?.[1] ?? null;

/** Where a unit's badge must lie: behind its rear rank (formation.ts), left of its count plate. */
function badgeSpot(u: DisplayUnit): { x: number; z: number } {
  const slots = standSlots(u.stands, u.order, u.troopType);
  const rear = slots.length ? slotsExtent(slots, baseFor(u.troopType)).maxZ : 0;
  const k = u.scale ?? 1;
  const d = (rear + PLATE.behind) * k;
  // Local (0, d) turned by the unit's facing (three's rotation about y).
  return { x: u.position[0] + Math.sin(u.facing) * d + BADGE.x, z: u.position[2] + Math.cos(u.facing) * d };
}

describe('Belle Epoque: each stand shows the number its unit is named by', () => {
  it('the atlas has a badge for every unit number of every match-up, and cells decode to what they print', () => {
    for (let cell = 0; cell < LABEL_CELLS; cell++) {
      const l = labelOfCell(cell)!;
      expect(labelCell(l.kind, l.side, l.value)).toBe(cell);
    }
    for (const matchUp of MATCH_UP_IDS) {
      const snap = createActor(belleMachine, { input: { seed: 1, options: belleModule.options.schema.parse({ matchUp }) } }).start().getSnapshot();
      for (const u of (snap.context as BelleContext).game.units) {
        const n = Number(numberInName((snap.context as BelleContext).game, u.id));
        expect(n).toBeLessThanOrEqual(MAX_UNIT_NUMBER);
        expect(labelCell('number', u.side, n), u.id).not.toBeNull();
      }
    }
  });

  for (const matchUp of MATCH_UP_IDS) {
    it(`${matchUp}: at random positions the display model's number and the printed badge are the name's number`, () => {
      const rng = Rng.seeded(matchUp.length * 101);
      let units = 0;
      let shots = 0;
      for (const seed of [11, 12]) {
        for (const { state, views, beats } of positions(matchUp, seed, 12)) {
          for (const view of views) {
            // The last event's shot half played (or not at all), the rest of its beats still queued.
            const current = beats.length && rng.float() < 0.7 ? { beat: beats[0]!, progress: rng.float() } : null;
            const frame = displayFrame(view, current, current ? beats.slice(1) : beats);
            if (current) shots++;
            for (const u of frame.units) {
              const inName = numberInName(state, u.id);
              expect(inName, unitName(state, u.id)).not.toBeNull();
              expect(u.number, `${unitName(state, u.id)} on the table`).toBe(inName);
              units++;
            }

            // What the label quads print: one badge per unit with a stand drawn, its number, behind it.
            const capacity = capacityFor(frame.units.length);
            const meshes = buildStandMeshes(capacity, false, () => undefined);
            writeUnits(frame.units, meshes, makeScratch(), [], capacity);
            const face = meshes.labels.geometry.getAttribute('aFace') as InstancedBufferAttribute;
            const m = new Matrix4();
            const p = new Vector3();
            const badges: { side: string; value: number; x: number; z: number }[] = [];
            for (let i = 0; i < meshes.labels.count; i++) {
              const l = labelOfCell(cellAtUv(face.getX(i), face.getY(i)))!;
              expect(l).not.toBeNull();
              if (l.kind !== 'number') continue;
              meshes.labels.getMatrixAt(i, m);
              p.setFromMatrixPosition(m);
              badges.push({ side: l.side, value: l.value, x: p.x, z: p.z });
            }
            const drawn = frame.units.filter((u) => u.stands > 0);
            expect(badges.length).toBe(drawn.length);
            for (const u of drawn) {
              const at = badgeSpot(u);
              const mine = badges.filter((b) => Math.abs(b.x - at.x) < 1e-4 && Math.abs(b.z - at.z) < 1e-4);
              expect(mine, `${unitName(state, u.id)}'s badge`).toHaveLength(1);
              expect(`${mine[0]!.side} ${mine[0]!.value}`, unitName(state, u.id)).toBe(`${u.side} ${numberInName(state, u.id)}`);
            }
          }
        }
      }
      expect(units).toBeGreaterThan(200);
      expect(shots).toBeGreaterThan(5);
    });
  }
});
