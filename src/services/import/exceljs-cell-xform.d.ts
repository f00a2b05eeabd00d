/** exceljs' reader of one `<c>` element (no types of its own): xlsx-dates.ts teaches it the `t="d"` type. */
declare module 'exceljs/lib/xlsx/xform/sheet/cell-xform.js' {
  const CellXform: {prototype: object}
  export default CellXform
}
