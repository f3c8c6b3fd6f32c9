// Brave Little Belgium 7.5: retreat and advance.
import { describe, expect, it } from 'vitest';
import { HOPS_TO_FRANCE, HOPS_TO_GERMANY } from '../../../src/games/blb/db';
import { advancePossible } from '../../../src/games/blb/rules/combat';
import type { BlbState } from '../../../src/games/blb/state';
import {
  AT, actorAt, at, beats, ctx, legalOf, pullChits, put, putAll, rigDice, send,
  setFort, unitsWhere, withContext, putGc, GC_NO_FACTOR, board, cameFrom, fight,
} from '../helpers';
import { DATA } from '../../../src/games/blb/db';




const box = (s: BlbState, u: string) => s.units[u]!.box;

describe('7.5 who retreats', () => {
  /** German II Corps attacks the French I Corps in Gembloux, coming from Huy. */
  function gembloux(): BlbState {
    const s = board(['de1']);
    put(s, 'de1-ii', 'gembloux');
    put(s, 'fr5-i', 'gembloux');
    return cameFrom(s, ['de1-ii'], 'huy');
  }

  it('7.5 the side that suffered more hits retreats (here the defender)', () => {
    const g = fight(gembloux(), [6, 1]);
    expect(box(ctx(g), 'fr5-i')).toBe('charleroi');
    expect(box(ctx(g), 'de1-ii')).toBe('gembloux');
  });

  it('7.5 if tied, the attacker retreats (no hits each)', () => {
    const g = fight(gembloux(), [1, 1]);
    expect(box(ctx(g), 'de1-ii')).toBe('huy');
    expect(box(ctx(g), 'fr5-i')).toBe('gembloux');
  });

  it('7.5 if tied, the attacker retreats (one hit each)', () => {
    const g = fight(gembloux(), [6, 6]);
    expect(ctx(g).units['de1-ii']).toEqual({ box: 'huy', steps: 1 });
    expect(ctx(g).units['fr5-i']).toEqual({ box: 'gembloux', steps: 1 });
  });

  it('7.5 the defender wins with more hits: the attacker retreats', () => {
    const g = fight(gembloux(), [1, 6]);
    expect(box(ctx(g), 'de1-ii')).toBe('huy');
  });
});

describe('7.5 where retreating units go', () => {
  it('7.5 retreating attackers return to the box from which they attacked, even away from Germany', () => {
    expect(HOPS_TO_GERMANY['wavre']!).toBeGreaterThan(HOPS_TO_GERMANY['gembloux']!);
    const s = board(['de1']);
    put(s, 'de1-ii', 'gembloux');
    put(s, 'fr5-i', 'gembloux');
    cameFrom(s, ['de1-ii'], 'wavre');
    const g = fight(s, [1, 1]);
    expect(box(ctx(g), 'de1-ii')).toBe('wavre');
  });

  it('7.5 attackers who came from different boxes each return to their own', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii'], 'gembloux');
    put(s, 'fr5-i', 'gembloux');
    cameFrom(s, ['de1-ii'], 'wavre');
    cameFrom(s, ['de1-iii'], 'huy');
    const g = fight(s, [1, 1, 1]);
    expect(box(ctx(g), 'de1-ii')).toBe('wavre');
    expect(box(ctx(g), 'de1-iii')).toBe('huy');
  });

  it('7.5 German defenders must retreat toward Germany', () => {
    // Tongeren is 2 boxes from Germany; of its neighbours only Vise is nearer.
    const s = board(['be']);
    put(s, 'be-1', 'tongeren');
    put(s, 'de1-ii', 'tongeren');
    cameFrom(s, ['be-1'], 'hasselt');
    const g = fight(s, [6, 1]);
    expect(ctx(g).units['de1-ii']).toEqual({ box: 'vise', steps: 1 });
    expect(HOPS_TO_GERMANY['vise']!).toBeLessThan(HOPS_TO_GERMANY['tongeren']!);
  });

  it('7.5 French and British defenders must retreat toward France', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'gembloux');
    put(s, 'fr5-i', 'gembloux');
    cameFrom(s, ['de1-ii'], 'huy');
    const g = fight(s, [6, 1]);
    expect(box(ctx(g), 'fr5-i')).toBe('charleroi'); // not Wavre or Namur, which are no nearer France
    expect(HOPS_TO_FRANCE['charleroi']!).toBeLessThan(HOPS_TO_FRANCE['gembloux']!);
  });

  it('6.1/7.5 British defenders may not retreat into a box held by the French', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'mons');
    put(s, 'bef-i', 'mons');
    cameFrom(s, ['de1-ii'], 'charleroi');
    put(s, 'fr5-i', 'le-cateau');
    const g = fight(s, [6, 1]);
    // Toward France from Mons: Maubeuge or Le Cateau; Le Cateau holds the French.
    expect(ctx(g).units['bef-i']).toEqual({ box: 'maubeuge', steps: 1 });
  });

  it('7.5 Belgians may retreat in any direction (but not into the box the attacker came from)', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'gembloux');
    put(s, 'be-1', 'gembloux');
    cameFrom(s, ['de1-ii'], 'huy');
    const g = fight(s, [6, 1]);
    expect(at(g)).toBe(AT.retreat);
    const opts = legalOf(g, 'retreat');
    expect(opts.every((e) => e.side === 'entente' && e.unit === 'be-1')).toBe(true);
    expect(opts.map((e) => e.path.join('>')).sort()).toEqual(['charleroi', 'namur', 'wavre']);
    send(g, { type: 'retreat', side: 'entente', unit: 'be-1', path: ['wavre'] });
    expect(box(ctx(g), 'be-1')).toBe('wavre');
  });

  it('7.5 all retreating defenders leave the box', () => {
    const s = board(['de1']);
    putAll(s, ['de1-ii', 'de1-iii'], 'gembloux');
    putAll(s, ['fr5-i', 'fr5-iii'], 'gembloux');
    cameFrom(s, ['de1-ii', 'de1-iii'], 'huy');
    const g = fight(s, [6, 1, 1, 1]);
    // One hit on two units: the Entente allocates, then both retreat.
    send(g, { type: 'takeLoss', side: 'entente', unit: 'fr5-iii' });
    expect(box(ctx(g), 'fr5-i')).toBe('charleroi');
    expect(box(ctx(g), 'fr5-iii')).toBe('charleroi');
  });
});

