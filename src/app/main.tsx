// Entry point: the games' drawn entries are loaded (small: their tables stay lazy), then the host
// (URL contract, game session, bots, autosave) is created here, outside React, so StrictMode's
// double rendering can never start a second game actor. `?dev=NAME` mounts a dev page instead.
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const params = new URLSearchParams(globalThis.location.search);
const dev = params.get('dev');

void loadGames(GAMES)
  .then((games) => (dev ? mountDevPage(container, dev, games, params) : startApp(container, games)))
  .catch((error: unknown) => fail(container, error));

function startApp(container: HTMLElement, games: readonly GameEntry[]): void {
  const host = new AppHost({ games });
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary onReset={() => host.navigate('')}>
        <App host={host} />
      </ErrorBoundary>
    </StrictMode>,
  );
}

function fail(container: HTMLElement, error: unknown): void {
  container.textContent = `Sandtable could not start: ${error instanceof Error ? error.message : String(error)}`;
  container.setAttribute('role', 'alert');
}
