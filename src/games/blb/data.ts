// Brave Little Belgium: the authored data set (map, counters, chits, charts).
//
// AUTHORED, NOT PUBLISHED. The rules text has no map, no counter manifest and no Garde Civique
// Setup Chart. Everything below is authored from history (August 1914) and from the rules'
// intent; it is not the published game's data. docs/authored-data.md lists every item with its
// reason. Rule numbers in comments refer to the Brave Little Belgium rules.
//
// Plain data only: the helpers below just build the arrays.

import type {
  ArmyDef,
  ArmyId,
  BlbData,
  BoxDef,
  ChitDef,
  CombatFactor,
  Country,
  FortDef,
  GardeCiviqueDef,
  LineDef,
  Nationality,
  TurnDef,
  UnitDef,
} from './types';

/** 2.0: 88 counters = 52 combat units + 12 Garde Civique + 5 fort markers + 3 markers + 16 chits. */
export const COUNTER_COUNT = {
  combatUnits: 52,
  gardeCivique: 12,
  fortMarkers: 5,
  markers: 3,
  chits: 16,
  total: 88,
} as const;

// ---------------------------------------------------------------------------------------------
// Boxes (2.1). Position from latitude/longitude: 1 map unit ~ 10 km, origin Namur, x east, y north.

/** Map position from a latitude/longitude (x = (lon - 4.87) * 7.1, y = (lat - 50.47) * 11.1). */
function at(lat: number, lon: number): { x: number; y: number } {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r((lon - 4.87) * 7.1), y: r((lat - 50.47) * 11.1) };
}

function city(
  id: string,
  name: string,
  country: Country,
  lat: number,
  lon: number,
  extra: Partial<Pick<BoxDef, 'capital' | 'beyondVictoryLine' | 'southOfNamur'>> = {},
): BoxDef {
  return { id, name, type: 'city', country, pos: at(lat, lon), ...extra };
}

function fortBox(
  id: string,
  name: string,
  type: 'minorFort' | 'majorFort',
  country: Country,
  lat: number,
  lon: number,
): BoxDef {
  return { id, name, type, country, pos: at(lat, lon) };
}

const SOUTH = { southOfNamur: true } as const; // 3.2 Free Set-Up: no Belgians here
const BEYOND = { beyondVictoryLine: true } as const; // 9.0: third German objective

