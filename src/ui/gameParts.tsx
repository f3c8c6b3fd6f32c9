// The screens' view of a game's drawn entry: its table (3D, or the flat board behind the "2D"
// toggle, in the shared TableHost) and its own side-panel panels, as the components the play and
// showcase screens place. Made once per drawn entry, so React keeps their state between renders.
import type { ComponentType } from 'react';
import type { DrawnGame } from './drawnGame';
import { TableHost } from './TableHost';
import type { OverlayProps, TableProps } from './types';

export interface GameParts {
  Table: ComponentType<TableProps>;
  /** The game's own panels in order; absent when it has none. */
  Overlay: ComponentType<OverlayProps> | undefined;
}

const cache = new WeakMap<DrawnGame<any, any>, GameParts>();

export function gameParts(drawn: DrawnGame<any, any>): GameParts {
  const known = cache.get(drawn);
  if (known) return known;
  const Table = (props: TableProps) => <TableHost {...props} table3d={drawn.Table3D} flat={drawn.Board2D} privateHands={drawn.privateHands} />;
  const panels = drawn.overlays ?? [];
  const Overlay =
    panels.length === 0
      ? undefined
      : (props: OverlayProps) => (
          <>
            {panels.map((Panel, i) => (
              <Panel key={i} {...props} />
            ))}
          </>
        );
  const parts = { Table, Overlay };
  cache.set(drawn, parts);
  return parts;
}
