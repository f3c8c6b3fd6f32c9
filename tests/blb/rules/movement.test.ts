// Brave Little Belgium 6.0-6.2: movement, stacking, and entering enemy-occupied boxes.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/core/simulate';
import { lineCost } from '../../../src/games/blb/db';
import { applyMove, legalMoves, remainingMp, validateMove, type MoveEvent } from '../../../src/games/blb/rules/movement';
import { stackingLimit, type BlbState } from '../../../src/games/blb/state';
import {
  AT, GC_NO_FACTOR, beats, blbModule, GC_WITH_FACTOR, activate, actorAt, at, baseState, clearBoard, ctx, legalOf, put, putAll, putGc,
  send, setFort, unitsWhere,
} from '../helpers';

const mv = (side: 'german' | 'entente', units: string[], path: string[]): MoveEvent => ({ type: 'move', side, units, path });

/** Turn 2, empty board, the given army activated. */
function board(armies: Parameters<typeof activate>[1] = ['de1']): BlbState {
  const s = clearBoard(baseState(1));
  s.turn = 2;
  return activate(s, armies);
}

const ok = (s: BlbState, ev: MoveEvent) => expect(validateMove(s, ev), JSON.stringify(ev.path)).toBeNull();
const refused = (s: BlbState, ev: MoveEvent, why: RegExp) => expect(validateMove(s, ev), JSON.stringify(ev.path)).toMatch(why);

describe('6.0 movement costs and Movement Factors', () => {
  it('6.0 Easy lines cost 1 MP, Difficult lines 2 MP: infantry (MF 2) crosses two Easy lines or one Difficult', () => {
    const s = board(['de1', 'de2']);
    put(s, 'de1-ii', 'aachen');
    put(s, 'de2-g', 'eupen');
    ok(s, mv('german', ['de1-ii'], ['vise', 'tongeren'])); // 1 + 1
    refused(s, mv('german', ['de1-ii'], ['vise', 'tongeren', 'hasselt']), /2 MP left; the path costs 3 \(6\.0\)/);
    ok(s, mv('german', ['de2-g'], ['malmedy'])); // Difficult: 2
    refused(s, mv('german', ['de2-g'], ['verviers', 'malmedy']), /costs 3/); // 1 + 2
    refused(s, mv('german', ['de2-g'], ['malmedy', 'st-vith']), /costs 4/);
  });

  it('6.0 cavalry has a Movement Factor of 4', () => {
    const s = board(['de2']);
    put(s, 'de2-cav', 'eupen');
    ok(s, mv('german', ['de2-cav'], ['malmedy', 'st-vith'])); // 2 + 2
    ok(s, mv('german', ['de2-cav'], ['aachen', 'vise', 'tongeren', 'hasselt'])); // 4 Easy
    refused(s, mv('german', ['de2-cav'], ['malmedy', 'st-vith', 'prum']), /4 MP left; the path costs 6/);
  });

  it('6.0 MP are spent over the whole activation: a unit may stop and go on, within its factor', () => {
    const s = board();
    put(s, 'de1-ii', 'aachen');
    applyMove(s, mv('german', ['de1-ii'], ['vise']), []);
    expect(remainingMp(s, 'de1-ii')).toBe(1);
    ok(s, mv('german', ['de1-ii'], ['tongeren']));
    refused(s, mv('german', ['de1-ii'], ['tongeren', 'hasselt']), /1 MP left/);
  });

  it('6.0 moves follow Movement Lines only', () => {
    const s = board();
    put(s, 'de1-ii', 'aachen');
    refused(s, mv('german', ['de1-ii'], ['liege']), /no Movement Line.*\(6\.0\)/);
  });

  it('6.0 Garde Civique cannot move: they are never offered a move and a move of one is refused', () => {
    const s = board(['be']);
    put(s, 'be-1', 'louvain');
    putGc(s, 'gc-1', 'louvain', true);
    const moved = new Set(legalMoves(s).flatMap((m) => m.units));
    expect(moved.has('be-1')).toBe(true);
    expect([...moved].some((u) => u.startsWith('gc-'))).toBe(false);
    refused(s, mv('entente', ['gc-1'], ['brussels']), /Unknown unit|not activated/);
  });

  it('6.0 only units of the activated army move', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'aachen');
    put(s, 'de2-g', 'aachen');
    refused(s, mv('german', ['de2-g'], ['vise']), /not activated.*5\.2/);
    expect(legalMoves(s).every((m) => m.units.every((u) => u.startsWith('de1-')))).toBe(true);
  });
});