const boxes: BoxDef[] = [
  // Germany (3.1 set-up boxes; Eupen, Malmedy and St. Vith were German in 1914) and Luxembourg.
  city('aachen', 'Aachen', 'germany', 50.78, 6.08),
  city('eupen', 'Eupen', 'germany', 50.63, 6.04),
  city('malmedy', 'Malmedy', 'germany', 50.43, 6.03),
  city('st-vith', 'St. Vith', 'germany', 50.28, 6.13),
  city('prum', 'Prum', 'germany', 50.21, 6.42),
  city('trier', 'Trier', 'germany', 49.75, 6.64),
  city('luxembourg', 'Luxembourg', 'luxembourg', 49.61, 6.13, { capital: true }), // 2.1 capital

  // Belgium: the Meuse, Hesbaye and the Gete.
  city('vise', 'Vise', 'belgium', 50.74, 5.7),
  fortBox('liege', 'Liege', 'majorFort', 'belgium', 50.63, 5.57), // 2.1 Major Fort
  city('verviers', 'Verviers', 'belgium', 50.59, 5.86), // 3.2 names it apart; not "south of Namur"
  city('tongeren', 'Tongeren', 'belgium', 50.78, 5.46),
  city('hasselt', 'Hasselt', 'belgium', 50.93, 5.34),
  city('diest', 'Diest', 'belgium', 50.98, 5.05),
  city('sint-truiden', 'Sint-Truiden', 'belgium', 50.82, 5.19),
  city('waremme', 'Waremme', 'belgium', 50.7, 5.26),
  city('huy', 'Huy', 'belgium', 50.52, 5.24),
  city('tienen', 'Tienen', 'belgium', 50.81, 4.94),

  // Belgium: Brabant, Antwerp and Hainaut.
  city('louvain', 'Louvain', 'belgium', 50.88, 4.7),
  city('aarschot', 'Aarschot', 'belgium', 50.99, 4.84),
  city('mechelen', 'Mechelen', 'belgium', 51.03, 4.48),
  fortBox('antwerp', 'Antwerp', 'majorFort', 'belgium', 51.22, 4.4), // 2.1 Major Fort
  city('brussels', 'Brussels', 'belgium', 50.85, 4.35, { capital: true }), // 2.1 capital
  city('wavre', 'Wavre', 'belgium', 50.72, 4.61),
  city('gembloux', 'Gembloux', 'belgium', 50.56, 4.7),
  fortBox('namur', 'Namur', 'majorFort', 'belgium', 50.47, 4.87), // 2.1 Major Fort
  city('charleroi', 'Charleroi', 'belgium', 50.41, 4.44),
  city('mons', 'Mons', 'belgium', 50.45, 3.95),

  // Belgium south of Namur: the Condroz, Famenne and Ardennes (3.2: no Free Set-Up here).
  city('dinant', 'Dinant', 'belgium', 50.26, 4.91, SOUTH),
  city('florennes', 'Florennes', 'belgium', 50.25, 4.61, SOUTH),
  city('ciney', 'Ciney', 'belgium', 50.3, 5.1, SOUTH),
  city('marche', 'Marche', 'belgium', 50.23, 5.34, SOUTH),
  city('la-roche', 'La Roche-en-Ardenne', 'belgium', 50.18, 5.58, SOUTH),
  city('houffalize', 'Houffalize', 'belgium', 50.13, 5.79, SOUTH),
  city('bastogne', 'Bastogne', 'belgium', 50.0, 5.72, SOUTH),
  city('st-hubert', 'St-Hubert', 'belgium', 50.03, 5.37, SOUTH),
  city('neufchateau', 'Neufchateau', 'belgium', 49.84, 5.43, SOUTH),
  city('bouillon', 'Bouillon', 'belgium', 49.79, 5.07, SOUTH),
  city('arlon', 'Arlon', 'belgium', 49.68, 5.82, SOUTH),

  // France (2.1: both Minor Forts are in France).
  fortBox('givet', 'Givet', 'minorFort', 'france', 50.14, 4.83),
  fortBox('maubeuge', 'Maubeuge', 'minorFort', 'france', 50.28, 3.97),
  city('hirson', 'Hirson', 'france', 49.92, 4.08),
  city('le-cateau', 'Le Cateau', 'france', 50.1, 3.54),
  city('avesnes', 'Avesnes', 'france', 50.12, 3.93),
  city('rocroi', 'Rocroi', 'france', 49.93, 4.52),
  city('mezieres', 'Mezieres', 'france', 49.76, 4.72),
  city('sedan', 'Sedan', 'france', 49.7, 4.94),

  // Beyond the Victory Line (9.0), which runs along the western edge of the map (2.1).
  city('ghent', 'Ghent', 'belgium', 51.05, 3.72, BEYOND),
  city('dendermonde', 'Dendermonde', 'belgium', 51.03, 4.1, BEYOND),
  city('aalst', 'Aalst', 'belgium', 50.94, 4.04, BEYOND),
  city('ninove', 'Ninove', 'belgium', 50.83, 4.02, BEYOND),
  city('ath', 'Ath', 'belgium', 50.63, 3.78, BEYOND),
];

// ---------------------------------------------------------------------------------------------
// Movement Lines (2.1, 6.0): Easy 1 MP, Difficult 2 MP.

const easy = (a: string, b: string): LineDef => ({ a, b, kind: 'easy' });
const hard = (a: string, b: string): LineDef => ({ a, b, kind: 'difficult' });

