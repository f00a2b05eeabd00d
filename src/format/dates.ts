/** Times as people read them, in local time (util/local-time.ts): `2026-11-22 07:08:01`; the input when it does not parse. */
export {localTime as formatTime, localDay as formatDay} from '../util/local-time.js'
