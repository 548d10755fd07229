export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * Splits a server snippet into plain and matched parts: the server wraps matched words in
 * «…» (contracts/media.ts SearchSnippetSchema). The result is rendered as text nodes and
 * <mark>, never as HTML. An unclosed « marks the rest of the text.
 */
export function splitSnippet(text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('«');
    if (open < 0) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf('»', open + 1);
    const inner = close < 0 ? rest.slice(open + 1) : rest.slice(open + 1, close);
    if (inner.length > 0) parts.push({ text: inner, match: true });
    rest = close < 0 ? '' : rest.slice(close + 1);
  }
  return parts;
}
