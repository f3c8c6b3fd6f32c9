// The game screen: its table and the DOM overlay (header, ribbon, side panel, teach, the
// inspector's drawer), or the showcase. In the game screen's lazy chunk (gameScreen.ts) with the
// game controller: the start menu (App.tsx) loads without any of it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameEvent } from '../core/module';
import { activeMeta } from '../core/introspect';
import { safeGroup, safeLabel, safeTurn } from '../core/moduleReads';
import { parseSave } from '../core/saveFile';
import { ActionList } from '../ui/ActionList';
import { Log } from '../ui/Log';
import { Messages, type MessageItem } from '../ui/Messages';
import { Narration } from '../ui/Narration';
import { PhaseRibbon } from '../ui/PhaseRibbon';
import { RuleLabelProvider } from '../ui/ruleTag';
import { ReplayBar, Result } from '../ui/Result';
import { SaveLoad } from '../ui/SaveLoad';
import { readRecordFile } from '../ui/inspector/recordImport';
import { ShowcaseScreen } from '../ui/showcase/ShowcaseScreen';
import { TeachPanel } from '../ui/teach/TeachPanel';
import { WhyNotPanel } from '../ui/teach/WhyNotPanel';
// Teach mode's statechart pulls in the layout engine (elkjs): loaded only when shown.
const TeachChart = lazy(() => import('../ui/teach/TeachChart'));
import { machineEventTypes } from './teachGate';
import { plainEventName, teachTodo } from '../ui/teach/plainWords';
import type { ActionItem } from '../ui/types';
import type { GameController } from './gameController';
import type { AppHost } from './host';
import type { GameEntry } from '../ui/drawnGame';
import { SavedGameBanner, SaveStatusChip } from './SavedGameBanner';
import { isStopped } from './savedGameKeeper';
import { gameParts } from '../ui/gameParts';
import type { InspectorLink, LinkStatus } from './inspectorLink';
import { SPEEDS, type Speed } from './url';
import { useNarration, useTableView } from '../ui/moduleReads';
import { GameHelpLayer, HelpButtons, useGameHelp } from '../ui/help/GameHelp';
import { SoundControls } from '../ui/sound/SoundControls';
import { useShotSounds } from '../ui/sound/useShotSounds';

// The statechart inspector (and elkjs with it) is a lazy chunk: loaded when first opened.
const Inspector = lazy(() => import('../ui/inspector/Inspector'));

/** True when a key press goes to a text field (the inspector's `i` key must not steal it). */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

export interface PlayScreenProps {
  host: AppHost;
  entry: GameEntry;
  controller: GameController;
  urlMessages: MessageItem[];
  onDismissUrl: (id: MessageItem['id']) => void;
  /** The inspector's pop-out into a window of its own (inspectorLink.ts); null where there is none. */
  inspectorLink: InspectorLink | null;
}

/** The game on screen: the showcase, or the game screen (play and teach). */
export function PlayScreen(props: PlayScreenProps) {
  const { controller, urlMessages } = props;
  // Showcase: the table full-bleed with a large overlay, no controls (presenter keys only).
  if (controller.getView().config.mode === 'showcase') {
    const { Table, Overlay } = gameParts(props.entry.drawn);
    return (
      <RuleLabelProvider module={controller.module}>
        <ShowcaseScreen controller={controller} speeds={SPEEDS} Table={Table} Overlay={Overlay} urlMessages={urlMessages} />
      </RuleLabelProvider>
    );
  }
  // Rule references show as the game cites them (module.ruleLabel: "§7 Activation", "7.5").
  return (
    <RuleLabelProvider module={controller.module}>
      <GameScreen {...props} />
    </RuleLabelProvider>
  );
}

const NO_LINK: LinkStatus = { available: false, popped: false };
const noLinkSubscribe = () => () => undefined;

