/** Emptiness checks from spec section 5. */

/** Empty: the empty string, null, undefined or 0. */
export function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined || value === 0;
}

/** Empty list: anything that is not an array, or an array with no items. */
export function isEmptyList(value: unknown): boolean {
  return !Array.isArray(value) || value.length === 0;
}

/** Empty object: anything that is not a plain object, or an object with no own keys. */
export function isEmptyObject(value: unknown): boolean {
  return typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0;
}
