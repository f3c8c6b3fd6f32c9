// The Football War (El Salvador v Honduras, 14-20 July 1969), the first conflict of Brief Border
// Wars. EVERYTHING here is AUTHORED from ../shared/reference/football-war-1969.md (history), not the
// published game's data: docs/authored-data.md ("Brief Border Wars: The Football War") gives each
// item's reason. One Game-turn is one day (14-20 July). El Salvador is the designated player (white).
import { nextInt } from '../../../core/rng';
import type { Scenario, ScenarioData, ScenarioRules, VpAdjustment } from '../scenario';
import type { AreaDef, Connection, Side, TerrainSymbols, UnitDef } from '../types';

const ES: Side = 'white';
const HN: Side = 'grey';

const t = (mountain = 0, woods = 0, urban = 0): TerrainSymbols => ({ mountain, woods, urban });
const area = (id: string, name: string, country: string | null, terrain: TerrainSymbols, vp = 0, forbidden = false): AreaDef => ({
  id, name, country, terrain, vp, forbidden,
});

const AREAS: AreaDef[] = [
  // El Salvador
  area('santa-ana', 'Santa Ana', 'El Salvador', t(0, 0, 1), 1),
  area('san-salvador', 'San Salvador (Ilopango)', 'El Salvador', t(0, 0, 2), 3),
  area('el-poy', 'La Palma - El Poy', 'El Salvador', t(1)),
  area('chalatenango', 'Chalatenango (El Pital)', 'El Salvador', t(2)),
  area('san-miguel', 'San Miguel', 'El Salvador', t(0, 0, 1), 2),
  area('morazan', 'Morazan (Gotera)', 'El Salvador', t(1)),
  area('santa-rosa-de-lima', 'Santa Rosa de Lima', 'El Salvador', t()),
  area('la-union', 'La Union', 'El Salvador', t(0, 0, 1), 1),
  // Honduras, western front (the El Poy - Santa Rosa de Copan road, CA-4)
  area('nueva-ocotepeque', 'Nueva Ocotepeque', 'Honduras', t(0, 0, 1), 2),
  area('el-portillo', 'El Portillo - San Marcos', 'Honduras', t(2)),
  area('santa-rosa-de-copan', 'Santa Rosa de Copan', 'Honduras', t(1, 0, 1), 3),
  area('gracias', 'Gracias', 'Honduras', t(1, 1), 1),
  area('san-pedro-sula', 'San Pedro Sula (La Mesa)', 'Honduras', t(0, 0, 2), 2),
  // Honduras, the crossings between
  area('mapulaca', 'Mapulaca - La Virtud', 'Honduras', t(1, 1)),
  area('marcala', 'Sabanetas - Marcala', 'Honduras', t(1, 1), 1),
  // Honduras, eastern front (the Pan-American Highway, CA-1)
  area('el-amatillo', 'El Amatillo - Goascoran', 'Honduras', t(), 1),
  area('aramecina', 'Aramecina - Langue', 'Honduras', t(1)),
  area('alianza', 'Alianza', 'Honduras', t(0, 1)),
  area('nacaome', 'Nacaome', 'Honduras', t(0, 0, 1), 2),
  area('jicaro-galan', 'Jicaro Galan', 'Honduras', t()),
  area('san-lorenzo', 'San Lorenzo - Amapala', 'Honduras', t()),
  area('choluteca', 'Choluteca', 'Honduras', t(0, 0, 1), 2),
  area('tegucigalpa', 'Tegucigalpa (Toncontin)', 'Honduras', t(1, 0, 2), 4),
  // 6.11: countries not in the conflict
  area('guatemala', 'Guatemala', null, t(), 0, true),
  area('nicaragua', 'Nicaragua', null, t(), 0, true),
];