describe('7.5 retreating through the enemy', () => {
  /** Belgian 1st and 2nd Divisions attack German II and III Corps in Tongeren, coming from `from`. */
  function tongeren(from: string): BlbState {
    const s = board(['be']);
    putAll(s, ['be-1', 'be-2'], 'tongeren');
    putAll(s, ['de1-ii', 'de1-iii'], 'tongeren');
    return cameFrom(s, ['be-1', 'be-2'], from);
  }

  it('7.5 the box the attacker came from counts as enemy-occupied: one loss, then on to a further box', () => {
    const g = fight(tongeren('vise'), [6, 1, 1, 1]); // 1st Div hits; nobody else
    send(g, { type: 'takeLoss', side: 'german', unit: 'de1-ii' });
    // Vise (the attackers' origin) is the only way toward Germany: each unit loses a step going through it.
    expect(ctx(g).units['de1-ii']).toEqual({ box: null, steps: 0 }); // reduced in battle, then the retreat loss
    expect(ctx(g).units['de1-iii']).toEqual({ box: 'aachen', steps: 1 });
  });

  it('7.5 retreating through an enemy-occupied box costs one loss and continues to a further box', () => {
    const s = tongeren('hasselt');
    put(s, 'be-cav', 'vise');
    const g = fight(s, [6, 1, 1, 1]);
    send(g, { type: 'takeLoss', side: 'german', unit: 'de1-ii' });
    expect(ctx(g).units['de1-iii']).toEqual({ box: 'aachen', steps: 1 });
    expect(ctx(g).units['de1-ii']).toEqual({ box: null, steps: 0 });
    expect(box(ctx(g), 'be-cav')).toBe('vise');
  });

  it('7.5 when the further box is enemy-occupied too, the retreating units are eliminated', () => {
    const s = tongeren('hasselt');
    put(s, 'be-cav', 'vise');
    put(s, 'be-15', 'aachen');
    const g = fight(s, [6, 1, 1, 1]);
    send(g, { type: 'takeLoss', side: 'german', unit: 'de1-ii' });
    expect(ctx(g).units['de1-ii']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).units['de1-iii']).toEqual({ box: null, steps: 0 });
    expect(beats(g, 'unit.eliminated').some((b) => b.unit === 'de1-iii' && b.rule === '7.5')).toBe(true);
  });

  it('7.5 an undestroyed enemy fort is enemy-occupied for retreating Germans even without units', () => {
    // The German Guard defends Waremme against Belgians from Sint-Truiden. Toward Germany lie Liege
    // (an empty but undestroyed Belgian fort) and Tongeren: only Tongeren is a free way.
    const s = board(['be']);
    put(s, 'be-1', 'waremme');
    put(s, 'de2-g', 'waremme');
    cameFrom(s, ['be-1'], 'sint-truiden');
    expect(HOPS_TO_GERMANY['liege']!).toBeLessThan(HOPS_TO_GERMANY['waremme']!);
    expect(HOPS_TO_GERMANY['tongeren']!).toBeLessThan(HOPS_TO_GERMANY['waremme']!);
    const g = fight(s, [6, 1]);
    expect(ctx(g).units['de2-g']).toEqual({ box: 'tongeren', steps: 1 });
  });

  it('7.5 a destroyed fort is no obstacle: the retreating Germans may choose it', () => {
    const s = board(['be']);
    put(s, 'be-1', 'waremme');
    put(s, 'de2-g', 'waremme');
    cameFrom(s, ['be-1'], 'sint-truiden');
    setFort(s, 'liege', 0);
    const g = fight(s, [6, 1]);
    expect(legalOf(g, 'retreat').map((e) => e.path.join('>')).sort()).toEqual(['liege', 'tongeren']);
  });

  it('7.5 a retreat that overstacks a box displaces friendly units already there, one box further', () => {
    const s = board(['be']);
    put(s, 'be-1', 'tongeren');
    put(s, 'de1-ii', 'tongeren');
    cameFrom(s, ['be-1'], 'hasselt');
    const eight = unitsWhere((u) => u.army === 'de2' || u.id === 'de3-xi');
    putAll(s, eight, 'vise');
    const g = fight(s, [6, 1]);
    expect(box(ctx(g), 'de1-ii')).toBe('vise');
    expect(at(g)).toBe(AT.retreat);
    expect(legalOf(g, 'displace').map((e) => e.unit).sort()).toEqual([...eight].sort());
    expect(legalOf(g, 'displace').every((e) => e.side === 'german')).toBe(true);
    send(g, { type: 'displace', side: 'german', unit: 'de2-g' });
    expect(box(ctx(g), 'de2-g')).toBe('aachen'); // displaced units retreat too: toward Germany
    expect(Object.values(ctx(g).units).filter((u) => u.box === 'vise')).toHaveLength(8);
  });

  it('7.5 a side that takes fewer hits but is wiped out spares the other side its retreat', () => {
    // German cavalry (one step) attacks Liege; Big Bertha adds a hit on the fort. The Germans
    // take one hit and are eliminated; the Entente took two hits but does not retreat.
    const s = board(['de2']);
    put(s, 'de2-cav', 'liege');
    putAll(s, ['be-3', 'be-14'], 'liege');
    setFort(s, 'liege', 2);
    cameFrom(s, ['de2-cav'], 'verviers');
    pullChits(s, 'chit-big-bertha');
    rigDice(s, [6, 6, 1, 1, 1]); // cavalry hits; 14th Bde hits; 3rd Div and the fort miss
    const g = actorAt(s, AT.moving);
    send(g, { type: 'endMovement', side: 'german' });
    send(g, { type: 'playEvent', side: 'german', chit: 'chit-big-bertha' });
    send(g, { type: 'roll', side: 'german' });
    expect(ctx(g).combat!.hitsOn).toEqual({ german: 1, entente: 2 });
    expect(box(ctx(g), 'de2-cav')).toBeNull();
    send(g, { type: 'takeLoss', side: 'entente', unit: 'be-3' });
    expect(legalOf(g, 'retreat')).toEqual([]);
    expect(legalOf(g, 'stay')).toEqual([]);
    expect(ctx(g).units['be-3']).toEqual({ box: 'liege', steps: 1 });
    expect(box(ctx(g), 'be-14')).toBe('liege');
    expect(ctx(g).forts['liege']!.steps).toBe(1);
  });
});

