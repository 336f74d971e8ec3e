import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { replacementIn } from '../moduleSwap';
import { ssrTemplate, THEME_DISMISSED_CHECK } from '../../ssg/template';
import { DISMISS_COOKIE, dismissalCookie, inlineDismissedCheck, isDismissed } from './dismissal';
import { swaps } from './index';

describe('announcement bar dismissal in a cookie', () => {
  it('is closed only for the announcement the reader closed', () => {
    assert.equal(isDismissed('', 'v3-launch'), false);
    assert.equal(isDismissed(`a=1; ${DISMISS_COOKIE}=v3-launch; b=2`, 'v3-launch'), true);
    assert.equal(isDismissed(`${DISMISS_COOKIE}=v2-launch`, 'v3-launch'), false, 'a new announcement shows');
    assert.equal(isDismissed(`x${DISMISS_COOKIE}=v3-launch`, 'v3-launch'), false);
  });

  it('writes a site-wide cookie for a year, Secure over HTTPS', () => {
    assert.equal(
      dismissalCookie('v3-launch', false),
      `${DISMISS_COOKIE}=v3-launch; path=/; max-age=31536000; SameSite=Lax`,
    );
    assert.match(dismissalCookie('v3-launch', true), /; Secure$/);
  });

  it('gives the inline script the same answer as the browser code', () => {
    const check = (cookie: string) =>
      new Function('document', `return ${inlineDismissedCheck('v3 launch')}`)({ cookie }) as boolean;
    for (const cookie of [
      '',
      `${DISMISS_COOKIE}=v3%20launch`,
      `a=b; ${DISMISS_COOKIE}=v3%20launch`,
      `${DISMISS_COOKIE}=v2`,
    ]) {
      assert.equal(check(cookie), isDismissed(cookie, 'v3 launch'), cookie);
    }
  });

  it("rewrites the theme's localStorage check in the page template", () => {
    // The theme's script, as @docusaurus/theme-classic writes it (the build test checks the real pages).
    const theme = "return localStorage.getItem('docusaurus.announcement.dismiss-1c4') === 'true';";
    assert.match(theme, THEME_DISMISSED_CHECK);
    const template = ssrTemplate({ announcementId: 'v3-launch' });
    assert.ok(template.includes('it.preBodyTags.replace(new RegExp('), 'the template rewrites the pre-body tags');
    assert.ok(template.includes(JSON.stringify(inlineDismissedCheck('v3-launch'))));
  });

  it("swaps theme-common's announcement-bar module for the cookie one", () => {
    const [original, replacement] = Object.entries(swaps)[0] ?? ['', ''];
    assert.ok(existsSync(`${original}.js`), original);
    assert.ok(existsSync(replacement), replacement);
    assert.equal(replacementIn(swaps, `${original}/..`, './contexts/announcementBar'), undefined);
    assert.equal(replacementIn(swaps, `${original}/../..`, './contexts/announcementBar'), replacement);
  });
});
