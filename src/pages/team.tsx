import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { team } from '@site/src/data/team';
import { links } from '@site/src/data/links';
import styles from './team.module.css';

export default function Team(): ReactNode {
  return (
    <Layout title="Team" description="The people at P2P Labs Inc. who build ZKP2P, and how to reach them.">
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1">Team</Heading>
          <p>ZKP2P is built by a small team at P2P Labs Inc. These are the people you will meet in the community.</p>
        </header>
        <ul className={styles.grid}>
          {team.map((member) => (
            <li key={member.name} className={styles.card}>
              <span className={styles.avatar} aria-hidden="true">
                {member.name.charAt(0)}
              </span>
              <Heading as="h2" className={styles.name}>
                {member.name}
              </Heading>
              <p className={styles.links}>
                <a href={member.x} rel="noopener noreferrer" target="_blank">
                  {member.name} on X
                </a>
                {member.github ? (
                  <a href={member.github} rel="noopener noreferrer" target="_blank">
                    {member.name} on GitHub
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
        <section className={styles.contact} aria-labelledby="reach-us">
          <Heading as="h2" id="reach-us">
            Reach the team
          </Heading>
          <p>
            Ask questions in the <a href={links.telegram}>ZKP2P Telegram group</a>, follow{' '}
            <a href={links.x}>ZKP2P on X</a>, or read the code on <a href={links.github}>GitHub</a>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
