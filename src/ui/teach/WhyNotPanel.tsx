// Teach mode's "Why not?": the decisions a learner might expect that are not open now. Every
// event type the machine takes anywhere (read from its transitions, so any game gets this) that
// no legal event of the learner's sides offers now gets a button; pressing it asks the module
// why (module.explainPlain, in plain words with its rule number), and the answer shows here and in
// the card. Buttons and answers name each decision in plain words (the game's `words`), never by
// its event type.
import type { WhyNot } from '../controller';
import { wordsOfType } from './plainWords';

export interface WhyNotPanelProps {
  /** Every event type of the machine, in definition order. */
  eventTypes: readonly string[];
  /** Event types open now to the learner's sides. */
  openTypes: ReadonlySet<string>;
  onAsk: (type: string) => void;
  answer: WhyNot | null;
  /** Event type -> its plain name (plainEventName); without it the type is made into words. */
  nameOf?: (type: string) => string;
}

export function WhyNotPanel({ eventTypes, openTypes, onAsk, answer, nameOf = wordsOfType }: WhyNotPanelProps) {
  const closed = eventTypes.filter((t) => !openTypes.has(t));
  if (closed.length === 0) return null;
  return (
    <section className="panel why-not-panel" aria-label="Why not?" data-testid="why-not">
      <h2 className="why-not-title">Not open now: why not?</h2>
      <div className="why-not-buttons">
        {closed.map((type) => (
          <button
            key={type}
            type="button"
            className={`why-not-ask${answer && !answer.refused && answer.type === type ? ' asked' : ''}`}
            data-event-type={type}
            onClick={() => onAsk(type)}
            title={`Why can't I choose "${nameOf(type)}" now?`}
          >
            {nameOf(type)}?
          </button>
        ))}
      </div>
      {answer && !answer.refused ? (
        <p className="why-not-answer" data-testid="why-not-answer" role="status">
          <strong>{nameOf(answer.type)}:</strong> {answer.text}
          {answer.stepRule ? <span className="muted"> (now: step {answer.stepRule})</span> : null}
        </p>
      ) : null}
    </section>
  );
}
