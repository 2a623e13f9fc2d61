import { describe, expect, it } from 'vitest';
import { taskCategoryInput } from '@stillpoint/contracts';
import { toCategoryInput } from './TaskCategoriesManager';

describe('toCategoryInput', () => {
  it('sends the chosen parent as a number, and null when the select is cleared (an edit then clears the parent)', () => {
    expect(toCategoryInput({ title: ' Body ', parent_id: '4', color: 'mint' })).toEqual({
      title: 'Body',
      parent_id: 4,
      color: 'mint',
    });
    const cleared = toCategoryInput({ title: 'Body', parent_id: null, color: 'mint' });
    expect(cleared).toEqual({ title: 'Body', parent_id: null, color: 'mint' });
    // The contract takes the null as it is (it does not drop it as "left out").
    expect(taskCategoryInput.parse(cleared).parent_id).toBeNull();
  });
});
