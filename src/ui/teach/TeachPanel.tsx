// Teach mode's card: the step of the sequence of play the game has just entered ("Step N · rule
// 4.1 · Title"), what happens now and why in plain words (the state's summary, module.describe's
// sentence, the phase it belongs to), a big Next button while play holds for the learner, the
// auto-advance choice, the guided tour's checklist and the last "why not?" answer. It only reads
// the teaching state (TeachState in ../controller.ts) and calls back; it decides nothing.
// "What to do now" (plainWords.ts): once Next is pressed, the learner's decisions in plain words,
// what to click on the table (naming the places it lights) and the first choices as buttons;
// while play holds, the same as a preview.
import type { GameEvent } from '../../core/module';
import { TEACH_AUTO, type TeachAuto, type TeachState } from '../controller';
import type { TeachTodo, TodoGroup } from './plainWords';
import { RuleTag, useCiteRules } from '../ruleTag';
import './teach.css';

export interface TeachPanelProps {
  teach: TeachState;
  onNext: () => void;
  onAuto: (auto: TeachAuto) => void;
  /** The side's name when it is the learner's decision next (e.g. "Red"), or "Blue bot" when a bot's. */
  actorText?: string | null;
  /** The learner's decisions now (held or not); null or empty when none waits on a human. */
  todo?: TeachTodo | null;
  /** Side id -> name, for "Your decision · German". */
  sideNames?: Readonly<Record<string, string>>;
  /** Sends one of the todo's choices. */
  onPick?: (event: GameEvent) => void;
  /** Event type -> plain name, for the "why not?" answer (else the type as sent). */
  nameOf?: (type: string) => string;
}

/**
 * How many of a decision's choices the card offers as buttons (the action list has them all): one
 * where the table is the way to choose (the how-to names the places), a few otherwise.
 */
export const TODO_BUTTONS = 3;
export const TODO_BUTTONS_WITH_TABLE = 1;

function TodoLine({ group, live, onPick }: { group: TodoGroup; live: boolean; onPick?: (event: GameEvent) => void }) {
  const shown = live ? group.choices.slice(0, group.how ? TODO_BUTTONS_WITH_TABLE : TODO_BUTTONS) : [];
  const more = group.choices.length - shown.length;
  return (
    <li className="teach-todo-item" data-event-type={group.type} data-places={group.places.join('|')}>
      {group.how ? (
        <p className="teach-how">
          {group.how.before}
          {group.how.places ? <strong className="teach-places">{group.how.places}</strong> : null}
          {group.how.after}
          {'.'}
        </p>
      ) : !live ? (
        <p className="teach-how">{group.choices.length === 1 ? group.choices[0]!.label : group.name}.</p>
      ) : null}
      {shown.length > 0 ? (
        <div className="teach-do-row">
          {shown.map((item, i) => (
            <button
              key={i}
              type="button"
              className={`teach-do${i === 0 && !group.how ? ' primary' : ''}`}
              data-testid="teach-do"
              data-event-type={item.event.type}
              onClick={() => onPick?.(item.event)}
            >
              {item.label}
            </button>
          ))}
          {more > 0 && live ? <span className="muted teach-more">{group.how ? `or ${more} more: on the table, or in the list below` : `or ${more} more in the list below`}</span> : null}
        </div>
      ) : null}
    </li>
  );
}

const autoLabel = (auto: TeachAuto) => (auto === 'off' ? 'Off: wait for Next' : `After ${auto} s`);

export function TeachPanel({ teach, onNext, onAuto, actorText, todo, sideNames = {}, onPick, nameOf }: TeachPanelProps) {
  const { step, guide, whyNot } = teach;
  const cite = useCiteRules();
  const guideStep = guide && !guide.complete && guide.current >= 0 ? guide.steps[guide.current] : null;
  const groups = todo?.groups ?? [];
  const deciders = (todo?.sides ?? []).map((s) => sideNames[s] ?? s).join(' or ');
  const live = !teach.holding;
  const places = [...new Set(groups.flatMap((g) => g.places))];
  const todoBlock =
    groups.length > 0 ? (
      <div
        className={`teach-todo${live ? ' live' : ''}`}
        data-testid="teach-todo"
        data-live={live ? 'true' : 'false'}
        data-places={places.join('|')}
        role={live ? 'group' : undefined}
        aria-label={live ? 'What to do now' : undefined}
      >
        <span className="teach-label">{live ? `Your decision${deciders ? ` · ${deciders}` : ''}` : `After Next${deciders ? `, ${deciders}` : ''}`}</span>
        <ul className="teach-todo-list">
          {groups.map((g) => (
            <TodoLine key={g.type} group={g} live={live} onPick={onPick} />
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <section
      className={`panel teach-card${teach.holding ? ' holding' : ''}`}
      aria-label="Teaching: what happens now and why"
      data-testid="teach-step"
      data-rule={step?.rule ?? ''}
      data-state-path={step?.path ?? ''}
      data-step={step?.number ?? 0}
      data-turn={step?.turn ?? 0}
      data-holding={teach.holding ? 'true' : 'false'}
    >
      <header className="teach-head">
        <span className="teach-kicker">Step {step?.number ?? 0}</span>
        {step?.rule ? <RuleTag rule={step.rule} prefix="rule " /> : null}
        <h2 className="teach-title" data-testid="teach-title">
          {step?.title ?? 'Getting ready'}
        </h2>
      </header>
      {live ? todoBlock : null}
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
              {step.phase.rule ? <> (<RuleTag rule={step.phase.rule} className="teach-rule" />)</> : ''}: {step.phase.summary}
            </p>
          ) : null}
          {!live ? todoBlock : null}
          {guideStep ? (
            <div className="teach-guide-text" data-testid="teach-guide-text">
              <span className="teach-label">
                {guide!.title}: {guideStep.title}
              </span>
              <p>{cite(guideStep.text)}</p>
            </div>
          ) : null}
        </div>
      ) : null}

      {whyNot ? (
        <div className={`teach-whynot${whyNot.refused ? ' refused' : ''}`} data-testid="teach-why-not" role="status">
          <span className="teach-label">{whyNot.refused ? 'Refused' : `Why not "${nameOf ? nameOf(whyNot.type) : whyNot.type}"?`}</span> {whyNot.text}
        </div>
      ) : null}

      <div className="teach-controls">
        {teach.holding ? (
          <button type="button" className="primary teach-next" data-testid="teach-next" onClick={onNext}>
            Next <kbd>Space</kbd>
          </button>
        ) : groups.length > 0 ? (
          <span className="teach-going" data-testid="teach-going">
            Or pick any choice in the list below.
          </span>
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
                {s.rule ? <RuleTag rule={s.rule} form="tag" className="chip-rule" /> : null}
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
