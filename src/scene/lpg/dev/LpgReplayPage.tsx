// The cards and duel dev pages' shared frame: a stretch of a smart-bot game (./replay.ts) replayed
// through a real AnimationQueue on the table, one event at a time (its view shown, its beats
// enqueued, the next once the queue is idle: as bots wait for the show). `freeze=MS` stops the
// queue's clock once MS of shots have played (screenshots mid-shot, whatever the frame rate);
// `freeze=reveal` a third into the first reveal of combat cards.
// "Replay" plays it again. `frame` picks what the camera frames.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFrame } from '@react-three/fiber';
import type { RectXZ } from '../../cameraMath';
import { AnimationQueue, type AnimationSpeed } from '../../animation/queue';
import { TableCanvas } from '../../TableCanvas';
import type { LpgView } from '../../../games/lpg/view';
import { LPG_BEAT_CATALOGUE } from '../beatCatalogue';
import { LPG_TABLE } from '../tableLayout';
import type { LpgReplay } from './replay';
import '../../scene.css';

/** What the camera frames: the whole table, a spot, or a column. */
export function devFrame(name: string | null): RectXZ {
  const t = LPG_TABLE;
  const grow = (s: { x: number; z: number; w: number; d: number }, m: number) => ({ x: s.x, z: s.z, w: s.w + m, d: s.d + m });
  switch (name) {
    case 'duel':
      return grow(t.duel, 2);
    case 'american':
    case 'british':
      return grow(t.hands[name], 2);
    case 'east':
    case 'west': {
      const s = name === 'east' ? t.duel : t.tracks;
      return { x: s.x, z: 0, w: s.w + 2, d: t.sheet.d + 2 };
    }
    default:
      return t.home;
  }
}

/**
 * Drives the queue from the frame loop on a clock of its own: it runs only while shots play, at most
 * 250 ms a frame (a very slow software-rendered frame slows the show rather than skipping it), and with
 * `freeze` it stops once that much shot time has played: the same moment whatever the frame rate.
 */
function QueueClock({ queue, played, freeze }: { queue: AnimationQueue; played: { current: number }; freeze: number | null }) {
  const clock = useRef<{ last: number | null; t: number }>({ last: null, t: 0 });
  useEffect(() => queue.attachDriver(), [queue]);
  useFrame(() => {
    const now = performance.now();
    const c = clock.current;
    const dt = c.last === null ? 0 : Math.min(250, now - c.last);
    c.last = now;
    if (!queue.isIdle() && (freeze === null || played.current < freeze)) {
      const step = freeze === null ? dt : Math.min(dt, freeze - played.current);
      played.current += step;
      c.t += step;
    }
    queue.update(c.t);
  });
  return null;
}

function Replayer({ replay, queue, round, freeze, children }: { replay: LpgReplay; queue: AnimationQueue; round: number; freeze: number | null; children: (view: LpgView, done: boolean) => ReactNode }) {
  const [state, setState] = useState<{ view: LpgView; step: number }>({ view: replay.before, step: -1 });
  const played = useRef(0);
  useEffect(() => {
    queue.clear();
    played.current = 0;
    setState({ view: replay.before, step: -1 });
    let step = -1;
    let stopped = false;
    // One event at a time: its view, then its beats; the next when the queue is idle.
    const next = () => {
      while (!stopped && step + 1 < replay.steps.length) {
        step++;
        const s = replay.steps[step]!;
        setState({ view: s.view, step });
        if (s.beats.length > 0) {
          queue.enqueue(s.beats);
          return;
        }
      }
    };
    const off = queue.subscribe((e) => {
      if (e.type === 'idle') next();
    });
    const t = setTimeout(next, 900);
    return () => {
      stopped = true;
      off();
      clearTimeout(t);
    };
  }, [queue, replay, round]);
  const w = window as unknown as { __lpgReplayDev?: unknown };
  w.__lpgReplayDev = { frozen: () => freeze !== null && played.current >= freeze, played: () => played.current, found: replay.found, viewer: replay.viewer, events: replay.events, steps: replay.steps.length, step: state.step, beats: replay.steps.flatMap((s) => s.beats.map((b) => b.type)), queue };
  return (
    <>
      <QueueClock queue={queue} played={played} freeze={freeze} />
      {children(state.view, state.step === replay.steps.length - 1)}
    </>
  );
}

export interface ReplayPageProps {
  testId: string;
  title: string;
  replay: LpgReplay;
  speed: AnimationSpeed;
  /** Stop once this much shot time has played, or 'reveal': a third into the first combat cards' reveal (before the result is told). */
  freeze: number | 'reveal' | null;
  frame: RectXZ;
  children: (view: LpgView, queue: AnimationQueue, done: boolean) => ReactNode;
}

/** The shot time a third into the stretch's first reveal of combat cards (the beats play one after another), or null. */
export function revealMoment(replay: LpgReplay, queue: AnimationQueue): number | null {
  let t = 0;
  for (const b of replay.steps.flatMap((s) => s.beats)) {
    const ms = queue.durationOf(b);
    if (b.type === 'combat.cardsRevealed') return t + ms / 3;
    t += ms;
  }
  return null;
}

const HOME_VIEW = { polar: LPG_TABLE.homePolar };

export function LpgReplayPage({ testId, title, replay, speed, freeze, frame, children }: ReplayPageProps) {
  const queue = useMemo(() => new AnimationQueue({ catalogue: LPG_BEAT_CATALOGUE, speed }), [speed]);
  const [round, setRound] = useState(0);
  const freezeAt = useMemo(() => (freeze === 'reveal' ? revealMoment(replay, queue) : freeze), [freeze, replay, queue]);
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid={testId}>
      <TableCanvas className="table3d-canvas" table={LPG_TABLE.table} home={frame} homeView={HOME_VIEW} frameloop="always">
        <Replayer replay={replay} queue={queue} round={round} freeze={freezeAt}>
          {(view, done) => children(view, queue, done)}
        </Replayer>
      </TableCanvas>
      <button type="button" style={{ position: 'fixed', top: 12, left: 12, zIndex: 5, font: '600 16px system-ui', padding: '6px 14px' }} onClick={() => setRound((r) => r + 1)}>
        {title}
      </button>
      {replay.found ? null : <div style={{ position: 'fixed', top: 56, left: 12, color: '#fff' }}>Nothing to replay in this game: its last moment is shown.</div>}
    </div>
  );
}

/** The dev pages' URL parameters. */
export function devParams(): { seed: number; speed: AnimationSpeed; freeze: number | 'reveal' | null; frame: string | null; side: 'american' | 'british' | null; q: URLSearchParams } {
  const q = new URLSearchParams(globalThis.location.search);
  const sp = q.get('speed');
  const speed: AnimationSpeed = sp === 'slow' || sp === 'fast' ? sp : 'normal';
  const f = q.get('freeze') !== null ? Number(q.get('freeze')) : null;
  const side = q.get('side');
  return { seed: Number(q.get('seed') ?? 7), speed, freeze: q.get('freeze') === 'reveal' ? 'reveal' : f !== null && Number.isFinite(f) ? f : null, frame: q.get('frame'), side: side === 'american' || side === 'british' ? side : null, q };
}
