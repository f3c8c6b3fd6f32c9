// The statechart inspector for rules developers (DESIGN.md: "inspecting the statechart for rules
// debugging"): a resizable drawer in its own column beside the table (the table's viewport
// shrinks, nothing is covered), or the whole of a window of its own (placement 'window': popped
// out, src/app/inspectorLink.ts keeps it on the game), with the running machine drawn and lit,
// what the machine would accept now and why, the record as a timeline to travel in, the state
// tree with the last event's changes, and record import/export. Loaded lazily (React.lazy in
// App.tsx), so elkjs and all of this stay out of the start bundle. It only reads the
// controller's view and calls its methods; nothing here decides a rule.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { activeStatePaths, chartGraph, machineDefinitionJson } from '../../core/chartGraph';
import { edgeStatusByKey, guardStatus, type GuardStatusReport, type TransitionStatus } from '../../core/guardStatus';
import type { AnyGameModule } from '../../core/module';
import type { InspectorControls } from '../controller';
import { downloadText } from '../SaveLoad';
import { useRuleText } from '../rules/useRuleText';
import { NowView } from './NowView';
import { RecordView } from './RecordView';
import { StateDetail } from './StateDetail';
import { StateView } from './StateView';
import { StatechartDiagram } from './StatechartDiagram';
import { TimelineView } from './TimelineView';
import './inspectorPanel.css';

export interface InspectorProps {
  controller: InspectorControls;
  /** Every module the app knows (the import validates a record against them). */
  modules: readonly AnyGameModule[];
  onClose: () => void;
  /** Opens a validated record as the game on screen and replays it; returns an error or null. */
  onImportText: (text: string, fileName: string) => string | null | Promise<string | null>;
  /** 'drawer' (default): a resizable column beside the table; 'window': fills a window of its own. */
  placement?: 'drawer' | 'window';
  /** Drawer: moves the inspector into a window of its own (absent where that is not possible). */
  onPopOut?: () => void;
  /** Window: gives the inspector back to the game window's drawer. */
  onDock?: () => void;
  /** Shows this tab (a log entry opens the Timeline); a new object asks again. */
  tabRequest?: { tab: InspectorTab } | null;
}

export const INSPECTOR_TABS = [
  { id: 'chart', label: 'Statechart' },
  { id: 'now', label: 'Now' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'state', label: 'State' },
  { id: 'record', label: 'Record' },
] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number]['id'];

const WIDTH_KEY = 'sandtable.inspectorWidth';
const MIN_WIDTH = 360;

function readWidth(): number | null {
  try {
    const v = Number(globalThis.localStorage?.getItem(WIDTH_KEY));
    return Number.isFinite(v) && v >= MIN_WIDTH ? v : null;
  } catch {
    return null;
  }
}

/** Default drawer width: about a third of the window, leaving the table and the side panel beside it. */
function defaultWidth(): number {
  const w = globalThis.innerWidth ?? 1280;
  return Math.round(Math.min(Math.max(w * 0.32, 380), 680));
}

/** The drawer takes at most what leaves the table (and the side panel over it) 560 px. */
function clampWidth(width: number): number {
  const w = globalThis.innerWidth ?? 1280;
  return Math.round(Math.min(Math.max(width, MIN_WIDTH), Math.max(MIN_WIDTH, w - 560)));
}


