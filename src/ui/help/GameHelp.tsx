// Help on the play and teach screens: the rules panel (the header's Rules button, the `r` key, a
// ribbon chip) and the list of keys (`?`). useGameHelp holds what is open and answers the keys;
// HelpButtons go in the header; GameHelpLayer draws what is open. Nothing here decides a rule.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { leafMeta } from '../../core/introspect';
import type { AnyGameModule } from '../../core/module';
import { RulesPanel } from '../rules/RulesPanel';
import { KeyHelp } from './KeyHelp';
import { gameKeyGroups, type KeyMode } from './keys';

export interface GameHelp {
  rules: { open: boolean; rule: string | null };
  keysOpen: boolean;
  /** Opens the rules at `rule` (a ribbon chip's), or at the current step's rule. */
  openRules: (rule?: string | null) => void;
  toggleRules: () => void;
  closeRules: () => void;
  toggleKeys: () => void;
  closeKeys: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

/** The current step's rule (the innermost active state's meta), or null. */
export function currentRule(snapshot: AnyMachineSnapshot): { rule: string; title: string } | null {
  try {
    const meta = leafMeta(snapshot);
    return meta?.rule ? { rule: meta.rule, title: meta.title } : null;
  } catch {
    return null;
  }
}

export function useGameHelp(snapshot: AnyMachineSnapshot): GameHelp {
  const [rules, setRules] = useState<{ open: boolean; rule: string | null }>({ open: false, rule: null });
  const [keysOpen, setKeysOpen] = useState(false);
  const latest = useRef(snapshot);
  latest.current = snapshot;

  const openRules = useCallback((rule?: string | null) => {
    setRules({ open: true, rule: rule ?? currentRule(latest.current)?.rule ?? null });
  }, []);
  const closeRules = useCallback(() => setRules((r) => (r.open ? { ...r, open: false } : r)), []);
  const toggleRules = useCallback(() => {
    setRules((r) => (r.open ? { ...r, open: false } : { open: true, rule: currentRule(latest.current)?.rule ?? null }));
  }, []);
  const toggleKeys = useCallback(() => setKeysOpen((v) => !v), []);
  const closeKeys = useCallback(() => setKeysOpen(false), []);

  const open = useRef({ rules: rules.open, keys: keysOpen });
  open.current = { rules: rules.open, keys: keysOpen };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.key === '?') {
        e.preventDefault();
        toggleKeys();
      } else if (e.key === 'r' || e.key === 'R') {
        e.preventDefault();
        toggleRules();
      } else if (e.key === 'Escape') {
        // The list of keys first, then the rules (the table's own Esc still cancels its selection).
        if (open.current.keys) closeKeys();
        else if (open.current.rules) closeRules();
      }
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [toggleKeys, toggleRules, closeKeys, closeRules]);

  return useMemo(
    () => ({ rules, keysOpen, openRules, toggleRules, closeRules, toggleKeys, closeKeys }),
    [rules, keysOpen, openRules, toggleRules, closeRules, toggleKeys, closeKeys],
  );
}

/** The header's Rules and `?` buttons. */
export function HelpButtons({ help }: { help: GameHelp }) {
  return (
    <>
      <button type="button" aria-pressed={help.rules.open} onClick={help.toggleRules} title="The rules, at the current step's rule (r)" data-testid="rules-toggle">
        Rules
      </button>
      <button type="button" aria-pressed={help.keysOpen} onClick={help.toggleKeys} title="Keys (?)" aria-label="Keys" data-testid="keys-toggle">
        ?
      </button>
    </>
  );
}

export interface GameHelpLayerProps {
  help: GameHelp;
  module: AnyGameModule;
  snapshot: AnyMachineSnapshot;
  mode: KeyMode;
}

/**
 * Where the game screen's main area starts (below the header and the ribbon, which may wrap or
 * grow): the rules drawer starts there, so the ribbon's chips stay clickable beside it.
 */
function useMainTop(active: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const main = globalThis.document?.querySelector<HTMLElement>('.game-main');
    if (!main) return;
    const measure = () => setTop(Math.round(main.getBoundingClientRect().top));
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of main.parentElement ? [...main.parentElement.children] : []) if (el !== main) ro?.observe(el);
    globalThis.addEventListener('resize', measure);
    return () => {
      ro?.disconnect();
      globalThis.removeEventListener('resize', measure);
    };
  }, [active]);
  return top;
}

/** The rules panel and the list of keys, when open. */
export function GameHelpLayer({ help, module, snapshot, mode }: GameHelpLayerProps) {
  const current = useMemo(() => currentRule(snapshot), [snapshot]);
  const groups = useMemo(() => gameKeyGroups(mode), [mode]);
  const top = useMainTop(help.rules.open);
  return (
    <>
      {help.rules.open ? <RulesPanel module={module} rule={help.rules.rule} current={current} onClose={help.closeRules} top={top} /> : null}
      {help.keysOpen ? (
        <KeyHelp title={mode === 'teach' ? 'Keys (teach mode)' : 'Keys'} groups={groups} className="key-help-game" testId="key-help" onClose={help.closeKeys} />
      ) : null}
    </>
  );
}
