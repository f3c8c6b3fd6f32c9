// The fonts the table draws with, shipped in assets/fonts/ (SIL Open Font License, the licence
// files lie beside them). Nothing is fetched from outside: drei's <Text> gets these files as its
// `font`, and the canvas-drawn faces (counters, sheet) wait for them through the FontFace API.
import { configureTextBuilder } from 'troika-three-text';

/** File names under assets/fonts/ (served at ./fonts/ by vite's publicDir). */
export const FONT_FILES = {
  label: 'oswald-latin-500-normal.woff',
  bold: 'oswald-latin-700-normal.woff',
  title: 'eb-garamond-latin-600-normal.woff',
} as const;

/** CSS family names the canvas drawings use. */
export const FONT_FAMILY = { sans: 'Sandtable Oswald', serif: 'Sandtable Garamond' } as const;

/** An absolute URL for a font file (troika loads fonts from a worker, so relative URLs won't do). */
export function fontUrl(file: string): string {
  const base = typeof document !== 'undefined' ? document.baseURI : 'http://127.0.0.1/';
  return new URL(`fonts/${file}`, base).href;
}

export const FONTS = {
  get label() {
    return fontUrl(FONT_FILES.label);
  },
  get bold() {
    return fontUrl(FONT_FILES.bold);
  },
  get title() {
    return fontUrl(FONT_FILES.title);
  },
};

let configured = false;
/** Troika falls back to a CDN for glyphs missing from a font: point it at our own folder instead. */
export function configureLocalText(): void {
  if (configured) return;
  configured = true;
  configureTextBuilder({ unicodeFontsURL: fontUrl('unicode/') });
}

let loading: Promise<void> | null = null;
/** Loads the fonts into the document for canvas drawing (once). Resolves even if a font fails. */
export function loadCanvasFonts(): Promise<void> {
  if (loading) return loading;
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return (loading = Promise.resolve());
  const faces = [
    new FontFace(FONT_FAMILY.sans, `url(${fontUrl(FONT_FILES.label)})`, { weight: '500' }),
    new FontFace(FONT_FAMILY.sans, `url(${fontUrl(FONT_FILES.bold)})`, { weight: '700' }),
    new FontFace(FONT_FAMILY.serif, `url(${fontUrl(FONT_FILES.title)})`, { weight: '600' }),
  ];
  loading = Promise.all(
    faces.map((f) =>
      f.load().then(
        (loaded) => {
          document.fonts.add(loaded);
        },
        () => undefined,
      ),
    ),
  ).then(() => undefined);
  return loading;
}
