// The log's words for what happened in La Petite Guerre (src/games/lpg/narrate.ts, the module's
// narrateBeats): the beats of real events, from bot games through the real machine, come out as
// their outcome in the game's words, commanders, units and places by name; and the log, shown to
// both players, says nothing a side may not know (view.ts): a move names no commander or unit, a
// unit dissolving unseen under a phantom marker is not told.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { lpgModule } from '../../machines/lpg/index';
import { LPG_BEAT_TYPES, type LpgBeat } from '../../src/games/lpg/beats';
import { narrateBeats } from '../../src/games/lpg/narrate';
import { COMMANDERS, UNITS } from '../../src/games/lpg/orderOfBattle';
import { ACTION_CARDS } from '../../src/games/lpg/tables/actionCards';
import { COMBAT_CARDS } from '../../src/games/lpg/tables/combat';
import { initialState, type LpgState } from '../../src/games/lpg/state';
import { hexPlace } from '../../src/games/lpg/words';
import type { LpgEvent } from '../../src/games/lpg/legal';
import { playedEvents, type PlayedEvent } from '../support/eventBeats';
import { EventLog } from '../../src/app/eventLog';
import { newRecord } from '../../src/core/record';

// Five turns: with the British landing (§19) in the first turns and the Americans answering it, seeds 2
// and 3 fight their first battles, with a retreat each, in turns 4-5 (seed 1 fights none by then).
const TURNS = 5;
const games = [1, 2, 3].map((seed) => playedEvents(lpgModule, seed, { lastTurn: TURNS }).events);
/** The game log (src/app/eventLog.ts) of seed 2's game, rebuilt from its record as a reload does. */
function logOf(seed: number): EventLog {
  const record = { ...newRecord(lpgModule, seed, { lastTurn: TURNS }), events: games[seed - 1]!.map((e) => e.event) };
  const log = new EventLog();
  log.reset(lpgModule, record);
  return log;
}
const all: PlayedEvent[] = games.flat();
const ctx = (e: PlayedEvent): LpgState => (e.before as AnyMachineSnapshot).context as LpgState;
const narrate = (e: PlayedEvent): string[] => lpgModule.narrateBeats!(e.beats as LpgBeat[], e.before as never);
const text = (e: PlayedEvent): string => narrate(e).join('\n');
const beatsOf = <T extends LpgBeat['type']>(e: PlayedEvent, type: T) => (e.beats as LpgBeat[]).filter((b): b is Extract<LpgBeat, { type: T }> => b.type === type);
const withBeat = (type: LpgBeat['type']) => all.filter((e) => beatsOf(e, type).length > 0);
const cardName = (id: string) => COMBAT_CARDS.find((c) => c.id === id)!.name;
const SIDE = { american: 'American', british: 'British' } as const;
const TYPE_WORDS = /\b(militia|levies|regular|regulars|riflemen|jaegers|artillery|guns?|dragoons|baggage|train)\b/i;

/** One beat of every type, for the words every beat type must have. */
const SAMPLE: { [T in LpgBeat['type']]: Extract<LpgBeat, { type: T }> } = {
  'card.drawn': { type: 'card.drawn', side: 'american', rule: '5' },
  'stack.moved': { type: 'stack.moved', side: 'british', from: '0716', to: '0817', forcedMarch: false, rule: '6' },
  weather: { type: 'weather', turn: 9, weather: 'snow', rule: '6' },
  'turn.advanced': { type: 'turn.advanced', turn: 2, side: 'british', rule: '1' },
  'battle.begun': { type: 'battle.begun', hex: '0817', attacker: 'american', rule: '10' },
  'reinforcements.called': { type: 'reinforcements.called', side: 'british', hex: '0817', called: 2, answered: 1, rule: '11' },
  'combat.cardChosen': { type: 'combat.cardChosen', side: 'american', rule: '12' },
  'combat.cardsRevealed': { type: 'combat.cardsRevealed', hex: '0817', american: 'charge', british: 'holdGround', winner: 'british', rule: '12' },
  'combat.casualties': { type: 'combat.casualties', hex: '0817', side: 'british', steps: 3, removed: ['regt-rall'], rule: '13' },
  'commander.lost': { type: 'commander.lost', commander: 'rall', side: 'british', fate: 'killed', rule: '13' },
  'loyalty.changed': { type: 'loyalty.changed', index: 6, delta: 1, rule: '12' },
  'combat.retreat': { type: 'combat.retreat', side: 'british', from: '0817', to: '0918', rule: '12' },
  'unit.ordered': { type: 'unit.ordered', side: 'american', rule: '16' },
  'unit.arrived': { type: 'unit.arrived', side: 'american', unit: 'american-raised-5-1', hex: '0817', rule: '16' },
  'unit.dissolved': { type: 'unit.dissolved', side: 'american', unit: 'ny-levies', rule: '15' },
  'card.played': { type: 'card.played', side: 'british', card: 'royal-navy', hex: '1810', to: '1413', did: 'Royal Navy', rule: '5' },
  'landing.prepared': { type: 'landing.prepared', side: 'british', port: 'new-york', rule: '19' },
  'landing.made': { type: 'landing.made', side: 'british', hex: '1413', rule: '19' },
  'settlement.razed': { type: 'settlement.razed', side: 'american', place: 'princeton', through: 12, rule: '15' },
  'game.over': { type: 'game.over', outcome: { winner: 'american', level: 'decisive', reason: 'The end of the campaign: Washington has escaped and Philadelphia is not British.', rule: '2' }, rule: '2' },
};

