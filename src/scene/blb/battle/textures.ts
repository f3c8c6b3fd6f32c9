// Canvas-drawn faces for the Battle Board: the printed board, the fallback unit tokens, the fort
// marker (its steps along its four edges) and the Combat Marker. No network, no image files.
import { CanvasTexture, SRGBColorSpace, type Texture } from 'three';
import { shade } from '../../dice/textures';
import { TEXTURE_CANVAS_2D } from '../../canvas2d';

const FONT = 'Oswald, "DejaVu Sans Condensed", "Arial Narrow", sans-serif';
const hasDocument = () => typeof document !== 'undefined';

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return [c, c.getContext('2d', TEXTURE_CANVAS_2D)!];
}

function texture(c: HTMLCanvasElement): CanvasTexture {
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 8;
  return t;
}

export interface BoardPrint {
  width: number;
  depth: number;
  /** Rows' centres and the header's, as fractions of the depth from the top edge. */
  headerAt: number;
  rowsAt: number[];
  /** The label column's width as a fraction of half the width. */
  labelColumn: number;
}

/** The printed Battle Board: two halves (attacker, defender), rows 6, 5, 4 and the fort's row. */
export function boardTexture(print: BoardPrint): Texture | null {
  if (!hasDocument()) return null;
  const pxPerUnit = 96;
  const W = Math.round(print.width * pxPerUnit);
  const H = Math.round(print.depth * pxPerUnit);
  const [c, g] = canvas(W, H);
  // Card stock, a little aged.
  const bg = g.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#e9dfc4');
  bg.addColorStop(1, '#dccfae');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  g.strokeStyle = '#3d3326';
  g.lineWidth = 6;
  g.strokeRect(8, 8, W - 16, H - 16);
  g.lineWidth = 2;
  g.strokeRect(18, 18, W - 36, H - 36);
  const half = W / 2;
  const labelW = print.labelColumn * half;
  const rowH = (print.rowsAt[1]! - print.rowsAt[0]!) * H;
  // Halves: tinted by role.
  const tints = ['rgba(120, 60, 40, 0.08)', 'rgba(40, 70, 120, 0.08)'];
  [0, 1].forEach((i) => {
    g.fillStyle = tints[i]!;
    g.fillRect(i * half + 20, 20, half - 40 + (i === 0 ? 20 : 0), H - 40);
  });
  g.strokeStyle = '#3d3326';
  g.lineWidth = 4;
  g.beginPath();
  g.moveTo(half, 18);
  g.lineTo(half, H - 18);
  g.stroke();
  const headerY = print.headerAt * H;
  // The header band (the plaques for the sides and modifiers lie on it).
  g.fillStyle = 'rgba(61, 51, 38, 0.12)';
  g.fillRect(22, headerY - rowH * 0.38, W - 44, rowH * 0.76);
  // Rows: a numeral in the label column, a ruled band across.
  const labels = ['6', '5', '4', 'FORT'];
  print.rowsAt.forEach((at, r) => {
    const y = at * H;
    for (const x0 of [0, half]) {
      g.fillStyle = r % 2 === 0 ? 'rgba(61, 51, 38, 0.07)' : 'rgba(61, 51, 38, 0.0)';
      g.fillRect(x0 + 22, y - rowH / 2, half - 44, rowH);
      g.strokeStyle = 'rgba(61, 51, 38, 0.35)';
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(x0 + 22, y + rowH / 2);
      g.lineTo(x0 + half - 22, y + rowH / 2);
      g.stroke();
      g.fillStyle = '#3d3326';
      g.textAlign = 'center';
      const fort = labels[r] === 'FORT';
      g.font = `700 ${Math.round(rowH * (fort ? 0.3 : 0.62))}px ${FONT}`;
      g.fillText(labels[r]!, x0 + labelW / 2 + 18, y + 2);
    }
  });
  return texture(c);
}

const tokenCache = new Map<string, Texture>();

