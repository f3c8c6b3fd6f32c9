// Shapes the overlay components and the game tables share. No rules here.
import type { AnyGameModule, EventGroup, GameEvent } from '../core/module';
import type { ModuleSnapshot } from '../core/replay';
import type { AnimationQueue } from '../scene/animation/queue';

/**
 * What a game's table is given to draw (its flat 2D board; the 3D table gets Table3DProps). V is
 * the game's view type: the shell hands each game its own module's view.
 */
export interface TableProps<V = unknown> {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  /** module.view(snapshot, viewer): what the viewing side may know. */
  view: V;
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

/** What a game's own side-panel panel (its drawn entry's `overlays`) is given. */
export interface OverlayProps<V = unknown> {
  module: AnyGameModule;
  snapshot: ModuleSnapshot<AnyGameModule>;
  /** module.view(snapshot, viewer), or null when it failed. */
  view: V | null;
  viewer: string;
}

/** One button of the action list. */
export interface ActionItem {
  event: GameEvent;
  label: string;
  /** Its place in the list (module.groupEvent); absent: grouped by side and type. */
  group?: EventGroup | null;
}
