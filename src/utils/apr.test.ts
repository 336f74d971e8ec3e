import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APR_NOT_APPLICABLE,
  aprFieldRules,
  aprFields,
  displayEstimate,
  estimateApr,
  estimateLabels,
  formatNumber,
  formatPercent,
  parseAmount,
  rateForSpread,
  spreadOf,
  validateAprInputs,
  workedExample,
} from './apr';
import type { AprField, AprInputs } from './apr';

const close = (actual: number, expected: number, message?: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${message ?? ''} ${actual} is not ${expected}`);

const asRaw = (inputs: AprInputs) =>
  Object.fromEntries(aprFields.map((field) => [field, String(inputs[field])])) as Record<AprField, string>;

test('the formula: liquidity / volume, 365 / days, spread, deposit × spread, × cycles, ÷ deposit', () => {
  const inputs: AprInputs = {
    deposit: 8000,
    conversionRate: 0.93,
    marketPrice: 0.9,
    dailyVolume: 50_000,
    liquidity: 400_000,
  };
  const estimate = estimateApr(inputs);
  close(estimate.daysPerCycle, 8);
  close(estimate.cyclesPerYear, 365 / 8);
  close(estimate.spread, 0.03 / 0.9);
  close(estimate.feesPerCycle, 8000 * (0.03 / 0.9));
  close(estimate.feesPerYear, 8000 * (0.03 / 0.9) * (365 / 8));
  close(estimate.apr ?? Number.NaN, (0.03 / 0.9) * (365 / 8));
  // APR is spread times cycles per year, whatever the deposit.
  close(estimateApr({ ...inputs, deposit: 10 }).apr ?? Number.NaN, estimate.apr ?? Number.NaN);
});

test('the worked example gives 20 days, 18.25 cycles, 2 %, 100 and 1,825 USDC, 36.5 %', () => {
  const estimate = estimateApr(workedExample);
  close(estimate.daysPerCycle, 20);
  close(estimate.cyclesPerYear, 18.25);
  close(estimate.spread, 0.02);
  close(estimate.feesPerCycle, 100);
  close(estimate.feesPerYear, 1825);
  close(estimate.apr ?? Number.NaN, 0.365);
  assert.deepEqual(displayEstimate(estimate), {
    daysPerCycle: '20 days',
    cyclesPerYear: '18.25',
    spread: '2.00%',
    feesPerCycle: '100.00 USDC',
    feesPerYear: '1,825.00 USDC',
    apr: '36.50%',
  });
});

test('a negative spread is a loss and has no APR', () => {
  const estimate = estimateApr({ ...workedExample, conversionRate: 0.99 });
  close(estimate.spread, -0.01);
  assert.ok(estimate.feesPerCycle < 0);
  assert.equal(estimate.apr, null);
  assert.equal(displayEstimate(estimate).apr, APR_NOT_APPLICABLE);
  assert.equal(displayEstimate(estimate).spread, '-1.00%');
});

test('a zero spread gives a 0.00 % APR, not -0.00 %', () => {
  const shown = displayEstimate(estimateApr({ ...workedExample, conversionRate: 1 }));
  assert.equal(shown.apr, '0.00%');
  assert.equal(shown.feesPerYear, '0.00 USDC');
});

test('rateForSpread is the inverse of spreadOf', () => {
  for (const spread of [-0.01, 0, 0.005, 0.015, 0.03]) {
    close(spreadOf(rateForSpread(0.9, spread), 0.9), spread);
  }
});

test('parseAmount accepts plain numbers, thousands separators and stray spaces', () => {
  assert.deepEqual(parseAmount('1.02', 'conversionRate'), { ok: true, value: 1.02 });
  assert.deepEqual(parseAmount(' 10,000.5 ', 'deposit'), { ok: true, value: 10000.5 });
  assert.deepEqual(parseAmount('2 000 000', 'liquidity'), { ok: true, value: 2_000_000 });
  assert.deepEqual(parseAmount('.5', 'deposit'), { ok: true, value: 0.5 });
});

const rejected: ReadonlyArray<[string, AprField, RegExp]> = [
  ['', 'deposit', /Deposit is empty/],
  ['   ', 'marketPrice', /Market price is empty/],
  ['0', 'deposit', /greater than zero/],
  ['0.000', 'dailyVolume', /greater than zero/],
  ['-5', 'liquidity', /greater than zero/],
  ['abc', 'deposit', /must be a number/],
  ['1e5', 'deposit', /must be a number/],
  ['Infinity', 'liquidity', /must be a number/],
  ['NaN', 'dailyVolume', /must be a number/],
  ['1.2.3', 'marketPrice', /must be a number/],
  ['1,02', 'conversionRate', /use a dot for decimals/],
  ['99999999999999999999', 'deposit', /not realistic/],
  ['2000000', 'conversionRate', /not realistic/],
];

for (const [raw, field, message] of rejected) {
  test(`parseAmount rejects ${JSON.stringify(raw)} for ${field} with a clear message`, () => {
    const parsed = parseAmount(raw, field);
    assert.equal(parsed.ok, false);
    if (!parsed.ok) assert.match(parsed.message, message);
  });
}

test('validateAprInputs returns the numbers, or each error keyed by its field', () => {
  assert.deepEqual(validateAprInputs(asRaw(workedExample)), { ok: true, inputs: workedExample });
  const result = validateAprInputs({ ...asRaw(workedExample), deposit: '', liquidity: '-1' });
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.deepEqual(Object.keys(result.errors).sort(), ['deposit', 'liquidity']);
  }
});

test('a rate more than double or less than half the market price is flagged as a unit mistake', () => {
  for (const conversionRate of ['2.5', '0.4', '1000']) {
    const result = validateAprInputs({ ...asRaw(workedExample), conversionRate });
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.errors.conversionRate ?? '', /same currency/);
  }
});

test('every result stays finite at the extremes the validation allows', () => {
  const extremes: AprInputs[] = [
    { deposit: 1e-6, conversionRate: 1e-6, marketPrice: 1e-6, dailyVolume: 1e12, liquidity: 1e-6 },
    { deposit: 1e9, conversionRate: 2e6 / 2, marketPrice: 1e6, dailyVolume: 1e-6, liquidity: 1e12 },
    { deposit: 1e9, conversionRate: 2, marketPrice: 1, dailyVolume: 1e12, liquidity: 1e-6 },
  ];
  for (const inputs of extremes) {
    assert.equal(validateAprInputs(asRaw(inputs)).ok, true, JSON.stringify(inputs));
    const estimate = estimateApr(inputs);
    for (const value of Object.values(estimate)) {
      if (value !== null) assert.ok(Number.isFinite(value), `${value} from ${JSON.stringify(inputs)}`);
    }
    for (const text of Object.values(displayEstimate(estimate))) {
      assert.doesNotMatch(text, /NaN|Infinity|∞/);
    }
  }
});

test('formatters use en-US grouping and fixed decimals', () => {
  assert.equal(formatNumber(2_000_000), '2,000,000');
  assert.equal(formatNumber(18.25), '18.25');
  assert.equal(formatNumber(-0.0001), '0');
  assert.equal(formatPercent(0.365), '36.50%');
  assert.equal(formatPercent(-0.00001), '0.00%');
});

/* The guide pages show numbers computed by these functions; the tests read them back. */

const guides = path.resolve(import.meta.dirname, '../../guides/for-sellers');

/** Rows (header dropped) of the first Markdown table under the h2/h3 that starts with `heading`. */
function tableAfter(file: string, heading: string): string[][] {
  const lines = readFileSync(path.join(guides, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && line.replace(/^#+ /, '').startsWith(heading));
  assert.ok(start >= 0, `${file} has a "${heading}" heading`);
  const end = lines.findIndex((line, index) => index > start && /^#{2,3} /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const first = section.findIndex((line) => line.startsWith('|'));
  assert.ok(first >= 0, `the "${heading}" section of ${file} has a table`);
  const rows: string[][] = [];
  for (const line of section.slice(first)) {
    if (!line.startsWith('|')) break;
    if (/^\|[\s:|-]+\|$/.test(line)) continue;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.replace(/\*\*|`/g, '').trim()),
    );
  }
  return rows.slice(1);
}

