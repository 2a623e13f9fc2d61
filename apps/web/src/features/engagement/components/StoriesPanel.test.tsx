import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { StoriesPanel } from './StoriesPanel';

const STORY = {
  id: 3,
  class_id: 7,
  caption: 'Sunrise walk',
  media: { url: '/api/media/media/image/2026/a.png', kind: 'image', contentType: 'image/png' },
  author: { userid: 5, name: 'Paul Patel', avatar: '/images/default-avatar.svg', self: true, team: false },
  canDelete: true,
  canEdit: true,
  createdAt: '2026-11-22T05:00:00.000Z',
};

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
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
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

let listCalls = 0;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token');
  listCalls = 0;
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url.startsWith(engagementEndpoints.frontGetStories.url)).toBe(true);
      listCalls += 1;
      return jsonResponse(200, {
        status: true,
        message: 'Success',
        data: listCalls > 1 ? [STORY] : [],
        total_pages: listCalls > 1 ? 1 : 0,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function chooseFileAndShare() {
  renderWithProviders(<StoriesPanel family="front" classId={7} />);
  await screen.findByText('No stories yet.');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'sunrise.png', { type: 'image/png' })] },
  });
  fireEvent.change(screen.getByLabelText('Caption (optional)'), { target: { value: 'Sunrise walk' } });
  fireEvent.click(screen.getByRole('button', { name: 'Share a story' }));
  await waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
}

describe('StoriesPanel', () => {
  it('shows the upload progress as a rounded percent, closes it at 100 and reloads the stories', async () => {
    const xhr = await chooseFileAndShare();
    expect(xhr.url).toBe(engagementEndpoints.frontAddStory.url);
    expect(xhr.body?.get('class_id')).toBe('7');
    expect(xhr.body?.get('caption')).toBe('Sunrise walk');
    expect(xhr.body?.get('media')).toBeInstanceOf(Blob);
    xhr.progress(1, 3);
    expect(await screen.findByText('Uploading… 33%')).toBeTruthy();
    xhr.progress(2, 3);
    expect(await screen.findByText('Uploading… 67%')).toBeTruthy();
    xhr.progress(3, 3);
    await waitFor(() => expect(screen.queryByTestId('story-upload-progress')).toBeNull());
    xhr.answer(201, { status: true, message: 'Story has been Added Successfully', data: STORY });
    expect(await screen.findByText('Sunrise walk')).toBeTruthy();
    expect(listCalls).toBeGreaterThan(1);
  });

  it('aborts the upload for real with the cancel button', async () => {
    const xhr = await chooseFileAndShare();
    xhr.progress(1, 4);
    expect(await screen.findByText('Uploading… 25%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('story-upload-progress')).toBeNull());
    expect(screen.getByRole('button', { name: 'Share a story' })).toBeTruthy();
    expect(listCalls).toBe(1);
  });

  it("edits one's own story: a new caption and file uploaded with progress, abortable, then saved", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        listCalls += 1;
        return jsonResponse(200, { status: true, message: 'Success', data: [STORY], total_pages: 1 });
      }),
    );
    renderWithProviders(<StoriesPanel family="front" classId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the story of Paul Patel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your story' });
    const caption = within(dialog).getByLabelText('Caption (optional)') as HTMLInputElement;
    expect(caption.value).toBe('Sunrise walk');
    fireEvent.change(caption, { target: { value: 'Sunrise run' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'run.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const first = FakeXhr.last!;
    expect(first.url).toBe(engagementEndpoints.frontUpdateStory.url);
    expect(first.body?.get('id')).toBe('3');
    expect(first.body?.get('caption')).toBe('Sunrise run');
    expect(first.body?.get('media')).toBeInstanceOf(Blob);
    first.progress(1, 2);
    expect(await within(dialog).findByText('Uploading… 50%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the upload' }));
    expect(first.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('story-edit-progress')).toBeNull());

    // Clearing the file keeps the story's own; only the caption changes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the chosen file' }));
    FakeXhr.last = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const second = FakeXhr.last!;
    expect(second.body?.get('media')).toBeNull();
    const calls = listCalls;
    second.answer(200, {
      status: true,
      message: 'Story has been Updated Successfully',
      data: { ...STORY, caption: 'Sunrise run' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit your story' })).toBeNull());
    await waitFor(() => expect(listCalls).toBeGreaterThan(calls));
  });
});
