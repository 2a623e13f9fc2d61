/** The one paging helper: offsets from pageNo/perPage and total_pages from a count. */
export function pageOffset(input: { pageNo: number; perPage: number }): number {
  return (input.pageNo - 1) * input.perPage;
}

export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
