// The app shell: the start menu without a game, otherwise the game screen (its table and the
// DOM overlay). It reads the host and the game controller through useSyncExternalStore; the
// session itself lives outside React (see host.ts and gameController.ts).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameEvent } from '../core/module';
import { activeMeta } from '../core/introspect';
import { safeLabel, safeTurn } from '../core/moduleReads';
import { parseSave } from '../core/saveFile';
import { ActionList } from '../ui/ActionList';
import { Log } from '../ui/Log';
import { Messages, type MessageItem } from '../ui/Messages';
import { Narration } from '../ui/Narration';
import { PhaseRibbon } from '../ui/PhaseRibbon';
import { ReplayBar, Result } from '../ui/Result';
import { SaveLoad } from '../ui/SaveLoad';
import { readRecordFile } from '../ui/inspector/recordImport';
import { ShowcaseScreen } from '../ui/showcase/ShowcaseScreen';
import { TeachPanel } from '../ui/teach/TeachPanel';
import { WhyNotPanel } from '../ui/teach/WhyNotPanel';
// Teach mode's statechart pulls in the layout engine (elkjs): loaded only when shown.
const TeachChart = lazy(() => import('../ui/teach/TeachChart'));
import { machineEventTypes } from './teachGate';
import type { ActionItem } from '../ui/types';
import type { GameController } from './gameController';
import type { AppHost } from './host';
import type { GameEntry } from '../ui/drawnGame';
import { gameParts } from '../ui/gameParts';
import { StartMenu } from './StartMenu';
import { SPEEDS, type Speed } from './url';
import { useNarration, useTableView } from '../ui/moduleReads';

// The statechart inspector (and elkjs with it) is a lazy chunk: loaded when first opened.
const Inspector = lazy(() => import('../ui/inspector/Inspector'));

/** True when a key press goes to a text field (the inspector's `i` key must not steal it). */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

export function App({ host }: { host: AppHost }) {
  const state = useSyncExternalStore(host.subscribe, host.getState);
  const [dismissed, setDismissed] = useState<{ state: unknown; ids: Set<MessageItem['id']> }>({ state: null, ids: new Set() });
  const hidden = dismissed.state === state ? dismissed.ids : new Set<MessageItem['id']>();
  const urlMessages: MessageItem[] = state.urlMessages
    .map((text, i) => ({ id: `url-${i}`, kind: 'warning' as const, text }))
    .filter((m) => !hidden.has(m.id));
  const dismiss = (id: MessageItem['id']) => setDismissed({ state, ids: new Set([...hidden, id]) });

  if (!state.controller || !state.entry) {
    return (
      <StartMenu
        games={host.games}
        initial={state.config}
        messages={urlMessages}
        onDismiss={dismiss}
        onStart={(search) => host.navigate(search)}
        onChoose={(search) => host.replaceUrl(search)}
      />
    );
  }
  // Showcase: the table full-bleed with a large overlay, no controls (presenter keys only).
  if (state.controller.getView().config.mode === 'showcase') {
    const { Table, Overlay } = gameParts(state.entry.drawn);
    return <ShowcaseScreen controller={state.controller} speeds={SPEEDS} Table={Table} Overlay={Overlay} urlMessages={urlMessages} />;
  }
  return <GameScreen host={host} entry={state.entry} controller={state.controller} urlMessages={urlMessages} onDismissUrl={dismiss} />;
}

interface GameScreenProps {
  host: AppHost;
  entry: GameEntry;
  controller: GameController;
  urlMessages: MessageItem[];
  onDismissUrl: (id: MessageItem['id']) => void;
}

