// Showcase mode for a large screen: bots play game after game on the full-bleed table, with a large
// overlay legible from across a room (game, Game Turn, phase and step with their rules, the
// narration, the game's own panel, games completed) and a big result card between games. No
// visible controls: hidden presenter keys (listed on `?` or `h`) pause, skip to the next game,
// hide the overlay, go fullscreen and change the speed. It reads the controller's view and calls
// its methods; nothing here decides a rule.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { activeMeta, leafPath } from '../../core/introspect';
import { safeTurn } from '../../core/moduleReads';
import { CameraFollowProvider } from '../../scene/cameraFollow';
import type { ShowcaseControl } from '../controller';
import type { MessageItem } from '../Messages';
import { useNarration, useTableView } from '../moduleReads';
import type { OverlayProps, TableProps } from '../types';
import { RuleTag } from '../ruleTag';
import { KeyHelp } from '../help/KeyHelp';
import { PRESENTER_KEYS } from '../help/keys';
import { OVERLAY_BOTTOM, OVERLAY_TOP } from '../../scene/safeArea';
import './showcase.css';

export interface ShowcaseScreenProps {
  controller: ShowcaseControl;
  /** The speeds, slowest first (+ and - step along them). */
  speeds: readonly string[];
  Table?: ComponentType<TableProps> | undefined;
  Overlay?: ComponentType<OverlayProps> | undefined;
  /** Problems with the URL (shown discreetly: nobody is at the keyboard). */
  urlMessages: readonly MessageItem[];
}

/** The presenter keys, for the help overlay (and the test that every one is listed): the shared list. */
export { PRESENTER_KEYS };

/** How long a message (a watchdog restart, a URL problem) stays on screen. */
const MESSAGE_MS = 15_000;

/** The next speed up or down the list (stays at the ends). */
export function stepSpeed(speeds: readonly string[], speed: string, by: 1 | -1): string {
  const i = Math.max(0, speeds.indexOf(speed));
  return speeds[Math.max(0, Math.min(speeds.length - 1, i + by))] ?? speed;
}

function toggleFullscreen(): void {
  const doc = globalThis.document as Document | undefined;
  if (!doc) return;
  try {
    if (doc.fullscreenElement) void doc.exitFullscreen?.().catch(() => {});
    else void doc.documentElement.requestFullscreen?.().catch(() => {});
  } catch {
    // Refused (no gesture, or not allowed here): the screen stays as it is.
  }
}

