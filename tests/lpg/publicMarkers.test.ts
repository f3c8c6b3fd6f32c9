// What both sides see across the table besides the racks' units (rules notes, "Fog of war, the
// command rack and phantoms"): the §15 unsupplied marker on a unit (its count), a lost commander's
// §13 fate on his rack slot, and a §6 move's from and to hexes (the stack.moved beat: never the
// stack's id). Hidden things stay hidden: a unit under a phantom shows no marker to the other side.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { lpgModule } from '../../machines/lpg/index';
import { cloneState, initialState, type LpgState } from '../../src/games/lpg/state';
import { lpgView } from '../../src/games/lpg/view';
import { beatsOf } from '../../src/games/lpg/beats';
import { applyEvent, legalEventsOf, type LpgEvent } from '../../src/games/lpg/legal';
import { COMMANDERS } from '../../src/games/lpg/orderOfBattle';
import { otherSide, type Side } from '../../src/games/lpg/types';
import { playedEvents } from '../support/eventBeats';

const SIDES = ['american', 'british'] as const;

describe('§15 the unsupplied marker in both sides\' views', () => {
  it('§15 a unit on a rack carries its consecutive unsupplied turns (the marker\'s count) to both sides and to a spectator', () => {
    const s = initialState(3);
    const u = s.units.find((x) => x.side === 'british' && x.commander !== null && x.type !== 'baggage')!;
    const c = u.commander!;
    u.unsupplied = 2;
    for (const viewer of ['american', 'british', 'spectator']) {
      const entry = lpgView(s, viewer).racks[c]!.units.find((x) => x.id === u.id)!;
      expect(entry.unsupplied, viewer).toBe(2);
    }
    // The others are supplied: 0.
    expect(lpgView(s, 'american').racks[c]!.units.filter((x) => x.id !== u.id).every((x) => x.unsupplied === 0)).toBe(true);
  });

  it('§15 a leaderless unit seen on the map shows its marker to both; under a phantom it is not seen, nor its marker, by the other side', () => {
    const s = initialState(3);
    const u = s.units.find((x) => x.side === 'american' && x.commander === null)!;
    u.unsupplied = 1;
    for (const viewer of ['american', 'british']) expect(lpgView(s, viewer).mapUnits.find((x) => x.id === u.id)?.unsupplied, viewer).toBe(1);
    // Under a phantom: the British see neither the unit nor its count; two states differing only in the count give them the same view.
    const hidden = cloneState(s);
    hidden.phantoms.find((p) => p.id === 'american-phantom-1')!.hex = u.hex;
    hidden.units.find((x) => x.id === u.id)!.phantom = 'american-phantom-1';
    const v = lpgView(hidden, 'british');
    expect(v.mapUnits.some((x) => x.id === u.id)).toBe(false);
    const other = cloneState(hidden);
    other.units.find((x) => x.id === u.id)!.unsupplied = 0;
    expect(JSON.stringify(lpgView(other, 'british'))).toBe(JSON.stringify(v));
    expect(lpgView(hidden, 'american').mapUnits.find((x) => x.id === u.id)?.unsupplied).toBe(1);
  });

  it('§15 over a smart-bot game the views\' counts are the state\'s, and a unit marked unsupplied appears on some rack or map (baggage trains never marked)', () => {
    const { events } = playedEvents(lpgModule, 7, { lastTurn: 8 });
    let marked = 0;
    for (const e of events) {
      const s = (e.before as AnyMachineSnapshot).context as LpgState;
      const v = lpgView(s, 'british');
      for (const r of Object.values(v.racks)) for (const x of r.units) expect(x.unsupplied).toBe(s.units.find((k) => k.id === x.id)!.unsupplied);
      for (const x of v.mapUnits) expect(x.unsupplied).toBe(s.units.find((k) => k.id === x.id)!.unsupplied);
      for (const x of s.units) if (x.type === 'baggage') expect(x.unsupplied, x.id).toBe(0);
      if (Object.values(v.racks).some((r) => r.units.some((x) => x.unsupplied > 0))) marked++;
    }
    expect(marked).toBeGreaterThan(0);
  });
});