export default function Inspector({ controller, modules, onClose, onImportText, placement = 'drawer', onPopOut, onDock, tabRequest }: InspectorProps) {
  const inWindow = placement === 'window';
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  const module = controller.module;
  const { snapshot } = view;
  const [tab, setTab] = useState<InspectorTab>(tabRequest?.tab ?? 'chart');
  useEffect(() => {
    if (tabRequest) setTab(tabRequest.tab);
  }, [tabRequest]);
  const [selected, setSelected] = useState<string | null>(null);
  // The diagram takes the whole tab; the state's detail is a sheet over its foot (a column beside
  // it in a wide window), folded in the drawer until a state is clicked.
  const [detailOpen, setDetailOpen] = useState(inWindow);
  const [width, setWidth] = useState(() => clampWidth(readWidth() ?? defaultWidth()));
  const rules = useRuleText(module);

  const graph = useMemo(() => chartGraph(module.machine), [module]);
  const active = useMemo(() => activeStatePaths(snapshot), [snapshot]);
  const report = useMemo<GuardStatusReport>(() => {
    try {
      return guardStatus(module, snapshot);
    } catch {
      return { active: [...active], transitions: [], enabledEvents: [] };
    }
  }, [module, snapshot, active]);
  const edgeStatus = useMemo(() => edgeStatusByKey(report), [report]);
  const statuses = useMemo(() => new Map<string, TransitionStatus>(report.transitions.map((t) => [t.key, t])), [report]);
  const leaf = report.active[report.active.length - 1] ?? '';
  const shownState = selected ?? leaf;
  const sideNames = module.sideNames;

  const select = useCallback((path: string) => {
    setSelected(path);
    setDetailOpen(true);
    setTab('chart');
  }, []);
  const selectInChart = useCallback((path: string) => {
    setSelected(path);
    setDetailOpen(true);
  }, []);

  const timeline = useMemo(
    () => ({
      jump: (position: number) => {
        const error = controller.timeTravel(position);
        if (error) controller.pushMessage('error', error);
      },
      present: () => controller.returnToPresent(),
      replayFromSeed: () => controller.startReplay(),
      stopReplay: () => controller.stopReplay(),
      resumeBranch: () => {
        controller.resumeBranch();
      },
    }),
    [controller],
  );

  // Drag the drawer's edge to resize it; the width is remembered on this machine.
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const onResizeStart = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { startX: e.clientX, startWidth: width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onResizeMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setWidth(clampWidth(drag.current.startWidth + e.clientX - drag.current.startX));
  };
  const onResizeEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    try {
      globalThis.localStorage?.setItem(WIDTH_KEY, String(width));
    } catch {
      // No storage: the width lasts for this page.
    }
  };
  useEffect(() => {
    const onResize = () => setWidth((w) => clampWidth(w));
    globalThis.addEventListener?.('resize', onResize);
    return () => globalThis.removeEventListener?.('resize', onResize);
  }, []);

  const onExportRecord = () => {
    const file = controller.saveFile();
    downloadText(file.name.replace(/^sandtable-/, 'sandtable-record-'), file.text);
  };
  const onExportMachine = () => {
    downloadText(`sandtable-${module.id}-machine.json`, JSON.stringify(machineDefinitionJson(module.machine), null, 2) + '\n');
  };

  const status = view.replay
    ? `replaying ${view.replay.at} / ${view.replay.total}`
    : view.timeTravelling
      ? `viewing event ${view.position} of ${view.length}`
      : `event ${view.position}`;

  return (
    <aside
      className={`inspector-drawer${inWindow ? ' is-window' : ''}`}
      style={inWindow ? undefined : { width: `${width}px` }}
      aria-label="Statechart inspector"
      data-testid="inspector"
      data-placement={placement}
      data-tab={tab}
      data-time-travelling={view.timeTravelling ? 'true' : 'false'}
    >
      <header className="insp-header">
        <h2>{inWindow ? `Inspector · ${module.title}` : 'Inspector'}</h2>
        <span className={`insp-status${view.timeTravelling ? ' travelling' : ''}`} data-testid="inspector-status">
          {status}
        </span>
        {view.branch ? (
          <span className="insp-chip branch" title={view.branch.note} data-testid="inspector-branch">
            debugging branch from {view.branch.fromIndex}
          </span>
        ) : null}
        <span className="insp-header-buttons">
          {onPopOut ? (
            <button type="button" className="insp-popout" onClick={onPopOut} title="Open the inspector in a window of its own (for a second screen)" data-testid="inspector-popout">
              Pop out ↗
            </button>
          ) : null}
          {onDock ? (
            <button type="button" className="insp-popout" onClick={onDock} title="Give the inspector back to the game window's drawer" data-testid="inspector-dock">
              ← Back to the table
            </button>
          ) : null}
          <button type="button" className="insp-close" onClick={onClose} aria-label="Close the inspector" title={inWindow ? 'Close the inspector' : 'Close (i)'}>
            ×
          </button>
        </span>
      </header>
      <nav className="insp-tabs" role="tablist" aria-label="Inspector views">
        {INSPECTOR_TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={tab === t.id ? 'active' : undefined}
            onClick={() => setTab(t.id)}
            data-testid={`inspector-tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </nav>

      <div className="insp-body">
        {tab === 'chart' ? (
          <div className={`insp-chart${detailOpen ? ' detail-open' : ''}`} data-testid="inspector-chart">
            <div className="insp-diagram">
              <StatechartDiagram graph={graph} active={active} selected={shownState} onSelect={selectInChart} edgeStatus={edgeStatus} />
            </div>
            <section className={`insp-detail-pane${detailOpen ? '' : ' folded'}`} aria-label="State detail">
              <div className="insp-detail-bar">
                <button type="button" className="insp-link" aria-expanded={detailOpen} onClick={() => setDetailOpen(!detailOpen)} data-testid="state-detail-toggle">
                  {detailOpen ? '▾ Hide the state detail' : `▸ ${stateTitle(graph, shownState)}: state detail`}
                </button>
                {selected !== null && selected !== leaf ? (
                  <button type="button" className="insp-link" onClick={() => setSelected(null)}>
                    Follow the active state
                  </button>
                ) : null}
              </div>
              {/* Kept mounted while folded (its rule text loads once); hidden from view. */}
              <div className="insp-detail-body" hidden={!detailOpen}>
                <StateDetail
                  graph={graph}
                  path={shownState}
                  active={active.has(shownState)}
                  ruleText={rules.text}
                  ruleTextError={rules.error}
                  statuses={statuses}
                  onSelect={setSelected}
                />
              </div>
            </section>
          </div>
        ) : null}
        {tab === 'now' ? (
          <NowView module={module} snapshot={snapshot} report={report} position={view.position} refusal={view.lastRefusal} sideNames={sideNames} onSelectState={select} />
        ) : null}
        {tab === 'timeline' ? <TimelineView view={view} sideNames={sideNames} actions={timeline} /> : null}
        {tab === 'state' ? (
          <StateView module={module} snapshot={snapshot} position={view.position} record={() => controller.currentSession.record} />
        ) : null}
        {tab === 'record' ? (
          <RecordView module={module} view={view} onExportRecord={onExportRecord} onExportMachine={onExportMachine} onImport={onImportText} />
        ) : null}
      </div>
      {inWindow ? null : (
      <div
        className="insp-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize the inspector"
        onPointerDown={onResizeStart}
        onPointerMove={onResizeMove}
        onPointerUp={onResizeEnd}
        onPointerCancel={onResizeEnd}
      />
      )}
    </aside>
  );
}

/** A state's title and rule for the folded detail bar: "Move Units (6.0)". */
function stateTitle(graph: ReturnType<typeof chartGraph>, path: string): string {
  const node = graph.nodes.find((n) => n.path === path);
  if (!node) return path || graph.id;
  const title = node.meta?.title ?? node.key;
  return node.meta?.rule ? `${title} (${node.meta.rule})` : title;
}
