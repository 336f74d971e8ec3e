/**
 * What the prose tests read: every file a reader's text comes from (the docs
 * areas, the blog, and the React pages and components), cut into the units a
 * reader reads as one statement: a sentence, a list item, a heading, a table
 * row (with its table's header, which names what the row's cells are), a
 * front-matter title or description. Code blocks are left out (samples are
 * checked as code); what a page renders from data is left out too: a
 * self-closing component (`<ParameterValue id="…" />`) and an expression that
 * calls or names data (`{capOf('zelle', 'peer')}`, `{company}`), so only text
 * typed by hand is left.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root as repositoryRoot } from './docs';

/** Folders whose Markdown and MDX pages readers read. */
export const CONTENT_FOLDERS = ['guides', 'protocol', 'developer', 'blog', 'brand-kit'] as const;
/** Folders whose React source renders text readers read (tests beside them excluded). */
export const SOURCE_FOLDERS = ['src/pages', 'src/components'] as const;

export type SourceFile = { name: string; text: string };

function filesUnder(root: string, folder: string, pattern: RegExp): SourceFile[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(root, folder, name))
    .map((file) => ({ name: path.relative(root, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
}

/** Every page and React source file of a checkout (this one unless told), named from its root. */
export function readerFiles(root: string = repositoryRoot): SourceFile[] {
  return [
    ...CONTENT_FOLDERS.flatMap((folder) => filesUnder(root, folder, /\.mdx?$/)),
    ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(root, folder, /\.tsx?$/)),
  ];
}

export type Statement = {
  /** 1-based line where the statement starts. */
  line: number;
  /** The statement as typed, less what is rendered from data. */
  text: string;
  /** For a table row, the table's header row; '' otherwise. */
  header: string;
};

/** A line's text without what a page renders from data, links' targets, HTML comments and markup. */
export function handTyped(line: string): string {
  return line
    .replace(/<!--.*?-->|\{\/\*.*?\*\/\}/g, ' ')
    .replace(/<[A-Z][\w.]*(?:\s[^<>]*?)?\/>/g, ' ∎ ')
    .replace(/\{\s*[A-Za-z_$][\w$.]*\s*(?:\([^{}]*\)\s*)?\}/g, ' ∎ ')
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, ']')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ');
}

/** Splits a paragraph into sentences: after . ! ? followed by a space and a capital, a quote or markup. */
function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z"“*_`[(∎])/);
}

/**
 * The statements of one file: front-matter title and description, headings,
 * paragraph sentences, list items and table rows, each with its line. Code
 * fences, imports and exports, and JSX-only lines are skipped.
 */
export function statements(file: SourceFile): Statement[] {
  const lines = file.text.split(/\r?\n/);
  const out: Statement[] = [];
  const isSource = /\.tsx?$/.test(file.name);
  let fence: string | undefined;
  let header = '';
  let paragraph: { line: number; parts: string[] } | undefined;
  const flush = () => {
    if (paragraph) {
      const text = paragraph.parts.join(' ');
      for (const sentence of sentences(text)) {
        if (sentence.trim()) out.push({ line: paragraph.line, text: sentence.trim(), header: '' });
      }
    }
    paragraph = undefined;
  };
  let start = 0;
  if (!isSource && lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (let i = 1; i < end; i++) {
      const field = /^(title|description|sidebar_label):\s*(.*)$/.exec(lines[i] ?? '');
      if (field?.[2]) out.push({ line: i + 1, text: field[2].replace(/^['"]|['"]$/g, ''), header: '' });
    }
    start = end + 1;
  }
  for (let i = start; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const number = i + 1;
    if (!isSource) {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && raw.trim() === marker)
          fence = undefined;
        continue;
      }
      if (marker) {
        flush();
        fence = marker;
        continue;
      }
    }
    if (/^\s*(?:import|export)\s/.test(raw) || (isSource && /^\s*(?:\/\/|\/?\*)/.test(raw))) {
      flush();
      continue;
    }
    const text = handTyped(raw);
    if (!text.trim() || /^\s*:::/.test(raw)) {
      flush();
      header = /^\s*\|/.test(raw) ? header : '';
      continue;
    }
    if (/^\s*\|/.test(raw)) {
      flush();
      if (/^\s*\|[\s|:-]+\|\s*$/.test(raw)) continue;
      const previous = lines[i - 1] ?? '';
      const next = lines[i + 1] ?? '';
      if (!/^\s*\|/.test(previous) && /^\s*\|[\s|:-]+\|\s*$/.test(next)) {
        header = text;
        out.push({ line: number, text, header: '' });
      } else {
        out.push({ line: number, text, header });
      }
      continue;
    }
    header = '';
    if (/^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>)/.test(raw) || isSource) {
      flush();
      paragraph = { line: number, parts: [text] };
      if (/^\s*#{1,6}\s/.test(raw)) flush();
      continue;
    }
    if (paragraph && !/^\s{4,}/.test(raw) && paragraph.parts.length > 0) {
      paragraph.parts.push(text);
    } else {
      flush();
      paragraph = { line: number, parts: [text] };
    }
  }
  flush();
  return out;
}

/** 1-based line of a character offset. */
export function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** For each line of a Markdown or MDX file, whether it sits inside a code fence. */
export function fencedLines(text: string): boolean[] {
  const lines = text.split(/\r?\n/);
  const inside: boolean[] = [];
  let fence: string | undefined;
  for (const raw of lines) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence) {
      inside.push(true);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && raw.trim() === marker) fence = undefined;
    } else if (marker) {
      inside.push(true);
      fence = marker;
    } else {
      inside.push(false);
    }
  }
  return inside;
}

/** For each line of a Markdown or MDX file, the headings it sits under, outermost first. */
export function headingsAbove(text: string): string[][] {
  const fenced = fencedLines(text);
  const stack: { level: number; text: string }[] = [];
  return text.split(/\r?\n/).map((raw, index) => {
    const match = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (match?.[1] && match[2] !== undefined && !fenced[index]) {
      const level = match[1].length;
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= level) stack.pop();
      stack.push({ level, text: match[2] });
    }
    return stack.map((heading) => heading.text);
  });
}