/** A fallback unit token's face: its colour, a name and its combat factor; reduced ones striped. */
export function tokenTexture(label: string, color: string, cf: number | null, reduced: boolean): Texture | null {
  if (!hasDocument()) return null;
  const key = JSON.stringify([label, color, cf, reduced]);
  const hit = tokenCache.get(key);
  if (hit) return hit;
  const S = 256;
  const [c, g] = canvas(S, S);
  g.fillStyle = color;
  g.fillRect(0, 0, S, S);
  if (reduced) {
    // The reduced face: a pale band across, as on the printed counters.
    g.fillStyle = 'rgba(255, 255, 255, 0.35)';
    g.fillRect(0, S * 0.62, S, S * 0.16);
  }
  g.strokeStyle = shade(color, -0.45);
  g.lineWidth = 10;
  g.strokeRect(14, 14, S - 28, S - 28);
  const dark = luminance(color) > 0.5;
  g.fillStyle = dark ? '#1d1d1f' : '#f4f0e4';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `600 ${label.length > 4 ? 58 : 74}px ${FONT}`;
  g.fillText(label, S / 2, S * 0.38, S - 40);
  if (cf !== null) {
    g.font = `700 84px ${FONT}`;
    g.fillText(String(cf), S / 2, S * 0.74);
  }
  const t = texture(c);
  tokenCache.set(key, t);
  return t;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (!Number.isFinite(n)) return 0.5;
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/**
 * The fort marker: its name and factor in the middle, its steps along the edges. The edge toward
 * the viewer (+z, the canvas's bottom) shows `maxSteps`; each quarter turn counter-clockwise
 * (seen from above) brings the next lower number to the viewer: left edge maxSteps - 1, top edge
 * maxSteps - 2, right edge maxSteps - 3.
 */
export function fortTexture(label: string, cf: number, maxSteps: number): Texture | null {
  if (!hasDocument()) return null;
  const S = 256;
  const [c, g] = canvas(S, S);
  g.fillStyle = '#8e8a7a';
  g.fillRect(0, 0, S, S);
  // Masonry.
  g.strokeStyle = 'rgba(40, 36, 30, 0.35)';
  g.lineWidth = 3;
  for (let y = 0; y < S; y += 32) {
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(S, y);
    g.stroke();
    for (let x = (y / 32) % 2 ? 0 : 32; x < S; x += 64) {
      g.beginPath();
      g.moveTo(x, y);
      g.lineTo(x, y + 32);
      g.stroke();
    }
  }
  g.fillStyle = 'rgba(233, 223, 196, 0.92)';
  g.fillRect(62, 78, S - 124, S - 156);
  g.fillStyle = '#2a2520';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `700 34px ${FONT}`;
  g.fillText(label.toUpperCase(), S / 2, S * 0.44, S - 130);
  g.font = `500 26px ${FONT}`;
  g.fillText(`fort ${cf}+`, S / 2, S * 0.59);
  // Steps on the edges, each upright when its edge faces the viewer.
  const edges: [number, number, number][] = [
    [S / 2, S - 26, 0], // bottom (+z): max
    [26, S / 2, Math.PI / 2], // left (-x): max - 1
    [S / 2, 26, Math.PI], // top (-z): max - 2
    [S - 26, S / 2, -Math.PI / 2], // right (+x): max - 3
  ];
  g.font = `700 38px ${FONT}`;
  edges.forEach(([x, y, angle], i) => {
    const steps = maxSteps - i;
    if (steps <= 0) return;
    g.save();
    g.translate(x, y);
    g.rotate(angle);
    // A dark tab with the step count, read from the edge it sits on.
    g.fillStyle = '#2a2520';
    g.fillRect(-30, -22, 60, 44);
    g.fillStyle = '#f6efd8';
    g.font = `700 40px ${FONT}`;
    g.fillText(String(steps), 0, 2);
    g.restore();
  });
  return texture(c);
}

/** The fort marker's back: destroyed (8.1). */
export function fortDestroyedTexture(label: string): Texture | null {
  if (!hasDocument()) return null;
  const S = 256;
  const [c, g] = canvas(S, S);
  g.fillStyle = '#4a4036';
  g.fillRect(0, 0, S, S);
  g.strokeStyle = '#9b2a22';
  g.lineWidth = 18;
  g.beginPath();
  g.moveTo(40, 40);
  g.lineTo(S - 40, S - 40);
  g.moveTo(S - 40, 40);
  g.lineTo(40, S - 40);
  g.stroke();
  g.fillStyle = '#efe6cf';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `700 36px ${FONT}`;
  g.fillText(label.toUpperCase(), S / 2, S * 0.2, S - 60);
  g.font = `600 30px ${FONT}`;
  g.fillText('DESTROYED', S / 2, S * 0.82);
  return texture(c);
}

let markerTexture: Texture | null = null;

/** The Combat Marker: crossed sabres on red. */
export function combatMarkerTexture(): Texture | null {
  if (!hasDocument()) return null;
  if (markerTexture) return markerTexture;
  const S = 256;
  const [c, g] = canvas(S, S);
  g.fillStyle = '#a3231b';
  g.fillRect(0, 0, S, S);
  g.strokeStyle = '#f3e6c8';
  g.lineCap = 'round';
  g.lineWidth = 16;
  for (const dir of [1, -1]) {
    g.beginPath();
    g.moveTo(S / 2 - dir * 70, S * 0.24);
    g.lineTo(S / 2 + dir * 70, S * 0.74);
    g.stroke();
    // Hilts.
    g.beginPath();
    g.moveTo(S / 2 + dir * 70 - 26, S * 0.74 - 18 * dir * dir + 10);
    g.lineTo(S / 2 + dir * 70 + 14 * dir, S * 0.74 - 30);
    g.stroke();
  }
  g.fillStyle = '#f3e6c8';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `700 30px ${FONT}`;
  g.fillText('COMBAT', S / 2, S * 0.9);
  markerTexture = texture(c);
  return markerTexture;
}

let glowTexture: Texture | null = null;

/** A soft square halo (for a counter whose die hit), white: tinted by the material. */
export function counterGlowTexture(): Texture | null {
  if (!hasDocument()) return null;
  if (glowTexture) return glowTexture;
  const S = 128;
  const [c, g] = canvas(S, S);
  g.shadowColor = 'rgba(255,255,255,1)';
  g.shadowBlur = 22;
  g.fillStyle = 'rgba(255,255,255,0.9)';
  const inset = 30;
  g.beginPath();
  g.roundRect(inset, inset, S - 2 * inset, S - 2 * inset, 10);
  g.fill();
  glowTexture = texture(c);
  return glowTexture;
}
