// Problems the player should see: bad URL values (each fell back to its default), refused
// events with the rules' reason, bad save files, bot failures.
export interface MessageItem {
  id: number | string;
  kind: 'error' | 'info' | 'warning';
  text: string;
}

export interface MessagesProps {
  items: readonly MessageItem[];
  onDismiss?: (id: MessageItem['id']) => void;
}

export function Messages({ items, onDismiss }: MessagesProps) {
  if (items.length === 0) return null;
  return (
    <ul className="messages" data-testid="messages" aria-live="polite">
      {items.map((m) => (
        <li key={m.id} className={`message message-${m.kind}`} data-testid="message" data-kind={m.kind}>
          <span className="message-text">{m.text}</span>
          {onDismiss ? (
            <button type="button" className="dismiss" aria-label="Dismiss" onClick={() => onDismiss(m.id)}>
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
