// One token on the table as the instanced counter mesh draws it (pure data).
export interface CounterItem {
  /** Stable identity: what pointer events report. */
  key: string;
  /** Atlas face key. */
  face: string;
  /** Centre of the token. */
  x: number;
  y: number;
  z: number;
  /** Turn about the vertical axis, radians (counter-clockwise seen from above). */
  rotY?: number;
  /** 'counter' (thick square), 'chit' (thinner square), 'badge' (round count badge). */
  shape?: 'counter' | 'chit' | 'badge';
  /** Width of the square (or the badge's diameter). */
  size?: number;
  /** Thickness. */
  height?: number;
  /** 0..1: glow for selection and attention. */
  highlight?: number;
  /** Drawn only while an animation takes it off the table (an animator hides it otherwise). */
  ghost?: boolean;
}

/** Where a counter is drawn this frame when an animation moves it (see Counters' `animator`). */
export interface CounterPose {
  x: number;
  y: number;
  z: number;
  /** Turned about its own east-west axis (a flip), then about the vertical. */
  rotX: number;
  rotY: number;
  /** 1 as the item says; 0 gone. */
  scale: number;
  /** The atlas face shown now. */
  face: string;
  visible: boolean;
  /** 0..1 glow now (the item's own highlight when absent). */
  highlight?: number;
}

/**
 * Moves counters away from where their items put them, frame by frame (the animation queue's
 * shots): the mesh asks it every frame while `active()` and writes the poses into its instances.
 */
export interface CounterAnimator {
  active(): boolean;
  /** Writes the pose of `item` now into `out` and returns true, or returns false: drawn as the item says. */
  poseOf(item: CounterItem, out: CounterPose): boolean;
}
