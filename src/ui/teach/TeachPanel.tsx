// Teach mode's card: the step of the sequence of play the game has just entered ("Step N · rule
// 4.1 · Title"), what happens now and why in plain words (the state's summary, module.describe's
// sentence, the phase it belongs to), a big Next button while play holds for the learner, the
// auto-advance choice, the guided tour's checklist and the last "why not?" answer. It only reads
// the teaching state (TeachState in ../controller.ts) and calls back; it decides nothing.
import { TEACH_AUTO, type TeachAuto, type TeachState } from '../controller';
import './teach.css';

export interface TeachPanelProps {
  teach: TeachState;
  onNext: () => void;
  onAuto: (auto: TeachAuto) => void;
  /** The side's name when it is the learner's decision next (e.g. "Red"), or "Blue bot" when a bot's. */
  actorText?: string | null;
}

const autoLabel = (auto: TeachAuto) => (auto === 'off' ? 'Off: wait for Next' : `After ${auto} s`);

export function TeachPanel({ teach, onNext, onAuto, actorText }: TeachPanelProps) {
  const { step, guide, whyNot } = teach;
  const guideStep = guide && !guide.complete && guide.current >= 0 ? guide.steps[guide.current] : null;
  return (
    <section
      className={`panel teach-card${teach.holding ? ' holding' : ''}`}
      aria-label="Teaching: what happens now and why"
      data-testid="teach-step"
      data-rule={step?.rule ?? ''}
      data-state-path={step?.path ?? ''}
      data-step={step?.number ?? 0}
      data-holding={teach.holding ? 'true' : 'false'}
    >
      <header className="teach-head">
        <span className="teach-kicker">Step {step?.number ?? 0}</span>
        {step?.rule ? <span className="rule-tag">rule {step.rule}</span> : null}
        <h2 className="teach-title" data-testid="teach-title">
          {step?.title ?? 'Getting ready'}
        </h2>
      </header>
      {step ? (
        <div className="teach-body">
          {step.summary ? <p className="teach-summary">{step.summary}</p> : null}
          {step.narration ? (
            <p className="teach-now" data-testid="teach-narration">
              <span className="teach-label">Now</span> {step.narration}
            </p>
          ) : null}
          {step.phase ? (
            <p className="teach-why">
              <span className="teach-label">Why</span> This is part of <strong>{step.phase.title}</strong>
              {step.phase.rule ? ` (${step.phase.rule})` : ''}: {step.phase.summary}
            </p>
          ) : null}
          {guideStep ? (
            <div className="teach-guide-text" data-testid="teach-guide-text">
              <span className="teach-label">
                {guide!.title}: {guideStep.title}
              </span>
              <p>{guideStep.text}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      {whyNot ? (
        <div className={`teach-whynot${whyNot.refused ? ' refused' : ''}`} data-testid="teach-why-not" role="status">
          <span className="teach-label">{whyNot.refused ? 'Refused' : `Why not "${whyNot.type}"?`}</span> {whyNot.text}
        </div>
      ) : null}

      <div className="teach-controls">
        {teach.holding ? (
          <button type="button" className="primary teach-next" data-testid="teach-next" onClick={onNext}>
            Next <kbd>Space</kbd>
          </button>
        ) : (
          <span className="teach-going" data-testid="teach-going">
            {actorText ?? 'Play goes on'}
          </span>
        )}
        <label className="inline-field teach-auto">
          <span>Go on by itself</span>
          <select
            aria-label="Auto-advance"
            data-testid="teach-auto"
            value={String(teach.auto)}
            onChange={(e) => onAuto((e.target.value === 'off' ? 'off' : Number(e.target.value)) as TeachAuto)}
          >
            {TEACH_AUTO.map((a) => (
              <option key={String(a)} value={String(a)}>
                {autoLabel(a)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {guide ? (
        <details className="teach-tour" data-testid="teach-tour" data-done={guide.done} data-complete={guide.complete ? 'true' : 'false'} open={!guide.complete}>
          <summary>
            {guide.complete ? `${guide.title} complete: every phase of a turn seen` : `${guide.title}: ${guide.done} of ${guide.steps.length} phases seen`}
          </summary>
          <ol className="teach-tour-list">
            {guide.steps.map((s, i) => (
              <li
                key={s.state}
                className={`${s.seen ? 'seen' : s.passed ? 'passed' : ''}${i === guide.current ? ' current' : ''}`}
                data-state={s.state}
                data-seen={s.seen || s.passed ? 'true' : 'false'}
              >
                <span className="teach-tick" aria-hidden="true">
                  {s.seen ? '✓' : s.passed ? '–' : ''}
                </span>
                {s.rule ? <span className="chip-rule">{s.rule}</span> : null}
                {s.title}
                {s.passed ? <span className="muted"> (passed through, nothing to decide)</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
