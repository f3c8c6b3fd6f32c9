// Teaching mode's pause before each step of the sequence of play (framework-free). The
// controller shows it every settled snapshot; whenever the game enters a new step (a new active
// leaf, or the same leaf on a new Game Turn) the gate "holds": bots do not act and the human's
// decisions wait behind "Next", so the learner reads what happens now and why before it happens.
// next() (or the auto-advance delay, if one is chosen) releases the hold. It also keeps the
// guided first-turn tour (module.guide) and the last "why not?" explanation. It decides no rule:
// everything it says comes from the machine's meta and the module's describe/explainIllegal.
import type { AnyGameModule, GameEvent } from '../core/module';
import { acceptedEventTypes, activeMeta, activePaths, leafPath, type StateMeta } from '../core/introspect';
import { safeTurn, tryRead } from '../core/moduleReads';
import type { ModuleSnapshot } from '../core/replay';
// The teaching state's types (TeachState, WhyNot, ...) live below the app, where the card reads them.
import { TEACH_AUTO, type GuideProgress, type TeachAuto, type TeachState, type TeachStep, type WhyNot } from '../ui/controller';
import type { Scheduler } from './botDriver';
import type { Speed } from './url';
import { plainEventName } from '../ui/teach/plainWords';

/** The auto-advance delay is scaled by the speed; at instant an auto-advancing step does not hold at all. */
export const TEACH_AUTO_SCALE: Record<Speed, number> = { slow: 1.5, normal: 1, fast: 0.5, instant: 0 };

export interface TeachGateOptions {
  module: AnyGameModule;
  scheduler: Scheduler;
  speed: Speed;
  auto?: TeachAuto;
  /** The hold ended by itself (auto-advance): the owner re-reads the state and lets bots go on. */
  onRelease?: () => void;
}

type NodeLike = { key: string; path: string[]; meta?: unknown; states?: Record<string, NodeLike>; config?: { on?: Record<string, unknown> } };

function metaOf(node: NodeLike | undefined): StateMeta | null {
  const m = node?.meta as Partial<StateMeta> | undefined;
  return m && typeof m.title === 'string' ? { rule: String(m.rule ?? ''), title: m.title, summary: String(m.summary ?? '') } : null;
}

const nodeCache = new WeakMap<object, Map<string, NodeLike>>();

/** Every state node of a machine by dot-joined path (without the machine id). */
export function stateNodes(module: AnyGameModule): Map<string, NodeLike> {
  const cached = nodeCache.get(module.machine);
  if (cached) return cached;
  const out = new Map<string, NodeLike>();
  nodeCache.set(module.machine, out);
  const walk = (node: NodeLike) => {
    for (const child of Object.values(node.states ?? {})) {
      out.set(child.path.join('.'), child);
      walk(child);
    }
  };
  walk((module.machine as unknown as { root: NodeLike }).root);
  return out;
}

/** The meta of a state by path, or null when the machine has no such state (or it has no meta). */
export function stateMeta(module: AnyGameModule, path: string): StateMeta | null {
  return metaOf(stateNodes(module).get(path));
}

/** Every event type the machine takes anywhere (from its transitions), in definition order. */
export function machineEventTypes(module: AnyGameModule): string[] {
  const types = new Set<string>();
  const root = (module.machine as unknown as { root: NodeLike }).root;
  for (const node of [root, ...stateNodes(module).values()]) {
    for (const type of Object.keys(node.config?.on ?? {})) {
      // xstate's own events (done, error, after) are not decisions a player makes.
      if (!type.startsWith('xstate.') && type !== '*') types.add(type);
    }
  }
  return [...types];
}

