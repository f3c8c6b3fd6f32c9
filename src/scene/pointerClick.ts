/**
 * How far (in CSS pixels) the pointer may travel between going down and coming up and still be a
 * click. Further is a drag of the camera, and a drag is not a click.
 */
export const CLICK_SLOP_PX = 6;

/** R3F reports how far the pointer travelled since it went down (`delta`): a drag is not a click. */
export const isDrag = (e: { delta: number }): boolean => e.delta > CLICK_SLOP_PX;
