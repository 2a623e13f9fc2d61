import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './RichTextEditor';
import { RichTextField } from './RichTextField';

/** A form field holding the editor's HTML, as the studio forms do; every change is reported to `seen`. */
function Harness({ initial = '', seen, lazy = false }: { initial?: string; seen: (html: string) => void; lazy?: boolean }) {
  const [value, setValue] = useState(initial);
  const Field = lazy ? RichTextField : RichTextEditor;
  return (
    <>
      <Field
        label="Text"
        description="Simple formatting is kept."
        required
        value={value}
        onChange={(html) => {
          setValue(html);
          seen(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>From the server</p>')}>
        Load another
      </button>
    </>
  );
}

/** The tiptap editor behind the editable area (tiptap keeps it on its DOM node). */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('RichTextEditor', () => {
  it('is a labelled text box with a labelled toolbar; formatting, lists, safe links and undo change the HTML it emits', async () => {
    const seen = vi.fn<(html: string) => void>();
    renderWithProviders(<Harness seen={seen} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Simple formatting is kept.');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Text' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Underline',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Remove link',
      'Undo',
      'Redo',
    ]);
    const editor = editorOf(box);

    // Typing, then bold and underline on the typed words.
    act(() => void editor.chain().focus().insertContent('Breathe slowly').run());
    expect(seen).toHaveBeenLastCalledWith('<p>Breathe slowly</p>');
    act(() => void editor.commands.selectAll());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Underline' }));
    expect(seen).toHaveBeenLastCalledWith('<p><strong><u>Breathe slowly</u></strong></p>');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));

    // A new paragraph (bold and underline turned off again) made a bulleted list, and a heading.
    act(() => void editor.chain().focus('end').splitBlock().run());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Underline' }));
    act(() => void editor.chain().focus().insertContent('Count to four').run());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    act(() => void editor.chain().focus('start').run());
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    expect(seen).toHaveBeenLastCalledWith(
      '<h2><strong><u>Breathe slowly</u></strong></h2><ul><li><p>Count to four</p></li></ul>',
    );

    // A link: only http(s) and mailto addresses are taken.
    const start = editor.state.doc.content.size - 'Count to four'.length - 3;
    act(() => void editor.commands.setTextSelection({ from: start, to: start + 'Count'.length }));
    // (tiptap gives the focus back to the text a frame after a toolbar command, as a person would see it)
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(document.activeElement).toBe(address));
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(await screen.findByText('Use an address that starts with https://, http:// or mailto:')).toBeTruthy();
    expect(seen.mock.lastCall?.[0]).not.toContain('<a');
    fireEvent.change(address, { target: { value: 'https://example.org/breath' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(seen).toHaveBeenLastCalledWith(
      '<h2><strong><u>Breathe slowly</u></strong></h2><ul><li><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/breath">Count</a> to four</p></li></ul>',
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();

    // Undo takes the link back off; emptying the editor emits ''.
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(seen.mock.lastCall?.[0]).not.toContain('<a');
    act(() => void editor.commands.clearContent(true));
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it('opens the link field with Ctrl+K, closes it with Escape, and follows a value set from outside', async () => {
    const seen = vi.fn<(html: string) => void>();
    renderWithProviders(<Harness initial="<p>Rest</p>" seen={seen} />);
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.innerHTML).toContain('Rest');
    fireEvent.keyDown(box, { key: 'k', ctrlKey: true });
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    fireEvent.keyDown(address, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Load another' }));
    await waitFor(() => expect(box.textContent).toBe('From the server'));
    expect(seen).not.toHaveBeenCalled();
  });

  it('RichTextField loads the editor lazily', async () => {
    renderWithProviders(<Harness seen={vi.fn()} lazy />);
    expect(await screen.findByRole('textbox', { name: 'Text' })).toBeTruthy();
  });
});
