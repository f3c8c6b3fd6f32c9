// The Football War's battle on the table (src/scene/bbw/battle/*, CameraDirector): which battle a
// dice beat belongs to, the dice in the tray (terrain and air dice marked, hits per side), who won,
// and where the camera goes.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../machines/bbw/index';
import { Rng } from '../../../src/core/rng';
import { boardFor } from '../../../src/games/bbw/rules/board';
import type { Battle } from '../../../src/games/bbw/state';
import type { BbwView } from '../../../src/games/bbw/view';
import type { Beat } from '../../../src/scene/animation/queue';
import { BBW_TABLE as LAYOUT } from '../../../src/scene/bbw/tableLayout';
import { BBW_DICE_TRAY, areaRect, battleFrame, battleOfRoll, sameBattle } from '../../../src/scene/bbw/battle/battleLayout';
import { diceKinds, layoutBbwRoll } from '../../../src/scene/bbw/battle/diceLayout';
import { battleOutcome, outcomeLines, outcomeSpot } from '../../../src/scene/bbw/battle/BbwBattleShots';
import { BATTLE_POLAR, cameraMoveFor } from '../../../src/scene/bbw/CameraDirector';
import { SHEET_RECT } from '../../../src/scene/bbw/sheetLayout';
import { BBW_DIE_STYLES } from '../../../src/scene/bbw/dieStyles';

const board = boardFor('football-war');

/** Every battle of a few smart-bot games: the view after its dice, the dice beat, and the view once it is over. */
function battles(seeds: number[]): { rolled: BbwView; beat: Beat; over: BbwView }[] {
  const out: { rolled: BbwView; beat: Beat; over: BbwView }[] = [];
  for (const seed of seeds) {
    const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } });
    let beats: Beat[] = [];
    actor.on('*', (b) => beats.push(b as unknown as Beat));
    actor.start();
    const rng = Rng.seeded(seed);
    const open: { rolled: BbwView; beat: Beat }[] = [];
    for (let i = 0; i < 3000; i++) {
      const snap = actor.getSnapshot();
      const legal = bbwModule.legalEvents(snap);
      if (legal.length === 0) break;
      const side = legal[0]!.side;
      beats = [];
      actor.send(bbwModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
      const view = bbwModule.view(actor.getSnapshot(), 'white') as BbwView;
      for (const b of beats) if (b.type === 'dice.rolled') open.push({ rolled: view, beat: b });
      if (view.battle === null) for (const o of open.splice(0)) out.push({ ...o, over: view });
    }
    actor.stop();
  }
  return out;
}

const all = battles([7, 8, 9]);

