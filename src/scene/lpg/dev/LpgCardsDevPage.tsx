// The action cards' dev page (?dev=lpg-cards&seed=S[&side=american|british][&frame=home|american|british|east|west]
// [&speed=slow|normal|fast][&freeze=MS]): both sides' hands, decks, discards and cards in play
// (../cards/LpgCards.tsx) through a stretch of a smart-bot game (seed S): from a card drawn to the
// first action card played into a battle's window (else the first played), replayed through the
// animation queue, seen by the side that plays it (its hand face up, the other's backs); at the end
// its playable cards are lit as its player would see them.
import { StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { LpgCards } from '../cards/LpgCards';
import { LpgDuel } from '../battle/LpgDuel';
import { boardPlaces, boardPlay, NO_SELECTION } from '../boardPlay';
import { devFrame, devParams, LpgReplayPage } from './LpgReplayPage';
import { LpgSheetUnder } from './LpgSheetUnder';
import { lpgReplay } from './replay';

function Page() {
  const { seed, speed, freeze, frame, side } = devParams();
  const replay = useMemo(() => lpgReplay(seed, 'cards', side), [seed, side]);
  const rect = useMemo(() => devFrame(frame ?? replay.viewer), [frame, replay.viewer]);
  return (
    <LpgReplayPage testId="lpg-cards-dev" title="Replay the cards" replay={replay} speed={speed} freeze={freeze} frame={rect}>
      {(view, queue, done) => {
        const play = done ? boardPlay(replay.legalAfter, NO_SELECTION, boardPlaces(view, replay.viewer)) : null;
        return (
          <Suspense fallback={null}>
            <LpgSheetUnder />
            <LpgCards view={view} viewer={replay.viewer} play={play} onCard={() => undefined} onUnlitCard={() => undefined} animation={queue} />
            <LpgDuel view={view} viewer={replay.viewer} play={play} onCombatCard={() => undefined} animation={queue} />
          </Suspense>
        );
      }}
    </LpgReplayPage>
  );
}

export function mountLpgCardsDevPage(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
