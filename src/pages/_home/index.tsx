import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CommunityLinks from '@site/src/components/CommunityLinks';
import type { LatestPostsData } from '@site/src/plugins/latest-posts/posts';
import TradeDiagram from '../_components/TradeDiagram';
import PostList from '../_components/LatestPosts/PostList';
import styles from './index.module.css';

const GUIDES = '/guides/introduction/zkp2p';
const INTEGRATE = '/developer/integrate-zkp2p/integrate-redirect-onramp';

type Path = { title: string; text: string; to: string; cta: string };

/** One way in for each kind of reader. */
const paths: readonly Path[] = [
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
    text: 'Send your users to ZKP2P with a redirect link so they can buy crypto without leaving your flow for long.',
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

type Step = { title: string; text: ReactNode };

/** The four steps of a trade, in words (the diagram draws the same steps). */
const steps: readonly Step[] = [
  {
    title: 'The seller deposits USDC in escrow.',
    text: 'A seller locks USDC in the Escrow contract and lists the payment apps, currencies and rates they accept.',
  },
  {
    title: 'The buyer signals an intent and pays.',
    text: 'Signalling an intent reserves part of a deposit for a limited time; the buyer then pays the seller in the payment app, off-chain, like any other transfer.',
  },
  {
    title: 'The buyer proves the payment.',
    text: 'The PeerAuth browser extension turns the payment record into a zkTLS proof of the fields the contract checks, such as amount, date, currency and recipient.',
  },
  {
    title: 'The escrow releases the USDC.',
    text: 'Once the verifier accepts the proof, the contract sends the reserved USDC to the buyer. If the intent expires unpaid, the funds go back to the deposit.',
  },
];

type Reason = { title: string; text: string; to: string; cta: string };

const reasons: readonly Reason[] = [
  {
    title: 'Permissionless',
    text: 'Anyone with USDC can become a seller by making a deposit, and anyone with a supported payment app can buy: there is no exchange account to open. Each seller sets their own rates and chooses the payment apps they accept.',
    to: '/guides/for-sellers/provide-liquidity-sell-usdc',
    cta: 'How selling works',
  },
  {
    title: 'Private',
    text: 'A zkTLS proof shows the contract only the fields it checks, such as amount and recipient. PeerAuth redacts the rest of your account data in your browser, and only your counterparty sees your payment handle.',
    to: '/guides/privacy-safety/privacy',
    cta: 'What stays private',
  },
  {
    title: 'Non-custodial',
    text: 'USDC waits in a smart contract, not with a company. It moves to a buyer only against a valid proof of payment, and a seller can withdraw whatever is not reserved by an open intent.',
    to: '/protocol/v3/smart-contracts/escrow',
    cta: 'Read the escrow contract',
  },
];

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <Heading as="h1" className={styles.title}>
            ZKP2P
          </Heading>
          <p className={styles.tagline}>The permissionless fiat ↔ crypto ramp</p>
          <p className={styles.lead}>
            Pay another person through a payment app you already use, prove that payment with a zero-knowledge proof,
            and receive USDC from an on-chain escrow, with no exchange in between.
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
        <img
          className={styles.heroMark}
          src={useBaseUrl('/brand/zkp2p-mark-on-dark.svg')}
          alt=""
          width="320"
          height="320"
          fetchPriority="high"
        />
      </div>
    </header>
  );
}

type SectionProps = {
  id: string;
  title: string;
  /** A short paragraph under the heading. */
  lead?: ReactNode;
  /** A link set beside the heading (e.g. "All posts"). */
  action?: ReactNode;
  children: ReactNode;
};

/** One band of the page: a section named by its h2. */
function Section({ id, title, lead, action, children }: SectionProps): ReactNode {
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
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}

function Paths(): ReactNode {
  return (
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
  );
}

function HowItWorks(): ReactNode {
  return (
    <Section
      id="how-it-works"
      title="How a trade works"
      lead="Every trade is the same four steps between a buyer, a seller and the escrow contract. Money in the payment app never touches the contract; the proof is what connects the two."
    >
      <TradeDiagram />
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> {step.text}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Reasons(): ReactNode {
  return (
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
  );
}

function Blog({ latestPosts }: { latestPosts: LatestPostsData }): ReactNode {
  return (
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
  );
}

function Community(): ReactNode {
  return (
    <Section id="community" title="Join the community">
      <CommunityLinks />
    </Section>
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
    <Layout description="ZKP2P is the permissionless fiat ↔ crypto ramp: pay a person through a payment app, prove it with a zkTLS proof, and receive USDC from an on-chain escrow.">
      <main className={styles.home}>
        <Hero />
        <Paths />
        <HowItWorks />
        <Reasons />
        <Blog latestPosts={latestPosts} />
        <Community />
      </main>
    </Layout>
  );
}
