// Preloaded (NODE_OPTIONS=--require) when /usr/bin/time is missing: writes this process's peak RSS (KiB) at exit.
// On Linux that is VmHWM of /proc/self/status, the peak of this process image: process.resourceUsage().maxRSS keeps
// the peak from before exec as well, so a process spawned by a big parent (a long-lived test worker of 270 MB,
// forked before the exec) would report the parent's size (test/commands/report/large-report.e2e.test.ts).
process.on('exit', () => {
  const fs = require('node:fs')
  let kib = process.resourceUsage().maxRSS
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))
    if (hwm) kib = Number(hwm[1])
  } catch {
    // No /proc (not Linux): maxRSS, as before.
  }
  fs.writeFileSync(process.env.BENCH_MAXRSS_OUT, String(kib))
})
