/**
 * Short definitions of the protocol terms the user guides use, shown when a
 * reader hovers or focuses a term (`src/components/GlossaryTerm`). Each entry
 * points at its own section of the glossary on the protocol overview
 * (`protocol/zkp2p-protocol.mdx`), where the full definition lives; the short
 * one here says the same thing in fewer words and never more.
 * `glossary.test.ts` checks that every anchor is a heading of that glossary,
 * that every glossary heading has an entry, and that definitions stay short.
 */

/** The protocol overview, whose "Glossary" section holds the full definitions. */
export const GLOSSARY_PAGE = '/protocol/zkp2p-protocol';

export type GlossaryEntry = {
  /** What guides pass to `<GlossaryTerm id="…">`. */
  id: string;
  /** The term as the glossary heading names it. */
  term: string;
  /** One or two plain sentences, at most 200 characters. */
  definition: string;
  /** Heading id of the term's section in the protocol glossary. */
  anchor: string;
};

export const glossary = [
  {
    id: 'intent',
    term: 'Intent',
    definition:
      'A buyer’s on-chain order. It reserves part of one deposit for a set amount, payment method, currency and rate until it is fulfilled, cancelled, released or pruned after expiry.',
    anchor: 'intent',
  },
  {
    id: 'deposit',
    term: 'Deposit',
    definition:
      'A seller’s tokens held by the escrow, with the payment methods, currencies, minimum rates and order sizes the seller accepts. One deposit can serve several intents at once.',
    anchor: 'deposit',
  },
  {
    id: 'escrow',
    term: 'Escrow',
    definition:
      'The contract that holds every deposit. In V3 it locks, unlocks and releases tokens for intents when the Orchestrator tells it to, and the contracts’ owner chooses that Orchestrator.',
    anchor: 'escrow',
  },
  {
    id: 'payee-details-hash',
    term: 'Payee details hash',
    definition:
      'A 32-byte hash standing for the seller’s payment-app account. The contracts keep only the hash; the gating service holds the plain handle and shows it to approved buyers.',
    anchor: 'payee-details-hash',
  },
  {
    id: 'gating-service',
    term: 'Gating service',
    definition:
      'An optional off-chain service a seller names per payment method. It decides who may take that liquidity and signs approved intents; it never holds funds.',
    anchor: 'gating-service',
  },
  {
    id: 'zktls',
    term: 'zkTLS',
    definition:
      'A way to prove that values such as amount, recipient and date came from a payment site over its encrypted connection, without revealing the password or the rest of the account.',
    anchor: 'zktls',
  },
  {
    id: 'attestation',
    term: 'Attestation',
    definition:
      'A statement signed by the attestation service that a payment matching an intent was made, with the amount to release. V3 contracts check this signature, not the zkTLS proof.',
    anchor: 'attestation',
  },
  {
    id: 'nullifier',
    term: 'Nullifier',
    definition: 'A value recorded on chain when a payment is used, so the same payment cannot settle a second intent.',
    anchor: 'nullifier',
  },
  {
    id: 'witness',
    term: 'Witness',
    definition:
      'The key whose signature the contracts accept as proof that a payment was checked off chain. In V3 it is the attestation service’s key, which the owner can replace at any time.',
    anchor: 'witness',
  },
  {
    id: 'verifier',
    term: 'Verifier',
    definition:
      'The contract that decides whether a payment proves an intent. V2 has one per payment platform; V3 has one, the UnifiedPaymentVerifier, for every payment method.',
    anchor: 'verifier',
  },
  {
    id: 'payment-method',
    term: 'Payment method',
    definition:
      'A payment platform, or a variant such as Zelle through one bank, identified on chain by the keccak-256 hash of its lowercase name.',
    anchor: 'payment-method',
  },
  {
    id: 'conversion-rate',
    term: 'Conversion rate',
    definition:
      'How much fiat the buyer pays for one token. A deposit sets a minimum rate per currency, and each intent fixes the rate it was signalled at.',
    anchor: 'conversion-rate',
  },
] as const satisfies readonly GlossaryEntry[];

export type GlossaryId = (typeof glossary)[number]['id'];

/** The entry with this id, or undefined. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return glossary.find((entry) => entry.id === id);
}

/** The URL of an entry's section on the protocol page. */
export function glossaryHref(entry: GlossaryEntry): string {
  return `${GLOSSARY_PAGE}#${entry.anchor}`;
}