const R = true;
const N = false;
const c = (a: string, b: string, road: boolean): Connection => ({ a, b, road });
const CONNECTIONS: Connection[] = [
  c('santa-ana', 'san-salvador', R), c('santa-ana', 'el-poy', N), c('santa-ana', 'guatemala', N),
  c('san-salvador', 'el-poy', R), c('san-salvador', 'chalatenango', R), c('san-salvador', 'san-miguel', R),
  c('chalatenango', 'el-poy', R), c('chalatenango', 'nueva-ocotepeque', N), c('chalatenango', 'mapulaca', N),
  c('san-miguel', 'morazan', R), c('san-miguel', 'santa-rosa-de-lima', R), c('san-miguel', 'la-union', R),
  c('morazan', 'santa-rosa-de-lima', R), c('santa-rosa-de-lima', 'la-union', R),
  c('el-poy', 'nueva-ocotepeque', R),
  c('nueva-ocotepeque', 'el-portillo', R), c('nueva-ocotepeque', 'guatemala', N),
  c('el-portillo', 'santa-rosa-de-copan', R), c('el-portillo', 'gracias', N),
  c('santa-rosa-de-copan', 'gracias', R), c('santa-rosa-de-copan', 'san-pedro-sula', R), c('santa-rosa-de-copan', 'guatemala', N),
  c('gracias', 'mapulaca', N), c('gracias', 'marcala', N),
  c('san-pedro-sula', 'tegucigalpa', R),
  c('mapulaca', 'marcala', N),
  c('marcala', 'morazan', N), c('marcala', 'aramecina', N), c('marcala', 'tegucigalpa', N),
  c('morazan', 'aramecina', N),
  c('santa-rosa-de-lima', 'el-amatillo', R), c('santa-rosa-de-lima', 'aramecina', N),
  c('el-amatillo', 'aramecina', N), c('el-amatillo', 'nacaome', R), c('el-amatillo', 'alianza', R),
  c('aramecina', 'nacaome', R), c('alianza', 'nacaome', R), c('alianza', 'san-lorenzo', N),
  c('nacaome', 'jicaro-galan', R), c('jicaro-galan', 'tegucigalpa', R), c('jicaro-galan', 'san-lorenzo', R),
  c('san-lorenzo', 'choluteca', R), c('choluteca', 'tegucigalpa', N), c('choluteca', 'nicaragua', N),
];

const g = (id: string, side: Side, name: string, cv: number, cvDisrupted: number, flags: { mechanized?: boolean; irregular?: boolean } = {}): UnitDef => ({
  id, side, name, kind: 'ground', cv, cvDisrupted, fighter: false, mechanized: !!flags.mechanized, irregular: !!flags.irregular,
});
const a = (id: string, side: Side, name: string, cv: number, fighter: boolean): UnitDef => ({
  id, side, name, kind: 'air', cv, cvDisrupted: 0, fighter, mechanized: false, irregular: false,
});

const UNITS: UnitDef[] = [
  // El Salvador: Teatro de Operaciones Norte (El Poy)
  g('es-1bn', ES, '1st Infantry Battalion', 3, 2),
  g('es-8bn', ES, '8th Reserve Battalion', 2, 1),
  g('es-gn', ES, 'National Guard column (Medrano)', 2, 1),
  g('es-arm', ES, 'Armoured group (M3, APCs)', 2, 1, { mechanized: true }),
  // Chalatenango and Norte-Oriente
  g('es-chal', ES, 'Chalatenango group', 2, 1),
  g('es-no', ES, 'Norte-Oriente group (Martinez)', 3, 2),
  // Teatro de Operaciones Oriente (El Amatillo), the main effort
  g('es-4bn', ES, '4th Infantry Battalion', 3, 2),
  g('es-5bn', ES, '5th Infantry Battalion', 2, 1),
  g('es-11bn', ES, '11th Reserve Battalion', 2, 1),
  g('es-trucks', ES, 'Armoured trucks (howitzers)', 2, 1, { mechanized: true }),
  g('es-tp', ES, 'Treasury Police', 1, 1),
  // Reserves
  g('es-cadets', ES, 'Military School cadets', 1, 1),
  g('es-orden', ES, 'ORDEN militia', 1, 1, { irregular: true }),
  // Fuerza Aerea Salvadorena
  a('fas-mustang', ES, 'FAS Cavalier Mustangs', 2, true),
  a('fas-corsair', ES, 'FAS FG-1D Corsairs', 2, true),
  a('fas-c47', ES, 'FAS C-47 bombers', 1, false),
  // Honduras
  g('hn-3bn', HN, '3rd Infantry Battalion', 2, 1),
  g('hn-2bn', HN, '2nd Infantry Battalion', 2, 1),
  g('hn-1bn', HN, '1st Infantry Battalion', 2, 1),
  g('hn-guard', HN, 'Presidential Honor Guard Battalion', 3, 2),
  g('hn-garrison', HN, 'Tegucigalpa garrison companies', 2, 1),
  g('hn-west', HN, 'Western garrison companies', 1, 1),
  g('hn-south', HN, 'Southern garrison companies', 1, 1),
  g('hn-vol-west', HN, 'Civilian volunteers (west)', 1, 1, { irregular: true }),
  g('hn-vol-centre', HN, 'Civilian volunteers (centre)', 1, 1, { irregular: true }),
  g('hn-vol-south', HN, 'Civilian volunteers (south)', 1, 1, { irregular: true }),
  // Fuerza Aerea Hondurena
  a('fah-corsair-1', HN, 'FAH F4U-5 Corsairs (Soto)', 3, true),
  a('fah-corsair-2', HN, 'FAH F4U-4 Corsairs', 2, true),
  a('fah-t28', HN, 'FAH T-28 Trojans', 1, false),
  a('fah-c47', HN, 'FAH C-47 bomber', 1, false),
];

