import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types: the little used here is declared below.
// @ts-expect-error -- untyped CommonJS module
import S3rverModule from 's3rver';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
}
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverInstance;

// The SDK's one-time notice that its releases after January 2027 need Node 22 (CI runs Node 20).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** s3rver's built-in account (it checks request signatures against it). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temporary folder) on a
 * free local port, with one bucket; for tests of the S3 storage adapter.
 */
export async function startS3Server(bucket: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'stillpoint-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      // The SDK keeps connections alive; end them so the server can close at once.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
