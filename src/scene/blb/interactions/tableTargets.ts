// What a player may click on the Brave Little Belgium table now (pure: no React, no three).
// Everything comes from the legal events the table is given: each target and each prompt button
// carries the very legal event a click sends, so the table can do nothing the rules do not offer.
// Moves are the table's own (moveTargets.ts); here is every other decision:
// - the Chit Cup: drawChit (4.1);
// - boxes with a pending combat: chooseCombat, declineCombat (7.0, 8.1);
// - stacks holding units that may take a step-loss: takeLoss (7.4);
// - stacks holding units that must retreat: pick the unit, then its destination boxes (retreat),
//   or stay in a fort (8.1), or pick the unit displaced from an overstacked box (7.5);
// - boxes an attacker may advance into: advance (7.5);
// - pulled event chits: playEvent (5.1);
// - forts an Entente chit may activate: toggled into the fort activation prompt (8.2);
// - set-up boxes: placeGc, placeUnit (3.2);
// and prompts (choices that are not places) anchored near where they apply: fort activation
// mode, fight or fall back from a Garde Civique (6.2), roll the dice (7.3), pass (5.1), decline
// an advance, and the Additional German Activation with its atrocity risk (4.2).
import { ARMY, BOX, CHIT, UNIT } from '../../../games/blb/db';
import type { ArmyId } from '../../../games/blb/types';
import { CUP, placeCounters, type Placement } from '../counterPlacement';
import { COUNTER, SHEET_Y, TABLE, TILE_TOP, boxRects, pulledChitSpot, type Rect } from '../layout';
import type { BlbView } from '../viewTypes';

/** A legal event as the table receives it (its payload varies with its type). */
export interface LegalEventLike {
  type: string;
  side: string;
}

type Payload = LegalEventLike & {
  box?: string;
  unit?: string;
  path?: string[];
  to?: string;
  chit?: string;
  mode?: string;
  forts?: string[];
  armies?: string[];
  army?: string;
  choice?: string;
};

const payload = (e: LegalEventLike): Payload => e as Payload;

/** The table's own choices that are not events: which unit retreats next, which forts, which armies. */
export interface InteractionSelection {
  /** The unit whose retreat destinations are lit (7.5); absent or stale: the first one that must retreat. */
  unit?: string | null;
  /** Forts chosen for an Entente activation (8.2); absent: every fort that may activate. */
  forts?: readonly string[];
  /** Armies chosen for the Additional German Activation (4.2); absent: none. */
  armies?: readonly string[];
}

/** One thing a click may do: send a legal event, or change the selection. */
export interface Choice {
  label: string;
  /** A legal event (the object from the legal list itself). */
  event?: LegalEventLike;
  /** A change of the table's selection instead. */
  select?: InteractionSelection;
  /** A smaller line under the label. */
  detail?: string;
  /** Toggles: on now. */
  pressed?: boolean;
  /** The choice the prompt suggests (styled as the main button). */
  primary?: boolean;
}

export type TargetRole = 'draw' | 'combat' | 'loss' | 'retreater' | 'retreatTo' | 'advance' | 'event' | 'fort' | 'place';

/** An axis-aligned block in world units: centre x/z, bottom y, sizes. */
export interface Block {
  x: number;
  z: number;
  y: number;
  w: number;
  d: number;
  h: number;
  /** Drawn as a circle (the cup). */
  round?: boolean;
}

export interface TableTarget {
  /** Unique and stable while the decision lasts. */
  id: string;
  role: TargetRole;
  /** Box id, counter key (`unit:…`, `chit:…`) or 'chit-cup'. */
  place: string;
  /** The short label shown at the target. */
  label: string;
  /** Heading of the chooser when the click has several choices. */
  title: string;
  /** Where the glow and the hit area are. */
  block: Block;
  /** One choice: a click does it. Several: a click opens a chooser. */
  choices: Choice[];
  /** Drawn stronger (the selected unit's stack). */
  selected?: boolean;
  /** Costs something (a retreat through an enemy-occupied box: a step-loss): drawn in a warning colour. */
  costly?: boolean;
  /** Where its label stands: over its north edge (default), or beside its east edge. */
  labelAt?: 'top' | 'right';
}

