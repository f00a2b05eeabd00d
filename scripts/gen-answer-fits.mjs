#!/usr/bin/env node
// The answer checks that need no zod (src/schemas/answer-fits.ts; docs/performance.md, "Answers checked without
// zod"), generated from the zod schemas themselves (the built dist/schemas/): for each schema of FITS, a function that
// says whether a value fits it, in plain JavaScript, so that `bolepix list` and `get` load no zod while the service's
// records fit (zod, loaded then, names the fields of one that does not). `node scripts/gen-answer-fits.mjs --write`
// writes the file; without --write it checks that the committed file is what the schemas say now, and exits 1 if not
// (npm run build runs the check: a field added to a schema and not to the file fails the build).
import {dirname, join} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {writeOrCheck} from './lib/generated-file.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const FILE = join(root, 'src', 'schemas', 'answer-fits.ts')

/** [function, module under src/schemas, schema]: the checks to generate. */
export const FITS = [['invoiceRecordFits', 'bolepix-answers', 'invoiceRecordSchema']]

/**
 * A JavaScript expression that is true exactly when `ref` fits `schema` (what zod's safeParse says), for the kinds of
 * schema the answers use; any other kind, or a check on a kind (`z.string().check(…)`), throws: the generated test
 * would not be zod's, so the schema must stay in this subset (or its function leave FITS). Each field is read as often
 * as its check needs: the same answer as zod's for the values JSON.parse gives (answers are), not for a getter that
 * answers differently at each read or throws (where zod's compiled parser and its jitless one differ as well).
 */
export function fitsExpression(schema, ref, where = 'the schema') {
  const def = schema._zod.def
  const checks = def.checks ?? []
  if (checks.length > 0) throw new Error(`${where}: a ${def.type} with checks (${checks.length}) is not supported`)
  // Anything else in the definition changes what zod takes: a format (z.int(), z.email(): a check of the schema itself,
  // not in def.checks), coercion. Only the keys each kind below reads are taken.
  const other = Object.keys(def).filter((key) => DEF_KEYS[def.type] && !['type', 'checks', 'error', ...DEF_KEYS[def.type]].includes(key))
  if (other.length > 0) throw new Error(`${where}: a ${def.type} with ${other.join(', ')} is not supported`)
  switch (def.type) {
    case 'string':
      return `typeof ${ref} === 'string'`
    case 'number':
      // zod's number refuses NaN and ±Infinity (JSON.parse gives Infinity for 1e400).
      return `(typeof ${ref} === 'number' && Number.isFinite(${ref}))`
    case 'boolean':
      return `typeof ${ref} === 'boolean'`
    case 'null':
      return `${ref} === null`
    case 'unknown':
    case 'any':
      return 'true'
    case 'optional':
      // z.exactOptional (also of type optional) refuses undefined: not supported.
      if (schema._zod.traits.has('$ZodExactOptional')) throw new Error(`${where}: a zod exactOptional is not supported`)
      return `(${ref} === undefined || ${fitsExpression(def.innerType, ref, where)})`
    case 'nullable':
      return `(${ref} === null || ${fitsExpression(def.innerType, ref, where)})`
    case 'enum':
    case 'literal': {
      // What zod compares with (a TypeScript numeric enum's names are not among them); NaN and ±Infinity would not
      // be found by ===, and JSON.stringify writes them as null.
      const values = [...schema._zod.values]
      if (!values.every((v) => ['string', 'boolean'].includes(typeof v) || Number.isFinite(v) || v === null))
        throw new Error(`${where}: an ${def.type} of values other than strings, finite numbers, booleans and null is not supported`)
      return `(${values.map((v) => `${ref} === ${JSON.stringify(v)}`).join(' || ')})`
    }
    case 'array': {
      const item = fitsExpression(def.element, 'item', `${where}[]`)
      // zod reads every index, holes too (Array.prototype.every skips them, and an array may have its own `every`).
      return `(Array.isArray(${ref}) && everyItem(${ref}, (item: unknown) => ${item}))`
    }
    case 'object': {
      // A loose object (catchall unknown) and a plain one (unknown keys stripped) both take any other key; a strict one
      // (catchall never) does not, and is not supported.
      const catchall = def.catchall?._zod.def.type
      if (catchall !== undefined && catchall !== 'unknown')
        throw new Error(`${where}: an object whose other keys must be ${catchall} is not supported`)
      // zod skips a field named __proto__, and reads symbol keys too.
      if (Object.getOwnPropertySymbols(def.shape).length > 0) throw new Error(`${where}: a field with a symbol key is not supported`)
      if (Object.hasOwn(def.shape, '__proto__')) throw new Error(`${where}.__proto__: a field named __proto__ is not supported`)
      const fields = Object.entries(def.shape).map(([key, field]) => {
        const optional = field._zod.optin === 'optional'
        if (optional && field._zod.def.type !== 'optional')
          throw new Error(`${where}.${key}: an optional field that is not z.optional(…) is not supported`)
        const check = fitsExpression(field, `${ref}[${JSON.stringify(key)}]`, `${where}.${key}`)
        // A field that is not optional must be there, even when its schema takes undefined (z.unknown(),
        // z.nullable(z.unknown())).
        if (optional || !takesUndefined(field)) return check
        return check === 'true' ? `${JSON.stringify(key)} in ${ref}` : `(${JSON.stringify(key)} in ${ref} && ${check})`
      })
      return `(isObject(${ref})${fields.map((f) => ` &&\n    ${f}`).join('')})`
    }
    default:
      throw new Error(`${where}: a zod ${def.type} is not supported`)
  }
}

