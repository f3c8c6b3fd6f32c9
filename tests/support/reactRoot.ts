// Mounting React in a happy-dom test: a div appended to the body, a root on it, the first render
// inside act (React's act environment is switched on by importing this). `useReactRoot()` called at
// the top of a file or a describe registers its own afterEach that unmounts (inside act) and
// removes whatever the test mounted; `mountRootAsync` mounts without the afterEach, for helpers
// whose callers unmount themselves (tests/ui/helpers.tsx's renderApp).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface MountOptions {
  /** The container's box, for components that lay out to it (e.g. { width: '1280px', height: '720px' }). */
  size?: { width: string; height: string };
  /** Runs after the root is unmounted, before the container goes (a host, a link or an actor to dispose of). */
  dispose?: () => void;
}

export interface Mounted {
  root: Root;
  container: HTMLElement;
  /** Unmounts the root inside act, runs `dispose` and removes the container; again, it does nothing. */
  unmount: () => void;
}

function attach(opts: MountOptions): Mounted {
  const container = document.createElement('div');
  if (opts.size) {
    container.style.width = opts.size.width;
    container.style.height = opts.size.height;
  }
  document.body.appendChild(container);
  const root = createRoot(container);
  let done = false;
  return {
    root,
    container,
    unmount: () => {
      if (done) return;
      done = true;
      act(() => root.unmount());
      opts.dispose?.();
      container.remove();
    },
  };
}

function render(mounted: Mounted, element: ReactNode): Mounted {
  act(() => mounted.root.render(element));
  return mounted;
}

async function renderAsync(mounted: Mounted, element: ReactNode): Promise<Mounted> {
  await act(async () => {
    mounted.root.render(element);
  });
  return mounted;
}

/** Renders `element` into a new container inside an async act (effects and the promises they start settle); the caller unmounts. */
export const mountRootAsync = (element: ReactNode, opts: MountOptions = {}): Promise<Mounted> => renderAsync(attach(opts), element);

export interface ReactRoots {
  /** Renders `element` into a new container inside a synchronous act; unmounted after the test. */
  mount: (element: ReactNode, opts?: MountOptions) => Mounted;
  /** mountRootAsync, unmounted after the test. */
  mountAsync: (element: ReactNode, opts?: MountOptions) => Promise<Mounted>;
  /** Unmounts now what the test has mounted so far (as the afterEach would), e.g. to mount afresh. */
  unmount: () => void;
}

/** Mounts that are unmounted after each test of the file or describe this is called in. */
export function useReactRoot(): ReactRoots {
  const live: Mounted[] = [];
  const unmount = () => {
    for (const mounted of live.splice(0)) mounted.unmount();
  };
  afterEach(unmount);
  // Each container is registered before its first render, so a render that throws is still cleaned up.
  const attachLive = (opts: MountOptions) => {
    const mounted = attach(opts);
    live.push(mounted);
    return mounted;
  };
  return {
    mount: (element, opts = {}) => render(attachLive(opts), element),
    mountAsync: (element, opts = {}) => renderAsync(attachLive(opts), element),
    unmount,
  };
}
