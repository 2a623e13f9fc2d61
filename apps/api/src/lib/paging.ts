/** The one paging helper: offsets from pageNo/perPage and total_pages from a count. */
export function pageOffset(input: { pageNo: number; perPage: number }): number {
  return (input.pageNo - 1) * input.perPage;
}

export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

/** The limit and offset of a paged input's page. */
export const pageWindow = (input: { pageNo: number; perPage: number }) => ({ limit: input.perPage, offset: pageOffset(input) });

/** A handler's answer for a page of rows: the rows and total_pages. */
export const pagedAnswer = <T>(result: { rows: T[]; total: number }, perPage: number) => ({ data: result.rows, total_pages: pageCount(result.total, perPage) });
