// La Petite Guerre's recorded games replay to their exact final state (tests/support/replayFixtures.ts).
// Re-record after an intended rules change: npx tsx tools/record-fixtures.ts lpg
import { join } from 'node:path';
import { lpgModule } from '../../machines/lpg/index';
import { describeReplayFixtures } from '../support/replayFixtures';

describeReplayFixtures(lpgModule, join(__dirname, 'fixtures'), 2);
