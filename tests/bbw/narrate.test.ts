// The log's lines name the nations and places of the conflict, never the sides' ids ('white', 'grey').
import { describe, expect, it } from 'vitest';
import { narrateBeats } from '../../src/games/bbw/narrate';
import { homeState } from './helpers';

describe('bbw narration (the log)', () => {
  it('names the nations: a card played, a pass, a battle won or held, the game over', () => {
    const s = homeState();
    const lines = narrateBeats(
      [
        { type: 'card.played', side: 'white', card: null, mode: 'pass', rule: '6.0' },
        { type: 'battle.ended', area: 'nacaome', attacker: 'grey', winner: 'grey', rule: '6.24' },
        { type: 'battle.ended', area: 'nacaome', attacker: 'grey', winner: 'white', rule: '6.24' },
        { type: 'game.over', outcome: { winner: 'white', level: 'marginal', reason: 'VP' } },
      ] as never,
      s,
    );
    expect(lines[0]).toBe('El Salvador passes.');
    expect(lines[1]).toMatch(/^Honduras wins the battle in Nacaome/);
    expect(lines[2]).toMatch(/^El Salvador holds Nacaome/);
    expect(lines[3]).toMatch(/^Game over: El Salvador/);
    expect(lines.join(' ')).not.toMatch(/\b(white|grey)\b/);
  });
});
