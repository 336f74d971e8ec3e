/**
 * Builds and checks ZKP2P redirect-onramp links (`https://zkp2p.xyz/swap?...`).
 * The parameters, their formats and the supported chains follow the published
 * redirect integration reference; rules the reference does not state (maximum
 * lengths, accepted platform names) are deliberately not enforced here.
 * Pure functions only: the RedirectUrlBuilder component renders the result.
 */

/** Where every redirect link points. */
export const REDIRECT_BASE_URL = 'https://zkp2p.xyz/swap';

/** The zero address: the published way to ask for a chain's native token on EVM chains. */
export const NATIVE_TOKEN_ADDRESS = '0x0000000000000000000000000000000000000000';

/** How a chain writes addresses: EVM hex, or Solana base-58. */
export type AddressFormat = 'evm' | 'solana';

export type SupportedChain = {
  name: string;
  chainId: number;
  addressFormat: AddressFormat;
};

/** Chains the redirect reference lists for `toToken`, in its order. */
export const supportedChains: readonly SupportedChain[] = [
  { name: 'Base', chainId: 8453, addressFormat: 'evm' },
  { name: 'Solana', chainId: 792703809, addressFormat: 'solana' },
  { name: 'Polygon', chainId: 137, addressFormat: 'evm' },
  { name: 'BNB', chainId: 56, addressFormat: 'evm' },
  { name: 'Avalanche', chainId: 43114, addressFormat: 'evm' },
  { name: 'FlowEVM', chainId: 747, addressFormat: 'evm' },
  { name: 'Arbitrum', chainId: 42161, addressFormat: 'evm' },
  { name: 'HyperEVM', chainId: 999, addressFormat: 'evm' },
  { name: 'Hyperliquid', chainId: 1337, addressFormat: 'evm' },
  { name: 'Scroll', chainId: 534352, addressFormat: 'evm' },
  { name: 'Ethereum', chainId: 1, addressFormat: 'evm' },
];

/** What a developer types into the builder. Every value is the raw text of its input. */
export type RedirectFields = {
  referrer: string;
  referrerLogo: string;
  callbackUrl: string;
  inputCurrency: string;
  inputAmount: string;
  paymentPlatform: string;
  amountUsdc: string;
  /** Chain id of `toToken`, as text; empty when no destination is chosen. */
  toTokenChainId: string;
  /** Token address of `toToken`. */
  toTokenAddress: string;
  recipientAddress: string;
};

export type RedirectField = keyof RedirectFields;

export const emptyRedirectFields: RedirectFields = {
  referrer: '',
  referrerLogo: '',
  callbackUrl: '',
  inputCurrency: '',
  inputAmount: '',
  paymentPlatform: '',
  amountUsdc: '',
  toTokenChainId: '',
  toTokenAddress: '',
  recipientAddress: '',
};

/** Order in which the fields are checked and shown (the form's order). */
export const redirectFieldOrder: readonly RedirectField[] = [
  'referrer',
  'referrerLogo',
  'callbackUrl',
  'inputCurrency',
  'inputAmount',
  'paymentPlatform',
  'amountUsdc',
  'toTokenChainId',
  'toTokenAddress',
  'recipientAddress',
];

export type FieldErrors = Partial<Record<RedirectField, string>>;

export type RedirectResult =
  | { ok: true; url: string; warnings: readonly string[] }
  | { ok: false; errors: FieldErrors; warnings: readonly string[] };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const WHOLE_NUMBER = /^\d+$/;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** True for an absolute `https:` URL with a host name. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** True for `0x` followed by exactly 40 hexadecimal characters. */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value);
}

/** True for a base-58 string of Solana address length (32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  return BASE58_ADDRESS.test(value);
}

/** The supported chain with this id (given as text), if any. */
export function findChain(chainId: string): SupportedChain | undefined {
  return supportedChains.find((chain) => String(chain.chainId) === chainId.trim());
}

/** Checks a fiat amount: a positive decimal with at most two decimal places. */
export function checkInputAmount(value: string): string | undefined {
  const match = DECIMAL.exec(value);
  if (!match) {
    return 'Enter a plain number such as 25 or 12.34 (digits and one dot, no currency sign or commas).';
  }
  if ((match[2] ?? '').length > 2) {
    return 'Use at most 2 decimal places, for example 12.34.';
  }
  if (!/[1-9]/.test(value)) {
    return 'Enter an amount greater than 0.';
  }
  return undefined;
}

/** Checks an exact USDC amount written in base units (6 decimals). */
export function checkAmountUsdc(value: string): string | undefined {
  if (value.includes('.')) {
    return 'Write the USDC amount in base units without a dot: 1.5 USDC is 1500000.';
  }
  if (!WHOLE_NUMBER.test(value)) {
    return 'Enter a whole number of USDC base units (6 decimals): 1000000 is 1 USDC.';
  }
  if (!/[1-9]/.test(value)) {
    return 'Enter an amount greater than 0.';
  }
  return undefined;
}

function checkAddress(value: string, format: AddressFormat, chainName: string): string | undefined {
  if (format === 'solana') {
    return isSolanaAddress(value)
      ? undefined
      : `${chainName} addresses are base-58 text of 32 to 44 characters (no 0, O, I or l).`;
  }
  return isEvmAddress(value) ? undefined : `${chainName} addresses are 0x followed by 40 hexadecimal characters.`;
}

