import {createRequire as __payctlCreateRequire} from 'node:module';const require=__payctlCreateRequire(import.meta.url);
import{a,b,c,d,e,f,g,h,i}from"./chunk-3NBUCNDD.js";import"./chunk-P2XJMPMA.js";export{d as addDays,e as daysBetween,b as isCalendarDate,c as localDate,f as parseDueDate,a as parseDuration,g as parsePastDate,i as parseSince,h as toSevenFractionDateTime};
