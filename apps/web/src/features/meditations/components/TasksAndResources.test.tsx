import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { meditationsEndpoints } from '@stillpoint/contracts/endpoints/meditations';
import { renderWithProviders } from '../../../test/render';
import { MeditationResources } from './TasksAndResources';

/** A fake XMLHttpRequest the test drives: progress events and the answer come when the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('MeditationResources', () => {
  it('uploads a resource file with the percentage every upload shows, gone when it is done', async () => {
    renderWithProviders(<MeditationResources family="clinic" meditationId={9} resources={[]} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Breathing card' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([37, 80, 68, 70])], 'card.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a resource' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(meditationsEndpoints.clinicCreateMeditationResource.url);
    expect(xhr.body?.get('meditation_id')).toBe('9');
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);
    xhr.progress(1, 4);
    expect(await screen.findByText('Uploading… 25%')).toBeTruthy();
    xhr.progress(3, 4);
    expect(await screen.findByText('Uploading… 75%')).toBeTruthy();
    xhr.progress(4, 4);
    xhr.answer(200, {
      status: true,
      message: 'Resource added',
      data: { id: 1, title: 'Breathing card', url: '/api/media/card.pdf' },
    });
    await waitFor(() => expect(screen.queryByTestId('resource-upload-progress')).toBeNull());
  });
});
