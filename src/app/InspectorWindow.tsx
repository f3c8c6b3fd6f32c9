// The inspector popped out (`?inspector=window&link=ID`, opened by the drawer's "Pop out"): the
// whole window is the inspector, on the game of the game window that opened it (inspectorLink.ts
// keeps the two in step). No game runs here: no bots, no autosave, no table.
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { AnyGameModule } from '../core/module';
import { readRecordFile } from '../ui/inspector/recordImport';
import { RuleLabelProvider } from '../ui/ruleTag';
import type { InspectorWindowClient } from './inspectorLink';

const Inspector = lazy(() => import('../ui/inspector/Inspector'));

export interface InspectorWindowProps {
  client: InspectorWindowClient;
  modules: readonly AnyGameModule[];
}

export function InspectorWindow({ client, modules }: InspectorWindowProps) {
  const status = useSyncExternalStore(client.subscribe, client.getStatus);
  const controls = status.controls;
  useEffect(() => {
    document.title = controls ? `Inspector · ${controls.module.title} · Sandtable` : 'Inspector · Sandtable';
  }, [controls]);

  const onImportText = useCallback(
    (text: string): string | null => {
      const read = readRecordFile(text, modules);
      if (!read.ok) return read.error;
      client.command({ type: 'openRecord', record: read.record });
      return null;
    },
    [client, modules],
  );

  let note: { text: string; error: boolean } | null = null;
  if (status.closing === 'dock') note = { text: 'The inspector is back in the game window. You may close this window.', error: false };
  else if (status.closing === 'close') note = { text: 'The inspector was closed. You may close this window.', error: false };
  else if (status.connection === 'gone') note = { text: 'The game window closed or is reloading: waiting for it…', error: true };
  else if (status.error) note = { text: status.error, error: true };
  else if (status.notice) note = { text: status.notice.text, error: status.notice.level === 'error' };

  return (
    <div className="inspector-window-page" data-testid="inspector-window" data-connection={status.connection}>
      {note ? (
        <p className={`insp-window-note${note.error ? ' error' : ''}`} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      ) : null}
      {controls && !status.closing ? (
        <Suspense fallback={<p className="inspector-window-wait">Loading the inspector…</p>}>
          {/* Rule references as the game cites them ("§7 Activation"), as in the game window. */}
          <RuleLabelProvider module={controls.module}>
            <Inspector
              key={controls.module.id}
              controller={controls}
              modules={modules}
              placement="window"
              onClose={() => client.close()}
              onDock={() => client.dock()}
              onImportText={onImportText}
            />
          </RuleLabelProvider>
        </Suspense>
      ) : status.closing ? null : (
        <p className="inspector-window-wait">
          {status.connection === 'waiting'
            ? 'Waiting for the game window… (this window follows the game of the window whose inspector was popped out).'
            : 'No game is on screen in the game window.'}
        </p>
      )}
    </div>
  );
}