const SETUP: Record<string, string> = {
  'es-1bn': 'el-poy', 'es-8bn': 'el-poy', 'es-gn': 'el-poy', 'es-arm': 'el-poy',
  'es-chal': 'chalatenango', 'es-no': 'morazan',
  'es-4bn': 'santa-rosa-de-lima', 'es-5bn': 'santa-rosa-de-lima', 'es-11bn': 'santa-rosa-de-lima',
  'es-trucks': 'santa-rosa-de-lima', 'es-tp': 'santa-rosa-de-lima',
  'es-cadets': 'es-rear', 'es-orden': 'es-rear',
  'fas-mustang': 'es-rear', 'fas-corsair': 'es-rear', 'fas-c47': 'es-rear',
  'hn-3bn': 'nueva-ocotepeque', 'hn-2bn': 'marcala', 'hn-1bn': 'el-amatillo',
  'hn-guard': 'tegucigalpa', 'hn-garrison': 'tegucigalpa',
  'hn-west': 'santa-rosa-de-copan', 'hn-south': 'choluteca',
  // 2.32: not damaged but still on their way to the front (FW5)
  'hn-vol-west': 'hn-damaged', 'hn-vol-centre': 'hn-damaged', 'hn-vol-south': 'hn-damaged',
  'fah-corsair-1': 'hn-rear', 'fah-corsair-2': 'hn-rear', 'fah-t28': 'hn-rear', 'fah-c47': 'hn-rear',
};

export const FOOTBALL_WAR_DATA: ScenarioData = {
  id: 'football-war',
  title: 'The Football War, 1969',
  nations: { white: 'El Salvador', grey: 'Honduras' },
  areas: AREAS,
  connections: CONNECTIONS,
  rearAreas: [
    { id: 'es-rear', side: ES, name: 'Salvadoran Rear Area', reaches: ['santa-ana', 'san-salvador', 'chalatenango', 'san-miguel', 'la-union'] },
    { id: 'hn-rear', side: HN, name: 'Honduran Rear Area', reaches: ['tegucigalpa', 'san-pedro-sula', 'choluteca', 'santa-rosa-de-copan'] },
  ],
  damagedBoxes: [
    { id: 'es-damaged', side: ES, name: 'Salvadoran Damaged Units' },
    { id: 'hn-damaged', side: HN, name: 'Honduran Damaged Units' },
  ],
  units: UNITS,
  setup: SETUP,
  turns: 7,
  offRoadCost: 2,
  airReach: 'any',
  randomEvents: [
    { roll: 1, id: 'oas-ceasefire', title: 'OAS ceasefire', text: 'The OAS brokers a ceasefire: the game ends one Game-turn early (8.0), after Turn 6.' },
    { roll: 2, id: 'fuel-shortage', title: 'Acajutla depot ablaze', text: 'Salvadoran fuel runs short: Salvadoran mechanized units may not move or exploit for the rest of this Game-turn.' },
    { roll: 3, id: 'rain', title: 'Rainy season', text: 'Heavy rain grounds the aircraft: no air unit may fly (move, join a battle or react) for the rest of this Game-turn.' },
    { roll: 4, id: 'volunteers', title: 'Civilian volunteers', text: 'Hondurans with machetes and shotguns come forward: every Honduran Irregular unit in the Damaged Units box goes to the Rear Area.' },
    { roll: 5, id: 'air-accident', title: 'Take-off collision', text: 'A Salvadoran air unit in the Rear Area (chosen by die) is placed in the Damaged Units box.' },
    { roll: 6, id: 'ilopango-raid', title: 'FAH strikes Ilopango', text: 'Every undisrupted Salvadoran air unit in the Rear Area is disrupted.' },
  ],
  grades: [
    // Authored, set by the simulator (docs/authored-data.md): smart v smart ends near +2/+3.
    { min: 8, max: Number.POSITIVE_INFINITY, winner: ES, level: 'decisive' },
    { min: 4, max: 7, winner: ES, level: 'marginal' },
    { min: 2, max: 3, winner: 'draw', level: 'draw' },
    { min: -3, max: 1, winner: HN, level: 'marginal' },
    { min: Number.NEGATIVE_INFINITY, max: -4, winner: HN, level: 'decisive' },
  ],
};

