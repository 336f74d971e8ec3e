/**
 * Keccak-256, the hash Ethereum uses for addresses, EIP-55 checksums and
 * identifiers such as payment-method and currency hashes. Neither `ethers` nor
 * `viem` is a dependency of this site, so the permutation is written out here
 * from the Keccak reference (FIPS 202 without the SHA-3 domain bits).
 *
 * Lanes are 64-bit BigInts: slower than a 32-bit split, but short and easy to
 * check, and the site only hashes a few hundred short strings in tests.
 */

const MASK_64 = (1n << 64n) - 1n;

/** Round constants for the iota step, 24 rounds. */
const ROUND_CONSTANTS: readonly bigint[] = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

/** Rotation offsets for the rho step, indexed by x + 5y. */
const ROTATIONS: readonly number[] = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

function lane(state: readonly bigint[], index: number): bigint {
  return state[index] ?? 0n;
}

function rotateLeft(value: bigint, shift: number): bigint {
  if (shift === 0) return value;
  const n = BigInt(shift);
  return ((value << n) | (value >> (64n - n))) & MASK_64;
}

/** The Keccak-f[1600] permutation on 25 lanes, in place. */
function permute(state: bigint[]): void {
  for (const roundConstant of ROUND_CONSTANTS) {
    // theta
    const columns: bigint[] = [];
    for (let x = 0; x < 5; x++) {
      columns.push(
        lane(state, x) ^ lane(state, x + 5) ^ lane(state, x + 10) ^ lane(state, x + 15) ^ lane(state, x + 20),
      );
    }
    for (let x = 0; x < 5; x++) {
      const d = (columns[(x + 4) % 5] ?? 0n) ^ rotateLeft(columns[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) {
        state[x + y] = lane(state, x + y) ^ d;
      }
    }
    // rho and pi
    const moved: bigint[] = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        moved[to] = rotateLeft(lane(state, from), ROTATIONS[from] ?? 0);
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const a = lane(moved, y + x);
        const b = lane(moved, y + ((x + 1) % 5));
        const c = lane(moved, y + ((x + 2) % 5));
        state[y + x] = a ^ (~b & MASK_64 & c);
      }
    }
    // iota
    state[0] = lane(state, 0) ^ roundConstant;
  }
}

const RATE_BYTES = 136; // 1600 - 2 * 256 bits of capacity, in bytes

/**
 * The sponge with a 256-bit output. `suffix` is the domain byte appended
 * before padding: 0x01 for original Keccak (Ethereum), 0x06 for SHA3-256.
 */
function sponge256(input: Uint8Array, suffix: number): Uint8Array {
  const padded = new Uint8Array(Math.floor(input.length / RATE_BYTES + 1) * RATE_BYTES);
  padded.set(input);
  padded[input.length] = (padded[input.length] ?? 0) ^ suffix;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;

  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 8; i++) {
      let word = 0n;
      for (let b = 7; b >= 0; b--) {
        word = (word << 8n) | BigInt(padded[offset + i * 8 + b] ?? 0);
      }
      state[i] = lane(state, i) ^ word;
    }
    permute(state);
  }

  const out = new Uint8Array(32);
  for (let i = 0; i < 4; i++) {
    let word = lane(state, i);
    for (let b = 0; b < 8; b++) {
      out[i * 8 + b] = Number(word & 0xffn);
      word >>= 8n;
    }
  }
  return out;
}

function toBytes(input: string | Uint8Array): Uint8Array {
  return typeof input === 'string' ? new TextEncoder().encode(input) : input;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keccak-256 of a UTF-8 string or raw bytes, as 64 lowercase hex digits (no `0x`). */
export function keccak256Hex(input: string | Uint8Array): string {
  return toHex(sponge256(toBytes(input), 0x01));
}

/**
 * SHA3-256 from the same sponge. Not used by the site; the tests compare it
 * with Node's built-in SHA3-256 to check the permutation on multi-block input.
 */
export function sha3_256Hex(input: string | Uint8Array): string {
  return toHex(sponge256(toBytes(input), 0x06));
}
