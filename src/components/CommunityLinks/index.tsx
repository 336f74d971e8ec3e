import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { links } from '@site/src/data/links';
import styles from './styles.module.css';

type CommunityChannel = {
  name: string;
  /** Whose channel it is: the app's (Peer) or the protocol's (ZKP2P). */
  owner: 'Peer' | 'ZKP2P';
  text: string;
  href: string;
  icon: ReactNode;
};

/** Original line icons on a 24-unit grid (not the services' own logos). */
const channels: readonly CommunityChannel[] = [
  {
    name: 'Telegram',
    owner: 'Peer',
    text: 'Ask questions and get help from the team and other users of Peer.',
    href: links.telegram,
    icon: <path d="M4 5h16v11H9l-5 4Z M8 9.5h8M8 12.5h5" />,
  },
  {
    name: 'X',
    owner: 'Peer',
    text: 'News about Peer and the protocol: launches, integrations and upgrades.',
    href: links.x,
    icon: <path d="M4 10v4h3l6 4V6l-6 4Z M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />,
  },
  {
    name: 'GitHub',
    owner: 'ZKP2P',
    text: 'Read the ZKP2P contracts, this documentation and the tools around them.',
    href: links.github,
    icon: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />,
  },
];

/**
 * The project's public channels as cards; addresses come from src/data/links.ts.
 * Telegram and X carry the app's name, Peer, as they do since 2026; GitHub keeps the protocol's.
 */
export default function CommunityLinks(): ReactNode {
  return (
    <ul className={styles.grid}>
      {channels.map((channel) => (
        <li key={channel.name} className={styles.card}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            {channel.icon}
          </svg>
          <div>
            <h3 className={styles.title}>
              <Link href={channel.href} className={styles.link}>
                {channel.owner} on {channel.name}
              </Link>
            </h3>
            <p className={styles.text}>{channel.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