function GameScreen({ host, entry, controller, urlMessages, onDismissUrl, inspectorLink }: PlayScreenProps) {
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
      .map((event: GameEvent) => ({ event, label: safeLabel(module, snapshot, event), group: safeGroup(module, snapshot, event) }));
  }, [module, snapshot, view.interactive, humanSides]);

  const viewer = humanSides[0] ?? module.sides[0] ?? '';
  const tableView = useTableView(module, snapshot, viewer);
  // The narration and the ribbon describe the state whose shots have played (never ahead of the table).
  const narration = useNarration(module, view.narrated);
  const teach = config.mode === 'teach' ? activeMeta(snapshot) : null;
  // Help (the rules panel, `r`; the keys, `?`) and the table's sounds (the game's sound map).
  const help = useGameHelp(snapshot);
  useShotSounds(controller.animation, entry.drawn.sounds);
  // Teach mode's "Why not?": every decision the machine knows, against those open to the learner now.
  const teachEventTypes = useMemo(() => (view.teach ? machineEventTypes(module) : []), [module, view.teach !== null]);
  // The learner's decisions now, held or not (the card previews them while play holds for Next).
  const teachItems: ActionItem[] = useMemo(() => {
    if (!view.teach || snapshot.status !== 'active' || view.replay || view.timeTravelling || view.result) return [];
    if (!view.teach.holding) return items;
    try {
      return module
        .legalEvents(snapshot)
        .filter((e: GameEvent) => humanSides.includes(e.side))
        .map((event: GameEvent) => ({ event, label: safeLabel(module, snapshot, event) }));
    } catch {
      return [];
    }
  }, [module, snapshot, view.teach, view.replay, view.timeTravelling, view.result, humanSides, items]);
  const teachOpenTypes = useMemo(() => new Set<string>(teachItems.map((i) => i.event.type)), [teachItems]);
  const todo = useMemo(() => (view.teach ? teachTodo(module, snapshot, teachItems) : null), [module, snapshot, view.teach !== null, teachItems]);
  const nameOf = useCallback((type: string) => plainEventName(module, type), [module]);
  const turn = safeTurn(module, view.narrated);

  let status: string | null = null;
  if (view.replay) status = 'Replaying the game: stop the replay to play on.';
  else if (view.result) status = 'The game is over.';
  else if (view.timeTravelling) status = 'Viewing an earlier point of the game.';
  else if (view.thinkingSide) status = `${sideNames[view.thinkingSide] ?? view.thinkingSide} bot is thinking`;
  else if (view.saved && isStopped(view.saved.status)) status = 'This game is not being played here: choose above (take over, or a copy).';
  else if (view.teach?.holding) status = 'Teaching: read this step, then press Next.';
  else if (items.length === 0 && snapshot.status === 'active') status = 'Waiting for the game to go on…';

  // Inspector: `i` (not while typing) or the header button toggles it; the URL keeps inspector=1.
  // Popped out into its own window (inspectorLink.ts), the drawer stays closed while it is there.
  const link = useSyncExternalStore(inspectorLink?.subscribe ?? noLinkSubscribe, inspectorLink?.getStatus ?? (() => NO_LINK));
  const inspectorOpen = config.inspector;
  const drawerOpen = inspectorOpen && !link.popped;
  const toggleInspector = useCallback(() => controller.setInspector(!controller.getView().config.inspector), [controller]);
  // A log entry opens the inspector's timeline at the moment after that event.
  const [inspectorTab, setInspectorTab] = useState<{ tab: 'timeline' } | null>(null);
  const openInTimeline = useCallback(
    (position: number) => {
      setInspectorTab({ tab: 'timeline' });
      controller.setInspector(true);
      const error = controller.timeTravel(position);
      if (error) controller.pushMessage('error', error);
    },
    [controller],
  );
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
    async (text: string): Promise<string | null> => {
      // A record of any game: every game's module is loaded to read it.
      const read = readRecordFile(text, await host.loadModules());
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

  const onLoadText = async (text: string, fileName: string) => {
    // A save of any game: every game's module is loaded to read it.
    const modules = await host.loadModules().catch(() => host.modules);
    const parsed = parseSave(text, Object.fromEntries(modules.map((m) => [m.id, m])));
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
          Sandtable{' '}
          {entry.card.shortTitle ? (
            <span className="game-name" title={module.title}>
              <span className="title-full">{module.title}</span>
              <span className="title-short">{entry.card.shortTitle}</span>
            </span>
          ) : (
            <span className="game-name">{module.title}</span>
          )}
        </h1>
        <span className="topbar-info">
          <span title="Players">{playersText}</span>
          <span data-testid="seed">seed {config.seed}</span>
          <span>
            mode {config.mode} {view.saved ? <SaveStatusChip saved={view.saved} /> : null}
          </span>
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
          <SoundControls />
          <HelpButtons help={help} />
          <button
            type="button"
            aria-pressed={inspectorOpen}
            onClick={toggleInspector}
            title={link.popped ? 'The statechart inspector is in its own window; this closes it (i)' : 'The statechart inspector (i)'}
            data-testid="inspector-toggle"
            data-popped={link.popped ? 'true' : 'false'}
          >
            Inspector
          </button>
          <button type="button" onClick={() => host.navigate('')}>
            Menu
          </button>
        </span>
      </header>

      {/* Below the header: the inspector's drawer in a column of its own beside the ribbon and the
          table (the table's viewport shrinks, nothing is covered), then the game itself. */}
      <div className="game-row">
      {drawerOpen ? (
        <Suspense fallback={<div className="inspector-drawer inspector-loading muted">Loading the inspector…</div>}>
          <Inspector
            controller={controller}
            modules={host.modules}
            onClose={() => controller.setInspector(false)}
            onImportText={onInspectorImport}
            tabRequest={inspectorTab}
            {...(inspectorLink && link.available ? { onPopOut: () => inspectorLink.popOut() } : {})}
          />
        </Suspense>
      ) : null}
      <div className="game-stage">
      <Messages
        items={messages}
        onDismiss={(id) => (typeof id === 'number' ? controller.dismissMessage(id) : onDismissUrl(id))}
      />
      {view.saved ? (
        <SavedGameBanner
          status={view.saved.status}
          onTakeOver={() => void controller.takeOver()}
          onCopy={() => controller.playCopy()}
          onMenu={() => host.navigate('')}
        />
      ) : null}

      {config.mode === 'showcase' ? (
        <div className="showcase-bar" data-testid="showcase" data-games-completed={view.gamesCompleted}>
          Showcase: {view.gamesCompleted} game{view.gamesCompleted === 1 ? '' : 's'} completed
        </div>
      ) : null}

      <PhaseRibbon
        machine={module.machine}
        snapshot={view.narrated}
        turnText={turn > 0 ? `Game Turn ${turn}` : 'Before the first Game Turn'}
        lit={view.teach?.step?.path}
        onOpenRule={help.openRules}
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
              actorText={view.thinkingSide ? `${sideNames[view.thinkingSide] ?? view.thinkingSide} bot is deciding…` : null}
              todo={todo}
              sideNames={sideNames}
              onPick={onPick}
              nameOf={nameOf}
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
          <Narration text={narration} teach={view.teach ? null : teach} position={{ shown: view.narratedPosition, live: view.position }} />
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
              nameOf={nameOf}
              onAsk={(type) => controller.whyNot(type, viewer)}
            />
          ) : null}
          <Log entries={view.log} count={view.position} sideNames={sideNames} start={view.logStart} onSelect={openInTimeline} />
        </aside>
      </main>
      </div>
      </div>
      <GameHelpLayer help={help} module={module} snapshot={snapshot} mode={config.mode === 'teach' ? 'teach' : 'play'} />
    </div>
  );
}
