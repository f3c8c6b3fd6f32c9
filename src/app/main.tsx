// Entry point: the host (URL contract, game session, bots, autosave) is created here, outside
// React, so StrictMode's double rendering can never start a second game actor.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import '../ui/styles.css';
import { App } from './App';
import { AppHost } from './host';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const dev = new URLSearchParams(globalThis.location.search).get('dev');
if (dev === 'dice') {
  // Visual test page for the dice tray and the battle board (loaded only here).
  void import('../scene/dev/DiceDemo').then(({ mountDiceDemo }) => mountDiceDemo(container));
} else if (dev === 'statechart') {
  // The statechart diagram on its own, lit by a random-bot game (src/ui/inspector/dev).
  void import('../ui/inspector/dev/StatechartDemo').then(({ mountStatechartDemo }) => mountStatechartDemo(container));
} else if (dev?.startsWith('belle-')) {
  // Belle Epoque's table at a chosen decision, and its parts on their own (src/scene/dev/BelleDevPages.tsx).
  void import('../scene/dev/BelleDevPages').then(({ mountBelleDevPage }) => mountBelleDevPage(container, dev));
} else if (dev === 'empty' || dev === 'table') {
  // Pages for the render benchmark (tools/bench-render.ts): an empty canvas, the table alone.
  void import('../scene/dev/BenchPages').then(({ mountBenchPage }) => mountBenchPage(container, dev));
} else {
  startApp(container);
}

function startApp(container: HTMLElement): void {
  try {
    const host = new AppHost();
    createRoot(container).render(
      <StrictMode>
        <ErrorBoundary onReset={() => host.navigate('')}>
          <App host={host} />
        </ErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    container.textContent = `Sandtable could not start: ${error instanceof Error ? error.message : String(error)}`;
    container.setAttribute('role', 'alert');
  }
}
