type Tree = { [key: string]: string | Tree };

/** The texts at the given paths (`ns` or `ns.group`), or (`without`) all the others. */
export function splitTexts(texts: Tree, paths: readonly string[], without: boolean): Tree {
  const result: Tree = {};
  for (const [key, value] of Object.entries(texts)) {
    const inner = paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
    if (paths.includes(key)) {
      if (!without) result[key] = value;
    } else if (inner.length && typeof value === 'object') {
      const part = splitTexts(value, inner, without);
      if (Object.keys(part).length) result[key] = part;
    } else if (without) {
      result[key] = value;
    }
  }
  return result;
}
