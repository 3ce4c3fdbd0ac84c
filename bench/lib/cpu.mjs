// CPU time per process name, read from /proc: where the cores went during a measurement (Linux only).
import fs from 'node:fs';

function snapshot() {
  const byPid = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      byPid.set(pid, { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended
    }
  }
  return byPid;
}

/** Starts counting; the returned function gives each process name's share of one core since then. */
export function cpuMeter(label = (pid, name) => name) {
  if (!fs.existsSync('/proc/self/stat')) return () => ({});
  const before = snapshot();
  const started = performance.now();
  return () => {
    const after = snapshot();
    const seconds = (performance.now() - started) / 1000;
    const shares = {};
    for (const [pid, { name, ticks }] of after) {
      const used = ticks - (before.get(pid)?.ticks ?? 0);
      if (used <= 0) continue;
      const key = label(pid, name);
      shares[key] = (shares[key] ?? 0) + used / 100 / seconds;
    }
    return Object.fromEntries(Object.entries(shares).map(([k, v]) => [k, Math.round(v * 100) / 100]).filter(([, v]) => v >= 0.02));
  };
}
