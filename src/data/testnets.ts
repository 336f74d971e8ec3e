/**
 * Where each protocol version can be tried without real money, and whether
 * the contracts there are the ones the docs describe. Read from the
 * deployment files of zkp2p/zkp2p-v2-contracts (V3: `main` at 4241be0; V2:
 * `v2-main` at da735c5). Rendered by `<TestnetStatus>`.
 */
import { contractSource } from './chains';
import type { ChainId, ProtocolVersion, Source } from './chains';

/** Where each version can be tried without real money, and how closely that matches the documented contracts. */
export type TestnetStatus = {
  version: ProtocolVersion;
  chainId: ChainId;
  /** True when the deployed ABI is the one these docs describe. */
  matchesDocumentedAbi: boolean;
  /** One or two sentences for readers. */
  summary: string;
  source: Source;
};

export const testnets: readonly TestnetStatus[] = [
  {
    version: 'v3',
    chainId: 84532,
    matchesDocumentedAbi: false,
    summary:
      'The Base Sepolia contracts are an earlier build: createDeposit takes a referrer and referrerFee instead of retainOnEmpty, deposit functions have older names (addFundsToDeposit, removeFundsFromDeposit, setDepositAcceptingIntents), and the Escrow has a maker-fee setting that the documented Escrow lacks. Calls encoded for the documented ABI revert there.',
    source: contractSource('v3', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 84532,
    matchesDocumentedAbi: true,
    summary: 'The V2 Escrow on Base Sepolia has the same functions as on Base, with a mock USDC.',
    source: contractSource('v2', 'deployments/base_sepolia/Escrow.json'),
  },
  {
    version: 'v2',
    chainId: 11155111,
    matchesDocumentedAbi: true,
    summary: 'The V2 Escrow on Ethereum Sepolia has the same functions as on Base, with mock tokens.',
    source: contractSource('v2', 'deployments/sepolia/Escrow.json'),
  },
];
