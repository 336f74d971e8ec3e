// Lets Node's test runner (through tsx) import site components rendered with
// react-dom/server, through Node's public module hooks (`module.registerHooks`):
// - `*.css` (CSS Modules) become a proxy that returns each class name as is;
// - `@site/...` resolves from the repository root;
// - the Docusaurus client aliases we use (`@docusaurus/Link`, `@theme/Heading`, ...)
//   resolve to the small stand-ins in ./stubs, which render plain HTML.
// Loaded with `node --import tsx --import ./tests/setup/register.mjs --test ...`.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const stubs = path.join(import.meta.dirname, 'stubs');

/** The stand-in file for a theme or Docusaurus client alias, when there is one. */
function stubFor(specifier) {
  const name = specifier
    .replace('@theme-original/', '@theme/')
    .replace(/^@(docusaurus|theme)\//, '$1-')
    .replace(/\//g, '-');
  const file = path.join(stubs, `${name}.tsx`);
  return existsSync(file) ? file : undefined;
}

const cssModule = `module.exports = new Proxy({}, {
  get: (_, key) => (typeof key === 'string' && key !== '__esModule' ? key : undefined),
});`;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@site/')) {
      return nextResolve(pathToFileURL(path.join(root, specifier.slice('@site/'.length))).href, context);
    }
    if (/^@(theme|theme-original)\//.test(specifier) || /^@docusaurus\/([A-Z]|use)/.test(specifier)) {
      const stub = stubFor(specifier);
      if (stub) return nextResolve(pathToFileURL(stub).href, context);
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url.endsWith('.css')) return { format: 'commonjs', source: cssModule, shortCircuit: true };
    return nextLoad(url, context);
  },
});
