import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import {
  addDays,
  daysBetween,
  isCalendarDate,
  localDate,
  parseDueDate,
  parseDuration,
  parsePastDate,
  parseSince,
  toSevenFractionDateTime
} from "./chunk-6OE7SYZI.js";
import "./chunk-L3NCIS4P.js";
export {
  addDays,
  daysBetween,
  isCalendarDate,
  localDate,
  parseDueDate,
  parseDuration,
  parsePastDate,
  parseSince,
  toSevenFractionDateTime
};
