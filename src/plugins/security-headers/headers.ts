/**
 * The site's HTTP response headers as data, and the two file formats they are
 * written in: `_headers` (Cloudflare Pages reads it from the build folder) and
 * nginx includes (`add_header` lines). The static server of the
 * tests and benchmarks (scripts/serve-build.ts) parses `_headers` with
 * `parseHeadersFile` and applies it with `headersForPath`, so every consumer
 * reads one generated file. Pages are read with hast-util-from-html (the
 * HTML standard's parser), never with regular expressions.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A path pattern (`/*`, `/assets/*` or an exact path), the headers sent for
 * it, and the names of headers that other rules attach but this path does not
 * get (`detach`, written `! Name` in `_headers`, as Cloudflare Pages reads it).
 */
export type HeaderRule = {
  path: string;
  headers: Readonly<Record<string, string>>;
  detach?: readonly string[];
};

/** CSP source for a script or style body, e.g. `'sha256-abc…='`. */
export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Script types a browser runs; any other type is a data block that CSP ignores. */
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** The text of a raw-text element (`<script>`, `<style>`): what the browser hashes. */
function rawText(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

/**
 * Bodies of the inline scripts a browser would run in a parsed page
 * (hast-util-from-html), as the HTML parser reads them: the text CSP hashes.
 * Scripts with `src` and data blocks such as `application/ld+json` are skipped.
 */
export function inlineScripts(tree: Root): string[] {
  return elements(tree, 'script')
    .filter(({ properties }) => {
      const type = String(properties.type ?? '')
        .trim()
        .toLowerCase();
      return properties.src === undefined && JAVASCRIPT_TYPES.has(type);
    })
    .map(rawText)
    .filter((body) => body !== '');
}

/** Bodies of the inline `<style>` elements of a parsed page. */
export function inlineStyles(tree: Root): string[] {
  return elements(tree, 'style').map(rawText);
}

export type PolicySources = {
  /** CSP hash sources of every inline script in the build. */
  scriptHashes: readonly string[];
  /** CSP hash sources of every inline `<style>` element in the build. */
  styleHashes: readonly string[];
};

/**
 * The Content-Security-Policy: everything from the site's own origin only.
 * - Scripts: files from the site plus the exact inline scripts of the build (by hash),
 *   and `'wasm-unsafe-eval'`: the search (Pagefind) compiles its WebAssembly,
 *   which this allows without allowing JavaScript `eval`.
 * - Styles: `<style>` elements and stylesheets only from the site (by hash for inline
 *   ones, `style-src-elem`); `style` attributes are allowed (`style-src-attr
 *   'unsafe-inline'`) because React and Docusaurus render them (the hidden SVG
 *   sprite, sidebar and code-block sizes). Attributes cannot run code or load from
 *   another origin under this policy. Old browsers without `style-src-elem` fall
 *   back to `style-src 'self' 'unsafe-inline'`.
 * - Images: the site plus `data:` URLs: the build inlines small images (the
 *   docs' SVG diagrams) as data URLs. (Infima's data-URL icons are no longer
 *   used: src/css/icons.css draws them.)
 * - Fonts, fetches, media, the web manifest and workers: the site only, through
 *   `default-src` (not repeated per directive: the policy is sent with every
 *   response, and each repeat cost a page of the longest docs about 2 KiB).
 * - No plugins, no framing by any site, no `<base>` or form target elsewhere.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes }: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...styleHashes],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Browser features the site never uses, all switched off (only names Chromium knows, so it logs no warning). */
const DISABLED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
];

/** Cache policy for content-hashed files: a new build writes new names, so they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Where the content-hashed files of a Docusaurus build live. */
const HASHED_ASSETS_PATTERN = '/assets/*';

/**
 * Where the build's scripts and stylesheets live (under the hashed assets).
 * Browsers never render these files as documents: a script or stylesheet
 * runs or applies in the page that loads it, under that page's policy.
 */
export const SUBRESOURCE_PATTERNS = ['/assets/js/*', '/assets/css/*'] as const;

/**
 * Headers that only a document (a page, or a file opened as one, such as an
 * SVG image) acts on: its Content-Security-Policy, the features and framing it
 * allows, its browsing-context group. Sent with a script or a stylesheet they
 * do nothing, and over HTTP/1.1 they cost about 0.8 KiB per file (a docs page
 * loads a dozen). `X-Content-Type-Options` and `Referrer-Policy` do apply to
 * scripts and stylesheets (no MIME sniffing; the referrer of what a stylesheet
 * loads), so those stay.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
];

/** Every header rule of the site, in the order they are written. */
export function headerRules(sources: PolicySources): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(sources),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { path: HASHED_ASSETS_PATTERN, headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    ...SUBRESOURCE_PATTERNS.map((path) => ({ path, headers: {}, detach: DOCUMENT_ONLY_HEADERS })),
  ];
}

/**
 * `_headers` format (Cloudflare Pages): a path line, then indented
 * `Name: value` lines, and `! Name` lines for headers the path does not get.
 */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const banner = '# Generated by src/plugins/security-headers at build time. Do not edit.\n';
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join('')}${(rule.detach ?? []).map((name) => `  ! ${name}\n`).join('')}`,
  );
  return banner + blocks.join('\n');
}

/** Reads a `_headers` file back into rules (comments and blank lines are skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string>; detach?: string[] }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (current && detached?.[1]) {
      current.detach = [...(current.detach ?? []), detached[1]];
      continue;
    }
    const separator = line.indexOf(':');
    if (!current || separator < 0) throw new Error(`_headers: header line outside a path block: ${line}`);
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function matches(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith('*')) return urlPath.startsWith(pattern.slice(0, -1));
  return pattern === urlPath;
}

/**
 * Headers for a URL path, as Cloudflare Pages combines them: every matching
 * rule applies, a header set by two rules gets both values joined with a comma
 * (which is why no two rules here set the same header), and a header that any
 * matching rule detaches is not sent.
 */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  const matching = rules.filter((rule) => matches(rule.path, urlPath));
  for (const rule of matching) {
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
    }
  }
  for (const name of matching.flatMap((rule) => rule.detach ?? [])) delete result[name];
  return result;
}

function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The same rules as nginx `add_header` lines, for `include` in the server
 * block and its locations (nginx drops inherited `add_header` lines in a
 * location that adds its own, so each location includes what it sends).
 * `samplePath` picks the rules: `/` gives the site-wide headers (pages, and
 * with the cache header that `deploy/nginx.conf` adds, images and other
 * hashed files); a script's path gives what scripts and stylesheets get,
 * caching included.
 */
export function renderNginxInclude(rules: readonly HeaderRule[], samplePath = '/'): string {
  const headers = Object.entries(headersForPath(rules, samplePath));
  if (headers.length === 0) throw new Error(`no header rule for ${samplePath}`);
  const lines = headers.map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;\n`);
  return `# Generated by src/plugins/security-headers at build time (same data as _headers). Do not edit.\n${lines.join('')}`;
}
