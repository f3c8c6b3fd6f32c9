// The La Petite Guerre map. AUTHORED (docs/authored-data.md, "La Petite Guerre: the map"): the
// published map is not reproduced. 23 columns by 23 rows of flat-topped hexes, 5 miles from centre
// to centre, odd columns half a hex lower, over the Hudson Highlands, Westchester, Manhattan, New
// Jersey and Bucks County to Philadelphia. Hex centres were laid on the places' latitude and
// longitude (north-west corner 41.42 N, 75.40 W; 52.6 miles a degree of longitude, 69 of
// latitude), the terrain drawn from regions (the Highlands, the Watchungs, the Palisades, the
// Sourland hills, the Great Swamp, the Meadowlands, the Pine Barrens) and then kept here as plain
// data: edit it here. Checks: tests/lpg/rules/map.test.ts.
import type { Crossing, Place, River, Road, Terrain } from './types';

/** Miles from one hex centre to the next: a week's march on a road is about 5 hexes (§6). */
export const MILES_PER_HEX = 5;
export const MAP_COLS = 23;
export const MAP_ROWS = 23;
/** The corner the projection starts from (the centre of hex 0101 is 2.9 miles east, 2.5 south of it). */
export const MAP_ORIGIN = { lat: 41.42, lon: -75.4, milesPerLat: 69, milesPerLon: 52.6 } as const;

/** One letter a hex: . clear, w woods, h hills, s swamp, W water (sea, bay, sound). */
export const TERRAIN_LETTERS: Readonly<Record<string, Terrain>> = { '.': 'clear', w: 'woods', h: 'hills', s: 'swamp', W: 'water' };

/** Row by row from the north, column 01 first. */
export const TERRAIN_ROWS: readonly string[] = [
  "hhhhhhhhhhhhhhhhhhhhwww", // row 01
  "hhhhhhhhhhhhhhhhhhhwwww", // row 02
  "hhhhhhhhhhhhhhhhh.hwwww", // row 03
  "hhhhhhhhhhhhhhh..h.ww.w", // row 04
  "hhhhhhhhhhhhhhh..h.....", // row 05
  "hhhhhhhhhhhhh....h.....", // row 06
  "hhhhhhhhhhhhh........WW", // row 07
  "hhhhhhhhhhh..h......WWW", // row 08
  "hhhhhhhhh...h..s.......", // row 09
  "hhhhhhhhh..hh..........", // row 10
  "hhhhhhh...h.....W......", // row 11
  "wwwwh...........WW.W.W.", // row 12
  "wwwww.........WWWWWWWWW", // row 13
  "wwww...hh....wwwWWWWWWW", // row 14
  "wwww...w.....www.WWWWWW", // row 15
  "www.....w...wwww.WWWWWW", // row 16
  "............w....WWWWWW", // row 17
  ".........wwwwwwwwWWWWWW", // row 18
  "........wwwwwwwwwWWWWWW", // row 19
  ".......wwwwwwwwwWWWWWWW", // row 20
  "........wwwwwwwwWWWWWWW", // row 21
  "........wwwwwwwwWWWWWWW", // row 22
  "........wwwwwwwwWWWWWWW", // row 23
];

