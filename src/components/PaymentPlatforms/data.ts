/**
 * What `<PaymentPlatforms version="…" />` shows, looked up when the page
 * compiles (src/plugins/remark-component-data): the version's payment apps
 * from `src/data/paymentPlatforms.ts`, one row per app (V2's Zelle banks
 * merged), with the currencies and, for today's methods, what a seller
 * registers and what buyers should know, and the files all of it was read from.
 */
import { protocolVersion } from '../../data/chains';
import type { ProtocolVersion, Source } from '../../data/chains';
import type { CurrencyCode } from '../../data/currencies';
import { appsFor, platformsFor } from '../../data/paymentPlatforms';
import type { PaymentPlatform } from '../../data/paymentPlatforms';

export type PaymentAppRow = {
  app: string;
  /** For an app with several methods (V2 Zelle), the part of each method's name after the app. */
  variants: readonly string[];
  currencies: readonly CurrencyCode[];
  payee?: string;
  risk?: NonNullable<PaymentPlatform['risk']>;
  minimumTier?: string;
  particulars: readonly string[];
};

export type PaymentPlatformsData = {
  version: ProtocolVersion;
  /** True when any row has payee, risk or particulars: the table then shows those columns. */
  details: boolean;
  apps: readonly PaymentAppRow[];
  sources: readonly Source[];
};

export function paymentPlatformsData(props: Readonly<Record<string, unknown>>): PaymentPlatformsData {
  const version = protocolVersion(props.version);
  const apps = appsFor(version).map(({ app, methods, currencies }): PaymentAppRow => {
    const [first] = methods;
    return {
      app,
      variants: methods.length > 1 ? methods.map((m) => m.name.replace(`${app} (`, '').replace(/\)$/, '')) : [],
      currencies,
      ...(first?.payee ? { payee: first.payee } : {}),
      ...(first?.risk ? { risk: first.risk } : {}),
      ...(first?.minimumTier ? { minimumTier: first.minimumTier } : {}),
      particulars: methods.flatMap((m) => m.particulars ?? []),
    };
  });
  const platforms = platformsFor(version);
  return {
    version,
    details: apps.some((a) => a.payee !== undefined || a.risk !== undefined || a.particulars.length > 0),
    apps,
    sources: [...platforms.map((p) => p.source), ...platforms.flatMap((p) => p.guideSources ?? [])],
  };
}