const lines: LineDef[] = [
  // Aachen gap and the Vesdre route (open going).
  easy('aachen', 'vise'),
  easy('aachen', 'verviers'),
  easy('aachen', 'eupen'),
  easy('eupen', 'verviers'),
  easy('verviers', 'liege'),
  // Hohes Venn and Eifel.
  hard('eupen', 'malmedy'), // Hohes Venn
  hard('malmedy', 'verviers'), // Hohes Venn
  hard('malmedy', 'st-vith'), // Eifel
  hard('st-vith', 'prum'), // Eifel
  hard('prum', 'trier'), // Eifel
  hard('st-vith', 'houffalize'), // Eifel into the Ardennes
  hard('prum', 'bastogne'), // across the Oesling
  // Luxembourg.
  easy('trier', 'luxembourg'), // Moselle/Sauer roads
  easy('luxembourg', 'arlon'), // the Gutland plateau
  hard('luxembourg', 'bastogne'), // Oesling
  // The Meuse below Liege and the Hesbaye (open going; Vise and Liege are bridge towns).
  easy('vise', 'liege'),
  easy('vise', 'tongeren'),
  easy('liege', 'tongeren'),
  easy('liege', 'waremme'),
  easy('liege', 'huy'),
  easy('tongeren', 'hasselt'),
  easy('tongeren', 'sint-truiden'),
  easy('tongeren', 'waremme'),
  easy('waremme', 'sint-truiden'),
  easy('waremme', 'huy'),
  easy('hasselt', 'sint-truiden'),
  // The Gete line (Tienen, Halen, Diest): crossings are difficult.
  hard('hasselt', 'diest'), // the Gete at Halen (battle, Aug 12)
  hard('sint-truiden', 'tienen'), // the Gete
  hard('waremme', 'tienen'), // the Gete
  // Brabant (open going; the Dyle at Louvain).
  easy('diest', 'tienen'),
  easy('diest', 'aarschot'),
  easy('tienen', 'louvain'),
  easy('louvain', 'aarschot'),
  easy('louvain', 'mechelen'),
  easy('louvain', 'brussels'),
  easy('louvain', 'wavre'),
  easy('aarschot', 'mechelen'),
  easy('mechelen', 'antwerp'),
  easy('mechelen', 'brussels'),
  easy('brussels', 'wavre'),
  easy('wavre', 'gembloux'),
  // North of Namur, the Sambre and Hainaut (open going; Namur, Huy, Charleroi are bridge towns).
  easy('gembloux', 'namur'),
  easy('huy', 'gembloux'), // Hesbaye north of Namur (2nd Army's route)
  easy('huy', 'namur'), // the Meuse between bridge towns
  easy('gembloux', 'charleroi'),
  easy('namur', 'charleroi'), // the Sambre
  easy('charleroi', 'mons'),
  easy('charleroi', 'maubeuge'),
  easy('charleroi', 'florennes'), // Entre-Sambre-et-Meuse plateau
  easy('mons', 'maubeuge'),
  easy('mons', 'le-cateau'), // by Bavay, west of the Foret de Mormal
  easy('maubeuge', 'avesnes'),
  // Foret de Mormal and the Thierache.
  hard('maubeuge', 'le-cateau'), // through the Foret de Mormal
  hard('avesnes', 'le-cateau'), // by Landrecies, the Sambre and the Mormal's edge
  hard('avesnes', 'hirson'), // Thierache
  hard('hirson', 'florennes'), // Thierache and the Chimay woods
  hard('hirson', 'rocroi'), // Thierache
  // French Ardennes and the Meuse gorge.
  hard('rocroi', 'florennes'), // French Ardennes and the Fagne
  hard('rocroi', 'mezieres'), // French Ardennes
  hard('mezieres', 'givet'), // Meuse gorge (Revin, Fumay)
  easy('mezieres', 'sedan'), // the open Meuse valley between the two towns
  hard('givet', 'dinant'), // Meuse gorge
  hard('givet', 'florennes'), // out of the gorge by the Ardennes point
  hard('namur', 'dinant'), // Meuse gorge between the bridge towns
  easy('dinant', 'florennes'), // Dinant bridge and the plateau west of the Meuse
  // Condroz and Famenne.
  easy('namur', 'ciney'), // Condroz plateau
  easy('dinant', 'ciney'), // Condroz plateau
  easy('huy', 'ciney'), // Condroz plateau
  easy('ciney', 'marche'), // Famenne depression
  hard('huy', 'marche'), // Ourthe crossing (Durbuy, Hotton)
  // Ardennes (Ourthe, Ambleve, Lesse and Semois valleys).
  hard('liege', 'la-roche'), // Ourthe valley
  hard('malmedy', 'la-roche'), // Ambleve
  hard('la-roche', 'marche'),
  hard('la-roche', 'houffalize'),
  hard('la-roche', 'st-hubert'),
  hard('marche', 'st-hubert'),
  hard('houffalize', 'bastogne'),
  hard('bastogne', 'st-hubert'),
  hard('bastogne', 'neufchateau'),
  hard('bastogne', 'arlon'),
  hard('st-hubert', 'neufchateau'),
  hard('st-hubert', 'bouillon'),
  hard('neufchateau', 'arlon'),
  hard('neufchateau', 'bouillon'), // Semois
  hard('bouillon', 'sedan'),
  // Across the Victory Line (9.0): the Scheldt and Dender plain, open going.
  easy('antwerp', 'dendermonde'),
  easy('mechelen', 'dendermonde'),
  easy('brussels', 'aalst'),
  easy('brussels', 'ninove'),
  easy('mons', 'ath'),
  // Beyond the Victory Line: Flanders and the Dender, open going.
  easy('ghent', 'dendermonde'),
  easy('ghent', 'aalst'),
  easy('dendermonde', 'aalst'),
  easy('aalst', 'ninove'),
  easy('ninove', 'ath'),
];

