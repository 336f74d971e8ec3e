/**
 * What the content tests read: the Markdown and MDX pages of a content folder,
 * and the fenced code blocks of one page, so every test walks the docs and
 * splits fences the same way.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { frontMatterText, parseDoc } from '../support/markdown';

/** The repository root, where every npm script runs (a plain path, so Playwright's CommonJS loads this file too). */
export const root = path.resolve('.');

/** Every .md and .mdx file under `dir`, at any depth. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name));
}

/** The pages of content folders: path from the repository root (`guides/index.mdx`) and source; never none per folder. */
export function pages(...folders: string[]): { name: string; text: string }[] {
  return folders.flatMap((folder) => {
    const found = markdownFiles(path.join(root, folder)).map((file) => ({
      name: path.relative(root, file),
      text: readFileSync(file, 'utf8'),
    }));
    if (found.length === 0) throw new Error(`no .md or .mdx pages under ${folder}/`);
    return found;
  });
}

export type CodeFence = {
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's language name, lower case ('' when it names none). */
  name: string;
  /** What follows the language name on the opening line, e.g. `title="a.ts"`. */
  meta: string;
  code: string;
};

/** Fenced code blocks (``` or ~~~, indented up to 3 spaces), in order. */
export function codeFences(source: string): CodeFence[] {
  const fences: CodeFence[] = [];
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[1] ?? '```';
    const close = new RegExp(`^ {0,3}${fence.charAt(0) === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j] ?? '')) {
      body.push(lines[j] ?? '');
      j++;
    }
    fences.push({ line: i + 1, name: (open[2] ?? '').toLowerCase(), meta: open[3] ?? '', code: body.join('\n') });
    i = j;
  }
  return fences;
}

/** The blog's post slugs, newest first by their front-matter dates: the order /blogs and the feeds list them in. */
export function postSlugsNewestFirst(): string[] {
  return pages('blog')
    .map(({ text }) => parseDoc(text).frontMatter)
    .map((frontMatter) => ({
      slug: frontMatterText(frontMatter, 'slug') ?? '',
      date: frontMatterText(frontMatter, 'date') ?? '',
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ slug }) => slug);
}
