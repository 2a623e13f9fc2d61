import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrisisResources } from '@stillpoint/contracts';
import { renderWithProviders } from '../../../test/render';
import { CrisisResourcesView, dialable } from './CrisisResourcesView';

const line = (id: number, name: string, extra: Partial<CrisisResources['lines'][number]> = {}) => ({
  id,
  name,
  phone: null,
  sms: null,
  url: null,
  notes: null,
  ...extra,
});

const RESOURCES: CrisisResources = {
  country: { code: 'GB', name: 'United Kingdom', emergencyNumber: '999', notes: '112 works too.' },
  countrySource: 'clinic',
  clinic: { name: 'Harbor Clinic', lines: [line(9, 'Harbor out-of-hours', { phone: '+44 20 7946 0000' })] },
  lines: [line(1, 'Samaritans', { phone: '116 123', url: 'https://www.samaritans.org', notes: '24/7, free.' }), line(2, 'Shout', { sms: '85258' })],
  countries: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'INTL', name: 'International' },
  ],
};

describe('CrisisResourcesView', () => {
  it('puts the emergency number first, then the clinic’s lines, then the country’s, each one tap away', () => {
    renderWithProviders(<CrisisResourcesView resources={RESOURCES} />);
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('Call 999');
    expect(links[0]!.getAttribute('href')).toBe('tel:999');
    const clinic = screen.getByRole('list', { name: 'Your care team at Harbor Clinic' });
    expect(within(clinic).getByRole('link', { name: 'Call +44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
    expect(links.indexOf(within(clinic).getByRole('link'))).toBeLessThan(links.indexOf(screen.getByRole('link', { name: 'Call 116 123' })));
    expect(screen.getByRole('link', { name: 'Text 85258' }).getAttribute('href')).toBe('sms:85258');
    const site = screen.getByRole('link', { name: 'Website of Samaritans (opens in a new tab)' });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('112 works too.')).toBeTruthy();
  });

  it('asks for the local emergency number where there is no single one', () => {
    renderWithProviders(
      <CrisisResourcesView resources={{ ...RESOURCES, country: { code: 'INTL', name: 'International', emergencyNumber: null, notes: null }, clinic: null }} />,
    );
    expect(screen.getByText('Call your local emergency number')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call 9/ })).toBeNull();
    expect(screen.getByText('Crisis lines around the world')).toBeTruthy();
  });

  it('keeps digits and a leading + in a dialled number', () => {
    expect(dialable('0800 111 0 111')).toBe('08001110111');
    expect(dialable(' +1 (866) 488-7386 ')).toBe('+18664887386');
  });
});
