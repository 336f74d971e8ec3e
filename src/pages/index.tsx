import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

type Audience = { title: string; text: string; to: string; cta: string };

const audiences: readonly Audience[] = [
  {
    title: 'Buy crypto',
    text: 'Pay a seller with an app you already use and receive USDC from escrow.',
    to: '/guides/for-buyers/complete-guide-to-onboarding',
    cta: 'Start the buyer guide',
  },
  {
    title: 'Sell USDC',
    text: 'Lock USDC in a deposit, set your rate, and earn the spread.',
    to: '/guides/for-sellers/provide-liquidity-sell-usdc',
    cta: 'Start the seller guide',
  },
  {
    title: 'Integrate',
    text: 'Send your users to ZKP2P to buy crypto, or build on the API.',
    to: '/developer/integrate-zkp2p/integrate-redirect-onramp',
    cta: 'Read the integration guide',
  },
  {
    title: 'Understand the protocol',
    text: 'Escrow, intents, attestations and proofs, contract by contract.',
    to: '/protocol/zkp2p-protocol',
    cta: 'Read the protocol overview',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout description="ZKP2P is a permissionless fiat ↔ crypto ramp: pay a peer through a payment app, prove it, and receive crypto from an on-chain escrow.">
      <main>
        <header className={styles.hero}>
          <Heading as="h1" className={styles.title}>
            ZKP2P
          </Heading>
          <p className={styles.tagline}>The permissionless fiat ↔ crypto ramp</p>
          <p className={styles.lead}>
            Pay another person through a payment app you already use, prove the payment with a zero-knowledge proof, and
            receive crypto from an on-chain escrow. No exchange account in between.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/guides/introduction/zkp2p">
              Read the user guides
            </Link>
            <Link
              className="button button--secondary button--lg"
              to="/developer/integrate-zkp2p/integrate-redirect-onramp"
            >
              Integrate ZKP2P
            </Link>
          </div>
        </header>
        <section className={styles.audiences} aria-labelledby="paths">
          <Heading as="h2" id="paths" className="sr-only">
            Where to start
          </Heading>
          <ul className={styles.cards}>
            {audiences.map((audience) => (
              <li key={audience.title} className={styles.card}>
                <Heading as="h3">{audience.title}</Heading>
                <p>{audience.text}</p>
                <Link to={audience.to}>{audience.cta}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
