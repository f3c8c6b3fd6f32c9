// Plain-language text for the overlay, the teaching narration and logs: one sentence of what
// happens now (with its rule), and a label for each event.
import { ARMY, BOX, CHIT, GC, UNIT, turnLabel } from './db';
import type { BlbEvent } from './legal';
import type { BlbState } from './state';

const box = (id: string) => BOX[id]?.name ?? id;
export const unitName = (id: string): string => {
  const u = UNIT[id];
  if (u) return `${u.nationality === 'german' ? 'German' : u.nationality === 'belgian' ? 'Belgian' : u.nationality === 'french' ? 'French' : 'British'} ${u.name}`;
  if (GC[id]) return 'Garde Civique';
  return id;
};
const sideName = (s: string) => (s === 'german' ? 'German' : s === 'entente' ? 'Entente' : s);
const armiesName = (armies: string[]) => armies.map((a) => `${ARMY[a as keyof typeof ARMY]?.name ?? a} (${ARMY[a as keyof typeof ARMY]?.leader ?? ''})`).join(', ');

export function activationName(s: BlbState): string {
  const a = s.activation;
  if (!a) return '';
  if (a.kind === 'special') return 'all German cavalry';
  if (a.mode === 'fortsAlone') return `the fort${a.forts.length > 1 ? 's' : ''} of ${a.forts.map(box).join(' and ')}`;
  return armiesName(a.armies);
}

/** One sentence for the active leaf state, with its rule number. */
export function describeState(s: BlbState, leaf: string): string {
  const turn = s.turn === 0 ? 'Before the first turn' : `${turnLabel(s.turn)}`;
  const last = leaf.split('.').pop() ?? '';
  const parent = leaf.split('.').slice(-2, -1)[0] ?? '';
  if (s.outcome) return `9.0 ${s.outcome.level}: ${s.outcome.reason}`;
  switch (last) {
    case 'alternativeGardeCivique':
      return `3.2 The Entente places face-down Garde Civique (${s.setUp.gcToPlace.length} left), at most one per chart box.`;
    case 'freeSetUp':
      return `3.2 The Entente places the Belgian units (${s.setUp.unitsToPlace.length} left): in Belgium, not south of Namur nor in Verviers, two per box.`;
    case 'drawChit':
      return `4.1 ${turn}: the ${sideName(s.drawer)} player draws a chit from the cup (${s.chits.cup.length} in it, ${s.chits.turnEnd.length} of 3 Turn End drawn).`;
    case 'activationChoice':
      return `8.2 ${armiesName(s.activation?.armies ?? [])} may activate a besieged fort: with the army, alone, or not at all.`;
    case 'eventWindow':
      return `5.1 Before ${activationName(s)} moves, the ${sideName(s.window?.pending[0] ?? '')} player may play an event chit.`;
    case 'moving':
      return `6.0 Movement: ${activationName(s)} may move along Movement Lines (Easy 1 MP, Difficult 2 MP).`;
    case 'gardeCiviqueReveal':
      return `6.2 A Garde Civique arises in ${box(s.pendingGc?.box ?? '')}: the German cavalry may stay and fight or fall back to ${box(s.pendingGc?.back ?? '')}.`;
    case 'chooseCombat':
      return `7.0 Combat: ${activationName(s)} resolves its combats one at a time, in the order the ${sideName(s.activation?.side ?? '')} player chooses.`;
    case 'combatEvents':
      return `5.1 Before the combat in ${box(s.combat?.box ?? '')} is resolved, the German player may play Zeppelin${s.combat?.siege ? ' or Big Bertha' : ''}.`;
    case 'rollDice': {
      const c = s.combat!;
      return `7.3 Combat in ${box(c.box)}${c.siege ? ' (Siege Combat, 8.0)' : ''}: ${c.attackers.length} attacking unit(s)${c.fort === 'attacker' ? ' and the fort' : ''} against ${c.defenders.length}${c.fort === 'defender' ? ' and the fort' : ''}; the ${sideName(c.attacker)} player rolls.`;
    }
    case 'applyLosses': {
      const c = s.combat!;
      const side = c.toAllocate.german > 0 && c.attacker === 'german' ? 'german' : c.toAllocate.entente > 0 ? 'entente' : 'german';
      return `7.4 Apply Losses in ${box(c.box)}: the ${sideName(side)} player allocates ${c.toAllocate[side]} step-loss(es).`;
    }
    case 'retreat': {
      const r = s.retreat;
      if (r?.displace) return `7.5 ${box(r.displace.box)} is overstacked: the ${sideName(r.side)} player displaces a unit one box.`;
      return `7.5 The ${sideName(r?.side ?? '')} side took more hits and retreats from ${box(s.combat?.box ?? '')}.`;
    }
    case 'advance':
      return `7.5 A crushing victory in ${box(s.combat?.box ?? '')}: the attacker may advance one box.`;
    case 'announce':
      return `4.2 Additional German Activation: the German player announces which unactivated armies will activate.`;
    case 'atrocitiesCheck':
      return `4.2 Atrocities Check: one die per announced army; 4 or more commits an Atrocity (now ${s.atrocities} of 5).`;
    case 'chooseArmy':
      return `4.2 The German player activates the next announced army.`;
    default:
      return `${parent} ${last}`.trim();
  }
}

