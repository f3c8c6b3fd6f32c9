// One plain sentence of what happens now (module.describe), and in teach mode the rule behind
// every active part of the sequence of play.
import type { StateMeta } from '../core/introspect';
import { RuleTag } from './ruleTag';

export interface NarrationProps {
  text: string;
  /** Events applied to the state the text describes, and to the live game (it may lag while shots play). */
  position?: { shown: number; live: number };
  /** Teach mode: the active states' meta, outermost first. */
  teach?: readonly StateMeta[] | null;
}

export function Narration({ text, teach, position }: NarrationProps) {
  return (
    <section className="panel narration-panel" aria-label="What happens now">
      <p data-testid="narration" className="narration" data-position={position?.shown} data-live-position={position?.live}>
        {text}
      </p>
      {teach && teach.length > 0 ? (
        <dl className="teach">
          {teach.map((m, i) => (
            <div key={`${m.rule}-${m.title}-${i}`} className="teach-item">
              <dt>
                <RuleTag rule={m.rule} /> {m.title}
              </dt>
              <dd>{m.summary}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
