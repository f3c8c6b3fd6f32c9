// Pawn Race's flat board (the Board2D of its drawn entry; src/ui/<id>/ in a real game): the
// track as a row of cells, each pawn a button that sends its legal `advance`.
import type { TableProps } from '../../../src/ui/types';
import { RACE_SIDES } from './state';
import type { RaceView } from './view';

export function RaceBoard2D({ view: v, legal, send }: TableProps<RaceView>) {
  if (!v) return null;
  return (
    <div className="race-board" data-testid="race-board">
      {RACE_SIDES.map((side) => {
        const advance = legal.find((e) => e.type === 'advance' && e.side === side);
        return (
          <div key={side} className="race-lane" data-side={side}>
            {Array.from({ length: v.goal + 1 }, (_, space) =>
              space === v.pawns[side] ? (
                <button key={space} type="button" data-testid={`pawn-${side}`} disabled={!advance || !send} onClick={() => advance && send?.(advance)}>
                  {side} {space}
                </button>
              ) : (
                <span key={space} className="race-cell">
                  {space}
                </span>
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
