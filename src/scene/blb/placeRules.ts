// Which rule a lit place on the table comes from, for its tooltip (pure): the place under the
// pointer (a box, a counter and its box, the Chit Cup) is matched against what is lit there (a
// move destination, a stack that may move, or one of the table's targets for the other
// decisions, tableTargets.ts) and the first legal event found there is named by the module's
// ruleOf. Nothing lit there: no rule.
import type { GameEvent } from '../../core/module';
import { tableTargets, type LegalEventLike } from './interactions/tableTargets';
import type { BlbView } from './viewTypes';

/** What the pointer is on, as the table's hover state says it. */
export interface HoverLike {
  kind: string;
  key?: string;
  box?: string;
  id?: string;
}

/** The places a hover stands for: a counter is also its box. */
export function placesOf(hover: HoverLike | null, boxOf: Readonly<Record<string, string>>): string[] {
  if (!hover) return [];
  const out: string[] = [];
  if (hover.key) out.push(hover.key);
  if (hover.key && boxOf[hover.key]) out.push(boxOf[hover.key]!);
  if (hover.box) out.push(hover.box);
  if (hover.id) out.push(hover.id);
  return out;
}

export interface PlaceRuleInput {
  legal: readonly LegalEventLike[];
  view: BlbView;
  /** The selected stack's lit destinations (their box and the event a click sends). */
  moveTargets: readonly { box: string; event: LegalEventLike }[];
  /** Boxes holding a stack that may move (lit while nothing is selected). */
  movable: ReadonlySet<string>;
  ruleOf?: ((event: GameEvent) => string | null) | undefined;
}

/** The rule named for the first lit thing among `places`, or null. */
export function ruleAtPlaces(places: readonly string[], input: PlaceRuleInput): string | null {
  const { legal, ruleOf } = input;
  if (!ruleOf || places.length === 0 || legal.length === 0) return null;
  const name = (e: LegalEventLike | undefined) => (e ? ruleOf(e as GameEvent) : null);
  for (const p of places) {
    const t = input.moveTargets.find((x) => x.box === p);
    if (t) return name(t.event);
  }
  if (places.some((p) => input.movable.has(p))) {
    // A stack that may move: a unit's own counter only when that unit is among the movers.
    const unit = places.find((p) => p.startsWith('unit:'))?.slice(5);
    const move = legal.find((e) => e.type === 'move' && (!unit || ((e as { units?: readonly string[] }).units ?? []).includes(unit)));
    if (move) return name(move);
  }
  const { targets } = tableTargets(legal, input.view);
  for (const p of places) {
    const t = targets.find((x) => x.place === p);
    const event = t?.choices.find((c) => c.event)?.event;
    if (event) return name(event);
  }
  return null;
}