/** §15 settlements and the other places the issue names. */
export const PLACES: readonly Place[] = [
  { id: "peekskill", name: "Peekskill", hex: "1802", kind: "village", lat: 41.29, lon: -73.92 },
  { id: "fort-montgomery", name: "Fort Montgomery", hex: "1702", kind: "fort", lat: 41.325, lon: -73.988 },
  { id: "north-castle", name: "North Castle", hex: "2105", kind: "village", lat: 41.127, lon: -73.714 },
  { id: "white-plains", name: "White Plains", hex: "2006", kind: "village", lat: 41.033, lon: -73.763 },
  { id: "dobbs-ferry", name: "Dobbs Ferry", hex: "1906", kind: "village", lat: 41.014, lon: -73.872 },
  { id: "kings-bridge", name: "Kings Bridge", hex: "1908", kind: "village", lat: 40.878, lon: -73.91 },
  { id: "fort-washington", name: "Fort Washington", hex: "1808", kind: "fort", lat: 40.851, lon: -73.938 },
  { id: "new-york", name: "New York", hex: "1810", kind: "port", lat: 40.707, lon: -74.011 },
  { id: "brooklyn", name: "Brooklyn", hex: "1811", kind: "village", lat: 40.69, lon: -73.99 },
  { id: "richmond", name: "Richmond (Staten Island)", hex: "1612", kind: "village", lat: 40.58, lon: -74.15 },
  { id: "fort-lee", name: "Fort Lee", hex: "1708", kind: "fort", lat: 40.851, lon: -73.97 },
  { id: "tappan", name: "Tappan", hex: "1706", kind: "village", lat: 41.022, lon: -73.948 },
  { id: "haverstraw", name: "Haverstraw", hex: "1703", kind: "village", lat: 41.197, lon: -73.965 },
  { id: "hackensack", name: "Hackensack", hex: "1608", kind: "village", lat: 40.886, lon: -74.043 },
  { id: "acquackanonk", name: "Acquackanonk", hex: "1508", kind: "village", lat: 40.857, lon: -74.128 },
  { id: "paulus-hook", name: "Paulus Hook", hex: "1710", kind: "village", lat: 40.716, lon: -74.033 },
  { id: "newark", name: "Newark", hex: "1510", kind: "town", lat: 40.736, lon: -74.172 },
  { id: "elizabethtown", name: "Elizabethtown", hex: "1511", kind: "town", lat: 40.664, lon: -74.211 },
  { id: "springfield", name: "Springfield", hex: "1410", kind: "village", lat: 40.705, lon: -74.317 },
  { id: "rahway", name: "Rahway", hex: "1411", kind: "village", lat: 40.608, lon: -74.277 },
  { id: "woodbridge", name: "Woodbridge", hex: "1412", kind: "village", lat: 40.557, lon: -74.284 },
  { id: "perth-amboy", name: "Perth Amboy", hex: "1413", kind: "port", lat: 40.507, lon: -74.265 },
  { id: "new-brunswick", name: "New Brunswick", hex: "1213", kind: "town", lat: 40.486, lon: -74.452 },
  { id: "bound-brook", name: "Bound Brook", hex: "1112", kind: "village", lat: 40.568, lon: -74.538 },
  { id: "morristown", name: "Morristown", hex: "1109", kind: "village", lat: 40.797, lon: -74.481 },
  { id: "basking-ridge", name: "Basking Ridge", hex: "1110", kind: "village", lat: 40.706, lon: -74.549 },
  { id: "pluckemin", name: "Pluckemin", hex: "1011", kind: "village", lat: 40.645, lon: -74.637 },
  { id: "millstone", name: "Millstone (Somerset Court House)", hex: "1013", kind: "village", lat: 40.5, lon: -74.59 },
  { id: "kingston", name: "Kingston", hex: "1014", kind: "village", lat: 40.375, lon: -74.614 },
  { id: "princeton", name: "Princeton", hex: "0915", kind: "town", lat: 40.349, lon: -74.659 },
  { id: "maidenhead", name: "Maidenhead", hex: "0916", kind: "village", lat: 40.297, lon: -74.73 },
  { id: "trenton", name: "Trenton", hex: "0817", kind: "town", lat: 40.217, lon: -74.743 },
  { id: "bordentown", name: "Bordentown", hex: "0918", kind: "village", lat: 40.146, lon: -74.712 },
  { id: "crosswicks", name: "Crosswicks", hex: "1018", kind: "village", lat: 40.15, lon: -74.648 },
  { id: "allentown", name: "Allentown", hex: "1017", kind: "village", lat: 40.178, lon: -74.584 },
  { id: "burlington", name: "Burlington", hex: "0719", kind: "town", lat: 40.071, lon: -74.865 },
  { id: "mount-holly", name: "Mount Holly", hex: "0820", kind: "village", lat: 39.993, lon: -74.788 },
  { id: "bristol", name: "Bristol", hex: "0618", kind: "village", lat: 40.1, lon: -74.852 },
  { id: "mckonkeys-ferry", name: "McKonkey's Ferry", hex: "0716", kind: "village", lat: 40.295, lon: -74.874 },
  { id: "coryells-ferry", name: "Coryell's Ferry", hex: "0615", kind: "village", lat: 40.364, lon: -74.951 },
  { id: "newtown", name: "Newtown", hex: "0616", kind: "village", lat: 40.229, lon: -74.937 },
  { id: "philadelphia", name: "Philadelphia", hex: "0321", kind: "port", lat: 39.952, lon: -75.165 },
  { id: "germantown", name: "Germantown", hex: "0320", kind: "village", lat: 40.04, lon: -75.18 },
  { id: "freehold", name: "Monmouth Court House", hex: "1416", kind: "village", lat: 40.26, lon: -74.274 },
];

