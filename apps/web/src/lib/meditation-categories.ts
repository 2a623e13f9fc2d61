import type { MeditationCategoryNode } from '@stillpoint/contracts';

/** A pick-list entry: the id as the value, the title to show. */
export interface CategoryOption {
  value: string;
  label: string;
}

/** A category, then its sub-categories named "Category › Sub-category" (so two sub-categories of one name differ). */
export function categoryOptionsOf(category: MeditationCategoryNode): CategoryOption[] {
  return [
    { value: String(category.id), label: category.title },
    ...category.subcategories.map((sub) => ({ value: String(sub.id), label: `${category.title} › ${sub.title}` })),
  ];
}

/** Every meditation category and sub-category of a library, in one list (a filter). */
export const meditationCategoryOptions = (categories: readonly MeditationCategoryNode[]): CategoryOption[] =>
  categories.flatMap(categoryOptionsOf);

/** The same, grouped under each category (a multi-select that files a meditation). */
export const groupedMeditationCategoryOptions = (categories: readonly MeditationCategoryNode[]) =>
  categories.map((category) => ({ group: category.title, items: categoryOptionsOf(category) }));
