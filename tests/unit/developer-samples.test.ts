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
 * All TypeScript blocks go into one project, checked by one run of the
 * native compiler (one load of the libraries' types). Each page gets its own
 * virtual folder: a block with `title="src/x.ts"` is the file `src/x.ts` of
 * that folder, so a later block on the same page can import it
 * (`import { x } from './x'`); a block without a title is a file of its own.
 * A block whose fence carries `typecheck=skip` is left out; use it only for a
 * fragment that cannot stand alone.
 */
import { after, test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import {
  createPublicClient,
  createWalletClient,
  custom,
  decodeAbiParameters,
  keccak256,
  parseAbi,
  parseAbiParameters,
  stringToBytes,
  toHex,
} from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { base } from 'viem/chains';
import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import packageJson from '../../package.json';
import { codeFences, pages, root } from './docs';
import type { CodeFence } from './docs';
import { FakePeerExtension, HttpReply } from './fake-base';
import type { FakeBase, FakeFetch } from './fake-base';
import { USD, zkp2pWorld, deposit, methodHash } from './fake-zkp2p';

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

/** The samples' compiler options: strict, as a reader's new project would have them. */
const tsconfigOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  resolveJsonModule: true,
  jsx: 'react-jsx',
  lib: ['es2022', 'dom', 'dom.iterable'],
  types: ['node'],
};
const compilerOptions: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(tsconfigOptions, root).options;

/**
 * The native TypeScript compiler (TypeScript 7, installed as `typescript-7`):
 * it checks the samples in a fraction of the time of the JavaScript compiler,
 * which stays installed as `typescript` because ESLint's TypeScript parser
 * needs its API.
 */
const nativeTsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

/** One diagnostic of `tsc --pretty false`: `file(line,col): error TS1234: message`, then indented lines. */
const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error TS\d+: (.*)$/;

/**
 * Type errors of the typed blocks, as "page:line (title) line:col message":
 * the blocks are written as files of one project and checked by one run of
 * the compiler, so the libraries' types load once.
 */
function typeErrors(blocks: readonly Block[]): string[] {
  const files = new Map<string, Block>();
  for (const block of blocks.filter((b) => b.typed)) {
    const file = path.relative(virtualRoot, virtualPath(block)).split(path.sep).join('/');
    const clash = files.get(file);
    if (clash) return [`${block.page}:${block.line} repeats the title of the block at line ${clash.line}`];
    files.set(file, block);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'developer-samples-types-'));
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    for (const [file, block] of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), block.code);
    }
    const tsconfig = { compilerOptions: tsconfigOptions, files: [...files.keys()] };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    const run = spawnSync(process.execPath, [nativeTsc, '-p', '.', '--pretty', 'false'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const errors: string[] = [];
    for (const line of `${run.stdout}${run.stderr}`.split('\n')) {
      const [, file = '', row, column, message] = DIAGNOSTIC.exec(line) ?? [];
      const block = files.get(file);
      if (message !== undefined) {
        const at = block ? `${block.page}:${block.line}${block.title ? ` (${block.title})` : ''}` : file;
        errors.push(`${at} ${row}:${column} ${message}`);
      } else if (/^\s/.test(line) && errors.length > 0) {
        errors[errors.length - 1] += `\n${line.trim()}`;
      } else if (line.trim() !== '') {
        errors.push(`compiler: ${line.trim()}`);
      }
    }
    if (run.status !== 0 && errors.length === 0)
      errors.push(`compiler: tsc exited with ${run.status} and no diagnostic`);
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "line:col message" of a diagnostic in a block, or the bare message. */
function located(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${line + 1}:${character + 1} ${message}`;
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

/** The type errors of the samples and of the fixture, from one program, computed once on first use. */
let checked: { samples: string[]; fixture: string[] } | undefined;
function checkedTypes(): { samples: string[]; fixture: string[] } {
  if (!checked) {
    const all = typeErrors([...blocks, ...fixture]);
    const inFixture = (error: string) => error.startsWith(`${fixturePage}:`);
    checked = { samples: all.filter((error) => !inFixture(error)), fixture: all.filter(inFixture) };
  }
  return checked;
}

test('every TypeScript sample in the developer docs compiles against the pinned SDK and viem', () => {
  const typed = blocks.filter((block) => block.typed);
  console.log(`type-checked ${typed.length} ts/tsx samples in developer/`);
  assert.ok(typed.length > 0, 'no ts/tsx samples found under developer/');
  const sampleErrors = checkedTypes().samples;
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
  const fixtureErrors = checkedTypes().fixture;
  assert.ok(fixtureErrors.length > 0, 'the broken fixture at line 10 was not reported');
  assert.ok(
    fixtureErrors.every((error) => error.startsWith(`${fixturePage}:10 `)),
    `only the block at line 10 should fail:\n${fixtureErrors.join('\n')}`,
  );
  const lines = fenceProblems(fixture).map((problem) => problem.slice(fixturePage.length + 1).split(' ')[0]);
  // The skipped block at line 14 is left out of the type check but must still parse.
  assert.deepEqual([...new Set(lines)], ['14', '20', '23', '26', '29']);
});

/* ------------------------------------------------------------------------------------------------
 * The samples run. Every titled TypeScript block becomes a file of a temporary tree laid out as in
 * the type check (so `./client` imports resolve), which resolves packages from this repository's
 * node_modules. Each page has a scenario that imports its files and runs them against the pinned
 * SDK and viem, with Base, the ZKP2P services and the Peer extension replaced by the fakes of
 * fake-base.ts and fake-zkp2p.ts. A sample that throws, sends a transaction the chain refuses, or
 * calls something the fakes do not know fails its scenario.
 * --------------------------------------------------------------------------------------------- */

type Module = Record<string, unknown>;

/** The typed, titled blocks written as files; `load` imports one and records that it ran. */
function sampleTree(all: readonly Block[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'developer-samples-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  const files = new Map<string, Block>();
  for (const block of all.filter((b) => b.typed && b.title)) {
    const file = path.join(dir, path.relative(virtualRoot, virtualPath(block)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, block.code);
    files.set(file, block);
  }
  const loaded = new Set<Block>();
  return {
    dir,
    files,
    loaded,
    async load(page: string, title: string): Promise<Module> {
      const file = path.join(dir, page.replace(/\.mdx?$/, ''), title);
      const block = files.get(file);
      if (!block) throw new Error(`${page} has no typed block titled ${title}`);
      loaded.add(block);
      const module: unknown = await import(pathToFileURL(file).href);
      return module as Module;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The function `name` of a sample module (or a method of an object a sample made), bound to it. */
function exported(module: object, name: string): (...args: unknown[]) => Promise<unknown> {
  const value: unknown = Reflect.get(module, name);
  if (typeof value !== 'function') throw new Error(`the sample exports no function ${name}`);
  return async (...args: unknown[]) => Reflect.apply(value, module, args);
}

/** What the samples printed with console.log, in order. */
const printed: string[] = [];

/** Runs `body` with `fetch` and `window` replaced and console.log captured, and fails on anything the fakes did not serve. */
async function inFakeWorld<T>(
  world: { chain: FakeBase; services: FakeFetch },
  window: object | undefined,
  body: () => Promise<T>,
): Promise<T> {
  const saved = { fetch: globalThis.fetch, window: Reflect.get(globalThis, 'window'), log: console.log };
  globalThis.fetch = world.services.fetch;
  Reflect.set(globalThis, 'window', window);
  console.log = (...args: unknown[]) => printed.push(args.map(String).join(' '));
  const unserved = () => [...world.chain.unhandled, ...world.services.unhandled];
  try {
    const result = await body();
    assert.deepEqual(unserved(), [], 'calls the fakes do not serve');
    return result;
  } catch (error) {
    // viem's errors carry whole calldata; keep what a reader of the failure needs.
    const { shortMessage, details, message } = error as { shortMessage?: string; details?: string; message?: string };
    const summary = shortMessage ? `${shortMessage}${details ? ` (${details})` : ''}` : String(message ?? error);
    const extra = unserved().length > 0 ? `\nnot served by the fakes: ${unserved().join('; ')}` : '';
    throw new Error(`${summary.slice(0, 600)}${extra}`);
  } finally {
    globalThis.fetch = saved.fetch;
    Reflect.set(globalThis, 'window', saved.window);
    console.log = saved.log;
  }
}

const tutorial = 'developer/integrate-zkp2p/integrate-redirect-onramp.mdx';
const BUYER: Address = '0x1111111111111111111111111111111111111111';

/** What the Peer extension posts back after a capture: `rows` from the payment app, sealed session. */
function captureOf(rows: Record<string, unknown>[]) {
  return (launch: Record<string, unknown>) => ({
    requestId: 'capture-1',
    platform: launch.platform,
    expiresAt: Date.now() + 60_000,
    metadata: rows,
    buyerTeeCapture: { encryptedSessionMaterial: 'sealed-session-material' },
  });
}

/** A payment row as the extension reports it. */
const row = (originalIndex: number, amount: string, recipient: string, hidden = false) => ({
  amount,
  currency: 'USD',
  recipient,
  date: '2026-11-28T10:00:00Z',
  paymentId: `payment-${originalIndex}`,
  hidden,
  originalIndex,
  params: { PAYMENT_ID: `payment-${originalIndex}` },
});

/** The tutorial's world: a stake-protected Venmo deposit and a Zelle deposit, and the extension's rows. */
function tutorialWorld() {
  const world = zkp2pWorld(
    [BUYER],
    [deposit(42n, 'venmo', 'Acme-Seller', true), deposit(43n, 'zelle', 'seller@example.com', false)],
  );
  const rows: Record<string, Record<string, unknown>[]> = {
    venmo: [
      row(0, '-$12.00', '@someone-else'),
      row(1, '-$50.00', '@Acme-Seller', true),
      row(3, '-$50.00', '@acme-seller'),
    ],
    zelle: [row(0, '50.00', 'SELLER@example.com')],
  };
  const peer = new FakePeerExtension('0.6.3', (launch) => captureOf(rows[String(launch.platform)] ?? [])(launch));
  return { world, peer, window: { peer, open: () => undefined } };
}

/** Runs the tutorial's buyUsdc() for one purchase in `tree`. */
async function buyWithTutorial(
  tree: ReturnType<typeof sampleTree>,
  setting: ReturnType<typeof tutorialWorld>,
  purchase: Record<string, string>,
): Promise<unknown> {
  const buy = exported(await tree.load(tutorial, 'src/peer/buy.ts'), 'buyUsdc');
  return inFakeWorld(setting.world, setting.window, () =>
    buy(setting.world.chain.provider(), { currency: 'USD', amount: '50', ...purchase }, async () => undefined),
  );
}

const tree = sampleTree(blocks);
after(() => tree.remove());

test('the onramp tutorial buys with Venmo, staking first, and with Zelle through the buyer’s bank', async () => {
  const setting = tutorialWorld();
  const { chain } = setting.world;

  const venmo = await buyWithTutorial(tree, setting, { platform: 'venmo' });
  const staked = chain.sentTo('StakeVault.depositStake');
  const signalled = chain.sentTo('OrchestratorV3.signalIntent');
  assert.equal(staked.length, 1, 'the Venmo purchase deposits stake once');
  assert.deepEqual(staked[0]?.args, [50_000_000n], 'the stake covers the 50 USDC intent');
  assert.ok(chain.sent.indexOf(staked[0]!) < chain.sent.indexOf(signalled[0]!), 'stake comes before the intent');
  const fulfilled = () => chain.sentTo('OrchestratorV3.fulfillIntent');
  assert.equal(fulfilled().length, 1, 'the Venmo purchase sends one fulfil transaction');
  assert.equal(venmo, fulfilled()[0]?.hash, 'resolves with the fulfil transaction');

  const zelle = await buyWithTutorial(tree, setting, { platform: 'zelle', bank: 'chase' });
  assert.equal(chain.sentTo('StakeVault.depositStake').length, 1, 'Zelle needs no stake');
  assert.equal(fulfilled().length, 2, 'the Zelle purchase sends its own fulfil transaction');
  assert.equal(zelle, fulfilled()[1]?.hash);

  const launches = setting.peer.launches.map(({ platform, actionType, captureMode }) => [
    platform,
    actionType,
    captureMode,
  ]);
  assert.deepEqual(launches, [
    ['venmo', 'transfer_venmo', 'buyerTee'],
    ['zelle', 'transfer_zelle_chase', 'buyerTee'],
  ]);
  const routes = setting.world.attestations.map(({ platform, actionType, body }) => [
    platform,
    actionType,
    body.params,
  ]);
  assert.deepEqual(routes, [
    ['venmo', 'transfer_venmo', { PAYMENT_ID: 'payment-3', index: 3 }],
    ['zelle', 'transfer_zelle_chase', { PAYMENT_ID: 'payment-0', index: 0 }],
  ]);
});

/** The blocks with one sample's code changed by `edit`, which must change it. */
function mutated(page: string, title: string, edit: (code: string) => string): Block[] {
  return blocks.map((block) => {
    if (block.page !== page || block.title !== title) return block;
    const code = edit(block.code);
    assert.notEqual(code, block.code, `the mutation of ${title} changed nothing`);
    return { ...block, code };
  });
}

test('the run catches a tutorial that skips the stake or leaves the bank out of a Zelle proof', async () => {
  const noStake = sampleTree(
    mutated(tutorial, 'src/peer/buy.ts', (code) => code.replace(/^\s*await stakeIfRequired\(.*$/m, '')),
  );
  const noBank = sampleTree(
    mutated(tutorial, 'src/peer/capture.ts', (code) =>
      code.replace(/^\s*actionPlatform: route\.platform,\n\s*actionType: route\.actionType,\n/m, ''),
    ),
  );
  try {
    await assert.rejects(buyWithTutorial(noStake, tutorialWorld(), { platform: 'venmo' }), /InsufficientFreeStake/);
    await assert.rejects(
      buyWithTutorial(noBank, tutorialWorld(), { platform: 'zelle', bank: 'chase' }),
      /Zelle buyer TEE fulfillment requires/,
    );
  } finally {
    noStake.remove();
    noBank.remove();
  }
});

const onrampReference = 'developer/api/v3/onramp.mdx';
const BUYER_KEY: Hex = `0x${'0b'.repeat(32)}`;

test('the V3 onramp reference signals with the SDK, staking first, and signals and fulfils with raw calls', async () => {
  const buyer = privateKeyToAccount(BUYER_KEY);
  const world = zkp2pWorld(
    [buyer.address],
    [deposit(7n, 'venmo', 'seller-one', true), deposit(8n, 'revolut', 'seller-two', false)],
  );
  const { chain } = world;
  process.env.BUYER_PRIVATE_KEY = BUYER_KEY;
  try {
    await inFakeWorld(world, undefined, async () => {
      const { client } = await tree.load(onrampReference, 'scripts/client.ts');
      const signal = exported(await tree.load(onrampReference, 'scripts/signal.ts'), 'signal');
      const getQuote = exported(client as object, 'getQuote');
      const quoted = (await getQuote({
        paymentPlatforms: ['venmo'],
        fiatCurrency: 'USD',
        user: buyer.address,
        recipient: buyer.address,
        destinationChainId: 8453,
        destinationToken: baseConstants.USDC,
        amount: '25',
      })) as { responseObject: { quotes: unknown[] } };
      const intentHash = await signal(quoted.responseObject.quotes[0]);
      assert.ok(world.intents.has(intentHash as Hex), 'signal() returns the intent hash of its IntentSignaled event');
      assert.deepEqual(chain.sentTo('StakeVault.depositStake')[0]?.args, [25_000_000n], 'it stakes the intent amount');

      // Without the SDK: a gating signature from /v3/sign, then the raw calls.
      const wallet = createWalletClient({ account: buyer, chain: base, transport: custom(chain.provider()) });
      const reader = createPublicClient({ chain: base, transport: custom(chain.provider()) });
      const signed = (await (
        await fetch('https://api.zkp2p.xyz/v3/sign', {
          method: 'POST',
          body: JSON.stringify({
            depositId: '8',
            amount: '20000000',
            toAddress: buyer.address,
            paymentMethod: methodHash('revolut'),
            fiatCurrency: USD,
            callerAddress: buyer.address,
          }),
        })
      ).json()) as { responseObject: { signedIntent: Hex; intentData: { signatureExpiration: string } } };
      const signalIntentRaw = exported(await tree.load(onrampReference, 'src/zkp2p/signalRaw.ts'), 'signalIntentRaw');
      const rawIntent = (await signalIntentRaw(wallet, reader, {
        depositId: 8n,
        amount: 20_000_000n,
        to: buyer.address,
        platform: 'revolut',
        currency: 'usd',
        conversionRate: 10n ** 18n,
        gatingServiceSignature: signed.responseObject.signedIntent,
        signatureExpiration: BigInt(signed.responseObject.intentData.signatureExpiration),
      })) as Hex;
      assert.ok(world.intents.has(rawIntent));

      const attested = (await (
        await fetch('https://attestation-service.zkp2p.xyz/buyer/verify/revolut/transfer_revolut', {
          method: 'POST',
          body: JSON.stringify({
            encryptedSessionMaterial: 'sealed',
            params: { index: 0 },
            intent: { intentHash: rawIntent },
          }),
        })
      ).json()) as { responseObject: unknown };
      const fulfilRaw = exported(await tree.load(onrampReference, 'src/zkp2p/fulfilRaw.ts'), 'fulfilRaw');
      const fulfilled = await fulfilRaw(wallet, attested.responseObject);
      assert.equal(fulfilled, chain.sentTo('OrchestratorV3.fulfillIntent')[0]?.hash);
      assert.ok(!world.intents.has(rawIntent), 'the raw fulfilment settles the intent');
    });
  } finally {
    delete process.env.BUYER_PRIVATE_KEY;
  }
});

const offrampReference = 'developer/api/v3/offramp.mdx';
const SELLER_KEY: Hex = `0x${'5e'.repeat(32)}`;

/** The offramp page's world, with the seller's key in the environment while `body` runs. */
async function asSeller<T>(
  run: (world: ReturnType<typeof zkp2pWorld>, trees: ReturnType<typeof sampleTree>) => Promise<T>,
  trees = tree,
) {
  const seller = privateKeyToAccount(SELLER_KEY);
  const world = zkp2pWorld([seller.address], []);
  process.env.SELLER_PRIVATE_KEY = SELLER_KEY;
  try {
    return await inFakeWorld(world, undefined, () => run(world, trees));
  } finally {
    delete process.env.SELLER_PRIVATE_KEY;
  }
}

test('the V3 offramp reference creates deposits with the SDK and raw, and points EUR at the package’s Chainlink adapter', async () => {
  await asSeller(async (world) => {
    const { depositId } = await tree.load(offrampReference, 'scripts/create-deposit.ts');
    const [created] = world.created;
    assert.equal(depositId, created?.id, 'the script reads the deposit ID from DepositReceived');
    assert.ok(printed.includes('Deposit 0 holds 500000000 USDC units.'), 'the script reports the deposit');
    assert.deepEqual(created?.params.paymentMethods, [methodHash('revolut')]);
    assert.equal(created?.params.amount, 500_000_000n);

    const follow = exported(await tree.load(offrampReference, 'scripts/oracle-rate.ts'), 'followEuroMarket');
    await follow(depositId);
    const oracle = [...(created?.oracle.values() ?? [])];
    assert.deepEqual(
      oracle.map(({ adapter, spreadBps }) => [adapter.toLowerCase(), spreadBps]),
      [[baseAddresses.contracts.ChainlinkOracleAdapter.toLowerCase(), 50]],
    );

    const seller = privateKeyToAccount(SELLER_KEY);
    const wallet = createWalletClient({ account: seller, chain: base, transport: custom(world.chain.provider()) });
    const reader = createPublicClient({ chain: base, transport: custom(world.chain.provider()) });
    const createDepositRaw = exported(
      await tree.load(offrampReference, 'src/zkp2p/createDepositRaw.ts'),
      'createDepositRaw',
    );
    await createDepositRaw(wallet, reader, {
      usdc: baseConstants.USDC,
      amount: 100_000_000n,
      min: 5_000_000n,
      max: 50_000_000n,
      method: 'wise',
      payeeHash: `0x${'aa'.repeat(32)}`,
      currency: 'EUR',
      minRate: 930_000_000_000_000_000n,
    });
    assert.deepEqual(world.created[1]?.params.paymentMethods, [methodHash('wise')]);
  });
});

test('the run catches an oracle setting that takes the SDK’s built-in adapter', async () => {
  const builtIn = sampleTree(
    mutated(offrampReference, 'scripts/oracle-rate.ts', (code) =>
      code.replace(
        /getSpreadOracleConfig\('EUR', \{\n\s*chainlinkOracleAdapter: chainlink,\n\s*\}\)/,
        "getSpreadOracleConfig('EUR')",
      ),
    ),
  );
  try {
    await assert.rejects(
      asSeller(async () => {
        const { depositId } = await builtIn.load(offrampReference, 'scripts/create-deposit.ts');
        await exported(await builtIn.load(offrampReference, 'scripts/oracle-rate.ts'), 'followEuroMarket')(depositId);
      }, builtIn),
      /InvalidOracleAdapter/,
    );
  } finally {
    builtIn.remove();
  }
});

const providerGuide = 'developer/build-new-provider.mdx';

test('the provider guide’s inline-template test reaches the extension with its template', async () => {
  const peer = new FakePeerExtension('0.6.3', captureOf([row(0, '25.00', 'acme-seller')]));
  const world = zkp2pWorld([], []);
  const template = { authLink: 'https://app.tallypay.example/activity', paramNames: ['PAYMENT_ID'] };
  const message = await inFakeWorld(world, { peer, open: () => undefined }, async () =>
    exported(await tree.load(providerGuide, 'src/dev/tryTemplate.ts'), 'tryTemplate')(template),
  );
  assert.deepEqual(peer.launches, [
    { platform: 'tallypay', actionType: 'transfer_tallypay', providerConfig: template },
  ]);
  assert.equal((message as { platform?: string }).platform, 'tallypay');
});

const v2Onramp = 'developer/api/onramp-integration.mdx';
const v2Offramp = 'developer/api/offramp-integration.mdx';

/** The retired V2 Escrow on Base, as deployed: zkp2p/zkp2p-v2-contracts, v2-main da735c5, deployments/base/Escrow.json. */
const V2_ESCROW: Address = '0xCA38607D85E8F6294Dc10728669605E6664C2D70';
const deployedV2Escrow = parseAbi([
  'function signalIntent(uint256 _depositId, uint256 _amount, address _to, address _verifier, bytes32 _fiatCurrency, bytes _gatingServiceSignature)',
  'function fulfillIntent(bytes _paymentProof, bytes32 _intentHash)',
  'function createDeposit(address _token, uint256 _amount, (uint256 min, uint256 max) _intentAmountRange, address[] _verifiers, (address intentGatingService, string payeeDetails, bytes data)[] _verifierData, (bytes32 code, uint256 conversionRate)[][] _currencies)',
  'event IntentSignaled(bytes32 indexed intentHash, uint256 indexed depositId, address indexed verifier, address owner, address to, uint256 amount, bytes32 fiatCurrency, uint256 conversionRate, uint256 timestamp)',
]);

/** IReclaimVerifier.ReclaimProof and the Claims structs at da735c5: what every V2 Reclaim verifier decodes. */
const oneReclaimProof = parseAbiParameters([
  'ReclaimProof proof',
  'struct ReclaimProof { ClaimInfo claimInfo; SignedClaim signedClaim; bool isAppclipProof; }',
  'struct ClaimInfo { string provider; string parameters; string context; }',
  'struct SignedClaim { CompleteClaimData claim; bytes[] signatures; }',
  'struct CompleteClaimData { bytes32 identifier; address owner; uint32 timestampS; uint32 epoch; }',
]);
/** The Chase Zelle verifier decodes two: `abi.decode(_proofs, (ReclaimProof, ReclaimProof))`. */
const twoReclaimProofs = parseAbiParameters([
  'ReclaimProof list, ReclaimProof detail',
  'struct ReclaimProof { ClaimInfo claimInfo; SignedClaim signedClaim; bool isAppclipProof; }',
  'struct ClaimInfo { string provider; string parameters; string context; }',
  'struct SignedClaim { CompleteClaimData claim; bytes[] signatures; }',
  'struct CompleteClaimData { bytes32 identifier; address owner; uint32 timestampS; uint32 epoch; }',
]);

test('the V2 history samples verify, signal, encode and check Reclaim proofs, fulfil and create a deposit', async () => {
  const seller = privateKeyToAccount(SELLER_KEY);
  const witness = privateKeyToAccount(`0x${'77'.repeat(32)}`);
  const world = zkp2pWorld([BUYER, seller.address], []);
  const { chain } = world;
  chain.addContract('V2Escrow', V2_ESCROW, deployedV2Escrow);
  const intentHash: Hex = `0x${'12'.repeat(32)}`;
  chain
    .on('V2Escrow.signalIntent', ({ from, args: [depositId, amount, to, verifier, fiatCurrency] }) => ({
      events: [
        {
          contract: 'V2Escrow',
          event: 'IntentSignaled',
          args: {
            intentHash,
            depositId,
            verifier,
            owner: from,
            to,
            amount,
            fiatCurrency,
            conversionRate: 10n ** 18n,
            timestamp: chain.now,
          },
        },
      ],
    }))
    .on('V2Escrow.fulfillIntent', ({ args: [proof, hash] }) => {
      if (hash !== intentHash) throw new Error('Intent does not exist');
      // Every V2 Reclaim verifier starts with abi.decode(_proof, (ReclaimProof)).
      decodeAbiParameters(oneReclaimProof, proof as Hex);
      return {};
    })
    .on('V2Escrow.createDeposit', ({ args }) => ({ result: undefined, apply: () => v2Deposits.push(args) }));
  const v2Deposits: (readonly unknown[])[] = [];
  world.services.routes.push({
    method: 'POST',
    url: /^https:\/\/api\.zkp2p\.xyz\/v1\/verify\/intent$/,
    reply: (body, _url, headers) => {
      if (headers.get('x-api-key') !== 'key-123')
        return new HttpReply(401, { success: false, message: 'Unauthorized' });
      const request = body as Record<string, string>;
      return {
        success: true,
        message: 'OK',
        statusCode: 200,
        responseObject: {
          signedIntent: '0x01',
          intentData: {
            depositId: request.depositId,
            tokenAmount: request.tokenAmount,
            recipientAddress: request.toAddress,
            verifierAddress: '0x9a733B55a875D0DB4915c6B36350b24F8AB99dF5',
            currencyCodeHash: request.fiatCurrencyCode,
            gatingServiceSignature: `0x${'ab'.repeat(65)}`,
          },
          depositData: { venmoUsername: 'acme-seller' },
        },
      };
    },
  });

  await inFakeWorld(world, undefined, async () => {
    const verify = exported(await tree.load(v2Onramp, 'server/verifyIntentV2.ts'), 'verifyIntentV2');
    const verified = (await verify(
      {
        depositId: '12',
        processorName: 'venmo',
        amount: '19600000',
        toAddress: BUYER,
        payeeDetails: `0x${'cd'.repeat(32)}`,
        fiatCurrencyCode: USD,
        chainId: '8453',
      },
      'key-123',
    )) as { intentData: unknown; depositData: Record<string, string> };
    assert.equal(verified.depositData.venmoUsername, 'acme-seller');

    const wallet = createWalletClient({ chain: base, transport: custom(chain.provider()) });
    const reader = createPublicClient({ chain: base, transport: custom(chain.provider()) });
    const signalV2 = exported(await tree.load(v2Onramp, 'src/zkp2p/signalV2.ts'), 'signalIntentV2');
    assert.equal(await signalV2(wallet, reader, verified.intentData), intentHash);
    assert.deepEqual(chain.sentTo('V2Escrow.signalIntent')[0]?.args.slice(0, 3), [12n, 19_600_000n, BUYER]);

    // A Reclaim proof signed by the deposit's witness, encoded as the verifiers decode it.
    const proofs = exported(await tree.load(v2Onramp, 'src/zkp2p/reclaimProofV2.ts'), 'encodeReclaimProof');
    const module = await tree.load(v2Onramp, 'src/zkp2p/reclaimProofV2.ts');
    const claimInfo = {
      provider: 'http',
      parameters: '{"url":"https://venmo.example"}',
      context: '{"contextAddress":"0x0"}',
    };
    const identifier = keccak256(stringToBytes(`${claimInfo.provider}\n${claimInfo.parameters}\n${claimInfo.context}`));
    const claim = { identifier, owner: BUYER, timestampS: 1_750_000_000, epoch: 1 };
    const message = `${identifier}\n${BUYER.toLowerCase()}\n${claim.timestampS}\n${claim.epoch}`;
    const proof = {
      claimInfo,
      signedClaim: { claim, signatures: [await witness.signMessage({ message })] },
      isAppclipProof: false,
    };
    const preflight = exported(module, 'preflightReclaimProof');
    await preflight(proof, [witness.address]);
    await assert.rejects(preflight(proof, [seller.address]), /Not enough valid witness signatures/);
    const tampered = { ...proof, claimInfo: { ...claimInfo, context: '{}' } };
    await assert.rejects(preflight(tampered, [witness.address]), /ClaimInfo hash doesn't match/);

    const encoded = (await proofs(proof)) as Hex;
    assert.deepEqual(decodeAbiParameters(oneReclaimProof, encoded)[0].signedClaim.claim.identifier, identifier);
    const zelle = exported(module, 'encodeZelleProof');
    const chase = (await zelle('chase', [proof, proof])) as Hex;
    assert.equal(chase.slice(0, 4), '0x00', 'Chase is bank 0');
    decodeAbiParameters(twoReclaimProofs, `0x${chase.slice(4)}`);
    assert.equal(((await zelle('citi', [proof])) as Hex).slice(0, 4), '0x02', 'Citi is bank 2');
    await assert.rejects(zelle('chase', [proof]), /two proofs/);

    const fulfil = exported(await tree.load(v2Onramp, 'src/zkp2p/fulfillV2.ts'), 'fulfillIntentV2');
    const fulfilTx = await fulfil(wallet, intentHash, encoded);
    assert.equal(chain.sentTo('V2Escrow.fulfillIntent').length, 1, 'one V2 fulfil transaction');
    assert.equal(fulfilTx, chain.sentTo('V2Escrow.fulfillIntent')[0]?.hash);

    const create = exported(await tree.load(v2Offramp, 'src/zkp2p/createDepositV2.ts'), 'createMercadoPagoDeposit');
    const sellerWallet = createWalletClient({ account: seller, chain: base, transport: custom(chain.provider()) });
    await create(sellerWallet, reader, `0x${'ef'.repeat(32)}`, '50', '1245');
    const [[token, amount, range, verifiers, , currencies] = []] = v2Deposits;
    assert.deepEqual(
      [token, amount, range, verifiers],
      [
        baseConstants.USDC,
        50_000_000n,
        { min: 100_000n, max: 10_000_000n },
        ['0xf2AC5be14F32Cbe6A613CFF8931d95460D6c33A3'],
      ],
    );
    assert.deepEqual(currencies, [[{ code: keccak256(toHex('ARS')), conversionRate: 1245n * 10n ** 18n }]]);
  });
});

/** The blocks `block` imports with a relative path, resolved in its page's folder. */
function importsOf(block: Block, all: readonly Block[]): Block[] {
  const from = path.dirname(virtualPath(block));
  return [...block.code.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap(([, spec = '']) => {
    const target = path.resolve(from, spec);
    return all.filter((other) => other.typed && [target, `${target}.ts`, `${target}.tsx`].includes(virtualPath(other)));
  });
}

test('every TypeScript sample in the developer docs ran in a scenario above, itself or through an import', () => {
  const typed = blocks.filter((block) => block.typed);
  assert.deepEqual(
    typed.filter((block) => !block.title).map((block) => `${block.page}:${block.line}`),
    [],
    'a sample needs a title="file.ts" to run',
  );
  const ran = new Set<Block>();
  const visit = (block: Block) => {
    if (ran.has(block)) return;
    ran.add(block);
    importsOf(block, typed).forEach(visit);
  };
  tree.loaded.forEach(visit);
  const notRun = typed
    .filter((block) => !ran.has(block))
    .map((block) => `${block.page}:${block.line} (${block.title})`);
  assert.deepEqual(notRun, [], 'samples no scenario runs');
});
