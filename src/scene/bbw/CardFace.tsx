// A Brief Border Wars card as a DOM face: its Movement and Combat values (the value in use lit), or
// "Special Action" / "Random Event". Shared by the flat board's hands (src/ui/bbw/AreaBoard.tsx) and
// the 3D table's prompt (BbwTable.tsx); in src/scene so both may import it. Shows data only.
import { cardDef } from '../../games/bbw/data';
import './cardFace.css';

export interface CardFaceProps {
  id: string;
  /** It may be picked now (a click acts). */
  lit: boolean;
  /** It is the card picked. */
  picked: boolean;
  onClick?: (() => void) | undefined;
  /** The value in use (a card in play), lit. */
  values?: 'move' | 'combat' | null;
}

export function CardFace({ id, lit, picked, onClick, values }: CardFaceProps) {
  const c = cardDef(id);
  const cls = `bbw-card bbw-card-${c.kind === 'event' ? 'event' : c.colour}${lit ? ' lit' : ''}${picked ? ' picked' : ''}`;
  return (
    <button type="button" className={cls} data-card={id} disabled={!onClick} onClick={onClick} aria-pressed={picked}>
      {c.kind === 'action' ? (
        <>
          <span className={`bbw-card-value${values === 'move' ? ' used' : ''}`} title="Movement value (6.1)">
            <small>Move</small>
            {c.move}
          </span>
          <span className={`bbw-card-value${values === 'combat' ? ' used' : ''}`} title="Combat value (6.2)">
            <small>Combat</small>
            {c.combat}
          </span>
        </>
      ) : c.kind === 'special' ? (
        <span className="bbw-card-special">Special Action</span>
      ) : (
        <span className="bbw-card-special">Random Event</span>
      )}
    </button>
  );
}

/**
 * The prompt's choice buttons (the flat board's and the 3D table's): one per event with no place on
 * the map, a picked card's values named by value ("Movement 5"), and Cancel while a chooser is open.
 */
export function PromptChoices<E extends { type: string }>({ events, picked, label, onChoose, onCancel }: {
  events: readonly E[];
  /** The card picked in the hand: its 'play' events are named by the value they use. */
  picked: string | null;
  label: (e: E) => string;
  onChoose: (e: E) => void;
  /** Shown as a Cancel button (an open chooser). */
  onCancel?: (() => void) | null;
}) {
  const valueLabel = (e: E): string | null => {
    const p = (e as { play?: { kind: string; card?: string; mode?: 'move' | 'combat' } }).play;
    if (e.type !== 'play' || !p || p.kind !== 'action' || p.card !== picked || !p.card) return null;
    const c = cardDef(p.card);
    return `${p.mode === 'move' ? 'Movement' : 'Combat'} ${c.kind === 'action' ? (p.mode === 'move' ? c.move : c.combat) : ''}`;
  };
  return (
    <>
      {events.map((e, i) => (
        <button key={i} type="button" className="bbw-prompt-button" data-testid="bbw-choice" onClick={() => onChoose(e)}>
          {valueLabel(e) ?? label(e)}
        </button>
      ))}
      {onCancel ? (
        <button type="button" className="bbw-prompt-button" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </>
  );
}
