// Replay fixtures: recorded games whose exact final state is asserted (tools/record-fixtures.ts
// writes them). A rules change that alters any outcome fails here until the fixtures are
// deliberately re-recorded and the rules version bumped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { belleModule } from '../../machines/belle-epoque/index';
import { replay } from '../../src/core/replay';
import type { GameRecord } from '../../src/core/record';

const dir = join(__dirname, 'fixtures');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('Belle Epoque replay fixtures', () => {
  it('has recorded games to replay', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });
  for (const file of files) {
    it(`${file}: replaying the record rebuilds the exact final state`, () => {
      const fixture = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { record: GameRecord; final: { value: unknown; context: unknown; result: unknown } };
      const { snapshot, actor, accepted } = replay(belleModule, fixture.record);
      actor.stop();
      expect(accepted).toBe(fixture.record.events.length);
      expect(snapshot.value).toEqual(fixture.final.value);
      expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(fixture.final.context);
      expect(belleModule.result(snapshot)).toEqual(fixture.final.result);
    });
  }
  it('replaying the same record twice gives identical states (determinism)', () => {
    const fixture = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8')) as { record: GameRecord };
    const a = replay(belleModule, fixture.record);
    const b = replay(belleModule, fixture.record);
    a.actor.stop();
    b.actor.stop();
    expect(JSON.stringify(a.snapshot.context)).toBe(JSON.stringify(b.snapshot.context));
  });
});
