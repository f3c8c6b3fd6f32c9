// Entry point: the games' drawn entries are loaded (small: their tables stay lazy), then the host
// (URL contract, game session, bots, autosave) is created here, outside React, so StrictMode's
// double rendering can never start a second game actor. `?dev=NAME` mounts a dev page instead;
// `?inspector=window&link=ID` is the inspector popped out of a game window (InspectorWindow.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { GameEntry } from '../ui/drawnGame';
import '../ui/styles.css';
import { App } from './App';
import { mountDevPage } from './devPages';
import { loadGames } from './gameListing';
import { GAMES } from './games';
import { AppHost } from './host';
import { InspectorWindow } from './InspectorWindow';
import { broadcastLink, InspectorLink, InspectorWindowClient, tabLinkId } from './inspectorLink';
import { inspectorWindowLink } from './url';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const params = new URLSearchParams(globalThis.location.search);
const dev = params.get('dev');
const inspectorLinkId = inspectorWindowLink(params);

void loadGames(GAMES)
  .then((games) =>
    dev ? mountDevPage(container, dev, games, params) : inspectorLinkId !== null ? startInspectorWindow(container, games, inspectorLinkId) : startApp(container, games),
  )
  .catch((error: unknown) => fail(container, error));

function startApp(container: HTMLElement, games: readonly GameEntry[]): void {
  const host = new AppHost({ games });
  // The inspector can pop out into a window of its own, linked to this one (inspectorLink.ts).
  const linkId = tabLinkId();
  const link = new InspectorLink({ host, channel: broadcastLink(linkId), linkId });
  globalThis.addEventListener('pagehide', () => link.pageHidden());
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary onReset={() => host.navigate('')}>
        <App host={host} inspectorLink={link} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

function startInspectorWindow(container: HTMLElement, games: readonly GameEntry[], linkId: string): void {
  const channel = broadcastLink(linkId);
  if (!channel) {
    container.textContent = 'This browser cannot link two windows (no BroadcastChannel): use the inspector in its drawer.';
    return;
  }
  const client = new InspectorWindowClient({ modules: games.map((g) => g.module), channel, closeWindow: () => globalThis.close() });
  globalThis.addEventListener('pagehide', () => client.pageHidden());
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary onReset={() => globalThis.location.reload()}>
        <InspectorWindow client={client} modules={games.map((g) => g.module)} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

function fail(container: HTMLElement, error: unknown): void {
  container.textContent = `Sandtable could not start: ${error instanceof Error ? error.message : String(error)}`;
  container.setAttribute('role', 'alert');
}
