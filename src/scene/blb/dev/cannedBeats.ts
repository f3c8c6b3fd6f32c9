// A canned combat (a siege of Liège) and an Atrocities check, as the BLB machine emits them,
// for the ?dev=dice visual test page. Units are fake (simple coloured tokens); the dice cover
// every face 1-6 so a screenshot shows each one settled.
import type { Beat } from '../../animation/queue';
import type { BattleUnitInfo } from '../battle/types';

export const DEMO_BOXES: Record<string, { x: number; z: number; name: string }> = {
  liege: { x: -15, z: 1, name: 'Liège' },
  aachen: { x: -19.5, z: -5, name: 'Aachen' },
  huy: { x: -19.5, z: 7, name: 'Huy' },
};

export const DEMO_UNITS: Record<string, BattleUnitInfo & { box: string }> = {
  g1: { side: 'german', cf: 5, reducedCf: 4, maxSteps: 2, steps: 1, label: 'VII', color: '#6f7b73', box: 'liege' },
  g2: { side: 'german', cf: 5, reducedCf: 4, maxSteps: 2, steps: 2, label: 'IX', color: '#6f7b73', box: 'aachen' },
  g3: { side: 'german', cf: 4, maxSteps: 1, steps: 0, label: '2 Kav', color: '#7d8a6a', box: 'liege' },
  g4: { side: 'german', cf: 4, maxSteps: 1, steps: 1, label: '4 Kav', color: '#7d8a6a', box: 'aachen' },
  b1: { side: 'entente', cf: 5, reducedCf: 4, maxSteps: 2, steps: 1, label: '3 Div', color: '#c9a227', box: 'liege' },
  b2: { side: 'entente', cf: 5, reducedCf: 4, maxSteps: 2, steps: 1, label: '4 Div', color: '#c9a227', box: 'liege' },
  gc1: { side: 'entente', cf: 6, maxSteps: 1, steps: 0, label: 'GC', color: '#d8cfa8', box: 'liege' },
};

export const DEMO_FORT = { box: 'liege', steps: 2, maxSteps: 4, cf: 5, label: 'Liège' };

/** The siege of Liège: 7.0-7.5 and 8.1 in beats (after it, the state in DEMO_UNITS / DEMO_FORT). */
export const COMBAT_BEATS: Beat[] = [
  { type: 'combat.started', box: 'liege', attacker: 'german', attackers: ['g1', 'g2', 'g3', 'g4'], defenders: ['b1', 'b2', 'gc1'], fort: 'defender', siege: true, rule: '8.0' },
  { type: 'combat.modifiers', box: 'liege', zeppelin: true, britishBonus: false, bigBertha: true, rule: '7.2' },
  {
    type: 'dice.rolled',
    box: 'liege',
    rolls: [
      { side: 'german', unit: 'g1', cf: 5, modifier: 1, die: 4, hit: true },
      { side: 'german', unit: 'g2', cf: 5, modifier: 1, die: 6, hit: true },
      { side: 'german', unit: 'g3', cf: 4, modifier: 1, die: 1, hit: false },
      { side: 'german', unit: 'g4', cf: 4, modifier: 1, die: 3, hit: true },
      { side: 'entente', unit: 'gc1', cf: 6, modifier: 0, die: 6, hit: true },
      { side: 'entente', unit: 'b1', cf: 5, modifier: 0, die: 5, hit: true },
      { side: 'entente', unit: 'b2', cf: 4, modifier: 0, die: 2, hit: false },
      { side: 'entente', unit: 'fort', cf: 5, modifier: 0, die: 5, hit: true },
      { side: 'entente', unit: 'fort', cf: 5, modifier: 0, die: 3, hit: false },
      { side: 'entente', unit: 'fort', cf: 5, modifier: 0, die: 4, hit: false },
      { side: 'entente', unit: 'fort', cf: 5, modifier: 0, die: 6, hit: true },
    ],
    rule: '7.3',
  },
  { type: 'fort.hit', box: 'liege', steps: 3, cause: 'bigBertha', rule: '8.1' },
  { type: 'unit.reduced', unit: 'g1', rule: '7.4' },
  { type: 'unit.eliminated', unit: 'g3', rule: '7.4' },
  { type: 'unit.eliminated', unit: 'gc1', rule: '7.4' },
  { type: 'unit.reduced', unit: 'b1', rule: '7.4' },
  { type: 'fort.hit', box: 'liege', steps: 2, cause: 'hit', rule: '8.1' },
  { type: 'combat.result', box: 'liege', hitsOn: { german: 4, entente: 4 }, loser: 'german', winnerWiped: false, rule: '7.5' },
  { type: 'unit.retreated', unit: 'g1', from: 'liege', path: ['aachen'], rule: '7.5' },
  { type: 'unit.retreated', unit: 'g2', from: 'liege', path: ['aachen'], rule: '7.5' },
  { type: 'unit.retreated', unit: 'g4', from: 'liege', path: ['aachen'], rule: '7.5' },
  { type: 'combat.ended', box: 'liege', rule: '7.5' },
];

export const ATROCITY_BEATS: Beat[] = [
  { type: 'additional.announced', armies: ['de1', 'de2', 'de3'], rule: '4.2' },
  {
    type: 'dice.rolled',
    purpose: 'atrocities',
    rolls: [
      { army: 'de1', die: 4, atrocity: true },
      { army: 'de2', die: 2, atrocity: false },
      { army: 'de3', die: 1, atrocity: false },
    ],
    atrocities: 2,
    rule: '4.2',
  },
];

export const ARMY_NAMES: Record<string, string> = { de1: '1st Army', de2: '2nd Army', de3: '3rd Army', de4: '4th Army' };
