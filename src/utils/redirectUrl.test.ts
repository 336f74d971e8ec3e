import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  NATIVE_TOKEN_ADDRESS,
  REDIRECT_BASE_URL,
  buildRedirectUrl,
  checkAmountUsdc,
  checkInputAmount,
  emptyRedirectFields,
  findChain,
  isEvmAddress,
  isHttpsUrl,
  isSolanaAddress,
  redirectFieldOrder,
  redirectWarnings,
  supportedChains,
  validateRedirectFields,
} from './redirectUrl';
import type { RedirectFields } from './redirectUrl';

const wallet = '0x1111222233334444555566667777888899990000';
const solWallet = '7Xb5qQeCz1Zs3Jg3rK5dVqQWm8H6uYt7bD3aF2pNcLkE';

function fields(overrides: Partial<RedirectFields>): RedirectFields {
  return { ...emptyRedirectFields, ...overrides };
}

function urlOf(overrides: Partial<RedirectFields>): URL {
  const result = buildRedirectUrl(fields(overrides));
  assert.ok(result.ok, `expected a URL, got errors ${JSON.stringify(result.ok ? {} : result.errors)}`);
  return new URL(result.url);
}

test('a referrer alone is enough for a link', () => {
  const result = buildRedirectUrl(fields({ referrer: 'Acme Wallet' }));
  assert.ok(result.ok);
  assert.equal(result.url, `${REDIRECT_BASE_URL}?referrer=Acme+Wallet`);
});

test('a missing referrer is the one required-field error', () => {
  const result = buildRedirectUrl(emptyRedirectFields);
  assert.equal(result.ok, false);
  assert.deepEqual(Object.keys(result.ok ? {} : result.errors), ['referrer']);
});

test('whitespace-only input counts as empty and values are trimmed', () => {
  assert.ok(validateRedirectFields(fields({ referrer: '   ' })).referrer);
  const url = urlOf({ referrer: '  Acme  ', inputAmount: ' 10 ' });
  assert.equal(url.searchParams.get('referrer'), 'Acme');
  assert.equal(url.searchParams.get('inputAmount'), '10');
});

test('parameters come out in the reference order and round-trip through URL parsing', () => {
  const url = urlOf({
    recipientAddress: wallet,
    toTokenChainId: '8453',
    toTokenAddress: NATIVE_TOKEN_ADDRESS,
    paymentPlatform: 'venmo',
    inputAmount: '12.34',
    inputCurrency: 'usd',
    callbackUrl: 'https://app.example.com/done?order=7',
    referrerLogo: 'https://app.example.com/logo.svg',
    referrer: 'Acme',
  });
  assert.equal(`${url.origin}${url.pathname}`, REDIRECT_BASE_URL);
  assert.deepEqual(
    [...url.searchParams.keys()],
    [
      'referrer',
      'referrerLogo',
      'callbackUrl',
      'inputCurrency',
      'inputAmount',
      'paymentPlatform',
      'toToken',
      'recipientAddress',
    ],
  );
  assert.equal(url.searchParams.get('callbackUrl'), 'https://app.example.com/done?order=7');
  assert.equal(url.searchParams.get('inputCurrency'), 'USD');
  assert.equal(url.searchParams.get('toToken'), `8453:${NATIVE_TOKEN_ADDRESS}`);
});