export function labelEvent(s: BlbState, e: BlbEvent): string {
  switch (e.type) {
    case 'placeGc':
      return `Place a face-down Garde Civique in ${box(e.box)}`;
    case 'placeUnit':
      return `Place ${unitName(e.unit)} in ${box(e.box)}`;
    case 'drawChit':
      return 'Draw a chit';
    case 'chooseActivation':
      return e.mode === 'army' ? 'Activate the army normally' : e.mode === 'armyAndForts' ? `Activate the army and the fort of ${e.forts.map(box).join(', ')}` : `Activate the fort of ${e.forts.map(box).join(', ')} alone`;
    case 'playEvent':
      return `Play ${CHIT[e.chit]?.label ?? e.chit}`;
    case 'pass':
      return 'Pass';
    case 'move': {
      const from = s.units[e.units[0]!]?.box;
      return `Move ${e.units.map(unitName).join(', ')}: ${[from, ...e.path].map((b) => box(b ?? '')).join(' → ')}`;
    }
    case 'endMovement':
      return 'End movement';
    case 'gcChoice':
      return e.choice === 'fight' ? 'Stay and fight the Garde Civique' : 'Fall back';
    case 'chooseCombat':
      return `Resolve the combat in ${box(e.box)}`;
    case 'declineCombat':
      return `Do not attack the besiegers of ${box(e.box)}`;
    case 'roll':
      return 'Roll the dice';
    case 'takeLoss': {
      // Two Garde Civique in one box read alike but may defend with different factors (2.2): the
      // revealed one names its factor, so the Entente player knows which counter goes.
      const g = GC[e.unit];
      const factor = g && s.gc[e.unit]?.revealed ? ` (${g.cf === null ? 'no factor' : `factor ${g.cf}`})` : '';
      return `Step-loss to ${unitName(e.unit)}${factor}`;
    }
    case 'retreat':
      return `Retreat ${unitName(e.unit)} to ${e.path.map(box).join(' → ')}${e.path.length > 1 ? ' (one loss)' : ''}`;
    case 'stay':
      return `${unitName(e.unit)} stays to defend the fort`;
    case 'displace':
      return `Displace ${unitName(e.unit)}`;
    case 'advance':
      return `Advance to ${box(e.to)}`;
    case 'declineAdvance':
      return 'Do not advance';
    case 'announce':
      return e.armies.length ? `Announce ${armiesName(e.armies)}` : 'Announce no additional activation';
    case 'rollAtrocities':
      return 'Roll for atrocities';
    case 'activateArmy':
      return `Activate ${armiesName([e.army])}`;
  }
}

/**
 * Plain words for a learner (the module's `words`): each decision's plain name, what to do on the
 * table for it ("{places}" is the lit places), and the place an event is chosen at.
 */
export const BLB_EVENT_NAMES: Readonly<Record<BlbEvent['type'], string>> = {
  placeGc: 'Place a face-down Garde Civique',
  placeUnit: 'Place a Belgian unit',
  drawChit: 'Draw a chit',
  chooseActivation: 'Activate a besieged fort',
  playEvent: 'Play an event chit',
  pass: 'Pass',
  move: 'Move units',
  endMovement: 'End movement',
  gcChoice: 'Fight or fall back from the Garde Civique',
  chooseCombat: 'Choose the next combat',
  declineCombat: 'Do not attack the besiegers',
  roll: 'Roll the dice',
  takeLoss: 'Take a step-loss',
  retreat: 'Retreat',
  stay: 'Stay to defend the fort',
  displace: 'Displace a unit',
  advance: 'Advance after a crushing victory',
  declineAdvance: 'Do not advance',
  announce: 'Announce additional activations',
  rollAtrocities: 'Roll for atrocities',
  activateArmy: 'Activate an announced army',
};

export const BLB_HOW_TO: Readonly<Partial<Record<BlbEvent['type'], string>>> = {
  placeGc: 'Click a lit box ({places}) to place a face-down Garde Civique there',
  placeUnit: 'Click a lit box ({places}), then the Belgian unit to place there',
  drawChit: 'Click the lit Chit Cup to draw a chit',
  playEvent: 'Click a lit chit in the Pulled Chits box to play it',
  move: 'Click a lit stack ({places}) to move it, then a lit box to move it to',
  chooseCombat: 'Click a lit combat ({places}) to resolve it',
  takeLoss: 'Click a lit stack ({places}), then the unit that takes the step-loss',
  retreat: 'Click a lit box ({places}) to retreat there',
  displace: 'Click the lit stack ({places}), then the unit to displace',
  advance: 'Click a lit box ({places}) to advance the stack there',
};

const unitBox = (s: BlbState, id: string): string | null => s.units[id]?.box ?? s.gc[id]?.box ?? null;

/** The box an event is chosen at on the table (its name), or null where it has none (a die roll, a pass). */
export function placeOfEvent(s: BlbState, e: BlbEvent): string | null {
  switch (e.type) {
    case 'placeGc':
    case 'placeUnit':
    case 'chooseCombat':
    case 'declineCombat':
      return box(e.box);
    case 'move': {
      const from = unitBox(s, e.units[0]!);
      return from ? box(from) : null;
    }
    case 'takeLoss':
    case 'displace': {
      const at = unitBox(s, e.unit);
      return at ? box(at) : null;
    }
    case 'retreat':
      return e.path.length ? box(e.path[e.path.length - 1]!) : null;
    case 'advance':
      return box(e.to);
    default:
      return null;
  }
}
