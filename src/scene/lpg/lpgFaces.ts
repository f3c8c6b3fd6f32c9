// La Petite Guerre's counter faces for the shared atlas (src/scene/counters): what the 3D table's map
// shows of the view, as tokens read across a room. The sides' colours: American blue with buff
// lettering, British red with white; commanders in the full colour (their surname large, their rank
// over it, their command radius under it), leaderless units on a light ground of their side (the type
// letter large: M militia, R regulars, Rf riflemen, J jaegers, A artillery, D dragoons, B baggage;
// understrength hatched), the other side's anonymous markers "?" in its colour, phantom markers
// hatched with PHANTOM over the "?" (the owner's own, or a revealed one), the settlements' holder
// flags, razed markers, landings announced and beachheads, and the §15 unsupplied marker laid on a
// leaderless unit (black on ochre, UNSUPPLIED over its count of turns). Baggage trains are units of
// type 'baggage' (B, BAGGAGE). Pure data (no canvas): the atlas draws them.
import { COMMANDERS } from '../../games/lpg/orderOfBattle';
import type { Rank, Side, UnitType } from '../../games/lpg/types';
import type { FaceSpec, TokenFace } from '../counters/counterFaces';

export const LPG_SIDE_COLOURS = {
  american: { body: '#24467f', ink: '#f1dfae', edge: '#0f2248' },
  british: { body: '#b3261e', ink: '#ffffff', edge: '#5c0f0a' },
} as const satisfies Record<Side, { body: string; ink: string; edge: string }>;

/** The leaderless units' lighter ground (buff for the Americans, pale red for the British). */
const UNIT_COLOURS = {
  american: { body: '#ecd9a6', ink: '#17346a', edge: '#24467f' },
  british: { body: '#f2c3b8', ink: '#7c120c', edge: '#b3261e' },
} as const satisfies Record<Side, { body: string; ink: string; edge: string }>;

export const UNIT_TYPES: readonly UnitType[] = ['militia', 'regulars', 'riflemen', 'jaegers', 'artillery', 'dragoons', 'baggage'];
export const UNIT_LETTER: Record<UnitType, string> = { militia: 'M', regulars: 'R', riflemen: 'Rf', jaegers: 'J', artillery: 'A', dragoons: 'D', baggage: 'B' };
export const RANK_TITLE: Record<Rank, string> = { cinc: 'C-IN-C', division: 'DIVISION', brigade: 'BRIGADE', battalion: 'BATTALION' };
export const RANK_NAME: Record<Rank, string> = { cinc: 'Commander-in-Chief', division: 'Division', brigade: 'Brigade', battalion: 'Battalion' };
export const SIDE_NAME: Record<Side, string> = { american: 'American', british: 'British' };

const DEF = new Map(COMMANDERS.map((c) => [c.id, c]));
export const commanderDef = (id: string) => DEF.get(id) ?? null;
export const commanderName = (id: string) => DEF.get(id)?.name ?? id;

/** A commander's surname for his counter ("von", first names dropped), at most 11 letters. */
export function surname(id: string): string {
  const d = DEF.get(id);
  if (!d) return id;
  const words = d.name.split(' ').filter((w) => !['von', 'Sir', 'Lord'].includes(w));
  const last = words[words.length - 1] ?? d.name;
  return last.length > 11 ? `${last.slice(0, 10)}.` : last;
}

// Face keys.
export const commanderFace = (id: string) => `lpg-cmd-${id}`;
export const unknownFace = (side: Side) => `lpg-unknown-${side}`;
export const phantomFace = (side: Side) => `lpg-phantom-${side}`;
export const unitFace = (side: Side, type: UnitType, understrength: boolean) => `lpg-unit-${side}-${type}-${understrength ? 'under' : 'full'}`;
export const holderFace = (side: Side) => `lpg-held-${side}`;
export const RAZED_FACE = 'lpg-razed';
export const LANDING_FACE = 'lpg-landing';
export const BEACHHEAD_FACE = 'lpg-beachhead';
/** §15 the most turns an unsupplied marker counts (the third dissolves the unit; one held understrength stays at 2). */
export const UNSUPPLIED_MAX = 3;
/** §15 the unsupplied marker on a unit, with its count of consecutive turns (1..UNSUPPLIED_MAX). */
export const unsuppliedFace = (turns: number) => `lpg-unsupplied-${Math.max(1, Math.min(UNSUPPLIED_MAX, Math.round(turns)))}`;
/** The unsupplied marker's colours (black on supply-wagon ochre: neither side's colour). */
export const UNSUPPLIED_COLOURS = { body: '#e8b62c', ink: '#1d160d', edge: '#1d160d' } as const;

function unit(side: Side, type: UnitType, under: boolean): TokenFace {
  return { kind: 'token', ...UNIT_COLOURS[side], title: type.toUpperCase(), big: UNIT_LETTER[type], sub: under ? 'understrength' : 'full strength', hatch: under };
}

/** Every face the table's map may show. */
export function lpgFaces(): Map<string, FaceSpec> {
  const out = new Map<string, FaceSpec>();
  for (const c of COMMANDERS) {
    out.set(commanderFace(c.id), { kind: 'token', ...LPG_SIDE_COLOURS[c.side], title: RANK_TITLE[c.rank], big: surname(c.id), sub: `radius ${c.radius}` });
  }
  for (const side of ['american', 'british'] as const) {
    const c = LPG_SIDE_COLOURS[side];
    out.set(unknownFace(side), { kind: 'token', ...c, title: SIDE_NAME[side].toUpperCase(), big: '?', sub: 'marker' });
    out.set(phantomFace(side), { kind: 'token', ...c, title: 'PHANTOM', big: '?', sub: 'no one here', hatch: true });
    out.set(holderFace(side), { kind: 'token', ...c, title: 'HELD', big: side === 'american' ? 'A' : 'B', ring: false });
    for (const type of UNIT_TYPES) for (const under of [false, true]) out.set(unitFace(side, type, under), unit(side, type, under));
  }
  out.set(RAZED_FACE, { kind: 'token', body: '#2b2119', ink: '#ff9a4a', edge: '#120c08', title: 'RAZED', big: 'X' });
  out.set(LANDING_FACE, { kind: 'token', ...LPG_SIDE_COLOURS.british, title: 'LANDING', big: 'L', sub: 'announced', ring: true });
  for (let n = 1; n <= UNSUPPLIED_MAX; n++) out.set(unsuppliedFace(n), { kind: 'token', ...UNSUPPLIED_COLOURS, title: 'UNSUPPLIED', big: String(n), sub: n === 1 ? '1 turn' : `${n} turns`, ring: true });
  out.set(BEACHHEAD_FACE, { kind: 'token', body: '#f4ead0', ink: '#7c120c', edge: '#b3261e', title: 'BEACHHEAD', big: 'BH' });
  return out;
}

/** No glyphs: the faces are lettered. */
export const LPG_GLYPHS = {} as const;
