/**
 * Writes the site's security headers into the build, computed from the built
 * HTML so the Content-Security-Policy can never go stale:
 * - `build/_headers`: Cloudflare Pages format (Netlify's too, less the
 *   `! Name` lines), and the file the test server (scripts/serve-build.ts)
 *   reads, so tests run under the real policy;
 * - `build/_headers.nginx.conf`: the same site-wide headers as nginx
 *   `add_header` lines, and `build/_headers.subresources.nginx.conf`, the
 *   headers of scripts and stylesheets, both included by `deploy/nginx.conf`.
 *
 * The policy allows scripts only from the site's origin plus a `sha256-` hash of
 * each inline script found in any built HTML file (Docusaurus emits a few: colour
 * mode, announcement bar, base-URL banner; src/plugins/clean-html-urls adds one),
 * hashed after minification, exactly as the browser sees them. An inline event
 * handler (`onclick="…"`) or a `javascript:` URL would be blocked by that policy,
 * so the build fails if one appears.
 */
import type { Plugin } from '@docusaurus/types';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import {
  headerRules,
  inlineScripts,
  inlineStyles,
  renderHeadersFile,
  renderNginxInclude,
  sha256Source,
  SUBRESOURCE_PATTERNS,
} from './headers';
import type { HeaderRule } from './headers';

const HEADERS_FILE = '_headers';
const NGINX_INCLUDE_FILE = '_headers.nginx.conf';
const NGINX_SUBRESOURCE_INCLUDE_FILE = '_headers.subresources.nginx.conf';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat();
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

/** Header rules for a set of built HTML documents. */
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
    for (const style of inlineStyles(tree)) styleHashes.add(sha256Source(style));
  }
  return headerRules({ scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() });
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const files = await htmlFiles(outDir);
      const documents: Record<string, string> = {};
      for (const file of files) documents[path.relative(outDir, file)] = await readFile(file, 'utf8');
      const rules = rulesForHtml(documents);
      await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile(rules));
      await writeFile(path.join(outDir, NGINX_INCLUDE_FILE), renderNginxInclude(rules));
      await writeFile(
        path.join(outDir, NGINX_SUBRESOURCE_INCLUDE_FILE),
        // Scripts and stylesheets get the same headers; a pattern matches itself, so it stands for its files.
        renderNginxInclude(rules, SUBRESOURCE_PATTERNS[0]),
      );
    },
  };
}