describe('La Petite Guerre log narration: the outcome of each event from its beats', () => {
  it('every beat type has words: one sentence citing its section, no id', () => {
    const s = initialState(1);
    for (const type of LPG_BEAT_TYPES) {
      const lines = narrateBeats([SAMPLE[type]], s);
      expect(lines, type).toHaveLength(1);
      expect(lines[0], type).toMatch(/\(§\d+\)/);
    }
    expect(narrateBeats([SAMPLE['combat.cardsRevealed']], s)).toEqual(['At Trenton the combat cards are shown: American Charge!, British Holding Ground; the British side wins the battle (§12).']);
    expect(narrateBeats([SAMPLE['combat.casualties']], s)).toEqual(['British casualties at Trenton: 3 steps; lost: Regiment Rall (§13).']);
    expect(narrateBeats([SAMPLE['commander.lost']], s)).toEqual(['Johann Rall is killed (§13).']);
    expect(narrateBeats([SAMPLE['card.played']], s)).toEqual(['The British side plays Royal Navy at New York, to Perth Amboy (§5).']);
    expect(narrateBeats([SAMPLE['landing.prepared']], s)).toEqual(['The British side prepares a landing in New York (§19).']);
    expect(narrateBeats([SAMPLE['combat.retreat']], s)).toEqual(['The British side retreats from Trenton to Bordentown (§12).']);
    expect(narrateBeats([SAMPLE.weather], s)).toEqual(['Turn 9, December 1776, week 1: the weather is snow: +2 movement off the roads, -1 to the attacker, no artillery bonus, no landings (§6).']);
    expect(narrateBeats([SAMPLE['game.over']], s)[0]).toBe('The game is over: a decisive American victory (§2). The end of the campaign: Washington has escaped and Philadelphia is not British.');
  });

  it('§1 §6 a new game turn names its week and weather, then the American player turn', () => {
    const turns = withBeat('weather');
    expect(turns.length).toBeGreaterThan(3);
    for (const e of turns) {
      const [w] = beatsOf(e, 'weather');
      const out = narrate(e);
      expect(out.some((l) => l.startsWith(`Turn ${w!.turn}, `) && l.includes(`the weather is `))).toBe(true);
      expect(out).toContain('The American player turn begins (§1).');
    }
  });

  it('§10-§13 a battle names its place, both combat cards, the winner, the losses by name and the retreat\'s hexes', () => {
    const battles = withBeat('combat.cardsRevealed');
    expect(battles.length).toBeGreaterThan(0);
    for (const e of battles) {
      const [shown] = beatsOf(e, 'combat.cardsRevealed');
      const out = text(e);
      const place = hexPlace(shown!.hex);
      expect(out).toContain(`At ${place} the combat cards are shown: American ${cardName(shown!.american)}, British ${cardName(shown!.british)}; `);
      expect(out).toContain(shown!.winner ? `the ${SIDE[shown!.winner]} side wins the battle` : 'the battle is a draw');
      for (const c of beatsOf(e, 'combat.casualties')) {
        expect(out).toContain(`${SIDE[c.side]} casualties at ${place}: `);
        for (const id of c.removed) expect(out).toContain(UNITS.find((u) => u.id === id)?.name ?? 'raised on turn');
      }
      for (const c of beatsOf(e, 'commander.lost')) expect(out).toContain(`${COMMANDERS.find((k) => k.id === c.commander)!.name} is ${c.fate} (§13).`);
    }
    const began = withBeat('battle.begun');
    expect(began.length).toBeGreaterThan(0);
    for (const e of began) for (const b of beatsOf(e, 'battle.begun')) expect(text(e)).toContain(`A battle at ${hexPlace(b.hex)}: the ${SIDE[b.attacker]} side attacks (§10).`);
    const retreats = withBeat('combat.retreat');
    expect(retreats.length).toBeGreaterThan(0);
    for (const e of retreats) {
      for (const r of beatsOf(e, 'combat.retreat')) {
        expect(text(e)).toContain(r.to === null ? `at ${hexPlace(r.from)} has nowhere to retreat` : `The ${SIDE[r.side]} side retreats from ${hexPlace(r.from)} to ${hexPlace(r.to)} (§12).`);
      }
    }
  });

  it('§12 a combat card chosen is told without the card; the cards are named only once both are shown', () => {
    const chosen = all.filter((e) => e.event.type === 'chooseCombatCard');
    expect(chosen.length).toBeGreaterThan(0);
    for (const e of chosen) {
      const out = text(e);
      expect(out).toContain(`The ${SIDE[e.event.side as 'american']} side chooses its combat card, face down (§12).`);
      if (beatsOf(e, 'combat.cardsRevealed').length === 0) for (const c of COMBAT_CARDS) expect(out).not.toContain(c.name);
    }
  });

  it('fog of war: a move names neither its commander nor its units, only the side, where it left and where it arrives', () => {
    const moves = all.filter((e) => e.event.type === 'move');
    expect(moves.length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    for (const e of moves) {
      const ev = e.event as Extract<LpgEvent, { type: 'move' }>;
      const s = ctx(e);
      const out = text(e);
      const first = narrate(e)[0]!;
      // §6 where it came from is public too (a marker leaving a hex is seen across the table).
      const from = ev.stack.startsWith('hex:') ? ev.stack.slice(4) : s.commanders.find((c) => c.id === ev.stack)!.hex;
      expect(first).toBe(ev.forcedMarch
        ? `${ev.side === 'american' ? 'An American' : 'A British'} stack makes a forced march from ${hexPlace(from)} to ${hexPlace(ev.to)}: its units suffer attrition (§7).`
        : `${ev.side === 'american' ? 'An American' : 'A British'} stack marches from ${hexPlace(from)} to ${hexPlace(ev.to)} (§6).`);
      // The stack that moved: its commander and every unit in it (on his rack, or leaderless in its hex, perhaps under a phantom).
      const units = ev.stack.startsWith('hex:') ? s.units.filter((u) => u.side === ev.side && u.commander === null && u.hex === ev.stack.slice(4)) : s.units.filter((u) => u.commander === ev.stack);
      if (!ev.stack.startsWith('hex:')) {
        const name = COMMANDERS.find((c) => c.id === ev.stack)!.name;
        expect(out).not.toContain(name);
      }
      for (const u of units) {
        expect(out).not.toMatch(new RegExp(`\\b${u.id}\\b`));
        expect(out).not.toContain(UNITS.find((d) => d.id === u.id)?.name ?? u.id);
      }
      expect(out).not.toMatch(TYPE_WORDS);
      // The same words whatever stack made the move: two moves of a side from one hex to one hex read alike.
      const key = JSON.stringify([ev.side, from, ev.to, ev.forcedMarch]);
      if (seen.has(key)) expect(first).toBe(seen.get(key));
      seen.set(key, first);
    }
  });

  it('fog of war: a unit ordered or an action card drawn is told by its side only', () => {
    const orders = all.filter((e) => e.event.type === 'orderUnit');
    expect(orders.length).toBeGreaterThan(0);
    for (const e of orders) {
      expect(narrate(e)[0]).toBe(`The ${SIDE[e.event.side as 'american']} side orders a new unit (§16).`);
      expect(text(e)).not.toMatch(TYPE_WORDS);
    }
    for (const e of all.filter((x) => x.event.type === 'draw')) expect(narrate(e)).toEqual([`The ${SIDE[e.event.side as 'american']} side draws an action card (§5).`]);
  });

  it('fog of war: a unit dissolving unseen under a phantom marker is not told; one on the open rack is, by name', () => {
    const s = initialState(1);
    const beat: LpgBeat = { type: 'unit.dissolved', side: 'american', unit: 'montgomery-garrison', rule: '15' };
    // The Fort Montgomery garrison stands leaderless and face up at the start: told.
    expect(narrateBeats([beat], s)).toEqual(['Fort Montgomery garrison dissolves for want of supply (§15).']);
    // Under a phantom marker it is unseen by the British: not a word.
    const hidden = structuredClone({ ...s, rng: null }) as unknown as LpgState;
    hidden.units.find((u) => u.id === 'montgomery-garrison')!.phantom = 'american-phantom-1';
    hidden.phantoms.find((p) => p.id === 'american-phantom-1')!.hex = '1702';
    expect(narrateBeats([beat], hidden)).toEqual([]);
    // On a commander's rack (open to both): told by name.
    expect(narrateBeats([{ type: 'unit.dissolved', side: 'american', unit: 'ny-levies', rule: '15' }], s)).toEqual(['New York levies dissolves for want of supply (§15).']);
  });

  it('names, never ids: no commander, unit or phantom id, and a hex number only as "hex NNNN" beside a place', () => {
    // Ids that are also words of a name ("55th" in "17th, 40th and 55th Foot") say nothing a name does not.
    const names = [...COMMANDERS, ...UNITS].map((d) => d.name).join(' | ');
    const ids = [...COMMANDERS.map((c) => c.id), ...UNITS.map((u) => u.id)].filter((id) => !new RegExp(`\\b${id}\\b`).test(names));
    let lines = 0;
    for (const e of all) {
      for (const line of narrate(e)) {
        lines++;
        for (const id of ids) {
          // An id may be a word of a name ("Fort Washington" holds no id: ids are lower case).
          if (new RegExp(`\\b${id}\\b`).test(line)) throw new Error(`"${line}" names the id ${id}`);
        }
        expect(line).not.toMatch(/phantom-\d|raised-\d|hex:/);
        for (const m of line.matchAll(/\b\d{4}\b/g)) if (m[0] !== '1776' && m[0] !== '1777') expect(line.slice(0, m.index), line).toMatch(/hex $/);
      }
    }
    expect(lines).toBeGreaterThan(100);
  });

  it('fog of war in the log both sides read: a move, a reconnaissance, a combat card and an order are labelled by what the other side sees; the action list keeps the names', () => {
    const cards = COMBAT_CARDS.map((c) => c.name);
    const commanders = COMMANDERS.map((c) => c.name);
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const log = logOf(seed);
      const events = games[seed - 1]!;
      expect(log.entries).toHaveLength(events.length);
      events.forEach((e, i) => {
        const { label, outcome } = log.entries[i]!;
        const side = SIDE[e.event.side as 'american'];
        expect(outcome).toEqual(narrate(e));
        switch (e.event.type) {
          case 'chooseCombatCard':
            expect(label).toBe(`The ${side} side chooses a combat card, face down`);
            // The first card chosen is not named anywhere in its entry; the second reveals both.
            if (beatsOf(e, 'combat.cardsRevealed').length === 0) for (const c of cards) expect(`${label} ${outcome.join(' ')}`).not.toContain(c);
            checked++;
            break;
          case 'move': {
            const ev = e.event as Extract<LpgEvent, { type: 'move' }>;
            expect(label).toBe(`${ev.side === 'american' ? 'An American' : 'A British'} stack to ${lpgModule.labelEvent(e.before as never, ev).split(' to ').pop()}`);
            for (const c of commanders) expect(label).not.toContain(c);
            // The deciding side's action list still names the commander.
            if (!ev.stack.startsWith('hex:')) expect(lpgModule.labelEvent(e.before as never, ev)).toContain(COMMANDERS.find((c) => c.id === ev.stack)!.name);
            checked++;
            break;
          }
          case 'recce':
            expect(label).toBe(`${side === 'American' ? 'An American' : 'A British'} commander reconnoitres instead of taking command`);
            break;
          case 'rollCommand': {
            // Leaderless units under a phantom marker are unseen: their roll names no hex.
            const ev = e.event as Extract<LpgEvent, { type: 'rollCommand' }>;
            const hidden = ctx(e).units.some((u) => u.side === ev.side && u.commander === null && u.hex === ev.hex && u.phantom !== null);
            expect(label).toBe(hidden ? `${side} leaderless units roll for command (1 in 6)` : lpgModule.labelEvent(e.before as never, ev));
            break;
          }
          case 'rest': {
            // A unit under a phantom marker is unseen: its rest names no unit.
            const u = ctx(e).units.find((x) => x.id === (e.event as Extract<LpgEvent, { type: 'rest' }>).unit)!;
            expect(label).toBe(u.commander === null && u.phantom !== null ? `${side === 'American' ? 'An American' : 'A British'} unit rests off its attrition (one recruitment point)` : lpgModule.labelEvent(e.before as never, e.event as LpgEvent));
            break;
          }
          case 'playCard': {
            // §5 a card played is public (the card, where it acts); the stack it carries is not named.
            const ev = e.event as Extract<LpgEvent, { type: 'playCard' }>;
            expect(label).toMatch(new RegExp(`^The ${side} side plays ${ACTION_CARDS.find((c) => c.id === ev.card)!.name.replace(/[$]/g, '\\$')}`));
            for (const c of commanders) expect(label).not.toContain(c);
            break;
          }
          case 'prepareLanding':
          case 'land':
            // §19 the other side sees the port announced and the beachhead, not the stack.
            expect(label).toMatch(side === 'American' ? /^An American stack / : /^A British stack /);
            for (const c of commanders) expect(label).not.toContain(c);
            break;
          case 'orderUnit':
            expect(label).toBe(`The ${side} side orders a unit`);
            expect(label).not.toMatch(TYPE_WORDS);
            checked++;
            break;
          default:
            expect(label).toBe(lpgModule.labelEvent(e.before as never, e.event as LpgEvent));
        }
      });
    }
    expect(checked).toBeGreaterThan(30);
  });
});
