/**
 * Whether the account's features leave a menu entry (or page) on: only an explicit false hides it.
 * A module of its own, without the menus' icons, so that the landing prefetch can read it (app/landing-prefetch.ts).
 */
export function featureEnabled(features: Record<string, boolean> | undefined, feature: string | undefined): boolean {
  return !feature || features?.[feature] !== false;
}
