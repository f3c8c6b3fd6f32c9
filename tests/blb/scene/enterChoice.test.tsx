// @vitest-environment happy-dom
// Enter on the table (src/scene/blb/interactions/enterChoice.ts): a prompt's main button is what
// Enter presses; the action list, which picks its first action on Enter, then sends nothing, so
// one key sends one event. Without a prompt, the action list's Enter works as before.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Choice, TablePrompt } from '../../../src/scene/blb/interactions/tableTargets';
import { confirmOnEnter, enterChoice } from '../../../src/scene/blb/interactions/enterChoice';
import { ActionList } from '../../../src/ui/ActionList';
import type { ActionItem } from '../../../src/ui/types';
import { useReactRoot } from '../../support/reactRoot';

const roll = { type: 'rollCombat', side: 'german' };
const retreat = { type: 'retreat', side: 'entente', to: 'namur' };
const fight = { type: 'stand', side: 'entente' };
const spot = { x: 0, y: 0, z: 0 };
const region = { top: spot, bottom: spot, left: spot, right: spot };

function prompt(choices: Choice[], id = 'p'): TablePrompt {
  return { id, rule: '7.0', title: 'A decision', side: 'german', at: region as TablePrompt['at'], toggles: [], choices };
}

describe('enterChoice', () => {
  it('is the main choice of the first prompt that has one', () => {
    const main = { label: 'Roll the dice', event: roll, primary: true };
    expect(enterChoice([prompt([{ label: 'Fall back', event: retreat }, main])])).toBe(main);
    const second = { label: 'Stay', event: fight, primary: true };
    expect(enterChoice([prompt([{ label: 'a', event: retreat }, { label: 'b', event: fight }]), prompt([second], 'q')])).toBe(second);
  });

  it('is a prompt\'s only choice, and nothing where several equal choices wait for the player', () => {
    const only = { label: 'Roll', event: roll };
    expect(enterChoice([prompt([only])])).toBe(only);
    expect(enterChoice([prompt([{ label: 'a', event: retreat }, { label: 'b', event: fight }])])).toBeNull();
    expect(enterChoice([])).toBeNull();
  });

  it('an open chooser comes first', () => {
    const inChooser = { label: 'Eliminate', event: fight };
    const main = { label: 'Roll the dice', event: roll, primary: true };
    expect(enterChoice([prompt([main])], [inChooser])).toBe(inChooser);
    expect(enterChoice([prompt([main])], [inChooser, { label: 'Other', event: retreat }])).toBeNull();
  });
});

describe('Enter with a prompt on the table and the action list', () => {
  const react = useReactRoot();
  let tableListener: ((e: KeyboardEvent) => void) | null = null;
  afterEach(() => {
    if (tableListener) window.removeEventListener('keydown', tableListener, true);
    tableListener = null;
  });

  function mount(choice: Choice | null) {
    const onPick = vi.fn();
    const pressed = vi.fn();
    const items: ActionItem[] = [
      { event: retreat, label: 'Retreat to Namur' },
      { event: roll, label: 'Roll the dice' },
    ] as ActionItem[];
    react.mount(<ActionList items={items} sideNames={{ german: 'German', entente: 'Entente' }} onPick={onPick} canUndo={false} onUndo={() => {}} />);
    // What TableInteractions installs: a capture-phase listener running before the list's.
    tableListener = (e) => {
      confirmOnEnter(e, choice, pressed);
    };
    window.addEventListener('keydown', tableListener, true);
    const press = (init: KeyboardEventInit = {}) =>
      act(() => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }));
      });
    return { onPick, pressed, press };
  }

  it('presses the prompt\'s main button once, and the list sends nothing', () => {
    const main = { label: 'Roll the dice', event: roll, primary: true };
    const { onPick, pressed, press } = mount(main);
    press();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledWith(main);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('with nothing to confirm on the table, the list picks its first action as before', () => {
    const { onPick, pressed, press } = mount(null);
    press();
    expect(pressed).not.toHaveBeenCalled();
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(retreat);
  });

  it('a held (repeating) Enter or Ctrl+Enter is not a confirmation, nor a pick of the list', () => {
    const main = { label: 'Roll the dice', event: roll, primary: true };
    const { onPick, pressed, press } = mount(main);
    press({ repeat: true });
    press({ ctrlKey: true });
    expect(pressed).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });
});
