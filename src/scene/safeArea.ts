// The canvas's free rectangle (its safe area): the DOM laid over a table (a status box or toolbar
// at the top, a prompt or hint bar at the foot) covers bands of the canvas where a framed thing
// could neither be seen nor clicked. A table marks each such overlay with data-overlay="top" or
// "bottom" (OVERLAY_TOP / OVERLAY_BOTTOM spread on the element); the camera rig measures them at
// the moment it frames something (overlayBands) and watches them (watchOverlays), so every shot
// keeps what it frames inside what is left (cameraMath.visibleArea; the side panel's strip is
// insetRight; the home view is fitted to the canvas less that strip only: see CameraRig). The
// bands are measured, not configured: when the prompt changes height (a hand shown), the rig
// frames its shot again. Rows of the canvas that no one sees (clipped by the table's box, or past the
// window: unseenBands) count as covered too, whatever overlay is shown (freeBands).
// This file names no game.

/** Spread on an overlay at the top of the table (status, toolbar). */
export const OVERLAY_TOP = { 'data-overlay': 'top' } as const;
/** Spread on an overlay at the foot of the table (prompt, hint bar). */
export const OVERLAY_BOTTOM = { 'data-overlay': 'bottom' } as const;

/** CSS pixels of the canvas the marked overlays cover at its top and at its foot. */
export interface OverlayBands {
  top: number;
  bottom: number;
}

/**
 * The marked overlays on the page of `canvas`: its table's own (status, prompt) and a mode's cards
 * laid over the table (a showcase's title, score and narration): they too hide what a shot frames.
 * Only those over the canvas count (overlayBands).
 */
function markedOverlays(canvas: Element): Element[] {
  return Array.from(canvas.ownerDocument.querySelectorAll('[data-overlay]'));
}

/**
 * The bands of `canvas` covered by the marked overlays over it (markedOverlays): from the canvas's top to the lowest foot of a top overlay, and
 * from the highest top of a foot overlay to the canvas's foot. Hidden or empty overlays count for
 * nothing; none: zero bands.
 */
export function overlayBands(canvas: Element): OverlayBands {
  const bands: OverlayBands = { top: 0, bottom: 0 };
  const c = canvas.getBoundingClientRect();
  if (c.height <= 0) return bands;
  for (const el of markedOverlays(canvas)) {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) continue;
    // Faded out and hidden from people (a showcase's overlay turned off): covers nothing.
    if (el.closest('[aria-hidden="true"]')) continue;
    // Beside the canvas (under the side panel, or off it): not over the picture.
    if (r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom) continue;
    const edge = el.getAttribute('data-overlay');
    if (edge === 'top') bands.top = Math.max(bands.top, r.bottom - c.top);
    else if (edge === 'bottom') bands.bottom = Math.max(bands.bottom, c.bottom - r.top);
  }
  return bands;
}

/**
 * The bands of `canvas` that no one sees, overlays or none: its rows above or below what the window
 * and every ancestor that clips its overflow (the table's box) show. A canvas laid out taller than
 * its box (La Petite Guerre's starts under its status bar at the box's full height, and runs 58 px
 * past its foot at 1280x720) or past the window's foot has such rows: a shot framed there is as
 * hidden as one under the prompt. Zero where it is all shown, or none of it (scrolled away, not laid
 * out yet).
 */
export function unseenBands(canvas: Element): OverlayBands {
  const bands: OverlayBands = { top: 0, bottom: 0 };
  const c = canvas.getBoundingClientRect();
  const win = canvas.ownerDocument.defaultView;
  if (c.height <= 0 || !win) return bands;
  let top = Math.max(c.top, 0);
  let bottom = win.innerHeight > 0 ? Math.min(c.bottom, win.innerHeight) : c.bottom;
  for (let el = canvas.parentElement; el; el = el.parentElement) {
    const y = win.getComputedStyle(el).overflowY;
    if (y !== 'hidden' && y !== 'clip' && y !== 'auto' && y !== 'scroll') continue;
    const r = el.getBoundingClientRect();
    if (r.height <= 0) continue;
    top = Math.max(top, r.top);
    bottom = Math.min(bottom, r.bottom);
  }
  if (bottom <= top) return bands;
  return { top: Math.max(0, top - c.top), bottom: Math.max(0, c.bottom - bottom) };
}

/**
 * The bands a shot must keep out of: the overlays' (`overlays`: overlayBands, or as the rig last saw
 * them shown) and the canvas's unseen rows (unseenBands), the larger of the two at each edge.
 */
export function freeBands(canvas: Element, overlays: OverlayBands = overlayBands(canvas)): OverlayBands {
  const unseen = unseenBands(canvas);
  return { top: Math.max(overlays.top, unseen.top), bottom: Math.max(overlays.bottom, unseen.bottom) };
}

/**
 * Calls `changed` (at most once a frame) when the overlays of `canvas`'s table may have moved or
 * changed size: one is added or removed, its content changes, or it is resized. Returns the stop.
 */
export function watchOverlays(canvas: Element, changed: () => void): () => void {
  const root = canvas.closest('.table3d') ?? canvas.parentElement;
  if (!root || typeof MutationObserver === 'undefined') return () => {};
  let pending = 0;
  const soon = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      changed();
    });
  };
  const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
  const observeSizes = () => {
    if (!sizes) return;
    sizes.disconnect();
    for (const el of markedOverlays(canvas)) sizes.observe(el);
  };
  const dom = new MutationObserver(() => {
    observeSizes();
    soon();
  });
  dom.observe(root, { childList: true, subtree: true, characterData: true });
  observeSizes();
  soon();
  return () => {
    dom.disconnect();
    sizes?.disconnect();
    if (pending) cancelAnimationFrame(pending);
  };
}
