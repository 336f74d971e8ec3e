/**
 * Readers copy the developer docs' code blocks into their projects, so:
 * - every fence names its language;
 * - JavaScript and JSON samples parse (TypeScript samples are type-checked in
 *   full by developer-samples.test.ts; here they get the quick syntax pass too);
 * - an install command that pins `@zkp2p/sdk` or `viem` pins the version this
 *   repository checks the samples against (package.json).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import packageJson from '../../package.json';
import { codeFences, markdownFiles } from './docs';
import type { CodeFence } from './docs';

const root = path.resolve(import.meta.dirname, '../..');
const docsFolder = path.join(root, 'developer');

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

type CodeBlock = {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: Language;
  code: string;
};

type Fence = CodeFence & { file: string };

/** Every fence of the developer pages, whatever its language. */
const fences: Fence[] = markdownFiles(docsFolder).flatMap((file) =>
  codeFences(readFileSync(file, 'utf8')).map((fence) => ({ ...fence, file: path.relative(root, file) })),
);

/** The fences in the checked languages. */
function checkedBlocks(all: readonly Fence[]): CodeBlock[] {
  return all.flatMap(({ file, line, name, code }) => {
    const language = languages[name];
    return language ? [{ file, line, language, code }] : [];
  });
}

/** Syntax errors of a TS/JS/TSX/JSX sample, formatted as "line:col message". */
function syntaxErrors(block: CodeBlock): string[] {
  if (block.language === 'json') {
    try {
      JSON.parse(block.code);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  }
  const output = ts.transpileModule(block.code, {
    fileName: `sample.${block.language}`,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleDetection: ts.ModuleDetectionKind.Force,
      jsx: ts.JsxEmit.Preserve,
      allowJs: true,
    },
  });
  return (output.diagnostics ?? []).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file && diagnostic.start !== undefined) {
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${line + 1}:${character + 1} ${message}`;
    }
    return message;
  });
}

const blocks = checkedBlocks(fences);

test('the developer docs contain code samples to check', () => {
  const byLanguage = new Map<Language, number>();
  for (const block of blocks) byLanguage.set(block.language, (byLanguage.get(block.language) ?? 0) + 1);
  const summary = [...byLanguage].map(([language, count]) => `${language}: ${count}`).join(', ');
  console.log(`checked ${blocks.length} code blocks in developer/ (${summary})`);
  assert.ok(blocks.length > 0, 'no ts/tsx/js/jsx/json code blocks found under developer/');
});

for (const block of blocks) {
  test(`${block.file}:${block.line} (${block.language}) parses`, () => {
    assert.deepEqual(
      syntaxErrors(block),
      [],
      `syntax errors in the ${block.language} block at ${block.file}:${block.line}`,
    );
  });
}

/** Versions an install line pins for the packages the samples are checked against, if they differ from package.json. */
function pinMismatches(code: string): string[] {
  const pinned: Readonly<Record<string, string | undefined>> = packageJson.devDependencies;
  const problems: string[] = [];
  for (const [, name, version] of code.matchAll(/(@zkp2p\/sdk|@zkp2p\/contracts-v2|viem)@(\d[\w.-]*)/g)) {
    if (name && pinned[name] !== version)
      problems.push(`${name}@${version} (package.json pins ${pinned[name] ?? 'nothing'})`);
  }
  return problems;
}

test('every code fence in the developer docs names its language', () => {
  const unnamed = fences.filter((fence) => fence.name === '').map((fence) => `${fence.file}:${fence.line}`);
  assert.deepEqual(unnamed, []);
});

test('install commands pin the SDK and viem versions the samples are checked against', () => {
  const installs = fences.filter((fence) => /\b(npm|yarn|pnpm|bun) (install|add)\b/.test(fence.code));
  assert.ok(
    installs.some((fence) => fence.code.includes('@zkp2p/sdk@')),
    'no install command pins @zkp2p/sdk',
  );
  const problems = installs.flatMap((fence) =>
    pinMismatches(fence.code).map((p) => `${fence.file}:${fence.line} ${p}`),
  );
  assert.deepEqual(problems, []);
});

test('the checker itself rejects broken samples', () => {
  assert.equal(pinMismatches('npm install @zkp2p/sdk@0.5.0 viem').length, 1);
  assert.deepEqual(pinMismatches(`npm install @zkp2p/sdk@${packageJson.devDependencies['@zkp2p/sdk']} viem`), []);
  const broken: CodeBlock[] = [
    { file: 'x.md', line: 1, language: 'ts', code: 'const a = {;' },
    { file: 'x.md', line: 1, language: 'tsx', code: 'const a = <div>;' },
    { file: 'x.md', line: 1, language: 'js', code: 'function (' },
    { file: 'x.md', line: 1, language: 'json', code: '{ "a": 1, }' },
  ];
  for (const block of broken) {
    assert.ok(syntaxErrors(block).length > 0, `expected a syntax error for ${block.language}: ${block.code}`);
  }
  const fine: CodeBlock = { file: 'x.md', line: 1, language: 'ts', code: 'const r = await fetch("https://a.test");' };
  assert.deepEqual(syntaxErrors(fine), []);
  const fenced = checkedBlocks(
    codeFences('```ts title="a.ts"\nconst a = 1;\n```\n\n```bash\nls\n```\n').map((f) => ({ ...f, file: 'x.md' })),
  );
  assert.equal(fenced.length, 1);
  assert.equal(fenced[0]?.code, 'const a = 1;');
});
