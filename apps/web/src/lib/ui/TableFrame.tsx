import type { ReactNode } from 'react';
import { Paper, Table, VisuallyHidden } from '@mantine/core';

/** A column heading: visible text, or text only screen readers get (an actions column). */
export type ColumnHeading = string | { hidden: string };

export interface TableFrameProps {
  /** The table's accessible name (or `labelledBy`, the id of a heading that names it). */
  label?: string;
  labelledBy?: string;
  columns: readonly ColumnHeading[];
  /** Scroll sideways below this width. */
  minWidth: number;
  highlightOnHover?: boolean;
  /**
   * The table holds nothing focusable (figures only): its scroller then takes the keyboard focus, so a
   * keyboard can scroll it sideways on a narrow screen (WCAG 2.1.1).
   */
  focusableScroller?: boolean;
  /** The rows (Table.Tr). */
  children: ReactNode;
}

/** A bordered, horizontally scrolling table with its column headings; the caller gives the rows. */
export function TableFrame({
  label,
  labelledBy,
  columns,
  minWidth,
  highlightOnHover = true,
  focusableScroller = false,
  children,
}: TableFrameProps) {
  return (
    <Paper withBorder radius="lg">
      <Table.ScrollContainer
        minWidth={minWidth}
        {...(focusableScroller ? { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } } : {})}
      >
        <Table verticalSpacing="sm" highlightOnHover={highlightOnHover} aria-label={label} aria-labelledby={labelledBy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={index} scope="col">
                  {typeof column === 'string' ? column : <VisuallyHidden>{column.hidden}</VisuallyHidden>}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
