/** The /health body of the embedded default: the call and messaging pipelines run on dev simulators, and says so. */
export const EMBEDDED_DEFAULT_HEALTH = {
  status: "ok",
  mongo: "up",
  redis: "up",
  providers: [
    { service: "recording-source", adapter: "http", simulated: false },
    { service: "transcriber", adapter: "dev", simulated: true },
    { service: "analyzer", adapter: "dev", simulated: true },
    { service: "channel:DEV", adapter: "dev", simulated: true },
    { service: "agent-llm", adapter: "dev", simulated: true },
  ],
};
