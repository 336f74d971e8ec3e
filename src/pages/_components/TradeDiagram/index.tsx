import type { ReactNode } from 'react';
import styles from './styles.module.css';

type TradeStep = {
  title: string;
  detail: string;
  icon: 'deposit' | 'pay' | 'prove' | 'release';
};

/** The four steps of a trade, as drawn and as the home page's list states them. */
const tradeSteps: readonly TradeStep[] = [
  { title: 'Seller deposits', detail: 'USDC into the escrow', icon: 'deposit' },
  { title: 'Buyer orders, pays', detail: 'in a payment app', icon: 'pay' },
  { title: 'Enclave checks', detail: 'and signs a statement', icon: 'prove' },
  { title: 'Escrow releases', detail: 'USDC to the buyer', icon: 'release' },
];

const DESCRIPTION =
  'Four steps from left to right: 1, the seller deposits USDC into the escrow contract on Base; 2, the buyer starts an order, which reserves part of the deposit, and pays the seller in a payment app; 3, Peer’s attestation service, inside an AWS Nitro enclave, checks the payment and signs a statement of what it is worth; 4, the contracts check that statement and the escrow releases the USDC to the buyer.';

/** A 64-unit icon per step: mint for money, amber for the lock, violet for the verification. */
function Icon({ icon }: { icon: TradeStep['icon'] }): ReactNode {
  switch (icon) {
    case 'deposit':
      return (
        <g className={styles.stroke}>
          <rect x="10" y="26" width="44" height="32" rx="6" className={styles.dusk} />
          <circle cx="32" cy="42" r="7" className={styles.amber} />
          <path d="M32 4v14m-6-6 6 6 6-6" className={styles.mint} />
        </g>
      );
    case 'pay':
      return (
        <g className={styles.stroke}>
          <rect x="18" y="4" width="28" height="56" rx="6" className={styles.dusk} />
          <path d="M26 50h12" className={styles.dusk} />
          <path d="M37 18h-7a4 4 0 0 0 0 8h4a4 4 0 0 1 0 8h-7M32 14v4m0 16v4" className={styles.mint} />
        </g>
      );
    case 'prove':
      return (
        <g className={styles.stroke}>
          <path d="M32 4 54 12v18c0 14-9 24-22 30C19 54 10 44 10 30V12Z" className={styles.dusk} />
          <circle cx="32" cy="31" r="9" className={`${styles.violet} ${styles.filled}`} />
        </g>
      );
    case 'release':
      return (
        <g className={styles.stroke}>
          <rect x="8" y="22" width="48" height="34" rx="6" className={styles.dusk} />
          <path d="M44 39h12" className={styles.dusk} />
          <circle cx="26" cy="12" r="8" className={styles.mint} />
          <path d="M26 24v16m-6-6 6 6 6-6" className={styles.mint} />
        </g>
      );
  }
}

function Badge({ n }: { n: number }): ReactNode {
  return (
    <g>
      <circle r="14" className={styles.badge} />
      <text y="5" textAnchor="middle" className={styles.badgeText}>
        {n}
      </text>
    </g>
  );
}

/** Wide layout, for screens over 996 px: four cards in a row, each wide enough for its longest line. */
function Wide(): ReactNode {
  const card = { w: 219, h: 230, gap: 28 };
  return (
    <svg
      className={styles.wide}
      viewBox="0 0 960 230"
      width="960"
      height="230"
      role="img"
      aria-labelledby="trade-wide-title trade-wide-desc"
    >
      <title id="trade-wide-title">How a ZKP2P trade works</title>
      <desc id="trade-wide-desc">{DESCRIPTION}</desc>
      {tradeSteps.map((step, i) => {
        const x = i * (card.w + card.gap);
        return (
          <g key={step.icon} transform={`translate(${x} 0)`}>
            <rect x="1" y="1" width={card.w - 2} height={card.h - 2} rx="14" className={styles.card} />
            <g transform="translate(24 24)">
              <Badge n={i + 1} />
            </g>
            <g transform={`translate(${card.w / 2 - 32} 36)`}>
              <Icon icon={step.icon} />
            </g>
            <text x={card.w / 2} y="144" textAnchor="middle" className={`${styles.title} ${styles.wideTitle}`}>
              {step.title}
            </text>
            <text x={card.w / 2} y="172" textAnchor="middle" className={`${styles.detail} ${styles.wideDetail}`}>
              {step.detail}
            </text>
            {i < tradeSteps.length - 1 ? (
              <path
                d={`M${card.w + 6} 115h${card.gap - 12}m-7-7 7 7-7 7`}
                className={`${styles.stroke} ${styles.dusk}`}
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** Narrow layout, for phones and tablets: the same cards stacked. */
function Narrow(): ReactNode {
  const row = { h: 104, gap: 28 };
  const height = tradeSteps.length * row.h + (tradeSteps.length - 1) * row.gap;
  return (
    <svg
      className={styles.narrow}
      viewBox={`0 0 360 ${height}`}
      width="360"
      height={height}
      role="img"
      aria-labelledby="trade-narrow-title trade-narrow-desc"
    >
      <title id="trade-narrow-title">How a ZKP2P trade works</title>
      <desc id="trade-narrow-desc">{DESCRIPTION.replace('from left to right', 'from top to bottom')}</desc>
      {tradeSteps.map((step, i) => {
        const y = i * (row.h + row.gap);
        return (
          <g key={step.icon} transform={`translate(0 ${y})`}>
            <rect x="1" y="1" width="358" height={row.h - 2} rx="14" className={styles.card} />
            <g transform="translate(20 20)">
              <Icon icon={step.icon} />
            </g>
            <g transform="translate(100 34)">
              <Badge n={i + 1} />
            </g>
            <text x="124" y="41" className={styles.title}>
              {step.title}
            </text>
            <text x="100" y="76" className={styles.detail}>
              {step.detail}
            </text>
            {i < tradeSteps.length - 1 ? (
              <path d={`M52 ${row.h + 4}v${row.gap - 8}m-7-7 7 7 7-7`} className={`${styles.stroke} ${styles.dusk}`} />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The four steps of a trade as an inline SVG diagram. Two drawings, one per
 * layout, switched by CSS at the 996 px breakpoint; the hidden one is
 * `display: none`, so assistive technology meets exactly one. Both reserve
 * their space from width and height, so nothing shifts while the page loads.
 */
export default function TradeDiagram(): ReactNode {
  return (
    <div className={styles.diagram}>
      <Wide />
      <Narrow />
    </div>
  );
}
