// 5.1 Event chits: played from the Pulled Chits box at the moments the rule names, once per turn.
// A response window asks each side in turn; a side with nothing playable is skipped (passes by itself).
import { CHIT, DATA, UNIT } from '../db';
import { type BlbState, eventChitUsable, ownChits } from '../state';
import type { EventKind, Side } from '../types';
import type { BlbBeat } from '../beats';

export type PlayEvent = { type: 'playEvent'; side: Side; chit: string };
export type PassEvent = { type: 'pass'; side: Side };

/** Which event chits `side` could play in the open window. */
export function playableEvents(s: BlbState, side: Side): string[] {
  const w = s.window;
  const a = s.activation;
  if (!w || !a) return [];
  const can = (ev: EventKind) => eventChitUsable(s, ev);
  const out: (string | null)[] = [];
  if (w.kind === 'preMovement') {
    if (a.mode === 'fortsAlone') return [];
    // Forced March helps the activated side's moving units; Sabotage hinders a German activation.
    if (side === 'german' && a.side === 'german' && !a.forcedMarch) out.push(can('forcedMarchGerman'));
    if (side === 'entente' && a.side === 'entente' && !a.forcedMarch) out.push(can('forcedMarchEntente'));
    if (side === 'entente' && a.side === 'german' && !a.sabotage) out.push(can('sabotage'));
  } else {
    const c = s.combat;
    if (!c || side !== 'german') return [];
    const germansIn = [...c.attackers, ...c.defenders].some((u) => UNIT[u]?.nationality === 'german');
    if (germansIn && !c.zeppelin) out.push(can('zeppelin'));
    if (germansIn && c.siege && !c.bigBertha) out.push(can('bigBertha'));
  }
  return out.filter((x): x is string => x !== null);
}

/** Opens a window: the activated side answers first, then the other; sides with nothing to play are skipped. */
export function openWindow(s: BlbState, kind: 'preMovement' | 'preCombat'): void {
  const first = s.activation!.side;
  const order: Side[] = [first, first === 'german' ? 'entente' : 'german'];
  s.window = { kind, pending: order };
  skipIdle(s);
}

function skipIdle(s: BlbState): void {
  const w = s.window!;
  while (w.pending.length && playableEvents(s, w.pending[0]!).length === 0) w.pending.shift();
}

export const windowClosed = (s: BlbState): boolean => !s.window || s.window.pending.length === 0;

export function legalWindowEvents(s: BlbState): (PlayEvent | PassEvent)[] {
  const w = s.window;
  if (!w || !w.pending.length) return [];
  const side = w.pending[0]!;
  return [...playableEvents(s, side).map((chit) => ({ type: 'playEvent' as const, side, chit })), { type: 'pass', side }];
}

export function applyPlayEvent(s: BlbState, ev: PlayEvent, beats: BlbBeat[]): void {
  const def = CHIT[ev.chit]!;
  ownChits(s).used.push(ev.chit);
  const a = s.activation!;
  switch (def.event) {
    case 'forcedMarchGerman':
    case 'forcedMarchEntente':
      a.forcedMarch = true;
      break;
    case 'sabotage':
      a.sabotage = true;
      break;
    case 'zeppelin':
      s.combat!.zeppelin = true;
      break;
    case 'bigBertha':
      s.combat!.bigBertha = true;
      s.combat!.germansRoll = true;
      break;
  }
  beats.push({ type: 'event.played', side: ev.side, chit: ev.chit, event: def.event, rule: '5.1' });
  skipIdle(s);
}

export function applyPass(s: BlbState, _ev: PassEvent, _beats: BlbBeat[]): void {
  s.window!.pending.shift();
  skipIdle(s);
}

export const EVENT_CHITS = DATA.chits.filter((c) => c.kind === 'event').map((c) => c.id);
