import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's pager with named controls; nothing when everything fits on one page. */
export function Pager({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pager.page', { page }) })}
    />
  );
}