// ---------------------------------------------------------------------------------------------
// Forts (2.1, 8.1): Major Forts 4 steps (all in Belgium), Minor Forts 2 steps (both in France);
// combat rating 5.

const forts: FortDef[] = [
  { box: 'liege', steps: 4, nationality: 'belgian', cf: 5 },
  { box: 'namur', steps: 4, nationality: 'belgian', cf: 5 },
  { box: 'antwerp', steps: 4, nationality: 'belgian', cf: 5 },
  { box: 'givet', steps: 2, nationality: 'french', cf: 5 },
  { box: 'maubeuge', steps: 2, nationality: 'french', cf: 5 },
];

// ---------------------------------------------------------------------------------------------
// Armies and their Activation Chits' leaders (2.3, 3.0).

const armies: ArmyDef[] = [
  { id: 'de1', side: 'german', nationality: 'german', name: 'German 1st Army', leader: 'von Kluck' },
  { id: 'de2', side: 'german', nationality: 'german', name: 'German 2nd Army', leader: 'von Bülow' },
  { id: 'de3', side: 'german', nationality: 'german', name: 'German 3rd Army', leader: 'von Hausen' },
  { id: 'de4', side: 'german', nationality: 'german', name: 'German 4th Army', leader: 'Duke Albrecht' },
  { id: 'be', side: 'entente', nationality: 'belgian', name: 'Belgian Army', leader: 'King Albert' },
  { id: 'fr5', side: 'entente', nationality: 'french', name: 'French 5th Army', leader: 'Lanrezac' },
  { id: 'fr4', side: 'entente', nationality: 'french', name: 'French 4th Army', leader: 'de Langle de Cary' },
  { id: 'bef', side: 'entente', nationality: 'british', name: 'British Expeditionary Force', leader: 'Sir John French' },
];

// ---------------------------------------------------------------------------------------------
// Combat units (2.2). cf: hits on this or more (7.3). Two-step units are reduced one pip worse
// (capped at 6); cavalry and brigades have one step. Set-up boxes are rule 3.1's.

const worse = (cf: CombatFactor): CombatFactor => (cf === 4 ? 5 : 6);

/** A two-step infantry unit (corps, division, reserve group). */
function inf(
  id: string,
  ident: string,
  name: string,
  nationality: Nationality,
  army: ArmyId,
  cf: CombatFactor,
  setup: string,
): UnitDef {
  return { id, ident, name, nationality, army, type: 'infantry', cf, reducedCf: worse(cf), steps: 2, setup };
}

