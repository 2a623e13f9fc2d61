/** Types of scripts/bench/library.mjs (used by the API test that runs the small library). */
export declare const SIZES: Record<'large' | 'small', { classes: number; lessonsPerClass: number; contents: number; meditations: number; classCategories: number; meditationCategories: number }>;
export declare function generateLibrary(
  query: (text: string) => Promise<Array<Record<string, unknown>>>,
  options?: { size?: 'large' | 'small'; log?: (line: string) => void },
): Promise<{ skipped: boolean; seconds: number; counts?: Record<string, number> }>;
