// La Petite Guerre's showcase camera (src/scene/lpg/cameraShots.ts): every hex's frame lies on the
// table and holds the hex; a move's frame holds its from and to hexes (the stack.moved beat's, every
// pair of hexes a week's march apart, and every move of a smart-bot game); a battle's frame holds both
// the battle's hex and the card duel (LPG_TABLE.duel); routine beats that need no frame change
// nothing; and over a whole smart-bot game's beats the camera holds each fight from battle.begun to
// the retreat and goes home between.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../../machines/lpg/index';
import { ALL_HEXES, hexDistance, place } from '../../../src/games/lpg/rules/hex';
import { PLACES } from '../../../src/games/lpg/map';
import type { HexId } from '../../../src/games/lpg/types';
import type { Beat } from '../../../src/scene/animation/queue';
import type { RectXZ } from '../../../src/scene/cameraMath';
import { BATTLE_POLAR, battleFrame, hexesFrame, lpgCameraMove, moveFrame, type LpgCameraMove } from '../../../src/scene/lpg/cameraShots';
import { corners } from '../../../src/scene/lpg/mapGeometry';
import { LPG_TABLE, mapToWorld } from '../../../src/scene/lpg/tableLayout';
import { playedEvents } from '../../support/eventBeats';
import { SCREENS } from '../../support/readableScreens';
import { CAMERA_LIMITS, framePose, rectInView, rigLimits, tableCamera } from '../../../src/scene/cameraMath';

const EPS = 1e-9;
const rectIn = (a: RectXZ, b: RectXZ) =>
  a.x - a.w / 2 >= b.x - b.w / 2 - EPS && a.x + a.w / 2 <= b.x + b.w / 2 + EPS && a.z - a.d / 2 >= b.z - b.d / 2 - EPS && a.z + a.d / 2 <= b.z + b.d / 2 + EPS;
const pointIn = (p: { x: number; z: number }, r: RectXZ) => Math.abs(p.x - r.x) <= r.w / 2 + EPS && Math.abs(p.z - r.z) <= r.d / 2 + EPS;
/** The hex, corners and all, inside the rectangle. */
const hexIn = (h: HexId, r: RectXZ) => corners(h).every((c) => pointIn(mapToWorld(c.x, c.y), r));
const table = LPG_TABLE.table;
/** A hex's bounding rectangle on the table. */
function rectOfHex(h: HexId): RectXZ {
  const cs = corners(h).map((c) => mapToWorld(c.x, c.y));
  const xs = cs.map((c) => c.x);
  const zs = cs.map((c) => c.z);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2, w: Math.max(...xs) - Math.min(...xs), d: Math.max(...zs) - Math.min(...zs) };
}
const duel: RectXZ = { x: LPG_TABLE.duel.x, z: LPG_TABLE.duel.z, w: LPG_TABLE.duel.w, d: LPG_TABLE.duel.d };
const beat = (type: string, fields: Record<string, unknown> = {}): Beat => ({ type, rule: '0', ...fields }) as Beat;

