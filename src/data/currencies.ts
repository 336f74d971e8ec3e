/**
 * The fiat currencies the ZKP2P contracts' deployment configuration names
 * (ISO 4217 codes), with their English names. Apart from
 * `paymentPlatforms.ts` so that a table showing currency codes does not
 * download every platform.
 */
/** English names of the currencies (ISO 4217), for tooltips and readers who do not know a code. */
export const currencyNames = {
  AED: 'UAE dirham',
  ARS: 'Argentine peso',
  AUD: 'Australian dollar',
  CAD: 'Canadian dollar',
  CHF: 'Swiss franc',
  CNY: 'Chinese yuan',
  CZK: 'Czech koruna',
  DKK: 'Danish krone',
  EUR: 'Euro',
  GBP: 'Pound sterling',
  HKD: 'Hong Kong dollar',
  HUF: 'Hungarian forint',
  IDR: 'Indonesian rupiah',
  ILS: 'Israeli new shekel',
  INR: 'Indian rupee',
  JPY: 'Japanese yen',
  KES: 'Kenyan shilling',
  MXN: 'Mexican peso',
  MYR: 'Malaysian ringgit',
  NOK: 'Norwegian krone',
  NZD: 'New Zealand dollar',
  PHP: 'Philippine peso',
  PLN: 'Polish złoty',
  RON: 'Romanian leu',
  SAR: 'Saudi riyal',
  SEK: 'Swedish krona',
  SGD: 'Singapore dollar',
  THB: 'Thai baht',
  TRY: 'Turkish lira',
  UGX: 'Ugandan shilling',
  USD: 'US dollar',
  VND: 'Vietnamese dong',
  ZAR: 'South African rand',
} as const satisfies Readonly<Record<string, string>>;

/** ISO 4217 codes that appear in the contracts' deployment configuration. */
export type CurrencyCode = keyof typeof currencyNames;

/** Whether a string is one of the ISO codes above (a currency code read from a package file, checked). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(currencyNames, value);
}