/** A one-step unit: cavalry, or an infantry brigade. */
function oneStep(
  id: string,
  ident: string,
  name: string,
  nationality: Nationality,
  army: ArmyId,
  type: 'infantry' | 'cavalry',
  cf: CombatFactor,
  setup: string,
): UnitDef {
  return { id, ident, name, nationality, army, type, cf, steps: 1, setup };
}

const units: UnitDef[] = [
  // German 1st Army (von Kluck), Aachen: 8 units, exactly the 6.1 stacking limit.
  inf('de1-ii', 'II', 'II Corps', 'german', 'de1', 4, 'aachen'),
  inf('de1-iii', 'III', 'III Corps', 'german', 'de1', 4, 'aachen'),
  inf('de1-iv', 'IV', 'IV Corps', 'german', 'de1', 4, 'aachen'),
  inf('de1-ix', 'IX', 'IX Corps', 'german', 'de1', 4, 'aachen'),
  inf('de1-iii-r', 'III R', 'III Reserve Corps', 'german', 'de1', 5, 'aachen'),
  inf('de1-iv-r', 'IV R', 'IV Reserve Corps', 'german', 'de1', 5, 'aachen'),
  inf('de1-ix-r', 'IX R', 'IX Reserve Corps', 'german', 'de1', 5, 'aachen'),
  oneStep('de1-cav', 'HKK 2', 'II Cavalry Corps (HKK 2)', 'german', 'de1', 'cavalry', 5, 'aachen'),

  // German 2nd Army (von Bülow), Eupen: 7 units.
  inf('de2-g', 'Gd', 'Guard Corps', 'german', 'de2', 4, 'eupen'),
  inf('de2-vii', 'VII', 'VII Corps', 'german', 'de2', 4, 'eupen'),
  inf('de2-x', 'X', 'X Corps', 'german', 'de2', 4, 'eupen'),
  inf('de2-g-r', 'Gd R', 'Guard Reserve Corps', 'german', 'de2', 5, 'eupen'),
  inf('de2-vii-r', 'VII R', 'VII Reserve Corps', 'german', 'de2', 5, 'eupen'),
  inf('de2-x-r', 'X R', 'X Reserve Corps', 'german', 'de2', 5, 'eupen'),
  oneStep('de2-cav', 'HKK 1', 'I Cavalry Corps (HKK 1)', 'german', 'de2', 'cavalry', 5, 'eupen'),

  // German 3rd Army (von Hausen), Malmedy: 5 units.
  inf('de3-xi', 'XI', 'XI Corps', 'german', 'de3', 4, 'malmedy'),
  inf('de3-xii', 'XII', 'XII Corps', 'german', 'de3', 4, 'malmedy'),
  inf('de3-xix', 'XIX', 'XIX Corps', 'german', 'de3', 4, 'malmedy'),
  inf('de3-xii-r', 'XII R', 'XII Reserve Corps', 'german', 'de3', 5, 'malmedy'),
  // Reviews: each German army has one cavalry unit. Historically the 3rd Army had no cavalry
  // corps of its own; authored as a generic Saxon cavalry counter.
  oneStep('de3-cav', 'Cav', 'Saxon Cavalry', 'german', 'de3', 'cavalry', 5, 'malmedy'),

  // German 4th Army (Duke Albrecht), Trier: 6 units.
  inf('de4-vi', 'VI', 'VI Corps', 'german', 'de4', 4, 'trier'),
  inf('de4-viii', 'VIII', 'VIII Corps', 'german', 'de4', 4, 'trier'),
  inf('de4-xviii', 'XVIII', 'XVIII Corps', 'german', 'de4', 4, 'trier'),
  inf('de4-viii-r', 'VIII R', 'VIII Reserve Corps', 'german', 'de4', 5, 'trier'),
  inf('de4-xviii-r', 'XVIII R', 'XVIII Reserve Corps', 'german', 'de4', 5, 'trier'),
  oneStep('de4-cav', 'HKK 4', 'IV Cavalry Corps (HKK 4)', 'german', 'de4', 'cavalry', 5, 'trier'),

  // Belgian Army (King Albert): 9 units.
  inf('be-1', '1', '1st Infantry Division', 'belgian', 'be', 5, 'louvain'),
  inf('be-2', '2', '2nd Infantry Division', 'belgian', 'be', 5, 'louvain'),
  inf('be-3', '3', '3rd Infantry Division', 'belgian', 'be', 5, 'liege'),
  inf('be-4', '4', '4th Infantry Division', 'belgian', 'be', 5, 'namur'),
  inf('be-5', '5', '5th Infantry Division', 'belgian', 'be', 5, 'diest'),
  inf('be-6', '6', '6th Infantry Division', 'belgian', 'be', 5, 'tienen'),
  oneStep('be-cav', 'Cav', 'Cavalry Division', 'belgian', 'be', 'cavalry', 6, 'hasselt'),
  oneStep('be-14', '14', '14th Infantry Brigade', 'belgian', 'be', 'infantry', 6, 'liege'),
  oneStep('be-15', '15', '15th Infantry Brigade', 'belgian', 'be', 'infantry', 6, 'namur'),

  // British Expeditionary Force (Sir John French), Le Cateau: 3 units (7.2: +1 all together).
  inf('bef-i', 'I', 'I Corps', 'british', 'bef', 5, 'le-cateau'),
  inf('bef-ii', 'II', 'II Corps', 'british', 'bef', 5, 'le-cateau'),
  oneStep('bef-cav', 'Cav', 'Cavalry Division', 'british', 'bef', 'cavalry', 5, 'le-cateau'),

  // French 5th Army (Lanrezac), Hirson: 7 units.
  inf('fr5-i', 'I', 'I Corps', 'french', 'fr5', 5, 'hirson'),
  inf('fr5-iii', 'III', 'III Corps', 'french', 'fr5', 5, 'hirson'),
  inf('fr5-x', 'X', 'X Corps', 'french', 'fr5', 5, 'hirson'),
  inf('fr5-xviii', 'XVIII', 'XVIII Corps', 'french', 'fr5', 5, 'hirson'),
  inf('fr5-37', '37 Af', '37th African Division', 'french', 'fr5', 6, 'hirson'),
  inf('fr5-4grd', '4 GDR', '4th Group of Reserve Divisions', 'french', 'fr5', 6, 'hirson'),
  oneStep('fr5-cav', 'CC', 'Cavalry Corps (Sordet)', 'french', 'fr5', 'cavalry', 5, 'hirson'),

  // French 4th Army (de Langle de Cary), Mezieres: 7 units.
  inf('fr4-ii', 'II', 'II Corps', 'french', 'fr4', 5, 'mezieres'),
  inf('fr4-xi', 'XI', 'XI Corps', 'french', 'fr4', 5, 'mezieres'),
  inf('fr4-xii', 'XII', 'XII Corps', 'french', 'fr4', 5, 'mezieres'),
  inf('fr4-xvii', 'XVII', 'XVII Corps', 'french', 'fr4', 5, 'mezieres'),
  inf('fr4-col', 'Col', 'Colonial Corps', 'french', 'fr4', 5, 'mezieres'),
  inf('fr4-r', '52/60 R', '52nd and 60th Reserve Divisions', 'french', 'fr4', 6, 'mezieres'),
  oneStep('fr4-cav', '9 Cav', '9th Cavalry Division', 'french', 'fr4', 'cavalry', 5, 'mezieres'),
];

