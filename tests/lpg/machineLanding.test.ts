// La Petite Guerre's landings (§19) through the real machine: prepareLanding and land are Movement
// phase decisions of the British; refusals name the section; the beats tell the port and the beachhead.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lpgMachine, lpgModule } from '../../machines/lpg/index';
import type { LpgEvent } from '../../src/games/lpg/legal';

function start(seed = 5) {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } });
  actor.start();
  return actor;
}
type A = ReturnType<typeof start>;
const ctx = (a: A) => a.getSnapshot().context;
/** Ends phases (tracing supply without razing) until the British Movement phase of the next turn that has one. */
function toBritishMovement(a: A) {
  do {
    const s = ctx(a);
    const type = { command: 'endCommand', movement: 'endMovement', reinforcement: s.razing !== null ? 'traceSupply' : 'endReinforcement' }[s.phase as 'command'];
    a.send({ type, side: s.side } as LpgEvent);
  } while (!(ctx(a).side === 'british' && ctx(a).phase === 'movement'));
}

describe('§19 landings through the machine', () => {
  it('§19 the British prepare a landing in New York and land it when ready and the weather allows', () => {
    const a = start();
    const beats: { type: string; port?: string; hex?: string }[] = [];
    a.on('*', (b: { type: string }) => void beats.push(b));
    toBritishMovement(a);
    expect(JSON.stringify(a.getSnapshot().value)).toBe('{"gameTurn":{"britishPlayerTurn":"movementPhase"}}');
    expect(lpgModule.explainIllegal(a.getSnapshot(), { type: 'land', side: 'british', commander: 'percy', to: '1412' })).toMatch(/^§19/);
    a.send({ type: 'prepareLanding', side: 'british', commander: 'percy' });
    expect(ctx(a).landings).toHaveLength(1);
    expect(beats).toContainEqual({ type: 'landing.prepared', side: 'british', port: 'new-york', rule: '19' });
    // On to a turn where the landing is ready and it is not snowing (it waits otherwise).
    for (let i = 0; i < 12; i++) {
      toBritishMovement(a);
      if ((lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).some((e) => e.type === 'land')) break;
      expect(ctx(a).weather === 'snow' || ctx(a).landings.length === 0).toBe(true);
    }
    const land = (lpgModule.legalEvents(a.getSnapshot()) as LpgEvent[]).find((e) => e.type === 'land')!;
    expect(land).toBeDefined();
    a.send(land);
    expect(ctx(a).commanders.find((c) => c.id === 'percy')!.hex).toBe((land as Extract<LpgEvent, { type: 'land' }>).to);
    expect(beats.some((b) => b.type === 'landing.made')).toBe(true);
    a.stop();
  });
});
