import { describe, expect, it } from 'vitest';
import { paramsFromView, sourceOfView, viewFromParams, viewIsOrdered } from './task-view';

const view = (query: string) => viewFromParams(new URLSearchParams(query));

describe('the Tasks page view in the address', () => {
  it('reads the filter, the category and the page, falling back to all tasks on page 1', () => {
    expect(view('')).toEqual({ filter: 'all', catId: null, page: 1 });
    expect(view('filter=recent&page=2')).toEqual({ filter: 'recent', catId: null, page: 2 });
    expect(view('filter=category&category=7')).toEqual({ filter: 'category', catId: 7, page: 1 });
    expect(view('filter=nonsense&page=-3')).toEqual({ filter: 'all', catId: null, page: 1 });
    // A category only counts on the "by category" tab.
    expect(view('filter=completed&category=7')).toEqual({ filter: 'completed', catId: null, page: 1 });
    expect(view('filter=category&category=abc')).toEqual({ filter: 'category', catId: null, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(paramsFromView({ filter: 'all', catId: null, page: 1 }).toString()).toBe('');
    expect(paramsFromView({ filter: 'completed', catId: null, page: 3 }).toString()).toBe('filter=completed&page=3');
    expect(paramsFromView({ filter: 'category', catId: 4, page: 1 }).toString()).toBe('filter=category&category=4');
    for (const query of ['filter=recent', 'filter=category&category=4&page=2', 'page=5'])
      expect(paramsFromView(view(query)).toString()).toBe(query);
  });

  it('names the list call of a view; the category tab waits for a category', () => {
    expect(sourceOfView(view(''))).toEqual({ list: 'all' });
    expect(sourceOfView(view('filter=completed'))).toEqual({ list: 'completed' });
    expect(sourceOfView(view('filter=category&category=9'))).toEqual({ list: 'category', catId: 9 });
    expect(sourceOfView(view('filter=category'))).toBeNull();
  });

  it('lets the person reorder only the lists shown in their own order', () => {
    expect(viewIsOrdered(view(''))).toBe(true);
    expect(viewIsOrdered(view('filter=category&category=2'))).toBe(true);
    expect(viewIsOrdered(view('filter=recent'))).toBe(false);
    expect(viewIsOrdered(view('filter=completed'))).toBe(false);
  });
});
