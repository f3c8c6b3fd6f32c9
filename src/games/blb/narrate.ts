// What happened, in words, from the beats the machine emitted for one event (src/games/blb/beats.ts):
// the log's outcome lines and the exported record's readable log. Pure: the beats (and, where a
// count needs it, the state the event was sent in) in, sentences out. describeBeat words one beat;
// narrateBeats words an event's beats, folding runs that read better as one line (a chit and the
// activation it starts, the dice of a combat by side, a side's losses, a stack's retreat).
import { ARMY, BOX, CHIT, sideOfUnit, turnLabel } from './db';
import type { BlbBeat } from './beats';
import { unitName } from './describe';
import type { BlbState, RollGroup } from './state';
import type { Side } from './types';

const boxName = (id: string | null | undefined): string => (id ? (BOX[id]?.name ?? id) : 'nowhere');
const sideName = (s: string): string => (s === 'german' ? 'German' : s === 'entente' ? 'Entente' : s);
const armyName = (a: string): string => {
  const def = ARMY[a as keyof typeof ARMY];
  return def ? `${def.name} (${def.leader})` : a;
};
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** A few units by name, a big stack by count ("7 German units"). */
function units(ids: readonly string[], side?: string): string {
  if (ids.length <= 2) return list(ids.map(unitName));
  return `${ids.length} ${side ? `${sideName(side)} ` : ''}units`;
}
const route = (from: string, path: readonly string[]): string => [from, ...path].map(boxName).join(' → ');

/** "German dice 5 2 6: 2 hits" for one side's rolls (the fort's dice are named apart). */
function sideDice(side: Side, rolls: readonly RollGroup[]): string {
  const own = rolls.filter((r) => r.side === side);
  if (own.length === 0) return `${sideName(side)}: no dice`;
  const unitDice = own.filter((r) => r.unit !== 'fort');
  const fortDice = own.filter((r) => r.unit === 'fort');
  const faces = (rs: readonly RollGroup[]) => rs.map((r) => (r.modifier ? `${r.die}+${r.modifier}` : String(r.die))).join(' ');
  const parts: string[] = [];
  if (unitDice.length) parts.push(faces(unitDice));
  if (fortDice.length) parts.push(`fort ${faces(fortDice)}`);
  const hits = own.filter((r) => r.hit).length;
  return `${sideName(side)} dice ${parts.join(', ')}: ${plural(hits, 'hit')}`;
}