test('URLs must be absolute https', () => {
  assert.equal(isHttpsUrl('https://example.com/logo.png'), true);
  assert.equal(isHttpsUrl('http://example.com/logo.png'), false);
  assert.equal(isHttpsUrl('example.com/logo.png'), false);
  assert.equal(isHttpsUrl('javascript:alert(1)'), false);
  assert.equal(isHttpsUrl(''), false);
  const errors = validateRedirectFields(
    fields({ referrer: 'A', referrerLogo: 'http://x.test/l.png', callbackUrl: '/done' }),
  );
  assert.match(errors.referrerLogo ?? '', /https:\/\//);
  assert.match(errors.callbackUrl ?? '', /https:\/\//);
});

test('EVM addresses are 0x plus 40 hex characters', () => {
  assert.equal(isEvmAddress(wallet), true);
  assert.equal(isEvmAddress(wallet.toUpperCase().replace('0X', '0x')), true);
  assert.equal(isEvmAddress(wallet.slice(0, -1)), false);
  assert.equal(isEvmAddress(`${wallet}0`), false);
  assert.equal(isEvmAddress(wallet.replace('0x', '')), false);
  assert.equal(isEvmAddress('0xzz11222233334444555566667777888899990000'), false);
});

test('Solana addresses are base-58 of 32 to 44 characters', () => {
  assert.equal(isSolanaAddress('11111111111111111111111111111111'), true);
  assert.equal(isSolanaAddress(solWallet), true);
  assert.equal(isSolanaAddress('0OIl1111111111111111111111111111'), false);
  assert.equal(isSolanaAddress('1111'), false);
});

test('input amounts are positive with at most two decimals', () => {
  assert.equal(checkInputAmount('10'), undefined);
  assert.equal(checkInputAmount('12.34'), undefined);
  assert.equal(checkInputAmount('0.5'), undefined);
  assert.match(checkInputAmount('12.345') ?? '', /2 decimal places/);
  assert.match(checkInputAmount('0') ?? '', /greater than 0/);
  assert.match(checkInputAmount('0.00') ?? '', /greater than 0/);
  assert.match(checkInputAmount('-5') ?? '', /plain number/);
  assert.match(checkInputAmount('1e3') ?? '', /plain number/);
  assert.match(checkInputAmount('$10') ?? '', /plain number/);
  assert.match(checkInputAmount('1,000') ?? '', /plain number/);
  assert.match(checkInputAmount('NaN') ?? '', /plain number/);
  assert.match(checkInputAmount('Infinity') ?? '', /plain number/);
});

test('exact USDC amounts are whole base units', () => {
  assert.equal(checkAmountUsdc('1000000'), undefined);
  assert.match(checkAmountUsdc('1.5') ?? '', /1500000/);
  assert.match(checkAmountUsdc('0') ?? '', /greater than 0/);
  assert.match(checkAmountUsdc('ten') ?? '', /whole number/);
});

test('currency codes are three letters and are upper-cased', () => {
  assert.ok(validateRedirectFields(fields({ referrer: 'A', inputCurrency: 'US' })).inputCurrency);
  assert.ok(validateRedirectFields(fields({ referrer: 'A', inputCurrency: 'US1' })).inputCurrency);
  assert.equal(urlOf({ referrer: 'A', inputCurrency: 'eur' }).searchParams.get('inputCurrency'), 'EUR');
});

test('toToken needs both a supported chain and an address in that chain format', () => {
  const base = { referrer: 'A' };
  assert.ok(validateRedirectFields(fields({ ...base, toTokenAddress: NATIVE_TOKEN_ADDRESS })).toTokenChainId);
  assert.ok(validateRedirectFields(fields({ ...base, toTokenChainId: '8453' })).toTokenAddress);
  assert.ok(
    validateRedirectFields(fields({ ...base, toTokenChainId: '10', toTokenAddress: NATIVE_TOKEN_ADDRESS }))
      .toTokenChainId,
  );
  assert.ok(
    validateRedirectFields(fields({ ...base, toTokenChainId: '792703809', toTokenAddress: NATIVE_TOKEN_ADDRESS }))
      .toTokenAddress,
  );
  assert.ok(
    validateRedirectFields(
      fields({ ...base, toTokenChainId: '8453', toTokenAddress: 'So11111111111111111111111111111111111111112' }),
    ).toTokenAddress,
  );
  const url = urlOf({
    ...base,
    toTokenChainId: '792703809',
    toTokenAddress: '11111111111111111111111111111111',
    recipientAddress: solWallet,
  });
  assert.equal(url.searchParams.get('toToken'), '792703809:11111111111111111111111111111111');
});

test('the recipient address follows the destination chain', () => {
  const base = { referrer: 'A' };
  assert.ok(
    validateRedirectFields(
      fields({
        ...base,
        toTokenChainId: '792703809',
        toTokenAddress: '11111111111111111111111111111111',
        recipientAddress: wallet,
      }),
    ).recipientAddress,
  );
  assert.ok(validateRedirectFields(fields({ ...base, recipientAddress: '0x123' })).recipientAddress);
  assert.equal(validateRedirectFields(fields({ ...base, recipientAddress: wallet })).recipientAddress, undefined);
});

test('an exact USDC amount needs an EVM recipient and warns about overridden fields', () => {
  const missing = validateRedirectFields(fields({ referrer: 'A', amountUsdc: '1000000' }));
  assert.match(missing.recipientAddress ?? '', /recipient/);
  assert.ok(
    validateRedirectFields(fields({ referrer: 'A', amountUsdc: '1000000', recipientAddress: solWallet }))
      .recipientAddress,
  );
  const result = buildRedirectUrl(
    fields({ referrer: 'A', amountUsdc: '1000000', recipientAddress: wallet, inputAmount: '5' }),
  );
  assert.ok(result.ok);
  assert.ok(result.warnings.some((w) => w.includes('overrides')));
});

test('warnings point out soft problems without blocking the link', () => {
  const warnings = redirectWarnings(fields({ referrer: 'A', inputAmount: '5', paymentPlatform: 'revolut' }));
  assert.equal(warnings.length, 3);
  assert.deepEqual(redirectWarnings(fields({ referrer: 'A', callbackUrl: 'https://a.test' })), []);
});

test('every error message is a readable sentence', () => {
  const errors = validateRedirectFields(
    fields({
      referrerLogo: 'ftp://x',
      callbackUrl: 'nope',
      inputCurrency: '1',
      inputAmount: 'abc',
      amountUsdc: '-1',
      toTokenChainId: '8453',
      toTokenAddress: '0x1',
      recipientAddress: 'x',
    }),
  );
  for (const key of redirectFieldOrder) {
    const message = errors[key];
    if (message === undefined) continue;
    assert.match(message, /^[A-Z0-9a-z].*[.]$/, `${key}: ${message}`);
    assert.doesNotMatch(message, /NaN|Infinity|undefined/);
  }
  assert.equal(Object.keys(errors).length, 8);
});

test('the chain list has unique names and ids and resolves by id', () => {
  assert.equal(new Set(supportedChains.map((c) => c.chainId)).size, supportedChains.length);
  assert.equal(new Set(supportedChains.map((c) => c.name)).size, supportedChains.length);
  assert.equal(findChain('8453')?.name, 'Base');
  assert.equal(findChain(' 1 ')?.name, 'Ethereum');
  assert.equal(findChain('2'), undefined);
});
