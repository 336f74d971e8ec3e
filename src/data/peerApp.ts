/**
 * Numbers about the Peer app that the guides quote: how long a payment check
 * and a deposit take, the range of the premium control, and Peer's advice on
 * premiums. They describe the app and Peer's advice, not contract constants,
 * so each carries the zkp2p/docs page and commit that published it; the
 * guides render them from here instead of typing them.
 */
import type { Source } from './chains';
import { docsSource } from './chains';

const guide = (path: string): Source => docsSource(path);

/** A span of time or a share, with the page that gives it. */
type Published<T> = T & { source: Source };

/** How long Peer's check of a buyer's payment usually takes, in seconds ("usually around 30 seconds"). */
export const verificationSeconds: Published<{ typical: number }> = {
  typical: 30,
  source: guide('guides/for-buyers/complete-guide-to-onboarding.md'),
};

/** How long the deposit transaction usually takes to confirm on Base, in seconds. */
export const depositConfirmationSeconds: Published<{ min: number; max: number }> = {
  min: 10,
  max: 20,
  source: guide('guides/for-sellers/provide-liquidity-sell-usdc.md'),
};

/** The range of the premium (price edge) control in the deposit form, in percent of the market price. */
export const premiumControl: Published<{ min: number; max: number }> = {
  min: -5,
  max: 5,
  source: guide('guides/for-sellers/arm-choosing-a-spread.md'),
};

export type MarketKind = 'major' | 'emerging';

/** Peer's typical premium ranges over the market, in percent, by kind of currency. */
export const typicalPremiums: Readonly<Record<MarketKind, Published<{ min: number; max: number }>>> = {
  major: { min: 0.5, max: 1, source: guide('guides/for-sellers/arm-choosing-a-spread.md') },
  emerging: { min: 1, max: 3, source: guide('guides/for-sellers/arm-choosing-a-spread.md') },
};

/** "1%", "0.5%", "−5%" (a true minus sign for negative values). */
function percent(value: number): string {
  const text = `${Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  return value < 0 ? `−${text}` : text;
}

/** "about 30 seconds". */
export function verificationTime(): string {
  return `about ${verificationSeconds.typical} seconds`;
}

/** "10 to 20 seconds". */
export function depositConfirmationTime(): string {
  return `${depositConfirmationSeconds.min} to ${depositConfirmationSeconds.max} seconds`;
}

/** "−5% to +5%". */
export function premiumControlRange(): string {
  return `${percent(premiumControl.min)} to +${percent(premiumControl.max)}`;
}

/** "0.5% to 1%". */
export function typicalPremium(kind: MarketKind): string {
  const { min, max } = typicalPremiums[kind];
  return `${percent(min)} to ${percent(max)}`;
}