/** The definition keys each kind of fitsExpression reads (besides type, checks and error). */
const DEF_KEYS = {
  string: [],
  number: [],
  boolean: [],
  null: [],
  unknown: [],
  any: [],
  optional: ['innerType'],
  nullable: ['innerType'],
  enum: ['entries'],
  literal: ['values'],
  array: ['element'],
  object: ['shape', 'catchall'],
}

/** Whether a schema of the kinds fitsExpression takes takes undefined. */
function takesUndefined(schema) {
  const def = schema._zod.def
  if (['unknown', 'any', 'optional'].includes(def.type)) return true
  if (def.type === 'nullable') return takesUndefined(def.innerType)
  return false
}

/** The file for `fits`: [function, module, schema name, schema]. */
export function answerFitsSource(fits) {
  const functions = fits.map(
    ([name, module, schemaName, schema]) => `
/** Whether a value fits schemas/${module}.ts ${schemaName}: what zod's safeParse says, without zod. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ${name} = (value: any): boolean =>
  ${fitsExpression(schema, 'value', schemaName)}
`,
  )
  // Every index of an array, holes too, as zod reads them (only when a check uses it).
  const everyItem = functions.some((f) => f.includes('everyItem('))
    ? `
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const everyItem = (a: readonly unknown[], fits: (item: any) => boolean): boolean => {
  for (let i = 0; i < a.length; i++) if (!fits(a[i])) return false
  return true
}
`
    : ''
  return `// Generated by scripts/gen-answer-fits.mjs from the zod schemas named below: do not edit (npm run build checks
// it; \`node scripts/gen-answer-fits.mjs --write\` rewrites it). docs/performance.md, "Answers checked without zod".

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v)
${everyItem}${functions.join('')}`
}

async function generated() {
  const fits = []
  for (const [name, module, schemaName] of FITS) {
    const m = await import(pathToFileURL(join(root, 'dist', 'schemas', `${module}.js`)).href)
    if (!m[schemaName]) throw new Error(`dist/schemas/${module}.js has no ${schemaName}`)
    fits.push([name, module, schemaName, m[schemaName]])
  }
  return answerFitsSource(fits)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let source
  try {
    source = await generated()
  } catch (error) {
    console.error(`answer checks: ${error.message}`)
    process.exit(1)
  }
  writeOrCheck(FILE, source, {root, script: 'scripts/gen-answer-fits.mjs (after npm run build)', what: 'the zod schemas'})
}
