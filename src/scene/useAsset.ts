// Suspending on an asset built once (fonts, canvas textures): React 19's use() over a promise
// cached by key, so every component asking for the same asset waits on the same work.
import { use } from 'react';

const cache = new Map<string, Promise<unknown>>();

export function useAsset<T>(key: string, make: () => Promise<T>): T {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = make();
    cache.set(key, p);
  }
  return use(p);
}