/** Rivers on hex sides, from source (or the map edge) to the mouth. The Hudson is a river for the British
 * and coast for the Americans (§17). */
export const RIVERS: readonly River[] = [
  { id: "hudson", sides: [["1701", "1801"], ["1702", "1801"], ["1702", "1802"], ["1703", "1802"], ["1703", "1803"], ["1704", "1803"], ["1708", "1808"], ["1709", "1808"], ["1709", "1809"], ["1710", "1809"], ["1710", "1810"], ["1803", "1804"], ["1804", "1904"], ["1804", "1905"], ["1805", "1905"], ["1805", "1906"], ["1806", "1906"], ["1806", "1907"], ["1807", "1907"], ["1807", "1908"], ["1807", "1808"]] },
  { id: "harlem-east", sides: [["1808", "1908"], ["1808", "1909"], ["1809", "1909"], ["1809", "1910"], ["1810", "1910"], ["1810", "1911"], ["1810", "1811"]] },
  { id: "hackensack", sides: [["1605", "1706"], ["1606", "1706"], ["1606", "1707"], ["1607", "1707"], ["1607", "1708"], ["1608", "1708"], ["1608", "1709"], ["1609", "1709"], ["1609", "1710"], ["1610", "1710"]] },
  { id: "kills", sides: [["1610", "1611"], ["1511", "1611"], ["1512", "1611"], ["1512", "1612"]] },
  { id: "passaic", sides: [["1010", "1111"], ["1110", "1111"], ["1110", "1210"], ["1209", "1210"], ["1209", "1310"], ["1209", "1309"], ["1208", "1309"], ["1308", "1309"], ["1308", "1408"], ["1407", "1408"], ["1407", "1508"], ["1507", "1508"], ["1507", "1607"], ["1508", "1607"], ["1508", "1608"], ["1509", "1608"], ["1509", "1609"], ["1510", "1609"], ["1510", "1610"]] },
  { id: "raritan", sides: [["0611", "0612"], ["0611", "0712"], ["0711", "0712"], ["0712", "0811"], ["0811", "0812"], ["0811", "0912"], ["0911", "0912"], ["0912", "1011"], ["1011", "1012"], ["1012", "1112"], ["1112", "1113"], ["1113", "1212"], ["1212", "1213"], ["1212", "1313"], ["1312", "1313"], ["1313", "1412"], ["1313", "1413"], ["1314", "1413"], ["1413", "1414"]] },
  { id: "millstone", sides: [["0916", "1016"], ["0916", "1015"], ["0915", "1015"], ["0915", "1014"], ["0914", "1014"], ["0914", "1013"], ["0913", "1013"], ["0913", "1012"]] },
  { id: "delaware", sides: [["0123", "0223"], ["0221", "0322"], ["0222", "0322"], ["0222", "0323"], ["0222", "0223"], ["0306", "0406"], ["0307", "0406"], ["0321", "0421"], ["0321", "0322"], ["0401", "0501"], ["0401", "0502"], ["0402", "0502"], ["0402", "0503"], ["0403", "0503"], ["0403", "0504"], ["0404", "0504"], ["0404", "0505"], ["0405", "0505"], ["0405", "0506"], ["0405", "0406"], ["0406", "0407"], ["0407", "0507"], ["0407", "0508"], ["0408", "0508"], ["0408", "0509"], ["0409", "0509"], ["0409", "0510"], ["0410", "0510"], ["0410", "0511"], ["0411", "0511"], ["0411", "0512"], ["0412", "0512"], ["0412", "0513"], ["0413", "0513"], ["0419", "0520"], ["0420", "0520"], ["0420", "0521"], ["0420", "0421"], ["0513", "0514"], ["0514", "0613"], ["0514", "0614"], ["0515", "0614"], ["0519", "0619"], ["0519", "0520"], ["0614", "0615"], ["0615", "0715"], ["0618", "0719"], ["0618", "0619"], ["0715", "0716"], ["0716", "0815"], ["0716", "0816"], ["0717", "0816"], ["0717", "0817"], ["0718", "0817"], ["0718", "0818"], ["0718", "0719"]] },
  { id: "assunpink", sides: [["0817", "0818"], ["0817", "0918"], ["0917", "0918"], ["0917", "1017"], ["1016", "1017"]] },
];