// ---------------------------------------------------------------------------------------------
// Garde Civique (2.2, 3.1): 12 counters, strengths 5, 6 and "no factor" (null).

const gcStrengths: (CombatFactor | null)[] = [5, 5, 5, 6, 6, 6, 6, null, null, null, null, null];
const gardeCivique: GardeCiviqueDef[] = gcStrengths.map((cf, i) => ({ id: `gc-${i + 1}`, cf }));

// ---------------------------------------------------------------------------------------------
// Chits (2.3, 3.0, 5.0): 8 activation, 5 event, 3 turn end; 12 in the cup at the start.

const leader = (army: ArmyId): string => armies.find((a) => a.id === army)?.leader ?? army;
const sideOf = (army: ArmyId) => (army.startsWith('de') ? 'german' : 'entente') as 'german' | 'entente';

function activation(army: ArmyId, arrives?: number): ChitDef {
  const chit: ChitDef = { id: `chit-${army}`, kind: 'activation', side: sideOf(army), army, label: leader(army) };
  if (arrives !== undefined) chit.arrives = arrives;
  return chit;
}

const chits: ChitDef[] = [
  activation('de1'),
  activation('de2'),
  activation('de3'),
  activation('de4', 3), // 3.0: German 4th Army (Albrecht), August 10-12
  activation('be'),
  activation('fr5', 2), // 3.0: French 5th Army (Lanrezac), August 7-9
  activation('fr4', 3), // 3.0: French 4th Army (de Cary), August 10-12
  activation('bef', 4), // 3.0: BEF (J. French), August 13-15
  // 5.1 events.
  { id: 'chit-zeppelin', kind: 'event', side: 'german', event: 'zeppelin', label: 'Zeppelin' },
  { id: 'chit-forced-march-german', kind: 'event', side: 'german', event: 'forcedMarchGerman', label: 'Forced March' },
  { id: 'chit-big-bertha', kind: 'event', side: 'german', event: 'bigBertha', label: 'Big Bertha' },
  { id: 'chit-sabotage', kind: 'event', side: 'entente', event: 'sabotage', label: 'Sabotage' },
  { id: 'chit-forced-march-entente', kind: 'event', side: 'entente', event: 'forcedMarchEntente', label: 'Forced March' },
  // 5.3 Turn End chits.
  { id: 'turn-end-1', kind: 'turnEnd', label: 'Turn End' },
  { id: 'turn-end-2', kind: 'turnEnd', label: 'Turn End' },
  { id: 'turn-end-3', kind: 'turnEnd', label: 'Turn End' },
];

