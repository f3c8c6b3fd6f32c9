// The saved game on screen, as the player must know it (issue 13): a small chip in the header
// ("saved", "not saved"), and, when this tab must not save the game (another tab holds it, took it
// over, saved newer events or deleted it), a banner that says so and offers the choices. Play holds
// until the player chooses.
import { stoppedText, type SaveStatus } from './savedGameKeeper';

export function SaveStatusChip({ saved }: { saved: { name: string; status: SaveStatus } }) {
  const { status } = saved;
  const [text, cls] =
    status.kind === 'saved'
      ? ['· saved', 'ok']
      : status.kind === 'unsaved'
        ? ['· saved from the first move', 'ok']
        : status.kind === 'failed'
          ? ['· NOT SAVED', 'bad']
          : ['· not saved here', 'bad'];
  const title =
    status.kind === 'failed'
      ? `"${saved.name}": new moves are not being saved (${status.error}). Use Save to keep a copy.`
      : `"${saved.name}" in Your games`;
  return (
    <span className={`save-status save-${cls}`} data-testid="save-status" data-status={status.kind} title={title}>
      {text}
    </span>
  );
}

export interface SavedGameBannerProps {
  status: SaveStatus;
  onTakeOver: () => void;
  onCopy: () => void;
  onMenu: () => void;
}

export function SavedGameBanner({ status, onTakeOver, onCopy, onMenu }: SavedGameBannerProps) {
  const text = stoppedText(status);
  if (!text) return null;
  const take = status.kind === 'elsewhere' ? 'Take over here' : status.kind === 'taken' ? 'Take it back' : status.kind === 'newer' ? 'Open the newer game' : null;
  const copy = status.kind === 'newer' || status.kind === 'gone' ? 'Keep this as a copy' : 'Play a copy';
  const progress = (status.kind === 'elsewhere' || status.kind === 'taken') && status.events !== null ? ` The other tab has saved ${status.events} events.` : '';
  return (
    <div className="saved-banner" role="alertdialog" aria-label="This game is open elsewhere" data-testid="saved-banner" data-status={status.kind}>
      <p>
        {text}
        {progress}
      </p>
      <div className="saved-banner-actions">
        {take ? (
          <button type="button" className="primary" data-testid="saved-take-over" onClick={onTakeOver}>
            {take}
          </button>
        ) : null}
        <button type="button" data-testid="saved-copy" onClick={onCopy}>
          {copy}
        </button>
        <button type="button" onClick={onMenu}>
          Menu
        </button>
      </div>
    </div>
  );
}
