// The end of the game: data-testid="game-result" with data-result = winner side id or 'draw',
// the victory level and reason, and a replay of the finished game from the start.
import type { Outcome } from '../core/module';
import { RuleTag } from './ruleTag';

export interface ResultProps {
  outcome: Outcome;
  sideNames: Readonly<Record<string, string>>;
  onReplay: () => void;
  /** Showcase: the next game starts by itself. */
  note?: string | null;
}

export function Result({ outcome, sideNames, onReplay, note }: ResultProps) {
  const winner = outcome.winner === 'draw' ? 'Draw' : `${sideNames[outcome.winner] ?? outcome.winner} wins`;
  return (
    <section data-testid="game-result" data-result={outcome.winner} className={`panel result result-${outcome.winner}`} role="status">
      <h2 className="result-level">{outcome.level}</h2>
      <p className="result-winner">{winner}</p>
      <p className="result-reason">
        {outcome.rule ? <RuleTag rule={outcome.rule} /> : null} {outcome.reason}
      </p>
      {note ? <p className="muted">{note}</p> : null}
      <button type="button" className="primary" onClick={onReplay}>
        Replay this game from the start
      </button>
    </section>
  );
}

export interface ReplayBarProps {
  at: number;
  total: number;
  onStop: () => void;
}

export function ReplayBar({ at, total, onStop }: ReplayBarProps) {
  return (
    <section className="panel replay-bar" data-testid="replay" data-at={at} data-total={total} role="status">
      <span>
        Replaying: event {at} of {total}
      </span>
      <progress max={total} value={at} />
      <button type="button" onClick={onStop}>
        Stop replay
      </button>
    </section>
  );
}
