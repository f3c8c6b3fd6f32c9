// The app's outside contract (DESIGN.md, "The app's outside contract"): the URL parameters.
// Pure functions: parseUrl reads URLSearchParams against the known games and answers with a
// complete config plus a list of readable messages for every bad value (which falls back to its
// default, so a bad URL never gives a blank page); writeUrl writes a config back. A game is known
// by its card (src/core/gameCard.ts) until its module is loaded: options are then checked against
// the card's fields, and by the module's schema once it is there (the host parses again).
import { checkOptionsByFields, type CardLike } from '../core/gameCard';
import { describeZodIssue } from '../core/record';
import { excerpt } from '../core/excerpt';
import { isSavedId } from './savedGames';

export const MODES = ['play', 'teach', 'showcase'] as const;
export type Mode = (typeof MODES)[number];

export const PLAYER_KINDS = ['human', 'random', 'smart'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export interface AppConfig {
  /** Module id, or null for the start menu. */
  game: string | null;
  mode: Mode;
  /** One per side, in the module's side order (empty without a game). */
  players: PlayerKind[];
  seed: number;
  /** False when the seed was missing or bad and was drawn at random: write it back into the URL. */
  seedFromUrl: boolean;
  speed: Speed;
  inspector: boolean;
  /** The module's options, validated and completed with defaults (undefined without a game). */
  options: unknown;
  /** The saved game this screen plays (`saved=ID`, savedGames.ts); null for a game not saved yet or not at all. */
  saved: string | null;
}

export interface ParsedUrl {
  config: AppConfig;
  /** One readable sentence per bad value; each bad value fell back to its default. */
  messages: string[];
}

/** A random seed from the platform's crypto RNG (0 .. 2^31-1, so it reads well in a URL). */
export function cryptoSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]! >>> 1;
}

const quote = (value: string) => excerpt(value);
const listOf = (values: readonly string[]) => values.join(', ');

/** The default player for every side: human in play and teach; the smart bot in showcase. */
export function defaultPlayers(module: Pick<CardLike, 'sides'>, mode: Mode): PlayerKind[] {
  return module.sides.map(() => (mode === 'showcase' ? 'smart' : 'human'));
}

/** Reads one player kind; `bot` is the smart bot. */
export function parsePlayerKind(value: string): PlayerKind | null {
  const v = value.trim().toLowerCase();
  if (v === 'bot') return 'smart';
  return (PLAYER_KINDS as readonly string[]).includes(v) ? (v as PlayerKind) : null;
}

