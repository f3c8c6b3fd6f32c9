// FIRING: 1d6 per stand (one more when firing from uphill), each at or under the to-hit number
// kills a stand. The to-hit number comes from the range and whether the firer moved; conspicuous
// targets add 1 (a 6 always misses); loose order, cover and fortifications make low scores miss.
// The line of fire must be clear and the target within visibility range.
import { rollDice } from '../../../core/dice';
import { distance } from './hex';
import { elevation, lineClear } from './sight';
import { type BelleState, RuleError, atCover, cardOf, nextState, groundOf, loseStands, ownRng, ownUnit, unitById } from '../state';
import { sightRange, visibilityRange } from './visibility';
import { fallBackPaths, longestFallBack } from './fallback';
import { placeAlong } from './movement';

export interface FireOption {
  firer: string;
  target: string;
  range: number;
  toHit: number;
  /** Scores at or under this miss (0: none, 1: a 1 misses, 2: 1 and 2 miss). */
  missUpTo: number;
  dice: number;
  uphill: boolean;
}

/** FIRING: how many of the lowest scores miss against this target. */
export function missUpTo(s: BelleState, targetId: string): number {
  const t = unitById(s, targetId);
  if (t.sector === null) return 0;
  const infantry = cardOf(t).troopType !== 'cavalry';
  const g = groundOf(s, t.sector);
  if (infantry && g.fortified) return 2;
  const cover = atCover(s, t.sector);
  if (t.order === 'loose') return cover ? 2 : 1;
  if (infantry && cover) return 1;
  return 0;
}

/** The words for why low scores miss against this target ('' when none do), for narration and the tray. */
export function missReason(s: BelleState, targetId: string): string {
  const t = unitById(s, targetId);
  if (t.sector === null) return '';
  const infantry = cardOf(t).troopType !== 'cavalry';
  const g = groundOf(s, t.sector);
  if (infantry && g.fortified) return 'in fortifications';
  const cover = atCover(s, t.sector);
  if (t.order === 'loose') return cover ? 'loose order at cover' : 'loose order';
  if (infantry && cover) return 'at cover';
  return '';
}

/** The line of fire's rule: troops and undiscovered sectors block it. */
const FIRE_LINE = { troopsBlock: true, undiscoveredBlocks: true } as const;

/**
 * The fire `firerId` would make at `targetId` now, or null where fireCheck gives a reason (the same
 * checks, in the same order, with no reason written: the bots and the legal list ask it for every
 * pair of units).
 */
export function fireOption(s: BelleState, firerId: string, targetId: string, moving: boolean): FireOption | null {
  const f = unitById(s, firerId);
  const t = unitById(s, targetId);
  if (f.sector === null || t.sector === null || f.side === t.side) return null;
  const range = distance(f.sector, t.sector);
  const column = cardOf(f).toHit[range - 1];
  if (!column) return null;
  const base = moving ? column.moving : column.still;
  if (base === null) return null;
  if (range > sightRange(s, targetId)) return null;
  if (!lineClear(s, f.sector, t.sector, FIRE_LINE)) return null;
  const toHit = Math.min(5, base + (cardOf(t).conspicuous ? 1 : 0));
  const uphill = elevation(s, f.sector) > elevation(s, t.sector);
  return { firer: firerId, target: targetId, range, toHit, missUpTo: missUpTo(s, targetId), dice: f.stands + (uphill ? 1 : 0), uphill };
}

/** Why `firerId` may not fire at `targetId` now, or the fire it would make. */
export function fireCheck(s: BelleState, firerId: string, targetId: string, moving: boolean): FireOption | string {
  return fireOption(s, firerId, targetId, moving) ?? fireRefusal(s, firerId, targetId, moving);
}

