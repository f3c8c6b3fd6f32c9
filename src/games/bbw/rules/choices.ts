// Every decision of the game as one list: `legalChoices(s)` gives all the choices open now
// (complete: a battle is designated one unit at a time), `applyChoice` runs the rule function for
// one, and `chooser` says which side decides. The statechart's legal events will wrap these.
import { type BbwState, RuleError } from '../state';
import type { Side } from '../types';
import { type PlayChoice, legalPlays, playCard, selectCards } from './cards';
import {
  type DesignationStep, type ReactionChoice, addDefenderAir, allocateHit, allocationTargets, battleAreas, cancelBattle,
  chooseResult, confirmBattle, designate, designationSteps, endExploitation, exploit, legalDefenderAir, legalExploits,
  legalReactions, legalResults, openBattle, react,
} from './combat';
import { finalPhase } from './final';
import { endCard, legalMoves, moveUnit } from './movement';

export type BbwChoice =
  | { type: 'selectCards' } // 5.0 (no decision: the machine runs it)
  | { type: 'play'; play: PlayChoice } // 6.0, 6.31
  | { type: 'move'; unit: string; to: string } // 6.1
  | { type: 'endCard' } // 6.1 / 6.2
  | { type: 'openBattle'; area: string } // 6.21
  | { type: 'designate'; step: DesignationStep } // 6.21
  | { type: 'confirmBattle' } // 6.21
  | { type: 'cancelBattle' } // 6.2
  | { type: 'defenderAir'; units: string[] } // 6.21
  | { type: 'react'; reaction: ReactionChoice } // 6.32
  | { type: 'allocate'; unit: string } // 6.21 / 6.22
  | { type: 'result'; to: string | null } // 6.21 / 6.23
  | { type: 'exploit'; unit: string; to: string } // 6.24
  | { type: 'endExploitation' } // 6.24
  | { type: 'finalPhase' }; // 7.0 (no decision: the machine runs it)

/** The side that decides now, or null where the step runs by itself (5.0, 7.0) or the game is over. */
export function chooser(s: BbwState): Side | null {
  const p = s.pending;
  return 'side' in p ? p.side : null;
}

export function legalChoices(s: BbwState): BbwChoice[] {
  switch (s.pending.kind) {
    case 'selection':
      return [{ type: 'selectCards' }];
    case 'play':
      return legalPlays(s).map((play) => ({ type: 'play', play }));
    case 'move':
      return [...legalMoves(s).map((m): BbwChoice => ({ type: 'move', ...m })), { type: 'endCard' }];
    case 'combat':
      return [...battleAreas(s).map((area): BbwChoice => ({ type: 'openBattle', area })), { type: 'endCard' }];
    case 'designate': {
      const d = s.designation!;
      const out: BbwChoice[] = designationSteps(s).map((step) => ({ type: 'designate', step }));
      if (d.attackers.length > 0 && d.defenders.length > 0) out.push({ type: 'confirmBattle' });
      out.push({ type: 'cancelBattle' });
      return out;
    }
    case 'defenderAir':
      return legalDefenderAir(s).map((units) => ({ type: 'defenderAir', units }));
    case 'reaction':
      return legalReactions(s).map((reaction) => ({ type: 'react', reaction }));
    case 'allocateAir':
    case 'allocateGround':
      return allocationTargets(s).map((unit) => ({ type: 'allocate', unit }));
    case 'defenderResult':
      return legalResults(s).map((to) => ({ type: 'result', to }));
    case 'exploit':
      return [...legalExploits(s).map((e): BbwChoice => ({ type: 'exploit', ...e })), { type: 'endExploitation' }];
    case 'final':
      return [{ type: 'finalPhase' }];
    case 'over':
      return [];
  }
}

/** Runs the rule function for a choice; throws a RuleError citing the rule where it is not allowed now. */
export function applyChoice(s: BbwState, c: BbwChoice): BbwState {
  switch (c.type) {
    case 'selectCards': return selectCards(s);
    case 'play': return playCard(s, c.play);
    case 'move': return moveUnit(s, { unit: c.unit, to: c.to });
    case 'endCard': return endCard(s);
    case 'openBattle': return openBattle(s, c.area);
    case 'designate': return designate(s, c.step);
    case 'confirmBattle': return confirmBattle(s);
    case 'cancelBattle': return cancelBattle(s);
    case 'defenderAir': return addDefenderAir(s, c.units);
    case 'react': return react(s, c.reaction);
    case 'allocate': return allocateHit(s, c.unit);
    case 'result': return chooseResult(s, c.to);
    case 'exploit': return exploit(s, { unit: c.unit, to: c.to });
    case 'endExploitation': return endExploitation(s);
    case 'finalPhase': return finalPhase(s);
    default: throw new RuleError('4.0', `unknown choice ${JSON.stringify(c)}`);
  }
}