function trimmed(fields: RedirectFields): RedirectFields {
  const out = { ...fields };
  for (const key of redirectFieldOrder) {
    out[key] = fields[key].trim();
  }
  return out;
}

/** Checks every field and returns one message per invalid field (empty object when valid). */
export function validateRedirectFields(input: RedirectFields): FieldErrors {
  const fields = trimmed(input);
  const errors: FieldErrors = {};
  const chain = fields.toTokenChainId ? findChain(fields.toTokenChainId) : undefined;

  if (!fields.referrer) {
    errors.referrer = 'Enter your application name; ZKP2P shows it to the user.';
  }
  if (fields.referrerLogo && !isHttpsUrl(fields.referrerLogo)) {
    errors.referrerLogo = 'Use a full https:// address for the logo, for example https://example.com/logo.svg.';
  }
  if (fields.callbackUrl && !isHttpsUrl(fields.callbackUrl)) {
    errors.callbackUrl = 'Use a full https:// address to send the user back to, for example https://example.com/done.';
  }
  if (fields.inputCurrency && !CURRENCY_CODE.test(fields.inputCurrency)) {
    errors.inputCurrency = 'Use a three-letter currency code such as USD or EUR.';
  }
  if (fields.inputAmount) {
    const message = checkInputAmount(fields.inputAmount);
    if (message) errors.inputAmount = message;
  }
  if (fields.amountUsdc) {
    const message = checkAmountUsdc(fields.amountUsdc);
    if (message) errors.amountUsdc = message;
  }

  if (fields.toTokenChainId && !chain) {
    errors.toTokenChainId = 'Pick one of the supported chains.';
  }
  if (fields.toTokenAddress && !fields.toTokenChainId) {
    errors.toTokenChainId = 'Pick the chain this token lives on.';
  }
  if (chain && !fields.toTokenAddress) {
    errors.toTokenAddress =
      chain.addressFormat === 'evm'
        ? `Enter the token address on ${chain.name}; use ${NATIVE_TOKEN_ADDRESS} for its native token.`
        : `Enter the token address on ${chain.name}; its native token is 11111111111111111111111111111111.`;
  }
  if (chain && fields.toTokenAddress) {
    const message = checkAddress(fields.toTokenAddress, chain.addressFormat, chain.name);
    if (message) errors.toTokenAddress = message;
  }

  // Exact-USDC links deliver USDC on Base, so the recipient is an EVM address there.
  const recipientChain: SupportedChain | undefined = fields.amountUsdc ? supportedChains[0] : chain;
  if (fields.recipientAddress) {
    const message = recipientChain
      ? checkAddress(fields.recipientAddress, recipientChain.addressFormat, recipientChain.name)
      : isEvmAddress(fields.recipientAddress) || isSolanaAddress(fields.recipientAddress)
        ? undefined
        : 'Enter a wallet address: 0x followed by 40 hexadecimal characters, or a base-58 Solana address.';
    if (message) errors.recipientAddress = message;
  } else if (fields.amountUsdc) {
    errors.recipientAddress = 'An exact USDC amount needs a recipient address.';
  }

  return errors;
}

/** Advice about valid but questionable combinations. Never blocks the link. */
export function redirectWarnings(input: RedirectFields): string[] {
  const fields = trimmed(input);
  const warnings: string[] = [];
  if (fields.amountUsdc && (fields.toTokenChainId || fields.toTokenAddress || fields.inputAmount)) {
    warnings.push('amountUsdc overrides toToken and inputAmount: ZKP2P ignores those two in this link.');
  }
  if (fields.inputAmount && !fields.inputCurrency) {
    warnings.push("Without inputCurrency, the amount is read in the user's national currency or USD.");
  }
  if (!fields.callbackUrl) {
    warnings.push('Without callbackUrl, the user is not sent back to your app after the purchase.');
  }
  if (fields.paymentPlatform) {
    warnings.push('paymentPlatform is a suggestion: the user can still pick another platform.');
  }
  return warnings;
}

/** The query string pairs of a valid link, in the reference's parameter order. */
function queryPairs(fields: RedirectFields): [string, string][] {
  const pairs: [string, string][] = [['referrer', fields.referrer]];
  const optional: [string, string][] = [
    ['referrerLogo', fields.referrerLogo],
    ['callbackUrl', fields.callbackUrl],
    ['inputCurrency', fields.inputCurrency.toUpperCase()],
    ['inputAmount', fields.inputAmount],
    ['paymentPlatform', fields.paymentPlatform],
    ['amountUsdc', fields.amountUsdc],
    ['toToken', fields.toTokenChainId ? `${fields.toTokenChainId}:${fields.toTokenAddress}` : ''],
    ['recipientAddress', fields.recipientAddress],
  ];
  for (const pair of optional) {
    if (pair[1]) pairs.push(pair);
  }
  return pairs;
}

/** Validates the fields and, when they are valid, returns the encoded redirect URL. */
export function buildRedirectUrl(input: RedirectFields): RedirectResult {
  const fields = trimmed(input);
  const errors = validateRedirectFields(fields);
  const warnings = redirectWarnings(fields);
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors, warnings };
  }
  const query = new URLSearchParams(queryPairs(fields)).toString();
  return { ok: true, url: `${REDIRECT_BASE_URL}?${query}`, warnings };
}
