// Types of scripts/bundle.mjs, for test/build/.
export interface PatchRule {
  specifier?: string
  from?: RegExp
  to?: string
  file?: RegExp
  find?: string
  replace?: string
  optional?: boolean
  resolveDir?: string
}
export interface Patch {
  name: string
  skip?: () => string | undefined
  map?: PatchRule[]
  edit?: PatchRule[]
}
export declare const PATCHES: Patch[]
export declare const SPEEDUPS: string[]
export interface ThinGroup {
  ids: string[]
  external?: string[]
}
export declare const THIN_GROUPS: Record<string, ThinGroup>
export declare function bundle(options?: {
  outdir?: string
  finalOutdir?: string
  without?: string[]
  patches?: Patch[]
  thinGroups?: Record<string, ThinGroup>
  metafile?: boolean
  quiet?: boolean
}): Promise<{outdir: string; patches: string[]; speedups: string[]}>
export declare function asciiOnly(code: string): string
export declare function errorNamesOnly(code: string): string
export declare function importCallsLeft(code: string): string[]
export declare function namesUsed(pkg: string, dir?: string): Set<string> | null
export declare function sameOrderAsLocaleCompare(): boolean
