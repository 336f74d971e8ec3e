/**
 * The people building ZKP2P, as the project publicly credits them in its own
 * docs (the public ZKP2P docs repository): first names and public
 * X and GitHub profiles. Roles and photos are not published, so none are
 * given; the team page draws each person's initial instead.
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
