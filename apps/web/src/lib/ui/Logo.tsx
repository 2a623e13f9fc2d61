import { usePreferences } from '../preferences';

/** The Stillpoint logo in the variant for the current skin. */
export function Logo({ height = 36 }: { height?: number }) {
  const { skin } = usePreferences();
  return (
    <img
      src={skin === 'dark' ? '/images/logo-dark.svg' : '/images/logo-light.svg'}
      alt="Stillpoint"
      height={height}
      width={Math.round((height * 200) / 48)}
      style={{ display: 'block' }}
    />
  );
}
