// The rule each decision comes from, named for a reader ("§12 Firing"): the table's tooltips on lit
// places say it. The sections are the ones refusals cite (RULE_OF in legal.ts), cited as the
// ribbon cites them (ruleLabels.ts: numbered in the order of the text).
import { RULE_OF, type BelleEvent } from './legal';
import { sectionName } from './ruleLabels';

/** "§12 Firing" for a fire event; null for an event type the game does not know. */
export function ruleOfEvent(event: Pick<BelleEvent, 'type'>): string | null {
  const rule = RULE_OF[event.type];
  return rule ? sectionName(rule) : null;
}
