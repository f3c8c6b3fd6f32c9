// "Your games" on the start menu (issue 13): every saved game, the most recently played first,
// with what a player needs to pick one up again (game, name, who plays each side, the turn, when
// it was last played, the result if finished) and what they can do with it: continue, rename,
// export as a save file, delete (with undo).
import { useEffect, useRef, useState } from 'react';
import type { GameCard } from '../core/gameCard';
import { downloadText } from '../ui/SaveLoad';
import type { SavedGame } from './savedGames';
import { MAX_NAME } from './savedGames';

export interface YourGamesProps {
  /** The saved games; null while they are read. */
  games: readonly SavedGame[] | null;
  /** Why saved games cannot be kept in this browser, or null. */
  problem: string | null;
  /** The games' cards (titles, sides): a saved game's module is loaded only when it is continued. */
  cards: readonly GameCard[];
  onContinue: (game: SavedGame) => void;
  onRename: (id: string, name: string) => Promise<void>;
  onExport: (game: SavedGame) => { name: string; text: string };
  onDelete: (id: string) => Promise<SavedGame | null>;
  onRestore: (game: SavedGame) => Promise<void>;
}

/** Rows shown before "Show all": the games a returning player most likely wants, without pushing the choice of a new game off a 720p screen. */
export const YOUR_GAMES_SHOWN = 2;

const PLAYER_WORDS: Record<string, string> = { human: 'human', random: 'random bot', smart: 'smart bot' };

/** "today, 04:50", "yesterday, 23:10", "25 Nov, 04:50" or "25 Nov 2025" in the reader's locale and time zone. */
export function when(ms: number, now = Date.now()): string {
  try {
    const date = new Date(ms);
    const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    const day = (d: Date) => d.toDateString();
    const today = new Date(now);
    const yesterday = new Date(now);
    yesterday.setDate(today.getDate() - 1);
    if (day(date) === day(today)) return `today, ${time}`;
    if (day(date) === day(yesterday)) return `yesterday, ${time}`;
    if (date.getFullYear() === today.getFullYear()) return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
    return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}

export function YourGames({ games, problem, cards, onContinue, onRename, onExport, onDelete, onRestore }: YourGamesProps) {
  const [renaming, setRenaming] = useState<{ id: string; text: string } | null>(null);
  const [deleted, setDeleted] = useState<SavedGame | null>(null);
  const [showAll, setShowAll] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (renaming) input.current?.focus();
  }, [renaming?.id]);

  if (problem && (!games || games.length === 0)) {
    return (
      <section className="your-games" aria-label="Your games" data-testid="your-games">
        <h2>Your games</h2>
        <p className="muted" role="note">
          {problem} Use Save in a game to keep it as a file.
        </p>
      </section>
    );
  }
  if (!games || (games.length === 0 && !deleted)) return null;

  const commitRename = async () => {
    if (!renaming) return;
    const text = renaming.text.trim();
    setRenaming(null);
    if (text) await onRename(renaming.id, text);
  };

  return (
    <section className="your-games" aria-label="Your games" data-testid="your-games">
      <h2>Your games</h2>
      {deleted ? (
        <p className="your-games-undo" role="status" data-testid="saved-deleted">
          Deleted "{deleted.name}".{' '}
          <button
            type="button"
            data-testid="saved-undo"
            onClick={async () => {
              const game = deleted;
              setDeleted(null);
              await onRestore(game);
            }}
          >
            Undo
          </button>
        </p>
      ) : null}
      <ul className={`your-games-list${showAll ? ' all' : ''}`}>
        {(showAll ? games : games.slice(0, YOUR_GAMES_SHOWN)).map((game) => {
          const module = cards.find((m) => m.id === game.game);
          const sides = module
            ? module.sides.map((s, i) => `${module.sideNames[s] ?? s}: ${PLAYER_WORDS[game.summary.players[i] ?? 'human'] ?? 'human'}`).join(' · ')
            : game.game;
          const progress = game.summary.turn > 0 ? `Game Turn ${game.summary.turn}` : 'Before the first turn';
          const editing = renaming?.id === game.id;
          return (
            <li key={game.id} className="saved-game" data-testid="saved-game" data-saved={game.id} data-finished={game.summary.result ? 'true' : 'false'}>
              {editing ? (
                <input
                  ref={input}
                  className="saved-game-rename"
                  aria-label="New name"
                  maxLength={MAX_NAME}
                  value={renaming.text}
                  onChange={(e) => setRenaming({ id: game.id, text: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void commitRename();
                    } else if (e.key === 'Escape') {
                      e.preventDefault();
                      setRenaming(null);
                    }
                  }}
                  onBlur={() => void commitRename()}
                />
              ) : (
                <span className="saved-game-name" data-testid="saved-name" title={game.name}>
                  {game.name}
                </span>
              )}
              <span className="saved-game-details" data-testid="saved-progress">
                {module && game.name.includes(module.title) ? '' : `${module?.title ?? `Unknown game "${game.game}"`} · `}
                {sides} · {game.summary.result ? <strong className="saved-game-result">{game.summary.result}</strong> : progress} · {game.summary.events}{' '}
                {game.summary.events === 1 ? 'move' : 'moves'} · last played {when(game.updated)}
              </span>
              <div className="saved-game-actions">
                <button type="button" className="primary" data-testid="saved-continue" disabled={!module} onClick={() => onContinue(game)}>
                  {game.summary.result ? 'Open' : 'Continue'}
                </button>
                <button type="button" data-testid="saved-rename" onClick={() => setRenaming({ id: game.id, text: game.name })}>
                  Rename
                </button>
                <button
                  type="button"
                  data-testid="saved-export"
                  title="Download this game as a save file"
                  onClick={() => {
                    const file = onExport(game);
                    downloadText(file.name, file.text);
                  }}
                >
                  Export
                </button>
                <button
                  type="button"
                  data-testid="saved-delete"
                  onClick={async () => {
                    const removed = await onDelete(game.id);
                    setDeleted(removed);
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {games.length > YOUR_GAMES_SHOWN ? (
        <button type="button" className="your-games-more" data-testid="saved-show-all" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show the last played only' : `Show all ${games.length} games`}
        </button>
      ) : null}
      {problem ? <p className="muted">{problem}</p> : null}
    </section>
  );
}
