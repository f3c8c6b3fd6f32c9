// Belle Epoque data: the rules' tables and the six quick reference cards as printed, plus authored
// cards, armies and terrain traits (each authored item is listed in docs/authored-data.md).
import type {
  AssaultClass, FireClass, GeneralQuality, MatchUp, MusterClass, Order, Reactivity, Terrain, ToHit, TroopType, UnitCard,
} from './types';

/** MUSTERING: maximum number of stands per unit. */
export const MAX_STANDS: Record<MusterClass, number> = { cavalry: 3, formedInfantry: 4, tribesmen: 6 };

/** MOVEMENTS: basic move and march, in UD. */
export const MOVEMENT_TABLE: Record<TroopType, { basic: number; march: number }> = {
  infantry: { basic: 1, march: 2 },
  nativeWarriors: { basic: 1, march: 3 },
  cavalry: { basic: 1, march: 4 },
  mountedInfantry: { basic: 1, march: 3 },
};

/** REACTIVITY TESTS: Basic Score by reactivity level and doctrine. */
export const BASIC_SCORE: Record<Reactivity, Record<Order, number>> = {
  poor: { loose: 1, close: 2 },
  trained: { loose: 2, close: 3 },
  elite: { loose: 3, close: 4 },
};

/** COMMAND POINTS: one die per 8 stands, its size by the general's quality. */
export const STANDS_PER_COMMAND_DIE = 8;
export const COMMAND_DIE: Record<GeneralQuality, number> = { mediocre: 4, average: 6, superior: 8 };

/** TROOP TYPES: what each firing class stands for, in the text's words. */
export const FIRE_CLASS_TEXT: Record<FireClass, string> = {
  A: 'infantry equipped with magazine rifles, and supported by machine-guns and quick-firing artillery',
  B: 'infantry equipped with magazine rifles and supported by machine-guns and breech-loading artillery',
  C: 'infantry equipped with breech-loading rifles and supported by first generation machine-guns and muzzle-loading artillery',
  D: 'infantry equipped with breech-loading rifles and supported by BL artillery',
  E: 'infantry equipped with muzzle-loading rifles, and supported by ML artillery',
  F: 'infantry equipped with smoothbore muskets and supported by ML artillery, or cavalry supported by horse artillery',
  G: 'foot soldiers with very limited firepower, or unsupported cavalry',
};

const th = (still: number, moving: number | null = null): ToHit => ({ still, moving });

/** FIRING table: to-hit numbers at 1..4 UD (bracketed value = firing unit moving). */
export const FIRING_TABLE: Record<FireClass, [ToHit | null, ToHit | null, ToHit | null, ToHit | null]> = {
  A: [th(5, 3), th(4, 2), th(3, 1), th(2)],
  B: [th(5, 3), th(4, 1), th(2), th(1)],
  C: [th(4, 2), th(3), th(1), null],
  D: [th(3, 1), th(2), th(2), th(1)],
  E: [th(3), th(2), th(1), null],
  F: [th(2), th(1), th(1), null],
  G: [th(1), null, null, null],
};

/** VISIBILITY: basic line of sight range in UD. */
export const BASIC_SIGHT = 4;

/** ASSAULT: Successful Score level by class (close-order regulars 3, loose-order regulars 2). */
export function baseSuccessLevel(cls: AssaultClass, order: Order): number {
  if (cls === 'choc') return 4;
  if (cls === 'regulars') return order === 'close' ? 3 : 2;
  return 2;
}

/** What each kind of ground does. Authored beyond the text's open/cover/hill/rough/impassable. */
export interface TerrainTraits {
  cover: boolean;
  hill: boolean;
  rough: boolean;
  impassable: boolean;
  blocksSight: boolean;
}
export const TERRAIN: Record<Terrain, TerrainTraits> = {
  open: { cover: false, hill: false, rough: false, impassable: false, blocksSight: false },
  hill: { cover: false, hill: true, rough: false, impassable: false, blocksSight: true },
  woods: { cover: true, hill: false, rough: false, impassable: false, blocksSight: true },
  dense: { cover: true, hill: false, rough: true, impassable: false, blocksSight: true },
  swamp: { cover: false, hill: false, rough: true, impassable: false, blocksSight: false },
  ford: { cover: false, hill: false, rough: true, impassable: false, blocksSight: false },
  river: { cover: false, hill: false, rough: false, impassable: true, blocksSight: false },
  cliffs: { cover: false, hill: false, rough: false, impassable: true, blocksSight: true },
};

