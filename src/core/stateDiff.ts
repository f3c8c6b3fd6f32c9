// What an event changed: a diff of two plain JSON-ish values (objects, arrays, typed arrays,
// primitives, null/undefined) as a flat list of changed paths, for the inspector's state tree.
// Pure and game-agnostic.

export type PathKey = string | number;

export interface StateChange {
  /** Keys from the root, e.g. ['units', 'ger-1', 'box']. */
  path: PathKey[];
  kind: 'added' | 'removed' | 'changed';
  /** undefined when added. */
  before: unknown;
  /** undefined when removed. */
  after: unknown;
}

type TypedArray =
  | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array
  | Float32Array | Float64Array | BigInt64Array | BigUint64Array;

export function isTypedArray(value: unknown): value is TypedArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !isTypedArray(value);
}

/** Same value: Object.is for primitives (so NaN equals NaN), deep for containers. */
function sameLeaf(a: unknown, b: unknown): boolean {
  return Object.is(a, b);
}

/** Dot path for display and lookups: `units.ger-1.box`, `events[3].type`. */
export function pathText(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? key : `.${key}`;
  }
  return out;
}

/**
 * Every path where `before` and `after` differ, in a stable order (object keys in `before`'s
 * order, then keys only in `after`). A container replaced by a different kind of value (an
 * array by an object, a typed array by a plain array) is one change at its path. Stops after
 * `limit` changes so a huge diff cannot freeze the panel.
 */
export function diffValues(before: unknown, after: unknown, limit = 2000): StateChange[] {
  const out: StateChange[] = [];
  const walk = (a: unknown, b: unknown, path: PathKey[]): void => {
    if (out.length >= limit) return;
    if (a === b) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      diffIndexed(a, b, path);
      return;
    }
    if (isTypedArray(a) && isTypedArray(b) && a.constructor === b.constructor) {
      diffIndexed(Array.from(a as ArrayLike<unknown>), Array.from(b as ArrayLike<unknown>), path);
      return;
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of Object.keys(a)) {
        if (out.length >= limit) return;
        if (!(key in b)) out.push({ path: [...path, key], kind: 'removed', before: a[key], after: undefined });
        else walk(a[key], b[key], [...path, key]);
      }
      for (const key of Object.keys(b)) {
        if (out.length >= limit) return;
        if (!(key in a)) out.push({ path: [...path, key], kind: 'added', before: undefined, after: b[key] });
      }
      return;
    }
    if (!sameLeaf(a, b)) out.push({ path, kind: 'changed', before: a, after: b });
  };
  const diffIndexed = (a: readonly unknown[], b: readonly unknown[], path: PathKey[]): void => {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) walk(a[i], b[i], [...path, i]);
    for (let i = common; i < a.length && out.length < limit; i++) {
      out.push({ path: [...path, i], kind: 'removed', before: a[i], after: undefined });
    }
    for (let i = common; i < b.length && out.length < limit; i++) {
      out.push({ path: [...path, i], kind: 'added', before: undefined, after: b[i] });
    }
  };
  walk(before, after, []);
  return out;
}

/**
 * The set of changed paths and all their ancestors (as pathText), so a collapsible tree can
 * mark the branches that hold a change.
 */
export function changedPathSet(changes: readonly StateChange[]): Set<string> {
  const set = new Set<string>();
  for (const change of changes) {
    for (let n = 0; n <= change.path.length; n++) set.add(pathText(change.path.slice(0, n)));
  }
  return set;
}
