const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric id (spec section 5: 6 characters), drawn without modulo bias. */
export function randomId(length = 6): string {
  let out = '';
  const bytes = new Uint8Array(1);
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    const byte = bytes[0]!;
    // 248 = 4 * 62: bytes at or above it would favour the first letters.
    if (byte < 248) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}
