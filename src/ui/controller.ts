// What the game screen's panels read of the game on screen and may ask of it: a small typed
// interface below the app, so the inspector, the teaching card and the showcase screen never
// import the shell. The app's GameController (src/app/gameController.ts) implements it, and its
// GameView extends these views. Types and the few constants the panels need; no React here.
import type { StateMeta } from '../core/introspect';
import type { AnyGameModule, GameEvent, Outcome } from '../core/module';
import type { GameRecord, RecordBranch } from '../core/record';
import type { ModuleSnapshot } from '../core/replay';
import type { AnimationQueue } from '../scene/animation/queue';
import type { MessageItem } from './Messages';

// --- the record and the inspector ------------------------------------------------------------

/**
 * One entry of the game log: an event's label (the choice, made in the state before it), its side,
 * the game turn and phase it was chosen in, and what happened (the game's words for the beats the
 * event made the machine emit, one sentence a line; empty when nothing visible happened).
 */
export interface LogEntry {
  label: string;
  side: string;
  turn: number;
  /** The title of the phase of the sequence of play it was chosen in ('' when none is known). */
  phase: string;
  outcome: readonly string[];
}

/** Inspector: an event send() refused, and the session's reason (with the rule that refused it). */
export interface Refusal {
  event: GameEvent;
  reason: string;
  /** Events applied when it was refused (the state it was refused in). */
  position: number;
}

export interface ReplayState {
  /** Events shown so far (0 = the starting position). */
  at: number;
  total: number;
}

/** What the inspector reads of the game on screen. */
export interface InspectorView {
  /** What the table shows: the live state, or the replay's current point. */
  snapshot: ModuleSnapshot<AnyGameModule>;
  config: { seed: number; options: unknown };
  /** Events applied to the snapshot shown. */
  position: number;
  /** Events in the record. */
  length: number;
  /** One entry per event of the record. */
  log: readonly LogEntry[];
  /** What happened as the game started, before the first event (the log's opening lines). */
  logStart: readonly string[];
  timeTravelling: boolean;
  replay: ReplayState | null;
  /** The last event send() refused (null until one is, and after a jump or branch). */
  lastRefusal: Refusal | null;
  /** Set when the record was resumed from an earlier point (a debugging branch). */
  branch: RecordBranch | null;
}

/** What the inspector may ask of the game on screen. */
export interface InspectorControls {
  readonly module: AnyGameModule;
  /** The live record (the state view diffs against it). */
  readonly currentSession: { readonly record: GameRecord };
  subscribe(listener: () => void): () => void;
  getView(): InspectorView;
  /** Shows the game after `position` events; returns an error message, or null. */
  timeTravel(position: number): string | null;
  returnToPresent(): void;
  /** Plays on from the point shown as a debugging branch; false when not viewing an earlier point. */
  resumeBranch(): boolean;
  startReplay(): void;
  stopReplay(): void;
  /** The save file for the current record: a file name and its text. */
  saveFile(): { name: string; text: string };
  pushMessage(kind: 'error' | 'info', text: string): void;
}

// --- teach mode ------------------------------------------------------------------------------

/** Auto-advance: off, or seconds before a held step goes on by itself (at normal speed). */
export const TEACH_AUTO = ['off', 3, 6, 10] as const;
export type TeachAuto = (typeof TEACH_AUTO)[number];

export interface TeachStep {
  /** Dot-joined path of the active leaf state (no machine id). */
  path: string;
  rule: string;
  title: string;
  summary: string;
  /** module.describe(snapshot): what happens now, in one sentence with its rule number. */
  narration: string;
  /** Why it happens: the meta of the phase the step belongs to (its parent state), if any. */
  phase: StateMeta | null;
  /** 1 for the first step seen in this game, 2 for the next, ... */
  number: number;
  turn: number;
}

export interface WhyNot {
  /** The event type asked about (or refused). */
  type: string;
  /** The explanation, with its rule number (module.explainIllegal or the session's refusal). */
  text: string;
  /** The rule of the step it was asked in (the explanation's own rule is in `text`). */
  stepRule: string;
  /** true when the learner's own decision was refused; false for a "Why not?" question. */
  refused: boolean;
}

export interface GuideProgressStep {
  state: string;
  text: string;
  title: string;
  rule: string;
  /** The game stopped at this phase during the tour. */
  seen: boolean;
  /** The game went through it without stopping (nothing to decide there). */
  passed: boolean;
}

export interface GuideProgress {
  title: string;
  steps: GuideProgressStep[];
  /** Steps seen or passed. */
  done: number;
  complete: boolean;
  /** Index of the guide step the current teaching step belongs to, or -1. */
  current: number;
}

/** Teach mode: the step being taught, whether play holds for "Next", the tour (src/app/teachGate.ts). */
export interface TeachState {
  holding: boolean;
  step: TeachStep | null;
  stepsSeen: number;
  auto: TeachAuto;
  whyNot: WhyNot | null;
  guide: GuideProgress | null;
}

// --- the showcase ----------------------------------------------------------------------------

/** What the showcase reads of the game on screen (the app's GameView has all of it). */
export interface ShowcaseView {
  snapshot: ModuleSnapshot<AnyGameModule>;
  /**
   * What the narration, the phase ribbon and the turn shown describe: the latest state whose shots
   * have all played, so the words never run ahead of the table (the live state when nothing plays).
   */
  narrated: ModuleSnapshot<AnyGameModule>;
  /** Events applied to `narrated` (the live game may be ahead while shots play). */
  narratedPosition: number;
  /** Events applied to `snapshot`. */
  position: number;
  config: { seed: number; speed: string; players: readonly string[] };
  result: Outcome | null;
  gamesCompleted: number;
  paused: boolean;
  messages: readonly MessageItem[];
}

/** What the showcase may ask of the game on screen (the app's GameController). */
export interface ShowcaseControl {
  readonly module: AnyGameModule;
  readonly animation: AnimationQueue;
  subscribe(listener: () => void): () => void;
  getView(): ShowcaseView;
  togglePause(): void;
  nextGame(): void;
  setSpeed(speed: string): void;
}
