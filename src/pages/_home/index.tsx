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

const BUY = '/guides/for-buyers/complete-guide-to-onboarding';
const SELL = '/guides/for-sellers/provide-liquidity-sell-usdc';
const INTEGRATE = '/developer/integrate-zkp2p/integrate-redirect-onramp';

/** A card that leads to the page documenting it. */
type Card = { title: string; text: string; to: string; cta: string };

/** One way in for each kind of reader. */
const paths: readonly Card[] = [
  {
    title: 'Buy crypto',
    text: 'Pay a seller through Revolut, Wise, Cash App or another payment app, from a computer, and receive crypto on the chain you choose.',
    to: BUY,
    cta: 'Start the buyer guide',
  },
  {
    title: 'Sell USDC',
    text: 'Deposit USDC on Base, pick the payment apps and the price you accept, and get paid in your own payment account.',
    to: SELL,
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
    title: 'The seller deposits USDC.',
    text: 'A seller locks USDC in the escrow contract on Base and lists the payment apps, currencies and prices they accept.',
  },
  {
    title: 'The buyer starts an order and pays.',
    text: 'Starting an order reserves part of a deposit for a limited time; the buyer then pays the seller in the payment app, like any other transfer.',
  },
  {
    title: 'The payment is checked.',
    text: 'Peer’s attestation service, running inside an AWS Nitro enclave, looks the payment up with the payment app and signs a statement of what it is worth.',
  },
  {
    title: 'The escrow releases the USDC.',
    text: 'The contracts check that statement and send the reserved USDC to the buyer. If no payment is verified in time, the seller can still release by hand after checking; otherwise the USDC goes back to the seller.',
  },
];

const reasons: readonly Card[] = [
  {
    title: 'Permissionless',
    text: 'Anyone with USDC can become a seller by making a deposit, and anyone with a supported payment app can buy: there is no exchange account to open. Each seller sets their own prices and chooses the payment apps they accept.',
    to: SELL,
    cta: 'How selling works',
  },
  {
    title: 'Private from the public',
    text: 'Nothing personal goes on-chain: the contracts receive a signed statement about the payment, not your payment details. A seller’s payment handle is not secret, though: Peer gives it to anyone who asks for a price quote.',
    to: '/guides/privacy-safety/privacy',
    cta: 'Who sees what',
  },
  {
    title: 'Held by a contract',
    text: 'USDC waits in the escrow contract, not in a company account. It leaves a deposit when a verified payment completes an order or when the seller releases an order by hand. The contracts have an owner, whose powers you should know before you deposit.',
    to: '/guides/privacy-safety/risks',
    cta: 'Read the risks',
  },
];

/** Questions a first-time reader asks, each answered on one page. */
const questions: readonly { question: string; to: string }[] = [
  { question: 'What do I need to buy?', to: `${BUY}#before-you-start` },
  { question: 'Can I buy on my phone?', to: `${BUY}#device` },
  { question: 'Which payment apps can a new wallet use?', to: `${BUY}#new-wallet-methods` },
  { question: 'Do I have to prove who I am?', to: `${BUY}#identity-checks` },
  { question: 'Where do I see the fees?', to: `${BUY}#fees` },
  { question: 'Who sees my payment details?', to: '/guides/privacy-safety/privacy' },
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
                Buy crypto by paying another person through a payment app you already use, or sell USDC and get paid in
                yours. The seller’s USDC waits in a contract on Base and goes to the buyer once the payment is verified,
                with no exchange in between.
              </p>
              <p className={styles.rename}>
                Since February 2026 the app built on ZKP2P is called <strong>Peer</strong>: open it at{' '}
                <Link href={links.mainSite}>peer.xyz</Link>. The protocol and these docs keep the name ZKP2P.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to={BUY}>
                  Buy crypto
                </Link>
                <Link className="button button--secondary button--lg" to={SELL}>
                  Sell USDC
                </Link>
              </div>
            </div>
            <aside className={styles.questions} aria-labelledby="questions-title">
              <Heading as="h2" id="questions-title" className={styles.questionsTitle}>
                Before your first trade
              </Heading>
              <ul className={styles.questionList}>
                {questions.map((item) => (
                  <li key={item.question}>
                    <Link to={item.to}>{item.question}</Link>
                  </li>
                ))}
              </ul>
              <p className={styles.developers}>
                Building on ZKP2P? See <Link to="/protocol/v3/v3-overview">what changed in the 2026 contracts</Link> and{' '}
                <Link to="/protocol/v3/v3-deployments">their addresses</Link>.
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
            A trade takes four steps between a buyer, a seller and the escrow contract. The money in the payment app
            never touches the contract: a signed statement about the payment is what connects the two.
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
