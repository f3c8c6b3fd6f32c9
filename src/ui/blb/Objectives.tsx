// Brave Little Belgium's victory panel (9.0): the three German objectives (Liege destroyed, Namur
// destroyed, infantry occupying a city beyond the Victory Line), which are met now, and the turn
// they count from (Aug 19-21: all three then win; later, a draw), with the Atrocities count
// (4.2: the fifth ends the game). It reads the pure rules' objectives(); it decides nothing.
import { BOX, FORT, LAST_TURN, UNIT, VICTORY_TURN, turnLabel } from '../../games/blb/db';
import type { BlbState } from '../../games/blb/state';
import { objectives } from '../../games/blb/rules/turn';
import type { BlbView } from '../../games/blb/view';
import type { OverlayProps } from '../types';
import './blb.css';

interface Row {
  id: string;
  label: string;
  met: boolean;
  detail: string;
}

function fortDetail(s: BlbState, box: string): string {
  const steps = s.forts[box]?.steps ?? FORT[box]?.steps ?? 0;
  const full = FORT[box]?.steps ?? steps;
  return steps === 0 ? 'fort destroyed' : `fort ${steps}/${full} steps`;
}

/** What the objectives mean at this turn (9.0). */
export function countdownText(turn: number): string {
  if (turn < VICTORY_TURN) {
    const left = VICTORY_TURN - turn;
    return `They count from ${turnLabel(VICTORY_TURN)} (turn ${VICTORY_TURN}, in ${left}): all three then win; later, a draw.`;
  }
  if (turn === VICTORY_TURN) return `They count now: all three at any time during ${turnLabel(VICTORY_TURN)} win.`;
  return `All three now: a draw; not met by the end of the Chit Pull Phase of ${turnLabel(LAST_TURN)}: the Entente wins.`;
}

export function BlbObjectives({ snapshot }: OverlayProps<BlbView>) {
  const s = (snapshot as { context?: BlbState } | null)?.context;
  if (!s || !s.forts || !s.units) return null;
  const o = objectives(s);
  const holder = o.holder ? `${UNIT[o.holder]?.name ?? o.holder} in ${BOX[s.units[o.holder]?.box ?? '']?.name ?? '?'}` : 'none yet';
  const rows: Row[] = [
    { id: 'liege', label: 'Liège destroyed', met: o.liege, detail: fortDetail(s, 'liege') },
    { id: 'namur', label: 'Namur destroyed', met: o.namur, detail: fortDetail(s, 'namur') },
    { id: 'victoryLine', label: 'Infantry beyond the Victory Line', met: o.victoryLine, detail: holder },
  ];
  const met = rows.filter((r) => r.met).length;
  const counting = s.turn >= VICTORY_TURN;
  return (
    <section className="panel objectives-panel" aria-label="German objectives" data-testid="objectives" data-met={met} data-all={o.all ? 'true' : 'false'}>
      <header className="panel-header">
        <h2>
          <span className="rule-tag">9.0</span>German objectives
        </h2>
        <span className={`objectives-from${counting ? ' counting' : ''}`} title={`Game Turn ${VICTORY_TURN}`}>
          {counting ? 'counting now' : `count from ${turnLabel(VICTORY_TURN)}`}
        </span>
      </header>
      <ul className="objectives">
        {rows.map((r) => (
          <li key={r.id} className={`objective${r.met ? ' met' : ''}`} data-testid="objective" data-objective={r.id} data-met={r.met ? 'true' : 'false'}>
            <span className="objective-mark" aria-hidden="true">
              {r.met ? '✓' : '○'}
            </span>
            <span className="objective-label">
              {r.label}
              <span className="visually-hidden">{r.met ? ': met' : ': not met'}</span>
            </span>
            <span className="objective-detail">{r.detail}</span>
          </li>
        ))}
      </ul>
      <p className="objectives-note">
        {met} of 3 met. {countdownText(s.turn)} Atrocities {s.atrocities} of 5 (4.2: the fifth loses).
      </p>
    </section>
  );
}
