import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ssrTemplate, THEME_DISMISSED_CHECK } from '../ssg/template';
import { HINT_COOKIE, hasHint, hintCookie, inlineHintCheck } from './announcementHint';

describe('announcement bar hint cookie', () => {
  it('is there only for the announcement that was closed', () => {
    assert.equal(hasHint('', 'v3-launch'), false);
    assert.equal(hasHint(`a=1; ${HINT_COOKIE}=v3-launch; b=2`, 'v3-launch'), true);
    assert.equal(hasHint(`${HINT_COOKIE}=v2-launch`, 'v3-launch'), false, 'a new announcement shows');
    assert.equal(hasHint(`x${HINT_COOKIE}=v3-launch`, 'v3-launch'), false);
  });

  it('is a site-wide cookie for a year, Secure over HTTPS', () => {
    assert.equal(hintCookie('v3-launch', false), `${HINT_COOKIE}=v3-launch; path=/; max-age=31536000; SameSite=Lax`);
    assert.match(hintCookie('v3-launch', true), /; Secure$/);
  });

  it('gives the inline script the same answer as the browser code', () => {
    const check = (cookie: string) =>
      new Function('document', `return ${inlineHintCheck('v3 launch')}`)({ cookie }) as boolean;
    for (const cookie of ['', `${HINT_COOKIE}=v3%20launch`, `a=b; ${HINT_COOKIE}=v3%20launch`, `${HINT_COOKIE}=v2`]) {
      assert.equal(check(cookie), hasHint(cookie, 'v3 launch'), cookie);
    }
  });

  it("puts the cookie test in front of the theme's localStorage check in the page template", () => {
    // The theme's script as @docusaurus/theme-classic writes it; tests/build/announcement.test.ts checks the pages.
    const theme = "return localStorage.getItem('docusaurus.announcement.dismiss-1c4') === 'true';";
    const rewrite = /it\.preBodyTags\.replace\(new RegExp\(("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*")\)/.exec(
      ssrTemplate({ announcementId: 'v3-launch' }),
    );
    assert.ok(rewrite, 'the template rewrites the pre-body tags');
    const [, pattern, replacement] = rewrite as unknown as [string, string, string];
    assert.equal(new RegExp(JSON.parse(pattern) as string).source, THEME_DISMISSED_CHECK.source);
    assert.equal(
      theme.replace(THEME_DISMISSED_CHECK, JSON.parse(replacement) as string),
      `return ${inlineHintCheck('v3-launch')} && localStorage.getItem('docusaurus.announcement.dismiss-1c4') === 'true';`,
    );
  });
});
