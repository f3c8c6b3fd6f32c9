// User text inside a message (a URL value, a save file's field, an event type): quoted whole when
// short, else its start, an ellipsis and its length, so a hostile 1 MB value never becomes a
// million-character message (issue 13). Control characters show as spaces.

/** The longest user text quoted whole. */
export const EXCERPT_MAX = 60;

/** `value` quoted for a message: "liege", or "xxxxxxxx…" (1000000 characters). */
export function excerpt(value: unknown, max = EXCERPT_MAX): string {
  const text = (typeof value === 'string' ? value : String(value)).replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (text.length <= max) return JSON.stringify(text);
  return `${JSON.stringify(`${text.slice(0, max - 1)}…`)} (${text.length} characters)`;
}

/** A message made from text we do not control (an error's own message), cut to a readable length. */
export function shortened(text: string, max = 240): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