/** An integer seed, or null. Accepts an optional sign and digits only, within the safe range. */
export function parseSeed(value: string): number | null {
  const v = value.trim();
  if (!/^[+-]?\d+$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

/** The range a seed takes (JavaScript's safe integers), as a reader would write it. */
export const SEED_RANGE_TEXT = `${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;

/** Why `value` is not a seed (one sentence, naming the range), or null when it is one. */
export function seedProblem(value: string): string | null {
  if (parseSeed(value) !== null) return null;
  const v = value.trim();
  if (/^[+-]?\d+$/.test(v)) return `The seed ${quote(v)} is out of range: a seed is an integer from ${SEED_RANGE_TEXT}.`;
  return `The seed must be an integer from ${SEED_RANGE_TEXT}; ${quote(value)} is not.`;
}

export function parseUrl(
  params: URLSearchParams,
  modules: readonly CardLike[],
  randomSeed: () => number = cryptoSeed,
): ParsedUrl {
  const messages: string[] = [];

  // game
  let module: CardLike | undefined;
  const gameParam = params.get('game');
  if (gameParam !== null && gameParam.trim() !== '') {
    module = modules.find((m) => m.id === gameParam.trim());
    if (!module) {
      messages.push(
        `Unknown game ${quote(gameParam)}: choose one of ${listOf(modules.map((m) => m.id))}. Showing the start menu.`,
      );
    }
  }

  // mode
  let mode: Mode = 'play';
  const modeParam = params.get('mode');
  if (modeParam !== null) {
    const v = modeParam.trim().toLowerCase();
    if ((MODES as readonly string[]).includes(v)) mode = v as Mode;
    else messages.push(`Unknown mode ${quote(modeParam)}: use ${listOf(MODES)}. Playing in mode "play".`);
  }

  // players
  let players: PlayerKind[] = module ? defaultPlayers(module, mode) : [];
  const playersParam = params.get('players');
  if (module && playersParam !== null) {
    const parts = playersParam.split(',');
    const sides = module.sides;
    if (parts.length !== sides.length) {
      messages.push(
        `players needs ${sides.length} entries, one per side in the order ${listOf(sides)} ` +
          `(each ${listOf(PLAYER_KINDS)} or bot); got ${parts.length}. Using ${listOf(players)}.`,
      );
    } else {
      players = parts.map((part, i) => {
        const kind = parsePlayerKind(part);
        if (kind) return kind;
        const fallback = players[i]!;
        messages.push(
          `Unknown player ${quote(part)} for ${module!.sideNames[sides[i]!] ?? sides[i]}: use ${listOf(PLAYER_KINDS)} or bot. Using ${fallback}.`,
        );
        return fallback;
      });
    }
  }
  // Showcase plays itself: no one is at the table to decide for a human side (it would wait forever).
  if (module && mode === 'showcase' && players.includes('human')) {
    const humans = module.sides.filter((_, i) => players[i] === 'human').map((side) => module!.sideNames[side] ?? side);
    players = players.map((kind) => (kind === 'human' ? 'smart' : kind));
    messages.push(`Showcase is played by bots: ${listOf(humans)} ${humans.length === 1 ? 'is' : 'are'} played by the smart bot.`);
  }

  // seed
  let seed: number | null = null;
  const seedParam = params.get('seed');
  if (seedParam !== null) {
    seed = parseSeed(seedParam);
    if (seed === null) messages.push(`${seedProblem(seedParam)} Using a random seed.`);
  }
  const seedFromUrl = seed !== null;
  if (seed === null) seed = randomSeed();

  // speed
  let speed: Speed = 'normal';
  const speedParam = params.get('speed');
  if (speedParam !== null) {
    const v = speedParam.trim().toLowerCase();
    if ((SPEEDS as readonly string[]).includes(v)) speed = v as Speed;
    else messages.push(`Unknown speed ${quote(speedParam)}: use ${listOf(SPEEDS)}. Using normal.`);
  }

  // inspector
  let inspector = false;
  const inspectorParam = params.get('inspector');
  if (inspectorParam !== null) {
    const v = inspectorParam.trim();
    // `window` is the inspector's own window (main.tsx, inspectorWindowLink); a game read from
    // such a URL opens with its inspector.
    if (v === '1' || v === 'window') inspector = true;
    else if (v !== '0' && v !== '') messages.push(`inspector takes 1 (open); ${quote(inspectorParam)} leaves it closed.`);
  }

  // options
  let options: unknown = module ? module.options.defaults : undefined;
  const optionsParam = params.get('options');
  if (module && optionsParam !== null && optionsParam.trim() !== '') {
    let raw: unknown;
    let parsedJson = true;
    try {
      raw = JSON.parse(optionsParam);
    } catch {
      parsedJson = false;
      messages.push(`The options are not valid JSON (${quote(optionsParam)}). Using the default options of ${module.title}.`);
    }
    if (parsedJson) {
      const problem = checkOptions(module, raw);
      if (problem.ok) options = problem.options;
      else messages.push(`The options are not valid for ${module.title}: ${problem.problem} Using the defaults.`);
    }
  }

  // saved: the saved game to continue (its record decides game, seed and options: host.ts)
  let saved: string | null = null;
  const savedParam = params.get('saved');
  if (savedParam !== null && savedParam.trim() !== '') {
    const v = savedParam.trim().toLowerCase();
    if (isSavedId(v)) saved = v;
    else messages.push(`${quote(savedParam)} is not the id of a saved game (letters and digits). ${module ? 'Starting a new game.' : 'Showing the start menu.'}`);
  }

  return {
    config: { game: module ? module.id : null, mode, players, seed, seedFromUrl, speed, inspector, options, saved },
    messages,
  };
}

/**
 * The link id of the inspector popped out into its own window (`inspector=window&link=ID`, see
 * inspectorLink.ts), or null when this URL is not that window. A missing or odd id gives '' (a
 * window that waits for no game window).
 */
export function inspectorWindowLink(params: URLSearchParams): string | null {
  if (params.get('inspector')?.trim() !== 'window') return null;
  const link = params.get('link')?.trim() ?? '';
  return /^[a-z0-9]{6,32}$/.test(link) ? link : '';
}

/** Key-order-independent JSON, for comparing option objects. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Options checked by the module's schema when it is loaded, else by the card's fields: the options
 * completed with defaults, or the problem in a phrase.
 */
export function checkOptions(game: CardLike, raw: unknown): { ok: true; options: unknown } | { ok: false; problem: string } {
  if (!game.options.schema) return checkOptionsByFields(game, raw);
  const checked = game.options.schema.safeParse(raw);
  return checked.success ? { ok: true, options: checked.data } : { ok: false, problem: describeZodIssue(checked.error.issues[0]) };
}

/** True when two option values are the same (after the module's schema, or the card, fills in defaults). */
export function sameOptions(module: CardLike, a: unknown, b: unknown): boolean {
  const pa = checkOptions(module, a ?? module.options.defaults);
  const pb = checkOptions(module, b ?? module.options.defaults);
  if (!pa.ok || !pb.ok) return false;
  return stableJson(pa.options) === stableJson(pb.options);
}

/**
 * The URL parameters for a config. Without a game: empty (the start menu). Options are written
 * only when they differ from the module's defaults; inspector only when open.
 */
export function writeUrl(config: AppConfig, modules: readonly CardLike[]): URLSearchParams {
  const params = new URLSearchParams();
  const module = config.game ? modules.find((m) => m.id === config.game) : undefined;
  if (!module) return params;
  params.set('game', module.id);
  params.set('mode', config.mode);
  params.set('players', config.players.join(','));
  params.set('seed', String(config.seed));
  params.set('speed', config.speed);
  if (config.inspector) params.set('inspector', '1');
  if (config.saved) params.set('saved', config.saved);
  if (config.options !== undefined && !sameOptions(module, config.options, module.options.defaults)) {
    params.set('options', stableJson(config.options));
  }
  return params;
}

/** `?a=1&b=2` (or '' when empty); commas kept readable. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
