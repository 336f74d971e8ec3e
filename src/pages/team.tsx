import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CommunityLinks from '@site/src/components/CommunityLinks';
import { company, handleOf, team, teamListed } from '@site/src/data/team';
import type { TeamMember } from '@site/src/data/team';
import { links } from '@site/src/data/links';
import styles from './team.module.css';

/** Avatar colours, in turn: the four brand colours, each with Ink lettering (7.7:1 or more). */
const AVATAR_TONES = [styles.mint, styles.violet, styles.amber, styles.coral] as const;

/** An original avatar: the person's initial on a brand colour, with the mark's proof node. */
function Avatar({ name, index }: { name: string; index: number }): ReactNode {
  return (
    <svg
      className={`${styles.avatar} ${AVATAR_TONES[index % AVATAR_TONES.length] ?? ''}`}
      viewBox="0 0 72 72"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="72" height="72" rx="20" className={styles.avatarTile} />
      <text x="36" y="37" textAnchor="middle" dominantBaseline="central" className={styles.avatarInitial}>
        {name.charAt(0).toUpperCase()}
      </text>
      <circle cx="58" cy="14" r="5" className={styles.avatarNode} />
    </svg>
  );
}

type ProfileLinkProps = { member: TeamMember; service: 'X' | 'GitHub'; href: string };

/** "Richard on X" with the handle under it; the accessible name starts with the visible label. */
function ProfileLink({ member, service, href }: ProfileLinkProps): ReactNode {
  return (
    <Link href={href} className={styles.profile}>
      <span className={styles.service}>
        {member.name} on {service}
      </span>{' '}
      <span className={styles.handle}>{handleOf(href)}</span>
    </Link>
  );
}

export default function Team(): ReactNode {
  return (
    <Layout
      title="Team"
      description={`The people at ${company} who build ZKP2P, their public profiles, and how to reach the team.`}
    >
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            Team
          </Heading>
          <p className={styles.lead}>
            A small team at {company} builds ZKP2P. This page puts names to the project, links each person’s public
            profiles, and shows where to reach the team.
          </p>
        </header>

        <section aria-labelledby="people">
          <Heading as="h2" id="people" className={styles.sectionTitle}>
            The people
          </Heading>
          <p className={styles.note}>
            These are the people the project listed on the team page of its own docs, by first name and public profile,
            until it took that page down on {teamListed.removedOn}. Its docs have listed no team since (we checked their
            July 2026 version), and that last list gave no roles, so none are shown here.
          </p>
          <ul className={styles.grid}>
            {team.map((member, index) => (
              <li key={member.name} className={styles.card}>
                <Avatar name={member.name} index={index} />
                <Heading as="h3" className={styles.name}>
                  {member.name}
                </Heading>
                <ul className={styles.profiles}>
                  <li>
                    <ProfileLink member={member} service="X" href={member.x} />
                  </li>
                  {member.github ? (
                    <li>
                      <ProfileLink member={member} service="GitHub" href={member.github} />
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="company">
          <Heading as="h2" id="company" className={styles.sectionTitle}>
            The company
          </Heading>
          <p className={styles.text}>
            {company} develops the ZKP2P protocol and publishes this documentation. The protocol’s smart contracts and
            the source of these docs are public in the <Link href={links.github}>zkp2p organisation on GitHub</Link>.
            The app built on the protocol has been called Peer since February 2026 and runs at{' '}
            <Link href={links.mainSite}>peer.xyz</Link>.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="reach">
          <Heading as="h2" id="reach" className={styles.sectionTitle}>
            Reach the team
          </Heading>
          <p className={styles.text}>
            Ask in the Telegram group, or, for help with a trade, write to{' '}
            <Link href={links.support}>team@peer.xyz</Link>.
          </p>
          <CommunityLinks />
        </section>
      </main>
    </Layout>
  );
}
