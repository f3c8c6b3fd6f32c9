// @vitest-environment happy-dom
// The game log in the app: entries grouped under Game Turn and phase headings, each saying what
// was chosen and what happened (the chit drawn, the dice and hits), and a click on an entry opens
// the inspector's timeline at the moment after that event.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHIT } from '../../src/games/blb/db';
import type { BlbBeat } from '../../src/games/blb/beats';
import { logText } from '../../src/ui/Log';
import { click, renderApp, type Rendered, waitFor } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});


const controller = (r: Rendered) => r.host.getState().controller!;

/** Lets the bots play until the record holds `n` events. */
async function playTo(r: Rendered, n: number): Promise<void> {
  await act(async () => {
    for (let guard = 0; guard < 5000 && controller(r).getView().length < n; guard++) {
      if (!r.clock.runNext()) break;
    }
  });
  expect(controller(r).getView().length).toBeGreaterThanOrEqual(n);
}

describe('the game log', () => {
  it('groups entries under Game Turn and phase headings, each with what was chosen and what happened', async () => {
    // The German bot's cavalry moves before Game Turn 1, then the chit pull of Turn 1.
    app = await renderApp('?game=blb&players=smart,smart&seed=7&speed=fast');
    const emitted: BlbBeat[] = [];
    controller(app).currentSession.onEmitted((b) => emitted.push(b as BlbBeat));
    await playTo(app, 30);
    const turns = app.$$('[data-testid="log-turn"]');
    expect(turns.map((t) => t.querySelector('.log-turn-title')!.textContent)).toEqual(
      [...new Set(controller(app).getView().log.map((e) => e.turn))].map((t) => (t > 0 ? `Game Turn ${t}` : 'Before the first Game Turn')),
    );
    expect(turns[0]!.querySelector('.log-turn-title')!.textContent).toBe('Before the first Game Turn');
    expect(turns[1]!.querySelector('.log-turn-title')!.textContent).toBe('Game Turn 1');
    const phases = (turn: HTMLElement) => [...turn.querySelectorAll('.log-phase-title .log-phase-name')].map((h) => h.textContent);
    // The phase heading stays in view while its entries scroll: it names its turn too.
    expect(turns[1]!.querySelector('.log-phase-title')!.textContent).toBe('Turn 1 · Chit Pull Phase');
    expect(phases(turns[0]!)).toEqual(['Special German Cavalry Phase']);
    expect(phases(turns[1]!)[0]).toBe('Chit Pull Phase');

    // One entry per event, each under its heading; a chit draw names the chit that came out.
    const entries = app.$$('[data-testid="log-entry"]');
    expect(entries).toHaveLength(controller(app).getView().position);
    const draws = entries.filter((e) => e.querySelector('.log-label')!.textContent === 'Draw a chit');
    expect(draws.length).toBeGreaterThan(0);
    const drawnChits = emitted.filter((b): b is Extract<BlbBeat, { type: 'chit.drawn' }> => b.type === 'chit.drawn');
    draws.forEach((entry, i) => {
      const chit = CHIT[drawnChits[i]!.chit]!;
      const outcome = entry.querySelector('[data-testid="log-outcome"]')!.textContent!;
      expect(outcome).toMatch(/^Drew /);
      expect(outcome).toContain(chit.kind === 'turnEnd' ? 'Turn End' : chit.kind === 'event' ? chit.label : 'chit');
      expect(entry.closest('[data-testid="log-turn"]')!.querySelector('.log-turn-title')!.textContent).toMatch(/^Game Turn \d/);
    });
    // A combat's roll: the dice faces and the hits of each side.
    const roll = entries.find((e) => e.querySelector('.log-label')!.textContent === 'Roll the dice')!;
    expect(roll.querySelector('[data-testid="log-outcome"]')!.textContent).toMatch(/German dice [1-6][1-6 +]*(, fort [1-6 ]+)?: \d+ hits?/);
    expect(app.$('[data-testid="log-count"]')!.textContent).toBe(`${entries.length} events`);
  });

  it('a click on an entry opens the inspector on its Timeline at the moment after that event', async () => {
    app = await renderApp('?game=blb&players=smart,smart&seed=7&speed=fast');
    await playTo(app, 12);
    const length = controller(app).getView().length;
    expect(app.$('[data-testid="inspector"]')).toBeNull();
    const fifth = app.$('[data-testid="log-entry"][data-position="5"]')!;
    await click(fifth.querySelector('button'));
    const timeline = await waitFor(() => app!.$('[data-testid="inspector-timeline"]'), 'the timeline tab');
    expect(app.url.search).toContain('inspector=1');
    expect(timeline.dataset.position).toBe('5');
    expect(app.$('[data-testid="timeline-counter"]')!.textContent).toBe(`5 / ${length}`);
    expect(app.$('[data-testid="timeline-entry"][aria-current="step"]')!.dataset.position).toBe('5');
    expect(controller(app).getView()).toMatchObject({ position: 5, timeTravelling: true });
    // The log shows that moment: five entries, the fifth the latest.
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(5);
    expect(app.$('[data-testid="log-entry"][aria-current="step"]')!.dataset.position).toBe('5');

    // With the inspector open on another tab, a click brings the Timeline back.
    await click(app.$('[data-testid="inspector-tab-chart"]'));
    expect(app.$('[data-testid="inspector-timeline"]')).toBeNull();
    await click(app.$('[data-testid="log-entry"][data-position="2"] button'));
    await waitFor(() => app!.$('[data-testid="inspector-timeline"]'), 'the timeline tab again');
    expect(app.$('[data-testid="timeline-counter"]')!.textContent).toBe(`2 / ${length}`);

    // The Record tab says the export carries the readable log, and offers it as text.
    await click(app.$('[data-testid="inspector-tab-record"]'));
    expect(app.$('[data-testid="record-log"]')!.textContent).toMatch(new RegExp(`^${length} entries with what happened`));
    expect((app.$('[data-testid="export-log"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the log as text: headings, numbered choices and their outcomes', () => {
    const entries = [
      { label: 'Move', side: 'a', turn: 0, phase: 'Set-up', outcome: ['moved X → Y.'] },
      { label: 'Draw', side: 'b', turn: 1, phase: 'Draw', outcome: ['Drew the red chit.', 'It activates.'] },
      { label: 'Pass', side: 'a', turn: 1, phase: 'Draw', outcome: [] },
    ];
    expect(logText(entries, ['The game begins.'], { a: 'Alpha', b: 'Beta' }).split('\n')).toEqual([
      'At the start',
      '    The game begins.',
      '',
      'Before the first Game Turn',
      '  Set-up',
      '  1. Alpha: Move',
      '      moved X → Y.',
      '',
      'Game Turn 1',
      '  Draw',
      '  2. Beta: Draw',
      '      Drew the red chit.',
      '      It activates.',
      '  3. Alpha: Pass',
      '',
    ]);
  });
});
