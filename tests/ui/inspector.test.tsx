// @vitest-environment happy-dom
// The statechart inspector in the app: opened by &inspector=1, the `i` key or the header button
// (the URL follows), the running machine drawn with the active states lit, a state's rule text,
// the events enabled now with their guards, the last refusal, the timeline (time travel and a
// debugging branch), the state tree with the hidden-information banner and the last event's
// changes, and record import through the save-file validation.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { blbModule } from '../../machines/blb/index';
import { activeStatePaths } from '../../src/core/chartGraph';
import { BRANCH_NOTE } from '../../src/core/record';
import { serializeSave } from '../../src/core/saveFile';
import { GameSession } from '../../src/core/session';
import { click, press, renderApp, type Rendered, waitFor } from './helpers';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
});

const GAME = '?game=blb&players=human,human&seed=7';


const controller = (r: Rendered) => r.host.getState().controller!;
const actionButtons = (r: Rendered) => r.$$('[data-testid="actions"] button');
const openTab = (r: Rendered, tab: string) => click(r.$(`[data-testid="inspector-tab-${tab}"]`));

/** Plays `n` decisions by clicking the first action (end movement when it is offered). */
async function play(r: Rendered, n: number) {
  for (let i = 0; i < n; i++) {
    const buttons = actionButtons(r);
    const end = buttons.find((b) => /end movement/i.test(b.textContent ?? ''));
    await click(end ?? buttons[0]);
  }
}

describe('inspector: opening and closing', () => {
  it('&inspector=1 opens it at start; i and the header button toggle it and the URL follows', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector');
    expect(app.$('[data-testid="inspector-toggle"]')!.getAttribute('aria-pressed')).toBe('true');

    await press('i');
    expect(app.$('[data-testid="inspector"]')).toBeNull();
    expect(app.url.search).not.toContain('inspector');

    await press('i');
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector again');
    expect(app.url.search).toContain('inspector=1');

    await click(app.$('[data-testid="inspector-toggle"]'));
    expect(app.$('[data-testid="inspector"]')).toBeNull();

    // Typing in a field does not toggle it.
    const field = document.createElement('input');
    app.container.appendChild(field);
    await press('i', field);
    expect(app.$('[data-testid="inspector"]')).toBeNull();
  });
});

describe('inspector: statechart and Now', () => {
  it('draws the machine with the active configuration lit, and shows a state with its rule text', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="statechart"] [data-state-path]'), 'the drawn chart');
    const lit = () => app!.$$('[data-state-path][data-active="true"]').map((el) => el.dataset.statePath).sort();
    expect(lit()).toEqual([...activeStatePaths(controller(app).getView().snapshot)].sort());
    expect(lit()).toContain('specialGermanCavalryPhase.movement.moving');

    // The selected state is the active leaf: Move units, rule 6.0 with the Movement text.
    const detail = app.$('[data-testid="state-detail"]')!;
    expect(detail.dataset.state).toBe('specialGermanCavalryPhase.movement.moving');
    await waitFor(() => /Rule 6\.0 MOVEMENT/.test(app!.$('[data-testid="rule-text"]')?.textContent ?? ''), 'the rule text');
    expect(detail.textContent).toContain('moveUnits');

    // After ending the cavalry's movement the chart follows the game.
    await play(app, 1);
    await waitFor(() => lit().includes('gameTurn.chitPullPhase.drawChit'), 'the next active state');
    expect(lit()).toEqual([...activeStatePaths(controller(app).getView().snapshot)].sort());
  });

  it('Now lists the enabled events, each guard with pass/fail, and the last refusal with the refusing guard', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector');
    await openTab(app, 'now');
    const enabled = app.$$('[data-testid="enabled-events"] [data-event]').map((el) => el.dataset.event);
    expect(enabled.sort()).toEqual(['endMovement', 'move']);
    const row = (key: string) => app!.$(`[data-testid="guard-table"] li[data-key="${key}"]`);
    expect(row('specialGermanCavalryPhase.movement.moving|move|0')!.dataset.guardResult).toBe('pass');
    expect(row('specialGermanCavalryPhase.movement.moving|always|2')!.dataset.guardResult).toBe('fail');
    expect(app.$('[data-testid="last-refusal"]')!.textContent).toContain('Nothing refused yet');

    // A move by the wrong side: refused by the isLegal guard, with the rule's reason.
    const move = blbModule.legalEvents(controller(app).getView().snapshot as never).find((e) => e.type === 'move')!;
    await act(async () => {
      controller(app!).send({ ...move, side: 'entente' } as never);
    });
    const refusal = app.$('[data-testid="last-refusal"]')!;
    expect(refusal.textContent).toMatch(/guard isLegal in specialGermanCavalryPhase\.movement\.moving: ?fail/);
    expect(app.$('[data-testid="refusal-reason"]')!.textContent!.length).toBeGreaterThan(10);
  });
});

