// The combat duel's dev page (?dev=lpg-duel&seed=S[&side=american|british][&choose=1][&frame=duel|east|home]
// [&speed=slow|normal|fast][&freeze=MS]): the first battle of a smart-bot game (seed S) replayed
// through the animation queue at the duel spot (../battle/LpgDuel.tsx): the calls and their dice, an
// action card played in the battle's window (the hands, ../cards/LpgCards.tsx), both cards chosen
// face down, turned together, the chart's row and cell lit, who won, the casualties, the Loyalty
// change and the retreat. `choose=1` stops where the viewer is to choose its card (its choices lit).
// window.__lpgReplayDev tells a probe what was replayed, window.__lpgDuelShown what the duel shows
// (its battle and, once told, who won).
import { StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { LpgDuel } from '../battle/LpgDuel';
import { LpgCards } from '../cards/LpgCards';
import { boardPlaces, boardPlay, NO_SELECTION } from '../boardPlay';
import { devFrame, devParams, LpgReplayPage } from './LpgReplayPage';
import { LpgSheetUnder } from './LpgSheetUnder';
import { lpgReplay } from './replay';

function Page() {
  const { seed, speed, freeze, frame, side, q } = devParams();
  const choose = q.get('choose') === '1';
  const replay = useMemo(() => lpgReplay(seed, 'battle', side, choose), [seed, side, choose]);
  const rect = useMemo(() => devFrame(frame ?? 'duel'), [frame]);
  return (
    <LpgReplayPage testId="lpg-duel-dev" title="Replay the battle" replay={replay} speed={speed} freeze={freeze} frame={rect}>
      {(view, queue, done) => {
        const play = done ? boardPlay(replay.legalAfter, NO_SELECTION, boardPlaces(view, replay.viewer)) : null;
        return (
          <Suspense fallback={null}>
            <LpgSheetUnder />
            <LpgDuel view={view} viewer={replay.viewer} play={play} onCombatCard={() => undefined} animation={queue} onShown={(d) => {
                (window as unknown as { __lpgDuelShown?: unknown }).__lpgDuelShown = d;
              }} />
            <LpgCards view={view} viewer={replay.viewer} play={play} onCard={() => undefined} onUnlitCard={() => undefined} animation={queue} />
          </Suspense>
        );
      }}
    </LpgReplayPage>
  );
}

export function mountLpgDuelDevPage(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