/** Keys typed into a field are the field's, not the presenter's. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable === true);
}

export function ShowcaseScreen({ controller, speeds, Table, Overlay, urlMessages }: ShowcaseScreenProps) {
  const subscribe = useCallback((listener: () => void) => controller.subscribe(listener), [controller]);
  const getView = useCallback(() => controller.getView(), [controller]);
  const view = useSyncExternalStore(subscribe, getView);
  const module = controller.module;
  const { snapshot, config, result } = view;
  const sideNames = module.sideNames;
  const [overlay, setOverlay] = useState(true);
  const [help, setHelp] = useState(false);
  const askedFullscreen = useRef(false);

  const viewer = module.sides[0] ?? '';
  const tableView = useTableView(module, snapshot, viewer);
  // The overlay's words (turn, phase, step, narration) describe the state whose shots have played:
  // they never run ahead of the table.
  const narrated = view.narrated;
  const narration = useNarration(module, narrated);
  const metas = useMemo(() => activeMeta(narrated), [narrated]);
  const step = metas[metas.length - 1];
  const phase = metas.length > 1 ? metas[metas.length - 2] : undefined;
  const turn = safeTurn(module, narrated);
  // The result card waits, like the words, for the last shots of the game to play.
  const shownResult = result && narrated === snapshot ? result : null;

  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const key = e.key;
      let handled = true;
      if (key === 'p' || key === 'P' || key === ' ') controller.togglePause();
      else if (key === 'n' || key === 'N') controller.nextGame();
      else if (key === 'o' || key === 'O') setOverlay((v) => !v);
      else if (key === 'f' || key === 'F') toggleFullscreen();
      else if (key === '+' || key === '=') controller.setSpeed(stepSpeed(speeds, controller.getView().config.speed, 1));
      else if (key === '-' || key === '_') controller.setSpeed(stepSpeed(speeds, controller.getView().config.speed, -1));
      else if (key === '?' || key === 'h' || key === 'H') setHelp((v) => !v);
      else if (key === 'Escape') setHelp(false);
      else handled = false;
      if (handled) e.preventDefault();
    },
    [controller, speeds],
  );

  useEffect(() => {
    globalThis.addEventListener('keydown', onKey);
    // Browsers grant fullscreen only inside a user gesture: the first click or key asks for it
    // (`f` toggles it after that).
    const firstGesture = (e: Event) => {
      if (askedFullscreen.current) return;
      askedFullscreen.current = true;
      if (e instanceof KeyboardEvent && (e.key === 'f' || e.key === 'F')) return;
      const doc = globalThis.document;
      if (!doc?.fullscreenElement) {
        try {
          void doc?.documentElement.requestFullscreen?.().catch(() => {});
        } catch {
          // Refused: the screen stays as it is.
        }
      }
    };
    globalThis.addEventListener('pointerdown', firstGesture);
    globalThis.addEventListener('keydown', firstGesture);
    return () => {
      globalThis.removeEventListener('keydown', onKey);
      globalThis.removeEventListener('pointerdown', firstGesture);
      globalThis.removeEventListener('keydown', firstGesture);
    };
  }, [onKey]);

  // The latest message (a watchdog restart, a bot failure), shown for a while, then gone.
  const latest: MessageItem | undefined = view.messages[view.messages.length - 1] ?? urlMessages[urlMessages.length - 1];
  const [expired, setExpired] = useState<MessageItem['id'] | null>(null);
  useEffect(() => {
    if (!latest) return;
    const timer = globalThis.setTimeout(() => setExpired(latest.id), MESSAGE_MS);
    return () => globalThis.clearTimeout(timer);
  }, [latest]);
  const message = latest && latest.id !== expired ? latest : null;

  const winnerText = shownResult ? (shownResult.winner === 'draw' ? 'Neither side wins' : `${sideNames[shownResult.winner] ?? shownResult.winner} wins`) : '';

  return (
    <div
      className={`showcase${overlay ? '' : ' overlay-off'}${view.paused ? ' is-paused' : ''}`}
      data-testid="showcase"
      data-games-completed={view.gamesCompleted}
      data-paused={view.paused ? 'true' : 'false'}
      data-overlay={overlay ? 'on' : 'off'}
      data-game={module.id}
    >
      <div className="showcase-table">
        {Table ? (
          <CameraFollowProvider value="all">
            <Table module={module} snapshot={snapshot} view={tableView} viewer={viewer} legal={[]} animation={controller.animation} />
          </CameraFollowProvider>
        ) : (
          <p className="showcase-notable">No table is drawn for this game yet.</p>
        )}
      </div>

      <div className="showcase-overlay" aria-hidden={overlay ? undefined : true}>
        <header className="sc-card sc-title" {...OVERLAY_TOP}>
          <p className="sc-brand">
            Sandtable <span className="sc-dot">·</span> <span className="sc-game">{module.title}</span>
          </p>
          <p className="sc-turn" data-testid="showcase-turn">
            {turn > 0 ? `Game Turn ${turn}` : 'Before Game Turn 1'}
          </p>
          <p className="sc-phase">
            {phase && phase !== step ? (
              <span className="sc-phase-outer">
                <RuleTag rule={phase.rule} className="sc-rule" />
                {phase.title}
                <span className="sc-sep" aria-hidden="true">
                  ›
                </span>
              </span>
            ) : null}
            {step?.rule ? <RuleTag rule={step.rule} className="sc-rule" /> : <span className="sc-rule" />}
            <span data-testid="phase" data-rule={step?.rule ?? ''} data-state-path={leafPath(narrated)} className="sc-step">
              {step?.title ?? leafPath(narrated)}
            </span>
          </p>
        </header>

        <aside className="sc-card sc-score" {...OVERLAY_TOP}>
          <p className="sc-count">
            <span className="sc-count-n">{view.gamesCompleted}</span>
            <span className="sc-count-label">game{view.gamesCompleted === 1 ? '' : 's'} completed</span>
          </p>
          <p className="sc-meta">
            <span data-testid="seed">seed {config.seed}</span> <span className="sc-dot">·</span> {config.speed}
          </p>
          <p className="sc-meta sc-players">
            {module.sides.map((s, i) => `${sideNames[s] ?? s} ${config.players[i] ?? 'human'}`).join(' vs ')}
          </p>
        </aside>

        {Overlay ? (
          <div className="sc-objectives">
            <Overlay module={module} snapshot={snapshot} view={tableView} viewer={viewer} />
          </div>
        ) : null}

        <footer className="sc-card sc-narration" {...OVERLAY_BOTTOM}>
          <p data-testid="narration" data-position={view.narratedPosition} data-live-position={view.position}>
            {narration}
          </p>
        </footer>
      </div>

      {shownResult ? (
        <div className="sc-result-backdrop">
          <section data-testid="game-result" data-result={shownResult.winner} className={`sc-result sc-result-${shownResult.winner}`} role="status">
            <p className="sc-result-kicker">Game {view.gamesCompleted} · seed {config.seed}</p>
            <h2 className="sc-result-level">{shownResult.level}</h2>
            <p className="sc-result-winner">
              {winnerText} <span className="sc-dash">—</span> {turn > 0 ? `Game Turn ${turn}` : 'before the first turn'}
            </p>
            <p className="sc-result-reason">
              {shownResult.rule ? <RuleTag rule={shownResult.rule} className="sc-rule" /> : null}
              {shownResult.reason}
            </p>
            <p className="sc-result-next">{view.paused ? 'Paused: press P to go on.' : 'The next game begins in a moment…'}</p>
          </section>
        </div>
      ) : null}

      {view.paused ? (
        <div className="sc-paused" data-testid="showcase-paused" role="status">
          Paused
        </div>
      ) : null}

      {message ? (
        <div key={message.id} className={`sc-message sc-message-${message.kind}`} data-testid="showcase-message" role="status">
          {message.text}
        </div>
      ) : null}

      {help ? <KeyHelp title="Presenter keys" groups={[{ title: '', items: PRESENTER_KEYS }]} className="sc-help" testId="showcase-help" /> : null}
    </div>
  );
}
