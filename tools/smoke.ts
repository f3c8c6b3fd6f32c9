import { createActor } from 'xstate';
import { blbModule } from '../machines/blb/index';
import { Rng } from '../src/core/rng';
import { leafPath } from '../src/core/introspect';
const m = blbModule;
let games = 0, events = 0, errors = 0;
const t0 = Date.now();
for (let seed = 1; seed <= Number(process.argv[2] ?? 5); seed++) {
  const actor = createActor(m.machine, { input: { seed, options: m.options.defaults } });
  actor.start();
  const rng = Rng.seeded(seed * 7919);
  let n = 0;
  try {
    for (;;) {
      const snap = actor.getSnapshot();
      if (snap.status !== 'active') break;
      const inv = m.invariants(snap);
      if (inv.length) throw new Error('invariant: ' + inv.join('; ') + ' at ' + leafPath(snap));
      const legal = m.legalEvents(snap);
      if (legal.length === 0) throw new Error('dead end at ' + leafPath(snap));
      const ev = rng.pick(legal);
      if (!snap.can(ev)) throw new Error('listed but refused: ' + JSON.stringify(ev) + ' at ' + leafPath(snap) + ' ' + m.explainIllegal(snap, ev));
      actor.send(ev);
      n++;
      if (n > 20000) throw new Error('too long');
    }
    const r = m.result(actor.getSnapshot());
    if (!r) throw new Error('no result');
    if (seed <= 5) console.log(seed, r.level, 'turn', actor.getSnapshot().context.turn, 'events', n);
  } catch (e) { errors++; console.log('seed', seed, (e as Error).message); }
  games++; events += n;
}
const s = (Date.now() - t0) / 1000;
console.log({ games, events, errors, gps: games / s, eps: events / s });
