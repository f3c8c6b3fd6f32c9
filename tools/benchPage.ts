// Page scripts the render benchmarks share (bench-render.ts, bench-render-ab.ts). Plain page
// script in strings: tsx would wrap named functions in a helper the page does not have.

/**
 * Frames per second while a frame is asked for on every animation frame:
 * `(${FPS_SCRIPT})(duration, patient)` resolves to { frames, seconds, q } (q: the render budget's
 * quality, as JSON). `patient`: past the duration, go on (up to six times it) until five frames were
 * drawn, for slow tables.
 */
export const FPS_SCRIPT = `(duration, patient) => new Promise((resolve) => {
  const p = window.__sandtableRender;
  let running = true;
  const f0 = p.frames;
  const t0 = performance.now();
  const tick = () => { if (!running) return; p.invalidate(); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const check = () => {
    const t = performance.now() - t0;
    if (t >= duration && (!patient || p.frames - f0 >= 5 || t >= duration * 6)) {
      running = false;
      resolve({ frames: p.frames - f0, seconds: t / 1000, q: JSON.stringify(p.quality ?? null) });
    } else setTimeout(check, 50);
  };
  setTimeout(check, duration);
})`;