describe('inspector: timeline', () => {
  it('time travel shows an earlier table, play pauses, and resuming marks a debugging branch', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector');
    await play(app, 4);
    await openTab(app, 'timeline');
    expect(app.$$('[data-testid="timeline-entry"]')).toHaveLength(5);
    const phaseAt4 = app.$('[data-testid="phase"]')!.textContent;

    await click(app.$('[data-testid="timeline-entry"][data-position="1"] button'));
    expect(app.$('[data-testid="inspector"]')!.dataset.timeTravelling).toBe('true');
    expect(app.$('[data-testid="timeline-counter"]')!.textContent).toBe('1 / 4');
    // The overlay shows that moment: one logged event, no actions while viewing the past.
    expect(app.$$('[data-testid="log-entry"]')).toHaveLength(1);
    expect(actionButtons(app)).toHaveLength(0);
    const session = controller(app).currentSession;
    const at1 = new GameSession(blbModule, { seed: 7 });
    at1.send(session.record.events[0]!);
    expect(controller(app).getView().snapshot.context).toEqual(at1.snapshot.context);

    await click(app.$('[data-testid="timeline-forward"]'));
    expect(app.$('[data-testid="timeline-counter"]')!.textContent).toBe('2 / 4');
    await click(app.$('[data-testid="timeline-last"]'));
    expect(app.$('[data-testid="inspector"]')!.dataset.timeTravelling).toBe('false');
    expect(app.$('[data-testid="phase"]')!.textContent).toBe(phaseAt4);

    await click(app.$('[data-testid="timeline-first"]'));
    await click(app.$('[data-testid="timeline-forward"]'));
    await click(app.$('[data-testid="timeline-forward"]'));
    await click(app.$('[data-testid="timeline-resume-branch"]'));
    const mark = app.$('[data-testid="branch-mark"]')!;
    expect(mark.dataset.from).toBe('2');
    expect(mark.textContent).toContain(BRANCH_NOTE);
    expect(app.$('[data-testid="inspector-branch"]')!.textContent).toContain('debugging branch from 2');
    expect(controller(app).currentSession.record.branch).toEqual({ fromIndex: 2, note: BRANCH_NOTE });
    // Play resumes on the branch; the new entries are marked.
    expect(actionButtons(app).length).toBeGreaterThan(0);
    await play(app, 1);
    expect(app.$$('[data-testid="timeline-entry"][data-branch="true"]')).toHaveLength(1);
  });
});

describe('inspector: state and record', () => {
  it('State says plainly that it shows hidden information, and marks what the last event changed', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector');
    await openTab(app, 'state');
    expect(app.$('[data-testid="hidden-info-banner"]')!.textContent).toBe(
      "The inspector shows hidden information: face-down counters, the cup's contents.",
    );
    const move = blbModule.legalEvents(controller(app).getView().snapshot as never).find((e) => e.type === 'move') as { units: string[] } & { type: string; side: string };
    await act(async () => {
      controller(app!).send(move);
    });
    const diffPaths = app.$$('[data-testid="state-diff"] [data-path]').map((el) => el.dataset.path);
    expect(diffPaths).toContain(`units.${move.units[0]}.box`);
    // The tree opens the changed branch and marks the leaf, with its old value.
    const leaf = app.$(`[data-testid="state-tree"] li[data-path="units.${move.units[0]}.box"]`)!;
    expect(leaf.className).toContain('st-changed');
    expect(leaf.textContent).toMatch(/was "/);
    // The cup's contents are in the tree (hidden from players).
    expect(app.$('[data-testid="state-tree"] li[data-path="chits"]')).not.toBeNull();
  });

  it('imports a record through the save-file validation: a bad file changes nothing, a good one is replayed', async () => {
    app = await renderApp(`${GAME}&inspector=1`);
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector');
    await play(app, 2);
    await openTab(app, 'record');
    const importText = async (text: string) => {
      const input = app!.$('[data-testid="import-record-file"]') as HTMLInputElement;
      Object.defineProperty(input, 'files', { value: [new File([text], 'bug.json', { type: 'application/json' })], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    const before = controller(app);
    await importText(`{"game":"blb","rulesVersion":"${blbModule.rulesVersion}","seed":7,"events":[{"type":"fly","side":"german"}]}`);
    expect(app.$('[data-testid="import-message"]')!.textContent).toMatch(/bug\.json: .*illegal.*The current game is unchanged\./);
    expect(controller(app)).toBe(before);
    expect(controller(app).getView().length).toBe(2);

    const other = new GameSession(blbModule, { seed: 11 });
    for (let i = 0; i < 3; i++) other.send(other.legal()[0]!);
    await importText(serializeSave(other.record));
    const opened = controller(app);
    expect(opened).not.toBe(before);
    expect(opened.getView().config.seed).toBe(11);
    expect(opened.getView().length).toBe(3);
    expect(opened.getView().replay).not.toBeNull();
    expect(app.url.search).toContain('inspector=1');
    await waitFor(() => app!.$('[data-testid="inspector"]'), 'the inspector after the import');
  });
});
