// What the 3D table lets a player click besides moves (src/scene/blb/interactions/tableTargets.ts):
// every target and prompt button sends an event from the legal list itself, and every legal
// decision of the kinds the table takes can be reached there (with the table's own selections:
// the retreating unit, the forts, the announced armies). States come from seeded bot games.
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { blbMachine, blbModule } from '../../../machines/blb/index';
import { Rng } from '../../../src/core/rng';
import { UNIT } from '../../../src/games/blb/db';
import { asBlbView } from '../../../src/scene/blb/viewTypes';
import {
  TABLE_EVENT_TYPES,
  fifthAtrocityChance,
  reachableEvents,
  tableTargets,
  type InteractionSelection,
  type Interactions,
  type LegalEventLike,
} from '../../../src/scene/blb/interactions/tableTargets';

type Snap = SnapshotFrom<typeof blbMachine>;
const key = (e: LegalEventLike) => JSON.stringify(Object.entries(e).sort(([a], [b]) => a.localeCompare(b)));

/** Plays seeded smart-bot games and hands every state (and its legal events) to `visit`. */
function playGames(seeds: number[], options: Record<string, boolean>, visit: (snap: Snap, legal: LegalEventLike[]) => void, limit = 4000) {
  for (const seed of seeds) {
    const actor = createActor(blbMachine, { input: { seed, options: { ...blbModule.options.defaults, ...options } } }).start();
    const rng = Rng.seeded(seed * 7 + 3);
    for (let i = 0; i < limit; i++) {
      const snap = actor.getSnapshot();
      const legal = blbModule.legalEvents(snap);
      if (!legal.length) break;
      visit(snap, legal);
      const side = legal[0]!.side;
      actor.send(blbModule.bots.smart({ snapshot: snap, side, legal: legal.filter((e) => e.side === side), rng }));
    }
    actor.stop();
  }
}

/** Every selection the table can be put in for these legal events (units, fort sets, army sets). */
function selections(legal: LegalEventLike[]): InteractionSelection[] {
  const p = legal as (LegalEventLike & { unit?: string; forts?: string[]; armies?: string[] })[];
  const out: InteractionSelection[] = [{}];
  for (const unit of new Set(p.filter((e) => e.type === 'retreat' || e.type === 'stay').map((e) => e.unit!))) out.push({ unit });
  for (const e of p) {
    if (e.type === 'chooseActivation') out.push({ forts: e.forts! });
    if (e.type === 'announce') out.push({ armies: e.armies! });
  }
  return out;
}

function checkState(snap: Snap, legal: LegalEventLike[]): { reached: Set<string>; wanted: Set<string>; sample: Interactions } {
  const view = asBlbView(blbModule.view(snap, 'german'));
  const legalKeys = new Set(legal.map(key));
  const reached = new Set<string>();
  let sample: Interactions | null = null;
  for (const selection of selections(legal)) {
    const it = tableTargets(legal, view, selection);
    sample ??= it;
    for (const ev of reachableEvents(it)) {
      // The very object from the legal list: nothing is built or edited on the way.
      expect(legal).toContain(ev);
      expect(legalKeys.has(key(ev))).toBe(true);
      reached.add(key(ev));
    }
    for (const t of it.targets) {
      expect(t.choices.length).toBeGreaterThan(0);
      for (const c of t.choices) expect(Boolean(c.event) !== Boolean(c.select)).toBe(true);
      expect(Number.isFinite(t.block.x) && Number.isFinite(t.block.z) && t.block.w > 0 && t.block.d > 0 && t.block.h > 0).toBe(true);
    }
    for (const p of it.prompts) for (const c of [...p.toggles, ...p.choices]) expect(Boolean(c.event) !== Boolean(c.select)).toBe(true);
  }
  const wanted = new Set(legal.filter((e) => (TABLE_EVENT_TYPES as readonly string[]).includes(e.type)).map(key));
  return { reached, wanted, sample: sample! };
}

