import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AiMeditation } from '@stillpoint/contracts';

/** Draft (quiet), voiced (the primary colour), published (teal): colours the theme keeps at 4.5:1. */
const LOOK: Record<AiMeditation['status'], { variant: string; color?: string }> = {
  draft: { variant: 'default' },
  voiced: { variant: 'light' },
  published: { variant: 'light', color: 'teal' },
};

/** Where a composed meditation stands: draft, voiced or published. */
export function StatusBadge({ status }: { status: AiMeditation['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tt="none" {...LOOK[status]} data-status={status}>
      {t(`aiStudio.status.${status}`)}
    </Badge>
  );
}
