/** Types of scripts/web-weight.mjs (used by e2e/web-weight.e2e.ts). */
export declare const WEB_DIST: string;
export declare const LOGIN_ROUTE_MODULES: readonly string[];
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}
export declare function readManifest(dist?: string): Record<string, ManifestChunk>;
export declare function routeGraph(manifest: Record<string, ManifestChunk>, lazyModules: readonly string[]): string[];
export declare function fileSizes(file: string, dist?: string): Sizes;
export declare function loginWeight(dist?: string): { files: Array<{ file: string } & Sizes>; total: Sizes };
