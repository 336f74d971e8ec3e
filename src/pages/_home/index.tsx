import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CommunityLinks from '@site/src/components/CommunityLinks';
import { links } from '@site/src/data/links';
import type { LatestPostsData } from '@site/src/plugins/latest-posts';
import TradeDiagram from '../_components/TradeDiagram';
import PostList from '../_components/LatestPosts/PostList';
import styles from './index.module.css';

const GUIDES = '/guides/introduction/zkp2p';
const INTEGRATE = '/developer/integrate-zkp2p/integrate-redirect-onramp';

/** A card that leads to the page documenting it. */
type Card = { title: string; text: string; to: string; cta: string };

/** One way in for each kind of reader. */
const paths: readonly Card[] = [
  {
    title: 'Buy crypto',
    text: 'Pay a seller through Venmo, Revolut, Cash App or Wise and receive USDC on the chain you choose.',
    to: '/guides/for-buyers/complete-guide-to-onboarding',
    cta: 'Start the buyer guide',
  },
  {
    title: 'Sell USDC',
    text: 'Deposit USDC on Base, pick the payment apps and the rate you accept, and get paid in fiat.',
    to: '/guides/for-sellers/provide-liquidity-sell-usdc',
    cta: 'Start the seller guide',
  },
  {
    title: 'Integrate',
    text: 'Run the onramp in your own app with the @zkp2p/sdk client; the Peer browser extension only captures the payment.',
    to: INTEGRATE,
    cta: 'Read the integration guide',
  },
  {
    title: 'Understand the protocol',
    text: 'Escrow, orchestrator, attestation service and payment verifier, explained contract by contract.',
    to: '/protocol/zkp2p-protocol',
    cta: 'Read the protocol overview',
  },
];

/** The four steps of a trade, in words (the diagram draws the same steps). */
const steps: readonly { title: string; text: string }[] = [
  {
    title: 'The seller deposits USDC in escrow.',
    text: 'A seller locks USDC in the EscrowV2 contract on Base and lists the payment apps, currencies and rates they accept.',
  },
  {
    title: 'The buyer signals an intent and pays.',
    text: 'Signalling an intent through OrchestratorV3 reserves part of a deposit for a limited time; the buyer then pays the seller in the payment app, off-chain, like any other transfer.',
  },
  {
    title: 'The payment is verified.',
    text: 'The attestation service, running inside an AWS Nitro enclave, checks the payment against the payment app’s records and signs an attestation of what the contract needs, such as amount, currency, recipient and time.',
  },
  {
    title: 'The escrow releases the USDC.',
    text: 'UnifiedPaymentVerifierV3 checks the attestation, and the reserved USDC goes to the buyer. If the intent expires unpaid, the funds go back to the deposit.',
  },
];

const reasons: readonly Card[] = [
  {
    title: 'Permissionless',
    text: 'Anyone with USDC can become a seller by making a deposit, and anyone with a supported payment app can buy: there is no exchange account to open. Each seller sets their own rates and chooses the payment apps they accept.',
    to: '/guides/for-sellers/provide-liquidity-sell-usdc',
    cta: 'How selling works',
  },
  {
    title: 'Private',
    text: 'Your payment details stay off the chain. The enclave checks the payment and the contract receives only a signed attestation; among traders, only your counterparty sees your payment handle.',
    to: '/guides/privacy-safety/privacy',
    cta: 'What stays private',
  },
  {
    title: 'Non-custodial',
    text: 'USDC waits in the escrow contract, not in a company account, and moves to a buyer only against a valid attestation. The contracts do have an owner, whose powers you should know before you deposit.',
    to: '/guides/privacy-safety/risks',
    cta: 'Read the risks',
  },
];

/** What is current today, each with the page that documents it. */
const current: readonly { term: string; detail: string; to: string }[] = [
  { term: 'New deposits', detail: 'EscrowV2 on Base', to: '/protocol/v3/smart-contracts/escrow' },
  { term: 'New orders', detail: 'OrchestratorV3', to: '/protocol/v3/smart-contracts/orchestrator' },
  {
    term: 'Verification',
    detail: 'Attestation service in an AWS Nitro enclave',
    to: '/protocol/v3/v3-attestation-service',
  },
  { term: 'Addresses', detail: 'Every contract, current and legacy', to: '/protocol/v3/v3-deployments' },
];