export interface Spot {
  x: number;
  y: number;
  z: number;
}

/** Where a card stands: over the north edge of the part of the table it is about, under its south edge, or beside it. */
export interface Region {
  top: Spot;
  bottom: Spot;
  left: Spot;
  right: Spot;
}

export interface TablePrompt {
  id: string;
  rule: string;
  title: string;
  /** The side whose decision it is. */
  side: string;
  note?: string;
  /** The part of the table it is about (the card stands beside it, not over it). */
  at: Region;
  /** On/off choices (forts, armies) above the buttons. */
  toggles: Choice[];
  choices: Choice[];
}

export interface Interactions {
  targets: TableTarget[];
  prompts: TablePrompt[];
}

// --- names -----------------------------------------------------------------------------------

const boxName = (id: string | undefined): string => (id ? (BOX[id]?.name ?? id) : '');

export function unitLabel(id: string, view: BlbView): string {
  const u = UNIT[id];
  if (!u) return id.startsWith('gc') ? 'Garde Civique' : id;
  const steps = view.units[id]?.steps ?? u.steps;
  const reduced = u.steps === 2 && steps < 2;
  const name = u.name.includes(u.ident) ? u.name : `${u.ident} · ${u.name}`;
  return `${name}${reduced ? ' (reduced)' : ''}`;
}

function lossDetail(id: string, view: BlbView): string {
  const u = UNIT[id];
  if (!u) return 'eliminated';
  const steps = view.units[id]?.steps ?? u.steps;
  if (u.steps === 2 && steps >= 2) return `flips: hits on ${u.reducedCf ?? u.cf}+`;
  return 'eliminated';
}

export const armyLabel = (army: string): string => {
  const a = ARMY[army as ArmyId];
  return a ? `${a.name} (${a.leader})` : army;
};

// --- the 4.2 atrocity risk -------------------------------------------------------------------

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * 4.2a: the chance that announcing `armies` armies brings the fifth atrocity (one die each, 4 or
 * more is an atrocity: one in two), with `atrocities` committed already.
 */
export function fifthAtrocityChance(armies: number, atrocities: number): number {
  const need = Math.max(0, 5 - atrocities);
  if (need === 0) return 1;
  let p = 0;
  for (let k = need; k <= armies; k++) p += binomial(armies, k) / 2 ** armies;
  return p;
}

const percent = (p: number): string => (p === 0 ? '0%' : p < 0.01 ? '<1%' : `${Math.round(p * 100)}%`);

// --- places ----------------------------------------------------------------------------------

/** A box's tile (with its siege box, for forts) as a block tall enough to hold its stacks. */
export function boxBlock(box: string): Block | null {
  const rects = boxRects(box);
  if (!rects.length) return null;
  const minX = Math.min(...rects.map((r) => r.x - r.w / 2));
  const maxX = Math.max(...rects.map((r) => r.x + r.w / 2));
  const minZ = Math.min(...rects.map((r) => r.z - r.d / 2));
  const maxZ = Math.max(...rects.map((r) => r.z + r.d / 2));
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, y: SHEET_Y, w: maxX - minX, d: maxZ - minZ, h: 1.7 };
}

