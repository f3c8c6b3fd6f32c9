// Enter on the table: when a prompt (or a chooser) stands on the table, Enter presses its main
// button, the one the card marks with <kbd>Enter</kbd>. The table listens in the capture phase
// and marks the key handled (preventDefault), so the action list, which would otherwise pick its
// first action on Enter, leaves it alone: one key, one event sent. (Plain functions: no React.)
import type { Choice, TablePrompt } from './tableTargets';

/**
 * The choice Enter confirms: in an open chooser, its main choice (or its only one); else the
 * first prompt's main choice that sends an event, or a prompt's only choice. None when the
 * table asks nothing that one key can answer (several equal choices: the player picks).
 */
export function enterChoice(prompts: readonly TablePrompt[], chooser: readonly Choice[] | null = null): Choice | null {
  if (chooser) return mainOf(chooser);
  for (const p of prompts) {
    const c = mainOf(p.choices);
    if (c) return c;
  }
  return null;
}

function mainOf(choices: readonly Choice[]): Choice | null {
  const primary = choices.find((c) => c.primary && (c.event || c.select));
  if (primary) return primary;
  return choices.length === 1 && (choices[0]!.event || choices[0]!.select) ? choices[0]! : null;
}

function isTypingOrControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  // A focused button or link already answers Enter itself; fields keep their keys.
  return tag === 'input' || tag === 'textarea' || tag === 'select' || tag === 'button' || tag === 'a' || tag === 'summary' || el.isContentEditable === true;
}

/**
 * A keydown handler's work: presses `choice` on a plain Enter and marks the key handled.
 * Returns whether it did.
 */
export function confirmOnEnter(e: KeyboardEvent, choice: Choice | null, press: (c: Choice) => void): boolean {
  if (e.key !== 'Enter' || !choice || e.defaultPrevented) return false;
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTypingOrControl(e.target)) return false;
  if (e.repeat) {
    // A held Enter confirms once: its repeats must not fall through to the action list either.
    e.preventDefault();
    return false;
  }
  e.preventDefault();
  press(choice);
  return true;
}
