// The keys of every mode in one place, so the lists shown on `?` (play and teach: KeyHelp in the
// game screen; showcase: its presenter help) agree with each other and with the handlers: the
// action list (arrows, digits, Enter, u, Ctrl+Z, Space, n), the game screen (i, r, ?, Esc), the sound
// controls (m) and the showcase screen (its presenter keys).

export interface KeyItem {
  keys: string;
  what: string;
}

export interface KeyGroup {
  title: string;
  items: readonly KeyItem[];
}

/** The key that opens and closes the list of keys (every mode). */
export const HELP_KEY: KeyItem = { keys: '?', what: 'this list of keys (Esc closes it)' };

/** Showcase's hidden presenter keys. */
export const PRESENTER_KEYS: readonly KeyItem[] = [
  { keys: 'P or Space', what: 'pause / resume' },
  { keys: 'N', what: 'next game now (new seed)' },
  { keys: 'O', what: 'show / hide the overlay' },
  { keys: 'F', what: 'fullscreen on / off' },
  { keys: '+ / −', what: 'faster / slower' },
  { keys: '? or H', what: 'this help' },
];

export type KeyMode = 'play' | 'teach';

/** The keys of the play and teach screens, grouped. */
export function gameKeyGroups(mode: KeyMode): KeyGroup[] {
  return [
    {
      title: 'Decisions',
      items: [
        { keys: '↑ / ↓', what: 'move through the action list (Home, End: its ends)' },
        { keys: '1 – 9', what: 'pick the numbered action in the list' },
        { keys: 'Enter', what: "confirm: the table's main choice, else the first action" },
        { keys: 'u or Ctrl+Z', what: 'undo (never across a die roll or a hidden draw)' },
        mode === 'teach'
          ? { keys: 'Space or n', what: 'Next: go on to the next step' }
          : { keys: 'Space or n', what: 'skip the animation; a waiting bot decides now' },
        { keys: 'Esc', what: 'cancel a selection or a chooser on the table' },
      ],
    },
    {
      title: 'Table',
      items: [
        { keys: 'Drag', what: 'pan the table' },
        { keys: 'Right-drag', what: 'turn the view' },
        { keys: 'Wheel', what: 'zoom' },
        { keys: 'Double-click', what: 'look closer at a place; on the table, back to the whole view' },
      ],
    },
    {
      title: 'Help and panels',
      items: [
        { keys: 'r', what: "the rules, opened at the current step's rule" },
        { keys: 'i', what: 'the statechart inspector' },
        { keys: 'm', what: 'sound on / off' },
        HELP_KEY,
      ],
    },
  ];
}
