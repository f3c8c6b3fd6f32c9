// Teach mode's plain words (framework-free): the plain name of a decision (the game's `words`, or
// its event type made into words), and "what to do now" for the teaching card: the learner's legal
// events grouped by decision, each with what to do on the table (the game's how-to, naming the
// places the table lights for it) and its choices with their labels. It decides no rule: the
// events come from module.legalEvents, the words from the module.
import type { AnyGameModule, GameEvent } from '../../core/module';
import { tryRead } from '../../core/moduleReads';
import type { ModuleSnapshot } from '../../core/replay';
import type { ActionItem } from '../types';

/** "chooseCombat" -> "Choose combat": the fallback for a game without plain names. */
export function wordsOfType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event type's plain name: the game's own word for it, else the type made into words. */
export function plainEventName(module: AnyGameModule, type: string): string {
  const named = module.words?.events[type];
  return typeof named === 'string' && named.length > 0 ? named : wordsOfType(type);
}

/** One decision open to the learner now. */
export interface TodoGroup {
  type: string;
  /** Its plain name ("Move units"). */
  name: string;
  /** What to do on the table, split where the places go (null: the game gives no how-to). */
  how: { before: string; places: string; after: string } | null;
  /** The places the table lights for it, in order, each once (may be empty). */
  places: string[];
  /** Every choice of this decision, with its label. */
  choices: ActionItem[];
}

export interface TeachTodo {
  /** The sides whose decision it is, in the order their events come. */
  sides: string[];
  groups: TodoGroup[];
}

/** How many places a how-to names before "and N more". */
export const PLACES_SHOWN = 8;

/** "Aachen, Eupen, Trier"; past PLACES_SHOWN: "a, b, ..., h and 4 more". */
export function joinPlaces(places: readonly string[], shown = PLACES_SHOWN): string {
  if (places.length > shown) return `${places.slice(0, shown).join(', ')} and ${places.length - shown} more`;
  return places.join(', ');
}

/**
 * What the learner may do now: `items` (the learner's legal events with their labels) grouped by
 * decision in the order they come, with the game's how-to for each and the places it names.
 */
export function teachTodo(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, items: readonly ActionItem[]): TeachTodo {
  const groups: TodoGroup[] = [];
  const byType = new Map<string, TodoGroup>();
  const sides: string[] = [];
  const words = module.words;
  for (const item of items) {
    const event: GameEvent = item.event;
    if (!sides.includes(event.side)) sides.push(event.side);
    let group = byType.get(event.type);
    if (!group) {
      group = { type: event.type, name: plainEventName(module, event.type), how: null, places: [], choices: [] };
      byType.set(event.type, group);
      groups.push(group);
    }
    group.choices.push(item);
    const place = words?.placeOf ? tryRead(() => words.placeOf!(snapshot, event), null) : null;
    if (typeof place === 'string' && place.length > 0 && !group.places.includes(place)) group.places.push(place);
  }
  for (const group of groups) {
    // Places in reading order ("b9, c9, d9"; "Aachen, Eupen"), numbers by value.
    group.places.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const text = words?.howTo?.[group.type];
    if (typeof text !== 'string' || text.length === 0) continue;
    const at = text.indexOf('{places}');
    if (at < 0) {
      group.how = { before: text, places: '', after: '' };
    } else if (group.places.length > 0) {
      group.how = { before: text.slice(0, at), places: joinPlaces(group.places), after: text.slice(at + '{places}'.length) };
    } else {
      // No place to name: drop the brackets around "{places}" ("Click a lit box to ...").
      const plain = text.replace(/\s*\(\{places\}\)/, '').replace('{places}', '');
      group.how = { before: plain, places: '', after: '' };
    }
  }
  return { sides, groups };
}

/** The how-to as one line of text (for tests and titles). */
export function howText(group: TodoGroup): string {
  return group.how ? `${group.how.before}${group.how.places}${group.how.after}` : group.name;
}
