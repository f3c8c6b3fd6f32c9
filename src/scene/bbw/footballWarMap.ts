// The Football War's area map as drawing data (in src/scene/bbw so both the scene and the flat map in
// src/ui/bbw may import it: imports point down) (authored presentation, not rules: the areas, their
// adjacency, roads, terrain and VP are in src/games/bbw/scenarios/footballWar.ts). Plain data so the
// flat map (AreaMap2D) and the 3D table's printed sheet (issue 16) both draw from it: a seat for each
// area (its centre, where its name and counters go), sea and filler seats that shape the coast, and
// the boxes beside the map. The regions are the Voronoi cells of the seats (mapGeometry.ts), so an
// area's region is the land nearer its seat than any other's.
// Geography (schematic, not to scale): El Salvador south-west, Honduras north and east, Guatemala
// west (forbidden), Nicaragua south-east (forbidden), the Gulf of Fonseca between La Union, Amapala
// and Choluteca, the Pacific along the south. Map units: x east, y south, the map 1600 x 1000.

export interface MapSeat {
  x: number;
  y: number;
}

export interface MapBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface AreaMapLayout {
  /** The map's own extent (the regions fill it); boxes may stand outside it. */
  width: number;
  height: number;
  /** Each area's seat, by area id (an area without a seat is drawn at the map's corner, and a test says so). */
  seats: Readonly<Record<string, MapSeat>>;
  /** Water: seats whose cells are sea (not areas), with a name to print. */
  sea: readonly (MapSeat & { name?: string })[];
  /** Boxes by the scenario's Rear Area and Damaged Units box ids. */
  boxes: Readonly<Record<string, MapBox>>;
  /** Where a country's name is printed large (faint, under the areas). */
  countryLabels: readonly (MapSeat & { text: string })[];
}

export const FOOTBALL_WAR_MAP: AreaMapLayout = {
  width: 1600,
  height: 1000,
  seats: {
    guatemala: { x: 95, y: 300 },
    'santa-ana': { x: 200, y: 560 },
    'san-salvador': { x: 420, y: 700 },
    'el-poy': { x: 370, y: 440 },
    chalatenango: { x: 600, y: 520 },
    'nueva-ocotepeque': { x: 300, y: 260 },
    'el-portillo': { x: 500, y: 240 },
    'santa-rosa-de-copan': { x: 530, y: 90 },
    gracias: { x: 730, y: 200 },
    'san-pedro-sula': { x: 930, y: 70 },
    mapulaca: { x: 760, y: 390 },
    marcala: { x: 960, y: 340 },
    morazan: { x: 880, y: 560 },
    'san-miguel': { x: 700, y: 730 },
    'santa-rosa-de-lima': { x: 960, y: 690 },
    'la-union': { x: 930, y: 860 },
    'el-amatillo': { x: 1090, y: 650 },
    aramecina: { x: 1130, y: 470 },
    alianza: { x: 1120, y: 800 },
    nacaome: { x: 1300, y: 640 },
    'jicaro-galan': { x: 1330, y: 450 },
    'san-lorenzo': { x: 1300, y: 820 },
    choluteca: { x: 1480, y: 760 },
    tegucigalpa: { x: 1290, y: 230 },
    nicaragua: { x: 1520, y: 950 },
  },
  sea: [
    { x: 120, y: 870 },
    { x: 380, y: 940 },
    { x: 650, y: 960 },
    { x: 880, y: 1010 },
    { x: 1150, y: 960, name: 'Gulf of Fonseca' },
    { x: 1360, y: 1010 },
    { x: 60, y: 1010, name: 'Pacific Ocean' },
  ],
  boxes: {
    'hn-rear': { x: 1630, y: 20, w: 352, h: 230 },
    'hn-damaged': { x: 1630, y: 270, w: 352, h: 180 },
    'es-rear': { x: 1630, y: 520, w: 352, h: 230 },
    'es-damaged': { x: 1630, y: 770, w: 352, h: 180 },
  },
  countryLabels: [
    { x: 720, y: 640, text: 'EL SALVADOR' },
    { x: 1060, y: 150, text: 'HONDURAS' },
  ],
};
