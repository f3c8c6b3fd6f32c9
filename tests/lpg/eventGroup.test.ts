// La Petite Guerre's action list groups (src/games/lpg/eventGroup.ts, the module's groupEvent) and
// teach mode's plain words (words: names, how-to, places; src/games/lpg/words.ts): a move sits under
// the stack that moves (its commander or the leaderless units of a hex, and where it stands), then
// its destination; a commander's Command-phase choices under him; every decision of a random game
// gets a group with names, never ids; every decision has a plain name and a how-to naming the lit places.
import { describe, expect, it } from 'vitest';
import { lpgModule } from '../../machines/lpg/index';
import type { EventGroup, GameEvent } from '../../src/core/module';
import { Rng } from '../../src/core/rng';
import { GameSession } from '../../src/core/session';
import { safeLabel, safeGroup } from '../../src/core/moduleReads';
import { LPG_EVENT_TYPES, type LpgEvent } from '../../src/games/lpg/legal';
import { COMMANDERS, UNITS } from '../../src/games/lpg/orderOfBattle';
import type { LpgState } from '../../src/games/lpg/state';
import { hexLabel, hexPlace } from '../../src/games/lpg/words';
import { howText, teachTodo } from '../../src/ui/teach/plainWords';
import type { ActionItem } from '../../src/ui/types';

const ctxOf = (session: GameSession): LpgState => (session.snapshot as unknown as { context: LpgState }).context;
const group = (session: GameSession, e: LpgEvent): EventGroup => lpgModule.groupEvent!(session.snapshot as never, e)!;
const name = (id: string) => COMMANDERS.find((c) => c.id === id)!.name;
// Ids that are also words of a name ("55th" in "17th, 40th and 55th Foot") say nothing a name does not.
const NAMES = [...COMMANDERS, ...UNITS].map((d) => d.name).join(' | ');
const IDS = [...COMMANDERS.map((c) => c.id), ...UNITS.map((u) => u.id)].filter((id) => !new RegExp(`\\b${id}\\b`).test(NAMES));

/** Throws when a text names a commander or unit id, a stack or phantom id, or a bare hex number. */
function noIds(text: string): void {
  for (const id of IDS) if (new RegExp(`\\b${id}\\b`).test(text)) throw new Error(`"${text}" names the id ${id}`);
  expect(text).not.toMatch(/hex:|phantom-\d|raised-\d/);
  for (const m of text.matchAll(/\b\d{4}\b/g)) expect(text.slice(0, m.index), text).toMatch(/hex $/);
}

function itemsOf(session: GameSession): ActionItem[] {
  return lpgModule.legalEvents(session.snapshot as never).map((event: GameEvent) => ({ event, label: safeLabel(lpgModule, session.snapshot as never, event), group: safeGroup(lpgModule, session.snapshot as never, event) }));
}