describe('La Petite Guerre camera shots', () => {
  it('every hex\'s frame lies on the table and holds the whole hex', () => {
    for (const h of ALL_HEXES) {
      const f = hexesFrame([h]);
      expect(rectIn(f, table), h).toBe(true);
      expect(hexIn(h, f), h).toBe(true);
    }
  });

  it('a move\'s frame holds its from and to hexes (every pair a week\'s march apart), or the country round its destination', () => {
    for (const to of ALL_HEXES) {
      const near = moveFrame(to, null);
      expect(rectIn(near, table) && hexIn(to, near), to).toBe(true);
      for (const from of ALL_HEXES) {
        if (hexDistance(from, to) > 6) continue;
        const f = moveFrame(to, from);
        if (!rectIn(f, table) || !hexIn(to, f) || !hexIn(from, f)) throw new Error(`move ${from} -> ${to}`);
        // §6 the showcase's shot of a stack.moved beat (its from and to, public): that frame.
        const m = lpgCameraMove(beat('stack.moved', { side: 'american', from, to, forcedMarch: false }), null, true) as Exclude<LpgCameraMove, 'home' | null>;
        if (m.frame.x !== f.x || m.frame.z !== f.z || m.frame.w !== f.w || m.frame.d !== f.d || m.battle || m.polar !== undefined) throw new Error(`shot ${from} -> ${to}`);
      }
    }
  });

  it('a battle\'s frame holds both the battle\'s hex and the card duel beside the map, on the table, looked at from higher', () => {
    for (const h of ALL_HEXES) {
      const f = battleFrame(h);
      expect(rectIn(f, table), h).toBe(true);
      expect(hexIn(h, f), h).toBe(true);
      expect(rectIn(duel, f), h).toBe(true);
      const m = lpgCameraMove(beat('battle.begun', { hex: h, attacker: 'british' }), null, false) as Exclude<LpgCameraMove, 'home' | null>;
      expect(m.frame).toEqual(f);
      expect(m.battle).toBe(true);
      expect(m.polar).toBe(BATTLE_POLAR);
    }
    // A retreat keeps the fight framed, the hex retreated to with it.
    const r = lpgCameraMove(beat('combat.retreat', { side: 'american', from: '0817', to: '0716' }), '0817', true) as Exclude<LpgCameraMove, 'home' | null>;
    expect(hexIn('0817', r.frame) && hexIn('0716', r.frame) && rectIn(duel, r.frame)).toBe(true);
  });

  for (const screen of SCREENS) {
    it(`${screen.name} with the side panel: the rig's camera at a battle's frame shows the whole battle hex and the whole duel on screen, and a move\'s frame its from and to hexes, for every hex`, () => {
      const limits = rigLimits(LPG_TABLE.table);
      for (const h of ALL_HEXES) {
        const f = battleFrame(h);
        const cam = tableCamera(screen.view, framePose(f, BATTLE_POLAR, screen.view, limits));
        const hexRect = rectOfHex(h);
        if (!rectInView(cam, screen.view, hexRect) || !rectInView(cam, screen.view, duel)) throw new Error(`${screen.name}: battle at ${h} not wholly on screen`);
        // And a move from there to any hex within two: both on screen.
        for (const to of ALL_HEXES) {
          if (hexDistance(h, to) > 2) continue;
          const m = tableCamera(screen.view, framePose(moveFrame(to, h), CAMERA_LIMITS.homePolar, screen.view, limits));
          if (!rectInView(m, screen.view, rectOfHex(h))) throw new Error(`${screen.name}: move ${h} -> ${to}`);
          if (!rectInView(m, screen.view, rectOfHex(to))) throw new Error(`${screen.name}: move ${h} -> ${to} (to)`);
        }
      }
    });
  }

  it('routine beats that need no frame change nothing (showcase or play); inside a fight its beats hold the frame', () => {
    for (const showcase of [true, false]) {
      for (const b of [beat('card.drawn', { side: 'american' }), beat('combat.cardChosen', { side: 'british' }), beat('unit.dissolved', { side: 'british', unit: 'x' }), beat('card.played', { card: 'spy' }), beat('loyalty.changed', { index: 3, delta: 1 })]) {
        expect(lpgCameraMove(b, null, showcase), `${b.type} ${showcase}`).toBeNull();
      }
      for (const t of ['reinforcements.called', 'combat.cardChosen', 'combat.cardsRevealed', 'combat.casualties', 'commander.lost', 'loyalty.changed', 'card.played']) {
        expect(lpgCameraMove(beat(t, { hex: '1213', side: 'british' }), '1213', showcase), t).toBeNull();
      }
    }
    // Play (not showcase): moves, arrivals and new turns leave the viewer's camera alone.
    for (const b of [beat('stack.moved', { to: '1213', side: 'british' }), beat('unit.arrived', { hex: '1810', side: 'british', unit: 'u' }), beat('turn.advanced', { turn: 2, side: 'american' })]) {
      expect(lpgCameraMove(b, null, false), b.type).toBeNull();
      // ...but end a fight the camera framed: home.
      expect(lpgCameraMove(b, '1213', false), b.type).toBe('home');
    }
  });

  it('showcase follows moves, landings, arrivals and razing, and goes home on a new turn, the weather, the orders and the end', () => {
    const move = lpgCameraMove(beat('stack.moved', { from: '0716', to: '0817', side: 'american' }), null, true) as Exclude<LpgCameraMove, 'home' | null>;
    expect(hexIn('0817', move.frame) && hexIn('0716', move.frame)).toBe(true);
    const landing = lpgCameraMove(beat('landing.made', { hex: '1413', side: 'british' }), null, true) as Exclude<LpgCameraMove, 'home' | null>;
    expect(hexIn('1413', landing.frame)).toBe(true);
    const port = lpgCameraMove(beat('landing.prepared', { port: 'new-york', side: 'british' }), null, true) as Exclude<LpgCameraMove, 'home' | null>;
    expect(hexIn(place('new-york').hex, port.frame)).toBe(true);
    for (const p of PLACES) {
      const razed = lpgCameraMove(beat('settlement.razed', { place: p.id, side: 'british', through: 8 }), null, true) as Exclude<LpgCameraMove, 'home' | null>;
      expect(hexIn(p.hex, razed.frame), p.id).toBe(true);
    }
    for (const t of ['turn.advanced', 'weather', 'unit.ordered', 'game.over']) expect(lpgCameraMove(beat(t), null, true), t).toBe('home');
  });

  it('§6 over a whole smart-bot game every stack.moved beat carries its from, and the showcase frames both hexes on the table', () => {
    const { events } = playedEvents(lpgModule, 3, { lastTurn: 4 });
    let moves = 0;
    for (const b of events.flatMap((e) => e.beats as Beat[])) {
      if (b.type !== 'stack.moved') continue;
      moves++;
      const from = b.from as HexId;
      const to = b.to as HexId;
      expect(ALL_HEXES).toContain(from);
      const m = lpgCameraMove(b, null, true) as Exclude<LpgCameraMove, 'home' | null>;
      expect(rectIn(m.frame, table) && hexIn(from, m.frame) && hexIn(to, m.frame), `${from} -> ${to}`).toBe(true);
      // In play (not showcase) the camera stays with the viewer.
      expect(lpgCameraMove(b, null, false)).toBeNull();
    }
    expect(moves).toBeGreaterThan(10);
  });

  it('over a whole smart-bot game: each fight is framed at battle.begun and held (hex and duel in view) through its beats to the retreat; every frame on the table', () => {
    const { events } = playedEvents(lpgModule, 3, { lastTurn: 10 });
    const beats = events.flatMap((e) => e.beats as Beat[]);
    let battle: HexId | null = null;
    let fights = 0;
    let frame: RectXZ | null = null;
    for (const b of beats) {
      const m = lpgCameraMove(b, battle, true);
      if (m === 'home') battle = null;
      else if (m) {
        expect(rectIn(m.frame, table), b.type).toBe(true);
        frame = m.frame;
        if (m.battle) {
          if (b.type === 'battle.begun') fights++;
          battle = (typeof b.hex === 'string' ? b.hex : b.from) as HexId;
          expect(rectIn(duel, m.frame)).toBe(true);
        } else battle = null;
      }
      // While a fight's beats play, the frame holds the battle's hex and the duel.
      if (battle && ['combat.cardsRevealed', 'combat.casualties'].includes(b.type)) {
        expect(b.hex).toBe(battle);
        expect(hexIn(battle, frame!) && rectIn(duel, frame!)).toBe(true);
      }
    }
    expect(fights).toBeGreaterThan(0);
  });
});