const DEF = new Map(UNITS.map((u) => [u.id, u]));
const unitDef = (id: string): UnitDef => {
  const d = DEF.get(id);
  if (!d) throw new Error(`no unit "${id}" in The Football War`);
  return d;
};

/** FW4: from this Game-turn Salvadoran mechanized units may not exploit (the Acajutla depot burned from 15 July). */
export const FUEL_TURN = 3;

export const FOOTBALL_WAR_RULES: ScenarioRules = {
  // FW1 First-turn surprise: El Salvador plays first on Turn 1, whatever the cards.
  firstPlayer: (s) => (s.turn === 1 ? ES : null),
  // FW1: Honduras, surprised, makes no Reaction Move on Turn 1.
  reactionBlocked: (s, side) => (s.turn === 1 && side === HN ? 'FW1 first-turn surprise: Honduras makes no Reaction Move on Turn 1' : null),
  moveBlocked: (s, id) => {
    const d = unitDef(id);
    if (d.side === ES && d.mechanized && s.effects.includes('fuel-shortage')) return 'FW4 fuel shortage (Random Event 2): Salvadoran mechanized units may not move this turn';
    return null;
  },
  exploitBlocked: (s, id) => {
    const d = unitDef(id);
    if (d.side !== ES || !d.mechanized) return null;
    if (s.effects.includes('fuel-shortage')) return 'FW4 fuel shortage (Random Event 2): no Salvadoran exploitation this turn';
    if (s.turn >= FUEL_TURN) return `FW4 fuel shortage: Salvadoran mechanized units may not exploit from Turn ${FUEL_TURN}`;
    return null;
  },
  airBlocked: (s) => (s.effects.includes('rain') ? 'FW3 rainy season (Random Event 3): no air unit may fly this turn' : null),
  resolveEvent: (s, roll) => {
    const ev = FOOTBALL_WAR_DATA.randomEvents.find((e) => e.roll === roll);
    if (!ev) throw new Error(`no Random Event for a roll of ${roll}`);
    switch (ev.id) {
      case 'oas-ceasefire':
        // 8.0: shortens the game by one Game-turn, once; never before the turn being played.
        s.lastTurn = Math.max(s.turn, Math.min(s.lastTurn, FOOTBALL_WAR_DATA.turns - 1));
        break;
      case 'fuel-shortage':
      case 'rain':
        if (!s.effects.includes(ev.id)) s.effects.push(ev.id);
        break;
      case 'volunteers':
        for (const u of s.units) {
          const d = unitDef(u.id);
          if (d.side === HN && d.irregular && u.loc === 'hn-damaged') u.loc = 'hn-rear';
        }
        break;
      case 'air-accident': {
        const inRear = s.units.filter((u) => unitDef(u.id).side === ES && unitDef(u.id).kind === 'air' && u.loc === 'es-rear');
        if (inRear.length > 0) {
          const hit = inRear[nextInt(s.rng, inRear.length)]!;
          hit.loc = 'es-damaged';
          hit.disrupted = false;
        }
        break;
      }
      case 'ilopango-raid':
        for (const u of s.units) {
          const d = unitDef(u.id);
          if (d.side === ES && d.kind === 'air' && u.loc === 'es-rear') u.disrupted = true;
        }
        break;
      default:
        throw new Error(`Random Event ${ev.id} has no effect written`);
    }
  },
  // FW7: casualties El Salvador could not replace: 1 VP to Honduras per 2 Salvadoran ground units damaged at the end.
  vpAdjustments: (s): VpAdjustment[] => {
    const damaged = s.units.filter((u) => u.loc === 'es-damaged' && unitDef(u.id).kind === 'ground').length;
    const vp = Math.floor(damaged / 2);
    return vp > 0 ? [{ side: HN, vp, reason: `FW7: ${damaged} Salvadoran ground units in the Damaged Units box` }] : [];
  },
};

export const FOOTBALL_WAR: Scenario = { data: FOOTBALL_WAR_DATA, rules: FOOTBALL_WAR_RULES };
