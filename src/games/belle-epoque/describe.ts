// Plain-language text for the overlay and logs: one sentence of what happens now (naming the
// rules section), and a label for each event.
import { sectorLabel } from './rules/hex';
import { citeLeadingSection, sectionName } from './ruleLabels';
import type { BelleEvent } from './legal';
import type { BelleContext } from './state';
import { CARDS } from './data';
import { type BelleState, unitById } from './state';

const sideName = (s: string) => (s === 'red' ? 'Red' : s === 'blue' ? 'Blue' : s);

/**
 * The unit's number within its side: the mark the table prints for it (the tray's "Red 3", the flat
 * board's "Boer 3", the badge beside its stands on the 3D table). Every name above is built on it.
 */
export function unitNumber(id: string): string | null {
  return /(\d+)$/.exec(id)?.[1] ?? null;
}

/**
 * A counter's short name as the flat board prints it: the card's first word and the unit's number
 * ("Boer 3"). Every unit of a side shares one card title in most match-ups; the number tells them apart.
 */
export function unitShortName(unit: { id: string; card: string }): string {
  const card = CARDS[unit.card];
  const number = unitNumber(unit.id);
  const word = card?.title.split(/\s+/)[0] ?? '';
  if (!word) return number ? `Unit ${number}` : 'Unit';
  return number ? `${word.slice(0, 9)} ${number}` : word.slice(0, 12);
}

/**
 * A unit as a player sees it on the table: its side's colour and the counter's short name
 * ("Red British 3", "Blue Boer 3"). Never its id: the number is the one the tray and the flat
 * board print, and side plus number is unique, so two units never read alike.
 */
export function unitName(s: BelleState, id: string): string {
  const u = s.units.find((x) => x.id === id);
  if (u) return `${sideName(u.side)} ${unitShortName(u)}`;
  return unitNameFromId(id);
}

/** Where only the id is known (no state): its side and number, as the dice tray captions it ("Red 3"). */
export function unitNameFromId(id: string): string {
  const side = id.split('-')[0] ?? '';
  const number = unitNumber(id);
  return `${sideName(side)}${number ? ` ${number}` : ''}`;
}

/** One sentence for the active leaf state, led by its section's citation ("§7 Activation: ..."). */
export function describeState(c: BelleContext, leaf: string): string {
  return citeLeadingSection(describeLeaf(c, leaf));
}

/** The sentence, led by the section's name as the rules write it ("ACTIVATION: ..."). */
function describeLeaf(c: BelleContext, leaf: string): string {
  const s = c.game;
  if (c.outcome) return `GAME TURN: ${c.outcome.winner === 'draw' ? 'a draw' : `${sideName(c.outcome.winner)} wins`} (${c.outcome.level}): ${c.outcome.reason}.`;
  const last = leaf.split('.').pop() ?? '';
  const a = s.activation;
  const active = a ? unitName(s, a.unit) : '';
  switch (last) {
    case 'chooseUnit':
      return `ACTIVATION: turn ${s.turn}, a ${sideName(s.drawn ?? '')} token was drawn; ${sideName(s.drawn ?? '')} picks one of its units not yet activated (${s.bowl.red} red and ${s.bowl.blue} blue tokens left).`;
    case 'reactivityTest':
      return `REACTIVITY TESTS: ${active} tests (1d6 at or under its Basic Score plus any Command Points; ${s.commandPoints[unitById(s, a!.unit).side]} left) to march, fire or assault.`;
    case 'orders':
      return a?.test?.success
        ? `MOVEMENTS: ${active} passed its test: it may move (basic or march), then fire or assault, or end its activation.`
        : `MOVEMENTS: ${active} failed its test: it may only make a basic move of 1 UD.`;
    case 'fireLosses':
      return `FIRING: ${unitName(s, c.fire?.target ?? '')} takes ${c.fire?.hits ?? 0} hits; its player may turn even losses into fall back moves (${sectionName('FALL BACK MOVEMENTS')}).`;
    case 'salvoLosses':
      return `SALVO AND SUPPORT FIRING: ${unitName(s, c.fire?.target ?? '')} takes the salvo's ${c.fire?.hits ?? 0} hits; its player may turn even losses into fall back moves (${sectionName('FALL BACK MOVEMENTS')}).`;
    case 'reactions':
      return `SALVO AND SUPPORT FIRING: ${unitName(s, c.reaction?.defender ?? '')} is assaulted: not-yet-activated units may salvo (or it may evade), at the cost of a token.`;
    case 'evadeMove':
      return `EVADE MOVEMENTS: ${unitName(s, c.reaction?.defender ?? '')} passed its test and moves out of contact.`;
    case 'assaultFallBack':
      return `FALL BACK MOVEMENTS: ${unitName(s, c.fallBack?.unit ?? '')} lost the assault and falls back ${c.fallBack?.steps ?? 0} UD.`;
    case 'carryPosition':
      return `ASSAULT: ${unitName(s, c.carry?.unit ?? '')} may carry the position at ${c.carry ? sectorLabel(c.carry.sector) : ''}.`;
    default:
      return `GAME TURN: turn ${s.turn}; ${s.bowl.red} red and ${s.bowl.blue} blue tokens in the bowl.`;
  }
}

