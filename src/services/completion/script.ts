/** The completion script of a shell (docs/completion.md), from oclif's manifest of payctl's commands. */
import {bashScript} from './bash.js'
import {fishScript} from './fish.js'
import {completionSpec, type ManifestCommand} from './spec.js'
import {zshScript} from './zsh.js'

export const SHELLS = ['bash', 'zsh', 'fish'] as const
export type Shell = (typeof SHELLS)[number]

/** The manifest's parts completion reads. */
export interface Manifest {
  version: string
  commands: Record<string, ManifestCommand>
}

/** The script for `shell`: every command of the manifest, with its flags and what their values may be. */
export function completionScript(shell: Shell, manifest: Manifest): string {
  const spec = completionSpec(Object.values(manifest.commands))
  const write = shell === 'bash' ? bashScript : shell === 'zsh' ? zshScript : fishScript
  return write(spec, manifest.version)
}
