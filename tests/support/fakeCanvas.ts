// A 2D canvas context that draws nothing, for tests of code that prints on a canvas: what is set on
// it (fillStyle, font, …) is kept and read back, `methods` answers the calls it names (it gets the
// context's state, e.g. to read the strokeStyle a stroke is made with), measureText gives
// `charWidth` a character and every other method does nothing.
type State = Record<string | symbol, unknown>;

export function fakeCanvas<C = CanvasRenderingContext2D>(methods: (state: State) => Record<string, (...args: never[]) => unknown> = () => ({}), charWidth = 10): C {
  const state: State = {};
  const answers = methods(state);
  const ctx = new Proxy(state, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(answers, key)) return answers[key];
      if (key === 'measureText') return (t: string) => ({ width: t.length * charWidth });
      if (key in target) return target[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return ctx as unknown as C;
}
