import autocannon from "autocannon";

/**
 * One autocannon run that also keeps every 2xx response time it reports (fractional ms):
 * autocannon's own histogram truncates latencies to whole milliseconds, which at a 6 ms p50
 * moves a ratio of two p50s by up to 15%.
 */
export function runAutocannon(options: autocannon.Options): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error as Error) : resolve({ result, times })));
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    });
  });
}

/** The q-quantile (0..1) of `values` (sorted here; empty: NaN). */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
