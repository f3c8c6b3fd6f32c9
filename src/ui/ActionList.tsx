// The human players' legal events as buttons (data-testid="actions": one button per event,
// nothing else inside), grouped by side and type. Keyboard: 1-9 pick; Enter confirms (the focused
// button, else the first action); u or Ctrl+Z undo; Space or n next (skip the animation and let
// a waiting bot decide now).
// It decides nothing: the events come from module.legalEvents and go back to the session.
import { useEffect, useMemo, useRef } from 'react';
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

interface Group {
  key: string;
  side: string;
  type: string;
  items: { item: ActionItem; number: number }[];
}

/** "chooseCombat" -> "Choose combat". */
export function humanizeType(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function groupItems(items: readonly ActionItem[]): { groups: Group[]; ordered: ActionItem[] } {
  const groups: Group[] = [];
  const byKey = new Map<string, Group>();
  for (const item of items) {
    const key = `${item.event.side}:${item.event.type}`;
    let group = byKey.get(key);
    if (!group) {
      group = { key, side: item.event.side, type: item.event.type, items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push({ item, number: 0 });
  }
  const ordered: ActionItem[] = [];
  for (const group of groups) {
    for (const entry of group.items) {
      ordered.push(entry.item);
      entry.number = ordered.length;
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

export function ActionList({ items, sideNames, onPick, canUndo, onUndo, status, keyboard = true, onNext }: ActionListProps) {
  const { groups, ordered } = useMemo(() => groupItems(items), [items]);
  const latest = useRef({ ordered, onPick, canUndo, onUndo, onNext });
  latest.current = { ordered, onPick, canUndo, onUndo, onNext };

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
        const item = now.ordered[Number(e.key) - 1];
        if (item) {
          e.preventDefault();
          now.onPick(item.event);
        }
      } else if (e.key === 'Enter') {
        // Enter on a focused button clicks that button; elsewhere it picks the first action.
        if (isControl(e.target)) return;
        const item = now.ordered[0];
        if (item) {
          e.preventDefault();
          now.onPick(item.event);
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
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboard]);

  const sidesActing = [...new Set(groups.map((g) => g.side))];
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
      <div data-testid="actions" className="actions" data-count={ordered.length}>
        {groups.map((group) => (
          <div key={group.key} className="action-group" role="group" aria-label={humanizeType(group.type)}>
            <h3 className="action-group-title">
              {humanizeType(group.type)}
              {group.items.length > 1 ? <span className="count">{group.items.length}</span> : null}
            </h3>
            {group.items.map(({ item, number }) => (
              <button
                key={number}
                type="button"
                className="action"
                data-event-type={item.event.type}
                data-side={item.event.side}
                onClick={() => onPick(item.event)}
              >
                {number <= 9 ? <kbd>{number}</kbd> : null}
                <span className="action-label">{item.label}</span>
              </button>
            ))}
          </div>
        ))}
      </div>
      <p className="hint" data-testid="shortcuts">
        Keys: <kbd>1</kbd>-<kbd>9</kbd> pick · <kbd>Enter</kbd> confirm · <kbd>u</kbd> or <kbd>Ctrl+Z</kbd> undo
        {onNext ? (
          <>
            {' '}
            · <kbd>Space</kbd> or <kbd>n</kbd> next
          </>
        ) : null}
      </p>
    </section>
  );
}
