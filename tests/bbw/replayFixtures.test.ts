// Brief Border Wars's recorded games replay to their exact final state (tests/support/replayFixtures.ts).
// Re-record after an intended rules change: npx tsx tools/record-fixtures.ts bbw
import { join } from 'node:path';
import { bbwModule } from '../../machines/bbw/index';
import { describeReplayFixtures } from '../support/replayFixtures';

describeReplayFixtures(bbwModule, join(__dirname, 'fixtures'));