/** The steps (title and rule) whose transitions take `type`: where that decision is made. */
export function stepsTaking(module: AnyGameModule, type: string): StateMeta[] {
  const out: StateMeta[] = [];
  const seen = new Set<string>();
  for (const node of stateNodes(module).values()) {
    const meta = metaOf(node);
    if (!meta || !Object.prototype.hasOwnProperty.call(node.config?.on ?? {}, type)) continue;
    const key = `${meta.rule} ${meta.title}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(meta);
    }
  }
  return out;
}

/**
 * Why `type` cannot be sent by `side` now, in plain words with the rule number (never throws): the
 * decision's plain name and the steps' titles (their meta), never an event type or a state id. A
 * decision of another step first says where it is made (read from the machine) and what happens
 * now (module.describe); otherwise the module's plain reason (explainPlain, else explainIllegal).
 */
export function explainWhyNot(module: AnyGameModule, snapshot: ModuleSnapshot<AnyGameModule>, type: string, side: string): string {
  const event = { type, side } as GameEvent;
  const text = tryRead(() => (module.explainPlain ? module.explainPlain(snapshot, event) : module.explainIllegal(snapshot, event)), null as string | null);
  const here = tryRead(() => acceptedEventTypes(snapshot), [] as string[]);
  if (text && !here.includes(type)) {
    const where = stepsTaking(module, type).map((m) => `${m.title} (${m.rule})`);
    const now = activeMeta(snapshot).pop();
    const narration = tryRead(() => module.describe(snapshot), '');
    if (where.length > 0 && now) {
      return `That is decided in ${where.join(' or ')}; the game is now at ${now.title} (${now.rule}).${narration ? ` ${narration}` : ''}`;
    }
  }
  if (text) return text;
  // A payload-free question about a decision that is open now: it needs a choice (which unit, which box).
  const leaf = activeMeta(snapshot).pop();
  return `${leaf?.rule ?? ''}: "${plainEventName(module, type)}" is open now, but needs a choice: pick it on the table or in the action list.`.replace(/^: /, '');
}

export class TeachGate {
  private readonly module: AnyGameModule;
  private readonly scheduler: Scheduler;
  private readonly onRelease: (() => void) | undefined;
  private speed: Speed;
  private auto: TeachAuto;
  private lastKey: string | null = null;
  private holding = false;
  private step: TeachStep | null = null;
  private stepsSeen = 0;
  private whyNot: WhyNot | null = null;
  private timer: unknown = null;
  /** The tour's progress per guide step: 'seen', 'passed' or absent. */
  private tour = new Map<number, 'seen' | 'passed'>();
  /** The Game Turn the tour covers (the first turn reached in teach mode). */
  private tourTurn: number | null = null;
  private tourCurrent = -1;
  private state!: TeachState;

  constructor(options: TeachGateOptions) {
    this.module = options.module;
    this.scheduler = options.scheduler;
    this.speed = options.speed;
    this.auto = options.auto ?? 'off';
    this.onRelease = options.onRelease;
    this.rebuild();
  }

  get isHolding(): boolean {
    return this.holding;
  }

  /** Stable between changes (safe for useSyncExternalStore views). */
  get current(): TeachState {
    return this.state;
  }

  /**
   * Looks at a settled snapshot of the live game. Returns true when it started a new hold.
   * Finished games never hold.
   */
  observe(snapshot: ModuleSnapshot<AnyGameModule>): boolean {
    const path = leafPath(snapshot);
    const turn = safeTurn(this.module, snapshot);
    const finished = snapshot.status !== 'active' || tryRead(() => this.module.result(snapshot), null) !== null;
    this.trackTour(snapshot, turn);
    const key = `${path}@${turn}`;
    if (key === this.lastKey) return false;
    this.lastKey = key;
    this.whyNot = null;
    const metas = activeMeta(snapshot);
    const leaf = metas[metas.length - 1];
    this.stepsSeen++;
    this.step = {
      path,
      rule: leaf?.rule ?? '',
      title: leaf?.title ?? path,
      summary: leaf?.summary ?? '',
      narration: tryRead(() => this.module.describe(snapshot), ''),
      phase: metas.length > 1 ? metas[metas.length - 2]! : null,
      number: this.stepsSeen,
      turn,
    };
    this.cancelTimer();
    const delay = this.autoDelayMs();
    // At instant an auto-advancing step goes straight on; without auto, teaching is the pause.
    this.holding = !finished && delay !== 0;
    if (this.holding && delay !== null) this.timer = this.scheduler.setTimeout(() => this.autoRelease(), delay);
    this.rebuild();
    return this.holding;
  }

  /** Forgets the current step without holding (undo, time travel, a new game): the next observe() starts afresh. */
  reset(snapshot: ModuleSnapshot<AnyGameModule> | null, opts: { forgetTour?: boolean } = {}): void {
    this.cancelTimer();
    this.holding = false;
    this.whyNot = null;
    if (opts.forgetTour) {
      this.tour.clear();
      this.tourTurn = null;
      this.tourCurrent = -1;
      this.stepsSeen = 0;
      this.step = null;
      this.lastKey = null;
    } else if (snapshot) {
      this.lastKey = `${leafPath(snapshot)}@${safeTurn(this.module, snapshot)}`;
    }
    this.rebuild();
  }

  /** "Next": ends the hold. Returns false when nothing was held. */
  next(): boolean {
    if (!this.holding) return false;
    this.cancelTimer();
    this.holding = false;
    this.rebuild();
    return true;
  }

  setAuto(auto: TeachAuto): void {
    if (!(TEACH_AUTO as readonly unknown[]).includes(auto) || auto === this.auto) return;
    this.auto = auto;
    this.retime();
  }

  setSpeed(speed: Speed): void {
    if (speed === this.speed) return;
    this.speed = speed;
    this.retime();
  }

  /** Shows why a decision is not open now (a "Why not?" question or a refused event). */
  explain(whyNot: Omit<WhyNot, 'stepRule'>): void {
    this.whyNot = { ...whyNot, stepRule: this.step?.rule ?? '' };
    this.rebuild();
  }

  /** Teach mode's "Why not?": why `type` cannot be sent by `side` in `snapshot`, shown as the answer. */
  ask(snapshot: ModuleSnapshot<AnyGameModule>, type: string, side: string): string {
    const text = explainWhyNot(this.module, snapshot, type, side);
    this.explain({ type, text, refused: false });
    return text;
  }

  clearWhyNot(): void {
    if (!this.whyNot) return;
    this.whyNot = null;
    this.rebuild();
  }

  dispose(): void {
    this.cancelTimer();
  }

  // --- internals --------------------------------------------------------------------------

  /** null: no auto-advance; 0: do not hold; else milliseconds. */
  private autoDelayMs(): number | null {
    if (this.auto === 'off') return null;
    return Math.round(this.auto * 1000 * TEACH_AUTO_SCALE[this.speed]);
  }

  /** A changed auto or speed applies to the step being held now. */
  private retime(): void {
    if (this.holding) {
      this.cancelTimer();
      const delay = this.autoDelayMs();
      if (delay === 0) {
        this.autoRelease();
        return;
      }
      if (delay !== null) this.timer = this.scheduler.setTimeout(() => this.autoRelease(), delay);
    }
    this.rebuild();
  }

  private autoRelease(): void {
    this.timer = null;
    if (!this.holding) return;
    this.holding = false;
    this.rebuild();
    this.onRelease?.();
  }

  private cancelTimer(): void {
    if (this.timer !== null) {
      this.scheduler.clearTimeout(this.timer);
      this.timer = null;
    }
  }

  /**
   * The guided tour: a guide step is "seen" when the game stops in it; steps before it that the
   * game went through without stopping (transient phases like Clean Up) count as "passed". When
   * the Game Turn after the tour's turn begins, every step left was passed through.
   */
  private trackTour(snapshot: ModuleSnapshot<AnyGameModule>, turn: number): void {
    const guide = this.module.guide;
    if (!guide || guide.steps.length === 0) return;
    if (this.tourTurn === null && turn > 0) this.tourTurn = turn;
    const steps = guide.steps;
    if (this.tourTurn !== null && turn > this.tourTurn) {
      for (let i = 0; i < steps.length; i++) if (!this.tour.has(i)) this.tour.set(i, 'passed');
      this.tourCurrent = -1;
      return;
    }
    const active = new Set(activePaths(snapshot));
    // The innermost guide step that is active now (guide steps may nest: a phase and its step).
    let current = -1;
    for (let i = 0; i < steps.length; i++) if (active.has(steps[i]!.state)) current = i;
    if (current < 0) {
      this.tourCurrent = -1;
      return;
    }
    // A step after this one was already reached (a later activation goes back through earlier phases): keep the mark.
    if (!this.tour.has(current) || this.tour.get(current) === 'passed') this.tour.set(current, 'seen');
    for (let i = 0; i < current; i++) {
      // Outer steps that are active too are "seen"; earlier ones the game skipped through were passed.
      if (active.has(steps[i]!.state)) this.tour.set(i, 'seen');
      else if (!this.tour.has(i)) this.tour.set(i, 'passed');
    }
    this.tourCurrent = current;
  }

  private guideProgress(): GuideProgress | null {
    const guide = this.module.guide;
    if (!guide || guide.steps.length === 0) return null;
    const steps = guide.steps.map((s, i) => {
      const meta = stateMeta(this.module, s.state);
      const mark = this.tour.get(i);
      return { state: s.state, text: s.text, title: meta?.title ?? s.state, rule: meta?.rule ?? '', seen: mark === 'seen', passed: mark === 'passed' };
    });
    const done = steps.filter((s) => s.seen || s.passed).length;
    return { title: guide.title, steps, done, complete: done === steps.length, current: this.tourCurrent };
  }

  private rebuild(): void {
    this.state = {
      holding: this.holding,
      step: this.step,
      stepsSeen: this.stepsSeen,
      auto: this.auto,
      whyNot: this.whyNot,
      guide: this.guideProgress(),
    };
  }
}
