// A list of keys, and the dialog that shows one or more groups of them: the game screen's `?`
// (play, teach) and the showcase's presenter help use the same component and lists (keys.ts).
import type { KeyGroup, KeyItem } from './keys';
import './help.css';

export function KeyList({ items }: { items: readonly KeyItem[] }) {
  return (
    <dl className="key-list">
      {items.map((k) => (
        <div key={k.keys}>
          <dt>{k.keys}</dt>
          <dd>{k.what}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface KeyHelpProps {
  title: string;
  groups: readonly KeyGroup[];
  /** Extra class (the showcase's large card). */
  className?: string;
  testId?: string;
  foot?: string;
  onClose?: () => void;
}

export function KeyHelp({ title, groups, className = '', testId = 'key-help', foot = 'Esc or ? closes this.', onClose }: KeyHelpProps) {
  return (
    <div className={`key-help ${className}`.trim()} data-testid={testId} role="dialog" aria-label={title}>
      <div className="key-help-head">
        <h2>{title}</h2>
        {onClose ? (
          <button type="button" className="key-help-close" onClick={onClose} aria-label="Close the list of keys">
            ×
          </button>
        ) : null}
      </div>
      <div className="key-help-groups">
        {groups.map((g) => (
          <section key={g.title || 'keys'} className="key-help-group" aria-label={g.title || undefined}>
            {g.title ? <h3>{g.title}</h3> : null}
            <KeyList items={g.items} />
          </section>
        ))}
      </div>
      {foot ? <p className="key-help-foot">{foot}</p> : null}
    </div>
  );
}
