/** A word as a POSIX shell reads it back: as is when it is plain, else in single quotes (for commands shown to copy). */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}