describe('bbw battle on the table', () => {
  it('finds each dice beat\'s battle in the view it came with, and the dice it throws', () => {
    expect(all.length).toBeGreaterThan(10);
    const steps = new Set(all.map((b) => b.beat.step));
    expect(steps).toContain('ground');
    for (const { rolled, beat } of all) {
      const b = battleOfRoll(rolled, beat)!;
      expect(b).not.toBeNull();
      const layout = layoutBbwRoll(beat, { width: BBW_DICE_TRAY.w, depth: BBW_DICE_TRAY.d, battle: b, sideName: (s) => board.scenario.data.nations[s] })!;
      const rolls = beat.rolls as Record<'white' | 'grey', number[]>;
      expect(layout.dice.length).toBe(Math.min(24, rolls.white.length + rolls.grey.length));
      // Every die within the tray, every style a die style.
      for (const d of layout.dice) {
        expect(Math.abs(d.rest[0])).toBeLessThanOrEqual(BBW_DICE_TRAY.w / 2);
        expect(Math.abs(d.rest[2])).toBeLessThanOrEqual(BBW_DICE_TRAY.d / 2);
        expect(Object.keys(BBW_DIE_STYLES)).toContain(d.style);
        expect(d.mark).toBe(d.value >= 5 ? 'hit' : null);
      }
      // Hits counted per side as the rules count them (5-6).
      for (const side of ['white', 'grey'] as const) {
        const hits = rolls[side].filter((v) => v >= 5).length;
        const label = layout.labels.find((l) => l.key === `result:${side}`)!;
        expect(label.text).toBe(rolls[side].length === 0 ? 'no dice' : `${hits} hit${hits === 1 ? '' : 's'}`);
      }
      const header = layout.labels.find((l) => l.key === `head:${b.attacker}`)!;
      expect(header.text.startsWith(board.scenario.data.nations[b.attacker])).toBe(true);
    }
  });

  it('marks the defender\'s terrain dice and both sides\' air dice (6.21); fighters\' dice are air (6.22)', () => {
    const b = { attacker: 'white', attackerAir: ['a1'], defenderAir: ['d1', 'd2'], terrainDice: 3 } as unknown as Battle;
    expect(diceKinds('ground', 'white', 5, b)).toEqual(['cv', 'cv', 'cv', 'cv', 'air']);
    expect(diceKinds('ground', 'grey', 7, b)).toEqual(['cv', 'cv', 'terrain', 'terrain', 'terrain', 'air', 'air']);
    expect(diceKinds('air', 'grey', 2, b)).toEqual(['air', 'air']);
    const beat = { type: 'dice.rolled', step: 'ground', rolls: { white: [5, 1, 2, 3, 6], grey: [1, 2, 3, 4, 5, 6, 6] }, rule: '6.21' } as Beat;
    const layout = layoutBbwRoll(beat, { width: BBW_DICE_TRAY.w, depth: BBW_DICE_TRAY.d, battle: b, sideName: (s) => s })!;
    expect(layout.dice.map((d) => d.style)).toEqual(['white', 'white', 'white', 'white', 'white-air', 'grey', 'grey', 'terrain', 'terrain', 'terrain', 'grey-air', 'grey-air']);
    expect(layout.labels.filter((l) => l.role === 'row').map((l) => l.text)).toEqual(['Units', 'Air', 'Units', 'Terrain', 'Air']);
  });

  it('says who won as 6.24 tests it, once the battle is over, in a line across the battle\'s frame', () => {
    let attackerWins = 0;
    let holds = 0;
    for (const { rolled, beat, over } of all) {
      const b = battleOfRoll(rolled, beat)!;
      const o = battleOutcome(b, over, board);
      const broken = b.defendersInArea.every((id) => {
        const u = over.units.find((x) => x.id === id)!;
        return u.disrupted || board.damagedBoxes.has(u.loc);
      });
      expect(o.attackerWon).toBe(broken);
      expect(o.winner).toBe(broken ? b.attacker : b.attacker === 'white' ? 'grey' : 'white');
      const [big] = outcomeLines(o, b, board);
      expect(big).toBe(`${board.scenario.data.nations[o.winner].toUpperCase()} ${broken ? 'WINS' : 'HOLDS'}`);
      if (broken) attackerWins++;
      else holds++;
      // The line lies inside the camera's battle frame, right of the tray.
      const f = battleFrame(b.area);
      const spot = outcomeSpot(b.area);
      expect(spot.x - spot.half).toBeGreaterThan(BBW_DICE_TRAY.x + BBW_DICE_TRAY.w / 2);
      expect(spot.x + spot.half).toBeLessThanOrEqual(f.x + f.w / 2);
      expect(sameBattle(b, over.lastBattle)).toBe(true);
    }
    expect(attackerWins + holds).toBe(all.length);
  });

  it('the tray lies in the table\'s left margin, off the sheet; the camera frames the battle, then goes home', () => {
    expect(BBW_DICE_TRAY.x + BBW_DICE_TRAY.w / 2).toBeLessThan(SHEET_RECT.x - SHEET_RECT.w / 2);
    expect(BBW_DICE_TRAY.x - BBW_DICE_TRAY.w / 2).toBeGreaterThan(LAYOUT.table.x - LAYOUT.table.w / 2);
    const area = all[0]!.over.lastBattle!.area;
    const r = areaRect(area)!;
    const dice = cameraMoveFor(all[0]!.beat, area, false, false);
    expect(dice).not.toBeNull();
    expect(dice).not.toBe('home');
    const f = (dice as { frame: { x: number; z: number; w: number; d: number }; polar?: number }).frame;
    expect(f.x - f.w / 2).toBeLessThan(BBW_DICE_TRAY.x - BBW_DICE_TRAY.w / 2);
    expect(f.x + f.w / 2).toBeGreaterThan(r.x + r.w / 2);
    expect((dice as { polar?: number }).polar).toBe(BATTLE_POLAR);
    expect(cameraMoveFor({ type: 'hit', unit: 'x', rule: '6.21' }, null, true, false)).toBeNull();
    expect(cameraMoveFor({ type: 'card.played', side: 'white', card: 'w1', mode: 'move', rule: '6.0' }, null, true, false)).toBe('home');
    expect(cameraMoveFor({ type: 'card.played', side: 'white', card: 'w1', mode: 'move', rule: '6.0' }, null, false, false)).toBeNull();
    // Showcase: the card's play in the middle, the Final Phase on the whole sheet.
    expect(cameraMoveFor({ type: 'card.played', side: 'white', card: 'w1', mode: 'move', rule: '6.0' }, null, false, true)).not.toBeNull();
    expect(cameraMoveFor({ type: 'turn.advanced', turn: 3, rule: '7.0' }, null, false, true)).toEqual({ frame: SHEET_RECT });
  });
});
