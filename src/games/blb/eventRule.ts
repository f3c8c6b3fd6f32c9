// The rule each decision comes from, named for a reader ("6.0 Movement"): the table's tooltips on
// lit places say it. The numbers are the ones refusals cite (RULE_OF in legal.ts); the titles are
// the rules' section headings in plain case.
import { RULE_OF, type BlbEvent } from './legal';

/** Section headings of the rules (../shared/rules/brave-little-belgium.md) that decisions cite. */
export const SECTION_TITLE: Readonly<Record<string, string>> = {
  '3.2': 'Variants & Options',
  '4.1': 'Chit Pull Phase',
  '4.2': 'Additional German Activation Phase',
  '5.1': 'Events',
  '5.2': 'Army Activation',
  '6.0': 'Movement',
  '6.2': 'Enemy Occupied Boxes',
  '7.0': 'Combat',
  '7.3': 'Roll Dice',
  '7.4': 'Apply Losses',
  '7.5': 'Retreat & Advance',
  '8.1': 'Siege Combat Differences',
  '8.2': 'Activating Forts',
};

/** "6.0 Movement" for a move; null for an event type the game does not know. */
export function ruleOfEvent(event: Pick<BlbEvent, 'type'>): string | null {
  const rule = RULE_OF[event.type];
  if (!rule) return null;
  const title = SECTION_TITLE[rule];
  return title ? `${rule} ${title}` : rule;
}
