// One plain sentence of what happens now (module.describe), and in teach mode the rule behind
// every active part of the sequence of play.
import type { StateMeta } from '../core/introspect';

export interface NarrationProps {
  text: string;
  /** Teach mode: the active states' meta, outermost first. */
  teach?: readonly StateMeta[] | null;
}

export function Narration({ text, teach }: NarrationProps) {
  return (
    <section className="panel narration-panel" aria-label="What happens now">
      <p data-testid="narration" className="narration">
        {text}
      </p>
      {teach && teach.length > 0 ? (
        <dl className="teach">
          {teach.map((m, i) => (
            <div key={`${m.rule}-${m.title}-${i}`} className="teach-item">
              <dt>
                <span className="rule-tag">{m.rule}</span> {m.title}
              </dt>
              <dd>{m.summary}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
