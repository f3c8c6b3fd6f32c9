// Teach mode's "Why not?": the decisions a learner might expect that are not open now. Every
// event type the machine takes anywhere (read from its transitions, so any game gets this) that
// no legal event of the learner's sides offers now gets a button; pressing it asks the module
// why (module.explainIllegal, with its rule number), and the answer shows here and in the card.
import { humanizeType } from '../ActionList';
import type { WhyNot } from '../controller';

export interface WhyNotPanelProps {
  /** Every event type of the machine, in definition order. */
  eventTypes: readonly string[];
  /** Event types open now to the learner's sides. */
  openTypes: ReadonlySet<string>;
  onAsk: (type: string) => void;
  answer: WhyNot | null;
}

export function WhyNotPanel({ eventTypes, openTypes, onAsk, answer }: WhyNotPanelProps) {
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
            title={`Why can't I ${humanizeType(type).toLowerCase()} now?`}
          >
            {humanizeType(type)}?
          </button>
        ))}
      </div>
      {answer && !answer.refused ? (
        <p className="why-not-answer" data-testid="why-not-answer" role="status">
          <strong>{humanizeType(answer.type)}:</strong> {answer.text}
          {answer.stepRule ? <span className="muted"> (now: step {answer.stepRule})</span> : null}
        </p>
      ) : null}
    </section>
  );
}