function GameScreen({ host, entry, controller, urlMessages, onDismissUrl }: GameScreenProps) {
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  const module = controller.module;
  const { snapshot, config } = view;
  const sideNames = module.sideNames;
  const humanSides = useMemo(() => module.sides.filter((_, i) => (config.players[i] ?? 'human') === 'human'), [module, config.players]);

  const items: ActionItem[] = useMemo(() => {
    if (!view.interactive) return [];
    return module
      .legalEvents(snapshot)
      .filter((event: GameEvent) => humanSides.includes(event.side))
      .map((event: GameEvent) => ({ event, label: safeLabel(module, snapshot, event) }));
  }, [module, snapshot, view.interactive, humanSides]);

  const viewer = humanSides[0] ?? module.sides[0] ?? '';
  const tableView = useTableView(module, snapshot, viewer);
  const narration = useNarration(module, snapshot);
  const teach = config.mode === 'teach' ? activeMeta(snapshot) : null;
  // Teach mode's "Why not?": every decision the machine knows, against those open to the learner now.
  const teachEventTypes = useMemo(() => (view.teach ? machineEventTypes(module) : []), [module, view.teach !== null]);
  const teachOpenTypes = useMemo(() => {
    if (!view.teach || snapshot.status !== 'active') return new Set<string>();
    try {
      return new Set<string>(module.legalEvents(snapshot).filter((e: GameEvent) => humanSides.includes(e.side)).map((e: GameEvent) => e.type));
    } catch {
      return new Set<string>();
    }
  }, [module, snapshot, view.teach !== null, humanSides]);
  const turn = safeTurn(module, snapshot);

  let status: string | null = null;
  if (view.replay) status = 'Replaying the game: stop the replay to play on.';
  else if (view.result) status = 'The game is over.';
  else if (view.timeTravelling) status = 'Viewing an earlier point of the game.';
  else if (view.thinkingSide) status = `${sideNames[view.thinkingSide] ?? view.thinkingSide} bot is thinking`;
  else if (view.teach?.holding) status = 'Teaching: read this step, then press Next.';
  else if (items.length === 0 && snapshot.status === 'active') status = 'Waiting for the game to go on…';

  // Inspector: `i` (not while typing) or the header button toggles it; the URL keeps inspector=1.
  const inspectorOpen = config.inspector;
  const toggleInspector = useCallback(() => controller.setInspector(!controller.getView().config.inspector), [controller]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (e.key === 'i' || e.key === 'I') {
        e.preventDefault();
        toggleInspector();
      }
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [toggleInspector]);
  const onInspectorImport = useCallback(
    (text: string): string | null => {
      const read = readRecordFile(text, host.modules);
      if (!read.ok) return read.error;
      const error = host.openRecord(read.record);
      if (error) return error;
      // The record opens as the game on screen; then it is replayed from its seed.
      host.getState().controller?.startReplay();
      return null;
    },
    [host],
  );

  const onPick = useCallback((event: GameEvent) => controller.send(event), [controller]);
  const onUndo = useCallback(() => controller.undo(), [controller]);
  const onNext = useCallback(() => controller.next(), [controller]);

  const onLoadText = (text: string, fileName: string) => {
    const parsed = parseSave(text, Object.fromEntries(host.modules.map((m) => [m.id, m])));
    if (!parsed.ok) {
      controller.pushMessage('error', `${fileName}: ${parsed.error} The current game is unchanged.`);
      return;
    }
    const error = host.openRecord(parsed.record);
    if (error) controller.pushMessage('error', `${fileName}: ${error} The current game is unchanged.`);
  };

  const messages: MessageItem[] = [...urlMessages, ...view.messages];
  const { Table, Overlay } = gameParts(entry.drawn);
  const playersText = module.sides.map((s, i) => `${sideNames[s] ?? s}: ${config.players[i] ?? 'human'}`).join(' · ');

  return (
    <div className={`app-game mode-${config.mode}`} data-testid="game" data-game={module.id}>
      <header className="topbar">
        <h1 className="app-title">
          Sandtable <span className="game-name">{module.title}</span>
        </h1>
        <span className="topbar-info">
          <span title="Players">{playersText}</span>
          <span data-testid="seed">seed {config.seed}</span>
          <span>mode {config.mode}</span>
        </span>
        <span className="topbar-actions">
          <label className="inline-field">
            <span>Speed</span>
            <select aria-label="Speed" value={config.speed} onChange={(e) => controller.setSpeed(e.target.value as Speed)}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <button type="button" data-testid="new-game" onClick={() => controller.newGame()}>
            New game
          </button>
          <SaveLoad onSave={() => controller.saveFile()} onLoadText={onLoadText} />
          <button type="button" aria-pressed={inspectorOpen} onClick={toggleInspector} title="The statechart inspector (i)" data-testid="inspector-toggle">
            Inspector
          </button>
          <button type="button" onClick={() => host.navigate('')}>
            Menu
          </button>
        </span>
      </header>

      <Messages
        items={messages}
        onDismiss={(id) => (typeof id === 'number' ? controller.dismissMessage(id) : onDismissUrl(id))}
      />

      {config.mode === 'showcase' ? (
        <div className="showcase-bar" data-testid="showcase" data-games-completed={view.gamesCompleted}>
          Showcase: {view.gamesCompleted} game{view.gamesCompleted === 1 ? '' : 's'} completed
        </div>
      ) : null}

      <PhaseRibbon
        machine={module.machine}
        snapshot={snapshot}
        turnText={turn > 0 ? `Game Turn ${turn}` : 'Before the first Game Turn'}
        lit={view.teach?.step?.path}
      />

      <main className="game-main">
        <div className="table-area">
          {Table ? (
            <Table
              module={module}
              snapshot={snapshot}
              view={tableView}
              viewer={viewer}
              legal={items.map((i) => i.event)}
              animation={controller.animation}
              send={onPick}
            />
          ) : (
            <p className="muted">No table is drawn for this game yet.</p>
          )}
        </div>
        <aside className="side-panel">
          {view.teach ? (
            <TeachPanel
              teach={view.teach}
              onNext={onNext}
              onAuto={(auto) => controller.setTeachAuto(auto)}
              actorText={view.thinkingSide ? `${sideNames[view.thinkingSide] ?? view.thinkingSide} bot is deciding…` : items.length > 0 ? 'Your decision: pick one below.' : null}
            />
          ) : null}
          {view.teach ? (
            <details className="panel teach-chart" open>
              <summary>Statechart: where this step is</summary>
              <div className="teach-chart-body">
                <Suspense fallback={<p className="muted">Loading the statechart…</p>}>
                  <TeachChart machine={module.machine} snapshot={snapshot} />
                </Suspense>
              </div>
            </details>
          ) : null}
          <Narration text={narration} teach={view.teach ? null : teach} />
          {Overlay ? <Overlay module={module} snapshot={snapshot} view={tableView} viewer={viewer} /> : null}
          {view.replay ? <ReplayBar at={view.replay.at} total={view.replay.total} onStop={() => controller.stopReplay()} /> : null}
          {view.result ? (
            <Result
              outcome={view.result}
              sideNames={sideNames}
              onReplay={() => controller.startReplay()}
              note={config.mode === 'showcase' ? 'The next game starts by itself.' : null}
            />
          ) : null}
          <ActionList items={items} sideNames={sideNames} onPick={onPick} canUndo={view.canUndo} onUndo={onUndo} onNext={onNext} status={status} />
          {view.teach && !view.result ? (
            <WhyNotPanel
              eventTypes={teachEventTypes}
              openTypes={teachOpenTypes}
              answer={view.teach.whyNot}
              onAsk={(type) => controller.whyNot(type, viewer)}
            />
          ) : null}
          <Log entries={view.log} count={view.position} sideNames={sideNames} />
        </aside>
      </main>
      {inspectorOpen ? (
        <Suspense fallback={<div className="muted" style={{ position: 'fixed', left: 16, bottom: 16 }}>Loading the inspector…</div>}>
          <Inspector controller={controller} modules={host.modules} onClose={() => controller.setInspector(false)} onImportText={onInspectorImport} />
        </Suspense>
      ) : null}
    </div>
  );
}
