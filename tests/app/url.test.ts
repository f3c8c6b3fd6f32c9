// The URL contract (DESIGN.md, "The app's outside contract"): every bad value gives a visible
// message and falls back to its default; good values come through exactly.
import { describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { parseUrl, sameOptions, toSearch, writeUrl, type AppConfig } from '../../src/app/url';

const modules = [blbModule];
const fixedSeed = () => 4242;
const parse = (search: string) => parseUrl(new URLSearchParams(search), modules, fixedSeed);

describe('parseUrl', () => {
  it('defaults: no game means the start menu, and no messages', () => {
    const { config, messages } = parse('');
    expect(messages).toEqual([]);
    expect(config).toEqual({
      game: null,
      mode: 'play',
      players: [],
      seed: 4242,
      seedFromUrl: false,
      speed: 'normal',
      inspector: false,
      options: undefined,
      saved: null,
    });
  });

  it('defaults for a game: human for every side, module default options, a random seed to write back', () => {
    const { config, messages } = parse('?game=blb');
    expect(messages).toEqual([]);
    expect(config.game).toBe('blb');
    expect(config.players).toEqual(['human', 'human']);
    expect(config.options).toEqual(blbModule.options.defaults);
    expect(config.seed).toBe(4242);
    expect(config.seedFromUrl).toBe(false);
    expect(config.mode).toBe('play');
    expect(config.speed).toBe('normal');
  });

  it('reads every good value', () => {
    const options = encodeURIComponent(JSON.stringify({ germanHandicap: true }));
    const { config, messages } = parse(`?game=blb&mode=teach&players=smart,random&seed=-17&speed=instant&inspector=1&options=${options}`);
    expect(messages).toEqual([]);
    expect(config).toEqual({
      game: 'blb',
      mode: 'teach',
      players: ['smart', 'random'],
      seed: -17,
      seedFromUrl: true,
      speed: 'instant',
      inspector: true,
      options: { alternativeGardeCivique: false, freeSetUp: false, germanHandicap: true },
      saved: null,
    });
  });

  it('bot means the smart bot', () => {
    expect(parse('?game=blb&players=human,bot&seed=1').config.players).toEqual(['human', 'smart']);
  });

  it('showcase defaults every side to the smart bot', () => {
    expect(parse('?game=blb&mode=showcase&seed=1').config.players).toEqual(['smart', 'smart']);
  });

  it('a bad game id shows a message and the start menu', () => {
    const { config, messages } = parse('?game=chess&seed=3');
    expect(config.game).toBeNull();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Unknown game "chess".*blb/);
  });

  it('a bad players count shows a message and gives every side its default', () => {
    const { config, messages } = parse('?game=blb&players=human,smart,random&seed=3');
    expect(config.players).toEqual(['human', 'human']);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/players needs 2 entries.*german, entente.*got 3/);
  });

  it('a bad player kind falls back for that side only', () => {
    const { config, messages } = parse('?game=blb&players=smart,wizard&seed=3');
    expect(config.players).toEqual(['smart', 'human']);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Unknown player "wizard" for Entente/);
  });

  it('a bad seed shows a message and uses a random seed (written back)', () => {
    for (const bad of ['abc', '1.5', '1e3', '']) {
      const { config, messages } = parse(`?game=blb&seed=${encodeURIComponent(bad)}`);
      expect(config.seed, bad).toBe(4242);
      expect(config.seedFromUrl, bad).toBe(false);
      expect(messages, bad).toHaveLength(1);
      expect(messages[0], bad).toBe(`The seed must be an integer from -9007199254740991 to 9007199254740991; ${JSON.stringify(bad)} is not. Using a random seed.`);
    }
  });

  it('a seed too large for an integer says so and names the range a seed takes', () => {
    for (const huge of ['99999999999999999999', '-9007199254740992']) {
      const { config, messages } = parse(`?game=blb&seed=${encodeURIComponent(huge)}`);
      expect(config.seed, huge).toBe(4242);
      expect(messages, huge).toEqual([`The seed "${huge}" is out of range: a seed is an integer from -9007199254740991 to 9007199254740991. Using a random seed.`]);
      expect(messages[0]).not.toMatch(/is not an integer/);
    }
    // The ends of the range are seeds.
    expect(parse('?game=blb&seed=9007199254740991').config.seed).toBe(9007199254740991);
    expect(parse('?game=blb&seed=-9007199254740991').config.seed).toBe(-9007199254740991);
  });

  it('bad JSON in options shows a message and uses the defaults', () => {
    const { config, messages } = parse(`?game=blb&seed=1&options=${encodeURIComponent('{freeSetUp: yes')}`);
    expect(config.options).toEqual(blbModule.options.defaults);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/not valid JSON/);
  });

  it('options failing the schema show the reason and use the defaults', () => {
    const both = encodeURIComponent(JSON.stringify({ freeSetUp: true, alternativeGardeCivique: true }));
    const r1 = parse(`?game=blb&seed=1&options=${both}`);
    expect(r1.config.options).toEqual(blbModule.options.defaults);
    expect(r1.messages).toHaveLength(1);
    expect(r1.messages[0]).toMatch(/not valid for Brave Little Belgium.*Free Set-Up cannot be combined/);

    const wrongType = encodeURIComponent(JSON.stringify({ freeSetUp: 'yes' }));
    const r2 = parse(`?game=blb&seed=1&options=${wrongType}`);
    expect(r2.config.options).toEqual(blbModule.options.defaults);
    expect(r2.messages[0]).toMatch(/freeSetUp/);

    const unknownKey = encodeURIComponent(JSON.stringify({ fogOfWar: true }));
    expect(parse(`?game=blb&seed=1&options=${unknownKey}`).messages[0]).toMatch(/not valid for Brave Little Belgium/);
  });

  it('quotes a hostile value in a short excerpt: a 100 kB parameter never makes a 100 kB message (issue 13)', () => {
    const huge = 'v'.repeat(100_000);
    const values = [
      `?game=blb&seed=1&options=${encodeURIComponent(JSON.stringify({ freeSetUp: huge }))}`,
      `?game=blb&seed=1&options=${encodeURIComponent(JSON.stringify({ [huge]: true }))}`,
      `?game=blb&seed=1&options=${encodeURIComponent(`{${huge}`)}`,
      `?game=blb&seed=${huge}`,
      `?game=${huge}`,
      `?game=blb&seed=1&speed=${huge}&mode=${huge}&players=${huge},${huge}`,
    ];
    for (const search of values) {
      const { messages } = parse(search);
      expect(messages.length, search.slice(0, 40)).toBeGreaterThan(0);
      for (const m of messages) {
        expect(m.length, m.slice(0, 120)).toBeLessThan(400);
        expect(m).not.toMatch(/v{61}/);
      }
    }
  });

  it('showcase with a human side says showcase is played by bots, and the bot plays that side (issue 13)', () => {
    const { config, messages } = parse('?game=blb&seed=1&mode=showcase&players=human,random');
    expect(config.players).toEqual(['smart', 'random']);
    expect(messages).toEqual(['Showcase is played by bots: German is played by the smart bot.']);
    const both = parse('?game=blb&seed=1&mode=showcase&players=human,human');
    expect(both.config.players).toEqual(['smart', 'smart']);
    expect(both.messages[0]).toMatch(/^Showcase is played by bots: German, Entente are played by the smart bot\.$/);
  });

  it('bad mode, speed and inspector values show messages and fall back', () => {
    const { config, messages } = parse('?game=blb&seed=1&mode=tournament&speed=warp&inspector=yes');
    expect(config.mode).toBe('play');
    expect(config.speed).toBe('normal');
    expect(config.inspector).toBe(false);
    expect(messages).toHaveLength(3);
    expect(messages.join('\n')).toMatch(/Unknown mode "tournament"/);
    expect(messages.join('\n')).toMatch(/Unknown speed "warp"/);
    expect(messages.join('\n')).toMatch(/inspector takes 1/);
  });

  it('several bad values give one message each', () => {
    const { config, messages } = parse('?game=blb&players=x&seed=y&options=z');
    expect(messages).toHaveLength(3);
    expect(config.game).toBe('blb');
  });
});

