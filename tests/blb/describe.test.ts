// Event labels read by the Entente player: two Garde Civique in one box read alike unless the
// revealed face is named (2.2: their factors differ), so the action list tells them apart.
import { describe, expect, it } from 'vitest';
import { GC_IDS, GC } from '../../src/games/blb/db';
import { labelEvent } from '../../src/games/blb/describe';
import { baseState } from './helpers';

describe('Brave Little Belgium event labels', () => {
  it('2.2 a step-loss to a revealed Garde Civique names its factor; a face-down one names none', () => {
    const s = baseState();
    const [a, b] = GC_IDS.filter((id) => GC[id]!.cf !== null);
    const none = GC_IDS.find((id) => GC[id]!.cf === null)!;
    for (const id of [a!, b!, none]) s.gc[id] = { box: s.gc[id]?.box ?? 'liege', revealed: true };
    expect(labelEvent(s, { type: 'takeLoss', side: 'entente', unit: a! })).toBe(`Step-loss to Garde Civique (factor ${GC[a!]!.cf})`);
    expect(labelEvent(s, { type: 'takeLoss', side: 'entente', unit: none })).toBe('Step-loss to Garde Civique (no factor)');
    s.gc[b!] = { ...s.gc[b!]!, revealed: false };
    expect(labelEvent(s, { type: 'takeLoss', side: 'entente', unit: b! })).toBe('Step-loss to Garde Civique');
    expect(labelEvent(s, { type: 'takeLoss', side: 'entente', unit: 'be-1' })).not.toContain('factor');
  });
});
