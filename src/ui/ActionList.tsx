// The human players' legal events as buttons (data-testid="actions": one button per event,
// nothing else inside), grouped by what they act with and then where they go: the module's
// groupEvent gives each event its group (a stack or a unit), its subgroup (a destination or a
// kind of decision) and its short text there; events it does not group are grouped by side and
// type. A group folds away under its heading (a <summary>, so the list still holds only the
// events' buttons). Keyboard: the arrow keys (and Home/End) move the focus through the list, which
// scrolls to keep it in view; 1-9 pick the numbered buttons; Enter confirms (the focused button,
// else the first action); u or Ctrl+Z undo; Space or n next (skip the animation and let a waiting
// bot decide now).
// It decides nothing: the events come from module.legalEvents and go back to the session.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { GameEvent } from '../core/module';
import type { ActionItem } from './types';

export interface ActionListProps {
  items: readonly ActionItem[];
  sideNames: Readonly<Record<string, string>>;
  onPick: (event: GameEvent) => void;
  canUndo: boolean;
  onUndo: () => void;
  /** Shown instead of buttons: "Red bot is thinking", "Game over", "Viewing a replay". */
  status?: string | null;
  /** Listen to the keyboard (off when another screen has focus). */
  keyboard?: boolean;
  /** The "next" key: skip what is being shown, and a waiting bot decides now. */
  onNext?: () => void;
}

/** One button: its item, the text it shows in its group, and its number key (1-9) when it has one. */
export interface ActionEntry {
  /** Unique in its subgroup: the label, with its occurrence where two read alike (two 6/2 cards). */
  key: string;
  item: ActionItem;
  text: string;
  number: number | null;
}

export interface ActionSubgroup {
  key: string;
  /** "to Eupen"; null for the entries listed straight under the group. */
  title: string | null;
  entries: ActionEntry[];
}

export interface ActionGroup {
  key: string;
  side: string;
  title: string;
  subgroups: ActionSubgroup[];
  count: number;
}

/** "chooseCombat" -> "Choose combat". */
export function humanizeType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The items in groups (in order of first appearance), then subgroups, then entries, and the
 * entries in that order; number keys 1-9 go to the first nine entries of the open groups.
 */
export function groupActions(items: readonly ActionItem[], collapsed: ReadonlySet<string> = new Set()): { groups: ActionGroup[]; ordered: ActionEntry[] } {
  const groups: ActionGroup[] = [];
  const byKey = new Map<string, { group: ActionGroup; subs: Map<string, ActionSubgroup> }>();
  for (const item of items) {
    const { side, type } = item.event;
    const own = item.group ?? null;
    const key = own ? `${side}|${own.group}` : `${side}|type:${type}`;
    let found = byKey.get(key);
    if (!found) {
      found = { group: { key, side, title: own ? own.group : humanizeType(type), subgroups: [], count: 0 }, subs: new Map() };
      byKey.set(key, found);
      groups.push(found.group);
    }
    const subKey = own?.sub ?? '';
    let sub = found.subs.get(subKey);
    if (!sub) {
      sub = { key: subKey, title: own?.sub ?? null, entries: [] };
      found.subs.set(subKey, sub);
      found.group.subgroups.push(sub);
    }
    const alike = sub.entries.filter((e) => e.item.label === item.label).length;
    sub.entries.push({ key: alike ? `${item.label}#${alike + 1}` : item.label, item, text: own?.short ?? item.label, number: null });
    found.group.count++;
  }
  const ordered: ActionEntry[] = [];
  let next = 1;
  for (const group of groups) {
    for (const sub of group.subgroups) {
      for (const entry of sub.entries) {
        ordered.push(entry);
        if (!collapsed.has(group.key) && next <= 9) entry.number = next++;
      }
    }
  }
  return { groups, ordered };
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

function isControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'button' || tag === 'a' || tag === 'summary';
}

/** Nothing in particular has the focus (the page itself): the arrow keys may enter the list. */
function isPageFocus(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return true;
  const tag = el.tagName.toLowerCase();
  return tag === 'body' || tag === 'html';
}

/** The places the arrow keys stop at, in order: group headings and the buttons of open groups. */
function focusStops(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('summary.action-group-title, details[open] button.action')];
}

/** Scrolls `list` (only it) so that `el` is in view, with a little room. */
export function keepInView(list: HTMLElement, el: HTMLElement, margin = 6): void {
  const box = list.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  if (r.top < box.top + margin) list.scrollTop -= box.top + margin - r.top;
  else if (r.bottom > box.bottom - margin) list.scrollTop += r.bottom - (box.bottom - margin);
}

function focusStop(list: HTMLElement, el: HTMLElement | undefined): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  keepInView(list, el);
}

