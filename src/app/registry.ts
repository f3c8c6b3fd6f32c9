// The games this Sandtable knows, and the table each one is drawn on. A new game adds one entry
// here (its module from machines/<id>, and its table component); the shell needs nothing else.
import type { ComponentType } from 'react';
import type { AnyGameModule } from '../core/module';
import { blbModule } from '../../machines/blb/index';
import { BlbTableHost } from './BlbTableHost';
import { belleModule } from '../../machines/belle-epoque/index';
import { BelleTableHost } from './BelleTableHost';
import { BlbObjectives } from '../ui/blb/Objectives';
import type { OverlayProps, TableProps } from '../ui/types';

export interface GameEntry {
  module: AnyGameModule;
  /** Draws the game's table from snapshots; absent: the overlay alone. */
  Table?: ComponentType<TableProps>;
  /** A panel of the game's own for the side panel (BLB: the German objectives); absent: none. */
  Overlay?: ComponentType<OverlayProps>;
}

// BLB: the 3D table (lazy-loaded), with the schematic 2D board behind its "2D" toggle, and the
// status of the three German objectives (9.0) in the side panel. Belle Epoque: the 3D hex table
// (lazy), with the flat SVG hex map behind the same toggle.
export const GAMES: readonly GameEntry[] = [
  { module: blbModule, Table: BlbTableHost, Overlay: BlbObjectives },
  { module: belleModule, Table: BelleTableHost },
];

/** The game modules, in menu order. */
export const MODULES: readonly AnyGameModule[] = GAMES.map((g) => g.module);

/** Modules by id (the shape parseSave and validateRecord take). */
export const MODULES_BY_ID: Record<string, AnyGameModule> = Object.fromEntries(MODULES.map((m) => [m.id, m]));

export function findGame(id: string | null | undefined): GameEntry | undefined {
  return id ? GAMES.find((g) => g.module.id === id) : undefined;
}

export function findModule(id: string | null | undefined): AnyGameModule | undefined {
  return findGame(id)?.module;
}
