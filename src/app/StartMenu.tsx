// The start menu (no `game` in the URL): choose a game, mode, a player per side, seed, speed
// and the game's options; Start writes the URL of the contract, which starts the game.
import { useMemo, useState } from 'react';
import type { AnyGameModule } from '../core/module';
import { describeZodIssue } from '../core/record';
import { Messages, type MessageItem } from '../ui/Messages';
import {
  MODES,
  PLAYER_KINDS,
  SPEEDS,
  defaultPlayers,
  parseSeed,
  toSearch,
  writeUrl,
  type AppConfig,
  type Mode,
  type PlayerKind,
  type Speed,
} from './url';

export interface StartMenuProps {
  modules: readonly AnyGameModule[];
  /** The URL's values (mode, speed...) as the menu's starting choices. */
  initial: AppConfig;
  messages: readonly MessageItem[];
  onDismiss?: (id: MessageItem['id']) => void;
  onStart: (search: string) => void;
}

const MODE_TEXT: Record<Mode, string> = {
  play: 'Play: the game with its rules enforced',
  teach: 'Teach: every step explained with its rule',
  showcase: 'Showcase: bots play game after game',
};
const PLAYER_TEXT: Record<PlayerKind, string> = { human: 'Human', random: 'Random bot', smart: 'Smart bot' };
const SPEED_TEXT: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

export function StartMenu({ modules, initial, messages, onDismiss, onStart }: StartMenuProps) {
  const [gameId, setGameId] = useState(modules[0]?.id ?? '');
  const module = modules.find((m) => m.id === gameId) ?? modules[0];
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [players, setPlayers] = useState<PlayerKind[]>(() => (module ? defaultPlayers(module, initial.mode) : []));
  const [seedText, setSeedText] = useState('');
  const [speed, setSpeed] = useState<Speed>(initial.speed);
  const [options, setOptions] = useState<Record<string, unknown>>(() => ({ ...((module?.options.defaults as object) ?? {}) }));

  const chooseGame = (id: string) => {
    const next = modules.find((m) => m.id === id);
    setGameId(id);
    if (next) {
      setPlayers(defaultPlayers(next, mode));
      setOptions({ ...((next.options.defaults as object) ?? {}) });
    }
  };

  const optionCheck = useMemo(() => (module ? module.options.schema.safeParse(options) : null), [module, options]);
  const seedError = seedText.trim() !== '' && parseSeed(seedText) === null ? 'The seed must be an integer (or blank for a random one).' : null;
  const optionError = optionCheck && !optionCheck.success ? describeZodIssue(optionCheck.error.issues[0]) : null;

  if (!module) return <main className="start">No games are installed.</main>;

  const start = () => {
    if (seedError || optionError || !optionCheck?.success) return;
    const seed = parseSeed(seedText);
    const config: AppConfig = {
      game: module.id,
      mode,
      players: module.sides.map((_, i) => players[i] ?? 'human'),
      seed: seed ?? 0,
      seedFromUrl: seed !== null,
      speed,
      inspector: initial.inspector,
      options: optionCheck.data,
    };
    const params = writeUrl(config, modules);
    // A blank seed is drawn at random when the game starts, and written into the URL then.
    if (seed === null) params.delete('seed');
    onStart(toSearch(params));
  };

  return (
    <main className="start" data-testid="start-menu">
      <header className="start-header">
        <h1>Sandtable</h1>
        <p className="muted">Published board wargames, every rule enforced, every sequence of play a statechart.</p>
      </header>
      <Messages items={messages} {...(onDismiss ? { onDismiss } : {})} />
      <form
        className="start-form"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset>
          <legend>Game</legend>
          <div className="game-choices" role="radiogroup" aria-label="Game">
            {modules.map((m) => (
              <label key={m.id} className={`game-choice${m.id === module.id ? ' chosen' : ''}`}>
                <input type="radio" name="game" value={m.id} checked={m.id === module.id} onChange={() => chooseGame(m.id)} />
                <span className="game-title">{m.title}</span>
                <span className="muted">{m.sides.map((s) => m.sideNames[s] ?? s).join(' vs ')}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>Mode</legend>
          <select
            name="mode"
            aria-label="Mode"
            value={mode}
            onChange={(e) => {
              const next = e.target.value as Mode;
              setMode(next);
              if (next === 'showcase') setPlayers(defaultPlayers(module, next));
            }}
          >
            {MODES.map((m) => (
              <option key={m} value={m}>
                {MODE_TEXT[m]}
              </option>
            ))}
          </select>
        </fieldset>

        <fieldset>
          <legend>Players</legend>
          <div className="players">
            {module.sides.map((side, i) => (
              <label key={side} className="field">
                <span>{module.sideNames[side] ?? side}</span>
                <select
                  name={`player-${side}`}
                  value={players[i] ?? 'human'}
                  onChange={(e) => {
                    const next = [...players];
                    next[i] = e.target.value as PlayerKind;
                    setPlayers(next);
                  }}
                >
                  {PLAYER_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {PLAYER_TEXT[k]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="row">
          <label className="field">
            <span>Seed</span>
            <input
              name="seed"
              inputMode="numeric"
              placeholder="random"
              value={seedText}
              onChange={(e) => setSeedText(e.target.value)}
              aria-invalid={seedError ? true : undefined}
            />
          </label>
          <label className="field">
            <span>Speed</span>
            <select name="speed" value={speed} onChange={(e) => setSpeed(e.target.value as Speed)}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {SPEED_TEXT[s]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>

        {module.options.fields.length > 0 ? (
          <fieldset>
            <legend>Options</legend>
            <div className="options">
              {module.options.fields.map((field) =>
                field.values && field.values.length > 0 ? (
                  <label key={field.key} className="field">
                    <span>{field.label}</span>
                    <select
                      name={`option-${field.key}`}
                      value={String(field.values.findIndex((v) => JSON.stringify(v.value) === JSON.stringify(options[field.key])))}
                      onChange={(e) => setOptions({ ...options, [field.key]: field.values![Number(e.target.value)]?.value })}
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
                      onChange={(e) => setOptions({ ...options, [field.key]: e.target.checked })}
                    />
                    <span>{field.label}</span>
                  </label>
                ),
              )}
            </div>
          </fieldset>
        ) : null}

        {seedError || optionError ? (
          <p className="form-error" role="alert">
            {seedError ?? optionError}
          </p>
        ) : null}
        <button type="submit" className="primary start-button" data-testid="start" disabled={Boolean(seedError || optionError)}>
          Start
        </button>
      </form>
    </main>
  );
}
