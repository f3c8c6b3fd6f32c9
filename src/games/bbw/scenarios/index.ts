// The conflicts of Brief Border Wars, by option id (state.ts SCENARIO_IDS).
import type { Scenario } from '../scenario';
import type { ScenarioId } from '../state';
import { FOOTBALL_WAR } from './footballWar';

export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  'football-war': FOOTBALL_WAR,
};
