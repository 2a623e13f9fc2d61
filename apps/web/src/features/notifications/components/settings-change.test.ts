import { describe, expect, it } from 'vitest';
import { effectiveKinds, type NotificationSettings } from '@stillpoint/contracts';
import { settingsChange } from './NotificationSettingsForm';

const SAVED: NotificationSettings = {
  email: true,
  push: true,
  sms: false,
  reminders: true,
  messages: true,
  appointments: true,
  community: true,
  productUpdates: false,
  kinds: effectiveKinds(null),
  reminderTime: null,
  timeZone: 'UTC',
};

describe('settingsChange (what the notification settings form sends)', () => {
  it('names nothing when nothing changed', () => {
    expect(settingsChange(SAVED, structuredClone(SAVED))).toEqual({});
  });

  it('names only the switches, times and per-kind channels that changed', () => {
    const values = structuredClone(SAVED);
    values.sms = true;
    values.kinds.practice_reminder.sms = true;
    values.kinds.task_assigned.email = false;
    values.reminderTime = '07:45';
    values.timeZone = 'Europe/Lisbon';
    expect(settingsChange(SAVED, values)).toEqual({
      sms: true,
      reminderTime: '07:45',
      timeZone: 'Europe/Lisbon',
      kinds: { practice_reminder: { sms: true }, task_assigned: { email: false } },
    });
  });

  it('sends a cleared reminder time as null', () => {
    expect(settingsChange({ ...SAVED, reminderTime: '08:00' }, SAVED)).toEqual({ reminderTime: null });
  });
});
