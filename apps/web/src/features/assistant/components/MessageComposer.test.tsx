import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ChatMode } from '../api/send-chat-message';
import { MessageComposer } from './MessageComposer';

function Harness({
  onSend,
  pendingMode = null,
}: {
  onSend: (mode: ChatMode, text: string) => void;
  pendingMode?: ChatMode | null;
}) {
  const [value, setValue] = useState('');
  return <MessageComposer value={value} onChange={setValue} onSend={(mode) => onSend(mode, value)} pendingMode={pendingMode} />;
}

const box = () => screen.getByRole('textbox', { name: 'Your message' });

describe('MessageComposer', () => {
  it('Enter sends in text, Shift+Enter and an input method’s Enter do not, and the counter follows the text', () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Help me rest' } });
    expect(screen.getByText(/12 \/ 2000 characters/)).toBeTruthy();

    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('text', 'Help me rest');
  });

  it('"Send" sends in text and "Send and read aloud" in voice; the box is limited to 2000 characters', () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} />);
    expect(box().getAttribute('maxlength')).toBe('2000');
    fireEvent.change(box(), { target: { value: 'Breathe with me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send and read aloud' }));
    expect(onSend.mock.calls).toEqual([
      ['text', 'Breathe with me'],
      ['voice', 'Breathe with me'],
    ]);
  });

  it('while a message is on its way, nothing else is sent', () => {
    const onSend = vi.fn();
    renderWithProviders(<Harness onSend={onSend} pendingMode="voice" />);
    fireEvent.change(box(), { target: { value: 'And another' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });
});
