/**
 * Where each protocol version can be tried without real money, and whether a
 * current source still publishes that deployment. No current source
 * publishes a testnet: `@zkp2p/contracts-v2` 0.4.1 lists Base (production)
 * and Base staging only, both on Base mainnet; `@zkp2p/sdk` 0.14.1 lists no
 * testnet among its chains (`SUPPORTED_CHAIN_IDS`: Base 8453, Scroll 534352,
 * a local Hardhat chain 31337); and the July 2026 ZKP2P docs
 * (zkp2p/docs 6425a54, protocol/v3/deployments.md) say every deployment is on
 * Base mainnet. The testnet contracts that earlier sources listed are kept
 * here as retired history, read from the deployment files of
 * zkp2p/zkp2p-v2-contracts (V3: `main` at 4241be0; V2: `v2-main` at da735c5).
 * Rendered by `<TestnetStatus>`.
 */
import { contractSource } from './chains';
import type { ChainId, ProtocolVersion, Source } from './chains';

/** Where each version can be tried without real money, and how closely that matches the documented contracts. */
export type TestnetStatus = {
  version: ProtocolVersion;
  chainId: ChainId;
  /** True when a current source (the package, the SDK or the 2026 docs) still publishes this testnet deployment. */
  published: boolean;
  /** True when the deployed ABI is the one these docs describe for today's contracts. */
  matchesDocumentedAbi: boolean;
  /** One or two sentences for readers. */
  summary: string;
  source: Source;
};

export const testnets: readonly TestnetStatus[] = [
  {
    version: 'v3',
    chainId: 84532,
    published: false,
    matchesDocumentedAbi: false,
    summary:
      'No testnet for today’s contracts is published: the contracts package lists only Base and Base staging, both on Base mainnet with real USDC, and the official SDK lists no testnet among the chains it supports. The Base Sepolia contracts of October 2025 are an earlier build than even the November 2025 Escrow (createDeposit takes a referrer and referrerFee, deposit functions have older names), so calls encoded for today’s ABI revert there.',
    source: contractSource('v3', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 84532,
    published: false,
    matchesDocumentedAbi: false,
    summary:
      'The retired V2 system on Base Sepolia, with a mock USDC: the same functions as the V2 Escrow on Base, none of today’s.',
    source: contractSource('v2', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 11155111,
    published: false,
    matchesDocumentedAbi: false,
    summary:
      'An older, retired V2 test deployment on Ethereum Sepolia with mock tokens, covering fewer payment platforms than Base.',
    source: contractSource('v2', 'deployments/sepolia/Escrow.json'),
  },
];
