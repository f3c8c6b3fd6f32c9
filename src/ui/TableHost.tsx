// A game's table in the shell: its 3D table (loaded lazily, so the start menu stays light), or
// its flat 2D board behind a small "2D" toggle for low-end machines and browsers without WebGL.
// The choice is remembered on this machine (for every game). Each game gives its two tables (its
// drawn entry, src/ui/<game>/drawn.ts); a game with no 3D table yet gives its flat board alone,
// shown without the toggle. Everything else is shared.
import { Component, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { GameEvent } from '../core/module';
import { safeRuleOf } from '../core/moduleReads';
import type { Table3DProps } from '../scene/table3d';
import { PrivacyScreen, useSeat } from './seat';
import type { TableProps } from './types';

export type { Table3DProps } from '../scene/table3d';

const PREF_KEY = 'sandtable.table2d';

function readPref(): boolean {
  try {
    return globalThis.localStorage?.getItem(PREF_KEY) === '1';
  } catch {
    return false;
  }
}

function writePref(twoD: boolean): void {
  try {
    globalThis.localStorage?.setItem(PREF_KEY, twoD ? '1' : '0');
  } catch {
    // No storage: the choice lasts for this page only.
  }
}

let webgl: boolean | null = null;
/** Whether this browser can draw the 3D table (WebGL2). Asked once. */
export function hasWebGL2(): boolean {
  if (webgl !== null) return webgl;
  try {
    const canvas = globalThis.document?.createElement('canvas');
    const ctx = (canvas?.getContext?.('webgl2') ?? null) as WebGL2RenderingContext | null;
    webgl = !!ctx && typeof ctx.getParameter === 'function';
    // Give the probe's context back at once (browsers keep only a few alive).
    ctx?.getExtension?.('WEBGL_lose_context')?.loseContext();
  } catch {
    webgl = false;
  }
  return webgl;
}

/**
 * How many CSS pixels of the table area the side panel covers on the right (the game screen lays
 * the panel over a full-bleed table on wide screens; see styles.css). 0 when it is not beside it.
 */
function useCoveredRight(ref: RefObject<HTMLElement | null>): number {
  const [covered, setCovered] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const main = el.closest('.game-main');
    const panel = main?.querySelector<HTMLElement>('.side-panel') ?? null;
    const measure = () => {
      const a = el.getBoundingClientRect();
      const p = panel?.getBoundingClientRect();
      const beside = p && p.width > 0 && p.left > a.left + a.width * 0.3 && p.top < a.bottom && p.bottom > a.top;
      const next = beside ? Math.max(0, Math.round(a.right - p.left + 12)) : 0;
      setCovered((old) => (Math.abs(old - next) > 2 ? next : old));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    if (panel) ro.observe(panel);
    return () => ro.disconnect();
  }, [ref]);
  return covered;
}

/** A failure inside the 3D table falls back to the 2D board with a note, never a blank page. */
class TableBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface TableHostProps<V = unknown> extends TableProps {
  /** The game's 3D table (React.lazy, so its chunk loads only when shown), typed by its view; none: the flat board alone. */
  table3d?: ComponentType<Table3DProps<V>> | undefined;
  /** The game's flat board. */
  flat: ComponentType<TableProps>;
  /**
   * Hands the players keep from each other (the DrawnGame's flag): both tables get the seated side's
   * view (viewer '' when no human sits: no hand shown) and a privacy screen covers the page between
   * two human players (seat.tsx).
   */
  privateHands?: boolean | undefined;
}

export function TableHost<V>({ table3d: Table3D, flat: Flat, privateHands = false, ...hostProps }: TableHostProps<V>) {
  const seat = useSeat({ enabled: privateHands, module: hostProps.module, snapshot: hostProps.snapshot, viewer: hostProps.viewer, view: hostProps.view, legal: hostProps.legal });
  const props: TableProps = { ...hostProps, viewer: seat.viewer, view: seat.view, legal: seat.legal };
  const privacy = seat.screen ? <PrivacyScreen side={seat.screen} name={hostProps.module.sideNames[seat.screen] ?? seat.screen} onReady={seat.take} /> : null;
  const canDraw3d = hasWebGL2();
  const hostRef = useRef<HTMLDivElement>(null);
  const covered = useCoveredRight(hostRef);
  const [twoD, setTwoD] = useState(() => readPref() || !canDraw3d);
  const toggle = useCallback(() => {
    setTwoD((v) => {
      writePref(!v);
      return !v;
    });
  }, []);
  const send = props.send;
  const onSend = useCallback((event: GameEvent) => send?.(event), [send]);
  const labelEvent = useCallback(
    (event: GameEvent) => {
      try {
        return props.module.labelEvent(props.snapshot as never, event as GameEvent);
      } catch {
        return event.type;
      }
    },
    [props.module, props.snapshot],
  );

  const ruleOf = useCallback((event: GameEvent) => safeRuleOf(props.module, props.snapshot, event), [props.module, props.snapshot]);

  const explain = useCallback(
    (event: GameEvent) => {
      try {
        return props.module.explainIllegal(props.snapshot as never, event);
      } catch {
        return null;
      }
    },
    [props.module, props.snapshot],
  );

  const toggleButton = (
    <button
      type="button"
      className="table-mode-toggle"
      aria-pressed={twoD}
      onClick={toggle}
      disabled={!canDraw3d}
      title={canDraw3d ? 'Switch between the 3D table and the flat 2D board' : 'This browser cannot draw the 3D table (no WebGL2)'}
      data-testid="table-2d-toggle"
    >
      {twoD ? '3D table' : '2D'}
    </button>
  );

  const flat = (note?: string) => (
    <div className="table-2d">
      <div className="table-2d-bar">
        {note ? <span className="muted">{note}</span> : null}
        {toggleButton}
      </div>
      <Flat {...props} />
      {privacy}
    </div>
  );

  // A game with no 3D table yet: its flat board is the table (no toggle to a table that is not there).
  if (!Table3D) {
    return (
      <div className="table-2d table-2d-only" data-testid="table-2d-only">
        <Flat {...props} />
        {privacy}
      </div>
    );
  }
  if (twoD) return flat(canDraw3d ? undefined : 'No WebGL2 here: showing the 2D board.');
  return (
    <div className="table-host" ref={hostRef}>
      <TableBoundary fallback={(error) => flat(`The 3D table failed (${error.message}); showing the 2D board.`)}>
        <Suspense fallback={<div className="table3d-loading">Setting up the table…</div>}>
          <Table3D
            // The module's own view for this viewer: the game's V (the registry erases it).
            view={props.view as V}
            viewer={props.viewer}
            legal={props.legal}
            send={onSend}
            labelEvent={labelEvent}
            explain={explain}
            ruleOf={ruleOf}
            toolbar={toggleButton}
            insetRight={covered}
            animation={props.animation ?? null}
          />
        </Suspense>
      </TableBoundary>
      {privacy}
    </div>
  );
}