describe('7.5 advance', () => {
  const five = ['de1-ii', 'de1-iii', 'de1-iv', 'de1-ix', 'de1-iii-r'];

  /** Five German corps attack the 14th Brigade in Vise, coming from Aachen; Belgian cavalry waits in Tongeren. */
  function crush(attackers = five): BlbState {
    const s = board(['de1']);
    putAll(s, attackers, 'vise');
    put(s, 'be-14', 'vise');
    put(s, 'be-cav', 'tongeren');
    return cameFrom(s, attackers, 'aachen');
  }

  it('7.5 advance: won with 5+ times the units, defenders all eliminated, no attacker loss: one box further', () => {
    const g = fight(crush(), [6, 6, 6, 6, 6, 1]);
    expect(box(ctx(g), 'be-14')).toBeNull();
    expect(at(g)).toBe(AT.advance);
    expect(legalOf(g, 'advance').map((e) => e.to).sort()).toEqual(['aachen', 'liege', 'tongeren']);
    expect(legalOf(g, 'declineAdvance')).toEqual([{ type: 'declineAdvance', side: 'german' }]);
    send(g, { type: 'advance', side: 'german', to: 'aachen' });
    // The victorious units advance together, as one stack.
    for (const u of five) expect(box(ctx(g), u)).toBe('aachen');
  });

  it('7.5 advance into an enemy box starts a new combat at once, and that stack may not advance again', () => {
    let g = fight(crush(), [6, 6, 6, 6, 6, 1]);
    send(g, { type: 'advance', side: 'german', to: 'tongeren' });
    expect(at(g)).toBe(AT.rollDice);
    expect(ctx(g).combat).toMatchObject({ box: 'tongeren', fromAdvance: true, defenders: ['be-cav'] });
    expect(ctx(g).combat!.attackers.sort()).toEqual([...five].sort());
    g = withContext(g, (s) => rigDice(s, [6, 6, 6, 6, 6, 1]));
    send(g, { type: 'roll', side: 'german' });
    expect(box(ctx(g), 'be-cav')).toBeNull();
    expect(legalOf(g, 'advance')).toEqual([]);
    expect(at(g)).not.toBe(AT.advance);
    for (const u of five) expect(box(ctx(g), u)).toBe('tongeren');
  });

  it('7.5/8.0 advancing into an undestroyed fort\'s box starts a Siege Combat at once', () => {
    const g = fight(crush(), [6, 6, 6, 6, 6, 1]);
    send(g, { type: 'advance', side: 'german', to: 'liege' });
    expect(at(g)).toBe(AT.rollDice);
    expect(ctx(g).combat).toMatchObject({ box: 'liege', siege: true, fort: 'defender', fromAdvance: true });
  });

  it('7.5 the attacker may decline the advance', () => {
    const g = fight(crush(), [6, 6, 6, 6, 6, 1]);
    send(g, { type: 'declineAdvance', side: 'german' });
    for (const u of five) expect(box(ctx(g), u)).toBe('vise');
  });

  it('7.5 no advance with fewer than five times the units', () => {
    const g = fight(crush(five.slice(0, 4)), [6, 6, 6, 6, 1]);
    expect(box(ctx(g), 'be-14')).toBeNull();
    expect(legalOf(g, 'advance')).toEqual([]);
    expect(at(g)).not.toBe(AT.advance);
  });

  it('7.5 no advance unless every defender was eliminated in battle', () => {
    const s = crush();
    s.units['be-14'] = { box: null, steps: 0 };
    put(s, 'be-1', 'vise');
    const g = fight(s, [6, 1, 1, 1, 1, 1]); // one hit: the 1st Division is reduced and retreats
    send(g, { type: 'retreat', side: 'entente', unit: 'be-1', path: ['liege'] });
    expect(box(ctx(g), 'be-1')).toBe('liege');
    expect(legalOf(g, 'advance')).toEqual([]);
    expect(at(g)).not.toBe(AT.advance);
  });

  it('7.5 no advance if the attacker sustained any loss', () => {
    const s = crush();
    s.units['be-14'] = { box: null, steps: 0 };
    put(s, 'be-1', 'vise');
    const g = fight(s, [6, 6, 6, 6, 6, 6]); // five hits eliminate the 1st Division; it hits back once
    expect(box(ctx(g), 'be-1')).toBeNull();
    send(g, { type: 'takeLoss', side: 'german', unit: 'de1-ii' });
    expect(advancePossible(ctx(g))).toBe(false);
    expect(legalOf(g, 'advance')).toEqual([]);
    expect(at(g)).not.toBe(AT.advance);
  });
});

