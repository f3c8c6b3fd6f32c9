// Belle Epoque's view as the table reads it (the game's own type, src/games/belle-epoque/view.ts),
// and what the scene components are given to draw. Undiscovered sectors come as 'unknown'.
import type { AssaultClass, Order, Side, TroopType } from '../../games/belle-epoque/types';
import type { BellePreview, BelleView as GameView } from '../../games/belle-epoque/view';
export type { BellePreview };

/** The game's view (what one side may know): undiscovered sectors come as 'unknown'. */
export type BelleView = GameView;
export type BelleSectorView = GameView['game']['sectors'][number];
export type BelleUnitView = GameView['game']['units'][number];

const EMPTY = {
  game: { sectors: [], units: [], bowl: { red: 0, blue: 0 }, drawn: null, commandPoints: { red: 0, blue: 0 }, turn: 0, activation: null },
  commandRolls: { red: [], blue: [] },
  fire: null,
  reaction: null,
  fallBack: null,
  carry: null,
  outcome: null,
  preview: null,
};

/**
 * The view the table was given (the module's view, so a BelleView), read defensively: missing
 * parts become empty, never a crash (a half-built view in a dev page or a test).
 */
export function asBelleView(view: unknown): BelleView {
  if (!view || typeof view !== 'object') return EMPTY as unknown as BelleView;
  const v = view as Partial<BelleView>;
  const g = (v.game ?? {}) as Partial<BelleView['game']>;
  return {
    ...EMPTY,
    ...v,
    game: {
      ...EMPTY.game,
      ...g,
      sectors: Array.isArray(g.sectors) ? g.sectors : [],
      units: Array.isArray(g.units) ? g.units : [],
      bowl: g.bowl ?? EMPTY.game.bowl,
      commandPoints: g.commandPoints ?? EMPTY.game.commandPoints,
    },
    commandRolls: v.commandRolls ?? EMPTY.commandRolls,
    preview: v.preview ?? null,
  } as BelleView;
}

/** A unit as the table draws it now (the display model places it; Stands.tsx draws it). */
export interface DisplayUnit {
  id: string;
  side: Side;
  /**
   * The number its name uses ("Red British 3": describe.ts's unitNumber), printed on its badge;
   * null where its id carries none.
   */
  number: string | null;
  /** Unit card id, and what its figures look like. */
  card: string;
  troopType: TroopType;
  assaultClass: AssaultClass;
  /** Stands drawn, including any fading out now. */
  stands: number;
  /** Of those, how many are being lost (fading out over `fade` 0..1). */
  losing: number;
  fade: number;
  order: Order;
  /** World position of the unit's centre on its ground (y = the sector's ground top). */
  position: [number, number, number];
  /** Radians about y; 0 faces -z. */
  facing: number;
  /** Size of the formation (1: the whole hex; less on a hill's top or inside earthworks). */
  scale?: number;
  /** Activated this turn: its token lies beside it. */
  activated: boolean;
  /** How the table marks it. */
  mark: 'none' | 'active' | 'selectable' | 'target' | 'reacting';
}

/** A lit sector (a legal move, a target, a choice) with an optional short label (cost, to-hit). */
export interface SectorHighlight {
  sector: number;
  tone: 'move' | 'march' | 'fire' | 'assault' | 'evade' | 'fallBack' | 'carry' | 'select' | 'active' | 'hover';
  label?: string;
}
