// Pawn Race's dev page: the flat board at the start of a race (seed 1), on its own.
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { raceModule } from './index';
import { RaceBoard2D } from './RaceBoard2D';
import { RACE_DEFAULT_OPTIONS } from './state';

export function mountRaceBoard(container: HTMLElement): void {
  const snapshot = createActor(raceModule.machine, { input: { seed: 1, options: RACE_DEFAULT_OPTIONS } }).start().getSnapshot();
  const view = raceModule.view(snapshot, 'north');
  createRoot(container).render(<RaceBoard2D module={raceModule} snapshot={snapshot} view={view} viewer="north" legal={raceModule.legalEvents(snapshot)} />);
}