/** One beat in words (null for a beat that says nothing a reader needs, such as a combat's end). */
export function describeBeat(beat: BlbBeat, before?: BlbState): string | null {
  switch (beat.type) {
    case 'gc.placed':
      return `A face-down Garde Civique is placed in ${boxName(beat.box)}.`;
    case 'unit.placed':
      return `${unitName(beat.unit)} is placed in ${boxName(beat.box)}.`;
    case 'phase':
      return 'The Special German Cavalry Phase begins.';
    case 'turn.began': {
      const arriving = (beat.arriving ?? []).map((c) => armyName(CHIT[c]?.army ?? c));
      return `Game Turn ${beat.turn} (${turnLabel(beat.turn)}) begins${arriving.length ? `: ${list(arriving)} ${arriving.length === 1 ? 'arrives' : 'arrive'}, chit into the cup` : ''}.`;
    }
    case 'chit.drawn': {
      const def = CHIT[beat.chit];
      if (beat.kind === 'turnEnd') {
        const n = before ? before.chits.turnEnd.length + 1 : null;
        return `Drew a Turn End chit${n ? ` (${n} of 3)` : ''}.`;
      }
      if (beat.kind === 'event') return `Drew the ${def?.label ?? beat.chit} event chit (${sideName(def?.side ?? '')}).`;
      return `Drew the ${armyName(def?.army ?? beat.chit)} chit.`;
    }
    case 'activation.chosen':
      return beat.mode === 'army'
        ? 'The army activates without its forts.'
        : beat.mode === 'armyAndForts'
          ? `The army and the fort of ${list(beat.forts.map(boxName))} activate.`
          : `The fort of ${list(beat.forts.map(boxName))} activates alone.`;
    case 'activation.began':
      if (beat.kind === 'special') return 'All German cavalry activates.';
      return `${list(beat.armies.map(armyName))} ${beat.armies.length === 1 ? 'activates' : 'activate'}${beat.kind === 'additional' ? ' (Additional German Activation)' : ''}.`;
    case 'activation.ended':
      return beat.armies.length ? `${list(beat.armies.map((a) => ARMY[a as keyof typeof ARMY]?.name ?? a))}: activation over.` : 'Activation over.';
    case 'additional.announced':
      return beat.armies.length ? `Announced for an Additional Activation: ${list(beat.armies.map(armyName))}.` : 'No Additional German Activation.';
    case 'event.played':
      return `${sideName(beat.side)} plays ${CHIT[beat.chit]?.label ?? beat.chit}.`;
    case 'units.moved':
      return `${units(beat.units, beat.side)} moved ${route(beat.from, beat.path)}.`;
    case 'gc.revealed': {
      const faces = beat.gc.map((g) => (g.cf === null ? 'no factor' : `factor ${g.cf}`));
      const arise = beat.gc.filter((g) => g.cf !== null).length;
      const removed = beat.gc.length - arise;
      return `Garde Civique in ${boxName(beat.box)} turned up: ${list(faces)}${arise ? (beat.arising ? '; it arises and stops the move' : '') : ''}${removed ? `; ${removed === 1 ? 'the blank is' : 'the blanks are'} removed` : ''}.`;
    }
    case 'gc.choice':
      return beat.choice === 'fight' ? `The cavalry stays to fight the Garde Civique in ${boxName(beat.box)}.` : `The cavalry falls back from ${boxName(beat.box)}.`;
    case 'combat.declined':
      return `No attack on the besiegers of ${boxName(beat.box)}.`;
    case 'combat.started': {
      const withFort = (ids: readonly string[], side: Side, fort: boolean): string =>
        list([...(ids.length ? [units(ids, side)] : []), ...(fort ? ['the fort'] : [])]) || 'no units';
      const defender: Side = beat.attacker === 'german' ? 'entente' : 'german';
      const attackers = withFort(beat.attackers, beat.attacker, beat.fort === 'attacker');
      const defenders = withFort(beat.defenders, defender, beat.fort === 'defender');
      return `${beat.siege ? 'Siege combat' : 'Combat'} in ${boxName(beat.box)}: ${attackers} against ${defenders}.`;
    }
    case 'combat.modifiers': {
      const mods = [beat.zeppelin ? 'Zeppelin (+1 to German dice)' : '', beat.britishBonus ? 'British bonus (+1 to British dice)' : '', beat.bigBertha ? 'Big Bertha (one automatic hit on the fort)' : ''].filter(Boolean);
      return mods.length ? `Modifiers: ${list(mods)}.` : null;
    }
    case 'dice.rolled':
      if (beat.purpose === 'atrocities') {
        const rolls = beat.rolls.map((r) => `${ARMY[r.army as keyof typeof ARMY]?.name ?? r.army} ${r.die}${r.atrocity ? ' (atrocity)' : ''}`);
        return `Atrocities Check: ${list(rolls)}; ${beat.atrocities} of 5 atrocities.`;
      }
      {
        const first = beat.rolls[0]?.side ?? 'german';
        const second: Side = first === 'german' ? 'entente' : 'german';
        return `${sideDice(first, beat.rolls)}; ${sideDice(second, beat.rolls)}.`;
      }
    case 'fort.hit':
      return `The fort of ${boxName(beat.box)} loses a step${beat.cause === 'bigBertha' ? ' to Big Bertha' : ''}: ${beat.steps === 0 ? 'none' : plural(beat.steps, 'step')} left.`;
    case 'fort.destroyed':
      return `The fort of ${boxName(beat.box)} is destroyed.`;
    case 'unit.reduced':
      return `${unitName(beat.unit)} is reduced.`;
    case 'unit.eliminated':
      return `${unitName(beat.unit)} is eliminated${beat.cause === 'noRetreat' ? ' (no retreat open)' : ''}.`;
    case 'combat.result': {
      // 7.5: more hits taken loses; a tie goes against the attacker.
      const winner: Side = beat.loser === 'german' ? 'entente' : 'german';
      const scored = beat.hitsOn[beat.loser];
      const taken = beat.hitsOn[winner];
      return `The ${sideName(winner)} side wins in ${boxName(beat.box)}, ${plural(scored, 'hit')} to ${taken}${scored === taken ? ' (a tie: the attacker loses)' : ''}${beat.winnerWiped ? ', with no unit left' : ''}.`;
    }
    case 'unit.retreated':
      return `${unitName(beat.unit)} retreats ${route(beat.from, beat.path)}.`;
    case 'unit.displaced':
      return `${unitName(beat.unit)} must leave ${boxName(beat.box)} (overstacked).`;
    case 'unit.stays':
      return `${unitName(beat.unit)} stays to defend the fort${beat.box ? ` of ${boxName(beat.box)}` : ''}.`;
    case 'units.advanced':
      return `${units(beat.units)} advance ${boxName(beat.from)} → ${boxName(beat.to)}.`;
    case 'combat.ended':
      return null;
    case 'game.over':
      return `Game over: ${beat.outcome.level}. ${beat.outcome.reason}`;
  }
}