describe('table targets from legal events', () => {
  it('4.0-9.0 every click sends a legal event, and every legal decision but moves can be made on the table', () => {
    const typesSeen = new Set<string>();
    const visit = (snap: Snap, legal: LegalEventLike[]) => {
      const { reached, wanted } = checkState(snap, legal);
      for (const k of wanted) expect(reached, `not reachable on the table: ${k}`).toContain(k);
      for (const e of legal) if (wanted.has(key(e))) typesSeen.add(e.type);
    };
    playGames([1, 2, 3], {}, visit);
    playGames([4], { freeSetUp: true }, visit, 60);
    playGames([5], { alternativeGardeCivique: true }, visit, 30);
    // The games went through every kind of decision the table takes.
    expect([...typesSeen].sort()).toEqual([...TABLE_EVENT_TYPES].sort());
  });

  it('6.0 moves and End movement are not table targets here (the move selection and the action list have them)', () => {
    const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
    const snap = actor.getSnapshot();
    const legal = blbModule.legalEvents(snap);
    expect(legal.some((e) => e.type === 'move')).toBe(true);
    const it = tableTargets(legal, asBlbView(blbModule.view(snap, 'german')));
    expect(it.targets).toEqual([]);
    expect(it.prompts).toEqual([]);
    expect(tableTargets([], asBlbView(blbModule.view(snap, 'german')))).toEqual({ targets: [], prompts: [] });
    actor.stop();
  });

  it('4.1 the cup sends drawChit; 6.2 the Garde Civique prompt offers fight and fall back', () => {
    let cup: Interactions | null = null;
    let gc: Interactions | null = null;
    playGames([1], {}, (snap, legal) => {
      const view = asBlbView(blbModule.view(snap, 'german'));
      if (!cup && legal.some((e) => e.type === 'drawChit')) cup = tableTargets(legal, view);
      if (!gc && legal.some((e) => e.type === 'gcChoice')) gc = tableTargets(legal, view);
    }, 200);
    const draw = cup!.targets.find((t) => t.role === 'draw')!;
    expect(draw.place).toBe('chit-cup');
    expect(draw.choices.map((c) => c.event?.type)).toEqual(['drawChit']);
    const prompt = gc!.prompts.find((p) => p.id === 'garde-civique')!;
    expect(prompt.rule).toBe('6.2');
    expect(prompt.choices.map((c) => (c.event as { choice?: string }).choice)).toEqual(['fight', 'fallBack']);
    expect(prompt.choices[1]!.label).toMatch(/^Fall back to \S/);
  });

  it('7.5 retreat: the selected unit lights its destinations; picking another unit is a selection, not an event', () => {
    let done = false;
    playGames([1, 2], {}, (snap, legal) => {
      if (done) return;
      const retreats = legal.filter((e) => e.type === 'retreat') as (LegalEventLike & { unit: string; path: string[] })[];
      const units = [...new Set(retreats.map((e) => e.unit))];
      if (units.length < 2) return;
      done = true;
      const view = asBlbView(blbModule.view(snap, 'german'));
      for (const unit of units) {
        const it = tableTargets(legal, view, { unit });
        const ends = new Set(retreats.filter((e) => e.unit === unit).map((e) => e.path[e.path.length - 1]));
        expect(new Set(it.targets.filter((t) => t.role === 'retreatTo').map((t) => t.place))).toEqual(ends);
        const stack = it.targets.find((t) => t.role === 'retreater' && t.selected)!;
        expect(stack.choices.every((c) => c.select && !c.event)).toBe(true);
        expect(it.prompts.find((p) => p.id === 'retreat')!.title).toContain(UNIT[unit]!.ident);
      }
    });
    expect(done).toBe(true);
  });

  it('4.2 the fifth atrocity: its chance for the armies announced', () => {
    expect(fifthAtrocityChance(0, 4)).toBe(0);
    expect(fifthAtrocityChance(1, 4)).toBe(0.5);
    expect(fifthAtrocityChance(2, 3)).toBe(0.25);
    expect(fifthAtrocityChance(4, 1)).toBe(1 / 16);
    expect(fifthAtrocityChance(3, 0)).toBe(0);
    expect(fifthAtrocityChance(2, 4)).toBe(0.75);
  });
});
