// Lets Node's test runner (through tsx, which compiles our TypeScript to
// CommonJS) import site components rendered with react-dom/server:
// - `*.css` (CSS Modules) become a proxy that returns each class name as is;
// - `@site/...` resolves from the repository root;
// - the Docusaurus client aliases we use (`@docusaurus/Link`, `@theme/Heading`, ...)
//   resolve to the small stand-ins in ./stubs, which render plain HTML.
// Loaded with `node --import tsx --require ./tests/setup/register.cjs --test ...`.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const stubs = path.join(__dirname, 'stubs');

Module._extensions['.css'] = (module) => {
  module.exports = new Proxy(
    {},
    { get: (_, key) => (typeof key === 'string' && key !== '__esModule' ? key : undefined) },
  );
};

function stubFor(request) {
  const name = request
    .replace('@theme-original/', '@theme/')
    .replace(/^@(docusaurus|theme)\//, '$1-')
    .replace(/\//g, '-');
  const file = path.join(stubs, `${name}.tsx`);
  return fs.existsSync(file) ? file : undefined;
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWithAliases(request, ...rest) {
  let target = request;
  if (request.startsWith('@site/')) {
    target = path.join(root, request.slice('@site/'.length));
  } else if (/^@(theme|theme-original)\//.test(request) || /^@docusaurus\/([A-Z]|use)/.test(request)) {
    target = stubFor(request) ?? request;
  }
  return resolveFilename.call(this, target, ...rest);
};
