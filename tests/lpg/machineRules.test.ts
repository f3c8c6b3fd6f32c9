// La Petite Guerre rules through the machine, named by section: events sent to a live actor, the
// outcome read off its context (the pure rules' own tests are in tests/lpg/rules and legal.test.ts).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import { destinations, movableStacks, type LpgEvent } from '../../src/games/lpg/legal';
import { HAND_LIMIT } from '../../src/games/lpg/tables/actionCards';

function start(seed = 9, options: unknown = {}) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse(options) } });
  actor.start();
  return actor;
}
type Actor = ReturnType<typeof start>;
const ctx = (a: Actor) => a.getSnapshot().context;
const legal = (a: Actor) => lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[];
/** §5 passes every response window open now (the one before supply opens whenever the American hand holds a card). */
function passWindows(a: Actor) {
  for (let pass = legal(a).find((e) => e.type === 'passCard'); pass; pass = legal(a).find((e) => e.type === 'passCard')) a.send(pass);
}
function passTurn(a: Actor) {
  for (const side of ['american', 'british'] as const) {
    a.send({ type: 'endCommand', side });
    a.send({ type: 'endMovement', side });
    passWindows(a);
    a.send({ type: 'endReinforcement', side });
  }
}

describe('La Petite Guerre rules through the machine', () => {
  it('§5 drawing every Command phase never holds more than three cards once the phase ends', () => {
    const a = start();
    for (let t = 0; t < 5; t++) {
      a.send({ type: 'draw', side: 'american' });
      while (ctx(a).hands.american.length > HAND_LIMIT) {
        expect(legal(a).every((e) => e.type === 'discard')).toBe(true);
        a.send(legal(a)[0]!);
      }
      passTurn(a);
      expect(ctx(a).hands.american.length).toBeLessThanOrEqual(HAND_LIMIT);
    }
    expect(ctx(a).hands.american).toHaveLength(HAND_LIMIT);
    a.stop();
  });

  it('§3 units without command stay: Cadwalader\'s brigade (out of every chain) has no move; Washington\'s has', () => {
    const a = start();
    a.send({ type: 'endCommand', side: 'american' });
    const stacks = new Set(legal(a).filter((e) => e.type === 'move').map((e) => (e as Extract<LpgEvent, { type: 'move' }>).stack));
    expect(stacks.has('cadwalader')).toBe(false);
    expect(stacks.has('washington')).toBe(true);
    a.stop();
  });

  it('§4 a reconnoitring commander is not in command: Lee reconnoitres and his stack has no move', () => {
    const a = start();
    a.send({ type: 'recce', side: 'american', commander: 'lee' });
    a.send({ type: 'endCommand', side: 'american' });
    expect(legal(a).some((e) => e.type === 'move' && e.stack === 'lee')).toBe(false);
    passTurn(a); // the British turn, then the next game turn
    a.send({ type: 'endCommand', side: 'american' });
    expect(ctx(a).commanders.find((c) => c.id === 'lee')!.recce).toBe(false);
    expect(legal(a).some((e) => e.type === 'move' && e.stack === 'lee')).toBe(true);
    a.stop();
  });

  it('§9 each infantry unit over three costs a movement point: Washington\'s stack with four infantry reaches fewer hexes than with three', () => {
    const reach = (infantry: string[]) => {
      const a = start();
      for (const u of infantry) {
        a.send({ type: 'detach', side: 'american', unit: u });
        a.send({ type: 'attach', side: 'american', unit: u, commander: 'washington' });
      }
      a.send({ type: 'endCommand', side: 'american' });
      const s = ctx(a);
      const st = movableStacks(s, 'american').find((x) => x.id === 'washington')!;
      expect(st.units.filter((u) => u.type === 'regulars' || u.type === 'militia')).toHaveLength(infantry.length);
      const out = destinations(s, st, false);
      a.stop();
      return out;
    };
    const three = reach(['nixon', 'parsons', 'ct-militia']);
    const four = reach(['nixon', 'parsons', 'ct-militia', 'haslet']);
    expect(four.length).toBeLessThan(three.length);
    expect(four.every((h) => three.includes(h))).toBe(true);
  });

  it('§7 a forced march flips every unit of the stack', () => {
    const a = start();
    a.send({ type: 'endCommand', side: 'american' });
    const m = legal(a).find((e) => e.type === 'move' && e.stack === 'sullivan' && e.forcedMarch)!;
    a.send(m);
    expect(ctx(a).units.filter((u) => u.commander === 'sullivan').every((u) => u.understrength)).toBe(true);
    a.stop();
  });

  it('§17 the Hudson is coast for the Americans: Putnam at Fort Washington may not cross to Fort Lee; it is a river for the British', () => {
    const a = start();
    a.send({ type: 'endCommand', side: 'american' });
    expect(legal(a).some((e) => e.type === 'move' && e.stack === 'putnam' && e.to === '1708')).toBe(false);
    a.stop();
  });

  it('§6 the weather is rolled each game turn from the month\'s table', () => {
    const a = start(11, { lastTurn: 24 });
    const seen = new Set<string>();
    for (let t = 1; t < 12; t++) {
      seen.add(`${ctx(a).month}:${ctx(a).weather}`);
      passTurn(a);
    }
    expect(ctx(a).turn).toBe(12);
    for (const key of seen) {
      const [month, weather] = key.split(':');
      if (month === 'oct') expect(['clear', 'rain']).toContain(weather);
    }
    expect(ctx(a).log.filter((l) => /^Turn \d+ \(/.test(l))).toHaveLength(12);
    a.stop();
  });
});
