// The cards' dev page (?dev=bbw-cards&seed=S&steps=N[&hand=white|grey|none]
// [&hold=0..1][&speed=slow|normal|fast]): the printed sheet and the cards (BbwCards) at the moment of a smart-bot
// game after N events (default 40), seen from white's side, and buttons that replay a deal, a card
// played (the card in play, else the discard's top) and a Random Event through the shared animation
// queue. Clicking a playable card picks it. Only to look at and screenshot: not the game's table.
import { BBW_BEAT_CATALOGUE } from '../beatCatalogue';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../../machines/bbw/index';
import { Rng } from '../../../core/rng';
import { boardFor } from '../../../games/bbw/rules/board';
import type { Side } from '../../../games/bbw/types';
import type { BbwView } from '../../../games/bbw/view';
import { AnimationQueue, type AnimationSpeed, type Beat } from '../../animation/queue';
import { useAnimationFrameQueue } from '../../animation/useQueue';
import { loadCounterAtlas } from '../../counters/atlasTexture';
import { loadCanvasFonts } from '../../fonts';
import { prefersReducedMotion } from '../../reducedMotion';
import { TableCanvas } from '../../TableCanvas';
import { useAsset } from '../../useAsset';
import { BbwSheet } from '../BbwSheet';
import { BBW_GLYPHS, bbwFaces } from '../bbwFaces';
import { BbwCards } from '../cards/BbwCards';
import { cardAtlasTexture, cardTooltip } from '../cards/cardFaces';
import { CARD_TABLE } from '../cards/cardLayout';
import { bbwSheetTexture } from '../sheetTexture';
import '../../scene.css';

function devView(seed: number, steps: number, side: Side | null) {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } }).start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  let events = 0;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0 || events >= steps) break;
    const s = legal[0]!.side;
    actor.send(bbwModule.bots.smart({ snapshot: snap, legal: legal.filter((e) => e.side === s), side: s, rng } as never));
    events++;
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { view: bbwModule.view(snap, side ?? 'observer') as BbwView, events };
}

const TABLE = { x: (CARD_TABLE.x0 + CARD_TABLE.x1) / 2, z: (CARD_TABLE.z0 + CARD_TABLE.z1) / 2, w: CARD_TABLE.x1 - CARD_TABLE.x0, d: CARD_TABLE.z1 - CARD_TABLE.z0 };

/** The beats a replay button enqueues, from what the view shows. */
function replayBeat(view: BbwView, what: string): Beat | null {
  if (what === 'deal') return { type: 'cards.drawn', counts: { ...view.handCounts }, rule: '5.0' };
  if (what === 'event') {
    const ev = view.events.at(-1);
    return { type: 'randomEvent', id: ev?.id ?? 'rain', roll: ev?.roll ?? 3, rule: '5.0' };
  }
  if (view.action) return { type: 'card.played', side: view.action.side, card: view.action.card, mode: view.action.mode, rule: '6.0' };
  const top = view.discard.at(-1);
  return top ? { type: 'card.played', side: top.startsWith('g') || top.startsWith('sg') ? 'grey' : 'white', card: top, mode: top.startsWith('s') ? 'special' : 'move', rule: '6.0' } : null;
}

function Cards(props: { view: BbwView; handSide: Side | null; queue: AnimationQueue; picked: string | null; onPick: (c: string) => void; onHover: (c: string | null) => void }) {
  const { view } = props;
  const board = boardFor(view.options.scenario);
  useAnimationFrameQueue(props.queue);
  const atlas = useAsset('bbw-card-atlas', () => loadCanvasFonts().then(() => cardAtlasTexture(board.scenario.data.randomEvents)));
  const playable = useMemo(() => {
    const me = props.handSide;
    if (!me || view.pending.kind !== 'play' || view.pending.side !== me) return new Set<string>();
    return new Set([...(view.hands[me] ?? []), ...(view.specials[me] ?? [])]);
  }, [view, props.handSide]);
  return <BbwCards view={view} atlas={atlas} handSide={props.handSide} playable={playable} picked={props.picked} onCardClick={props.onPick} onCardHover={props.onHover} animation={props.queue} />;
}

