/**
 * The /health body of the embedded default right after it started (nothing written yet): the forked
 * worker beats, the outbox is empty, and the call and messaging pipelines run on dev simulators, and says so.
 */
export const EMBEDDED_DEFAULT_HEALTH = {
  status: "ok",
  mongo: "up",
  redis: "up",
  worker: "up",
  workers: 1,
  outbox: { status: "ok", pending: 0, oldestAgeMs: null, thresholdMs: 60_000 },
  providers: [
    { service: "recording-source", adapter: "http", simulated: false },
    { service: "transcriber", adapter: "dev", simulated: true },
    { service: "analyzer", adapter: "dev", simulated: true },
    { service: "channel:DEV", adapter: "dev", simulated: true },
    { service: "agent-llm", adapter: "dev", simulated: true },
  ],
};
