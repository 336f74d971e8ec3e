/**
 * What `<PaymentPlatforms version="…" />` shows, looked up when the page
 * compiles (src/plugins/remark-component-data): the version's payment apps
 * from `src/data/paymentPlatforms.ts`, one row per app (Zelle's banks
 * merged), with the currencies and the files they were read from.
 */
import { protocolVersion } from '../../data/chains';
import type { ProtocolVersion, Source } from '../../data/chains';
import type { CurrencyCode } from '../../data/currencies';
import { appsFor, platformsFor } from '../../data/paymentPlatforms';

export type PaymentPlatformsData = {
  version: ProtocolVersion;
  apps: readonly {
    app: string;
    /** For an app with several methods (Zelle), the part of each method's name after the app. */
    variants: readonly string[];
    currencies: readonly CurrencyCode[];
  }[];
  sources: readonly Source[];
};

export function paymentPlatformsData(props: Readonly<Record<string, unknown>>): PaymentPlatformsData {
  const version = protocolVersion(props.version);
  const apps = appsFor(version).map(({ app, methods, currencies }) => ({
    app,
    variants: methods.length > 1 ? methods.map((m) => m.name.replace(`${app} (`, '').replace(/\)$/, '')) : [],
    currencies,
  }));
  return { version, apps, sources: platformsFor(version).map((p) => p.source) };
}