function Sheet({ view }: { view: BbwView }) {
  const board = boardFor(view.options.scenario);
  const sheet = useAsset('bbw-sheet', () => loadCanvasFonts().then(() => bbwSheetTexture(board)));
  const atlas = useAsset('bbw-atlas', () => loadCounterAtlas('bbw', () => bbwFaces(board), BBW_GLYPHS));
  return <BbwSheet sheet={sheet} atlas={atlas} board={board} units={view.units} turn={view.turn} holders={view.holders} />;
}

const button = { font: '16px sans-serif', padding: '6px 12px', marginRight: 8 } as const;

function Page({ seed, steps, handSide, hold, speed }: { seed: number; steps: number; handSide: Side | null; hold: number | null; speed: AnimationSpeed }) {
  const m = useMemo(() => devView(seed, steps, handSide), [seed, steps, handSide]);
  const queue = useMemo(() => new AnimationQueue({ catalogue: BBW_BEAT_CATALOGUE, speed, reducedMotion: prefersReducedMotion() }), [speed]);
  const [picked, setPicked] = useState<string | null>(null);
  const [tip, setTip] = useState<string | null>(null);
  const dev = ((window as unknown as { __bbwCardsDev?: Record<string, unknown> }).__bbwCardsDev ??= {});
  Object.assign(dev, { events: m.events, turn: m.view.turn, deck: m.view.deckCount, action: m.view.action?.card ?? null, mode: m.view.action?.mode ?? null, hands: m.view.handCounts });
  const replay = (what: string) => {
    const b = replayBeat(m.view, what);
    if (!b) return;
    queue.clear();
    queue.setHeld(false);
    dev.held = null;
    queue.enqueue(b);
    if (hold === null || !queue.driven) return;
    // &hold=P: the replayed shot stops at progress P (to screenshot a moment of it): the queue is
    // stepped there at once and held, so no frame rate decides where it stops
    const t = performance.now();
    queue.update(t);
    queue.update(t + hold * queue.durationOf(b));
    queue.setHeld(true);
    dev.held = queue.current?.shot.kind ?? null;
  };
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="bbw-cards-dev">
      <TableCanvas className="table3d-canvas" table={TABLE} home={TABLE} frameloop="demand">
        <Sheet view={m.view} />
        <Cards view={m.view} handSide={handSide} queue={queue} picked={picked} onPick={(c) => setPicked((p) => (p === c ? null : c))} onHover={(c) => setTip(c ? cardTooltip(c, boardFor(m.view.options.scenario).scenario.data.randomEvents) : null)} />
      </TableCanvas>
      <div style={{ position: 'fixed', left: 12, top: 12, color: '#eee', font: '14px sans-serif' }}>
        <button style={button} data-testid="replay-deal" onClick={() => replay('deal')}>Replay deal</button>
        <button style={button} data-testid="replay-card" onClick={() => replay('card')}>Replay card play</button>
        <button style={button} data-testid="replay-event" onClick={() => replay('event')}>Replay Random Event</button>
        <span>
          seed {seed}, {m.events} events, turn {m.view.turn}, {m.view.pending.kind}
        </span>
        {tip && <div data-testid="card-tip" style={{ marginTop: 8, maxWidth: 520, background: 'rgba(0,0,0,0.7)', padding: 8 }}>{tip}</div>}
      </div>
    </div>
  );
}

export function mountBbwCardsDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  const hand = q.get('hand');
  const speed = (['slow', 'normal', 'fast'] as const).find((s) => s === q.get('speed')) ?? 'slow';
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} steps={Number(q.get('steps') ?? 40)} handSide={hand === 'none' ? null : hand === 'grey' ? 'grey' : 'white'} hold={q.get('hold') === null ? null : Number(q.get('hold'))} speed={speed} />
    </StrictMode>,
  );
}
