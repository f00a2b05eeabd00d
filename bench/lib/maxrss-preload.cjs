// Preloaded (NODE_OPTIONS=--require) when /usr/bin/time is missing: writes this process's peak RSS (KiB) at exit.
process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_MAXRSS_OUT, String(process.resourceUsage().maxRSS)))
