// A stretch of a smart-bot game of La Petite Guerre for the cards and duel dev pages: every event's
// beats and the view after it (as one side sees it), from the view before the stretch. Headless
// (the machine and its bots); the pages replay it through a real AnimationQueue.
import { createActor } from 'xstate';
import { lpgMachine, lpgModule } from '../../../../machines/lpg/index';
import { Rng } from '../../../core/rng';
import type { Side } from '../../../games/lpg/types';
import type { LpgView } from '../../../games/lpg/view';
import { actionCard } from '../cards/cardFaces';
import type { Beat } from '../../animation/queue';
import type { LpgEventLike } from '../boardPlay';

export interface ReplayStep {
  beats: Beat[];
  /** The view after the event, as the viewer sees it. */
  view: LpgView;
}

export interface LpgReplay {
  viewer: Side;
  /** The view before the first step. */
  before: LpgView;
  steps: ReplayStep[];
  /** The viewer's legal events once the stretch is over (for the lit cards). */
  legalAfter: LpgEventLike[];
  found: boolean;
  /** Events played from the start of the game to the end of the stretch. */
  events: number;
}

/**
 * The stretch: 'battle', from the first battle's beginning to its end (its retreat done), or to the
 * moment the viewer is to choose its combat card (`stopAtChoice`); 'cards', the first action card
 * played in a battle's window (else the first card played), from the draw before it.
 */
export function lpgReplay(seed: number, what: 'battle' | 'cards', side: Side | null, stopAtChoice = false): LpgReplay {
  const actor = createActor(lpgMachine, { input: { seed, options: lpgModule.options.schema.parse({}) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as unknown as Beat));
  actor.start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  const history: { beats: Beat[]; snap: ReturnType<typeof actor.getSnapshot> }[] = [];
  let start = -1;
  let end = -1;
  let hex: string | null = null;
  let viewer: Side = side ?? 'american';
  let anyPlay = -1;
  const first = actor.getSnapshot();
  for (let n = 0; n < 4000; n++) {
    const snap = actor.getSnapshot();
    const legal = lpgModule.legalEvents(snap);
    if (legal.length === 0) break;
    if (what === 'battle' && start >= 0 && stopAtChoice && legal.some((e) => e.type === 'chooseCombatCard' && e.side === viewer) && snap.context.combat?.hex === hex) {
      end = history.length - 1;
      break;
    }
    const mover = legal[0]!.side as Side;
    beats = [];
    actor.send(lpgModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === mover), side: mover, rng } as never));
    const after = actor.getSnapshot();
    history.push({ beats, snap: after });
    const i = history.length - 1;
    if (what === 'battle') {
      const begun = beats.find((b) => b.type === 'battle.begun');
      if (start < 0 && begun) {
        start = i;
        hex = String(begun.hex);
      } else if (start >= 0) {
        const c = after.context;
        if (c.lastBattle?.hex === hex && (c.combat === null || c.combat.hex !== hex)) {
          end = i;
          break;
        }
      }
    } else {
      const played = beats.find((b) => b.type === 'card.played');
      if (played) {
        if (anyPlay < 0) anyPlay = i;
        if (actionCard(String(played.card))?.timing === 'beforeCombatCards' || i > anyPlay + 600) {
          end = Math.min(i + 1, i + 1);
          start = i;
          viewer = side ?? (played.side as Side);
          break;
        }
      }
    }
  }
  if (what === 'cards' && start < 0 && anyPlay >= 0) {
    start = anyPlay;
    viewer = side ?? (history[anyPlay]!.beats.find((b) => b.type === 'card.played')!.side as Side);
  }
  if (what === 'cards' && start >= 0) {
    // From the draw before the card played (or 30 events before it), to the event after.
    let s = start;
    for (let k = start; k >= Math.max(0, start - 30); k--) if (history[k]!.beats.some((b) => b.type === 'card.drawn' && b.side === viewer)) {
      s = k;
      break;
    }
    end = Math.min(history.length - 1, start + 1);
    start = Math.max(0, Math.min(s, start - 2));
  }
  const found = start >= 0;
  if (!found) {
    start = Math.max(0, history.length - 1);
    end = start;
  }
  if (end < start) end = history.length - 1;
  const view = (snap: ReturnType<typeof actor.getSnapshot>) => lpgModule.view(snap, viewer) as LpgView;
  const before = start > 0 ? view(history[start - 1]!.snap) : view(first);
  const steps = history.slice(start, end + 1).map((h) => ({ beats: h.beats, view: view(h.snap) }));
  const last = history[end]?.snap ?? first;
  const legalAfter = (lpgModule.legalEvents(last) as LpgEventLike[]).filter((e) => e.side === viewer);
  actor.stop();
  return { viewer, before, steps, legalAfter, found, events: end + 1 };
}