const leadingNumber = (cell: string) => Number((/^[\d,.]+/.exec(cell)?.[0] ?? 'NaN').replace(/,/g, ''));

test('the worked example on the APR page uses the calculator starting values', () => {
  const rows = tableAfter('calculating-apr.mdx', 'Worked example');
  for (const field of aprFields) {
    const row = rows.find(([name]) => name === aprFieldRules[field].name);
    assert.ok(row, `the inputs table has a "${aprFieldRules[field].name}" row`);
    assert.equal(leadingNumber(row[1] ?? ''), workedExample[field], aprFieldRules[field].name);
  }
});

test('the worked example on the APR page shows exactly what the calculator gives', () => {
  const rows = tableAfter('calculating-apr.mdx', 'Step by step');
  const shown = displayEstimate(estimateApr(workedExample));
  assert.equal(rows.length, estimateLabels.length);
  for (const { key, label } of estimateLabels) {
    const row = rows.find(([name]) => name === label);
    assert.ok(row, `the steps table has a "${label}" row`);
    assert.equal(row[2], shown[key], label);
  }
});

test('the rate-to-spread table on the update-rates page matches spreadOf', () => {
  const rows = tableAfter('update-usdc-rates.mdx', 'How a rate becomes a spread');
  assert.ok(rows.length >= 4, 'at least four example rates');
  for (const [market, rate, spread] of rows) {
    assert.equal(
      spread,
      formatPercent(spreadOf(leadingNumber(rate ?? ''), leadingNumber(market ?? ''))),
      `rate ${rate}`,
    );
  }
});

test('the target-spread table on the update-rates page matches rateForSpread', () => {
  const rows = tableAfter('update-usdc-rates.mdx', 'Pick a rate from a target spread');
  assert.ok(rows.length >= 3, 'at least three targets');
  for (const [market, target, rate] of rows) {
    const wanted = rateForSpread(leadingNumber(market ?? ''), leadingNumber(target ?? '') / 100);
    assert.equal(leadingNumber(rate ?? ''), Number(wanted.toFixed(6)), `target ${target}`);
  }
});

test('the "what changes the answer" figures on the APR page match estimateApr', () => {
  const source = readFileSync(path.join(guides, 'calculating-apr.mdx'), 'utf8');
  const halfSpread = displayEstimate(estimateApr({ ...workedExample, conversionRate: 1.01 }));
  const doubleVolume = displayEstimate(estimateApr({ ...workedExample, dailyVolume: 200_000 }));
  const doubleDeposit = displayEstimate(estimateApr({ ...workedExample, deposit: 10_000 }));
  assert.equal(halfSpread.apr, '18.25%');
  assert.equal(doubleVolume.daysPerCycle, '10 days');
  assert.equal(doubleVolume.cyclesPerYear, '36.5');
  assert.equal(doubleVolume.apr, '73.00%');
  assert.equal(doubleDeposit.feesPerYear, '3,650.00 USDC');
  assert.equal(doubleDeposit.apr, '36.50%');
  for (const text of ['18.25%', '36.5 cycles', '73.00%', '3,650.00 a year', 'stays 36.50%']) {
    assert.ok(source.includes(text), `the page mentions "${text}"`);
  }
});