/** The block around a stack of counters (the one `key` stands in). */
function stackBlock(key: string, placement: Placement): Block | null {
  const box = placement.boxOf[key];
  if (!box) return null;
  const stacks = placement.stacks[box];
  const keys = stacks ? (stacks.german.includes(key) ? stacks.german : stacks.entente) : [key];
  const items = placement.items.filter((it) => keys.includes(it.key));
  if (!items.length) return null;
  const minX = Math.min(...items.map((i) => i.x)) - 0.58;
  const maxX = Math.max(...items.map((i) => i.x)) + 0.58;
  const minZ = Math.min(...items.map((i) => i.z)) - 0.58;
  const maxZ = Math.max(...items.map((i) => i.z)) + 0.58;
  const top = Math.max(...items.map((i) => i.y + (i.height ?? COUNTER.thickness) / 2));
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, y: TILE_TOP, w: maxX - minX, d: maxZ - minZ, h: top - TILE_TOP + 0.12 };
}

/** Stack identity of a unit's counter: box and side (the German stack or the Entente one). */
function stackId(key: string, placement: Placement): string | null {
  const box = placement.boxOf[key];
  if (!box) return null;
  return `${box}:${placement.stacks[box]?.german.includes(key) ? 'german' : 'entente'}`;
}

/** The counter key of a unit or Garde Civique id in the view (face-down Garde Civique have none). */
function counterKey(id: string, view: BlbView): string | null {
  if (UNIT[id]) return `unit:${id}`;
  if (view.gc[id]) return `gc:${id}`;
  return null;
}

/** The region covering some blocks (prompts stand beside it). */
export function regionOf(blocks: readonly (Block | null | undefined)[]): Region {
  const bs = blocks.filter((b): b is Block => !!b);
  if (!bs.length) return regionOf([rectBlock(TABLE.map)]);
  const minX = Math.min(...bs.map((b) => b.x - b.w / 2));
  const maxX = Math.max(...bs.map((b) => b.x + b.w / 2));
  const minZ = Math.min(...bs.map((b) => b.z - b.d / 2));
  const maxZ = Math.max(...bs.map((b) => b.z + b.d / 2));
  const x = (minX + maxX) / 2;
  const z = (minZ + maxZ) / 2;
  return {
    top: { x, y: TILE_TOP + 0.2, z: minZ },
    bottom: { x, y: TILE_TOP, z: maxZ },
    left: { x: minX, y: TILE_TOP, z },
    right: { x: maxX, y: TILE_TOP, z },
  };
}

const rectBlock = (r: Rect): Block => ({ x: r.x, z: r.z, y: SHEET_Y, w: r.w, d: r.d, h: 0.3 });

/** Where a target's label stands: over its north edge, low (so it stays near what it names). */
export function labelSpot(t: TableTarget): Spot {
  const b = t.block;
  if (t.labelAt === 'right') return { x: b.x + b.w / 2, y: b.y + b.h / 2, z: b.z };
  const low = t.role === 'loss' || t.role === 'retreater' ? b.y + b.h : b.y + 0.15;
  return { x: b.x, y: low, z: b.z - b.d / 2 };
}

// --- the mapping -----------------------------------------------------------------------------

const sameSet = (a: readonly string[] | undefined, b: readonly string[]): boolean => {
  const x = a ?? [];
  return x.length === b.length && x.every((v) => b.includes(v));
};

