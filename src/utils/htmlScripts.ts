/**
 * The `<script>` elements of a built HTML page, read as the browser would
 * split them: attributes quoted or not (the build minifies HTML), body as
 * written. Shared by the Content-Security-Policy hashes
 * (src/plugins/security-headers) and the page's script list (src/ssg/pageScripts.ts).
 */

const ATTRIBUTE = (name: string): RegExp =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, 'i');

/** An attribute's value in an element's attribute text; '' when present without a value, undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export type ScriptElement = {
  /** The element's attribute text (read it with `attribute`). */
  attributes: string;
  body: string;
  /** Where the element starts and ends in the page. */
  start: number;
  end: number;
};

export function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
    start: match.index,
    end: match.index + match[0].length,
  }));
}
