// The log's words for what happened (src/games/blb/narrate.ts, the module's narrateBeats): the
// beats of real events, from bot games through the real machine, must come out as their outcome:
// which chit came out, the dice faces and hits of each side, the losses, the retreats, the fort's
// steps, the Garde Civique turned up, the Atrocities Check.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { blbModule } from '../../machines/blb/index';
import type { BlbBeat } from '../../src/games/blb/beats';
import { ARMY, BOX, CHIT } from '../../src/games/blb/db';
import { unitName } from '../../src/games/blb/describe';
import { describeBeat } from '../../src/games/blb/narrate';
import type { BlbState } from '../../src/games/blb/state';
import { playedEvents, type PlayedEvent } from '../support/eventBeats';

const games = [1, 2, 3, 7].map((seed) => playedEvents(blbModule, seed).events);
const all: PlayedEvent[] = games.flat();
const narrate = (e: PlayedEvent): string[] => blbModule.narrateBeats!(e.beats as BlbBeat[], e.before as never);
const text = (e: PlayedEvent): string => narrate(e).join('\n');
const ctx = (e: PlayedEvent): BlbState => (e.before as AnyMachineSnapshot).context as BlbState;
const beatsOf = <T extends BlbBeat['type']>(e: PlayedEvent, type: T) => (e.beats as BlbBeat[]).filter((b): b is Extract<BlbBeat, { type: T }> => b.type === type);
const withBeat = (type: BlbBeat['type']) => all.filter((e) => beatsOf(e, type).length > 0);
const box = (id: string) => BOX[id]!.name;

