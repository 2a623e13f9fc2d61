import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { contentTypeForKey, isValidKey, TooLargeError, type Storage } from './storage.port.js';

/**
 * Embedded mode: files under DATA_DIR/media. A write goes to a temporary file in the same folder and is
 * renamed into place (atomic on one file system), so a failed or interrupted upload leaves nothing behind.
 * Keys are checked and resolved inside the root: no path traversal.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  function fileFor(key: string): string | undefined {
    if (!isValidKey(key)) return undefined;
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : undefined;
  }
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileFor(key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, source, _contentType, { maxBytes }) {
      const file = fileFor(key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(size > maxBytes ? new TooLargeError(maxBytes) : null, chunk);
        },
      });
      const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o640 });
      try {
        await pipeline(source, counter, sink);
        await rename(temporary, file);
        return { size };
      } catch (error) {
        source.resume(); // drain what is left so the request can end
        // pipeline rejects as soon as a stream fails, possibly before the file is even open: removing it
        // then would be undone by the open completing. Wait until the file is closed (not with events.once,
        // which would reject on the 'error' the destroyed stream emits just before 'close').
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async head(key) {
      const file = fileFor(key);
      const contentType = contentTypeForKey(key);
      if (!file || !contentType) return undefined;
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size, contentType } : undefined;
      } catch {
        return undefined;
      }
    },
    async get(key, range) {
      const file = fileFor(key);
      const contentType = contentTypeForKey(key);
      if (!file || !contentType) return undefined;
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        if (!range) return { stream: createReadStream(file), size: info.size, contentType };
        const end = Math.min(range.end ?? info.size - 1, info.size - 1);
        return { stream: createReadStream(file, { start: range.start, end }), size: info.size, contentType, range: { start: range.start, end } };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      if (file) await rm(file, { force: true });
    },
  };
}
