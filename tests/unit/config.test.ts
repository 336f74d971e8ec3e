/**
 * The site configuration as data: the spec's constants (title, tagline, URL,
 * colour mode, TOC levels, strict links, English only) and the configuration
 * errors the spec expects for an unknown navbar item type.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import type { UserThemeConfig as ThemeConfig } from '@docusaurus/theme-common';
import config from '../../docusaurus.config';
import { validateThemeConfig } from '../../src/plugins/theme-classic';

const themeConfig: ThemeConfig = config.themeConfig;

// `validateThemeConfig` is the theme's own (the plugin-module API Docusaurus
// calls at startup), re-exported by our wrapper of the theme.
/** The error Docusaurus would stop on, if any: the theme's own validation, as Docusaurus runs it at startup. */
function validationError(candidate: ThemeConfig): string | undefined {
  try {
    validateThemeConfig({ themeConfig: candidate, validate: normalizeThemeConfig });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test('site identity and strictness', () => {
  assert.equal(config.title, 'ZKP2P Docs');
  assert.equal(config.tagline, 'The permissionless fiat ↔ crypto ramp');
  assert.equal(config.url, 'https://docs.zkp2p.xyz');
  assert.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en'] });
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.markdown.hooks.onBrokenMarkdownLinks, 'throw');
  assert.deepEqual(config.future, { v4: true, faster: true });
});

test('dark only, TOC h2–h3, closeable announcement, hiding navbar', () => {
  assert.deepEqual(themeConfig.colorMode, {
    defaultMode: 'dark',
    disableSwitch: true,
    respectPrefersColorScheme: false,
  });
  assert.deepEqual(themeConfig.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.equal(themeConfig.announcementBar?.isCloseable, true);
  assert.equal(themeConfig.navbar?.hideOnScroll, true);
  assert.equal(themeConfig.footer?.copyright, '© 2025 P2P Labs Inc.');
});

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