describe('La Petite Guerre action list groups and plain words', () => {
  it('§3 §4 the Command phase: a commander\'s reconnaissance and regrouping sit under him, by name and hex', () => {
    const session = new GameSession(lpgModule, { seed: 7 });
    const s = ctxOf(session);
    const legal = lpgModule.legalEvents(session.snapshot as never);
    const recces = legal.filter((e) => e.type === 'recce');
    expect(recces.length).toBeGreaterThan(5);
    for (const e of recces) {
      const c = s.commanders.find((k) => k.id === e.commander)!;
      expect(group(session, e)).toEqual({ group: `${name(e.commander)} at ${hexPlace(c.hex)}`, short: 'Reconnoitre instead of taking command' });
    }
    const detaches = legal.filter((e) => e.type === 'detach');
    expect(detaches.length).toBeGreaterThan(10);
    for (const e of detaches) {
      const u = s.units.find((x) => x.id === e.unit)!;
      const c = s.commanders.find((k) => k.id === u.commander)!;
      expect(group(session, e)).toEqual({ group: `${name(c.id)} at ${hexPlace(c.hex)}`, short: `Leave ${UNITS.find((d) => d.id === e.unit)!.name} on the map` });
    }
    expect(lpgModule.groupEvent!(session.snapshot as never, { type: 'endCommand', side: 'american' })).toBeNull();
  });

  it('§6 the Movement phase: each move under its stack, then its destination, one group a stack', () => {
    const session = new GameSession(lpgModule, { seed: 7 });
    expect(session.send({ type: 'endCommand', side: 'american' } as GameEvent).ok).toBe(true);
    const s = ctxOf(session);
    const moves = lpgModule.legalEvents(session.snapshot as never).filter((e) => e.type === 'move');
    expect(moves.length).toBeGreaterThan(50);
    const groups = new Map<string, string>();
    for (const e of moves) {
      const g = group(session, e);
      const at = e.stack.startsWith('hex:') ? e.stack.slice(4) : s.commanders.find((c) => c.id === e.stack)!.hex;
      const who = e.stack.startsWith('hex:') ? `Leaderless units at ${hexPlace(at)}` : `${name(e.stack)} at ${hexPlace(at)}`;
      expect(g).toEqual({ group: who, sub: `to ${hexPlace(e.to)}`, short: e.forcedMarch ? 'forced march (+1, attrition)' : 'march' });
      // One group is one stack.
      if (groups.has(g.group)) expect(groups.get(g.group)).toBe(e.stack);
      groups.set(g.group, e.stack);
    }
    expect(groups.size).toBe(new Set(moves.map((e) => e.stack)).size);
  });

  it('every decision of a random game gets its group in names, never ids', () => {
    const session = new GameSession(lpgModule, { seed: 2, options: { lastTurn: 2 } });
    const rng = Rng.seeded(2);
    const types = new Set<string>();
    let grouped = 0;
    for (let n = 0; n < 3000 && !lpgModule.result(session.snapshot as never); n++) {
      const legal = lpgModule.legalEvents(session.snapshot as never);
      for (const e of legal) {
        const g = lpgModule.groupEvent!(session.snapshot as never, e);
        if (!g) continue;
        grouped++;
        types.add(e.type);
        for (const t of [g.group, g.sub ?? '', g.short ?? '']) noIds(t);
      }
      const side = legal[0]!.side;
      session.send(lpgModule.bots.random({ snapshot: session.snapshot as never, side, legal: legal.filter((e) => e.side === side), rng }) as GameEvent);
    }
    expect(grouped).toBeGreaterThan(1000);
    for (const t of ['recce', 'detach', 'attach', 'placePhantom', 'move', 'orderUnit']) expect(types, t).toContain(t);
  });

  it('teach mode: every decision has a plain name and a how-to; the how-to names the places lit for it', () => {
    const words = lpgModule.words!;
    for (const type of LPG_EVENT_TYPES) {
      expect(words.events[type], type).toMatch(/^[A-Z][a-z]/);
      expect(words.howTo?.[type], type).toMatch(/^[A-Z][a-z]/);
    }
    const session = new GameSession(lpgModule, { seed: 7 });
    // §4 reconnaissance is picked on the command rack: the how-to names the commanders, as the rack does.
    const recce = teachTodo(lpgModule, session.snapshot as never, itemsOf(session)).groups.find((g) => g.type === 'recce')!;
    expect(recce.places).toContain('George Washington');
    expect(howText(recce)).toMatch(/^Pick a commander in command on your rack \(.*George Washington.*\) to reconnoitre/);
    session.send({ type: 'endCommand', side: 'american' } as GameEvent);
    const todo = teachTodo(lpgModule, session.snapshot as never, itemsOf(session));
    const move = todo.groups.find((g) => g.type === 'move')!;
    expect(move.name).toBe('Move a stack');
    // The stacks' hexes, as the table labels them: White Plains holds Washington's army.
    expect(move.places).toContain('White Plains');
    const s = ctxOf(session);
    for (const place of move.places) expect(s.commanders.some((c) => hexLabel(c.hex) === place) || s.units.some((u) => u.hex && hexLabel(u.hex) === place)).toBe(true);
    expect(howText(move)).toMatch(/^Click a lit stack \(.*White Plains.*\), then a lit hex to march it there/);
    // The tooltip of a lit place names the section a decision comes from, with its title.
    expect(lpgModule.ruleOf!(session.snapshot as never, move.choices[0]!.event as never)).toBe('§6 The Movement phase');
    expect(lpgModule.ruleOf!(session.snapshot as never, { type: 'chooseCombatCard', side: 'british', card: 'charge' } as never)).toBe('§12 Combat resolution');
  });
});
