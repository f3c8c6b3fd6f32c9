// The order of battle and set-up: White Plains, the last week of October 1776 (turn 1 is the first
// week of October in the turn count, but the armies stand as after the battle of 28 October: rules
// notes). AUTHORED (docs/authored-data.md, "La Petite Guerre: order of battle") from the reference
// (Forces): after White Plains Washington, Lee and Heath held Westchester and the Highlands, Magaw
// Fort Washington, Greene Fort Lee; Howe's army lay south of White Plains (Clinton, Cornwallis,
// Heister with Rall and Donop), Knyphausen came up from New Rochelle, Percy held New York.
// One infantry unit is a regiment-sized body of 500-800 men (a brigade of the period is three);
// ranks and radii as §3 gives them: CinC 5, Division 4 or 3, Brigade 3 or 2, Battalion 1.
import type { HexId, Rank, Side, UnitType } from './types';

export interface CommanderDef {
  id: string;
  name: string;
  side: Side;
  rank: Rank;
  /** §3 command radius in hexes (also his "ranking number": the combat cards he draws, §12). */
  radius: number;
  /** §12 the commander's own combat bonus (0 or 1), counted once for the side's highest commander. */
  bonus: number;
  /** Set-up hex. */
  hex: HexId;
}

export interface UnitDef {
  id: string;
  name: string;
  side: Side;
  type: UnitType;
  /** §12 grenadiers, light infantry, guards: the elite bonus. */
  elite: boolean;
  /** The commander it starts under on the command rack, or null: then `hex` is where it stands. */
  commander: string | null;
  hex: HexId | null;
}

/** §3 the radii the text allows for each rank. */
export const RANK_RADII: Readonly<Record<Rank, readonly number[]>> = {
  cinc: [5],
  division: [4, 3],
  brigade: [3, 2],
  battalion: [1],
};

/** §3 "CinC and Division leaders (3 or 4) can act on their own". */
export const ACTS_ON_OWN: Readonly<Record<Rank, boolean>> = { cinc: true, division: true, brigade: false, battalion: false };

/** Where the British main army lay after White Plains (Scarsdale and Eastchester, south of the village). */
export const BRITISH_CAMP: HexId = '2007';
/** Knyphausen's column up from New Rochelle and Pell's Point. */
export const KNYPHAUSEN_CAMP: HexId = '2008';

export const COMMANDERS: readonly CommanderDef[] = [
  { id: 'washington', name: 'George Washington', side: 'american', rank: 'cinc', radius: 5, bonus: 1, hex: '2006' },
  { id: 'lee', name: 'Charles Lee', side: 'american', rank: 'division', radius: 4, bonus: 1, hex: '2006' },
  { id: 'sullivan', name: 'John Sullivan', side: 'american', rank: 'division', radius: 3, bonus: 0, hex: '2006' },
  { id: 'heath', name: 'William Heath', side: 'american', rank: 'division', radius: 3, bonus: 0, hex: '1802' },
  { id: 'greene', name: 'Nathanael Greene', side: 'american', rank: 'division', radius: 4, bonus: 1, hex: '1708' },
  { id: 'putnam', name: 'Israel Putnam', side: 'american', rank: 'division', radius: 3, bonus: 0, hex: '1808' },
  { id: 'stirling', name: 'Lord Stirling', side: 'american', rank: 'brigade', radius: 3, bonus: 0, hex: '2006' },
  { id: 'mercer', name: 'Hugh Mercer', side: 'american', rank: 'brigade', radius: 3, bonus: 0, hex: '1511' },
  { id: 'glover', name: 'John Glover', side: 'american', rank: 'brigade', radius: 2, bonus: 0, hex: '2006' },
  { id: 'knox', name: 'Henry Knox', side: 'american', rank: 'brigade', radius: 2, bonus: 0, hex: '2006' },
  { id: 'cadwalader', name: 'John Cadwalader', side: 'american', rank: 'brigade', radius: 2, bonus: 0, hex: '0321' },
  { id: 'magaw', name: 'Robert Magaw', side: 'american', rank: 'battalion', radius: 1, bonus: 0, hex: '1808' },
  { id: 'hand', name: 'Edward Hand', side: 'american', rank: 'battalion', radius: 1, bonus: 0, hex: '2006' },

  { id: 'howe', name: 'Sir William Howe', side: 'british', rank: 'cinc', radius: 5, bonus: 1, hex: BRITISH_CAMP },
  { id: 'clinton', name: 'Henry Clinton', side: 'british', rank: 'division', radius: 4, bonus: 1, hex: BRITISH_CAMP },
  { id: 'cornwallis', name: 'Lord Cornwallis', side: 'british', rank: 'division', radius: 4, bonus: 1, hex: BRITISH_CAMP },
  { id: 'heister', name: 'Leopold von Heister', side: 'british', rank: 'division', radius: 3, bonus: 0, hex: BRITISH_CAMP },
  { id: 'knyphausen', name: 'Wilhelm von Knyphausen', side: 'british', rank: 'division', radius: 3, bonus: 1, hex: KNYPHAUSEN_CAMP },
  { id: 'percy', name: 'Lord Percy', side: 'british', rank: 'division', radius: 3, bonus: 0, hex: '1810' },
  { id: 'grant', name: 'James Grant', side: 'british', rank: 'brigade', radius: 3, bonus: 0, hex: BRITISH_CAMP },
  { id: 'leslie', name: 'Alexander Leslie', side: 'british', rank: 'brigade', radius: 2, bonus: 0, hex: BRITISH_CAMP },
  { id: 'rall', name: 'Johann Rall', side: 'british', rank: 'brigade', radius: 2, bonus: 0, hex: BRITISH_CAMP },
  { id: 'donop', name: 'Carl von Donop', side: 'british', rank: 'brigade', radius: 2, bonus: 0, hex: BRITISH_CAMP },
  { id: 'mawhood', name: 'Charles Mawhood', side: 'british', rank: 'battalion', radius: 1, bonus: 0, hex: BRITISH_CAMP },
  { id: 'harcourt', name: 'William Harcourt', side: 'british', rank: 'battalion', radius: 1, bonus: 0, hex: BRITISH_CAMP },
];

