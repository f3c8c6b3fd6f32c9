// The battle dev page (?dev=bbw-battle&seed=S[&bot=random][&phase=final][&speed=slow|normal|fast][&freeze=MS]):
// the printed sheet and its counters at the first battle of a smart-bot (or random-bot) game (seed
// S), or at its first Final Phase (&phase=final: air units flying home, recoveries, the Game-turn
// marker), the shots replayed through a real AnimationQueue (src/scene/animation/queue.ts) on
// the table: the counters from the display frame (../displayModel.ts), the battle's frame, dice
// tray, retreat arrows and winner line (../battle/BbwBattleShots.tsx). "Replay" plays it again.
// `freeze=MS` stops the queue's clock MS after the replay starts (for screenshots mid-battle,
// whatever the frame rate). window.__bbwBattleDev tells a probe what was replayed.
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useFrame } from '@react-three/fiber';
import { createActor } from 'xstate';
import { bbwMachine, bbwModule } from '../../../../machines/bbw/index';
import { boardFor } from '../../../games/bbw/rules/board';
import type { BbwView } from '../../../games/bbw/view';
import { Rng } from '../../../core/rng';
import { AnimationQueue, type AnimationSpeed, type Beat } from '../../animation/queue';
import { loadCounterAtlas } from '../../counters/atlasTexture';
import { Counters } from '../../counters/Counters';
import { loadCanvasFonts } from '../../fonts';
import { PrintedSheet } from '../../PrintedSheet';
import { TableCanvas } from '../../TableCanvas';
import { useAsset } from '../../useAsset';
import { BBW_BEAT_CATALOGUE } from '../beatCatalogue';
import { BBW_GLYPHS, bbwFaces } from '../bbwFaces';
import { bbwDisplayScene, createBbwAnimator } from '../displayModel';
import { SHEET_RECT } from '../sheetLayout';
import { bbwSheetTexture } from '../sheetTexture';
import { BbwBattleShots } from '../battle/BbwBattleShots';
import { BbwCameraDirector } from '../CameraDirector';
import { BBW_TABLE as LAYOUT } from '../tableLayout';
import { useBbwDisplayFrame } from '../battle/useBbwDisplayFrame';
import '../../scene.css';

export interface BattleReplay {
  /** The view just before the event that rolled the battle's first dice. */
  before: BbwView;
  /** The view once the battle is over (no battle under way). */
  after: BbwView;
  /** The beats of the events between. */
  beats: Beat[];
  events: number;
  found: boolean;
}

/**
 * The first battle of a bot game (or, with `what` 'final', its first Final Phase, 7.0): the views
 * before and after it and the beats between.
 */
export function firstBattle(seed: number, bot: 'smart' | 'random', what: 'battle' | 'final' = 'battle'): BattleReplay {
  const actor = createActor(bbwMachine, { input: { seed, options: bbwModule.options.schema.parse({}) } });
  let beats: Beat[] = [];
  actor.on('*', (b) => beats.push(b as unknown as Beat));
  actor.start();
  const rng = Rng.seeded(seed ^ 0x5eed);
  const view = () => bbwModule.view(actor.getSnapshot(), 'white') as BbwView;
  let before: BbwView | null = null;
  let kept: Beat[] = [];
  let events = 0;
  for (;;) {
    const snap = actor.getSnapshot();
    const legal = bbwModule.legalEvents(snap);
    if (legal.length === 0 || events > 4000) break;
    const side = legal[0]!.side;
    const prev = view();
    beats = [];
    actor.send(bbwModule.bots[bot]({ snapshot: snap, legal: legal.filter((e) => e.side === side), side, rng } as never));
    events++;
    if (what === 'final') {
      // The first Final Phase where units fly home or recover.
      if (beats.some((b) => b.type === 'turn.advanced') && beats.some((b) => b.type === 'unit.changed' && b.rule === '7.0')) {
        before = prev;
        kept = beats;
        break;
      }
      continue;
    }
    if (!before && beats.some((b) => b.type === 'dice.rolled')) before = prev;
    if (before) {
      kept.push(...beats);
      if (view().battle === null) break;
    }
  }
  const after = view();
  actor.stop();
  if (!before) kept = [];
  return { before: before ?? after, after, beats: kept, events, found: before !== null };
}