describe('7.5 readings recorded in docs/rules-notes.md', () => {
  it('7.5 a tie in which the defender is wiped out: the attacker stays in the box it won', () => {
    const s = board(['de1']);
    put(s, 'de1-ii', 'vise');
    put(s, 'be-14', 'vise');
    cameFrom(s, ['de1-ii'], 'aachen');
    const g = fight(s, [6, 6]);
    expect(ctx(g).units['be-14']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).units['de1-ii']).toEqual({ box: 'vise', steps: 1 });
  });

  function tongerenWithGc(gc: string): BlbState {
    const s = board(['be']);
    put(s, 'be-1', 'tongeren');
    put(s, 'de1-ii', 'tongeren');
    cameFrom(s, ['be-1'], 'hasselt');
    putGc(s, gc, 'vise');
    return s;
  }

  it('6.2/7.5 a German retreating into face-down Garde Civique with no factor flips and removes them, and stops there', () => {
    const gc = GC_NO_FACTOR[0]!;
    const g = fight(tongerenWithGc(gc), [6, 1]);
    expect(ctx(g).units['de1-ii']).toEqual({ box: 'vise', steps: 1 });
    expect(ctx(g).gc[gc]).toEqual({ box: null, revealed: true });
  });

  it('6.2/7.5 a German retreating into a Garde Civique that arises takes one loss going through', () => {
    const gc = DATA.gardeCivique.find((x) => x.cf !== null)!.id;
    const g = fight(tongerenWithGc(gc), [6, 1]);
    // Reduced in the battle, the loss for entering the enemy-occupied box eliminates it.
    expect(ctx(g).units['de1-ii']).toEqual({ box: null, steps: 0 });
    expect(ctx(g).gc[gc]).toEqual({ box: 'vise', revealed: true });
  });
});