type Row = [id: string, name: string, type: UnitType, commander: string | null, elite?: boolean, hex?: HexId];
const AMERICAN: Row[] = [
  ['cont-light-horse', 'Connecticut Light Horse', 'dragoons', 'washington'],
  ['main-train', 'Main army train', 'baggage', 'washington'],
  ['mcdougall', "McDougall's Brigade", 'regulars', 'lee'],
  ['haslet', 'Delaware Regiment (Haslet)', 'regulars', 'lee'],
  ['smallwood', 'Maryland Regiment (Smallwood)', 'regulars', 'lee'],
  ['ritzema', '3rd New York (Ritzema)', 'regulars', 'lee'],
  ['nixon', "Nixon's Brigade", 'regulars', 'sullivan'],
  ['parsons', "Parsons' Brigade", 'regulars', 'sullivan'],
  ['ct-militia', 'Connecticut militia', 'militia', 'sullivan'],
  ['stirling-bde', "Stirling's Brigade (Pennsylvania)", 'regulars', 'stirling'],
  ['ny-levies', 'New York levies', 'militia', 'stirling'],
  ['glover-bde', "Glover's Brigade (14th Continental, Marblehead)", 'regulars', 'glover'],
  ['ma-militia', 'Massachusetts militia', 'militia', 'glover'],
  ['knox-guns', 'Continental Artillery (Knox)', 'artillery', 'knox'],
  ['hand-rifles', "1st Continental (Hand's riflemen)", 'riflemen', 'hand'],
  ['clinton-bde', "James Clinton's Brigade", 'regulars', 'heath'],
  ['heath-ma', "Heath's Massachusetts regiments", 'regulars', 'heath'],
  ['highland-militia', 'Highlands militia', 'militia', 'heath'],
  ['montgomery-garrison', 'Fort Montgomery garrison', 'militia', null, false, '1702'],
  ['magaw-5pa', '5th Pennsylvania (Magaw)', 'regulars', 'magaw'],
  ['cadwalader-3pa', '3rd Pennsylvania (L. Cadwalader)', 'regulars', 'putnam'],
  ['rawlings-rifles', "Rawlings' Maryland and Virginia riflemen", 'riflemen', 'putnam'],
  ['fw-flying-camp', 'Flying Camp (Fort Washington)', 'militia', 'putnam'],
  ['fw-guns', 'Fort Washington guns', 'artillery', 'putnam'],
  ['beall-bde', "Beall's Brigade (Maryland Flying Camp)", 'regulars', 'greene'],
  ['ewing-bde', "Ewing's Brigade (Pennsylvania Flying Camp)", 'regulars', 'greene'],
  ['fl-guns', 'Fort Lee guns', 'artillery', 'greene'],
  ['bergen-militia', 'Bergen militia', 'militia', 'greene'],
  ['greene-train', "Greene's train (Fort Lee stores)", 'baggage', 'greene'],
  ['flying-camp-nj', 'New Jersey Flying Camp', 'militia', 'mercer'],
  ['essex-militia', 'Essex militia', 'militia', 'mercer'],
  ['middlesex-militia', 'Middlesex militia', 'militia', 'mercer'],
  ['associators-1', 'Philadelphia Associators (1st)', 'militia', 'cadwalader'],
  ['associators-2', 'Philadelphia Associators (2nd)', 'militia', 'cadwalader'],
  ['associators-guns', 'Associators artillery', 'artillery', 'cadwalader'],
];
const BRITISH: Row[] = [
  ['17ld', '17th Light Dragoons', 'dragoons', 'howe'],
  ['main-train-br', 'Army train', 'baggage', 'howe'],
  ['guards', 'Brigade of Guards', 'regulars', 'clinton', true],
  ['gren-1', '1st Grenadier Battalion', 'regulars', 'clinton', true],
  ['gren-2', '2nd Grenadier Battalion', 'regulars', 'clinton', true],
  ['ra-1', 'Royal Artillery (1st)', 'artillery', 'clinton'],
  ['li-1', '1st Light Infantry', 'regulars', 'cornwallis', true],
  ['bde-1', '1st Brigade', 'regulars', 'cornwallis'],
  ['hess-gren', 'Hessian Grenadiers (Linsing, Block, Minnigerode)', 'regulars', 'donop', true],
  ['jaegers-1', 'Feldjäger Corps (1st)', 'jaegers', 'donop'],
  ['mirbach', "Mirbach's Brigade", 'regulars', 'heister'],
  ['stirn', "Stirn's Brigade", 'regulars', 'heister'],
  ['hess-guns', 'Hessian artillery', 'artillery', 'heister'],
  ['regt-rall', 'Regiment Rall', 'regulars', 'rall'],
  ['regt-knyphausen', 'Regiment Knyphausen', 'regulars', 'rall'],
  ['regt-lossberg', 'Regiment Lossberg', 'regulars', 'rall'],
  ['bde-4', '4th Brigade', 'regulars', 'grant'],
  ['bde-6', '6th Brigade', 'regulars', 'grant'],
  ['li-2', '2nd Light Infantry', 'regulars', 'grant', true],
  ['bde-2', '2nd Brigade', 'regulars', 'leslie'],
  ['5th-49th', '5th and 49th Foot', 'regulars', 'leslie'],
  ['55th', '17th, 40th and 55th Foot', 'regulars', 'mawhood'],
  ['16ld', '16th Light Dragoons', 'dragoons', 'harcourt'],
  ['waldeck', 'Waldeck Regiment', 'regulars', 'knyphausen'],
  ['wutginau', "Wutginau's Hessians", 'regulars', 'knyphausen'],
  ['schmidt', "Schmidt's Hessians", 'regulars', 'knyphausen'],
  ['jaegers-2', 'Feldjäger Corps (2nd)', 'jaegers', 'knyphausen'],
  ['bde-3', '3rd Brigade', 'regulars', 'percy'],
  ['ny-garrison', 'New York garrison', 'regulars', 'percy'],
  ['ra-2', 'Royal Artillery (2nd)', 'artillery', 'percy'],
  ['nj-volunteers', 'New Jersey Volunteers (Loyalist levies)', 'militia', 'percy'],
];

const rows = (side: Side, list: Row[]): UnitDef[] =>
  list.map(([id, name, type, commander, elite, hex]) => ({ id, name, side, type, elite: elite ?? false, commander, hex: hex ?? null }));

export const UNITS: readonly UnitDef[] = [...rows('american', AMERICAN), ...rows('british', BRITISH)];

/** §18 the Hudson Forts, American at the start: no British landing above them while two are American. */
export const HUDSON_FORTS: readonly string[] = ['fort-washington', 'fort-lee', 'fort-montgomery'];

/**
 * §15 who holds each settlement at the start (a friendly settlement supplies): the British hold New
 * York, Brooklyn and Staten Island, taken in August and September 1776; the Americans every other.
 */
export const BRITISH_SETTLEMENTS_AT_START: readonly string[] = ['new-york', 'brooklyn', 'richmond'];

/** §3 phantom markers a side has (decoys, or covering leaderless units). */
export const PHANTOMS_PER_SIDE = 5;
