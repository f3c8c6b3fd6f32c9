// The rule each decision comes from, named for a reader ("6.1 Movement").
import { EVENT_RULE, type BbwEvent } from './legal';

export const SECTION_TITLE: Readonly<Record<string, string>> = {
  '6.0': 'Card Play and Resolution', '6.1': 'Movement', '6.2': 'Combat', '6.21': 'Ground Combat', '6.23': 'Retreats',
  '6.24': 'Exploitation', '6.32': 'Reaction Move',
};

export function ruleOfEvent(event: Pick<BbwEvent, 'type'>): string | null {
  const rule = EVENT_RULE[event.type as BbwEvent['type']];
  if (!rule) return null;
  const title = SECTION_TITLE[rule];
  return title ? `${rule} ${title}` : rule;
}
