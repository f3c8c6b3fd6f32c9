// Brave Little Belgium's recorded games replay to their exact final state (tests/support/replayFixtures.ts).
import { join } from 'node:path';
import { blbModule } from '../../machines/blb/index';
import { describeReplayFixtures } from '../support/replayFixtures';

describeReplayFixtures(blbModule, join(__dirname, 'fixtures'));
