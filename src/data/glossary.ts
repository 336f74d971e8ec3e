/**
 * Short definitions of the protocol terms the user guides use, shown when a
 * reader hovers or focuses a term (`src/components/GlossaryTerm`). Each entry
 * points at its own section of the glossary on the protocol overview
 * (`protocol/zkp2p-protocol.mdx`), where the full definition lives; the short
 * one here says the same thing in fewer words and never more.
 * `glossary.test.ts` checks that every id is a heading of that glossary,
 * that every glossary heading has an entry, and that definitions stay short.
 */

/** The protocol overview, whose "Glossary" section holds the full definitions. */
export const GLOSSARY_PAGE = '/protocol/zkp2p-protocol';

export type GlossaryEntry = {
  /** What guides pass to `<GlossaryTerm id="…">`, and the heading id of the term's section in the protocol glossary. */
  id: string;
  /** The term as the glossary heading names it. */
  term: string;
  /** One or two plain sentences, at most 200 characters. */
  definition: string;
};

export const glossary = [
  {
    id: 'intent',
    term: 'Intent',
    definition:
      'A buyer’s on-chain order. It reserves part of one deposit for a set amount, payment method, currency and rate until it is fulfilled, cancelled, released or pruned after expiry.',
  },
  {
    id: 'deposit',
    term: 'Deposit',
    definition:
      'A seller’s tokens held by the escrow, with the payment methods, currencies, rates and order sizes the seller accepts. One deposit can serve many intents at once.',
  },
  {
    id: 'escrow',
    term: 'Escrow',
    definition:
      'The contract that holds every deposit. The current one, EscrowV2, locks and pays out tokens for intents when an orchestrator from its registry asks.',
  },
  {
    id: 'payee-details-hash',
    term: 'Payee details hash',
    definition:
      'A 32-byte hash standing for the seller’s payment-app account. The contracts keep only the hash; Peer’s gating service holds the plain handle and gives it out so buyers can pay.',
  },
  {
    id: 'gating-service',
    term: 'Gating service',
    definition:
      'An off-chain service that approves intents for the deposits naming it, applying rules such as buyer tiers and limits. It signs approved orders and never holds funds.',
  },
  {
    id: 'pre-intent-hook',
    term: 'Pre-intent hook',
    definition:
      'A contract a seller attaches to a deposit that checks each new intent before funds are locked, for example by requiring a signature from a signer the seller chose.',
  },
  {
    id: 'attestation-service',
    term: 'Attestation service',
    definition:
      'The service that checks a payment against an intent and signs the result. Since May 2026 it runs inside an AWS Nitro Enclave that holds its signing key.',
  },
  {
    id: 'attestation',
    term: 'Attestation',
    definition:
      'A statement signed by the attestation service that an intent was paid, with the amount to release. The contracts check its signature instead of the payment itself.',
  },
  {
    id: 'witness',
    term: 'Witness',
    definition:
      'A key whose signature the contracts accept as an attestation. The owner can add or remove witnesses and change how many must sign at any time.',
  },
  {
    id: 'nullifier',
    term: 'Nullifier',
    definition: 'A value recorded on chain when a payment is used, so the same payment cannot settle a second intent.',
  },
  {
    id: 'verifier',
    term: 'Verifier',
    definition:
      'The contract that decides whether an intent was paid. Today one contract, UnifiedPaymentVerifierV3, serves every payment method.',
  },
  {
    id: 'payment-method',
    term: 'Payment method',
    definition:
      'A payment platform, identified on chain by the keccak-256 hash of its lowercase name, such as the hash of venmo.',
  },
  {
    id: 'conversion-rate',
    term: 'Conversion rate',
    definition:
      'How much fiat the buyer pays for one token. A deposit sets a minimum rate per currency, and each intent fixes the rate it was signalled at.',
  },
  {
    id: 'zktls',
    term: 'zkTLS',
    definition:
      'A way to prove what a website sent over an encrypted connection. ZKP2P used such browser-made proofs until 2026; the enclave now checks payments directly.',
  },
] as const satisfies readonly GlossaryEntry[];

export type GlossaryId = (typeof glossary)[number]['id'];

/** The entry with this id, or undefined. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return glossary.find((entry) => entry.id === id);
}

/** The URL of an entry's section on the protocol page. */
export function glossaryHref(entry: GlossaryEntry): string {
  return `${GLOSSARY_PAGE}#${entry.id}`;
}
