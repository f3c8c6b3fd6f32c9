// Replay fixtures, the same check for every game: recorded games whose exact final state is
// asserted (tools/record-fixtures.ts writes them). A rules change that alters any outcome fails
// here until the fixtures are deliberately re-recorded and the rules version bumped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module';
import { replay } from '../../src/core/replay';
import type { GameRecord } from '../../src/core/record';

interface Fixture {
  record: GameRecord;
  final: { value: unknown; context: unknown; result: unknown };
}

/** Declares the replay-fixture tests for `module`, from the `.json` files in `dir`. */
export function describeReplayFixtures(module: AnyGameModule, dir: string, minimum = 3): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const read = (file: string): Fixture => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture;

  describe(`${module.title} replay fixtures`, () => {
    it('has recorded games to replay', () => {
      expect(files.length).toBeGreaterThanOrEqual(minimum);
    });
    for (const file of files) {
      it(`${file}: replaying the record rebuilds the exact final state`, () => {
        const fixture = read(file);
        const { snapshot, actor, accepted } = replay(module, fixture.record);
        actor.stop();
        expect(accepted).toBe(fixture.record.events.length);
        expect(snapshot.value).toEqual(fixture.final.value);
        expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(fixture.final.context);
        expect(module.result(snapshot)).toEqual(fixture.final.result);
      });
    }
    it('replaying the same record twice gives identical states (determinism)', () => {
      const fixture = read(files[0]!);
      const a = replay(module, fixture.record);
      const b = replay(module, fixture.record);
      a.actor.stop();
      b.actor.stop();
      expect(JSON.stringify(a.snapshot.context)).toBe(JSON.stringify(b.snapshot.context));
    });
  });
}
