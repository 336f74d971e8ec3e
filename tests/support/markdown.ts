/**
 * Helpers to read our Markdown/MDX sources as data: front matter (parsed by
 * @11ty/gray-matter, the parser Docusaurus itself uses, so a test sees the
 * values the site sees) and images. Used by the content
 * tests; not shipped to the browser.
 */
import matter from '@11ty/gray-matter';

/** Front matter as YAML reads it: strings, numbers, lists, dates (`date: 2025-02-05` is a `Date`). */
export type FrontMatter = Readonly<Record<string, unknown>>;

/** Splits a document into its front matter and body. */
export function parseDoc(source: string): { frontMatter: FrontMatter; body: string } {
  const { data, content } = matter(source);
  return { frontMatter: data, body: content };
}

/** A front-matter field as text: a string as written, a YAML date as `YYYY-MM-DD`, anything else undefined. */
export function frontMatterText(frontMatter: FrontMatter, key: string): string | undefined {
  const value = frontMatter[key];
  if (typeof value === 'string') return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return undefined;
}

/** Markdown images `![alt](src)` and HTML/JSX `<img>` elements in a body. */
export function images(body: string): { alt: string; src: string }[] {
  const found: { alt: string; src: string }[] = [];
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
