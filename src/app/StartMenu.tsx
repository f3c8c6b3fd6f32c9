// The start menu (no `game` in the URL, or `menu=1`): choose a game, mode, a player or bot
// strength per side, seed, speed and the game's variants. Every change is written into the URL
// at once (replaced, not pushed, and marked `menu=1` so a reload shows the menu again), so a
// setup can be bookmarked; Start goes to the URL of the contract, which starts the game.
//
// The menu reads the games' cards only (titles, sides, option fields and defaults): no game's
// module is loaded while it is open, unless its variants are changed, when that game's module is
// loaded to check them with its schema (until it arrives the card's fields check them; the host
// checks again when the game starts).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CardLike } from '../core/gameCard';
import type { AnyGameModule } from '../core/module';
import type { GameListing } from './gameListing';
import { Messages, type MessageItem } from '../ui/Messages';
import {
  checkOptions,
  MODES,
  PLAYER_KINDS,
  SPEEDS,
  defaultPlayers,
  parseSeed,
  seedProblem,
  toSearch,
  writeUrl,
  type AppConfig,
  type Mode,
  type PlayerKind,
  type Speed,
} from './url';
import './startMenu.css';

export interface StartMenuProps {
  /** The games on offer: each card shows the game card's title, sides, blurb and picture. */
  games: readonly GameListing[];
  /** The URL's values (game, mode, players, seed, speed, options) as the menu's starting choices. */
  initial: AppConfig;
  messages: readonly MessageItem[];
  onDismiss?: (id: MessageItem['id']) => void;
  onStart: (search: string) => void;
  /** The choice changed: the URL of the menu with it (`menu=1&...`), to be written without starting. */
  onChoose?: (search: string) => void;
  /** "Your games" (YourGames.tsx), shown above the choice of a new game. */
  yourGames?: ReactNode;
}

const MODE_TEXT: Record<Mode, string> = { play: 'Play', teach: 'Teach', showcase: 'Showcase' };
/** One line per mode, shown under the choice. */
export const MODE_DESCRIPTION: Record<Mode, string> = {
  play: 'Play the game with every rule enforced, against a friend or a bot.',
  teach: 'Learn the sequence of play: every step is explained with the rule behind it.',
  showcase: 'Bots play game after game, full screen, for a large display. Presenter keys: press ? in the showcase.',
};
const PLAYER_TEXT: Record<PlayerKind, string> = { human: 'Human', random: 'Bot: random (weak)', smart: 'Bot: smart (strong)' };
const SPEED_TEXT: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

/** The URL parameters for a choice (no seed when blank: one is drawn when the game starts). */
export function choiceSearch(config: AppConfig, modules: readonly CardLike[], seedBlank: boolean, menu: boolean): string {
  const params = writeUrl(config, modules);
  if (seedBlank) params.delete('seed');
  if (!menu) return toSearch(params);
  const withMenu = new URLSearchParams([['menu', '1'], ...params.entries()]);
  return toSearch(withMenu);
}

