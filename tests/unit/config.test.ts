/**
 * The configuration errors a maintainer meets at startup: the theme's own
 * validation (the plugin-module API Docusaurus calls, re-exported by our
 * wrapper of the theme) accepts our theme config and stops on an unknown
 * navbar item type.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import type { UserThemeConfig as ThemeConfig } from '@docusaurus/theme-common';
import config from '../../docusaurus.config';
import { validateThemeConfig } from '../../src/plugins/theme-classic';

const themeConfig: ThemeConfig = config.themeConfig;

/** The error Docusaurus would stop on, if any. */
function validationError(candidate: ThemeConfig): string | undefined {
  try {
    validateThemeConfig({ themeConfig: candidate, validate: normalizeThemeConfig });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test('our theme config passes the theme validation', () => {
  assert.equal(validationError(themeConfig), undefined);
});

test('an unknown navbar item type is a configuration error', () => {
  const broken: ThemeConfig = {
    ...themeConfig,
    navbar: { ...themeConfig.navbar, items: [{ type: 'no-such-type', label: 'Oops' }] },
  };
  assert.match(validationError(broken) ?? '', /no-such-type|Bad navbar item type/);
});
