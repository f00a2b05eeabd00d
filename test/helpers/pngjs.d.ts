/**
 * The part of pngjs the QR tests use (test/helpers/qr-pixels.ts): pngjs comes with `qrcode` and ships no types of
 * its own.
 */
declare module 'pngjs' {
  export const PNG: {sync: {read(buffer: Buffer): {width: number; height: number; data: Buffer}}}
}
