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
}
