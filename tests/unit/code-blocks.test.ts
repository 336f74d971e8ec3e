/**
 * Every TypeScript, JavaScript and JSON sample in the developer docs must at
 * least parse: readers copy them into their projects. TS/JS blocks go through
 * the TypeScript compiler's syntax pass (`transpileModule` with diagnostics);
 * JSON blocks through `JSON.parse`. Blocks in other languages are skipped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** Fenced code blocks (``` or ~~~, any indent up to 3 spaces) in the checked languages. */
function extractBlocks(file: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[1] ?? '```';
    const language = languages[(open[2] ?? '').toLowerCase()];
    const body: string[] = [];
    let j = i + 1;
    const close = new RegExp(`^ {0,3}${fence.charAt(0) === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j] ?? '')) {
      body.push(lines[j] ?? '');
      j++;
    }
    if (language) {
      blocks.push({ file, line: i + 1, language, code: body.join('\n') });
    }
    i = j;
  }
  return blocks;
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

const blocks = markdownFiles(docsFolder).flatMap((file) =>
  extractBlocks(path.relative(root, file), readFileSync(file, 'utf8')),
);

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

test('the checker itself rejects broken samples', () => {
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
  const fenced = extractBlocks('x.md', '```ts title="a.ts"\nconst a = 1;\n```\n\n```bash\nls\n```\n');
  assert.equal(fenced.length, 1);
  assert.equal(fenced[0]?.code, 'const a = 1;');
});
