/**
 * Why this wrapper exists: when the announcement bar is closed (by the
 * reader, or already in localStorage), it leaves a cookie, so that the next
 * page's inline script only reads localStorage when there is something to
 * find there. src/utils/announcementHint.ts says why; the bar itself is the
 * theme's, unchanged.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { hasHint, hintCookie } from '@site/src/utils/announcementHint';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  const { announcementBar } = useThemeConfig();
  const id = announcementBar?.id;
  useEffect(() => {
    if (!id || isActive || hasHint(document.cookie, id)) return;
    document.cookie = hintCookie(id, window.location.protocol === 'https:');
  }, [id, isActive]);
  return <AnnouncementBar />;
}
