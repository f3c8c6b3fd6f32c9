// What the game screens read from a module for a snapshot, memoised per snapshot and guarded (the
// guarded reads are src/core/moduleReads.ts) so that a module that throws shows a note instead of
// taking the screen down. Shared by the play/teach screen and the showcase screen.
import { useMemo } from 'react';
import type { AnyGameModule } from '../core/module';
import { safeDescribe, safeView } from '../core/moduleReads';
import type { ModuleSnapshot } from '../core/replay';

/** module.view(snapshot, viewer), or null when it failed. */
export function useTableView(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, viewer: string): unknown {
  return useMemo(() => safeView(module, snapshot, viewer), [module, snapshot, viewer]);
}

/** module.describe(snapshot): the one-line narration, or a note saying why there is none. */
export function useNarration(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>): string {
  return useMemo(() => safeDescribe(module, snapshot), [module, snapshot]);
}
