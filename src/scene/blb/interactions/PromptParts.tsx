// The parts of a decision prompt that the 3D table's cards (TableInteractions) and the 2D board
// (ui/blb/SchematicBoard) show alike: a choice button, and a prompt's head, note, toggles and
// choices, and a chooser's (a click with several choices). Each place wraps them in its own card.
import type { MouseEvent as ReactMouseEvent } from 'react';
import type { Choice, TablePrompt } from './tableTargets';

/** One choice: an event to send, or a selection; a toggle shows its check. Enter marks the default. */
export function ChoiceButton({ choice, onChoose, enter = false }: { choice: Choice; onChoose: (c: Choice) => void; enter?: boolean }) {
  const toggle = choice.pressed !== undefined;
  return (
    <button
      type="button"
      className={`ti-choice${choice.primary ? ' primary' : ''}${toggle ? ' ti-toggle' : ''}`}
      aria-pressed={toggle ? choice.pressed : undefined}
      data-kind={choice.event ? 'event' : 'select'}
      data-event-type={choice.event?.type}
      data-enter={enter ? 'true' : undefined}
      onClick={(e: ReactMouseEvent) => {
        // The click is the choice's, not the table's or the board's behind it.
        e.stopPropagation();
        onChoose(choice);
      }}
    >
      {toggle ? (
        <span className="ti-check" aria-hidden="true">
          {choice.pressed ? '✓' : ''}
        </span>
      ) : null}
      <span className="ti-choice-label">{choice.label}</span>
      {choice.detail ? <span className="ti-choice-detail">{choice.detail}</span> : null}
      {enter ? (
        <kbd className="ti-enter" title="Enter presses this">
          Enter
        </kbd>
      ) : null}
    </button>
  );
}

/** A prompt's contents: its rule and title, its note, its toggles and its choices. */
export function PromptBody({ prompt, onChoose, enter }: { prompt: TablePrompt; onChoose: (c: Choice) => void; enter: Choice | null }) {
  return (
    <>
      <div className="ti-prompt-head" data-prompt={prompt.id}>
        <span className="rule-tag">{prompt.rule}</span>
        <strong>{prompt.title}</strong>
      </div>
      {prompt.note ? <p className="ti-note">{prompt.note}</p> : null}
      {prompt.toggles.length ? (
        <div className="ti-toggles" role="group" aria-label="Choose">
          {prompt.toggles.map((c, i) => (
            <ChoiceButton key={`t${i}`} choice={c} onChoose={onChoose} />
          ))}
        </div>
      ) : null}
      {prompt.choices.length ? (
        <div className="ti-choices">
          {prompt.choices.map((c, i) => (
            <ChoiceButton key={`c${i}`} choice={c} onChoose={onChoose} enter={c === enter} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** A chooser's contents: its heading, its choices and Cancel (Esc). */
export function ChooserBody({ title, choices, onChoose, enter, onCancel }: { title: string; choices: readonly Choice[]; onChoose: (c: Choice) => void; enter: Choice | null; onCancel: () => void }) {
  return (
    <>
      <div className="ti-prompt-head">
        <strong>{title}</strong>
      </div>
      <div className="ti-choices">
        {choices.map((c, i) => (
          <ChoiceButton key={i} choice={c} onChoose={onChoose} enter={c === enter} />
        ))}
        <button type="button" className="ti-choice ti-cancel" onClick={onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
      </div>
    </>
  );
}
