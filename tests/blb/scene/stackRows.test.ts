// The stack viewer's rows for Brave Little Belgium (src/scene/blb/stackRows.ts): the stack under
// the pointer bottom to top, every stack of a hovered box, the fort marker, and nothing for the
// cup's face-down chits (the viewer shows only the faces the table draws).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { blbMachine, blbModule } from '../../../machines/blb/index';
import { placeCounters } from '../../../src/scene/blb/counterPlacement';
import { keysRow, stackRowsAt } from '../../../src/scene/blb/stackRows';
import { asBlbView } from '../../../src/scene/blb/viewTypes';

function opening() {
  const actor = createActor(blbMachine, { input: { seed: 7, options: blbModule.options.defaults } }).start();
  const view = asBlbView(blbModule.view(actor.getSnapshot(), 'entente'));
  actor.stop();
  return { view, placement: placeCounters(view) };
}

describe('stack viewer rows', () => {
  const { view, placement } = opening();
  const [box, stack] = Object.entries(placement.stacks).find(([, s]) => s.german.length >= 3)!;
  const faceOf = new Map(placement.items.map((i) => [i.key, i.face]));

  it('a counter shows its whole stack, bottom to top, with the faces the table draws', () => {
    const rows = stackRowsAt({ kind: 'counter', key: stack.german[1]! }, placement, view);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.faces.map((f) => f.key)).toEqual(stack.german);
    expect(rows[0]!.faces.map((f) => f.face)).toEqual(stack.german.map((k) => faceOf.get(k)));
    expect(rows[0]!.heading).toMatch(new RegExp(`^German in .+ \\(${stack.german.length}, bottom to top\\)$`));
    expect(rows[0]!.faces.every((f) => f.label.length > 0)).toBe(true);
    // Its count badge stands for the same stack.
    const badge = placement.items.find((i) => i.key.startsWith(`badge:${box}:german`));
    if (badge) expect(stackRowsAt({ kind: 'counter', key: badge.key }, placement, view)[0]!.faces.map((f) => f.key)).toEqual(stack.german);
  });

  it('a box shows every stack in it, German first, and its fort marker', () => {
    const fortBox = Object.keys(placement.stacks).find((b) => faceOf.has(`fort:${b}`) && placement.stacks[b]!.entente.length > 0)!;
    const rows = stackRowsAt({ kind: 'box', box: fortBox }, placement, view);
    expect(rows.map((r) => r.heading?.split(' ')[0])).toEqual([...(placement.stacks[fortBox]!.german.length ? ['German'] : []), 'Entente', 'Fort']);
  });

  it("face-down Garde Civique show the '?' face; the cup's chits show nothing", () => {
    const gc = placement.items.find((i) => i.key.startsWith('gc:'))!;
    const rows = stackRowsAt({ kind: 'counter', key: gc.key }, placement, view);
    expect(rows[0]!.faces.find((f) => f.key === gc.key)!.face).toBe('gc:hidden');
    const cup = placement.items.find((i) => i.face === 'chit:back');
    if (cup) expect(stackRowsAt({ kind: 'counter', key: cup.key }, placement, view)).toEqual([]);
    expect(stackRowsAt({ kind: 'place', id: 'chit-cup' } as never, placement, view)).toEqual([]);
    expect(stackRowsAt(null, placement, view)).toEqual([]);
  });

  it('the stack chosen to move shows its counters', () => {
    expect(keysRow(stack.german.slice(0, 2), placement, view).faces.map((f) => f.key)).toEqual(stack.german.slice(0, 2));
  });
});
