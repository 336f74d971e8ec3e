/**
 * Seller return estimate for a ZKP2P deposit, following the method of the
 * seller guide "Calculating APR": the platform's liquidity divided by its
 * average daily volume gives the days one cycle of liquidity takes; 365 of
 * those days give the cycles in a year; each cycle earns the deposit times the
 * spread of the seller's conversion rate over the market price; the yearly
 * total over the deposit is the APR. A negative spread is a loss, so the APR
 * does not apply.
 *
 * Pure functions only: the AprCalculator component, the guide pages and the
 * unit tests all use these, so the numbers cannot drift apart.
 */

export const DAYS_PER_YEAR = 365;

/** Numbers the estimate needs. Rates and prices are fiat per one USDC. */
export type AprInputs = {
  /** USDC you put in the deposit. */
  deposit: number;
  /** Your conversion rate: fiat a buyer pays you for one USDC. */
  conversionRate: number;
  /** Market price of one USDC in the same fiat currency. */
  marketPrice: number;
  /** The platform's average daily volume, in USD. */
  dailyVolume: number;
  /** The liquidity currently deposited in the platform, in USD. */
  liquidity: number;
};

export type AprField = keyof AprInputs;

export type AprEstimate = {
  /** Days the platform takes to turn over its liquidity once. */
  daysPerCycle: number;
  /** How many such cycles fit in a year. */
  cyclesPerYear: number;
  /** Your rate over the market price, as a fraction (0.02 is 2 %). */
  spread: number;
  /** USDC earned (negative: lost) each time the deposit turns over. */
  feesPerCycle: number;
  /** USDC earned (negative: lost) in a year of cycles. */
  feesPerYear: number;
  /** Yearly fees over the deposit, as a fraction; null when the spread is negative. */
  apr: number | null;
};

/** Spread of a conversion rate over the market price, as a fraction. */
export function spreadOf(conversionRate: number, marketPrice: number): number {
  return (conversionRate - marketPrice) / marketPrice;
}

/** The conversion rate that gives a wanted spread (a fraction) over a market price. */
export function rateForSpread(marketPrice: number, spread: number): number {
  return marketPrice * (1 + spread);
}

/** The estimate for inputs that passed `validateAprInputs`. */
export function estimateApr(inputs: AprInputs): AprEstimate {
  const daysPerCycle = inputs.liquidity / inputs.dailyVolume;
  const cyclesPerYear = DAYS_PER_YEAR / daysPerCycle;
  const spread = spreadOf(inputs.conversionRate, inputs.marketPrice);
  const feesPerCycle = inputs.deposit * spread;
  const feesPerYear = feesPerCycle * cyclesPerYear;
  const apr = spread < 0 ? null : feesPerYear / inputs.deposit;
  return { daysPerCycle, cyclesPerYear, spread, feesPerCycle, feesPerYear, apr };
}

/**
 * The worked example of the "Calculating APR" guide, which is also the
 * calculator's starting values. Made-up round numbers, not ZKP2P statistics.
 */
export const workedExample: AprInputs = {
  deposit: 5000,
  conversionRate: 1.02,
  marketPrice: 1,
  dailyVolume: 100_000,
  liquidity: 2_000_000,
};

/**
 * How each field is named in messages, and the largest value it accepts (above
 * it the message asks the reader to check the number): bounds that keep every
 * result finite and catch numbers typed in the wrong unit.
 */
export const aprFieldRules: Readonly<Record<AprField, { name: string; max: number }>> = {
  deposit: { name: 'Deposit', max: 1_000_000_000 },
  conversionRate: { name: 'Conversion rate', max: 1_000_000 },
  marketPrice: { name: 'Market price', max: 1_000_000 },
  dailyVolume: { name: 'Daily volume', max: 1_000_000_000_000 },
  liquidity: { name: 'Platform liquidity', max: 1_000_000_000_000 },
};

/** A conversion rate further than this factor from the market price is almost surely in another unit. */
export const MAX_RATE_TO_MARKET_FACTOR = 2;

export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads what a person typed into a number field: spaces and underscores are
 * ignored, commas are accepted only as thousands separators (10,000.50), and
 * anything else that is not a plain decimal number gets a message.
 */
