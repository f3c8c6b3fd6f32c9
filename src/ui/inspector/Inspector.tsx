// The statechart inspector for rules developers (DESIGN.md: "inspecting the statechart for rules
// debugging"): a resizable side drawer over the table with the running machine drawn and lit,
// what the machine would accept now and why, the record as a timeline to travel in, the state
// tree with the last event's changes, and record import/export. Loaded lazily (React.lazy in
// App.tsx), so elkjs and all of this stay out of the start bundle. It only reads the
// controller's view and calls its methods; nothing here decides a rule.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { activeStatePaths, chartGraph, machineDefinitionJson } from '../../core/chartGraph';
import { edgeStatusByKey, guardStatus, type GuardStatusReport, type TransitionStatus } from '../../core/guardStatus';
import type { AnyGameModule } from '../../core/module';
import { errorText } from '../../core/moduleReads';
import type { RuleText } from '../../core/ruleSections';
import type { InspectorControls } from '../controller';
import { downloadText } from '../SaveLoad';
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
  onImportText: (text: string, fileName: string) => string | null;
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

/** Default drawer width: about 40% of the window, leaving the table and the side panel in view. */
function defaultWidth(): number {
  const w = globalThis.innerWidth ?? 1280;
  return Math.round(Math.min(Math.max(w * 0.36, 420), 760));
}

function clampWidth(width: number): number {
  const w = globalThis.innerWidth ?? 1280;
  return Math.round(Math.min(Math.max(width, MIN_WIDTH), Math.max(MIN_WIDTH, w - 320)));
}

/** Loads module.ruleText() once per module (a lazy chunk). */
function useRuleText(module: AnyGameModule): { text: RuleText | null; error: string | null } {
  const [state, setState] = useState<{ module: AnyGameModule | null; text: RuleText | null; error: string | null }>({ module: null, text: null, error: null });
  useEffect(() => {
    let live = true;
    if (!module.ruleText) {
      setState({ module, text: null, error: `${module.title} has no rules text in this build.` });
      return;
    }
    module.ruleText().then(
      (text) => live && setState({ module, text, error: null }),
      (e: unknown) => live && setState({ module, text: null, error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [module]);
  return state.module === module ? { text: state.text, error: state.error } : { text: null, error: null };
}

export default function Inspector({ controller, modules, onClose, onImportText }: InspectorProps) {
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  const module = controller.module;
  const { snapshot } = view;
  const [tab, setTab] = useState<InspectorTab>('chart');
  const [selected, setSelected] = useState<string | null>(null);
  // On short screens the diagram may take the whole tab: the state's detail folds away.
  const [detailOpen, setDetailOpen] = useState(true);
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
    setTab('chart');
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
  // The drawer starts below the app's header (its height changes when it wraps).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('.topbar');
    if (!header) return;
    const measure = () => setTop(Math.max(0, Math.round(header.getBoundingClientRect().bottom)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(header);
    return () => ro.disconnect();
  }, []);
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
      className="inspector-drawer"
      style={{ width: `${width}px`, ['--insp-top' as string]: `${top}px` }}
      aria-label="Statechart inspector"
      data-testid="inspector"
      data-tab={tab}
      data-time-travelling={view.timeTravelling ? 'true' : 'false'}
    >
      <header className="insp-header">
        <h2>Inspector</h2>
        <span className={`insp-status${view.timeTravelling ? ' travelling' : ''}`} data-testid="inspector-status">
          {status}
        </span>
        {view.branch ? (
          <span className="insp-chip branch" title={view.branch.note} data-testid="inspector-branch">
            debugging branch from {view.branch.fromIndex}
          </span>
        ) : null}
        <button type="button" className="insp-close" onClick={onClose} aria-label="Close the inspector" title="Close (i)">
          ×
        </button>
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
          <div className="insp-chart">
            <div className="insp-diagram">
              <StatechartDiagram graph={graph} active={active} selected={shownState} onSelect={setSelected} edgeStatus={edgeStatus} />
            </div>
            <div className={`insp-detail-pane${detailOpen ? '' : ' folded'}`}>
              <div className="insp-detail-bar">
                <button type="button" className="insp-link" aria-expanded={detailOpen} onClick={() => setDetailOpen(!detailOpen)}>
                  {detailOpen ? '▾ Hide the state detail' : `▸ Show the state detail (${shownState.split('.').pop() || graph.id})`}
                </button>
                {selected !== null && selected !== leaf ? (
                  <button type="button" className="insp-link" onClick={() => setSelected(null)}>
                    Follow the active state
                  </button>
                ) : null}
              </div>
              {detailOpen ? (
                <StateDetail
                  graph={graph}
                  path={shownState}
                  active={active.has(shownState)}
                  ruleText={rules.text}
                  ruleTextError={rules.error}
                  statuses={statuses}
                  onSelect={setSelected}
                />
              ) : null}
            </div>
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
    </aside>
  );
}
