import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type CommunityEvent } from '@stillpoint/contracts';
import { clinicEventsEndpoints } from '@stillpoint/contracts/endpoints/community';
import { notify } from '../../lib/notify';
import { browserTimeZone } from '../../lib/time-zones';
import { zonedParts, zonedToIso } from '../../lib/zoned-time';
import { renderWithProviders } from '../../test/render';
import { EventForm, initialEventValues, toEventInput } from './EventForm';

/** A fake XMLHttpRequest (the form uploads with progress): records what was sent and answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = { onprogress: null };
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
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'clinic-access-token');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const open = () => renderWithProviders(<EventForm family="clinic" event={null} opened onClose={() => undefined} />);

describe('EventForm', () => {
  it('puts "end before start" on the end day and sends nothing', { timeout: 20_000 }, async () => {
    open();
    change(/^Title/, 'Sound bath');
    change(/^Place$/, 'Harbor studio');
    change(/^End time/, '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('The end must come after the start');
    expect(field(/^End day/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^End day/).getAttribute('aria-describedby')).toContain(message.id);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks for a place or an online link, and at least one place when a limit is given', { timeout: 20_000 }, async () => {
    open();
    change(/^Title/, 'Sound bath');
    change(/^Places/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a place or an online link')).toBeTruthy();
    expect(field(/^Place$/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An event has at least 1 place')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends the wall times of the event's zone as instants, with the image, and shows the server's field errors", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    open();
    change(/^Title/, 'Sound bath');
    change(/^Online link/, 'https://meet.example.org/sound');
    change(/^Start day/, '2031-03-10');
    change(/^Start time/, '18:00');
    change(/^End day/, '2031-03-10');
    change(/^End time/, '19:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr!.url).toContain(clinicEventsEndpoints.addEvent.url);
    // The form opens in the browser's zone: the wall times are read there.
    const zone = browserTimeZone();
    expect(xhr!.body!.get('start')).toBe(zonedToIso('2031-03-10', '18:00', zone));
    expect(xhr!.body!.get('end')).toBe(zonedToIso('2031-03-10', '19:30', zone));
    expect(xhr!.body!.get('time_zone')).toBe(zone);
    expect(xhr!.body!.get('online_url')).toBe('https://meet.example.org/sound');
    expect(xhr!.body!.has('location')).toBe(false);
    expect(xhr!.body!.has('capacity')).toBe(false);

    // The server refuses a past start: the message lands on the start day.
    xhr!.answer(422, { status: false, message: 'Invalid input', code: 'VALIDATION', errors: [{ path: 'start', message: 'The start must be in the future' }] });
    expect(await screen.findByText('The start must be in the future')).toBeTruthy();
    expect(field(/^Start day/).getAttribute('aria-invalid')).toBe('true');
    expect(success).not.toHaveBeenCalled();
  }, 20_000);
});

describe('initialEventValues and toEventInput', () => {
  it('read an event back in its own zone and send it unchanged', () => {
    const event: CommunityEvent = {
      id: 3,
      title: 'Open evening',
      description: '',
      location: 'Harbor Clinic',
      online: false,
      online_url: null,
      start: '2031-07-01T22:00:00.000Z',
      end: '2031-07-02T00:00:00.000Z',
      time_zone: 'America/New_York',
      capacity: 20,
      participant_count: 2,
      spots_left: 18,
      clinic_id: 1,
      image: null,
      state: 'upcoming',
      joined: false,
      created_at: '2031-06-01T00:00:00.000Z',
    };
    const values = initialEventValues(event);
    expect(values).toMatchObject({ start_day: '2031-07-01', start_time: '18:00', end_day: '2031-07-01', end_time: '20:00', capacity: 20 });
    expect(zonedParts(event.start, event.time_zone).clock).toBe('18:00');
    expect(toEventInput(values)).toMatchObject({ start: event.start, end: event.end, location: 'Harbor Clinic', online_url: undefined, capacity: 20 });
  });
});