describe('BLB log narration: the outcome of each event from its beats', () => {
  it('4.1/5.0 a chit draw names the chit that came out (an army and its leader, an event, or the Turn End count)', () => {
    const draws = all.filter((e) => e.event.type === 'drawChit');
    expect(draws.length).toBeGreaterThan(20);
    const kinds = new Set<string>();
    for (const e of draws) {
      const [drawn] = beatsOf(e, 'chit.drawn');
      const def = CHIT[drawn!.chit]!;
      kinds.add(def.kind);
      const first = narrate(e)[0]!;
      if (def.kind === 'activation') {
        // It activates at once, or (an Entente army with a besieged fort, 8.2) once its player chose how.
        const army = ARMY[def.army!];
        const activates = beatsOf(e, 'activation.began').length > 0;
        expect(first).toBe(`Drew the ${army.name} (${army.leader}) chit${activates ? ': it activates' : ''}.`);
      } else if (def.kind === 'event') {
        expect(first).toBe(`Drew the ${def.label} event chit (${def.side === 'german' ? 'German' : 'Entente'}).`);
      } else {
        expect(first).toBe(`Drew a Turn End chit (${ctx(e).chits.turnEnd.length + 1} of 3).`);
      }
    }
    expect([...kinds].sort()).toEqual(['activation', 'event', 'turnEnd']);
  });

  it('7.3 a combat roll lists each side\'s dice faces and hits, then the losses by name', () => {
    const rolls = all.filter((e) => e.event.type === 'roll');
    expect(rolls.length).toBeGreaterThan(5);
    let withLosses = 0;
    for (const e of rolls) {
      const [dice] = beatsOf(e, 'dice.rolled');
      if (!dice || dice.purpose === 'atrocities') throw new Error('a roll without its dice');
      const out = text(e);
      for (const side of ['german', 'entente'] as const) {
        const own = dice.rolls.filter((r) => r.side === side);
        if (own.length === 0) continue;
        const face = (r: (typeof own)[number]) => (r.modifier ? `${r.die}+${r.modifier}` : String(r.die));
        const unitFaces = own.filter((r) => r.unit !== 'fort').map(face).join(' ');
        const fortFaces = own.filter((r) => r.unit === 'fort').map(face).join(' ');
        const hits = own.filter((r) => r.hit).length;
        const faces = [unitFaces, fortFaces ? `fort ${fortFaces}` : ''].filter(Boolean).join(', ');
        expect(out).toContain(`${side === 'german' ? 'German' : 'Entente'} dice ${faces}: ${hits} hit${hits === 1 ? '' : 's'}`);
      }
      const lost = [...beatsOf(e, 'unit.eliminated'), ...beatsOf(e, 'unit.reduced')];
      for (const b of lost) expect(out).toContain(unitName(b.unit));
      for (const b of beatsOf(e, 'unit.eliminated')) expect(out).toMatch(new RegExp(`${unitName(b.unit).replace(/[()]/g, '\\$&')} eliminated`));
      if (lost.length) withLosses++;
    }
    expect(withLosses).toBeGreaterThan(0);
  });

  it('7.4/7.5 step-losses, the result and the retreats along their path', () => {
    for (const e of withBeat('combat.result')) {
      const [result] = beatsOf(e, 'combat.result');
      // The winner's hits (on the loser) first; a tie goes against the attacker (7.5).
      const winner = result!.loser === 'german' ? 'entente' : 'german';
      const scored = result!.hitsOn[result!.loser];
      const taken = result!.hitsOn[winner];
      expect(text(e)).toContain(`The ${winner === 'german' ? 'German' : 'Entente'} side wins in ${box(result!.box)}, ${scored} hit${scored === 1 ? '' : 's'} to ${taken}`);
      if (scored === taken) expect(text(e)).toContain('(a tie: the attacker loses)');
    }
    const retreats = withBeat('unit.retreated');
    expect(retreats.length).toBeGreaterThan(0);
    for (const e of retreats) {
      for (const b of beatsOf(e, 'unit.retreated')) expect(text(e)).toContain([b.from, ...b.path].map(box).join(' → '));
    }
    for (const e of all.filter((x) => x.event.type === 'takeLoss')) {
      const unit = (e.event as unknown as { unit: string }).unit;
      expect(narrate(e)[0]).toMatch(/losses: /);
      expect(text(e)).toContain(unitName(unit));
    }
  });

  it('8.1 a fort\'s lost steps and what is left of it; its destruction', () => {
    const hit = withBeat('fort.hit');
    expect(hit.length).toBeGreaterThan(0);
    for (const e of hit) {
      const hits = beatsOf(e, 'fort.hit');
      const last = hits[hits.length - 1]!;
      const out = text(e);
      expect(out).toContain(`The fort of ${box(last.box)} loses`);
      expect(out).toContain(last.steps === 0 ? 'none left' : `${last.steps} step${last.steps === 1 ? '' : 's'} left`);
      if (hits.some((h) => h.cause === 'bigBertha')) expect(out).toMatch(/Big Bertha/);
      if (beatsOf(e, 'fort.destroyed').length) expect(out).toContain(`The fort of ${box(last.box)} is destroyed.`);
    }
  });

  it('6.0/6.2 a move says where the units went (where a Garde Civique stopped them), and what the Garde Civique showed', () => {
    for (const e of all.filter((x) => x.event.type === 'move')) {
      const [moved] = beatsOf(e, 'units.moved');
      expect(text(e)).toContain([moved!.from, ...moved!.path].map(box).join(' → '));
    }
    const revealed = withBeat('gc.revealed');
    expect(revealed.length).toBeGreaterThan(0);
    for (const e of revealed) {
      for (const b of beatsOf(e, 'gc.revealed')) {
        const line = describeBeat(b)!;
        expect(text(e)).toContain(line.replace(/\.$/, ''));
        expect(line).toContain(`Garde Civique in ${box(b.box)} turned up: `);
        for (const g of b.gc) expect(line).toContain(g.cf === null ? 'no factor' : `factor ${g.cf}`);
      }
    }
    // A stack stopped short of the box it was sent to: the outcome names where it stopped.
    const stopped = all.find((e) => e.event.type === 'move' && beatsOf(e, 'units.moved')[0]!.path.length < (e.event as unknown as { path: string[] }).path.length);
    expect(stopped).toBeDefined();
    const moved = beatsOf(stopped!, 'units.moved')[0]!;
    expect(narrate(stopped!)[0]).toMatch(new RegExp(`→ ${box(moved.path[moved.path.length - 1]!)}\\.$`));
  });

  it('4.2 the Atrocities Check lists each army\'s die and the count of atrocities', () => {
    const checks = all.filter((e) => e.event.type === 'rollAtrocities');
    expect(checks.length).toBeGreaterThan(0);
    for (const e of checks) {
      const [dice] = beatsOf(e, 'dice.rolled');
      if (!dice || dice.purpose !== 'atrocities') throw new Error('no atrocity dice');
      const out = text(e);
      for (const r of dice.rolls) expect(out).toContain(`${ARMY[r.army].name} ${r.die}${r.atrocity ? ' (atrocity)' : ''}`);
      expect(out).toContain(`${dice.atrocities} of 5 atrocities`);
    }
  });

  it('every event that made something happen says so, in plain words (no ids left unnamed, no undefined)', () => {
    for (const e of all) {
      const lines = narrate(e);
      const telling = (e.beats as BlbBeat[]).filter((b) => b.type !== 'combat.ended' && !(b.type === 'combat.modifiers' && !b.zeppelin && !b.bigBertha && !b.britishBonus));
      if (telling.length > 0) expect(lines.length, `event ${e.index} ${e.event.type}`).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toMatch(/undefined|NaN|\[object/);
        // Units and boxes by name: an id like "de1-ii" or "gc-3" never shows.
        expect(line).not.toMatch(/\b(de\d|be|fr\d|bef|gc)-[\w-]+/);
      }
    }
  });
});
