import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { COUNTRY_CODES } from '@stillpoint/contracts';

const displayNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** A country's English name (Intl.DisplayNames), or its code where the browser has no name for it. */
export function countryName(code: string): string {
  return displayNames?.of(code) ?? code;
}

/** Every ISO country, by name, for a searchable select. */
export function useCountryOptions() {
  return useMemo(
    () => COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );
}

/** A searchable select of countries (ISO codes as values): a clinic's country. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const options = useCountryOptions();
  return <Select searchable clearable data={options} nothingFoundMessage="—" comboboxProps={{ withinPortal: false }} {...props} />;
}
