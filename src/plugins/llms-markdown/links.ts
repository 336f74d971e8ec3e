/**
 * Makes the links of a doc or post meaningful outside the site. Our sources
 * link to each other by relative file path (`./risks.md#fees`) and show images
 * that sit beside them (`./flow.svg`), as the house style asks; Docusaurus
 * turns those into routes and bundled (often inlined) assets in the HTML, but
 * a Markdown copy read by a person or a language model needs absolute URLs.
 * Code (fenced blocks and inline spans) is left exactly as written.
 */
import path from 'node:path';
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

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`\n]*?\1/g;
const INLINE_LINK = /(!?\[(?:[^[\]\n]|\[[^\]\n]*\])*\]\(\s*)(<[^>\n]*>|[^\s()<>]+)((?:\s+"[^"\n]*")?\s*\))/g;
const REFERENCE_DEFINITION = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(<[^>\n]*>|\S+)/gm;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]+\\?\{#[^}\s]+\}[ \t]*$/gm;
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

function rewriteProse(prose: string, context: LinkContext, assets: Set<string>): string {
  const spans: string[] = [];
  const masked = prose.replace(INLINE_CODE, (span) => `\uE000${spans.push(span) - 1}\uE000`);
  const rewrite = (target: string): string => {
    const bracketed = target.startsWith('<') && target.endsWith('>');
    const { url, asset } = resolveTarget(bracketed ? target.slice(1, -1) : target, context);
    if (asset !== undefined) {
      assets.add(asset);
    }
    return bracketed ? `<${url}>` : url;
  };
  const rewritten = masked
    .replace(HEADING_ID, '$1')
    .replace(
      INLINE_LINK,
      (_link, before: string, target: string, after: string) => `${before}${rewrite(target)}${after}`,
    )
    .replace(REFERENCE_DEFINITION, (_definition, before: string, target: string) => `${before}${rewrite(target)}`);
  return rewritten.replace(/\uE000(\d+)\uE000/g, (_marker, index: string) => spans[Number(index)] ?? '');
}

/**
 * Rewrites relative links to docs and posts (`./risks.md#fees`,
 * `../for-sellers/index.md`) and root-relative links (`/blogs`) to absolute
 * canonical URLs, points relative files (`./flow.svg`) at their copies under
 * `assetBaseUrl`, and drops Docusaurus heading ids (`## Fees {#fees}`, or
 * `\{#fees}` in MDX), which plain Markdown would show as text. Code is not
 * touched.
 */
export function rewriteLinks(markdown: string, context: LinkContext): RewrittenMarkdown {
  const output: string[] = [];
  const assets = new Set<string>();
  let prose: string[] = [];
  let fence: string | undefined;
  const flushProse = (): void => {
    if (prose.length > 0) {
      output.push(rewriteProse(prose.join('\n'), context, assets));
      prose = [];
    }
  };
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined) {
      if (marker === undefined) {
        prose.push(line);
      } else {
        flushProse();
        fence = marker;
        output.push(line);
      }
    } else {
      output.push(line);
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
        fence = undefined;
      }
    }
  }
  flushProse();
  return { markdown: output.join('\n'), assets: [...assets] };
}
