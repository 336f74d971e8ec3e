/**
 * Writes `build/_headers`, the response headers of the site, which the host
 * (Cloudflare static assets, deploy/wrangler.jsonc) sends with every file.
 * The Content-Security-Policy is computed from the built HTML, so it can never
 * go stale: scripts only from the site's origin plus a `sha256-` hash of each
 * inline script of any built page (Docusaurus emits a few: colour mode,
 * announcement bar; src/plugins/clean-html-urls adds one), hashed after
 * minification, exactly as the browser sees them. An inline event handler
 * (`onclick="…"`) or a `javascript:` URL would be blocked by that policy, so
 * the build fails if one appears. Pages are read with hast-util-from-html
 * (the HTML standard's parser), never with regular expressions.
 */
import type { Plugin } from '@docusaurus/types';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { createHash } from 'node:crypto';
import { glob, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { visit } from 'unist-util-visit';

/** A path pattern (`/*`, `/assets/*`) and the headers sent for it. */
export type HeaderRule = { path: string; headers: Readonly<Record<string, string>> };

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

/** Bodies of the inline scripts a browser would run (not `src` scripts, not JSON-LD data blocks). */
export function inlineScripts(tree: Root): string[] {
  return selectAll('script', tree)
    .filter(({ properties }) => {
      const type = String(properties.type ?? '')
        .trim()
        .toLowerCase();
      return properties.src === undefined && JAVASCRIPT_TYPES.has(type);
    })
    .map(rawText)
    .filter((body) => body !== '');
}

/** Properties (hast names of attributes) whose value is a URL that a `javascript:` scheme would run. */
const URL_PROPERTIES: readonly string[] = ['href', 'src', 'action', 'formAction', 'xLinkHref'];

/** A URL's scheme is read after trimming C0 controls and spaces and dropping tabs and newlines. */
function isJavaScriptUrl(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value
      // eslint-disable-next-line no-control-regex
      .replace(/^[\u0000-\u0020]+/, '')
      .replace(/[\t\n\r]/g, '')
      .toLowerCase()
      .startsWith('javascript:')
  );
}

/** Markup that a policy without 'unsafe-inline' blocks: inline handlers (`onclick`) and `javascript:` URLs. */
export function blockedInlineCode(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'element', (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on[a-z]/i.test(name)) found.push(`<${node.tagName} ${name.toLowerCase()}>`);
      else if (URL_PROPERTIES.includes(name) && isJavaScriptUrl(value)) {
        found.push(`<${node.tagName} ${name.toLowerCase()}="javascript:…">`);
      }
    }
  });
  return found;
}

/**
 * The Content-Security-Policy: everything from the site's own origin only.
 * - Scripts: files from the site plus the exact inline scripts of the build (by
 *   hash), and `'wasm-unsafe-eval'`: the search (Pagefind) compiles its
 *   WebAssembly, which this allows without allowing JavaScript `eval`.
 * - Styles: from the site and `<style>` elements of the build (by hash), plus
 *   `style` attributes, which React and Docusaurus render (sidebar and
 *   code-block sizes) and which cannot run code or load from elsewhere.
 * - Images: the site plus `data:` URLs, which the build inlines.
 * - No plugins, no framing by any site, no `<base>` or form target elsewhere.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], styleHashes: readonly string[]): string {
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

/** Header rules for a set of built HTML documents (file name → HTML). */
export function rulesForHtml(documents: Readonly<Record<string, string>>): HeaderRule[] {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const [file, html] of Object.entries(documents)) {
    const tree = fromHtml(html);
    const blocked = blockedInlineCode(tree);
    if (blocked.length > 0) {
      throw new Error(`${file}: inline code that the Content-Security-Policy blocks: ${blocked.join(', ')}`);
    }
    for (const script of inlineScripts(tree)) scriptHashes.add(sha256Source(script));
    for (const style of selectAll('style', tree).map(rawText)) styleHashes.add(sha256Source(style));
  }
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy([...scriptHashes].sort(), [...styleHashes].sort()),
        // HTTPS only, for two years: the site has no other host name.
        'Strict-Transport-Security': 'max-age=63072000',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // Content-hashed files: a new build writes new names, so a file never changes.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/** Cloudflare ignores any line longer than 2,000 characters (a policy with many hashes could reach it). */
const MAX_LINE = 2000;

/** The `_headers` format: a path line, then indented `Name: value` lines. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = rules.flatMap((rule) => [
    rule.path,
    ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  const tooLong = lines.find((line) => line.length > MAX_LINE);
  if (tooLong !== undefined) throw new Error(`_headers exceeds the host's limits: ${tooLong.slice(0, 60)}…`);
  return `# Generated by src/plugins/security-headers at build time. Do not edit.\n${lines.join('\n')}\n`;
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const documents: Record<string, string> = {};
      for await (const file of glob('**/*.html', { cwd: outDir })) {
        documents[file] = await readFile(path.join(outDir, file), 'utf8');
      }
      await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rulesForHtml(documents)));
    },
  };
}