/** "ENCOUNTER": 1d6 per sector seen: 1-4 open, 5 hill, 6 dense vegetation (cover/rough). */
export function encounterTerrain(roll: number): Terrain {
  if (roll >= 1 && roll <= 4) return 'open';
  if (roll === 5) return 'hill';
  if (roll === 6) return 'dense';
  throw new Error(`an Encounter terrain roll is 1-6, got ${roll}`);
}

const fromClass = (c: FireClass) => FIRING_TABLE[c];

/** SAMPLES OF UNITS QUICK REFERENCE CARDS, as printed, then the authored Zulu War cards. */
export const CARDS: Record<string, UnitCard> = {
  'russian-1904': {
    id: 'russian-1904', title: 'Russian Infantry Brigade 1904', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'poor', march: 2, fireClass: 'A', toHit: fromClass('A'), assaultClass: 'regulars',
    bold: false, dashing: false, stubborn: true, conspicuous: false, smokeless: true, authored: ['smokeless'],
  },
  'japanese-1904': {
    id: 'japanese-1904', title: 'Japanese Infantry Brigade 1904', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'trained', march: 2, fireClass: 'B', toHit: fromClass('B'), assaultClass: 'regulars',
    bold: true, dashing: true, stubborn: false, conspicuous: false, smokeless: true, authored: ['smokeless'],
  },
  'british-1899': {
    id: 'british-1899', title: 'British Infantry Division 1899', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'trained', march: 2, fireClass: 'A', toHit: fromClass('A'), assaultClass: 'regulars',
    bold: false, dashing: false, stubborn: false, conspicuous: false, smokeless: true, authored: ['smokeless'],
  },
  'boer-1899': {
    id: 'boer-1899', title: 'Boer Mounted Infantry 1899', troopType: 'mountedInfantry', muster: 'cavalry',
    doctrine: 'loose', reactivity: 'trained', march: 3, fireClass: 'B', toHit: fromClass('B'), assaultClass: 'militia',
    bold: false, dashing: false, stubborn: false, conspicuous: false, smokeless: true, authored: ['smokeless'],
  },
  'chinese-1894': {
    id: 'chinese-1894', title: 'Chinese Infantry 1894', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'poor', march: 2, fireClass: 'C', toHit: fromClass('C'), assaultClass: 'militia',
    bold: false, dashing: true, stubborn: false, conspicuous: false, smokeless: false, authored: ['smokeless'],
  },
  'japanese-1894': {
    id: 'japanese-1894', title: 'Japanese Infantry 1894', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'trained', march: 2, fireClass: 'B/C',
    toHit: [th(4, 2), th(3, 1), th(2), th(1)], assaultClass: 'regulars',
    bold: true, dashing: false, stubborn: false, conspicuous: false, smokeless: false, authored: ['smokeless'],
  },
  // Authored from the ASSAULT example (British regulars against Zulu warriors).
  'british-1879': {
    id: 'british-1879', title: 'British Infantry 1879 (authored)', troopType: 'infantry', muster: 'formedInfantry',
    doctrine: 'close', reactivity: 'trained', march: 2, fireClass: 'C', toHit: fromClass('C'), assaultClass: 'regulars',
    bold: false, dashing: false, stubborn: false, conspicuous: true, smokeless: false,
    authored: ['all'],
  },
  'british-cavalry-1879': {
    id: 'british-cavalry-1879', title: 'British Cavalry 1879 (authored)', troopType: 'cavalry', muster: 'cavalry',
    doctrine: 'close', reactivity: 'trained', march: 4, fireClass: 'G', toHit: fromClass('G'), assaultClass: 'choc',
    bold: false, dashing: true, stubborn: false, conspicuous: false, smokeless: false, authored: ['all'],
  },
  'zulu-1879': {
    id: 'zulu-1879', title: 'Zulu Warriors 1879 (authored)', troopType: 'nativeWarriors', muster: 'tribesmen',
    doctrine: 'close', reactivity: 'trained', march: 3, fireClass: 'G', toHit: fromClass('G'), assaultClass: 'choc',
    bold: true, dashing: false, stubborn: false, conspicuous: false, smokeless: false, authored: ['all'],
  },
};