describe('6.1 stacking', () => {
  it('6.1 up to eight units per side in a city; a ninth may not end its move there', () => {
    const s = board(['de1']);
    const eight = unitsWhere((u) => u.army === 'de2' || u.id === 'de3-xi');
    expect(eight).toHaveLength(8);
    putAll(s, eight, 'vise');
    put(s, 'de1-ii', 'aachen');
    refused(s, mv('german', ['de1-ii'], ['vise']), /overstack Vise \(6\.1\)/);
    expect(legalMoves(s).some((m) => m.path[m.path.length - 1] === 'vise')).toBe(false);
    // Seven is not the limit.
    s.units['de3-xi']!.box = null;
    ok(s, mv('german', ['de1-ii'], ['vise']));
  });

  it('6.1 units may pass through a box at its stacking limit', () => {
    const s = board(['de1']);
    putAll(s, unitsWhere((u) => u.army === 'de2' || u.id === 'de3-xi'), 'vise');
    put(s, 'de1-ii', 'aachen');
    ok(s, mv('german', ['de1-ii'], ['vise', 'tongeren']));
    applyMove(s, mv('german', ['de1-ii'], ['vise', 'tongeren']), []);
    expect(s.units['de1-ii']!.box).toBe('tongeren');
  });

  it('6.1 the limit is per side: eight Germans and eight Entente units may share a box', () => {
    const s = board(['be']);
    putAll(s, unitsWhere((u) => u.army === 'de2' || u.id === 'de3-xi'), 'tongeren');
    putAll(s, unitsWhere((u) => u.army === 'fr5'), 'tongeren'); // seven French
    put(s, 'be-1', 'hasselt');
    ok(s, mv('entente', ['be-1'], ['tongeren']));
  });

  it('6.1 a Major Fort holds four friendly (Entente) units but eight Germans', () => {
    expect(stackingLimit('liege', 'entente')).toBe(4);
    expect(stackingLimit('liege', 'german')).toBe(8);
    const s = board(['be']);
    putAll(s, ['be-3', 'be-14', 'be-1', 'be-2'], 'liege');
    put(s, 'be-4', 'huy');
    refused(s, mv('entente', ['be-4'], ['liege']), /overstack Liege/);
    s.units['be-2']!.box = 'waremme';
    ok(s, mv('entente', ['be-4'], ['liege']));
    const g = board(['de1']);
    putAll(g, unitsWhere((u) => u.army === 'de2'), 'liege'); // seven
    put(g, 'de1-ii', 'vise');
    ok(g, mv('german', ['de1-ii'], ['liege']));
  });

  it('6.1 a Minor Fort holds six friendly units', () => {
    expect(stackingLimit('maubeuge', 'entente')).toBe(6);
    const s = board(['fr5']);
    putAll(s, ['fr5-i', 'fr5-iii', 'fr5-x', 'fr5-xviii', 'fr5-37', 'fr5-4grd'], 'maubeuge');
    put(s, 'fr5-cav', 'avesnes');
    refused(s, mv('entente', ['fr5-cav'], ['maubeuge']), /overstack Maubeuge/);
  });

  it('6.1 a reduced or destroyed fort still reduces the friendly limit by its full-strength steps', () => {
    for (const steps of [2, 0]) {
      const s = board(['be']);
      setFort(s, 'liege', steps);
      putAll(s, ['be-3', 'be-14', 'be-1', 'be-2'], 'liege');
      put(s, 'be-4', 'huy');
      refused(s, mv('entente', ['be-4'], ['liege']), /overstack Liege/);
    }
  });

  it('6.1 Garde Civique count against the Entente limit', () => {
    const s = board(['be']);
    putAll(s, ['be-3', 'be-14', 'be-1'], 'liege');
    putGc(s, 'gc-1', 'liege');
    put(s, 'be-4', 'huy');
    refused(s, mv('entente', ['be-4'], ['liege']), /overstack Liege/);
  });

  it('6.1 British units may not stack with French or Belgian units', () => {
    const s = board(['bef']);
    putAll(s, ['bef-i', 'bef-ii'], 'le-cateau');
    put(s, 'fr5-i', 'mons');
    refused(s, mv('entente', ['bef-i'], ['mons']), /British units may not stack with French or Belgian units \(6\.1\)/);
    s.units['fr5-i']!.box = null;
    put(s, 'be-1', 'mons');
    refused(s, mv('entente', ['bef-i'], ['mons']), /6\.1/);
    s.units['be-1']!.box = null;
    put(s, 'bef-cav', 'mons');
    ok(s, mv('entente', ['bef-i'], ['mons'])); // British with British
    // ...and French may not join the British either.
    const f = board(['fr5']);
    putAll(f, ['bef-i'], 'mons');
    put(f, 'fr5-i', 'maubeuge');
    refused(f, mv('entente', ['fr5-i'], ['mons']), /6\.1/);
  });

  it('6.1 British may pass through a French-held box', () => {
    const s = board(['bef']);
    put(s, 'bef-i', 'le-cateau');
    put(s, 'fr5-i', 'mons');
    ok(s, mv('entente', ['bef-i'], ['mons', 'charleroi']));
  });
});

