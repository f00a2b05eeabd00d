/**
 * Help text written hard-wrapped in the source, joined into paragraphs: oclif wraps each source line on its own, so
 * hard-wrapped descriptions came out ragged in `--help`. Blank lines still separate paragraphs.
 */
export function prose(text: string): string {
  return text.replace(/([^\n])\n(?!\n)/g, '$1 ')
}
