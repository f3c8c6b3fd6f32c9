// Visual check of Belle Epoque's bowl and command-point d20s on the table (the lead wires it to
// a dev URL). At rest: 6 red and 5 blue tokens in the bowl, a red token drawn beside it, red
// with 7 command points and blue with none (its die dimmed). With `animate` (or ?play=1 in the
// URL) a scripted turn plays through a real AnimationQueue: tokens are drawn one by one (each
// unit activation puts the last one away), points get spent, and when the bowl is empty a new
// turn refills it and both sides roll their command dice.
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimationQueue, type Beat } from '../../animation/queue';
import { useAnimationFrameQueue } from '../../animation/useQueue';
import { TableCanvas } from '../../TableCanvas';
import { Bowl } from '../Bowl';
import { CommandDice } from '../CommandDie';
import { HOME, TABLE } from '../layout';
import type { Side } from '../../../games/belle-epoque/types';
import { BELLE_BEAT_CATALOGUE } from '../beatCatalogue';

interface DemoState {
  bowl: { red: number; blue: number };
  drawn: Side | null;
  points: { red: number; blue: number };
  rolls: { red: number[]; blue: number[] };
}

const START: DemoState = { bowl: { red: 6, blue: 5 }, drawn: 'red', points: { red: 7, blue: 0 }, rolls: { red: [2, 5], blue: [] } };
/** Each new turn's command dice, in turn (d4 x 2 for red, d6 x 2 for blue). */
const TURN_ROLLS: { red: number[]; blue: number[] }[] = [
  { red: [3, 4], blue: [6, 1] },
  { red: [1, 2], blue: [5, 5] },
  { red: [4, 4], blue: [2, 3] },
];

function readFlag(name: string): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).get(name) === '1';
}

/** Drives the queue from the canvas's frame loop. */
function QueueDriver({ queue }: { queue: AnimationQueue }) {
  useAnimationFrameQueue(queue);
  return null;
}

/** The next step of the scripted turn: the new state and the beats the machine would emit. */
function nextStep(s: DemoState, step: number): { state: DemoState; beats: Beat[] } {
  const beats: Beat[] = [];
  let state = s;
  if (state.drawn) {
    beats.push({ type: 'unit.activated', unit: `${state.drawn}-${step}` });
    // Every other activation a reactivity test spends a point (the die turns over, no shot).
    const spend = step % 2 === 0 && state.points[state.drawn] > 0 ? 1 : 0;
    state = { ...state, drawn: null, points: { ...state.points, [state.drawn]: state.points[state.drawn] - spend } };
  }
  if (state.bowl.red + state.bowl.blue === 0) {
    const rolls = TURN_ROLLS[step % TURN_ROLLS.length]!;
    const points = { red: rolls.red.reduce((a, b) => a + b, 0), blue: rolls.blue.reduce((a, b) => a + b, 0) };
    beats.push({ type: 'turn.begun', turn: step }, { type: 'command.rolled', rolls, points });
    state = { ...state, bowl: { red: 6, blue: 5 }, points, rolls };
  }
  // A blind draw, scripted: mostly alternating, by the step's parity and what is left.
  const side: Side = state.bowl.red === 0 ? 'blue' : state.bowl.blue === 0 ? 'red' : (step * 7) % 3 === 0 ? 'blue' : 'red';
  const left = { ...state.bowl, [side]: state.bowl[side] - 1 };
  beats.push({ type: 'token.drawn', side, left });
  return { state: { ...state, bowl: left, drawn: side }, beats };
}

export function BelleBowlDemo({ animate = readFlag('play') }: { animate?: boolean }) {
  const queue = useMemo(() => (animate ? new AnimationQueue({ catalogue: BELLE_BEAT_CATALOGUE, speed: 'normal' }) : null), [animate]);
  const [state, setState] = useState<DemoState>(START);
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    if (!queue) return;
    let step = 1;
    const timer = setInterval(() => {
      if (!queue.isIdle()) return;
      const next = nextStep(current.current, step++);
      // As in the game: the state moves on first, the beats follow through the queue.
      setState(next.state);
      queue.enqueue(next.beats);
    }, 2400);
    return () => {
      clearInterval(timer);
      queue.clear();
    };
  }, [queue]);

  return (
    <div style={{ position: 'fixed', inset: 0, background: '#15100c' }} data-testid="belle-bowl-demo">
      <TableCanvas table={TABLE} home={HOME}>
        {queue ? <QueueDriver queue={queue} /> : null}
        <Bowl bowl={state.bowl} drawn={state.drawn} queue={queue} />
        <CommandDice points={state.points} rolls={state.rolls} queue={queue} />
      </TableCanvas>
    </div>
  );
}
