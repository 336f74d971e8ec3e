/**
 * The people building ZKP2P, as the project last listed them: the team page
 * of its docs (zkp2p/docs, `src/pages/team.js` as of commit 80037fe^), which
 * commit 80037fe removed on 9 January 2026. The July 2026 docs (6425a54)
 * publish no team list. That page gave first names, X, GitHub and Telegram
 * profiles and photos, and left every role empty (roles appeared only in its
 * first version, c780d7d, and were taken out the same day, 17 July 2025). We
 * keep the names and the X and GitHub profiles; photos are the project's
 * images and are not copied, so the team page draws each person's initial.
 */
export type TeamMember = {
  /** First name, as the project credits the person. */
  name: string;
  /** Public X profile, https://x.com/<handle>. */
  x: string;
  /** Public GitHub profile, https://github.com/<handle>, where one is published. */
  github?: string;
};

export const team: readonly TeamMember[] = [
  { name: 'Richard', x: 'https://x.com/richardzliang', github: 'https://github.com/richardliang' },
  { name: 'Sachin', x: 'https://x.com/0xSachinK', github: 'https://github.com/0xSachinK' },
  { name: 'Ben', x: 'https://x.com/unhappyben', github: 'https://github.com/unhappyben' },
  { name: 'Andrew', x: 'https://x.com/davyjones0x', github: 'https://github.com/ADWilkinson' },
  { name: 'Kean', x: 'https://x.com/KeanZkp2p' },
];

/** The company that builds ZKP2P, as the footer names it. */
export const company = 'P2P Labs Inc.';

/** "@handle" from a profile URL such as https://x.com/handle; '' when the URL has no handle. */
export function handleOf(profileUrl: string): string {
  const match = /^https:\/\/(?:x|github)\.com\/([A-Za-z0-9_-]+)\/?$/.exec(profileUrl);
  return match?.[1] ? `@${match[1]}` : '';
}

/** When the project's own docs last listed the team: the commit that removed that page, and its day (UTC). */
export const teamListed = { commit: '80037fe', removedOn: '9 January 2026' } as const;
