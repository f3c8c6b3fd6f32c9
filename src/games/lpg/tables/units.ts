// §6 the unit specification table and §16 what units cost to build. AUTHORED (docs/authored-data.md,
// "La Petite Guerre: unit specification table"): the text names the table and its columns
// (movement points, the points needed, build time, the settlement a new unit appears at) but prints
// none of it.
import type { SettlementKind, UnitType } from '../types';

export interface UnitSpec {
  type: UnitType;
  name: string;
  /** §6 movement points a turn (one per hex entered, before terrain and weather). */
  mp: number;
  /** §12 combat strength at full strength and understrength (the flipped counter). */
  strength: number;
  understrength: number;
  /** §9 stacking: counts as one of the three infantry a hex moves without penalty. */
  infantry: boolean;
  /** §13 loss order group: militia first, then regulars (riflemen and jaegers count as regulars), artillery, dragoons. */
  lossGroup: 'militia' | 'regulars' | 'artillery' | 'dragoons' | 'none';
  /** §4 may reconnoitre instead of taking command ("apart from artillery and the baggage trains"). */
  recce: boolean;
  /** §16 supply and recruitment points to order one, turns until it appears, where it may appear. */
  supplyCost: number;
  recruitCost: number;
  buildTurns: number;
  appearsAt: readonly SettlementKind[];
  /** Which sides may field it (riflemen are American, jaegers German). */
  sides: readonly ('american' | 'british')[];
}

export const UNIT_SPECS: Readonly<Record<UnitType, UnitSpec>> = {
  militia: { type: 'militia', name: 'Militia (or Levies)', mp: 5, strength: 2, understrength: 1, infantry: true, lossGroup: 'militia', recce: true, supplyCost: 1, recruitCost: 1, buildTurns: 1, appearsAt: ['village', 'town', 'fort', 'port'], sides: ['american', 'british'] },
  regulars: { type: 'regulars', name: 'Regular infantry', mp: 5, strength: 3, understrength: 2, infantry: true, lossGroup: 'regulars', recce: true, supplyCost: 2, recruitCost: 2, buildTurns: 3, appearsAt: ['town', 'port'], sides: ['american', 'british'] },
  riflemen: { type: 'riflemen', name: 'Riflemen', mp: 6, strength: 2, understrength: 1, infantry: true, lossGroup: 'regulars', recce: true, supplyCost: 2, recruitCost: 2, buildTurns: 4, appearsAt: ['town'], sides: ['american'] },
  jaegers: { type: 'jaegers', name: 'Jaegers', mp: 6, strength: 2, understrength: 1, infantry: true, lossGroup: 'regulars', recce: true, supplyCost: 2, recruitCost: 2, buildTurns: 4, appearsAt: ['port'], sides: ['british'] },
  artillery: { type: 'artillery', name: 'Artillery', mp: 4, strength: 2, understrength: 1, infantry: false, lossGroup: 'artillery', recce: false, supplyCost: 3, recruitCost: 1, buildTurns: 4, appearsAt: ['town', 'fort', 'port'], sides: ['american', 'british'] },
  dragoons: { type: 'dragoons', name: 'Dragoons', mp: 8, strength: 2, understrength: 1, infantry: false, lossGroup: 'dragoons', recce: true, supplyCost: 3, recruitCost: 2, buildTurns: 4, appearsAt: ['town', 'port'], sides: ['american', 'british'] },
  baggage: { type: 'baggage', name: 'Baggage train', mp: 3, strength: 0, understrength: 0, infantry: false, lossGroup: 'none', recce: false, supplyCost: 2, recruitCost: 0, buildTurns: 2, appearsAt: ['town', 'port'], sides: ['american', 'british'] },
};

/** §13 "Loss ratio": the order casualties are taken in, repeated from the start after dragoons. */
export const LOSS_ORDER: readonly UnitSpec['lossGroup'][] = ['militia', 'militia', 'regulars', 'regulars', 'artillery', 'dragoons'];
