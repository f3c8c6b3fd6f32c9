// The app shell: the start menu without a game, otherwise the game screen (its table and the
// DOM overlay). It reads the host and the game controller through useSyncExternalStore; the
// session itself lives outside React (see host.ts and gameController.ts).
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyGameModule, GameEvent } from '../core/module';
import { activeMeta } from '../core/introspect';
import { parseSave } from '../core/saveFile';
import { ActionList } from '../ui/ActionList';
import { Log } from '../ui/Log';
import { Messages, type MessageItem } from '../ui/Messages';
import { Narration } from '../ui/Narration';
import { PhaseRibbon } from '../ui/PhaseRibbon';
import { ReplayBar, Result } from '../ui/Result';
import { SaveLoad } from '../ui/SaveLoad';
import type { ActionItem } from '../ui/types';
import type { GameController } from './gameController';
import type { AppHost } from './host';
import type { GameEntry } from './registry';
import { StartMenu } from './StartMenu';
import { SPEEDS, type Speed } from './url';

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
        modules={host.modules}
        initial={state.config}
        messages={urlMessages}
        onDismiss={dismiss}
        onStart={(search) => host.navigate(search)}
      />
    );
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

function safeLabel(module: AnyGameModule, snapshot: unknown, event: GameEvent): string {
  try {
    return module.labelEvent(snapshot as never, event);
  } catch {
    return event.type;
  }
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
  const tableView = useMemo(() => {
    try {
      return module.view(snapshot, viewer);
    } catch {
      return null;
    }
  }, [module, snapshot, viewer]);

  const narration = useMemo(() => {
    try {
      return module.describe(snapshot);
    } catch (error) {
      return `(no description: ${error instanceof Error ? error.message : String(error)})`;
    }
  }, [module, snapshot]);
  const teach = config.mode === 'teach' ? activeMeta(snapshot) : null;
  const turn = module.turn(snapshot);

  let status: string | null = null;
  if (view.replay) status = 'Replaying the game: stop the replay to play on.';
  else if (view.result) status = 'The game is over.';
  else if (view.timeTravelling) status = 'Viewing an earlier point of the game.';
  else if (view.thinkingSide) status = `${sideNames[view.thinkingSide] ?? view.thinkingSide} bot is thinking`;
  else if (items.length === 0 && snapshot.status === 'active') status = 'Waiting for the game to go on…';

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
  const Table = entry.Table;
  const Overlay = entry.Overlay;
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
          <Narration text={narration} teach={teach} />
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
          <Log entries={view.log} count={view.position} sideNames={sideNames} />
        </aside>
      </main>
    </div>
  );
}
