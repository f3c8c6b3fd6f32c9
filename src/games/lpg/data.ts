// La Petite Guerre data, in one place for the rules, bots and tables: the map (map.ts), the order of
// battle (orderOfBattle.ts) and the charts (tables/). Everything here is AUTHORED except where a
// comment names the text: docs/authored-data.md, "La Petite Guerre", lists each item and its reason.
export * from './map';
export * from './orderOfBattle';
export * from './tables/units';
export * from './tables/terrain';
export * from './tables/weather';
export * from './tables/combat';
export * from './tables/reinforcements';
export * from './tables/actionCards';
export * from './tables/supply';
export * from './tables/loyalty';