type SectionProps = {
  id: string;
  title: string;
  /** A link set beside the heading (e.g. "All posts"). */
  action?: ReactNode;
  children: ReactNode;
};

/** One band of the page: a section named by its h2. */
function Section({ id, title, action, children }: SectionProps): ReactNode {
  const heading = (
    <Heading as="h2" id={id} className={styles.sectionTitle}>
      {title}
    </Heading>
  );
  return (
    <section className={styles.section} aria-labelledby={id}>
      {action ? (
        <div className={styles.sectionHeader}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

type Props = {
  /** The newest posts, which src/plugins/latest-posts gives this route (the route is that plugin's). */
  latestPosts: LatestPostsData;
};

/**
 * The home page, at `/`. It lives in `_home/`, which the pages plugin skips,
 * because src/plugins/latest-posts creates its route: so the newest posts
 * come as this route's data, loaded with this page only, instead of global
 * data in every page's main.js.
 */
export default function Home({ latestPosts }: Props): ReactNode {
  return (
    <Layout description="ZKP2P is the permissionless fiat ↔ crypto ramp behind the Peer app: pay a person through a payment app, have it verified in a secure enclave, and receive USDC from an on-chain escrow.">
      <main className={styles.home}>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <div className={styles.heroText}>
              <Heading as="h1" className={styles.title}>
                ZKP2P
              </Heading>
              <p className={styles.tagline}>The permissionless fiat ↔ crypto ramp</p>
              <p className={styles.lead}>
                Pay another person through a payment app you already use, have the payment checked inside a secure
                enclave, and receive USDC from an on-chain escrow on Base, with no exchange in between.
              </p>
              <p className={styles.rename}>
                Since February 2026 the app built on ZKP2P is called <strong>Peer</strong>: open it at{' '}
                <Link href={links.mainSite}>peer.xyz</Link>. The protocol, its contracts and these docs keep the name
                ZKP2P.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to={GUIDES}>
                  Read the user guides
                </Link>
                <Link className="button button--secondary button--lg" to={INTEGRATE}>
                  Integrate ZKP2P
                </Link>
              </div>
            </div>
            <aside className={styles.current} aria-labelledby="current-title">
              <Heading as="h2" id="current-title" className={styles.currentTitle}>
                Current in 2026
              </Heading>
              <dl className={styles.currentList}>
                {current.map((item) => (
                  <div key={item.term}>
                    <dt>{item.term}</dt>
                    <dd>
                      <Link to={item.to}>{item.detail}</Link>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.currentNote}>
                The contracts of November 2025 still hold funds and stay documented as legacy.
              </p>
            </aside>
          </div>
        </header>
        <Section id="start" title="Start where you are">
          <ul className={styles.pathGrid}>
            {paths.map((path) => (
              <li key={path.title} className={styles.pathCard}>
                <Heading as="h3" className={styles.cardTitle}>
                  {path.title}
                </Heading>
                <p>{path.text}</p>
                <Link to={path.to} className={styles.pathLink}>
                  {path.cta} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="how-it-works" title="How a trade works">
          <p className={styles.sectionLead}>
            Every trade is the same four steps between a buyer, a seller and the escrow contract. Money in the payment
            app never touches the contract; a signed attestation of the payment is what connects the two.
          </p>
          <TradeDiagram />
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong> {step.text}
              </li>
            ))}
          </ol>
        </Section>
        <Section id="why" title="What makes it different">
          <ul className={styles.reasonGrid}>
            {reasons.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <Heading as="h3" className={styles.cardTitle}>
                  {reason.title}
                </Heading>
                <p>{reason.text}</p>
                <Link to={reason.to}>{reason.cta}</Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          id="latest-posts"
          title="Latest from the blog"
          action={
            <Link to="/blogs" className={styles.allPosts}>
              All posts <span aria-hidden="true">→</span>
            </Link>
          }
        >
          <PostList posts={latestPosts.posts} />
        </Section>
        <Section id="community" title="Join the community">
          <CommunityLinks />
        </Section>
      </main>
    </Layout>
  );
}