/** Drives the queue from the frame loop; with `freeze` its clock stops that long after `since`. */
function QueueClock({ queue, since, freeze }: { queue: AnimationQueue; since: { current: number | null }; freeze: number | null }) {
  useEffect(() => queue.attachDriver(), [queue]);
  useFrame(() => {
    const now = performance.now();
    queue.update(freeze === null || since.current === null ? now : Math.min(now, since.current + freeze));
  });
  return null;
}

function Table({ replay, queue, round, freeze }: { replay: BattleReplay; queue: AnimationQueue; round: number; freeze: number | null }) {
  const board = boardFor(replay.after.options.scenario);
  const sheet = useAsset('bbw-sheet', () => loadCanvasFonts().then(() => bbwSheetTexture(board)));
  const atlas = useAsset('bbw-atlas', () => loadCounterAtlas('bbw', () => bbwFaces(board), BBW_GLYPHS));
  const [latest, setLatest] = useState(replay.before);
  const since = useRef<number | null>(null);
  // What the game knows now: the view the beats come from, before React has drawn it (as a table's snapshot).
  const now = useRef(replay.before);
  // Mounted once the sheet and atlas are loaded (its driver attached): the battle is replayed from here.
  useEffect(() => {
    queue.clear();
    since.current = null;
    now.current = replay.before;
    setLatest(replay.before);
    const t = setTimeout(() => {
      since.current = performance.now();
      queue.update(since.current);
      now.current = replay.after;
      queue.enqueue(replay.beats);
      setLatest(replay.after);
    }, 800);
    return () => clearTimeout(t);
  }, [queue, replay, round]);
  const frame = useBbwDisplayFrame(latest, queue);
  const { items, plan } = useMemo(() => bbwDisplayScene(frame, board, latest.holders), [frame, board, latest.holders]);
  const animator = useMemo(() => createBbwAnimator(queue, plan), [queue, plan]);
  const viewNow = useCallback(() => now.current, []);
  return (
    <>
      <QueueClock queue={queue} since={since} freeze={freeze} />
      <PrintedSheet x={SHEET_RECT.x} z={SHEET_RECT.z} w={SHEET_RECT.w} d={SHEET_RECT.d} thickness={0.03} map={sheet} />
      <Counters atlas={atlas} items={items} animator={animator} />
      <BbwBattleShots queue={queue} latestView={latest} viewNow={viewNow} frame={frame} board={board} />
      <BbwCameraDirector queue={queue} viewNow={viewNow} />
    </>
  );
}

function Page({ seed, bot, what, speed, freeze }: { seed: number; bot: 'smart' | 'random'; what: 'battle' | 'final'; speed: AnimationSpeed; freeze: number | null }) {
  const replay = useMemo(() => firstBattle(seed, bot, what), [seed, bot, what]);
  const queue = useMemo(() => new AnimationQueue({ catalogue: BBW_BEAT_CATALOGUE, speed }), [speed]);
  const [round, setRound] = useState(0);
  (window as unknown as { __bbwBattleDev?: unknown }).__bbwBattleDev = {
    found: replay.found,
    events: replay.events,
    beats: replay.beats.map((b) => b.type),
    area: replay.after.lastBattle?.area ?? null,
    queue,
  };
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="bbw-battle-dev">
      <TableCanvas className="table3d-canvas" table={LAYOUT.table} home={LAYOUT.table} frameloop="always">
        <Table replay={replay} queue={queue} round={round} freeze={freeze} />
      </TableCanvas>
      <button type="button" style={{ position: 'fixed', top: 12, left: 12, zIndex: 5, font: '600 16px system-ui', padding: '6px 14px' }} onClick={() => setRound((r) => r + 1)}>
        {what === 'final' ? 'Replay the Final Phase' : 'Replay the battle'}
      </button>
      {replay.found ? null : <div style={{ position: 'fixed', top: 56, left: 12, color: '#fff' }}>No battle in this game.</div>}
    </div>
  );
}

export function mountBbwBattleDevPage(container: HTMLElement): void {
  const q = new URLSearchParams(globalThis.location.search);
  const sp = q.get('speed');
  const speed: AnimationSpeed = sp === 'slow' || sp === 'fast' ? sp : 'normal';
  const freeze = q.get('freeze') !== null ? Number(q.get('freeze')) : null;
  createRoot(container).render(
    <StrictMode>
      <Page seed={Number(q.get('seed') ?? 7)} bot={q.get('bot') === 'random' ? 'random' : 'smart'} what={q.get('phase') === 'final' ? 'final' : 'battle'} speed={speed} freeze={Number.isFinite(freeze) ? freeze : null} />
    </StrictMode>,
  );
}
