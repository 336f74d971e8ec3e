/**
 * Readers copy the TypeScript samples of the developer docs into their apps, so
 * every ```ts and ```tsx block under developer/ must compile against the SDK
 * and viem versions this repository pins (`@zkp2p/sdk`, `@zkp2p/contracts-v2`,
 * `viem` in package.json), with strict type checking.
 *
 * All blocks go into one TypeScript program (one load of the libraries' types).
 * Each page gets its own virtual folder: a block with `title="src/x.ts"` is the
 * file `src/x.ts` of that folder, so a later block on the same page can import
 * it (`import { x } from './x'`); a block without a title is a file of its own.
 * A block whose fence carries `typecheck=skip` is left out; use it only for a
 * fragment that cannot stand alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeFences, markdownFiles } from './docs';

const root = path.resolve(import.meta.dirname, '../..');
const docsFolder = path.join(root, 'developer');
/** Virtual folder for the samples: inside the repository, so imports resolve from its node_modules. */
const virtualRoot = path.join(root, '.developer-samples');

type Sample = {
  /** Page path relative to the repository, e.g. developer/api/v3/onramp.mdx. */
  page: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: 'ts' | 'tsx';
  title: string | undefined;
  skip: boolean;
  code: string;
};

const fenceLanguages: Readonly<Record<string, 'ts' | 'tsx'>> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

function extractSamples(page: string, source: string): Sample[] {
  return codeFences(source).flatMap(({ line, name, meta, code }) => {
    const language = fenceLanguages[name];
    if (!language) return [];
    return [
      { page, line, language, title: /title="([^"]+)"/.exec(meta)?.[1], skip: /\btypecheck=skip\b/.test(meta), code },
    ];
  });
}

/** Where a sample lives in the virtual tree. */
function virtualPath(sample: Sample): string {
  const pageFolder = path.join(virtualRoot, sample.page.replace(/\.mdx?$/, ''));
  if (sample.title && /\.tsx?$/.test(sample.title)) return path.join(pageFolder, sample.title);
  return path.join(pageFolder, `block-line-${sample.line}.${sample.language}`);
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

/** Type errors of the samples, as "page:line (title) line:col message", in one program. */
function typeErrors(samples: readonly Sample[]): string[] {
  const files = new Map<string, Sample>();
  for (const sample of samples) {
    if (sample.skip) continue;
    const file = virtualPath(sample);
    const clash = files.get(file);
    if (clash) {
      return [`${sample.page}:${sample.line} repeats the title of the block at line ${clash.line}`];
    }
    files.set(file, sample);
  }
  const folders = new Set<string>();
  for (const file of files.keys()) {
    for (let dir = path.dirname(file); dir.startsWith(virtualRoot); dir = path.dirname(dir)) folders.add(dir);
  }
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name)?.code ?? readFile(name);
  host.directoryExists = (name) => folders.has(name) || (directoryExists ? directoryExists(name) : true);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const sample = files.get(name);
    if (sample) return ts.createSourceFile(name, sample.code, languageVersion, true);
    return getSourceFile(name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...files.keys()], compilerOptions, host);
  const errors: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const sample = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (diagnostic.file && sample && diagnostic.start !== undefined) {
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const name = sample.title ? ` (${sample.title})` : '';
      errors.push(`${sample.page}:${sample.line}${name} ${line + 1}:${character + 1} ${message}`);
    } else {
      errors.push(`${diagnostic.file?.fileName ?? 'compiler'}: ${message}`);
    }
  }
  return errors;
}

const samples = markdownFiles(docsFolder).flatMap((file) =>
  extractSamples(path.relative(root, file), readFileSync(file, 'utf8')),
);

/**
 * Samples that prove the checker can fail. They join the real ones in the same
 * program (one load of the libraries' types), in a page folder of their own.
 */
const fixturePage = 'developer/checker-fixture.mdx';
const fixtures: Sample[] = [
  {
    page: fixturePage,
    line: 1,
    language: 'ts',
    title: 'src/amount.ts',
    skip: false,
    code: "import { parseUnits } from 'viem';\nexport const amount = parseUnits('1', 6);",
  },
  {
    page: fixturePage,
    line: 9,
    language: 'ts',
    title: undefined,
    skip: false,
    code: "import { amount } from './src/amount';\nconst n: bigint = amount;\nvoid n;",
  },
  {
    page: fixturePage,
    line: 20,
    language: 'ts',
    title: undefined,
    skip: false,
    code: "import { Zkp2pClient } from '@zkp2p/sdk';\nexport const c = new Zkp2pClient({ chainId: 8453 });",
  },
  {
    page: fixturePage,
    line: 30,
    language: 'tsx',
    title: undefined,
    skip: true,
    code: 'const broken: number = "text";',
  },
];

const allErrors = typeErrors([...samples, ...fixtures]);
const fixtureErrors = allErrors.filter((error) => error.startsWith(`${fixturePage}:`));
const sampleErrors = allErrors.filter((error) => !error.startsWith(`${fixturePage}:`));

test('every TypeScript sample in the developer docs compiles against the pinned SDK and viem', () => {
  const checked = samples.filter((sample) => !sample.skip);
  console.log(`type-checked ${checked.length} ts/tsx samples in developer/`);
  assert.ok(checked.length > 0, 'no ts/tsx samples found under developer/');
  assert.deepEqual(sampleErrors, [], `samples that do not compile:\n${sampleErrors.join('\n')}`);
});

test('the sample checker reports type errors by page and block, resolves titled files and honours skip', () => {
  assert.ok(fixtureErrors.length > 0, 'the broken fixture at line 20 was not reported');
  assert.ok(
    fixtureErrors.every((error) => error.startsWith(`${fixturePage}:20 `)),
    `only the block at line 20 should fail:\n${fixtureErrors.join('\n')}`,
  );
  const fenced = extractSamples(
    fixturePage,
    '```ts title="a.ts"\nconst a = 1;\n```\n\n```tsx typecheck=skip\nx\n```\n```bash\nls\n```\n',
  );
  assert.equal(fenced.length, 2);
  assert.equal(fenced[0]?.title, 'a.ts');
  assert.equal(fenced[1]?.skip, true);
});
