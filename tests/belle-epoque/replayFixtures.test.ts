// Belle Epoque's recorded games replay to their exact final state (tests/support/replayFixtures.ts).
import { join } from 'node:path';
import { belleModule } from '../../machines/belle-epoque/index';
import { describeReplayFixtures } from '../support/replayFixtures';

describeReplayFixtures(belleModule, join(__dirname, 'fixtures'));
