/**
 * The fiat currencies the ZKP2P contracts' deployment configuration names
 * (ISO 4217 codes), with their English names. Apart from
 * `paymentPlatforms.ts` so that a table showing currency codes does not
 * download every platform.
 */
/** ISO 4217 codes that appear in the contracts' deployment configuration. */
export type CurrencyCode =
  | 'AED'
  | 'ARS'
  | 'AUD'
  | 'CAD'
  | 'CHF'
  | 'CNY'
  | 'CZK'
  | 'DKK'
  | 'EUR'
  | 'GBP'
  | 'HKD'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'JPY'
  | 'KES'
  | 'MXN'
  | 'MYR'
  | 'NOK'
  | 'NZD'
  | 'PHP'
  | 'PLN'
  | 'RON'
  | 'SAR'
  | 'SEK'
  | 'SGD'
  | 'THB'
  | 'TRY'
  | 'UGX'
  | 'USD'
  | 'VND'
  | 'ZAR';

/** English names of the currencies (ISO 4217), for tooltips and readers who do not know a code. */
export const currencyNames: Readonly<Record<CurrencyCode, string>> = {
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
};

/** Whether a string is one of the ISO codes above (a currency code read from a package file, checked). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(currencyNames, value);
}