/** Why fireOption gave no fire (its checks in order, each with its reason). */
function fireRefusal(s: BelleState, firerId: string, targetId: string, moving: boolean): FireOption | string {
  const f = unitById(s, firerId);
  const t = unitById(s, targetId);
  if (f.sector === null || t.sector === null) return 'both units must be on the table';
  if (f.side === t.side) return 'a unit fires only at the enemy';
  const range = distance(f.sector, t.sector);
  const column = cardOf(f).toHit[range - 1];
  if (!column) return `out of range (${range} UD)`;
  const base = moving ? column.moving : column.still;
  if (base === null) return `no bracketed to-hit number at ${range} UD: it cannot fire after moving`;
  const sight = visibilityRange(s, targetId);
  if (range > sight.range) return `not visible: ${range} UD beyond its sight range of ${sight.range} UD`;
  if (!lineClear(s, f.sector, t.sector, { troopsBlock: true, undiscoveredBlocks: true })) return 'line of fire blocked';
  const toHit = Math.min(5, base + (cardOf(t).conspicuous ? 1 : 0));
  const uphill = elevation(s, f.sector) > elevation(s, t.sector);
  return { firer: firerId, target: targetId, range, toHit, missUpTo: missUpTo(s, targetId), dice: f.stands + (uphill ? 1 : 0), uphill };
}

/** Hits scored by these dice. */
export function countHits(rolls: number[], toHit: number, miss: number): number {
  return rolls.filter((r) => r <= toHit && r > miss && r < 6).length;
}

export interface FireResult {
  state: BelleState;
  option: FireOption;
  rolls: number[];
  hits: number;
}

/** Rolls a fire (any firer: the active unit, or a salvo). The hits are applied by `applyFireLosses`. */
export function resolveFire(prev: BelleState, firerId: string, targetId: string, moving: boolean): FireResult {
  const option = fireCheck(prev, firerId, targetId, moving);
  if (typeof option === 'string') throw new RuleError('FIRING', `${firerId} cannot fire at ${targetId}: ${option}`);
  const s = nextState(prev);
  const rolls = rollDice(ownRng(s), option.dice);
  ownUnit(s, firerId).movedOrFiredEver = true;
  return { state: s, option, rolls, hits: countHits(rolls, option.toHit, option.missUpTo) };
}

/** The active unit fires: only after a successful test, not after a march, nor after entering rough ground. */
export function fireActive(prev: BelleState, targetId: string): FireResult {
  const a = prev.activation;
  if (!a) throw new RuleError('FIRING', 'no unit is being activated');
  if (!a.test?.success) throw new RuleError('REACTIVITY TESTS', `${a.unit} must pass its reactivity test to fire`);
  if (a.movement === 'march') throw new RuleError('MOVEMENTS', 'firing is not allowed after a march');
  if (a.fired || a.assaulted || a.assaultTarget) throw new RuleError('FIRING', `${a.unit} has already fired or assaulted`);
  if (unitById(prev, a.unit).enteredRough) throw new RuleError('MOVEMENTS', `${a.unit} entered rough terrain this turn: it cannot fire`);
  const r = resolveFire(prev, a.unit, targetId, a.moved > 0);
  r.state.activation!.fired = true;
  return r;
}

/**
 * FALL BACK MOVEMENTS under fire: the target's player may turn each even loss into 1 UD back,
 * away from every enemy unit (fallBackPaths). Returns the largest number of losses that can be so converted.
 */
export function fireFallBackLimit(s: BelleState, targetId: string, firerSector: number, hits: number): number {
  return longestFallBack(s, targetId, [firerSector], Math.floor(hits / 2));
}

/** Applies `hits` to the target: `path.length` of them as fall back, the rest as stands (lost first). */
export function applyFireLosses(prev: BelleState, targetId: string, firerSector: number, hits: number, path: number[] = []): { state: BelleState; eliminated: boolean } {
  if (path.length > Math.floor(hits / 2)) throw new RuleError('FALL BACK MOVEMENTS', `only even losses (${Math.floor(hits / 2)} of ${hits}) can become fall back`);
  const s = nextState(prev);
  const { eliminated } = loseStands(s, targetId, hits - path.length);
  if (!eliminated && path.length > 0) {
    const legal = fallBackPaths(s, targetId, [firerSector], path.length);
    if (!legal.some((p) => p.every((x, i) => x === path[i]))) {
      throw new RuleError('FALL BACK MOVEMENTS', `${targetId} cannot fall back along ${JSON.stringify(path)}`);
    }
    const rough = unitById(s, targetId).enteredRough;
    placeAlong(s, targetId, path);
    ownUnit(s, targetId).enteredRough = rough;
  }
  return { state: s, eliminated };
}
