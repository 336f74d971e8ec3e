/**
 * Readers copy the code blocks of the developer docs into their projects, so:
 * - every fence names its language;
 * - every ```ts and ```tsx block compiles against the SDK and viem versions
 *   this repository pins (`@zkp2p/sdk`, `@zkp2p/contracts-v2`, `viem` in
 *   package.json), with strict type checking;
 * - JavaScript and JSON blocks parse, as do TypeScript blocks left out of the
 *   type check;
 * - an install command that pins one of those packages pins the version of
 *   package.json.
 *
 * All TypeScript blocks go into one TypeScript program (one load of the
 * libraries' types). Each page gets its own virtual folder: a block with
 * `title="src/x.ts"` is the file `src/x.ts` of that folder, so a later block on
 * the same page can import it (`import { x } from './x'`); a block without a
 * title is a file of its own. A block whose fence carries `typecheck=skip` is
 * left out; use it only for a fragment that cannot stand alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import packageJson from '../../package.json';
import { codeFences, pages, root } from './docs';
import type { CodeFence } from './docs';

/** Virtual folder for the samples: inside the repository, so imports resolve from its node_modules. */
const virtualRoot = path.join(root, '.developer-samples');

type Language = 'ts' | 'tsx' | 'js' | 'jsx' | 'json';

/** Fence names we check, and the language each stands for. */
const languages: Readonly<Record<string, Language>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  json: 'json',
};

type Block = CodeFence & {
  /** Page path relative to the repository, e.g. developer/api/v3/onramp.mdx. */
  page: string;
  language: Language | undefined;
  title: string | undefined;
  /** A TypeScript block that goes into the type check. */
  typed: boolean;
};

function blocksOf(page: string, source: string): Block[] {
  return codeFences(source).map((fence) => {
    const language = languages[fence.name];
    return {
      ...fence,
      page,
      language,
      title: /title="([^"]+)"/.exec(fence.meta)?.[1],
      typed: (language === 'ts' || language === 'tsx') && !/\btypecheck=skip\b/.test(fence.meta),
    };
  });
}

/** Where a typed block lives in the virtual tree. */
function virtualPath(block: Block): string {
  const pageFolder = path.join(virtualRoot, block.page.replace(/\.mdx?$/, ''));
  if (block.title && /\.tsx?$/.test(block.title)) return path.join(pageFolder, block.title);
  return path.join(pageFolder, `block-line-${block.line}.${block.language}`);
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
};