describe('6.2 enemy-occupied boxes', () => {
  it('6.2 a unit entering a box with enemy units stops: it may not move through', () => {
    const s = board(['de1']);
    put(s, 'de1-cav', 'aachen');
    put(s, 'be-14', 'vise');
    refused(s, mv('german', ['de1-cav'], ['vise', 'tongeren']), /must stop.*\(6\.2\)/);
    applyMove(s, mv('german', ['de1-cav'], ['vise']), []);
    expect(s.units['de1-cav']!.box).toBe('vise');
    expect(remainingMp(s, 'de1-cav')).toBe(0);
    expect(legalMoves(s)).toEqual([]);
  });

  it('6.2 Entente units entering a German-held box stop too', () => {
    const s = board(['be']);
    put(s, 'be-cav', 'hasselt');
    put(s, 'de1-ii', 'tongeren');
    refused(s, mv('entente', ['be-cav'], ['tongeren', 'vise']), /must stop/);
    ok(s, mv('entente', ['be-cav'], ['tongeren']));
  });

  it('6.2 a face-down Garde Civique without a combat factor is removed and the German unit moves on', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'aachen');
    const gc = GC_NO_FACTOR[0]!;
    putGc(s, gc, 'vise');
    ok(s, mv('german', ['de1-ii'], ['vise', 'tongeren']));
    const beats: { type: string }[] = [];
    applyMove(s, mv('german', ['de1-ii'], ['vise', 'tongeren']), beats as never);
    expect(s.gc[gc]).toEqual({ box: null, revealed: true });
    expect(s.units['de1-ii']!.box).toBe('tongeren');
    expect(beats.some((b) => b.type === 'gc.revealed')).toBe(true);
  });

  it('6.2 ending a move on a Garde Civique without a factor leaves MP to go on', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'aachen');
    putGc(s, GC_NO_FACTOR[0]!, 'vise');
    applyMove(s, mv('german', ['de1-ii'], ['vise']), []);
    expect(remainingMp(s, 'de1-ii')).toBe(1);
    ok(s, mv('german', ['de1-ii'], ['tongeren']));
  });

  it('6.2 a Garde Civique with a combat factor arises: the German infantry must stop and fight', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii'], 'aachen');
    const gc = GC_WITH_FACTOR[0]!;
    putGc(s, gc, 'vise');
    applyMove(s, mv('german', ['de1-ii'], ['vise', 'tongeren']), []);
    expect(s.units['de1-ii']!.box).toBe('vise');
    expect(s.gc[gc]).toEqual({ box: 'vise', revealed: true });
    expect(remainingMp(s, 'de1-ii')).toBe(0);
    expect(s.pendingGc).toBeNull(); // infantry gets no choice
    // Now that it is known, others must stop there too.
    refused(s, mv('german', ['de1-iii'], ['vise', 'tongeren']), /must stop/);
  });

  it('6.2 of two Garde Civique, the one without a factor vanishes and the one with a factor stays to fight', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'aachen');
    putGc(s, GC_NO_FACTOR[0]!, 'vise');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    applyMove(s, mv('german', ['de1-ii'], ['vise', 'tongeren']), []);
    expect(s.units['de1-ii']!.box).toBe('vise');
    expect(s.gc[GC_NO_FACTOR[0]!]!.box).toBeNull();
    expect(s.gc[GC_WITH_FACTOR[0]!]!.box).toBe('vise');
  });

  it('6.2 exception: German cavalry may fall back to the box it came from, ending its movement', () => {
    const s = board(['de1']);
    put(s, 'de1-cav', 'aachen');
    put(s, 'de1-ii', 'aachen');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    const g = actorAt(s, AT.moving);
    send(g, mv('german', ['de1-cav'], ['vise', 'tongeren']));
    expect(at(g)).toBe(AT.gcReveal);
    expect(legalOf(g, 'gcChoice').map((e) => e.choice)).toEqual(['fight', 'fallBack']);
    expect(legalOf(g, 'move')).toEqual([]); // the choice comes first
    send(g, { type: 'gcChoice', side: 'german', choice: 'fallBack' });
    expect(ctx(g).units['de1-cav']!.box).toBe('aachen');
    expect(remainingMp(ctx(g), 'de1-cav')).toBe(0);
    expect(at(g)).toBe(AT.moving);
    expect(legalOf(g, 'move').some((m) => m.units.includes('de1-cav'))).toBe(false);
  });

  it('6.2 exception: German cavalry that stays to fight remains in the box', () => {
    const s = board(['de1']);
    putAll(s, ['de1-cav', 'de1-ii'], 'aachen');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    const g = actorAt(s, AT.moving);
    send(g, mv('german', ['de1-cav'], ['vise']));
    send(g, { type: 'gcChoice', side: 'german', choice: 'fight' });
    expect(ctx(g).units['de1-cav']!.box).toBe('vise');
    send(g, { type: 'endMovement', side: 'german' });
    expect(ctx(g).combat).not.toBeNull();
    expect(ctx(g).combat!.box).toBe('vise');
  });

  it('6.2/6.1 fall back is not offered when the box the cavalry came from is full', () => {
    const s = board(['de1']);
    put(s, 'de1-cav', 'eupen');
    putAll(s, unitsWhere((u) => u.army === 'de2' || u.id === 'de3-xi'), 'aachen'); // eight, passed through
    put(s, 'de1-ii', 'verviers');
    putGc(s, GC_WITH_FACTOR[0]!, 'vise');
    const g = actorAt(s, AT.moving);
    send(g, mv('german', ['de1-cav'], ['aachen', 'vise']));
    expect(at(g)).toBe(AT.gcReveal);
    expect(legalOf(g, 'gcChoice').map((e) => e.choice)).toEqual(['fight']);
    expect(g.getSnapshot().can({ type: 'gcChoice', side: 'german', choice: 'fallBack' })).toBe(false);
  });
});

