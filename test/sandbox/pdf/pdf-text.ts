/**
 * Test helper: the text a pdfkit document shows, in drawing order (pdfkit deflates its content streams and writes
 * standard-font text as hex strings inside TJ arrays, so a plain byte search would miss it). The reader is payctl's own,
 * the one `bolepix get` reads a charge's codes with.
 */
export {pdfTextRuns} from '../../../src/util/pdf-text.js'
