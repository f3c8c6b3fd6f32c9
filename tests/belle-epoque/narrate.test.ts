// The log's words for what happened (src/games/belle-epoque/narrate.ts, the module's narrateBeats):
// the beats of real events, from bot games through the real machine, must come out as their
// outcome: the token drawn, the Command Points rolled, each reactivity test's roll and result, a
// fire's dice and hits, the stands lost, an assault's dice and scores, the sectors discovered.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { belleModule } from '../../machines/belle-epoque/index';
import type { BelleBeat } from '../../src/games/belle-epoque/beats';
import { encounterTerrain } from '../../src/games/belle-epoque/data';
import { unitName } from '../../src/games/belle-epoque/describe';
import { sectorLabel } from '../../src/games/belle-epoque/rules/hex';
import type { BelleContext } from '../../src/games/belle-epoque/state';
import { playedEvents, type PlayedEvent } from '../support/eventBeats';

const played = [7, 11].map((seed) => playedEvents(belleModule, seed));
const all: PlayedEvent[] = played.flatMap((p) => p.events);
const narrate = (e: PlayedEvent): string[] => belleModule.narrateBeats!(e.beats as BelleBeat[], e.before as never);
const text = (e: PlayedEvent): string => narrate(e).join('\n');
const ctx = (e: PlayedEvent): BelleContext => (e.before as AnyMachineSnapshot).context as BelleContext;
const beatsOf = <T extends BelleBeat['type']>(e: PlayedEvent, type: T) => (e.beats as BelleBeat[]).filter((b): b is Extract<BelleBeat, { type: T }> => b.type === type);
const withBeat = (type: BelleBeat['type']) => all.filter((e) => beatsOf(e, type).length > 0);

describe('Belle Epoque log narration: the outcome of each event from its beats', () => {
  it('FIRING a fire lists the dice, the faces that hit and the hits, then the stands lost', () => {
    const fires = all.filter((e) => e.event.type === 'fire');
    expect(fires.length).toBeGreaterThan(5);
    for (const e of fires) {
      const [fired] = beatsOf(e, 'unit.fired');
      const out = text(e);
      const hitOn = fired!.missUpTo > 0 ? `${fired!.missUpTo + 1}–${fired!.toHit}` : fired!.toHit === 1 ? '1' : `1–${fired!.toHit}`;
      expect(out).toContain(`${unitName(ctx(e).game, fired!.firer)} fired at ${unitName(ctx(e).game, fired!.target)}`);
      expect(out).toContain(`${fired!.rolls.length} ${fired!.rolls.length === 1 ? 'die' : 'dice'} ${fired!.rolls.join(' ')}, hit on ${hitOn}`);
      expect(out).toMatch(new RegExp(`: ${fired!.hits} hits?\\.`));
      for (const b of beatsOf(e, 'losses.taken')) {
        for (const [unit, n] of Object.entries(b.losses)) if (n > 0) expect(out).toContain(`${unitName(ctx(e).game, unit)} ${n} stand`);
        for (const unit of b.eliminated) expect(out).toContain(`${unitName(ctx(e).game, unit)} ${b.losses[unit]} stand${b.losses[unit] === 1 ? '' : 's'} (eliminated)`);
      }
    }
  });

  it('REACTIVITY TESTS each test gives its roll, what it needed and whether it passed', () => {
    const tests = withBeat('reactivity.tested');
    expect(tests.length).toBeGreaterThan(20);
    let passed = 0;
    let failed = 0;
    for (const e of tests) {
      for (const b of beatsOf(e, 'reactivity.tested')) {
        expect(text(e)).toContain(`rolled ${b.roll}, needing ${b.basicScore + b.commandPoints} or less (Basic Score ${b.basicScore}`);
        expect(text(e)).toContain(b.success ? 'passed' : 'failed');
        if (b.commandPoints) expect(text(e)).toContain(`+ ${b.commandPoints} Command Point`);
        if (b.success) passed++;
        else failed++;
      }
    }
    expect(passed).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
  });

  it('ACTIVATION and COMMAND POINTS the token drawn and the command dice of each side', () => {
    const tokens = withBeat('token.drawn');
    expect(tokens.length).toBeGreaterThan(10);
    for (const e of tokens) {
      for (const b of beatsOf(e, 'token.drawn')) {
        expect(text(e)).toContain(`A ${b.side === 'red' ? 'Red' : 'Blue'} token is drawn (${b.left.red} red and ${b.left.blue} blue left).`);
      }
    }
    const rolled = withBeat('command.rolled');
    expect(rolled.length).toBeGreaterThan(0);
    for (const e of rolled) {
      const [b] = beatsOf(e, 'command.rolled');
      expect(text(e)).toContain(`Command Points: Red rolled ${b!.rolls.red.join(' ')} = ${b!.points.red}; Blue rolled ${b!.rolls.blue.join(' ')} = ${b!.points.blue}.`);
    }
    // The opening roll and first token come before any event: the log's start says them.
    for (const p of played) {
      const start = belleModule.narrateBeats!(p.start as BelleBeat[], p.startSnapshot as never).join('\n');
      expect(start).toMatch(/^The armies are deployed/);
      expect(start).toMatch(/Command Points: Red rolled [1-6 ]+ = \d+; Blue rolled/);
      expect(start).toMatch(/A (Red|Blue) token is drawn/);
    }
  });

  it('ASSAULT the assault names both sides\' dice, the levels, the scores and who won', () => {
    const fought = withBeat('assault.fought');
    expect(fought.length).toBeGreaterThan(0);
    for (const e of fought) {
      const [b] = beatsOf(e, 'assault.fought');
      const name = (id: string) => unitName(ctx(e).game, id);
      const out = text(e);
      expect(out).toContain(`${name(b!.attacker)} rolled ${b!.attackerRolls.join(' ')} (success on ${b!.attackerLevel} or less): ${b!.attackerScore}`);
      expect(out).toContain(`${name(b!.defender)} rolled ${b!.defenderRolls.join(' ')} (on ${b!.defenderLevel} or less): ${b!.defenderScore}`);
      expect(out).toContain(b!.winner === null ? 'a tie' : `${name(b!.winner)} wins`);
    }
  });

  it('ENCOUNTER discoveries name each sector found and its ground, from the die', () => {
    const found = withBeat('sectors.discovered');
    expect(found.length).toBeGreaterThan(3);
    for (const e of found) {
      for (const b of beatsOf(e, 'sectors.discovered')) {
        for (const d of b.sectors) {
          const ground = { open: 'open ground', hill: 'hill', dense: 'dense vegetation' }[encounterTerrain(d.roll) as 'open' | 'hill' | 'dense'];
          expect(text(e)).toContain(`${sectorLabel(d.sector)} ${ground} (rolled ${d.roll})`);
        }
      }
    }
  });

  it('moves name their path; every event that made something happen says so, with no undefined', () => {
    for (const e of withBeat('unit.moved')) {
      for (const b of beatsOf(e, 'unit.moved')) {
        expect(text(e)).toContain([...(b.from === null ? [] : [b.from]), ...b.path].map(sectorLabel).join(' → '));
      }
    }
    for (const e of all) {
      const lines = narrate(e);
      if (e.beats.length > 0) expect(lines.length, `event ${e.index} ${e.event.type}`).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});
