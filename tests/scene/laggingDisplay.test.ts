// The shared lagging display: a table shows the state as of the shots played, never the rules'
// latest view ahead of them; each shot's frame has the state before it (to tween from); idle
// shows the latest view itself; beats that change nothing on the table leave the frame alone.
import { describe, expect, it } from 'vitest';
import { LaggingDisplay, type LaggingRules } from '../../src/scene/animation/laggingDisplay';
import type { Beat, Shot } from '../../src/scene/animation/queue';

interface View { n: number; label: string }
interface Shown { n: number }
const RULES: LaggingRules<View, Shown> = {
  shownOf: (v) => ({ n: v.n }),
  apply: (s, b) => (b.type === 'add' ? { n: s.n + (b.by as number) } : s),
  changes: (b) => b.type === 'add',
  sameView: (a, b) => a.n === b.n,
};
let id = 0;
const shot = (beat: Beat): Shot => ({ id: ++id, kind: beat.type, beat, base: 100, duration: 100, tumble: true }) as Shot;

describe('LaggingDisplay (shared by every table)', () => {
  it('lags the latest view through the shots and takes it when the queue goes idle', () => {
    const d = new LaggingDisplay(RULES, { n: 0, label: 'a' });
    expect(d.frame.shown).toEqual({ n: 0 });
    // The rules ran two events ahead (0 -> 2 -> 5); the queue holds their beats.
    d.setLatest({ n: 5, label: 'b' }, false);
    expect(d.frame.shown).toEqual({ n: 0 });
    const a = shot({ type: 'add', by: 2 });
    const b = shot({ type: 'add', by: 3 });
    expect(d.onEvent({ type: 'start', shot: a })).toBe(true);
    expect(d.frame).toMatchObject({ shown: { n: 2 }, before: { n: 0 }, shot: a });
    d.onEvent({ type: 'end', shot: a, skipped: false });
    expect(d.frame).toMatchObject({ shown: { n: 2 }, before: null, shot: null });
    d.onEvent({ type: 'start', shot: b });
    expect(d.frame).toMatchObject({ shown: { n: 5 }, before: { n: 2 }, shot: b });
    d.onEvent({ type: 'end', shot: b, skipped: false });
    expect(d.onEvent({ type: 'idle' })).toBe(true);
    expect(d.frame).toEqual({ shown: { n: 5 }, before: null, shot: null });
  });

  it('a beat that does not change the table neither starts a tween nor changes the frame', () => {
    const d = new LaggingDisplay(RULES, { n: 1, label: 'a' });
    const before = d.frame;
    const talk = shot({ type: 'say' });
    expect(d.onEvent({ type: 'start', shot: talk })).toBe(false);
    expect(d.frame).toBe(before);
    expect(d.onEvent({ type: 'end', shot: talk, skipped: false })).toBe(false);
    expect(d.frame).toBe(before);
  });

  it('idle: a new view shows at once; a view the game calls the same keeps the shown state (no redraw)', () => {
    const d = new LaggingDisplay(RULES, { n: 1, label: 'a' });
    const first = d.frame.shown;
    expect(d.setLatest({ n: 1, label: 'other' }, true)).toBe(false);
    expect(d.frame.shown).toBe(first);
    expect(d.setLatest({ n: 4, label: 'c' }, true)).toBe(true);
    expect(d.frame.shown).toEqual({ n: 4 });
    expect(d.latestOf.label).toBe('c');
  });

  it('a reset (undo, new game) drops what the shots set up: the latest view shows', () => {
    const d = new LaggingDisplay(RULES, { n: 0, label: 'a' });
    d.setLatest({ n: 9, label: 'b' }, false);
    d.onEvent({ type: 'start', shot: shot({ type: 'add', by: 1 }) });
    expect(d.frame.shown).toEqual({ n: 1 });
    expect(d.onEvent({ type: 'reset' })).toBe(true);
    expect(d.frame).toEqual({ shown: { n: 9 }, before: null, shot: null });
  });
});
