// What the Battle Board needs from the table that hosts it. The board knows nothing of the
// table's internals (map layout, counter atlas): positions, unit facts and counter drawing all
// come through these props, so the two are joined in one place (the game's table component).
import type { ReactNode } from 'react';
import type { Texture } from 'three';
import type { AnimationQueue } from '../../animation/queue';

export type Vec3 = readonly [number, number, number];

/** What the board must know of a unit (a combat unit or a Garde Civique counter). */
export interface BattleUnitInfo {
  /** Side id: 'german' or 'entente'. */
  side: string;
  /** Combat factor on its full-strength face (null: a Garde Civique without a factor). */
  cf: number | null;
  /** Combat factor on its reduced face (two-step units). */
  reducedCf?: number | null;
  /** 1 or 2. */
  maxSteps: number;
  /**
   * Steps it has in the LATEST snapshot (0 when eliminated). The board works back through the
   * beats still queued to know the steps it had when the shot on screen happened.
   */
  steps: number;
  /** For the fallback token: a short name and a colour. */
  label?: string;
  color?: string;
}

/** What the board must know of a fort in a siege (8.0, 8.1). */
export interface BattleFortInfo {
  /** Steps in the LATEST snapshot (worked back like units' steps). */
  steps: number;
  /** 2 for a Minor, 4 for a Major Fort. */
  maxSteps: number;
  /** It hits on this or more. */
  cf: number;
  /** Printed name. */
  label: string;
}

/** What renderCounter is asked to draw: one face of a unit's counter, at the local origin. */
export interface CounterRenderProps {
  unitId: string;
  /** Draw the reduced (striped) face on top. */
  reduced: boolean;
  /** Width of the square counter in world units and its thickness; its centre is the origin. */
  size: number;
  thickness: number;
}

/** Where the dice tray lies, in world units (its felt's centre and top). */
export interface TrayPlacement {
  position: Vec3;
  width: number;
  depth: number;
}

export interface BattleBoardProps {
  /** The game's animation queue; the board plays its combat shots (7.0-7.5, 8.1). */
  queue: AnimationQueue | null | undefined;
  /**
   * Where a box's counters stand on the map, in world units (the top of its tile: a counter's
   * bottom rests there). Units fly from here to the board and back (or to their retreat box).
   */
  worldOf: (boxId: string) => Vec3;
  /** A unit's facts (see BattleUnitInfo). Called when a combat starts. */
  unitInfo: (unitId: string) => BattleUnitInfo | null;
  /** The fort of a box in a siege, or null (no fort / no siege). */
  fortInfo?: (boxId: string) => BattleFortInfo | null;
  /** Centre of the board's top surface on the table, in world units. The board lies flat, axis-aligned. */
  origin: Vec3;
  /** Size of the board in world units (default 16 x 7.5, for counters 1 unit wide). */
  size?: { width: number; depth: number };
  /** Counter size (default 1) and thickness (default 0.17), as the table draws them. */
  counterSize?: number;
  counterThickness?: number;
  /**
   * Draws one face of a counter centred on the local origin, top face up (+y). The board puts
   * two back to back (full on top, reduced underneath) and turns them over to flip a step loss.
   * Without it (and without counterFace) simple coloured tokens are drawn.
   */
  renderCounter?: (unitId: string, props: CounterRenderProps) => ReactNode;
  /** Alternative to renderCounter: a texture for the top of the board's own token. */
  counterFace?: (unitId: string, reduced: boolean) => Texture | null;
  /** Where the dice tray lies (default: in front of the board, toward the viewer); false: no tray here. */
  tray?: TrayPlacement | false;
  sideName?: (side: string) => string;
  armyName?: (army: string) => string;
  /**
   * The units the board is showing (on the board, or flying to or from it), whenever that set
   * changes: the map should not draw them meanwhile. Called outside the frame loop (a microtask).
   */
  onBoardUnitsChange?: (unitIds: readonly string[]) => void;
}
