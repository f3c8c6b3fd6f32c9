// Every listed game's card (machines/<id>/card.ts: what the start menu and the URL read before the
// module loads) says what its module says: the same id, title, sides and names, option fields, and
// defaults that are the schema's own; every value a field offers passes the schema.
import { describe, expect, it } from 'vitest';
import { checkOptionsByFields } from '../../src/core/gameCard';
import { cardProblem } from '../../src/app/gameListing';
import { GAMES } from '../../src/app/games';
import { checkOptions } from '../../src/app/url';

describe('game cards', () => {
  for (const listing of GAMES) {
    const { card } = listing;
    it(`${card.id}: the card is its module's`, async () => {
      const module = await listing.module();
      expect(cardProblem(card, module)).toBeNull();
      expect(card.sideNames).toEqual(module.sideNames);
      expect(card.options.fields).toEqual(module.options.fields);
      expect(card.options.defaults).toEqual(module.options.defaults);
      expect(card.options.defaults).toEqual(module.options.schema.parse({}));
      expect(card.blurb.length).toBeGreaterThan(40);
      for (const field of card.options.fields) {
        for (const { value } of field.values ?? []) {
          const options = { ...card.options.defaults, [field.key]: value };
          expect(module.options.schema.safeParse(options).success, `${field.key} = ${JSON.stringify(value)}`).toBe(true);
          // The card's own check (before the module loads) takes it too, and the same way.
          expect(checkOptionsByFields(card, options)).toEqual({ ok: true, options: module.options.schema.parse(options) });
        }
      }
    });

    it(`${card.id}: before its module loads, options are checked against the card's fields`, () => {
      expect(checkOptions(card, {})).toEqual({ ok: true, options: card.options.defaults });
      expect(checkOptions(card, [])).toEqual({ ok: false, problem: 'options must be an object of named values.' });
      expect(checkOptions(card, { noSuchOption: 1 })).toEqual({ ok: false, problem: 'Unrecognized key "noSuchOption".' });
      const field = card.options.fields[0]!;
      const bad = checkOptions(card, { [field.key]: 'not a value it offers' });
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.problem).toMatch(new RegExp(`^${field.key}: `));
    });
  }
});