export function labelEvent(c: BelleContext, ev: BelleEvent): string {
  const s = c.game;
  const cp = (n: number) => (n ? ` with ${n} Command Point${n > 1 ? 's' : ''}` : '');
  switch (ev.type) {
    case 'activate':
      return `Activate ${unitName(s, ev.unit)}`;
    case 'test':
      return `Test reactivity${cp(ev.commandPoints)}`;
    case 'move':
      return `${ev.kind === 'march' ? 'March' : 'Basic move'} to ${sectorLabel(ev.to)}`;
    case 'fire':
      return `Fire at ${unitName(s, ev.target)}`;
    case 'assault':
      return `Assault ${unitName(s, ev.target)}`;
    case 'endActivation':
      return 'End activation';
    case 'takeFire':
      return ev.path.length ? `Fall back ${ev.path.map(sectorLabel).join(' > ')}, lose the rest as stands` : 'Lose every hit as stands';
    case 'salvo':
      return `Salvo with ${unitName(s, ev.unit)}${cp(ev.commandPoints)}`;
    case 'evade':
      return `Try to evade${cp(ev.commandPoints)}`;
    case 'pass':
      return 'No reaction: fight the assault';
    case 'evadeTo':
      return `Evade to ${sectorLabel(ev.to)}`;
    case 'fallBack':
      return `Fall back ${ev.path.map(sectorLabel).join(' > ')}`;
    case 'carry':
      return 'Carry the position';
    case 'holdPosition':
      return 'Hold the current position';
  }
}

/**
 * Plain words for a learner (the module's `words`): each decision's plain name, what to do on the
 * table for it ("{places}" is the lit sectors), and the sector an event is chosen at.
 */
export const BELLE_EVENT_NAMES: Readonly<Record<BelleEvent['type'], string>> = {
  activate: 'Activate a unit',
  test: 'Test reactivity',
  move: 'Move',
  fire: 'Fire',
  assault: 'Assault',
  endActivation: 'End the activation',
  takeFire: 'Take the fire losses',
  salvo: 'Fire a salvo',
  evade: 'Try to evade',
  pass: 'Do not react',
  evadeTo: 'Evade',
  fallBack: 'Fall back',
  carry: 'Carry the position',
  holdPosition: 'Hold the position',
};

export const BELLE_HOW_TO: Readonly<Partial<Record<BelleEvent['type'], string>>> = {
  activate: 'Click a lit unit ({places}) to activate it',
  move: 'Click a lit sector ({places}) to move there',
  fire: 'Click a lit enemy ({places}) to fire at it',
  assault: 'Click a lit enemy ({places}) to assault it',
  evadeTo: 'Click a lit sector ({places}) to evade there',
  fallBack: 'Click a lit sector ({places}) to fall back there',
  takeFire: 'Click a lit sector ({places}) to turn even losses into a fall back there',
  carry: 'Click the lit sector ({places}) to carry the position',
};

/** The sector an event is chosen at on the table ("g5"), or null where it has none (a test, a pass). */
export function placeOfEvent(c: BelleContext, ev: BelleEvent): string | null {
  const s = c.game;
  const at = (unit: string) => {
    const sector = s.units.find((u) => u.id === unit)?.sector;
    return sector === null || sector === undefined ? null : sectorLabel(sector);
  };
  switch (ev.type) {
    case 'activate':
      return at(ev.unit);
    case 'fire':
    case 'assault':
      return at(ev.target);
    case 'move':
    case 'evadeTo':
      return sectorLabel(ev.to);
    case 'fallBack':
    case 'takeFire':
      return ev.path.length ? sectorLabel(ev.path[ev.path.length - 1]!) : null;
    case 'carry':
      return c.carry ? sectorLabel(c.carry.sector) : null;
    default:
      return null;
  }
}