export function parseAmount(raw: string, field: AprField): ParsedNumber {
  const { name, max } = aprFieldRules[field];
  const text = raw.replace(/[\s_]/g, '');
  if (text === '') {
    return { ok: false, message: `${name} is empty. Enter a number.` };
  }
  const ungrouped = GROUPED.test(text) ? text.replace(/,/g, '') : text;
  if (ungrouped.includes(',')) {
    return { ok: false, message: `${name}: use a dot for decimals, for example 1.02.` };
  }
  if (!PLAIN.test(ungrouped)) {
    return { ok: false, message: `${name} must be a number, for example 1.02.` };
  }
  const value = Number(ungrouped);
  if (value <= 0) {
    return { ok: false, message: `${name} must be greater than zero.` };
  }
  if (value > max) {
    return { ok: false, message: `${name} above ${formatNumber(max, 0)} is not realistic. Check the number.` };
  }
  return { ok: true, value };
}

export type AprValidation = { ok: true; inputs: AprInputs } | { ok: false; errors: Partial<Record<AprField, string>> };

export const aprFields: readonly AprField[] = ['deposit', 'conversionRate', 'marketPrice', 'dailyVolume', 'liquidity'];

/** Checks every field and the rate against the market price; errors are keyed by field. */
export function validateAprInputs(raw: Readonly<Record<AprField, string>>): AprValidation {
  const errors: Partial<Record<AprField, string>> = {};
  const values: Partial<AprInputs> = {};
  for (const field of aprFields) {
    const parsed = parseAmount(raw[field], field);
    if (parsed.ok) values[field] = parsed.value;
    else errors[field] = parsed.message;
  }
  const { deposit, conversionRate, marketPrice, dailyVolume, liquidity } = values;
  if (conversionRate !== undefined && marketPrice !== undefined) {
    const factor = conversionRate / marketPrice;
    if (factor > MAX_RATE_TO_MARKET_FACTOR || factor < 1 / MAX_RATE_TO_MARKET_FACTOR) {
      errors.conversionRate =
        'Conversion rate is more than double or less than half the market price. Enter both in the same currency, per one USDC.';
    }
  }
  if (
    Object.keys(errors).length > 0 ||
    deposit === undefined ||
    conversionRate === undefined ||
    marketPrice === undefined ||
    dailyVolume === undefined ||
    liquidity === undefined
  ) {
    return { ok: false, errors };
  }
  return { ok: true, inputs: { deposit, conversionRate, marketPrice, dailyVolume, liquidity } };
}

/** A number in en-US style with thousands separators and at most `digits` decimals. */
export function formatNumber(value: number, digits = 2, minDigits = 0): string {
  const text = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: minDigits });
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** A fraction as a percentage with exactly two decimals: 0.365 → "36.50%". */
export function formatPercent(fraction: number): string {
  return `${formatNumber(fraction * 100, 2, 2)}%`;
}

/** A USDC amount with exactly two decimals: 1825 → "1,825.00 USDC". */
export function formatUsdc(value: number): string {
  return `${formatNumber(value, 2, 2)} USDC`;
}

export const APR_NOT_APPLICABLE = 'Not applicable';

/** Names of the results, in the order the calculator and the guide list them. */
export const estimateLabels: ReadonlyArray<{ key: keyof AprEstimate; label: string }> = [
  { key: 'daysPerCycle', label: 'Days per cycle' },
  { key: 'cyclesPerYear', label: 'Cycles per year' },
  { key: 'spread', label: 'Spread' },
  { key: 'feesPerCycle', label: 'Fees per cycle' },
  { key: 'feesPerYear', label: 'Fees per year' },
  { key: 'apr', label: 'APR' },
];

/** The estimate as the strings the calculator and the guide show. */
export function displayEstimate(estimate: AprEstimate): Readonly<Record<keyof AprEstimate, string>> {
  return {
    daysPerCycle: `${formatNumber(estimate.daysPerCycle)} days`,
    cyclesPerYear: formatNumber(estimate.cyclesPerYear),
    spread: formatPercent(estimate.spread),
    feesPerCycle: formatUsdc(estimate.feesPerCycle),
    feesPerYear: formatUsdc(estimate.feesPerYear),
    apr: estimate.apr === null ? APR_NOT_APPLICABLE : formatPercent(estimate.apr),
  };
}
