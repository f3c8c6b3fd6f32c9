// Entry point: the host (URL contract, game session, bots, saved games) is created here, outside
// React, so StrictMode's double rendering can never start a second game actor. This chunk holds
// the shell, the start menu and the games' cards (src/app/games.ts); a game's module and drawn
// entry, and the game screen (gameScreen.ts), load when a game is opened, and the game screen and
// the 3D table's shared chunk (three, fiber, drei) are fetched while the start menu is open.
// `?dev=NAME` mounts a dev page instead; `?inspector=window&link=ID` is the inspector popped out of
// a game window (InspectorWindow.tsx). Both load every game first.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { GameEntry } from '../ui/drawnGame';
import '../ui/styles.css';
import { App } from './App';
import { loadGames } from './gameListing';
import { GAMES } from './games';
import { AppHost, loadGameScreen } from './host';
import type { InspectorLink } from './inspectorLink';
import { inspectorWindowLink } from './url';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const params = new URLSearchParams(globalThis.location.search);
const dev = params.get('dev');
const inspectorLinkId = inspectorWindowLink(params);

if (dev) {
  void Promise.all([loadGames(GAMES), import('./devPages')])
    .then(([games, { mountDevPage }]) => mountDevPage(container, dev, games, params))
    .catch((error: unknown) => fail(container, error));
} else if (inspectorLinkId !== null) {
  void loadGames(GAMES)
    .then((games) => startInspectorWindow(container, games, inspectorLinkId))
    .catch((error: unknown) => fail(container, error));
} else {
  startApp(container);
}

function startApp(container: HTMLElement): void {
  const host = new AppHost({ games: GAMES });
  const root = createRoot(container);
  const render = (link: InspectorLink | null) =>
    root.render(
      <StrictMode>
        <ErrorBoundary onReset={() => host.navigate('')}>
          <App host={host} inspectorLink={link} />
        </ErrorBoundary>
      </StrictMode>,
    );
  render(null);
  // The inspector can pop out into a window of its own, linked to this one (inspectorLink.ts): the
  // link comes with the game screen's chunk, fetched now (on the start menu, ahead of Start).
  void loadGameScreen().then(
    ({ InspectorLink, broadcastLink, tabLinkId }) => {
      const linkId = tabLinkId();
      const link = new InspectorLink({ host, channel: broadcastLink(linkId), linkId });
      globalThis.addEventListener('pagehide', () => link.pageHidden());
      render(link);
    },
    () => undefined,
  );
  // The 3D table's shared chunk (three, fiber, drei and the shared canvas), fetched while the menu
  // is open or the game's own chunks load, so the table's first frame does not wait for it.
  preloadTable();
}

/** Fetches the 3D table's shared chunk once the first screen is drawn (a failure waits for the table to ask). */
function preloadTable(): void {
  const start = () => void import('../scene/TableCanvas').catch(() => undefined);
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(start, { timeout: 1000 });
  else globalThis.setTimeout(start, 200);
}

function startInspectorWindow(container: HTMLElement, games: readonly GameEntry[], linkId: string): void {
  void Promise.all([import('./inspectorLink'), import('./InspectorWindow')]).then(([{ broadcastLink, InspectorWindowClient }, { InspectorWindow }]) => {
    const channel = broadcastLink(linkId);
    if (!channel) {
      container.textContent = 'This browser cannot link two windows (no BroadcastChannel): use the inspector in its drawer.';
      return;
    }
    const modules = games.map((g) => g.module);
    const client = new InspectorWindowClient({ modules, channel, closeWindow: () => globalThis.close() });
    globalThis.addEventListener('pagehide', () => client.pageHidden());
    const root: Root = createRoot(container);
    root.render(
      <StrictMode>
        <ErrorBoundary onReset={() => globalThis.location.reload()}>
          <InspectorWindow client={client} modules={modules} />
        </ErrorBoundary>
      </StrictMode>,
    );
  }, (error: unknown) => fail(container, error));
}

function fail(container: HTMLElement, error: unknown): void {
  container.textContent = `Sandtable could not start: ${error instanceof Error ? error.message : String(error)}`;
  container.setAttribute('role', 'alert');
}
