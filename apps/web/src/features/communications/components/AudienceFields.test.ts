import { describe, expect, it } from 'vitest';
import { audienceInput, emptyAudience } from './AudienceFields';

describe('audienceInput', () => {
  it('names a clinic, chosen people, a role or everyone, and nothing while incomplete', () => {
    expect(audienceInput(emptyAudience)).toBeUndefined();
    expect(audienceInput({ ...emptyAudience, clinicId: '7' })).toEqual({ type: 'clinic', clinic_id: 7 });
    expect(audienceInput({ ...emptyAudience, type: 'users', clinicId: '7', userIds: [] })).toBeUndefined();
    expect(audienceInput({ ...emptyAudience, type: 'users', clinicId: '7', userIds: ['3', '4'] })).toEqual({ type: 'users', user_ids: [3, 4] });
    expect(audienceInput({ ...emptyAudience, type: 'role', role: 'employee' })).toEqual({ type: 'role', role: 'employee' });
    expect(audienceInput({ ...emptyAudience, type: 'all' })).toEqual({ type: 'all' });
  });
});
