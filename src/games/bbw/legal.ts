// The decisions of Brief Border Wars as machine events: every choice the pure rules list
// (rules/choices.ts) tagged with the side that decides it. 5.0 (the draw) and 7.0 (the Final Phase)
// are no one's decision: the machine runs them. The generators are complete (legalChoices is).
import type { Side } from './types';
import { type BbwState } from './state';
import { type BbwChoice, applyChoice, chooser, legalChoices } from './rules/choices';

type Decision = Exclude<BbwChoice, { type: 'selectCards' } | { type: 'finalPhase' }>;
export type BbwEvent = Decision & { side: Side };
export type BbwEventType = BbwEvent['type'];

export const BBW_EVENT_TYPES = [
  'play', 'move', 'endCard', 'openBattle', 'designate', 'confirmBattle', 'cancelBattle', 'defenderAir', 'react', 'allocate', 'result',
  'exploit', 'endExploitation',
] as const satisfies readonly BbwEventType[];

/** The rule each decision comes from (what whyIllegal and the log cite). */
export const EVENT_RULE: Record<BbwEventType, string> = {
  play: '6.0', move: '6.1', endCard: '6.1', openBattle: '6.21', designate: '6.21', confirmBattle: '6.21', cancelBattle: '6.2',
  defenderAir: '6.21', react: '6.32', allocate: '6.21', result: '6.23', exploit: '6.24', endExploitation: '6.24',
};

/** Every event open now, each tagged with the deciding side. */
export function legalEventsOf(s: BbwState): BbwEvent[] {
  const side = chooser(s);
  if (!side) return [];
  return legalChoices(s)
    .filter((c): c is Decision => c.type !== 'selectCards' && c.type !== 'finalPhase')
    .map((c) => ({ ...c, side }));
}

const gen = (type: BbwEventType) => (s: BbwState): BbwEvent[] => legalEventsOf(s).filter((e) => e.type === type);
export const GENERATORS: { readonly [T in BbwEventType]: (s: BbwState) => BbwEvent[] } = Object.fromEntries(
  BBW_EVENT_TYPES.map((t) => [t, gen(t)]),
) as { readonly [T in BbwEventType]: (s: BbwState) => BbwEvent[] };

/** The choice an event carries (without its side). */
export function choiceOf(e: BbwEvent): BbwChoice {
  const { side: _side, ...c } = e;
  return c as BbwChoice;
}

/** A key for an event that ignores the order of its fields (an event is legal when it is listed exactly). */
export function eventKey(e: unknown): string {
  const canon = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(canon(e));
}

/** Why the rules refuse this event now (rule number first), or null where they allow it (it is listed). */
export function whyIllegalOrNull(s: BbwState, e: BbwEvent): string | null {
  if (!e || typeof e !== 'object' || !(BBW_EVENT_TYPES as readonly string[]).includes(e.type)) return '4.0: not a decision of this game.';
  const key = eventKey(e);
  if (legalEventsOf(s).some((l) => eventKey(l) === key)) return null;
  const side = chooser(s);
  const rule = EVENT_RULE[e.type];
  if (!side) return `${rule}: no player decides now (${s.pending.kind}).`;
  if (e.side !== side) return `${rule}: it is the ${side} player's decision now, not the ${String(e.side)} player's.`;
  try {
    applyChoice(s, choiceOf(e));
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  return `${rule}: this ${e.type} is not one of the choices the rules give now (an unknown field or value).`;
}

export const isLegal = (s: BbwState, e: BbwEvent): boolean => whyIllegalOrNull(s, e) === null;
export const whyIllegal = (s: BbwState, e: BbwEvent): string => whyIllegalOrNull(s, e) ?? 'The rules allow this event.';
