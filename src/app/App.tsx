// The app shell: the start menu without a game, otherwise the game screen (PlayScreen.tsx: its
// table and the DOM overlay), which the host loads with the game (gameScreen.ts, a chunk of its
// own: the start menu needs none of it). It reads the host through useSyncExternalStore; the
// session itself lives outside React (see host.ts and gameController.ts).
import { useState, useSyncExternalStore } from 'react';
import type { MessageItem } from '../ui/Messages';
import type { AppHost } from './host';
import type { InspectorLink } from './inspectorLink';
import { StartMenu } from './StartMenu';
import { YourGames } from './YourGames';

export function App({ host, inspectorLink = null }: { host: AppHost; inspectorLink?: InspectorLink | null }) {
  const state = useSyncExternalStore(host.subscribe, host.getState);
  const [dismissed, setDismissed] = useState<{ state: unknown; ids: Set<MessageItem['id']> }>({ state: null, ids: new Set() });
  const hidden = dismissed.state === state ? dismissed.ids : new Set<MessageItem['id']>();
  const urlMessages: MessageItem[] = state.urlMessages
    .map((text, i) => ({ id: `url-${i}`, kind: 'warning' as const, text }))
    .filter((m) => !hidden.has(m.id));
  const dismiss = (id: MessageItem['id']) => setDismissed({ state, ids: new Set([...hidden, id]) });

  if (state.opening) {
    return (
      <main className="start opening" data-testid="opening" role="status">
        <p className="loading-card">{state.opening}</p>
      </main>
    );
  }
  if (!state.controller || !state.entry) {
    return (
      <StartMenu
        games={host.games}
        initial={state.config}
        messages={urlMessages}
        onDismiss={dismiss}
        onStart={(search) => host.navigate(search)}
        onChoose={(search) => host.replaceUrl(search)}
        yourGames={
          <YourGames
            games={state.savedGames}
            problem={state.savedProblem}
            cards={host.cards}
            onContinue={(game) => host.navigate(host.continueSearch(game))}
            onRename={(id, name) => host.renameSaved(id, name)}
            onExport={(game) => host.exportSaved(game)}
            onDelete={(id) => host.deleteSaved(id)}
            onRestore={(game) => host.restoreSaved(game)}
          />
        }
      />
    );
  }
  const { PlayScreen } = host.screen!;
  return (
    <PlayScreen host={host} entry={state.entry} controller={state.controller} urlMessages={urlMessages} onDismissUrl={dismiss} inspectorLink={inspectorLink} />
  );
}
