// What a game's 3D table is given by the shell's table host (src/ui/TableHost.tsx): the viewing
// side's view (typed by the game: Table3DProps<MyView>), the legal events and a way to send them,
// the host's toolbar buttons and the game's animation queue. Every game's table takes these props.
import type { ReactNode } from 'react';
import type { GameEvent } from '../core/module';
import type { AnimationQueue } from './animation/queue';

export interface Table3DProps<V = unknown> {
  /** The viewing side's view: the module's view(snapshot, viewer). */
  view: V;
  viewer?: string;
  /** The legal events the human players may send now (empty when they may not act). */
  legal: readonly GameEvent[];
  /** Sends one of `legal` (the table sends nothing else); absent: the table only shows. */
  send?: (event: GameEvent) => void;
  /** A label for an event (the module's labelEvent), for tooltips on destinations. */
  labelEvent?: (event: GameEvent) => string;
  /** The rule an event comes from ("6.0 Movement"), for the tooltips of lit places (null: unknown). */
  ruleOf?: (event: GameEvent) => string | null;
  /** Why an event is not allowed now (the module's explainIllegal), for clicks on unlit places. */
  explain?: (event: GameEvent) => string | null;
  /** The host's buttons for the table's toolbar (the 2D toggle). */
  toolbar?: ReactNode;
  /** CSS pixels of the table covered by the side panel on the right. */
  insetRight?: number;
  /** The game's animation queue: the table drives it and plays its shots. */
  animation?: AnimationQueue | null;
}
