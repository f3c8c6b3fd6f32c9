// The counter atlas as a GPU texture: the faces drawn once (after the local fonts load) into a
// canvas, uploaded as one sRGB texture. Cached per face set, so remounting the table is free.
import { CanvasTexture, Color, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import { FONT_FAMILY, loadCanvasFonts } from '../fonts';
import { atlasLayout, drawAtlas, faceEdge, type AtlasLayout, type CounterGlyphs, type FaceSpec } from './counterFaces';

export interface CounterAtlas {
  layout: AtlasLayout;
  texture: CanvasTexture;
  specs: ReadonlyMap<string, FaceSpec>;
  /** Edge colour of a face (linear RGB), for the token's sides. */
  edge(face: string): Color;
}

const cache = new Map<string, Promise<CounterAtlas>>();

/**
 * Builds (once per `id`) the atlas for a game's face set, drawn with the game's glyphs; resolves
 * after the fonts have loaded.
 */
export function loadCounterAtlas(id: string, makeSpecs: () => Map<string, FaceSpec>, glyphs: CounterGlyphs, cell = 256): Promise<CounterAtlas> {
  let p = cache.get(id);
  if (!p) {
    p = loadCanvasFonts().then(() => {
      const specs = makeSpecs();
      const layout = atlasLayout([...specs.keys()], cell);
      const canvas = drawAtlas(layout, specs, { sans: FONT_FAMILY.sans, serif: FONT_FAMILY.serif }, glyphs);
      const texture = new CanvasTexture(canvas);
      texture.colorSpace = SRGBColorSpace;
      texture.anisotropy = 8;
      texture.minFilter = LinearMipmapLinearFilter;
      texture.generateMipmaps = true;
      texture.needsUpdate = true;
      const edges = new Map<string, Color>();
      for (const [key, spec] of specs) edges.set(key, new Color(faceEdge(spec)));
      const grey = new Color('#555555');
      return { layout, texture, specs, edge: (face: string) => edges.get(face) ?? grey };
    });
    cache.set(id, p);
  }
  return p;
}