describe('6.0 routes: legalEvents offers each distinct route to a destination', () => {
  const routesTo = (moves: MoveEvent[], units: string[], end: string) =>
    moves.filter((m) => m.units.join() === units.join() && m.path[m.path.length - 1] === end).map((m) => m.path);

  /** Turn 2, the 3rd Army's cavalry in Malmedy, a face-down Garde Civique that arises in Verviers. */
  function malmedy(): BlbState {
    const s = board(['de3']);
    put(s, 'de3-cav', 'malmedy');
    putGc(s, GC_WITH_FACTOR[0]!, 'verviers');
    return s;
  }

  it('6.0 Malmedy -> Liege for the 3rd Army cavalry: the La Roche route (4 MP) is listed after the cheapest (via Verviers, 3 MP)', () => {
    const routes = routesTo(legalMoves(malmedy()), ['de3-cav'], 'liege');
    expect(routes[0]).toEqual(['verviers', 'liege']); // the cheapest stays first
    expect(routes).toContainEqual(['la-roche', 'liege']);
  });

  it('6.0 the La Roche route is accepted by the machine and its outcome differs: no Garde Civique is revealed in Verviers', () => {
    const gc = GC_WITH_FACTOR[0]!;
    const viaVerviers = actorAt(malmedy(), AT.moving);
    send(viaVerviers, mv('german', ['de3-cav'], ['verviers', 'liege']));
    expect(ctx(viaVerviers).gc[gc]!.revealed).toBe(true);
    expect(ctx(viaVerviers).units['de3-cav']!.box).toBe('verviers'); // it arose: the cavalry stopped (6.2)
    expect(at(viaVerviers)).toBe(AT.gcReveal);

    const g = actorAt(malmedy(), AT.moving);
    const listed = legalOf(g, 'move').find((m) => m.units.join() === 'de3-cav' && m.path.join() === 'la-roche,liege');
    expect(listed).toBeDefined();
    send(g, listed!);
    expect(ctx(g).units['de3-cav']!.box).toBe('liege');
    expect(ctx(g).gc[gc]).toEqual({ box: 'verviers', revealed: false });
    expect(beats(g, 'gc.revealed')).toEqual([]);
    expect(at(g)).not.toBe(AT.gcReveal); // nothing arose: movement ended, on to the siege of Liege (8.0)
    expect(at(g)).toBe(AT.rollDice);
  });

  it('6.0 routes are simple paths within the MP allowance: a dearer route to a box is listed only while the MP last', () => {
    const s = board(['de3']);
    put(s, 'de3-xii', 'malmedy'); // infantry, 2 MP
    const moves = legalMoves(s);
    expect(routesTo(moves, ['de3-xii'], 'verviers')).toEqual([['verviers']]);
    expect(moves.some((m) => m.path[m.path.length - 1] === 'liege')).toBe(false);
  });

  it('6.0 the cheapest route to each destination comes first, and the first routes are exactly the cheapest paths', () => {
    const s = malmedy();
    const moves = legalMoves(s);
    const seen = new Map<string, number>();
    for (const m of moves) {
      const key = `${m.units.join()}>${m.path[m.path.length - 1]}`;
      const cost = m.path.reduce((c, b, i) => c + lineCost(i ? m.path[i - 1]! : 'malmedy', b)!, 0);
      if (!seen.has(key)) seen.set(key, cost);
      else expect(cost, JSON.stringify(m.path)).toBeGreaterThanOrEqual(seen.get(key)!);
    }
  });

  it('6.0 property: in played games every listed route is accepted by the machine, and no two routes of one group to one box pass the same boxes', () => {
    let checked = 0;
    let alternatives = 0;
    const bad: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const german = seed % 2 ? blbModule.bots.smart : blbModule.bots.random;
      const played = playGame(blbModule, {
        seed,
        options: blbModule.options.defaults,
        bots: { german, entente: blbModule.bots.smart },
        onStep: ({ snapshot, legal }) => {
          const moves = (legal as { type: string }[]).filter((e): e is MoveEvent => e.type === 'move');
          const sets = new Set<string>();
          const ends = new Set<string>();
          for (const m of moves) {
            if (!snapshot.can(m as never)) bad.push(`refused ${JSON.stringify(m)}`);
            const end = `${[...m.units].sort().join()}>${m.path[m.path.length - 1]}`;
            const key = `${end}:${[...m.path].sort().join()}`;
            if (sets.has(key)) bad.push(`two routes pass the same boxes: ${JSON.stringify(m)}`);
            sets.add(key);
            if (ends.has(end)) alternatives++;
            ends.add(end);
            checked++;
          }
        },
      });
      expect(played.error).toBeUndefined();
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    expect(alternatives).toBeGreaterThan(50);
  });
});