// ---------------------------------------------------------------------------------------------
// Turn Track (1.0, 3.0, 9.0): August 4 to 27, three days a turn.

const turns: TurnDef[] = [
  { turn: 1, label: 'Aug 4-6' },
  { turn: 2, label: 'Aug 7-9' },
  { turn: 3, label: 'Aug 10-12' },
  { turn: 4, label: 'Aug 13-15' },
  { turn: 5, label: 'Aug 16-18' },
  { turn: 6, label: 'Aug 19-21' },
  { turn: 7, label: 'Aug 22-24' },
  { turn: 8, label: 'Aug 25-27' },
];

// ---------------------------------------------------------------------------------------------
// Garde Civique Setup Chart (3.1): first die row, second die column; null is "None".
// Rows run roughly from the German border westward and then south into the Ardennes.

const gcChart: (string | null)[][] = [
  ['vise', 'verviers', 'tongeren', 'hasselt', 'sint-truiden', null],
  ['waremme', 'huy', 'tienen', 'diest', 'aarschot', 'vise'],
  ['louvain', 'brussels', 'wavre', 'gembloux', null, 'verviers'],
  ['charleroi', 'dinant', 'ciney', 'marche', null, 'tongeren'],
  ['la-roche', 'houffalize', 'bastogne', 'st-hubert', null, 'huy'],
  ['neufchateau', 'arlon', null, 'dinant', null, null],
];

// ---------------------------------------------------------------------------------------------
// Victory Line (2.1, 9.0): the Movement Lines it cuts, as [east box, west box].

const victoryLineCrossings: [string, string][] = [
  ['antwerp', 'dendermonde'],
  ['mechelen', 'dendermonde'],
  ['brussels', 'aalst'],
  ['brussels', 'ninove'],
  ['mons', 'ath'],
];

export const BLB_DATA: BlbData = {
  boxes,
  lines,
  forts,
  units,
  gardeCivique,
  chits,
  armies,
  turns,
  gcChart,
  victoryLineCrossings,
};