/** Groups events by a key, keeping first-seen order. */
function groupBy<T>(items: readonly T[], key: (t: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const SIDE_NAME: Record<string, string> = { german: 'German', entente: 'Entente' };
const sideName = (s: string) => SIDE_NAME[s] ?? s;

/**
 * Every clickable target and prompt for the legal events `legal` (the human players' ones), in
 * the view `view`, with the table's selection `selection`. Each choice's event is an element of
 * `legal` (the same object).
 */
export function tableTargets(legal: readonly LegalEventLike[], view: BlbView, selection: InteractionSelection = {}, placement: Placement = placeCounters(view)): Interactions {
  const targets: TableTarget[] = [];
  const prompts: TablePrompt[] = [];
  const of = (type: string) => legal.filter((e) => e.type === type).map(payload);
  const combatBox = view.combat?.box;

  // 4.1 The Chit Cup.
  for (const e of of('drawChit').slice(0, 1)) {
    const c = TABLE.chitCup;
    targets.push({
      id: 'draw:chit-cup',
      role: 'draw',
      place: 'chit-cup',
      label: `${sideName(e.side)}: draw a chit`,
      title: 'Chit Cup (4.1)',
      block: { x: c.x, z: c.z, y: SHEET_Y, w: CUP.radius * 2 + 0.3, d: CUP.radius * 2 + 0.3, h: CUP.height + 0.35, round: true },
      labelAt: 'right',
      choices: [{ label: 'Draw a chit', event: e }],
    });
  }

  // 7.0 Combats to choose (8.1: an Entente attack on besiegers may be declined).
  const combats = groupBy([...of('chooseCombat'), ...of('declineCombat')], (e) => e.box ?? null);
  for (const [box, events] of combats) {
    const block = boxBlock(box);
    if (!block) continue;
    const choose = events.find((e) => e.type === 'chooseCombat');
    const decline = events.find((e) => e.type === 'declineCombat');
    const choices: Choice[] = [];
    if (choose) choices.push({ label: `Resolve the combat in ${boxName(box)}`, event: choose, primary: true });
    if (decline) choices.push({ label: `Do not attack the besiegers of ${boxName(box)}`, event: decline, detail: '8.1: Entente units in a fort need not attack' });
    targets.push({
      id: `combat:${box}`,
      role: 'combat',
      place: box,
      label: decline ? 'Combat?' : 'Combat',
      title: `Combat in ${boxName(box)} (7.0)`,
      block,
      choices,
    });
  }

  // 7.4 Step-losses: one target per stack holding units that may take one.
  const losses = groupBy(of('takeLoss'), (e) => {
    const key = e.unit ? counterKey(e.unit, view) : null;
    return key ? stackId(key, placement) : null;
  });
  const toAllocate = (view.combat as { toAllocate?: Record<string, number> } | null | undefined)?.toAllocate;
  for (const [stack, events] of losses) {
    const key = counterKey(events[0]!.unit!, view)!;
    const block = stackBlock(key, placement);
    if (!block) continue;
    const owed = toAllocate?.[events[0]!.side];
    targets.push({
      id: `loss:${stack}`,
      role: 'loss',
      place: key,
      label: owed && owed > 1 ? `Step-losses: ${owed}` : 'Step-loss',
      title: `Which unit takes the step-loss? (7.4)`,
      block,
      choices: events.map((e) => ({ label: unitLabel(e.unit!, view), detail: lossDetail(e.unit!, view), event: e })),
    });
  }

  // 7.5 Displacement: which unit leaves the overstacked box.
  const displaced = groupBy(of('displace'), (e) => {
    const key = e.unit ? counterKey(e.unit, view) : null;
    return key ? stackId(key, placement) : null;
  });
  for (const [stack, events] of displaced) {
    const key = counterKey(events[0]!.unit!, view)!;
    const block = stackBlock(key, placement);
    if (!block) continue;
    targets.push({
      id: `displace:${stack}`,
      role: 'retreater',
      place: key,
      label: 'Displace one',
      title: `${boxName(placement.boxOf[key])} is overstacked: which unit is displaced? (7.5)`,
      block,
      choices: events.map((e) => ({ label: unitLabel(e.unit!, view), event: e })),
    });
  }

  // 7.5 Retreat: pick the unit (its stack), then a lit destination; 8.1 stay in a fort.
  const retreats = of('retreat');
  const stays = of('stay');
  const retreating = [...new Set([...retreats, ...stays].map((e) => e.unit!).filter(Boolean))];
  if (retreating.length) {
    const unit = selection.unit && retreating.includes(selection.unit) ? selection.unit : retreating[0]!;
    const byStack = groupBy(retreating, (u) => {
      const key = counterKey(u, view);
      return key ? stackId(key, placement) : null;
    });
    for (const [stack, units] of byStack) {
      const key = counterKey(units[0]!, view)!;
      const block = stackBlock(key, placement);
      if (!block) continue;
      targets.push({
        id: `retreater:${stack}`,
        role: 'retreater',
        place: key,
        label: units.length > 1 ? `${units.length} retreat` : 'Retreats',
        title: 'Which unit retreats next? (7.5)',
        block,
        selected: units.includes(unit),
        choices: units.map((u) => ({ label: unitLabel(u, view), select: { unit: u }, pressed: u === unit })),
      });
    }
    const mine = retreats.filter((e) => e.unit === unit);
    const byEnd = groupBy(mine, (e) => e.path?.[e.path.length - 1] ?? null);
    for (const [box, events] of byEnd) {
      const block = boxBlock(box);
      if (!block) continue;
      const cheapest = Math.min(...events.map((e) => e.path!.length));
      targets.push({
        id: `retreatTo:${box}`,
        role: 'retreatTo',
        place: box,
        label: cheapest > 1 ? 'Retreat · 1 loss' : 'Retreat',
        costly: cheapest > 1,
        title: `Retreat to ${boxName(box)}: which way? (7.5)`,
        block,
        choices: events
          .sort((a, b) => a.path!.length - b.path!.length)
          .map((e) => ({
            label: e.path!.length > 1 ? `Through ${e.path!.slice(0, -1).map(boxName).join(', ')} to ${boxName(box)}` : `Straight to ${boxName(box)}`,
            detail: e.path!.length > 1 ? 'one step-loss for passing an enemy-occupied box' : undefined,
            event: e,
          })),
      });
    }
    const stay = stays.find((e) => e.unit === unit);
    const from = view.units[unit]?.box ?? combatBox ?? undefined;
    const left = retreating.length - 1;
    const unitKey = counterKey(unit, view);
    const around = [unitKey ? stackBlock(unitKey, placement) : null, from ? boxBlock(from) : null, ...targets.filter((t) => t.role === 'retreatTo').map((t) => t.block)];
    const order = (view.retreat as { queue?: { unit: string; from: string; mode: string }[] } | null | undefined)?.queue?.find((o) => o.unit === unit);
    prompts.push({
      id: 'retreat',
      rule: '7.5',
      title: order?.mode === 'displaced' ? `Displaced from ${boxName(order.from)}: ${unitLabel(unit, view)}` : `Retreat: ${unitLabel(unit, view)}`,
      side: (mine[0] ?? stay)?.side ?? '',
      note: `${mine.length ? 'Click a green box to retreat there' : 'No retreat path'}${mine.some((e) => e.path!.length > 1) ? ' (orange: through the enemy, one step-loss)' : ''}${stay ? ', or stay to defend the fort (8.1)' : ''}.${left ? ` ${left} more to go: click their stack to pick another.` : ''}`,
      at: regionOf(around),
      toggles: [],
      choices: stay ? [{ label: 'Stay to defend the fort', event: stay, detail: '8.1' }] : [],
    });
  }

  // 7.5 Advance after a crushing victory.
  for (const e of of('advance')) {
    const block = e.to ? boxBlock(e.to) : null;
    if (!block) continue;
    targets.push({ id: `advance:${e.to}`, role: 'advance', place: e.to!, label: 'Advance', title: `Advance to ${boxName(e.to)}`, block, choices: [{ label: `Advance to ${boxName(e.to)}`, event: e }] });
  }
  const declineAdvance = of('declineAdvance')[0];
  if (declineAdvance) {
    prompts.push({
      id: 'advance',
      rule: '7.5',
      title: 'Advance after the crushing victory?',
      side: declineAdvance.side,
      note: of('advance').length ? 'Click a green box to advance the whole stack one box.' : undefined,
      at: regionOf([combatBox ? boxBlock(combatBox) : null, ...targets.filter((t) => t.role === 'advance').map((t) => t.block)]),
      toggles: [],
      choices: [{ label: 'Do not advance', event: declineAdvance }],
    });
  }

  // 7.3 Roll the dice.
  const roll = of('roll')[0];
  if (roll) {
    const c = view.combat;
    prompts.push({
      id: 'roll',
      rule: '7.3',
      title: `Combat in ${boxName(c?.box)}`,
      side: roll.side,
      note: c ? `${c.attackers.length} attacking against ${c.defenders.length}. One die per unit: a hit on its combat factor or more.` : undefined,
      at: regionOf([c?.box ? boxBlock(c.box) : null]),
      toggles: [],
      choices: [{ label: 'Roll the dice', event: roll, primary: true }],
    });
  }

  // 5.1 Event chits in the Pulled Chits box; passing in a prompt beside them.
  const plays = of('playEvent');
  for (const e of plays) {
    const i = e.chit ? view.chits.pulled.indexOf(e.chit) : -1;
    if (i < 0) continue;
    const spot = pulledChitSpot(i);
    targets.push({
      id: `event:${e.chit}`,
      role: 'event',
      place: `chit:${e.chit}`,
      label: 'Play',
      title: CHIT[e.chit!]?.label ?? e.chit!,
      block: { x: spot.x, z: spot.z, y: SHEET_Y, w: 1.15, d: 1.15, h: 0.45 },
      choices: [{ label: `Play ${CHIT[e.chit!]?.label ?? e.chit}`, event: e }],
    });
  }
  const pass = of('pass')[0];
  if (pass) {
    const before = combatBox ? `the combat in ${boxName(combatBox)}` : 'movement';
    prompts.push({
      id: 'events',
      rule: '5.1',
      title: `${sideName(pass.side)} event chit before ${before}?`,
      side: pass.side,
      note: plays.length ? 'Click a lit chit, or pass.' : undefined,
      at: regionOf([rectBlock(TABLE.pulledFrame)]),
      toggles: [],
      choices: [
        ...plays.map((e) => ({ label: `Play ${CHIT[e.chit!]?.label ?? e.chit}`, event: e as LegalEventLike, primary: true })),
        { label: 'Pass', event: pass },
      ],
    });
  }

  // 8.2 Fort activation: the forts toggle in and out; the prompt sends the mode.
  const activations = of('chooseActivation');
  if (activations.length) {
    const forts = [...new Set(activations.flatMap((e) => e.forts ?? []))];
    const chosen = (selection.forts ?? forts).filter((f) => forts.includes(f));
    for (const fort of forts) {
      const block = boxBlock(fort);
      if (!block) continue;
      const on = chosen.includes(fort);
      targets.push({
        id: `fort:${fort}`,
        role: 'fort',
        place: fort,
        label: on ? 'Fort activates' : 'Fort idle',
        title: `Fort of ${boxName(fort)}`,
        block,
        selected: on,
        choices: [{ label: on ? 'Leave the fort idle' : 'Activate the fort', select: { forts: on ? chosen.filter((f) => f !== fort) : [...chosen, fort] } }],
      });
    }
    const find = (mode: string, set: readonly string[]) => activations.find((e) => e.mode === mode && sameSet(e.forts, set));
    const army = find('army', []);
    const withForts = chosen.length ? find('armyAndForts', chosen) : undefined;
    const alone = chosen.length ? find('fortsAlone', chosen) : undefined;
    const fortNames = chosen.map(boxName).join(' and ');
    const choices: Choice[] = [];
    if (withForts) choices.push({ label: `Army and the fort${chosen.length > 1 ? 's' : ''} of ${fortNames}`, event: withForts, primary: true });
    if (alone) choices.push({ label: `The fort${chosen.length > 1 ? 's' : ''} of ${fortNames} alone`, event: alone, detail: 'the army stays put' });
    if (army) choices.push({ label: 'The army alone, as usual', event: army, primary: !withForts });
    const armies = (view.activation?.armies ?? []).map(armyLabel).join(', ');
    prompts.push({
      id: 'activation',
      rule: '8.2',
      title: `${armies || 'The chit'}: activate a besieged fort?`,
      side: activations[0]!.side,
      note: forts.length > 1 ? 'Click a fort to add it or leave it out.' : 'Each fort activates once per turn.',
      at: regionOf(forts.map(boxBlock)),
      toggles: forts.length > 1 ? forts.map((f) => ({ label: boxName(f), pressed: chosen.includes(f), select: { forts: chosen.includes(f) ? chosen.filter((x) => x !== f) : [...chosen, f] } })) : [],
      choices,
    });
  }

  // 6.2 A Garde Civique arises in front of German cavalry.
  const gcChoices = of('gcChoice');
  if (gcChoices.length) {
    const pending = view.pendingGc as { box: string; back?: string; cavalry?: string[] } | null | undefined;
    const fight = gcChoices.find((e) => e.choice === 'fight');
    const back = gcChoices.find((e) => e.choice === 'fallBack');
    const choices: Choice[] = [];
    if (fight) choices.push({ label: 'Stay and fight', event: fight, detail: 'combat follows in the Combat step', primary: true });
    if (back) choices.push({ label: `Fall back to ${boxName(pending?.back)}`, event: back, detail: 'movement ends there' });
    prompts.push({
      id: 'garde-civique',
      rule: '6.2',
      title: `A Garde Civique arises in ${boxName(pending?.box)}`,
      side: gcChoices[0]!.side,
      note: back ? undefined : `No room to fall back to ${boxName(pending?.back)} (6.1): the cavalry must fight.`,
      at: regionOf([pending?.box ? boxBlock(pending.box) : null]),
      toggles: [],
      choices,
    });
  }

  // 4.2 The Additional German Activation: announce (with the atrocity risk), roll, activate.
  const announces = of('announce');
  const atrocities = view.atrocities ?? 0;
  const atAtrocities = regionOf([rectBlock(TABLE.atrocities.frame)]);
  if (announces.length) {
    const candidates = [...new Set(announces.flatMap((e) => e.armies ?? []))];
    const chosen = (selection.armies ?? []).filter((a) => candidates.includes(a));
    const ordered = candidates.filter((a) => chosen.includes(a));
    const none = announces.find((e) => (e.armies ?? []).length === 0);
    const these = ordered.length ? announces.find((e) => sameSet(e.armies, ordered)) : undefined;
    const risk = fifthAtrocityChance(ordered.length, atrocities);
    const choices: Choice[] = [];
    if (these) {
      choices.push({
        label: `Announce ${ordered.length} ${ordered.length > 1 ? 'armies' : 'army'}: roll ${ordered.length} ${ordered.length > 1 ? 'dice' : 'die'}`,
        detail: `chance of the fifth atrocity (game lost): ${percent(risk)}`,
        event: these,
        primary: true,
      });
    }
    if (none) choices.push({ label: 'No additional activation', event: none, detail: 'no atrocity roll' });
    prompts.push({
      id: 'announce',
      rule: '4.2',
      title: 'Additional German Activation',
      side: announces[0]!.side,
      note: `Each announced army rolls a die: 4 or more is an atrocity (1 in 2). Atrocities: ${atrocities} of 5; the fifth ends the game.`,
      at: atAtrocities,
      toggles: candidates.map((a) => ({
        label: armyLabel(a),
        pressed: chosen.includes(a),
        select: { armies: chosen.includes(a) ? chosen.filter((x) => x !== a) : [...chosen, a] },
      })),
      choices,
    });
  }
  const rollAtrocities = of('rollAtrocities')[0];
  if (rollAtrocities) {
    const announced = (view as { additional?: { announced?: string[] } | null }).additional?.announced ?? [];
    const n = announced.length;
    prompts.push({
      id: 'atrocities',
      rule: '4.2',
      title: 'Atrocities Check',
      side: rollAtrocities.side,
      note: `${announced.map(armyLabel).join(', ')}: ${n} ${n === 1 ? 'die' : 'dice'}, 4 or more is an atrocity. Chance of the fifth: ${percent(fifthAtrocityChance(n, atrocities))}.`,
      at: atAtrocities,
      toggles: [],
      choices: [{ label: `Roll for atrocities (${n} ${n === 1 ? 'die' : 'dice'})`, event: rollAtrocities, primary: true }],
    });
  }
  const activates = of('activateArmy');
  if (activates.length) {
    prompts.push({
      id: 'activate-army',
      rule: '4.2',
      title: 'Which announced army activates next?',
      side: activates[0]!.side,
      at: atAtrocities,
      toggles: [],
      choices: activates.map((e, i) => ({ label: `Activate the ${armyLabel(e.army!)}`, event: e, primary: i === 0 })),
    });
  }

  // 3.2 Set-up variants: the boxes that may take a Garde Civique or a Belgian unit.
  for (const e of of('placeGc')) {
    const block = e.box ? boxBlock(e.box) : null;
    if (!block) continue;
    targets.push({ id: `place:${e.box}`, role: 'place', place: e.box!, label: 'Place', title: boxName(e.box), block, choices: [{ label: `Place a face-down Garde Civique in ${boxName(e.box)}`, event: e }] });
  }
  const units = groupBy(of('placeUnit'), (e) => e.box ?? null);
  for (const [box, events] of units) {
    const block = boxBlock(box);
    if (!block) continue;
    targets.push({
      id: `place:${box}`,
      role: 'place',
      place: box,
      label: 'Place',
      title: `Which Belgian unit goes to ${boxName(box)}? (3.2)`,
      block,
      choices: events.map((e) => ({ label: unitLabel(e.unit!, view), event: e })),
    });
  }

  const places = [...of('placeGc'), ...of('placeUnit')];
  if (places.length) {
    const gc = places[0]!.type === 'placeGc';
    const left = (view as { setUp?: { gcToPlace?: number | unknown[]; unitsToPlace?: unknown[] } }).setUp;
    const count = gc ? left?.gcToPlace : left?.unitsToPlace;
    const n = typeof count === 'number' ? count : Array.isArray(count) ? count.length : null;
    prompts.push({
      id: 'set-up',
      rule: '3.2',
      title: gc ? 'Place the face-down Garde Civique' : 'Place the Belgian units',
      side: places[0]!.side,
      note: `Click a green box${gc ? ' (one per box of the chart)' : ', then the unit (two per box)'}.${n !== null ? ` ${n} left.` : ''}`,
      // Beside what holds no target: the Turn Track (Belgians go north of Namur), or the battle
      // board east of the map (Garde Civique go to Belgium and Luxembourg, not Germany).
      at: regionOf([rectBlock(gc ? TABLE.battleBoard : TABLE.turnTrack.frame)]),
      toggles: [],
      choices: [],
    });
  }

  return { targets, prompts };
}

/** Every legal event some target or prompt of `interactions` can send (for checks and tests). */
export function reachableEvents(interactions: Interactions): LegalEventLike[] {
  const out: LegalEventLike[] = [];
  for (const t of interactions.targets) for (const c of t.choices) if (c.event) out.push(c.event);
  for (const p of interactions.prompts) for (const c of [...p.toggles, ...p.choices]) if (c.event) out.push(c.event);
  return out;
}

/** The event types the table offers itself (moves are the table's move selection; the rest stay in the action list). */
export const TABLE_EVENT_TYPES = [
  'drawChit', 'chooseCombat', 'declineCombat', 'takeLoss', 'retreat', 'stay', 'displace', 'advance', 'declineAdvance',
  'roll', 'playEvent', 'pass', 'chooseActivation', 'gcChoice', 'announce', 'rollAtrocities', 'activateArmy', 'placeGc', 'placeUnit',
] as const;
