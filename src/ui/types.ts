// Shapes the overlay components and the game tables share. No rules here.
import type { AnyGameModule, GameEvent } from '../core/module';
import type { ModuleSnapshot } from '../core/replay';
import type { AnimationQueue } from '../scene/animation/queue';

/** What a game's table (the schematic board now, the 3D table later) is given to draw. */
export interface TableProps {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  /** module.view(snapshot, viewer): what the viewing side may know. */
  view: unknown;
  viewer: string;
  /** The legal events the human players may send now (a table may highlight them). */
  legal: readonly GameEvent[];
  /**
   * The game's animation queue (the controller feeds it every emitted beat). A table that plays
   * the beats drives it with useAnimationFrameQueue(animation); then bots wait for its shots.
   */
  animation?: AnimationQueue;
  /** Sends one of `legal` (a table played by clicks on the board); absent: the table only shows. */
  send?: (event: GameEvent) => void;
}

/** What a game's own overlay panel (an optional part of its registry entry) is given. */
export interface OverlayProps {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  /** module.view(snapshot, viewer), or null when it failed. */
  view: unknown;
  viewer: string;
}

/** One button of the action list. */
export interface ActionItem {
  event: GameEvent;
  label: string;
}
