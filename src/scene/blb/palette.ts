// Brave Little Belgium's colours, chosen to survive colour blindness: hues from the Okabe-Ito
// set, different lightness between neighbours, and never hue alone. Every nationality also has
// an emblem shape, every army a band pattern and a printed name (pure data).
import type { ArmyId, Country, Nationality } from '../../games/blb/types';
import type { BandPattern } from '../counters/counterFaces';
import type { BlbEmblem } from './counterGlyphs';

export interface NationStyle {
  /** Counter body. */
  body: string;
  /** Ink on the body. */
  ink: string;
  /** Counter edge (the sides of the thick token). */
  edge: string;
  emblem: BlbEmblem;
  /** Printed code beside the emblem. */
  code: string;
  name: string;
}

export const NATION: Record<Nationality, NationStyle> = {
  // Field grey: mid lightness, grey-green; the black cross.
  german: { body: '#a3a88f', ink: '#161a12', edge: '#5b604c', emblem: 'cross', code: 'GER', name: 'German' },
  // Warm gold: the lightest body; the black-yellow-red vertical tricolour.
  belgian: { body: '#f0c24a', ink: '#1d1503', edge: '#8f6b12', emblem: 'tricolour', code: 'BEL', name: 'Belgian' },
  // Horizon blue: darker; the round cockade.
  french: { body: '#6f9fd8', ink: '#06152b', edge: '#2f5788', emblem: 'cockade', code: 'FRA', name: 'French' },
  // Khaki brown: dark and warm; the saltire.
  british: { body: '#b98d5d', ink: '#1d1206', edge: '#6b4a26', emblem: 'saltire', code: 'BRI', name: 'British' },
};

export interface ArmyStyle {
  color: string;
  ink: string;
  pattern: BandPattern;
  /** Short name printed on the counter band and chit. */
  short: string;
}

export const ARMY_STYLE: Record<ArmyId, ArmyStyle> = {
  de1: { color: '#d55e00', ink: '#ffffff', pattern: 'solid', short: '1st ARMY' },
  de2: { color: '#f0e442', ink: '#1a1a00', pattern: 'stripes', short: '2nd ARMY' },
  de3: { color: '#009e73', ink: '#ffffff', pattern: 'dots', short: '3rd ARMY' },
  de4: { color: '#cc79a7', ink: '#1c0614', pattern: 'checks', short: '4th ARMY' },
  be: { color: '#1b1b1b', ink: '#f0c24a', pattern: 'solid', short: 'BELGIAN ARMY' },
  fr5: { color: '#cc79a7', ink: '#1c0614', pattern: 'stripes', short: '5e ARMÉE' },
  fr4: { color: '#009e73', ink: '#ffffff', pattern: 'checks', short: '4e ARMÉE' },
  bef: { color: '#d55e00', ink: '#ffffff', pattern: 'dots', short: 'B.E.F.' },
};

/** Country tints of the printed map (muted, so the counters stand out). */
export const COUNTRY_TINT: Record<Country, string> = {
  germany: '#a9b393', // grey-green
  belgium: '#e3c283', // warm ochre
  france: '#a6b6c8', // blue-grey
  luxembourg: '#c6b2cf', // lilac
  netherlands: '#d8c9a8',
};

/** Tile frames by country (stronger than the tints). */
export const COUNTRY_FRAME: Record<Country, string> = {
  germany: '#5f6b4c',
  belgium: '#855a1b',
  france: '#51667f',
  luxembourg: '#7a5f88',
  netherlands: '#8a7a55',
};

export const COUNTRY_NAME: Record<Country, string> = {
  germany: 'GERMANY',
  belgium: 'BELGIUM',
  france: 'FRANCE',
  luxembourg: 'LUXEMBOURG',
  netherlands: 'NETHERLANDS',
};

export const INK = '#2a2118';
export const PAPER = '#efe6cf';
export const VICTORY_RED = '#b3261e';
export const HIGHLIGHT = '#ffd34d';
export const SIDE_COLOUR = { german: NATION.german.body, entente: NATION.french.body } as const;
