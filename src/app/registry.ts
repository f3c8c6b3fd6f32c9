// The games this Sandtable knows, and the table each one is drawn on. A new game adds one entry
// here (its module from machines/<id>, and its table component); the shell needs nothing else.
import type { ComponentType } from 'react';
import type { AnyGameModule } from '../core/module';
import { blbModule } from '../../machines/blb/index';
import { BlbTableHost } from './BlbTableHost';
import type { TableProps } from '../ui/types';

export interface GameEntry {
  module: AnyGameModule;
  /** Draws the game's table from snapshots; absent: the overlay alone. */
  Table?: ComponentType<TableProps>;
}

// BLB: the 3D table (lazy-loaded), with the schematic 2D board behind its "2D" toggle.
export const GAMES: readonly GameEntry[] = [{ module: blbModule, Table: BlbTableHost }];

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
