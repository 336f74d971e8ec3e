/**
 * Small, dependency-free helpers to read our Markdown/MDX sources as data:
 * front matter, prose word counts and images. Used by the content tests and
 * the build-time scripts; not shipped to the browser.
 */

export type FrontMatter = Readonly<Record<string, string>>;

export type ParsedDoc = {
  frontMatter: FrontMatter;
  body: string;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a document into its front matter (flat `key: value` pairs) and body. */
export function parseDoc(source: string): ParsedDoc {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    return { frontMatter: {}, body: source };
  }
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (pair?.[1] !== undefined) {
      frontMatter[pair[1]] = unquote((pair[2] ?? '').trim());
    }
  }
  return { frontMatter, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  if (value.length >= 2 && (value.startsWith("'") || value.startsWith('"')) && value.endsWith(value.charAt(0))) {
    return value.slice(1, -1).replace(/''/g, "'");
  }
  return value;
}

/** The prose of a body: no code blocks, imports, JSX/HTML tags or comments. */
export function prose(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
}

/** Words a reader reads: tokens that contain a letter. */
export function countWords(body: string): number {
  return (prose(body).match(/[A-Za-z][\w'’.-]*/g) ?? []).length;
}

export type MarkdownImage = { alt: string; src: string };

/** Markdown images `![alt](src)` and HTML/JSX `<img>` elements in a body. */
export function images(body: string): MarkdownImage[] {
  const found: MarkdownImage[] = [];
  for (const m of body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g)) {
    found.push({ alt: m[1] ?? '', src: m[2] ?? '' });
  }
  for (const m of body.matchAll(/<img\b[^>]*>/g)) {
    const tag = m[0];
    const alt = /\balt=(?:"([^"]*)"|'([^']*)'|\{["'`]([^"'`]*)["'`]\})/.exec(tag);
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/.exec(tag);
    found.push({
      alt: alt ? (alt[1] ?? alt[2] ?? alt[3] ?? '') : '',
      src: src ? (src[1] ?? src[2] ?? src[3] ?? '') : '',
    });
  }
  return found;
}