export function ActionList({ items, sideNames, onPick, canUndo, onUndo, status, keyboard = true, onNext }: ActionListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const { groups, ordered } = useMemo(() => groupActions(items, collapsed), [items, collapsed]);
  const listRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ ordered, onPick, canUndo, onUndo, onNext });
  latest.current = { ordered, onPick, canUndo, onUndo, onNext };

  const toggle = (key: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  useEffect(() => {
    if (!keyboard) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || isTyping(e.target)) return;
      const now = latest.current;
      if (e.ctrlKey || e.metaKey) {
        // Ctrl+Z (Cmd+Z): undo, as everywhere else.
        if ((e.key === 'z' || e.key === 'Z') && !e.shiftKey && now.canUndo) {
          e.preventDefault();
          now.onUndo();
        }
        return;
      }
      if (e.key >= '1' && e.key <= '9') {
        const entry = now.ordered.find((x) => x.number === Number(e.key));
        if (entry) {
          e.preventDefault();
          now.onPick(entry.item.event);
        }
      } else if (e.key === 'Enter') {
        // Enter on a focused button clicks that button; elsewhere it picks the first action.
        if (isControl(e.target)) return;
        const entry = now.ordered[0];
        if (entry) {
          e.preventDefault();
          now.onPick(entry.item.event);
        }
      } else if (e.key === 'u' || e.key === 'U') {
        if (now.canUndo) {
          e.preventDefault();
          now.onUndo();
        }
      } else if (e.key === 'n' || e.key === 'N' || e.key === ' ') {
        // Space on a focused button presses that button; elsewhere it is "next".
        if (e.key === ' ' && isControl(e.target)) return;
        if (now.onNext) {
          e.preventDefault();
          now.onNext();
        }
      } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && isPageFocus(e.target)) {
        // From the page itself the arrows enter the list: at its first (or last) stop.
        const list = listRef.current;
        const stops = list ? focusStops(list) : [];
        if (list && stops.length > 0) {
          e.preventDefault();
          focusStop(list, e.key === 'ArrowDown' ? stops[0] : stops[stops.length - 1]);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard]);

  // Inside the list the arrows move the focus from stop to stop; Home and End go to the ends.
  const onListKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!keyboard || e.altKey || e.ctrlKey || e.metaKey) return;
    const list = listRef.current;
    if (!list) return;
    const stops = focusStops(list);
    if (stops.length === 0) return;
    const at = stops.indexOf(e.target as HTMLElement);
    let to: number | null = null;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') to = at < 0 ? 0 : Math.min(stops.length - 1, at + 1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') to = at < 0 ? 0 : Math.max(0, at - 1);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = stops.length - 1;
    if (to === null) return;
    e.preventDefault();
    focusStop(list, stops[to]);
  };

  const sidesActing = [...new Set(groups.map((g) => g.side))];
  const manySides = sidesActing.length > 1;
  return (
    <section className="panel actions-panel" aria-label="Your decisions">
      <header className="panel-header">
        <h2>{sidesActing.length ? `${sidesActing.map((s) => sideNames[s] ?? s).join(' and ')} to decide` : 'Decisions'}</h2>
        <span className="panel-header-buttons">
          {onNext ? (
            <button type="button" className="next" onClick={onNext} title="Next (Space or n): skip the animation; a waiting bot decides now" data-testid="next">
              Next <kbd>Space</kbd>
            </button>
          ) : null}
          <button type="button" className="undo" onClick={onUndo} disabled={!canUndo} title="Undo (u or Ctrl+Z): never across a die roll or hidden draw">
            Undo <kbd>u</kbd>
          </button>
        </span>
      </header>
      {status ? (
        <p className="actions-status" data-testid="actions-status" role="status">
          {status}
        </p>
      ) : null}
      <div ref={listRef} data-testid="actions" className="actions" data-count={ordered.length} onKeyDown={onListKey}>
        {groups.map((group) => {
          const open = !collapsed.has(group.key);
          const title = manySides ? `${sideNames[group.side] ?? group.side}: ${group.title}` : group.title;
          return (
            <details key={group.key} className="action-group" open={open} data-side={group.side} data-group={group.title} aria-label={title}>
              <summary
                className="action-group-title"
                aria-expanded={open}
                title={open ? 'Fold this group away' : 'Show this group'}
                onClick={(e) => {
                  e.preventDefault();
                  toggle(group.key);
                }}
              >
                <span className="action-group-name">{title}</span>
                <span className="count">{group.count}</span>
              </summary>
              {group.subgroups.map((sub) => (
                <div key={sub.key} className={sub.title ? 'action-sub' : 'action-items'} role="group" aria-label={sub.title ?? title}>
                  {sub.title ? <span className="action-sub-title">{sub.title}</span> : null}
                  <span className="action-sub-items">
                    {sub.entries.map((entry) => (
                      <button
                        key={`${group.key}|${sub.key}|${entry.key}`}
                        type="button"
                        className={`action${entry.text.length > 36 ? ' wide' : ''}`}
                        data-event-type={entry.item.event.type}
                        data-side={entry.item.event.side}
                        aria-label={entry.item.label}
                        title={entry.text === entry.item.label ? undefined : entry.item.label}
                        onClick={() => onPick(entry.item.event)}
                      >
                        {entry.number !== null ? <kbd>{entry.number}</kbd> : null}
                        <span className="action-label">{entry.text}</span>
                      </button>
                    ))}
                  </span>
                </div>
              ))}
            </details>
          );
        })}
      </div>
      <p className="hint" data-testid="shortcuts" title="Keys: arrows move through the list, 1-9 pick, Enter confirms, u or Ctrl+Z undoes, Space or n goes on">
        <kbd>↑</kbd>
        <kbd>↓</kbd> move · <kbd>1</kbd>-<kbd>9</kbd> pick · <kbd>Enter</kbd> confirm · <kbd>u</kbd>/<kbd>Ctrl+Z</kbd> undo
        {onNext ? (
          <>
            {' '}
            · <kbd>Space</kbd>/<kbd>n</kbd> next
          </>
        ) : null}
      </p>
    </section>
  );
}
