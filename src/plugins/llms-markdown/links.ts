/**
 * Makes the links of a doc or post meaningful outside the site. Our sources
 * link to each other by relative file path (`./risks.md#fees`) and show images
 * that sit beside them (`./flow.svg`), as the house style asks; Docusaurus
 * turns those into routes and bundled (often inlined) assets in the HTML, but
 * a Markdown copy read by a person or a language model needs absolute URLs.
 *
 * The source is tokenized by micromark, the CommonMark parser under
 * mdast-util-from-markdown and remark: its tokens give the exact place of each
 * link destination and heading text (the mdast tree keeps a link's URL but not
 * where it was written), and code blocks and spans have no such tokens, so
 * code is left exactly as written. Only those places change; every other
 * byte of the source is kept.
 */
import path from 'node:path';
import { parse, postprocess, preprocess } from 'micromark';
import { canonicalUrl } from '../../utils/canonicalUrl';

export type LinkContext = {
  /** Site-relative path of the file being rewritten, e.g. `guides/for-buyers/index.md`. */
  file: string;
  /** Site-relative source path → permalink, for every doc and post. */
  permalinks: ReadonlyMap<string, string>;
  /** The site's URL, e.g. `https://docs.zkp2p.xyz`. */
  siteUrl: string;
  /**
   * Where copies of the files beside the sources are served: a relative
   * `./flow.svg` in `guides/intro.md` becomes `<assetBaseUrl>/guides/flow.svg`.
   */
  assetBaseUrl: string;
};

export type RewrittenMarkdown = {
  markdown: string;
  /** Site-relative paths of the files the links now point at under `assetBaseUrl`. */
  assets: string[];
};

/** Tokens whose text is a link, image or definition destination (without the `<…>` of the bracketed form). */
const DESTINATIONS: ReadonlySet<string> = new Set(['resourceDestinationString', 'definitionDestinationString']);
/** A Docusaurus heading id at the end of a heading's text: `{#fees}`, or `\{#fees}` in MDX. */
const HEADING_ID = /[ \t]+\\?\{#[^}\s]+\}[ \t]*$/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/** The absolute URL a link target stands for (and the asset file it needs, if any), or the target unchanged. */
export function resolveTarget(target: string, context: LinkContext): { url: string; asset?: string } {
  if (target === '' || target.startsWith('#') || target.startsWith('//') || HAS_SCHEME.test(target)) {
    return { url: target };
  }
  const suffixStart = target.search(/[?#]/);
  const pathname = suffixStart === -1 ? target : target.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : target.slice(suffixStart);
  if (pathname.startsWith('/')) {
    return { url: `${canonicalUrl(context.siteUrl, pathname)}${suffix}` };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { url: target };
  }
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(context.file), decoded));
  if (file.startsWith('../')) {
    return { url: target };
  }
  if (MARKDOWN_FILE.test(file)) {
    const permalink = context.permalinks.get(file);
    return { url: permalink === undefined ? target : `${canonicalUrl(context.siteUrl, permalink)}${suffix}` };
  }
  return { url: `${context.assetBaseUrl.replace(/\/+$/, '')}/${encodeURI(file)}${suffix}`, asset: file };
}

type Edit = { start: number; end: number; text: string };

/**
 * Rewrites relative links to docs and posts (`./risks.md#fees`,
 * `../for-sellers/index.md`) and root-relative links (`/blogs`) to absolute
 * canonical URLs, points relative files (`./flow.svg`) at their copies under
 * `assetBaseUrl`, and drops Docusaurus heading ids (`## Fees {#fees}`, or
 * `\{#fees}` in MDX), which plain Markdown would show as text. Code is not
 * touched.
 */
export function rewriteLinks(markdown: string, context: LinkContext): RewrittenMarkdown {
  const events = postprocess(
    parse()
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  const edits: Edit[] = [];
  const assets = new Set<string>();
  for (const [kind, token] of events) {
    if (kind !== 'enter') continue;
    const { offset: start } = token.start;
    const { offset: end } = token.end;
    if (DESTINATIONS.has(token.type)) {
      const { url, asset } = resolveTarget(markdown.slice(start, end), context);
      if (asset !== undefined) assets.add(asset);
      edits.push({ start, end, text: url });
    } else if (token.type === 'atxHeadingText') {
      const id = HEADING_ID.exec(markdown.slice(start, end));
      if (id) edits.push({ start: start + id.index, end, text: '' });
    }
  }
  let rewritten = markdown;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
  }
  return { markdown: rewritten, assets: [...assets] };
}
