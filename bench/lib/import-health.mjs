// /api/health latency while hostile uploads are read (issue 11): three loops upload the
// decompression bomb and the costliest file the server agrees to read, while one loop asks
// /api/health every 20 ms. The files come from the server's test support (TypeScript, via tsx).
import { spacesBomb, worstAcceptedWorkbook } from '../../apps/server/src/test/hostile-files.ts';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);

export async function measureHealthUnderImport({ base, token, tripId, seconds = 8 }) {
  const files = [await spacesBomb(), await worstAcceptedWorkbook()];
  const statuses = {};
  let uploads = 0;
  const deadline = Date.now() + seconds * 1000;
  const uploader = async (offset) => {
    for (let i = offset; Date.now() < deadline; i += 1) {
      const response = await fetch(`${base}/api/trips/${tripId}/students/import/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: files[i % files.length],
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      uploads += 1;
    }
  };
  const latencies = [];
  const prober = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([uploader(0), uploader(1), uploader(2), prober()]);
  latencies.sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    uploads,
    statuses,
    healthSamples: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? null),
  };
}