describe('saved (issue 13)', () => {
  it('names the saved game to continue; a malformed id says so and starts a new game', () => {
    expect(parse('?game=blb&saved=ab12cd34ef56').config.saved).toBe('ab12cd34ef56');
    const bad = parse('?game=blb&saved=../../etc');
    expect(bad.config.saved).toBeNull();
    expect(bad.messages).toEqual(['"../../etc" is not the id of a saved game (letters and digits). Starting a new game.']);
    expect(parse('?saved=x!').messages[0]).toMatch(/Showing the start menu/);
  });
});

describe('writeUrl', () => {
  it('writes a config that parses back to itself', () => {
    const config: AppConfig = {
      game: 'blb',
      mode: 'showcase',
      players: ['random', 'smart'],
      seed: 99,
      seedFromUrl: true,
      speed: 'fast',
      inspector: true,
      options: { alternativeGardeCivique: true, freeSetUp: false, germanHandicap: false },
      saved: 'k3x9q2m7a1b4',
    };
    const search = toSearch(writeUrl(config, modules));
    expect(search).toContain('players=random,smart');
    expect(search).toContain('saved=k3x9q2m7a1b4');
    const back = parse(search);
    expect(back.messages).toEqual([]);
    expect(back.config).toEqual(config);
  });

  it('leaves out default options and a closed inspector; no game writes nothing', () => {
    const params = writeUrl(
      { game: 'blb', mode: 'play', players: ['human', 'human'], seed: 3, seedFromUrl: true, speed: 'normal', inspector: false, options: blbModule.options.defaults, saved: null },
      modules,
    );
    expect(params.has('options')).toBe(false);
    expect(params.has('inspector')).toBe(false);
    expect(toSearch(params)).toBe('?game=blb&mode=play&players=human,human&seed=3&speed=normal');
    expect(toSearch(writeUrl({ ...parse('').config }, modules))).toBe('');
  });

  it('sameOptions ignores key order and fills defaults', () => {
    expect(sameOptions(blbModule, {}, blbModule.options.defaults)).toBe(true);
    expect(sameOptions(blbModule, { germanHandicap: true, freeSetUp: false }, { freeSetUp: false, germanHandicap: true })).toBe(true);
    expect(sameOptions(blbModule, { germanHandicap: true }, {})).toBe(false);
  });
});
