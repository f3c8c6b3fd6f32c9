// Every face Brave Little Belgium's counters can show, as drawing specs from the data (pure):
// combat units (full and reduced sides), Garde Civique (face-down "?" and the revealed faces),
// the sixteen chits and their back, fort markers, the Turn and Atrocities markers, and the count
// badges of tall stacks. Keys are stable strings; counterFaces.ts lays them out in the atlas.
import { ARMY, DATA } from '../../games/blb/db';
import type { ChitDef, UnitDef } from '../../games/blb/types';
import type { ChitFace, FaceSpec } from '../counters/counterFaces';
import type { BlbChitGlyph } from './counterGlyphs';
import { ARMY_STYLE, NATION } from './palette';

export const BADGE_MAX = 16;
export const BADGE_MIN = 5;

export const unitFaceKey = (id: string, reduced: boolean): string => `unit:${id}:${reduced ? 'reduced' : 'full'}`;
/** A Garde Civique face: '?' face-down, its strength when revealed (null: "no factor"). */
export const gcFaceKey = (cf: number | null | '?'): string => (cf === '?' ? 'gc:hidden' : cf === null ? 'gc:none' : `gc:${cf}`);
export const chitFaceKey = (id: string, faceDown = false): string => (faceDown ? 'chit:back' : `chit:${id}`);
export const USED_CHIT_FACE = 'chit:used';
export const fortFaceKey = (box: string, steps: number): string => (steps <= 0 ? 'fort:destroyed' : `fort:${box}`);
export const TURN_MARKER_FACE = 'marker:turn';
export const ATROCITIES_MARKER_FACE = 'marker:atrocities';
export const badgeFaceKey = (n: number): string => `badge:${Math.min(BADGE_MAX, Math.max(BADGE_MIN, n))}`;

/** Size marks over the NATO symbol, from the unit's name. */
export function sizeMarks(u: UnitDef): string {
  const n = u.name.toLowerCase();
  if (n.includes('brigade')) return 'X';
  if (n.includes('division')) return 'XX';
  if (n.includes('corps') || n.includes('group')) return 'XXX';
  return '';
}

function unitFace(u: UnitDef, reduced: boolean): FaceSpec {
  const nat = NATION[u.nationality];
  const army = ARMY_STYLE[u.army];
  return {
    kind: 'unit',
    body: nat.body,
    ink: nat.ink,
    edge: nat.edge,
    emblem: nat.emblem,
    code: nat.code,
    band: { color: army.color, ink: army.ink, pattern: army.pattern, text: army.short },
    symbol: u.type === 'cavalry' ? 'cavalry' : 'infantry',
    size: sizeMarks(u),
    ident: u.ident,
    cf: reduced && u.reducedCf ? u.reducedCf : u.cf,
    reduced,
  };
}

const EVENT_GLYPH: Record<string, BlbChitGlyph> = {
  zeppelin: 'zeppelin',
  bigBertha: 'gun',
  forcedMarchGerman: 'march',
  forcedMarchEntente: 'march',
  sabotage: 'sabotage',
};

function chitFace(c: ChitDef): ChitFace {
  if (c.kind === 'activation' && c.army) {
    const army = ARMY[c.army];
    const style = ARMY_STYLE[c.army];
    const nat = NATION[army.nationality];
    return {
      kind: 'chit',
      body: nat.body,
      ink: nat.ink,
      edge: nat.edge,
      band: { color: style.color, ink: style.ink, pattern: style.pattern, text: style.short },
      glyph: 'star',
      title: c.label,
      sub: 'ACTIVATION',
    };
  }
  if (c.kind === 'event') {
    const nat = c.side === 'german' ? NATION.german : NATION.french;
    return {
      kind: 'chit',
      body: '#f3ead2',
      ink: '#1e1a12',
      edge: nat.edge,
      band: { color: nat.body, ink: nat.ink, pattern: c.side === 'german' ? 'solid' : 'stripes', text: c.side === 'german' ? 'GERMAN EVENT' : 'ENTENTE EVENT' },
      ...(EVENT_GLYPH[c.event ?? ''] ? { glyph: EVENT_GLYPH[c.event ?? '']! } : {}),
      title: c.label,
      sub: 'EVENT',
    };
  }
  return { kind: 'chit', body: '#1d1d1f', ink: '#f4efe2', edge: '#000000', glyph: 'clock', title: 'TURN END', sub: 'END OF TURN' };
}

/** Every face the game can show, in a fixed order (the atlas order). */
export function blbFaces(): Map<string, FaceSpec> {
  const out = new Map<string, FaceSpec>();
  for (const u of DATA.units) {
    out.set(unitFaceKey(u.id, false), unitFace(u, false));
    if (u.steps === 2) out.set(unitFaceKey(u.id, true), unitFace(u, true));
  }
  const gcBody = { body: '#c9a25a', ink: '#24190a', edge: '#6e5220' };
  out.set(gcFaceKey('?'), { kind: 'token', ...gcBody, title: 'GARDE CIVIQUE', big: '?', sub: 'face-down', ring: true, hatch: true });
  const strengths = [...new Set(DATA.gardeCivique.map((g) => g.cf))];
  for (const cf of strengths) {
    out.set(gcFaceKey(cf), {
      kind: 'token',
      ...gcBody,
      body: '#e6cf98',
      title: 'GARDE CIVIQUE',
      big: cf === null ? '–' : String(cf),
      sub: cf === null ? 'no factor' : `hits on ${cf}+`,
      ring: true,
    });
  }
  for (const c of DATA.chits) out.set(chitFaceKey(c.id), chitFace(c));
  out.set(chitFaceKey('', true), { kind: 'chit', body: '#6b1d1a', ink: '#f2dfb4', edge: '#2e0b09', glyph: 'star', title: 'BLB', sub: 'CHIT' });
  out.set(USED_CHIT_FACE, { kind: 'chit', body: '#4a4440', ink: '#e8dcc4', edge: '#221f1c', title: 'USED', sub: 'face-down' });
  for (const f of DATA.forts) {
    const nat = NATION[f.nationality];
    out.set(fortFaceKey(f.box, f.steps), {
      kind: 'fort',
      body: '#b9b2a3',
      ink: '#1c1a16',
      edge: nat.edge,
      full: f.steps,
      name: DATA.boxes.find((b) => b.id === f.box)?.name.toUpperCase() ?? f.box,
    });
  }
  out.set(fortFaceKey('', 0), { kind: 'token', body: '#5a534a', ink: '#f3e9d6', edge: '#2a2622', title: 'FORT', big: 'X', sub: 'DESTROYED', hatch: true });
  out.set(TURN_MARKER_FACE, { kind: 'token', body: '#d9b45a', ink: '#2a1c05', edge: '#7a5c18', title: 'GAME', big: 'TURN', sub: 'marker' });
  out.set(ATROCITIES_MARKER_FACE, { kind: 'token', body: '#8e1f1a', ink: '#fbe9d9', edge: '#3e0b08', title: 'ATROCITIES', big: '!', sub: 'marker', ring: true });
  for (let n = BADGE_MIN; n <= BADGE_MAX; n++) out.set(badgeFaceKey(n), { kind: 'badge', n });
  return out;
}
