// A component whose code loads the first time it is drawn, with its own Suspense (so a game's
// panel or flat board can be lazy wherever the shell puts it).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Part = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
  return Part;
}
