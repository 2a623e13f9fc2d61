import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { accountEndpoints } from '@stillpoint/contracts/endpoints/account';
import { ApiError, apiUpload, uploadForm } from './api-client';

interface Answer {
  status: number;
  body: unknown;
}

/** A fake XMLHttpRequest: reports upload progress in quarters, then answers with `answer`. */
function fakeXhr(answer: Answer) {
  const sent: { url: string; headers: Record<string, string>; body: FormData | null }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      queueMicrotask(() => {
        for (const loaded of [1, 2, 3]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 3 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiUpload', () => {
  it('sends the file in the endpoint field with the Bearer token and reports rounded percentages up to 100', async () => {
    const sent = fakeXhr({
      status: 200,
      body: { status: true, message: 'Image has been Uploaded Successfully', data: { avatar: '/api/media/avatars/7/ab.png' } },
    });
    const progress: number[] = [];
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const response = await apiUpload(accountEndpoints.frontAccountImage, file, { onProgress: (percent) => progress.push(percent) });
    expect(response.message).toBe('Image has been Uploaded Successfully');
    expect(response.data.avatar).toBe('/api/media/avatars/7/ab.png');
    expect(progress).toEqual([33, 67, 100, 100]);
    expect(sent[0]?.url).toBe(accountEndpoints.frontAccountImage.url);
    expect(sent[0]?.headers.Authorization).toBe('Bearer front-access-token');
    expect(sent[0]?.body?.get('image')).toBeInstanceOf(Blob);
  });

  it('turns a refused upload into an ApiError with the server message and code', async () => {
    fakeXhr({ status: 413, body: { status: false, message: 'The file is too large', code: 'TOO_LARGE' } });
    const error = await apiUpload(accountEndpoints.frontAccountImage, new Blob(['x'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).code).toBe('TOO_LARGE');
    expect((error as ApiError).message).toBe('The file is too large');
  });

  it('sends a whole form made by uploadForm as it is', async () => {
    const sent = fakeXhr({ status: 200, body: { status: true, message: 'ok', data: { avatar: '/x.png' } } });
    const audio = new Blob(['RIFF'], { type: 'audio/wav' });
    const form = uploadForm({ title: 'Calm', shared: true, featured: false, category_ids: [3, 5], skipped: undefined }, { audio, images: [audio, audio] });
    await apiUpload(accountEndpoints.frontAccountImage, form);
    const body = sent[0]!.body!;
    expect(body.get('title')).toBe('Calm');
    expect(body.get('shared')).toBe('1');
    expect(body.get('featured')).toBe('0');
    expect(body.getAll('category_ids')).toEqual(['3', '5']);
    expect(body.has('skipped')).toBe(false);
    expect(body.getAll('images')).toHaveLength(2);
  });

  it('rejects with ABORTED when the signal is already aborted, without sending', async () => {
    const sent = fakeXhr({ status: 200, body: { status: true, message: 'ok', data: {} } });
    const controller = new AbortController();
    controller.abort();
    const error = await apiUpload(accountEndpoints.frontAccountImage, new Blob(['x']), { signal: controller.signal }).catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe('ABORTED');
    expect(sent).toHaveLength(0);
  });
});
