// Colour-blind safety of Brave Little Belgium's counters and the overlay (palette.ts, blbFaces.ts):
// never hue alone. Nationalities differ in emblem and printed code; armies that share a colour
// differ in band pattern and printed name; the side colours of the overlay carry a pattern too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARMY_STYLE, NATION } from '../../../src/scene/blb/palette';
import { blbFaces } from '../../../src/scene/blb/blbFaces';

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

describe('colour-blind-safe colours', () => {
  it('every nationality has its own emblem shape and printed code', () => {
    const nations = Object.values(NATION);
    expect(new Set(nations.map((n) => n.emblem)).size).toBe(nations.length);
    expect(new Set(nations.map((n) => n.code)).size).toBe(nations.length);
  });

  it('armies sharing a colour differ in band pattern, and every army prints its name', () => {
    const armies = Object.entries(ARMY_STYLE);
    for (const [a, sa] of armies) {
      expect(sa.short.length).toBeGreaterThan(0);
      for (const [b, sb] of armies) if (a < b && sa.color === sb.color) expect(sa.pattern, `${a} and ${b}`).not.toBe(sb.pattern);
    }
    expect(new Set(armies.map(([, s]) => `${s.color}/${s.pattern}`)).size).toBe(armies.length);
  });

  it('ink on every unit face has contrast with its body and band (3:1 or more)', () => {
    for (const [key, face] of blbFaces()) {
      if (face.kind !== 'unit') continue;
      for (const [fg, bg] of [[face.ink, face.body], [face.band.ink, face.band.color]] as const) {
        const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
        expect((hi + 0.05) / (lo + 0.05), key).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('the overlay marks the sides with a border pattern as well as a hue (German solid, Entente double)', () => {
    const src = join(__dirname, '..', '..', '..', 'src');
    const sides = readFileSync(join(src, 'ui', 'blb', 'sides.css'), 'utf8');
    expect(sides).toMatch(/\.action\[data-side='german'\]\s*\{\s*border-left:\s*\d+px solid/);
    expect(sides).toMatch(/\.action\[data-side='entente'\]\s*\{\s*border-left:\s*\d+px double/);
    // Loaded with the game's drawn entry, so the sides are marked before any of its screens.
    expect(readFileSync(join(src, 'ui', 'blb', 'drawn.ts'), 'utf8')).toMatch(/import '\.\/sides\.css';/);
    const css = readFileSync(join(src, 'ui', 'styles.css'), 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[\s\S]*transition: none/);
  });
});