/** "line:col message" of a diagnostic in a block, or the bare message. */
function located(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${line + 1}:${character + 1} ${message}`;
}

/** Type errors of the typed blocks, as "page:line (title) line:col message", in one program. */
function typeErrors(blocks: readonly Block[]): string[] {
  const files = new Map<string, Block>();
  for (const block of blocks.filter((b) => b.typed)) {
    const file = virtualPath(block);
    const clash = files.get(file);
    if (clash) return [`${block.page}:${block.line} repeats the title of the block at line ${clash.line}`];
    files.set(file, block);
  }
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name)?.code ?? readFile(name);
  host.directoryExists = (name) => name.startsWith(virtualRoot) || (directoryExists?.(name) ?? true);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const block = files.get(name);
    if (block) return ts.createSourceFile(name, block.code, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...files.keys()], compilerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const block = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!block) return `${diagnostic.file?.fileName ?? 'compiler'}: ${located(diagnostic)}`;
    return `${block.page}:${block.line}${block.title ? ` (${block.title})` : ''} ${located(diagnostic)}`;
  });
}

/** Syntax errors of a block the type check leaves out. */
function syntaxErrors({ language, code }: Block): string[] {
  if (language === 'json') {
    try {
      JSON.parse(code);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  }
  const output = ts.transpileModule(code, {
    fileName: `sample.${language}`,
    reportDiagnostics: true,
    compilerOptions: { ...compilerOptions, allowJs: true },
  });
  return (output.diagnostics ?? []).map(located);
}

const installs = (code: string) => /\b(npm|yarn|pnpm|bun) (install|add)\b/.test(code);

/** Unnamed fences, blocks that do not parse and install lines that pin another version than package.json. */
function fenceProblems(blocks: readonly Block[]): string[] {
  const pinned: Readonly<Record<string, string | undefined>> = packageJson.devDependencies;
  return blocks.flatMap((block) => {
    const at = `${block.page}:${block.line}`;
    if (block.name === '') return [`${at} names no language`];
    const problems = block.language && !block.typed ? syntaxErrors(block).map((error) => `${at} ${error}`) : [];
    if (!installs(block.code)) return problems;
    for (const [, name = '', version] of block.code.matchAll(/(@zkp2p\/sdk|@zkp2p\/contracts-v2|viem)@(\d[\w.-]*)/g)) {
      if (pinned[name] !== version) problems.push(`${at} pins ${name}@${version}; package.json pins ${pinned[name]}`);
    }
    return problems;
  });
}

const blocks = pages('developer').flatMap(({ name, text }) => blocksOf(name, text));

/** Blocks that prove the checkers can fail, checked in the same program as the real ones. */
const fixturePage = 'developer/checker-fixture.mdx';
const fixture = blocksOf(
  fixturePage,
  [
    '```ts title="src/amount.ts"',
    "import { parseUnits } from 'viem';",
    "export const amount = parseUnits('1', 6);",
    '```',
    '```ts',
    "import { amount } from './src/amount';",
    'const n: bigint = amount;',
    'void n;',
    '```',
    '```ts',
    "import { Zkp2pClient } from '@zkp2p/sdk';",
    'export const c = new Zkp2pClient({ chainId: 8453 });',
    '```',
    '```tsx typecheck=skip',
    'const broken: number = (;',
    '```',
    '```js',
    'const r = await fetch("https://a.test");',
    '```',
    '```js',
    'function (',
    '```',
    '```json',
    '{ "a": 1, }',
    '```',
    '```bash',
    'npm install @zkp2p/sdk@0.5.0 viem',
    '```',
    '```',
    'a block with no language',
    '```',
  ].join('\n'),
);

const allErrors = typeErrors([...blocks, ...fixture]);
const fixtureErrors = allErrors.filter((error) => error.startsWith(`${fixturePage}:`));
const sampleErrors = allErrors.filter((error) => !error.startsWith(`${fixturePage}:`));

test('every TypeScript sample in the developer docs compiles against the pinned SDK and viem', () => {
  const typed = blocks.filter((block) => block.typed);
  console.log(`type-checked ${typed.length} ts/tsx samples in developer/`);
  assert.ok(typed.length > 0, 'no ts/tsx samples found under developer/');
  assert.deepEqual(sampleErrors, [], `samples that do not compile:\n${sampleErrors.join('\n')}`);
});

test('every code fence in the developer docs names its language and parses; installs pin package.json', () => {
  assert.ok(
    blocks.some((block) => installs(block.code) && block.code.includes('@zkp2p/sdk@')),
    'no install command pins @zkp2p/sdk',
  );
  assert.deepEqual(fenceProblems(blocks), []);
});

test('the checkers report broken blocks by page and line, resolve titled files and honour skip', () => {
  assert.ok(fixtureErrors.length > 0, 'the broken fixture at line 10 was not reported');
  assert.ok(
    fixtureErrors.every((error) => error.startsWith(`${fixturePage}:10 `)),
    `only the block at line 10 should fail:\n${fixtureErrors.join('\n')}`,
  );
  const lines = fenceProblems(fixture).map((problem) => problem.slice(fixturePage.length + 1).split(' ')[0]);
  // The skipped block at line 14 is left out of the type check but must still parse.
  assert.deepEqual([...new Set(lines)], ['14', '20', '23', '26', '29']);
});
