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

/**
 * A river drawn on the map (presentation only: the system rules give rivers no effect; movement
 * costs come from roads and terrain). A polyline in map units from source to mouth, laid clear of
 * every area's name, terrain circles and VP box and of the seats (a test checks).
 */
export interface MapRiver {
  name: string;
  points: readonly MapSeat[];
  /** Line width in map units (the main river wider than its tributaries). */
  width: number;
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
  /** Rivers, drawn blue under the captions (none: no rivers). */
  rivers?: readonly MapRiver[];
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
  // Schematic courses, bent round the captions. The Lempa rises in Guatemala, crosses Ocotepeque
  // into El Salvador near El Poy, runs east south of Chalatenango and turns south to the Pacific
  // between San Salvador and San Miguel; the Sumpul (Chalatenango's frontier) and the Torola
  // (Morazan's) join it from the north-east. The Goascoran comes down from Langue past El
  // Amatillo's crossing [FP] and follows the frontier between La Union and Alianza to the Gulf of
  // Fonseca. The Choluteca rises by Tegucigalpa, loops east and south past Choluteca and reaches
  // the Gulf by San Lorenzo. The Ulua rises in La Paz by Marcala and runs north past San Pedro
  // Sula off the map (to the Caribbean).
  rivers: [
    {
      name: 'Lempa',
      width: 9,
      points: [
        { x: 140, y: 130 }, { x: 192, y: 270 }, { x: 250, y: 350 }, { x: 262, y: 430 }, { x: 300, y: 500 }, { x: 360, y: 560 }, { x: 500, y: 575 },
        { x: 640, y: 590 }, { x: 600, y: 650 }, { x: 580, y: 740 }, { x: 565, y: 832 },
      ],
    },
    {
      name: 'Sumpul',
      width: 5,
      points: [{ x: 545, y: 300 }, { x: 604, y: 361 }, { x: 690, y: 440 }, { x: 745, y: 520 }, { x: 700, y: 570 }, { x: 640, y: 590 }],
    },
    {
      name: 'Torola',
      width: 5,
      points: [{ x: 1040, y: 500 }, { x: 991, y: 476 }, { x: 940, y: 455 }, { x: 877, y: 435 }, { x: 800, y: 490 }, { x: 745, y: 520 }],
    },
    {
      name: 'Goascoran',
      width: 7,
      points: [
        { x: 1200, y: 520 }, { x: 1220, y: 595 }, { x: 1220, y: 680 }, { x: 1150, y: 705 }, { x: 1080, y: 712 }, { x: 1040, y: 745 },
        { x: 1030, y: 800 }, { x: 1040, y: 900 }, { x: 1050, y: 915 },
      ],
    },
    {
      name: 'Choluteca',
      width: 7,
      points: [
        { x: 1190, y: 330 }, { x: 1300, y: 345 }, { x: 1420, y: 350 }, { x: 1480, y: 420 }, { x: 1510, y: 560 }, { x: 1540, y: 660 },
        { x: 1580, y: 720 }, { x: 1580, y: 790 }, { x: 1555, y: 860 }, { x: 1450, y: 885 }, { x: 1375, y: 925 },
      ],
    },
    {
      name: 'Ulua',
      width: 8,
      points: [{ x: 1060, y: 380 }, { x: 1080, y: 300 }, { x: 1088, y: 210 }, { x: 1090, y: 100 }, { x: 1100, y: 0 }],
    },
  ],
};
