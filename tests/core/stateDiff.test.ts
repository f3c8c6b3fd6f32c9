import { describe, expect, it } from 'vitest';
import { changedPathSet, diffValues, pathText } from '../../src/core/stateDiff';
import { blbModule } from '../../machines/blb/index';
import { replay } from '../../src/core/replay';
import { newRecord } from '../../src/core/record';

describe('stateDiff', () => {
  it('equal values give no changes', () => {
    const v = { a: 1, b: [1, 2, { c: 'x' }], t: new Uint8Array([1, 2, 3]), n: null };
    expect(diffValues(v, structuredClone(v))).toEqual([]);
    expect(diffValues(NaN, NaN)).toEqual([]);
  });

  it('reports changed, added and removed keys with before/after', () => {
    const changes = diffValues({ a: 1, b: { c: 2, gone: true } }, { a: 1, b: { c: 3, fresh: 'y' } });
    expect(changes).toEqual([
      { path: ['b', 'c'], kind: 'changed', before: 2, after: 3 },
      { path: ['b', 'gone'], kind: 'removed', before: true, after: undefined },
      { path: ['b', 'fresh'], kind: 'added', before: undefined, after: 'y' },
    ]);
  });

  it('arrays: per index, with growth and shrink', () => {
    expect(diffValues([1, 2, 3], [1, 5])).toEqual([
      { path: [1], kind: 'changed', before: 2, after: 5 },
      { path: [2], kind: 'removed', before: 3, after: undefined },
    ]);
    expect(diffValues({ xs: ['a'] }, { xs: ['a', 'b'] })).toEqual([
      { path: ['xs', 1], kind: 'added', before: undefined, after: 'b' },
    ]);
  });

  it('typed arrays are compared element by element', () => {
    const changes = diffValues({ occ: new Uint8Array([0, 1, 2]) }, { occ: new Uint8Array([0, 4, 2]) });
    expect(changes).toEqual([{ path: ['occ', 1], kind: 'changed', before: 1, after: 4 }]);
    // A different kind of container is one change at its path.
    const swapped = diffValues({ occ: new Uint8Array([1]) }, { occ: [1] });
    expect(swapped).toHaveLength(1);
    expect(swapped[0]!.path).toEqual(['occ']);
    expect(diffValues(new Float64Array([1.5]), new Float64Array([1.5]))).toEqual([]);
  });

  it('null, undefined and type changes are leaf changes', () => {
    expect(diffValues({ a: null }, { a: { x: 1 } })).toEqual([{ path: ['a'], kind: 'changed', before: null, after: { x: 1 } }]);
    expect(diffValues(1, '1')).toEqual([{ path: [], kind: 'changed', before: 1, after: '1' }]);
  });

  it('stops at the limit', () => {
    const a = Array.from({ length: 50 }, (_, i) => i);
    const b = a.map((x) => x + 1);
    expect(diffValues(a, b, 10)).toHaveLength(10);
  });

  it('pathText and changedPathSet name the changed branches', () => {
    expect(pathText(['units', 'ger-1', 'box'])).toBe('units.ger-1.box');
    expect(pathText(['events', 3, 'type'])).toBe('events[3].type');
    const set = changedPathSet(diffValues({ a: { b: [0, 1] } }, { a: { b: [0, 2] } }));
    expect([...set].sort()).toEqual(['', 'a', 'a.b', 'a.b[1]']);
  });

  it('on a real Brave Little Belgium event: a move changes the moved unit and nothing of the set-up', () => {
    const record = newRecord(blbModule, 7);
    const { actor, snapshot: before } = replay(blbModule, record);
    const move = blbModule.legalEvents(before).find((e) => e.type === 'move');
    expect(move).toBeDefined();
    actor.send(move!);
    const after = actor.getSnapshot();
    actor.stop();
    const changes = diffValues(before.context, after.context);
    const paths = changes.map((c) => pathText(c.path));
    expect(changes.length).toBeGreaterThan(0);
    const unit = (move as { units: string[] }).units[0]!;
    expect(paths).toContain(`units.${unit}.box`);
    expect(paths.some((p) => p.startsWith('setUp'))).toBe(false);
  });
});