export function StartMenu({ games, initial, messages, onDismiss, onStart, onChoose, yourGames }: StartMenuProps) {
  // Each game's module once loaded (its schema checks the variants), else its card.
  const [loaded, setLoaded] = useState<Readonly<Record<string, AnyGameModule>>>(() =>
    Object.fromEntries(games.flatMap((g) => (g.loaded() ? [[g.card.id, g.loaded()!.module]] : []))),
  );
  const modules: CardLike[] = useMemo(() => games.map((g) => loaded[g.card.id] ?? g.card), [games, loaded]);
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    const listing = games.find((g) => g.card.id === wanted);
    if (!listing || loaded[listing.card.id]) return;
    let live = true;
    listing.module().then(
      (m) => live && setLoaded((all) => ({ ...all, [m.id]: m })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [games, wanted, loaded]);
  const initialModule = modules.find((m) => m.id === initial.game) ?? modules[0];
  const [gameId, setGameId] = useState(initialModule?.id ?? '');
  const module = modules.find((m) => m.id === gameId) ?? modules[0];
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [players, setPlayers] = useState<PlayerKind[]>(() =>
    initialModule && initial.game === initialModule.id && initial.players.length === initialModule.sides.length
      ? [...initial.players]
      : initialModule
        ? defaultPlayers(initialModule, initial.mode)
        : [],
  );
  // A seed the URL gave (a bookmarked setup) is kept; otherwise blank (random).
  const [seedText, setSeedText] = useState(() => (initial.game && initial.seedFromUrl ? String(initial.seed) : ''));
  const [speed, setSpeed] = useState<Speed>(initial.speed);
  const [options, setOptions] = useState<Record<string, unknown>>(() => ({
    ...((initial.game === initialModule?.id && initial.options && typeof initial.options === 'object'
      ? initial.options
      : initialModule?.options.defaults) as object),
  }));

  const optionCheck = useMemo(() => (module ? checkOptions(module, options) : null), [module, options]);
  const seedError = seedText.trim() !== '' ? seedProblem(seedText)?.replace(/\.$/, ' (or blank for a random one).') ?? null : null;
  const optionError = optionCheck && !optionCheck.ok ? optionCheck.problem : null;

  if (!module) return <main className="start">No games are installed.</main>;

  /** The config of a choice (what is chosen now, with `change` applied). */
  const configOf = (change: Partial<{ module: CardLike; mode: Mode; players: PlayerKind[]; seedText: string; speed: Speed; options: unknown }> = {}) => {
    const m = change.module ?? module;
    const text = change.seedText ?? seedText;
    const seed = parseSeed(text);
    const opts = change.options ?? options;
    const checked = checkOptions(m, opts);
    const config: AppConfig = {
      game: m.id,
      mode: change.mode ?? mode,
      players: m.sides.map((_, i) => (change.players ?? players)[i] ?? 'human'),
      seed: seed ?? 0,
      seedFromUrl: seed !== null,
      speed: change.speed ?? speed,
      inspector: initial.inspector,
      options: checked.ok ? checked.options : m.options.defaults,
      // Start always begins a new saved game.
      saved: null,
    };
    return { config, seedBlank: seed === null };
  };

  /** Keeps the URL in step with the choice (to bookmark it); nothing starts. */
  const remember = (change: Parameters<typeof configOf>[0]) => {
    if (!onChoose) return;
    const { config, seedBlank } = configOf(change);
    onChoose(choiceSearch(config, modules, seedBlank, true));
  };

  const chooseGame = (id: string) => {
    const next = modules.find((m) => m.id === id);
    setGameId(id);
    if (next) {
      const nextPlayers = defaultPlayers(next, mode);
      const nextOptions = { ...((next.options.defaults as object) ?? {}) };
      setPlayers(nextPlayers);
      setOptions(nextOptions);
      remember({ module: next, players: nextPlayers, options: nextOptions });
    }
  };

  const chooseMode = (next: Mode) => {
    setMode(next);
    // A showcase is played by bots: the smart bot on every side unless chosen otherwise after.
    const nextPlayers = next === 'showcase' ? defaultPlayers(module, next) : players;
    if (next === 'showcase') setPlayers(nextPlayers);
    remember({ mode: next, players: nextPlayers });
  };

  const choosePlayer = (i: number, kind: PlayerKind) => {
    const next = [...players];
    next[i] = kind;
    setPlayers(next);
    remember({ players: next });
  };

  const chooseOption = (key: string, value: unknown) => {
    const next = { ...options, [key]: value };
    setOptions(next);
    // Its variants are being chosen: load its module, whose schema checks them.
    setWanted(module.id);
    remember({ options: next });
  };

  const start = () => {
    if (seedError || optionError || !optionCheck?.ok) return;
    const { config, seedBlank } = configOf();
    // A blank seed is drawn at random when the game starts, and written into the URL then.
    onStart(choiceSearch(config, modules, seedBlank, false));
  };

  const bookmark = choiceSearch(configOf().config, modules, configOf().seedBlank, false);

  return (
    <main className="start" data-testid="start-menu">
      <div className="start-layout">
        <section className="start-hero">
          <p className="start-kicker">Board wargames on a 3D table</p>
          <h1>Sandtable</h1>
          <p className="start-tagline">Published board wargames, every rule enforced, every sequence of play a statechart you can watch.</p>
          <Messages items={messages} {...(onDismiss ? { onDismiss } : {})} />
          {yourGames}
          <div className="game-choices" role="radiogroup" aria-label="Game">
            {games.map(({ card: m }) => (
              <label key={m.id} className={`game-choice${m.id === module.id ? ' chosen' : ''}`}>
                <input type="radio" name="game" value={m.id} checked={m.id === module.id} onChange={() => chooseGame(m.id)} />
                {m.picture ? <img className="game-picture" src={m.picture} alt="" /> : null}
                <span className="game-title">{m.title}</span>
                <span className="game-sides">{m.sides.map((s) => m.sideNames[s] ?? s).join(' vs ')}</span>
                {m.blurb ? <span className="game-blurb">{m.blurb}</span> : null}
              </label>
            ))}
          </div>
        </section>

        <form
          className="start-form"
          aria-label="Set up the game"
          onSubmit={(e) => {
            e.preventDefault();
            start();
          }}
        >
          <div className="start-section">
            <label className="start-label" htmlFor="start-mode">
              Mode
            </label>
            <select id="start-mode" name="mode" aria-label="Mode" value={mode} onChange={(e) => chooseMode(e.target.value as Mode)}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_TEXT[m]}
                </option>
              ))}
            </select>
            <p className="start-help" data-testid="mode-description">
              {MODE_DESCRIPTION[mode]}
            </p>
          </div>

          <div className="start-section">
            <span className="start-label">Sides</span>
            <div className="start-sides">
              {module.sides.map((side, i) => (
                <label key={side} className="start-side">
                  <span className={`side-name side-${side}`}>{module.sideNames[side] ?? side}</span>
                  <select name={`player-${side}`} aria-label={`${module.sideNames[side] ?? side}: player or bot strength`} value={players[i] ?? 'human'} onChange={(e) => choosePlayer(i, e.target.value as PlayerKind)}>
                    {PLAYER_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {PLAYER_TEXT[k]}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </div>

          <div className="start-section start-row">
            <label className="start-field">
              <span className="start-label">Seed</span>
              <input
                name="seed"
                inputMode="numeric"
                placeholder="random"
                value={seedText}
                onChange={(e) => {
                  setSeedText(e.target.value);
                  if (e.target.value.trim() === '' || parseSeed(e.target.value) !== null) remember({ seedText: e.target.value });
                }}
                aria-invalid={seedError ? true : undefined}
              />
            </label>
            <label className="start-field">
              <span className="start-label">Speed</span>
              <select
                name="speed"
                value={speed}
                onChange={(e) => {
                  setSpeed(e.target.value as Speed);
                  remember({ speed: e.target.value as Speed });
                }}
              >
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {SPEED_TEXT[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {module.options.fields.length > 0 ? (
            <div className="start-section">
              <span className="start-label">Variants</span>
              <div className="options">
                {module.options.fields.map((field) =>
                  field.values && field.values.length > 0 ? (
                    <label key={field.key} className="start-field">
                      <span>{field.label}</span>
                      <select
                        name={`option-${field.key}`}
                        value={String(field.values.findIndex((v) => JSON.stringify(v.value) === JSON.stringify(options[field.key])))}
                        onChange={(e) => chooseOption(field.key, field.values![Number(e.target.value)]?.value)}
                      >
                        {field.values.map((v, i) => (
                          <option key={i} value={String(i)}>
                            {v.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    <label key={field.key} className="check">
                      <input
                        type="checkbox"
                        name={`option-${field.key}`}
                        checked={options[field.key] === true}
                        onChange={(e) => chooseOption(field.key, e.target.checked)}
                      />
                      <span>{field.label}</span>
                    </label>
                  ),
                )}
              </div>
            </div>
          ) : null}

          {seedError || optionError ? (
            <p className="form-error" role="alert">
              {seedError ?? optionError}
            </p>
          ) : null}
          <div className="start-actions">
            <button type="submit" className="primary start-button" data-testid="start" disabled={Boolean(seedError || optionError)}>
              Start
            </button>
            <a className="start-link" href={bookmark} data-testid="setup-link" title="This setup as a link: bookmark it or share it">
              Link to this setup
            </a>
          </div>
        </form>
      </div>
    </main>
  );
}
