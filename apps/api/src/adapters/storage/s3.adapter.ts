import { Transform, type Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Upload as S3Upload } from '@aws-sdk/lib-storage';
import { contentTypeForKey, isValidKey, TooLargeError, type Storage } from './storage.port.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, Ceph, R2...); unset means AWS S3 in `region`. */
  endpoint?: string | undefined;
  /** endpoint/bucket/key addresses instead of bucket.endpoint/key (most S3-compatible stores need it). */
  forcePathStyle?: boolean | undefined;
  /** Static credentials; unset means the AWS SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Parts of a streamed upload: S3's smallest part size, and how many are buffered at once (memory per upload). */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * At scale: media in an S3-compatible bucket, under the same keys as on local disk. A write is whole or
 * not at all: a small file is one PUT, a larger one a multipart upload that only becomes an object when
 * completed (and is aborted on failure); a stream past `maxBytes` stops with TooLargeError before anything
 * is completed. Reads stream from the store, with Range passed through. The SDK loads on first use, so the
 * embedded mode never pays for it.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const Bucket = options.bucket;
  let loading: Promise<{ client: S3.S3Client; sdk: typeof S3; Upload: typeof S3Upload }> | undefined;
  const load = () =>
    (loading ??= (async () => {
      const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: options.credentials,
        // Checksums only where S3 requires them: S3-compatible stores do not all read the SDK's newer
        // checksum trailers, and keys are never rewritten, so an object's bytes are what was uploaded.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, sdk, Upload };
    })());

  function checkedKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { client, sdk } = await load();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async putStream(key, source, contentType, { maxBytes }) {
      const Key = checkedKey(key);
      const { client, Upload } = await load();
      let size = 0;
      let tooLarge: TooLargeError | undefined;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) tooLarge = new TooLargeError(maxBytes);
          callback(tooLarge ?? null, chunk);
        },
      });
      source.once('error', (error) => counter.destroy(error));
      source.pipe(counter);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        return { size };
      } catch (error) {
        source.unpipe(counter);
        source.resume(); // drain what is left so the request can end
        // The size limit is the reason, whatever the abort of a multipart upload answered.
        throw tooLarge ?? error;
      }
    },
    async head(key) {
      const contentType = contentTypeForKey(key);
      if (!isValidKey(key) || !contentType) return undefined;
      const { client, sdk } = await load();
      try {
        const object = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: object.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async get(key, range) {
      const contentType = contentTypeForKey(key);
      if (!isValidKey(key) || !contentType) return undefined;
      const { client, sdk } = await load();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
        );
        const stream = object.Body as Readable;
        const served = range ? parseContentRange(object.ContentRange) : undefined;
        if (range && served) return { stream, size: served.size, contentType, range: { start: served.start, end: served.end } };
        return { stream, size: object.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      const { client, sdk } = await load();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** `bytes 100-199/5000` into its parts. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
}
