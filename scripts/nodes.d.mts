// Types of scripts/nodes.mjs, for test/build/.
export interface NodeBinary {
  path: string
  version: string
  major: number
}
export declare const TESTED_MAJORS: number[]
export declare function nodesDir(env?: NodeJS.ProcessEnv): string
export declare function nodePackage(): string
export declare function installedNodePath(major: number | string, env?: NodeJS.ProcessEnv): string
export declare function findNodes(env?: NodeJS.ProcessEnv): NodeBinary[]
export declare function installNodes(majors?: number[], env?: NodeJS.ProcessEnv): NodeBinary[]
