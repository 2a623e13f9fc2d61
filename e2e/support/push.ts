import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/**
 * A browser's side of Web Push, for journeys: a key pair and auth secret (what a browser's subscription
 * holds), and a local HTTPS push service (the certificate global-setup made and the server trusts) that
 * keeps what the server posts. Chromium's own push service is unreachable offline, so the journey hands the
 * subscription to the page and delivers what arrived to the service worker itself (DevTools protocol).
 */
export interface PushEndpoint {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plain texts of the pushes received so far, decrypted as a browser does (RFC 8291, aes128gcm). */
  received: string[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushEndpoint> {
  const { certFile, keyFile } = inject('pushService');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: string[] = [];
  const server: Server = createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        received.push(decryptPush(Buffer.concat(chunks), ecdh, auth));
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts a Web Push message body (RFC 8188 aes128gcm, keys of RFC 8291), one record. */
export function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('Not the last record');
  return padded.subarray(0, end).toString('utf8');
}
