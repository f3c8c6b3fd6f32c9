// "Record": export the game record (a save file, for a bug report) and the machine definition
// as JSON; import a record to replay it. Imports go through the save-file validation, so a bad
// file gives a clear message and the game on screen is left as it is.
import { useRef, useState } from 'react';
import type { AnyGameModule } from '../../core/module';
import type { InspectorView } from '../controller';
import { logText } from '../Log';
import { downloadText } from '../SaveLoad';

export interface RecordViewProps {
  module: AnyGameModule;
  view: InspectorView;
  onExportRecord: () => void;
  onExportMachine: () => void;
  /** Validates and opens the file's record, then replays it; returns an error sentence or null. */
  onImport: (text: string, fileName: string) => string | null | Promise<string | null>;
}

export function RecordView({ module, view, onExportRecord, onExportMachine, onImport }: RecordViewProps) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  return (
    <div className="insp-record" data-testid="inspector-record">
      <section className="insp-section">
        <h3>This game</h3>
        <dl className="insp-facts">
          <dt>game</dt>
          <dd>
            {module.title} <code>{module.id}</code>
          </dd>
          <dt>rules version</dt>
          <dd>
            <code>{module.rulesVersion}</code>
          </dd>
          <dt>seed</dt>
          <dd>{view.config.seed}</dd>
          <dt>options</dt>
          <dd>
            <code>{JSON.stringify(view.config.options ?? module.options.defaults)}</code>
          </dd>
          <dt>events</dt>
          <dd>
            {view.length}
            {view.timeTravelling ? ` (showing the state after ${view.position})` : ''}
          </dd>
          <dt>branch</dt>
          <dd data-testid="record-branch">{view.branch ? `debugging branch from event ${view.branch.fromIndex}` : 'none: as played'}</dd>
          <dt>log</dt>
          <dd data-testid="record-log">
            {view.log.length} entr{view.log.length === 1 ? 'y' : 'ies'} with what happened, in the export as <code>log</code>
          </dd>
        </dl>
      </section>
      <section className="insp-section insp-buttons">
        <button type="button" onClick={onExportRecord} data-testid="export-record">
          Export record (JSON)
        </button>
        <button
          type="button"
          onClick={() => downloadText(`sandtable-${module.id}-seed${view.config.seed}-log.txt`, logText(view.log, view.logStart, module.sideNames), 'text/plain')}
          data-testid="export-log"
          disabled={view.log.length === 0 && view.logStart.length === 0}
        >
          Export the log (text)
        </button>
        <button type="button" onClick={onExportMachine} data-testid="export-machine">
          Export machine definition (JSON)
        </button>
        <button type="button" onClick={() => input.current?.click()} data-testid="import-record">
          Import a record to replay…
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          aria-label="Import a game record"
          data-testid="import-record-file"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            const error = await onImport(await file.text(), file.name);
            setMessage(error ? { kind: 'error', text: `${file.name}: ${error} The current game is unchanged.` } : { kind: 'info', text: `${file.name} opened: replaying it from the seed.` });
          }}
        />
        {message ? (
          <p className={`insp-note ${message.kind === 'error' ? 'insp-error' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="import-message">
            {message.text}
          </p>
        ) : null}
        <p className="muted">
          The record is the seed, the options and every accepted event: replaying it rebuilds the exact game. The export is a
          save file; Load in the header opens it too. It also carries the readable log (each event's turn, phase, choice and
          outcome) for people reading a bug report; replay never reads it.
        </p>
      </section>
    </div>
  );
}
