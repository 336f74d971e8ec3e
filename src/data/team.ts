/**
 * The people building ZKP2P, as publicly credited in the project's own docs
 * (decisions.md, "Where the facts come from"). Roles are not published, so
 * none are given; avatars are initials drawn by the team page.
 */
export type TeamMember = {
  /** First name, as the project credits the person. */
  name: string;
  /** Public X profile. */
  x: string;
  /** Public GitHub profile, where one is published. */
  github?: string;
};

export const team: readonly TeamMember[] = [
  { name: 'Richard', x: 'https://x.com/richardzliang', github: 'https://github.com/richardliang' },
  { name: 'Sachin', x: 'https://x.com/0xSachinK', github: 'https://github.com/0xSachinK' },
  { name: 'Ben', x: 'https://x.com/unhappyben', github: 'https://github.com/unhappyben' },
  { name: 'Andrew', x: 'https://x.com/davyjones0x', github: 'https://github.com/ADWilkinson' },
  { name: 'Kean', x: 'https://x.com/KeanZkp2p' },
];