/**
 * An event's beats in words, one sentence a line. Runs that read better together are folded: a
 * chit and the activation it starts, a side's step-losses ("Entente losses: ..."), the retreats
 * of one stack along one path, the steps a fort loses in one combat.
 */
export function narrateBeats(beats: readonly BlbBeat[], before?: BlbState): string[] {
  const out: string[] = [];
  for (let i = 0; i < beats.length; i++) {
    const beat = beats[i]!;
    const next = beats[i + 1];
    // "Drew the German 1st Army (von Kluck) chit: it activates."
    if (beat.type === 'chit.drawn' && beat.kind === 'activation' && next?.type === 'activation.began' && next.kind === 'chit') {
      out.push(`${describeBeat(beat, before)!.slice(0, -1)}: ${next.armies.length === 1 ? 'it activates' : 'they activate'}.`);
      i++;
      continue;
    }
    // The cavalry's fall back from a Garde Civique (6.2): the move and the choice are one thing.
    if (beat.type === 'units.moved' && next?.type === 'gc.choice' && next.choice === 'fallBack') {
      out.push(`${units(beat.units, beat.side)} ${beat.units.length === 1 ? 'falls' : 'fall'} back from the Garde Civique: ${route(beat.from, beat.path)}.`);
      i++;
      continue;
    }
    // Losses: a run of reductions and eliminations, by side ("Entente losses: X eliminated, Y reduced").
    if (beat.type === 'unit.reduced' || (beat.type === 'unit.eliminated' && beat.cause !== 'noRetreat')) {
      const bySide = new Map<Side, Map<string, string>>();
      let j = i;
      for (; j < beats.length; j++) {
        const b = beats[j]!;
        if (b.type !== 'unit.reduced' && !(b.type === 'unit.eliminated' && b.cause !== 'noRetreat')) break;
        const side = sideOfUnit(b.unit);
        const fates = bySide.get(side) ?? new Map<string, string>();
        fates.set(b.unit, b.type === 'unit.eliminated' ? 'eliminated' : fates.has(b.unit) ? 'reduced twice' : 'reduced');
        bySide.set(side, fates);
      }
      for (const [side, fates] of bySide) {
        out.push(`${sideName(side)} losses: ${list([...fates].map(([u, fate]) => `${unitName(u)} ${fate}`))}.`);
      }
      i = j - 1;
      continue;
    }
    // Retreats of a stack along the same path: one line.
    if (beat.type === 'unit.retreated') {
      const same: string[] = [beat.unit];
      let j = i + 1;
      for (; j < beats.length; j++) {
        const b = beats[j]!;
        if (b.type !== 'unit.retreated' || b.from !== beat.from || b.path.join() !== beat.path.join()) break;
        same.push(b.unit);
      }
      out.push(same.length === 1 ? describeBeat(beat, before)! : `${units(same, sideOfUnit(beat.unit))} retreat ${route(beat.from, beat.path)}.`);
      i = j - 1;
      continue;
    }
    // A fort's steps lost in one go: "The fort of Liège loses 3 steps (one to Big Bertha): none left."
    if (beat.type === 'fort.hit' && next?.type === 'fort.hit' && next.box === beat.box) {
      let j = i;
      let bertha = 0;
      let last = beat;
      for (; j < beats.length; j++) {
        const b = beats[j]!;
        if (b.type !== 'fort.hit' || b.box !== beat.box) break;
        if (b.cause === 'bigBertha') bertha++;
        last = b;
      }
      const lost = j - i;
      out.push(`The fort of ${boxName(beat.box)} loses ${lost} steps${bertha ? ` (${bertha === 1 ? 'one' : bertha} to Big Bertha)` : ''}: ${last.steps === 0 ? 'none' : last.steps} left.`);
      i = j - 1;
      continue;
    }
    const line = describeBeat(beat, before);
    if (line) out.push(line);
  }
  // A beat emitted twice by two steps of one transition reads once.
  return out.filter((line, i) => line !== out[i - 1]);
}
