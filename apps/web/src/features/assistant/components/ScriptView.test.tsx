import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ScriptView } from './ScriptView';

describe('ScriptView', () => {
  it('shows the paragraphs and each pause line as a named marker, never as text', () => {
    renderWithProviders(<ScriptView script={'Settle in.\n\n[pause 20]\n\nFeel your feet.'} label="Preview" />);
    const region = screen.getByRole('region', { name: 'Preview' });
    expect(region.textContent).toContain('Settle in.');
    expect(region.textContent).toContain('Feel your feet.');
    expect(region.textContent).not.toContain('[pause 20]');
    expect(screen.getByRole('note', { name: 'Pause, 20 seconds' }).textContent).toBe('20 s pause');
  });
});
