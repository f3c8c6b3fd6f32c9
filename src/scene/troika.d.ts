// troika-three-text (drei's <Text> engine) ships no types for its entry point; we use one call.
declare module 'troika-three-text' {
  export function configureTextBuilder(config: { unicodeFontsURL?: string | null; sdfGlyphSize?: number; useWorker?: boolean }): void;
}
