// What the game screens read from a module for a snapshot, each guarded so that a module that
// throws shows a note instead of taking the screen down. Shared by the play/teach screen and the
// showcase screen.
import { useMemo } from 'react';
import type { AnyGameModule } from '../core/module';
import type { ModuleSnapshot } from '../core/replay';

/** module.view(snapshot, viewer), or null when it failed. */
export function useTableView(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, viewer: string): unknown {
  return useMemo(() => {
    try {
      return module.view(snapshot, viewer);
    } catch {
      return null;
    }
  }, [module, snapshot, viewer]);
}

/** module.describe(snapshot): the one-line narration, or a note saying why there is none. */
export function useNarration(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>): string {
  return useMemo(() => {
    try {
      return module.describe(snapshot);
    } catch (error) {
      return `(no description: ${error instanceof Error ? error.message : String(error)})`;
    }
  }, [module, snapshot]);
}

/** module.turn(snapshot), 0 when it failed. */
export function safeTurn(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>): number {
  try {
    return module.turn(snapshot);
  } catch {
    return 0;
  }
}
