// A game's drawn front door (src/ui/<game>/drawn.ts): everything the shell needs to show a game
// that is not its rules. The shell (start menu, table host, side panel, dev-page router) reads
// these as data and names no game. Loaded with the game's module when the game is chosen (the
// start menu reads only the game's card, machines/<id>/card.ts); heavy parts (the 3D table, the
// 2D board, dev pages) are lazy within it, so a game's drawing code loads only when it is shown.
import type { ComponentType } from 'react';
import type { GameCard } from '../core/gameCard';
import type { AnyGameModule, Beat } from '../core/module';
import type { BeatCatalogue } from '../scene/animation/catalogue';
import type { CounterGlyphs } from '../scene/counters/counterFaces';
import type { DieStyles } from '../scene/dice/textures';
import type { Table3DProps } from '../scene/table3d';
import type { ShotSoundMap } from './sound/shotSounds';
import type { OverlayProps, TableProps } from './types';

/** Mounts a dev page into the container (loading its code first). */
export type DevPageMount = (container: HTMLElement) => Promise<void>;

export interface DrawnGame<B extends Beat = Beat, V = unknown> {
  /** The module's id (machines/<id>): the same id everywhere. */
  id: string;
  /**
   * The 3D table (React.lazy: its chunk loads when shown; TableHost gives Suspense and a fallback).
   * None yet: the shell shows the flat board alone, with no 2D/3D toggle.
   */
  Table3D?: ComponentType<Table3DProps<V>>;
  /** The flat 2D board (behind the table's "2D" toggle; without WebGL2; alone where there is no 3D table). Lazy, with its own Suspense. */
  Board2D: ComponentType<TableProps<V>>;
  /**
   * The players hold hands of cards they keep from each other: the table host seats one side at a
   * time (its view only) and shows a privacy screen between two human players (src/ui/seat.tsx).
   */
  privateHands?: boolean;
  /** The game's own panels for the side panel, in order (a victory track, objectives). */
  overlays?: readonly ComponentType<OverlayProps<V>>[];
  /** For every beat type the module emits: its shot and base duration (the animation queue takes it). */
  beats: BeatCatalogue<B>;
  /**
   * Which of its shot kinds (the catalogue's shot names) make which sound (src/ui/sound): e.g.
   * `{ dice: 'dice', fire: 'volley', move: { sound: 'setDown', at: 'end' } }`. None: silent.
   */
  sounds?: ShotSoundMap;
  /** The die styles its tray layouts name (the dice tray takes them). */
  dieStyles: DieStyles;
  /** The glyphs its counter faces name (where the game has counters). */
  counterGlyphs?: CounterGlyphs;
  /** Dev pages by the name `?dev=` gives (each mounts lazily). */
  devPages: Readonly<Record<string, DevPageMount>>;
}

/** A game as the app holds it: its card, its headless module and its drawn entry, both loaded. */
export interface GameEntry {
  card: GameCard;
  module: AnyGameModule;
  drawn: DrawnGame<any, any>;
}
