// Every beat Pawn Race's machine emits (src/games/<id>/beats.ts in a real game).
import { beatTypeList, type GameOverBeat } from '../../../src/core/module';
import type { RaceSide } from './state';

export type RaceBeat = { type: 'pawn.moved'; side: RaceSide; from: number; to: number; roll: number } | GameOverBeat;

export const RACE_BEAT_TYPES = beatTypeList<RaceBeat>({ 'pawn.moved': true, 'game.over': true });
