// Hand-made La Petite Guerre states for the rules, view and rack tests (pure data: no machine).
import { initialState, type LpgState } from '../../src/games/lpg/state';
import type { Side } from '../../src/games/lpg/types';

/** Moves one copy of `card` from the side's deck into its hand. */
export function give(s: LpgState, side: Side, card: string): void {
  const i = s.decks[side].indexOf(card);
  if (i < 0) throw new Error(`no ${card} in the ${side} deck`);
  s.decks[side].splice(i, 1);
  s.hands[side].push(card);
}

/**
 * `phasing`'s Movement phase (seed 5) with an American unit (the Flying Camp, out of command)
 * standing in the British camp, Howe's hex: a battle once the phase ends; each side's hand given
 * `american` and `british`.
 */
export function campContact(phasing: Side, american: string[], british: string[]): LpgState {
  const s = initialState(5);
  s.side = phasing;
  s.phase = 'movement';
  for (const c of american) give(s, 'american', c);
  for (const c of british) give(s, 'british', c);
  const howe = s.commanders.find((c) => c.id === 'howe')!.hex;
  const u = s.units.find((x) => x.id === 'fw-flying-camp')!;
  u.commander = null;
  u.hex = howe;
  return s;
}

/** Commander `id` lost (§13: killed or captured), his units put under Washington. */
export function loseCommander(s: LpgState, id: string, fate: 'killed' | 'captured'): void {
  const c = s.commanders.find((k) => k.id === id)!;
  c.lost = true;
  c.fate = fate;
  for (const u of s.units) if (u.commander === id) u.commander = 'washington';
}
