// Dev page `?dev=statechart`: a game (the module it is given) played by the random bots a few
// steps at a time, with its statechart drawn and lit as it goes. For looking at the diagram on its
// own. `&seed=N` picks the game, `&steps=N` plays N events before showing, `&paused=1` starts paused.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { activeStatePaths, chartGraph, edgeLabel } from '../../../core/chartGraph';
import { edgeStatusByKey, guardStatus } from '../../../core/guardStatus';
import type { AnyGameModule, GameEvent } from '../../../core/module';
import type { ModuleSnapshot } from '../../../core/replay';
import { Rng } from '../../../core/rng';
import { StatechartDiagram } from '../StatechartDiagram';

type Snap = ModuleSnapshot<AnyGameModule>;

function createGame(module: AnyGameModule, seed: number, steps: number) {
  const actor = createActor(module.machine, { input: { seed, options: module.options.defaults } }).start();
  const rng = Rng.seeded(seed + 1);
  const step = (): boolean => {
    const snapshot = actor.getSnapshot() as Snap;
    const legal: GameEvent[] = module.legalEvents(snapshot);
    if (legal.length === 0) return false;
    const side = legal[0]!.side;
    const mine = legal.filter((e) => e.side === side);
    actor.send(module.bots.random({ snapshot, side, legal: mine, rng }));
    return true;
  };
  for (let i = 0; i < steps && step(); i++);
  return { actor, step };
}

function Demo({ module, seed, steps, paused }: { module: AnyGameModule; seed: number; steps: number; paused: boolean }) {
  const game = useMemo(() => createGame(module, seed, steps), [module, seed, steps]);
  const graph = chartGraph(module.machine);
  const [snapshot, setSnapshot] = useState(() => game.actor.getSnapshot() as Snap);
  const [running, setRunning] = useState(!paused);
  const [selected, setSelected] = useState<string | null>(null);
  const [played, setPlayed] = useState(steps);

  useEffect(() => {
    const sub = game.actor.subscribe((s) => setSnapshot(s as Snap));
    return () => sub.unsubscribe();
  }, [game]);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      if (game.step()) setPlayed((n) => n + 1);
      else setRunning(false);
    }, 1400);
    return () => clearInterval(id);
  }, [running, game]);

  const active = useMemo(() => activeStatePaths(snapshot), [snapshot]);
  const edgeStatus = useMemo(() => edgeStatusByKey(guardStatus(module, snapshot)), [module, snapshot]);
  const node = graph.nodes.find((n) => n.path === selected);

  return (
    <div className="sc-demo">
      <header className="sc-demo__bar">
        <strong>Statechart</strong>
        <span>{module.title}</span>
        <span className="sc-demo__now">{module.describe(snapshot)}</span>
        <span className="sc-demo__count">{played} events</span>
        <button type="button" onClick={() => setRunning((r) => !r)}>
          {running ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => game.step() && setPlayed((n) => n + 1)}>
          Step
        </button>
      </header>
      <main className="sc-demo__main">
        <StatechartDiagram graph={graph} active={active} selected={selected} onSelect={setSelected} edgeStatus={edgeStatus} />
        <aside className="sc-demo__side" aria-live="polite">
          {node ? (
            <>
              <p className="sc-demo__rule">{node.meta?.rule ?? '—'}</p>
              <h2>{node.meta?.title ?? node.key}</h2>
              <code>{node.path}</code>
              <p>{node.meta?.summary}</p>
              {node.entry.length > 0 && <p>entry: {node.entry.join(', ')}</p>}
              <ul>
                {graph.edges
                  .filter((e) => e.source === node.path)
                  .map((e) => (
                    <li key={e.id}>
                      {edgeLabel(e)}
                      {e.actions.length ? ` / ${e.actions.join(', ')}` : ''}
                      {e.targets.length ? ` → ${e.targets.map((t) => t.split('.').pop()).join(', ')}` : ''}
                    </li>
                  ))}
              </ul>
            </>
          ) : (
            <p>Click a state to see its rule and transitions.</p>
          )}
        </aside>
      </main>
    </div>
  );
}

const DEMO_CSS = `
.sc-demo { display: flex; flex-direction: column; height: 100vh; background: var(--bg); }
.sc-demo__bar { display: flex; gap: 1rem; align-items: center; padding: 0.5rem 1rem; border-bottom: 1px solid var(--line); font-size: 0.85rem; }
.sc-demo__now { flex: 1; color: var(--muted); overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.sc-demo__count { color: var(--muted); font-family: var(--mono); font-size: 0.75rem; }
.sc-demo__bar button { font: inherit; color: var(--text); background: var(--panel-2); border: 1px solid var(--line); border-radius: 7px; padding: 0.2em 0.8em; cursor: pointer; }
.sc-demo__main { flex: 1; display: grid; grid-template-columns: 1fr 22rem; gap: 0.75rem; padding: 0.75rem; min-height: 0; }
.sc-demo__side { background: var(--panel); border-radius: var(--radius); padding: 1rem; overflow: auto; font-size: 0.8rem; }
.sc-demo__side h2 { font-size: 1.1rem; margin: 0.2rem 0 0.4rem; }
.sc-demo__side code { color: var(--muted); font-size: 0.7rem; word-break: break-all; }
.sc-demo__side ul { padding-left: 1.1rem; font-family: var(--mono); font-size: 0.7rem; }
.sc-demo__rule { margin: 0; color: var(--accent); font-family: var(--mono); }
`;

/** Mounts the page for `module` (the dev router passes the game's module). */
export function mountStatechartDemo(container: HTMLElement, module: AnyGameModule): void {
  const params = new URLSearchParams(globalThis.location.search);
  const seed = Number.parseInt(params.get('seed') ?? '7', 10) || 7;
  const steps = Math.max(0, Number.parseInt(params.get('steps') ?? '0', 10) || 0);
  const style = document.createElement('style');
  style.textContent = DEMO_CSS;
  document.head.appendChild(style);
  createRoot(container).render(
    <StrictMode>
      <Demo module={module} seed={seed} steps={steps} paused={params.get('paused') === '1'} />
    </StrictMode>,
  );
}
