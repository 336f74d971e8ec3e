/**
 * lighthouserc.cjs, Lighthouse CI's configuration (plain CommonJS, which
 * `lhci` reads itself), with the type of the parts the TypeScript side reads:
 * the rounds of `npm run bench:lighthouse` (lighthouse-collect.ts), its report
 * (lighthouse.ts) and the configuration's tests.
 */
import { createRequire } from 'node:module';

/** A budget: level and options, judged on `aggregationMethod` of the runs. */
type Assertion = [string, { aggregationMethod?: string; minScore?: number; maxNumericValue?: number }];

type LighthouseConfig = {
  ci: {
    collect: {
      url: string[];
      numberOfRuns: number;
      chromePath: string;
      startServerCommand: string;
      settings: { chromeFlags: string };
    };
    assert: { assertions: Record<string, Assertion> };
  };
};

export const { ci } = createRequire(import.meta.url)('../../lighthouserc.cjs') as LighthouseConfig;
