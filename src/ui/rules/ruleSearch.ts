// The rules panel's reading of a game's rule text (pure): its sections in order, the ones a search
// matches, and a section's text cut into blocks (paragraphs, lists, tables) and into plain and
// matched runs for highlighting.
import { findRuleSection, type RuleText } from '../../core/ruleSections';

export interface RuleEntry {
  number: string;
  title: string;
  text: string;
}

/** The sections in the order of the rules (the generated JSON keeps it). */
export function ruleEntries(text: RuleText): RuleEntry[] {
  return Object.entries(text).map(([number, s]) => ({ number, title: s.title, text: s.text }));
}

/** The section a state's rule ("7.5", "FIRING") opens at: its own, or its nearest parent. */
export function ruleTarget(text: RuleText, rule: string | null | undefined): string | null {
  if (!rule) return null;
  return findRuleSection(text, rule.trim())?.number ?? findRuleSection(text, rule.trim().toUpperCase())?.number ?? null;
}

const norm = (s: string) => s.toLocaleLowerCase();

/** The sections whose number, title or text holds the query (all when it is blank). */
export function filterRules(entries: readonly RuleEntry[], query: string): RuleEntry[] {
  const q = norm(query.trim());
  if (!q) return [...entries];
  return entries.filter((e) => norm(e.number).includes(q) || norm(e.title).includes(q) || norm(plainText(e.text)).includes(q));
}

/** Markdown emphasis and escapes dropped: the text as read. */
export function plainText(text: string): string {
  return text.replace(/\\([*_#])/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1').replace(/(^|[^\w*])\*([^*\n]+)\*(?!\w)/g, '$1$2');
}

/** A run of text, marked where it matches the query. */
export interface Run {
  text: string;
  match: boolean;
}

/** `text` cut into runs, the case-insensitive matches of `query` marked. */
export function highlightRuns(text: string, query: string): Run[] {
  const q = query.trim();
  if (!q) return [{ text, match: false }];
  const lower = norm(text);
  const needle = norm(q);
  const out: Run[] = [];
  let at = 0;
  for (;;) {
    const i = lower.indexOf(needle, at);
    if (i < 0) break;
    if (i > at) out.push({ text: text.slice(at, i), match: false });
    out.push({ text: text.slice(i, i + q.length), match: true });
    at = i + q.length;
  }
  if (at < text.length) out.push({ text: text.slice(at), match: false });
  return out;
}

export type Block = { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'table'; rows: string[][] } | { kind: 'heading'; text: string };

/** A section's text as blocks: paragraphs, bulleted lists, tab-separated tables, sub-headings. */
export function ruleBlocks(text: string): Block[] {
  const out: Block[] = [];
  for (const para of plainText(text).split(/\n{2,}/)) {
    const lines = para.split('\n').filter((l) => l.trim().length > 0);
    if (lines.length === 0) continue;
    if (lines.length === 1 && /^#{1,6}\s/.test(lines[0]!)) {
      out.push({ kind: 'heading', text: lines[0]!.replace(/^#+\s*/, '') });
    } else if (lines.every((l) => /^\s*[-•]\s+/.test(l))) {
      out.push({ kind: 'list', items: lines.map((l) => l.replace(/^\s*[-•]\s+/, '')) });
    } else if (lines.length > 1 && lines.every((l) => l.includes('\t'))) {
      out.push({ kind: 'table', rows: lines.map((l) => l.split('\t')) });
    } else {
      out.push({ kind: 'p', text: lines.join('\n') });
    }
  }
  return out;
}