describe('§13 a lost commander\'s fate in both sides\' views', () => {
  it('§13 killed or captured is on his rack slot for both sides (null while he serves)', () => {
    const s = initialState(3);
    const heath = s.commanders.find((c) => c.id === 'heath')!;
    const howe = s.commanders.find((c) => c.id === 'howe')!;
    heath.lost = true;
    heath.fate = 'killed';
    howe.lost = true;
    howe.fate = 'captured';
    for (const viewer of ['american', 'british', 'spectator']) {
      const v = lpgView(s, viewer);
      expect(v.racks.heath).toMatchObject({ lost: true, fate: 'killed' });
      expect(v.racks.howe).toMatchObject({ lost: true, fate: 'captured' });
      expect(v.racks.washington).toMatchObject({ lost: false, fate: null });
    }
  });

  it('§13 over smart-bot games each commander.lost beat\'s fate is the one both views show afterwards', () => {
    let lost = 0;
    for (const seed of [7, 9]) {
      const { events } = playedEvents(lpgModule, seed, { lastTurn: 8 });
      for (let i = 0; i < events.length; i++) {
        for (const b of events[i]!.beats) {
          if (b.type !== 'commander.lost') continue;
          const after = (events[i + 1]?.before as AnyMachineSnapshot | undefined)?.context as LpgState | undefined;
          if (!after) continue;
          lost++;
          for (const viewer of SIDES) expect(lpgView(after, viewer).racks[String((b as { commander?: unknown }).commander)]).toMatchObject({ lost: true, fate: (b as { fate?: unknown }).fate });
        }
      }
    }
    expect(lost).toBeGreaterThan(0);
  });
});

describe('§6 a move\'s beat: from and to, never the stack', () => {
  const COMMANDER_IDS = COMMANDERS.map((c) => c.id);

  it('§6 stack.moved gives the stack\'s hex before the move and the hex entered, and names no stack, commander, phantom or unit id', () => {
    const { events } = playedEvents(lpgModule, 3, { lastTurn: 6 });
    let moves = 0;
    for (const e of events) {
      const ev = e.event as LpgEvent;
      if (ev.type !== 'move') continue;
      const before = (e.before as AnyMachineSnapshot).context as LpgState;
      const beat = e.beats.find((b) => b.type === 'stack.moved')!;
      expect(beat).toBeDefined();
      moves++;
      expect(Object.keys(beat).sort()).toEqual(['forcedMarch', 'from', 'rule', 'side', 'to', 'type']);
      const from = ev.stack.startsWith('hex:') ? ev.stack.slice(4) : before.commanders.find((c) => c.id === ev.stack)!.hex;
      expect(beat).toMatchObject({ side: ev.side, from, to: ev.to });
      const text = JSON.stringify(beat);
      expect(text).not.toContain(ev.stack);
      for (const id of [...COMMANDER_IDS, ...before.phantoms.map((p) => p.id), ...before.units.map((u) => u.id)]) expect(text.includes(`"${id}"`), id).toBe(false);
      // What the beat says the other side could see anyway: something of the mover's stood at `from` in its view before the move.
      const other = otherSide(ev.side as Side);
      const seen = lpgView(before, other);
      const there = seen.markers[ev.side as Side].some((m) => m.hex === from) || seen.mapUnits.some((u) => u.side === ev.side && u.hex === from);
      expect(there, `${ev.stack} at ${from}`).toBe(true);
    }
    expect(moves).toBeGreaterThan(10);
  });

  it('§6 two moves differing only in which of the side\'s stacks in a hex moved (a commander or the leaderless units under a phantom) give the same beat', () => {
    // Beats read off the state; a leaderless stack and a commander leaving the same hex for the same hex say the same thing.
    const s = initialState(3);
    s.phase = 'movement';
    const moves = legalEventsOf(s).filter((e): e is Extract<LpgEvent, { type: 'move' }> => e.type === 'move');
    const byPair = new Map<string, Extract<LpgEvent, { type: 'move' }>[]>();
    for (const m of moves) {
      const from = m.stack.startsWith('hex:') ? m.stack.slice(4) : s.commanders.find((c) => c.id === m.stack)!.hex;
      const k = `${from}>${m.to}>${m.forcedMarch}`;
      byPair.set(k, [...(byPair.get(k) ?? []), m]);
    }
    const pair = [...byPair.values()].find((l) => new Set(l.map((m) => m.stack)).size > 1);
    expect(pair).toBeDefined();
    const [a, b] = [pair![0]!, pair!.find((m) => m.stack !== pair![0]!.stack)!];
    const beatA = beatsOf(s, applyEvent(s, a), a).find((x) => x.type === 'stack.moved');
    const beatB = beatsOf(s, applyEvent(s, b), b).find((x) => x.type === 'stack.moved');
    expect(beatA).toEqual(beatB);
  });
});
