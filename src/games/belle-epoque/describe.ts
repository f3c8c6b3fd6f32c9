// Plain-language text for the overlay and logs: one sentence of what happens now (naming the
// rules section), and a label for each event.
import { sectorLabel } from './rules/hex';
import type { BelleEvent } from './legal';
import type { BelleContext } from './state';
import { type BelleState, cardOf, unitById } from './state';

const sideName = (s: string) => (s === 'red' ? 'Red' : s === 'blue' ? 'Blue' : s);
export function unitName(s: BelleState, id: string): string {
  const u = s.units.find((x) => x.id === id);
  return u ? `${sideName(u.side)} ${cardOf(u).title} (${id})` : id;
}

/** One sentence for the active leaf state, with its section. */
export function describeState(c: BelleContext, leaf: string): string {
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
    case 'salvoLosses':
      return `FALL BACK MOVEMENTS: ${unitName(s, c.fire?.target ?? '')} takes ${c.fire?.hits ?? 0} hits; its player may turn even losses into fall back moves.`;
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