/** Roads as chains of hexes (the King's Highway and Post Road, the retreat roads, the ferry roads). */
export const ROADS: readonly Road[] = [
  { id: "post-road", hexes: ["1710", "1610", "1510", "1511", "1411", "1412", "1312", "1212", "1213", "1114", "1014", "0915", "0916", "0816", "0817"] },
  { id: "amboy-road", hexes: ["1413", "1412"] },
  { id: "kings-highway-south", hexes: ["0817", "0918", "0818", "0719"] },
  { id: "river-road-pa", hexes: ["0817", "0718", "0618", "0519", "0419", "0420", "0321"] },
  { id: "retreat-road", hexes: ["1708", "1608", "1508", "1509", "1510"] },
  { id: "morristown-road", hexes: ["1511", "1410", "1310", "1209", "1109"] },
  { id: "raritan-road", hexes: ["1213", "1113", "1112", "1111", "1110", "1109"] },
  { id: "millstone-road", hexes: ["1014", "1013", "1012", "1011", "1010", "1110", "1109"] },
  { id: "ferry-road", hexes: ["0321", "0320", "0419", "0418", "0518", "0517", "0616", "0716", "0816", "0817"] },
  { id: "coryells-road", hexes: ["0616", "0615", "0715", "0815", "0915"] },
  { id: "burlington-road", hexes: ["0719", "0720", "0820", "0920", "0919", "1018", "1017", "1117", "1217", "1317", "1416"] },
  { id: "crosswicks-road", hexes: ["0918", "1018"] },
  { id: "germantown-road", hexes: ["0321", "0320"] },
  { id: "albany-post-road", hexes: ["1810", "1809", "1808", "1908", "1907", "1906", "1905", "1904", "1903", "1802"] },
  { id: "white-plains-road", hexes: ["1908", "1907", "2006", "2005", "2105", "2004", "1904", "1903", "1802"] },
  { id: "palisades-road", hexes: ["1708", "1707", "1706", "1705", "1704", "1703", "1702"] },
  { id: "brooklyn-ferry", hexes: ["1811", "1810"] },
  { id: "paulus-hook-ferry", hexes: ["1710", "1810"] },
];

/** Bridges: roads over rivers (§6: full speed). */
export const BRIDGES: readonly Crossing[] = [
  { side: ["1608", "1708"], name: "New Bridge", river: "hackensack" },
  { side: ["1508", "1608"], name: "Acquackanonk bridge", river: "passaic" },
  { side: ["0915", "1014"], name: "Kingston bridge", river: "millstone" },
  { side: ["1212", "1213"], name: "Raritan bridge at New Brunswick", river: "raritan" },
  { side: ["0817", "0918"], name: "Assunpink bridge at Trenton", river: "assunpink" },
  { side: ["1209", "1310"], name: "Chatham bridge", river: "passaic" },
  { side: ["1112", "1113"], name: "Bound Brook bridge", river: "raritan" },
  { side: ["1110", "1111"], name: "Passaic bridge below Basking Ridge", river: "passaic" },
  { side: ["1011", "1012"], name: "Van Veghten's bridge", river: "raritan" },
  { side: ["1808", "1908"], name: "King's Bridge", river: "harlem-east" },
];

/** Ferries: a road meets a river with no bridge; crossing is a river crossing without a bridge (§6: two turns). */
export const FERRIES: readonly Crossing[] = [
  { side: ["1610", "1710"], name: "Bergen ferry", river: "hackensack" },
  { side: ["1510", "1610"], name: "Passaic ferry at Newark", river: "passaic" },
  { side: ["0718", "0817"], name: "Trenton Ferry", river: "delaware" },
  { side: ["0716", "0816"], name: "McKonkey's Ferry", river: "delaware" },
  { side: ["0615", "0715"], name: "Coryell's Ferry", river: "delaware" },
  { side: ["1810", "1811"], name: "Brooklyn ferry", river: "harlem-east" },
  { side: ["1710", "1810"], name: "Paulus Hook ferry", river: "hudson" },
];
