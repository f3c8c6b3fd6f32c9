// A game as the start menu and the URL contract know it before its module is loaded: plain data
// (machines/<id>/card.ts), no rules, no machine, no zod, so every game's card is in the first
// chunk the browser loads and its module only when the game is chosen. The module is built from
// its card (same id, title, sides, option fields and defaults).
import type { OptionsSpec } from './module';

export interface GameCard<O = any> {
  id: string;
  title: string;
  /** A shorter name for the game screen's header where the full title would crowd out its buttons (1280 px wide); none: the title. */
  shortTitle?: string;
  sides: readonly string[];
  sideNames: Record<string, string>;
  /** The defaults and the start menu's fields of the module's options (the schema stays in the module). */
  options: { defaults: O; fields: OptionsSpec<O>['fields'] };
  /** A line under the game's title on the start menu's card. */
  blurb: string;
  /** A picture for the start menu's card (a URL); none: the card shows text only. */
  picture?: string;
}

/** What of a game the URL contract and the menu read: a card, or a loaded module (its schema then checks options). */
export interface CardLike {
  id: string;
  title: string;
  sides: readonly string[];
  sideNames: Record<string, string>;
  options: { defaults: unknown; fields: OptionsSpec<unknown>['fields']; schema?: OptionsSpec<any>['schema'] };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Options checked against the card's fields alone, before the module (and its schema) is loaded:
 * each field a value it lists (or a value of its default's type), missing fields their default.
 * The module's schema checks again when it arrives (url.ts: parseUrl with the module).
 */
export function checkOptionsByFields(card: CardLike, raw: unknown): { ok: true; options: unknown } | { ok: false; problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, problem: 'options must be an object of named values.' };
  const defaults = (card.options.defaults ?? {}) as Record<string, unknown>;
  const given = raw as Record<string, unknown>;
  const fieldKeys = card.options.fields.map((f) => f.key);
  for (const key of Object.keys(given)) {
    if (!fieldKeys.includes(key) && !(key in defaults)) return { ok: false, problem: `Unrecognized key "${key}".` };
  }
  const out: Record<string, unknown> = { ...defaults };
  for (const field of card.options.fields) {
    if (!(field.key in given) || given[field.key] === undefined) continue;
    const value = given[field.key];
    if (field.values && field.values.length > 0) {
      if (!field.values.some((v) => same(v.value, value))) return { ok: false, problem: `${field.key}: not one of the values of ${field.label}.` };
    } else if (typeof value !== typeof defaults[field.key]) {
      return { ok: false, problem: `${field.key}: expected ${typeof defaults[field.key]}, received ${value === null ? 'null' : typeof value}.` };
    }
    out[field.key] = value;
  }
  for (const key of Object.keys(given)) if (!fieldKeys.includes(key)) out[key] = given[key];
  return { ok: true, options: out };
}