/** The match-ups the issue asks for; armies (unit counts and stands) are authored. */
export const MATCH_UPS: Record<string, MatchUp> = {
  'boer-war-1899': {
    id: 'boer-war-1899', title: 'British against Boers, 1899', authored: false,
    red: { name: 'British', units: [{ card: 'british-1899', count: 8, stands: 4 }] },
    blue: { name: 'Boers', units: [{ card: 'boer-1899', count: 10, stands: 3 }] },
  },
  'russo-japanese-1904': {
    id: 'russo-japanese-1904', title: 'Russians against Japanese, 1904', authored: false,
    red: { name: 'Russians', units: [{ card: 'russian-1904', count: 8, stands: 4 }] },
    blue: { name: 'Japanese', units: [{ card: 'japanese-1904', count: 7, stands: 4 }] },
  },
  'sino-japanese-1894': {
    id: 'sino-japanese-1894', title: 'Chinese against Japanese, 1894', authored: false,
    red: { name: 'Chinese', units: [{ card: 'chinese-1894', count: 9, stands: 4 }] },
    blue: { name: 'Japanese', units: [{ card: 'japanese-1894', count: 7, stands: 4 }] },
  },
  'zulu-war-1879': {
    id: 'zulu-war-1879', title: 'British against Zulus, 1879 (authored)', authored: true,
    red: {
      name: 'British',
      units: [{ card: 'british-1879', count: 5, stands: 4 }, { card: 'british-cavalry-1879', count: 2, stands: 3 }],
    },
    blue: { name: 'Zulus', units: [{ card: 'zulu-1879', count: 6, stands: 6 }] },
  },
};
export const MATCH_UP_IDS = ['boer-war-1899', 'russo-japanese-1904', 'sino-japanese-1894', 'zulu-war-1879'] as const;
export type MatchUpId = (typeof MATCH_UP_IDS)[number];

/**
 * Authored scenario "The Drift": a river across the middle with two fords, swamp and dense bush by
 * the banks, cliffs, and entrenchments on the blue side. Rows from red's edge (top) to blue's edge.
 * Legend: . open, h hill, w woods, d dense, s swamp, f ford, ~ river, x cliffs;
 * F fortified open ground, T fortified hill.
 */
export const DRIFT_MAP: readonly string[] = [
  '...h.....w...',
  '.w....x....h.',
  '...ss.x......',
  '.h.......dd..',
  '~~f~~~~~f~~~~',
  '....s......w.',
  '..FF..h......',
  '.w...TT.x....',
  '........x....',
];
export const DRIFT_LEGEND: Record<string, { terrain: Terrain; fortified: boolean }> = {
  '.': { terrain: 'open', fortified: false },
  h: { terrain: 'hill', fortified: false },
  w: { terrain: 'woods', fortified: false },
  d: { terrain: 'dense', fortified: false },
  s: { terrain: 'swamp', fortified: false },
  f: { terrain: 'ford', fortified: false },
  '~': { terrain: 'river', fortified: false },
  x: { terrain: 'cliffs', fortified: false },
  F: { terrain: 'open', fortified: true },
  T: { terrain: 'hill', fortified: true },
};

/** Authored end of game (docs/rules-notes.md): the turn limit and what held ground is worth. */
export const DEFAULT_TURN_LIMIT = 8;
export const POINTS_PER_UNIT_IN_ENEMY_HALF = 2;
export const POINTS_PER_FORTIFIED_SECTOR = 3;
