import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { repoRoot } from "./repo-root";

describe("loadConfig", () => {
  it("defaults to the embedded setup on 127.0.0.1:3000 with data under the repo root", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      mongoUri: undefined,
      redis: undefined,
      adminToken: undefined,
      trustProxy: false,
      startWorker: true,
    });
    expect(config.dataDir).toBe(`${repoRoot}.data`);
  });

  it("treats empty variables as unset and parses the rest", () => {
    const config = loadConfig({
      MONGODB_URI: "",
      REDIS_URL: "redis://r:6380",
      PORT: "0",
      DATA_DIR: "/tmp/x",
      TRUST_PROXY: "1",
      START_WORKER: "false",
    });
    expect(config).toMatchObject({
      mongoUri: undefined,
      redis: { url: "redis://r:6380" },
      port: 0,
      dataDir: "/tmp/x",
      trustProxy: 1,
      startWorker: false,
    });
  });

  it("reads LIVE_SUBSCRIPTIONS_PER_KEY and LIVE_SUBSCRIPTIONS_PER_PROCESS as positive integers (defaults 100 and 10,000)", () => {
    expect(loadConfig({}).liveSubscriptions).toEqual({ perKey: 100, perProcess: 10_000 });
    expect(loadConfig({ LIVE_SUBSCRIPTIONS_PER_KEY: "5", LIVE_SUBSCRIPTIONS_PER_PROCESS: "50" }).liveSubscriptions).toEqual({
      perKey: 5,
      perProcess: 50,
    });
    expect(() => loadConfig({ LIVE_SUBSCRIPTIONS_PER_KEY: "0" })).toThrow(/LIVE_SUBSCRIPTIONS_PER_KEY/);
  });

  it("reads RATE_LIMIT_PER_MINUTE as a positive integer (unset: the domain's default)", () => {
    expect(loadConfig({}).rateLimitPerMinute).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "120" }).rateLimitPerMinute).toBe(120);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("reads the outbox lag threshold and the worker restart backoff (the maximum never below the minimum)", () => {
    expect(loadConfig({})).toMatchObject({ outboxLagThresholdMs: 60_000, workerRestart: { minDelayMs: 1_000, maxDelayMs: 30_000 } });
    expect(loadConfig({ OUTBOX_LAG_THRESHOLD_MS: "5000", WORKER_RESTART_MIN_MS: "50000" })).toMatchObject({
      outboxLagThresholdMs: 5000,
      workerRestart: { minDelayMs: 50_000, maxDelayMs: 50_000 },
    });
    expect(() => loadConfig({ OUTBOX_LAG_THRESHOLD_MS: "10" })).toThrow(/OUTBOX_LAG_THRESHOLD_MS/);
  });

  it("reads REDIS_CLUSTER_NODES as a Redis Cluster's seeds, and refuses it next to REDIS_URL", () => {
    expect(loadConfig({ REDIS_CLUSTER_NODES: "10.0.0.1:7000, 10.0.0.2:7001,rediss://:pw@r3:7002" }).redis).toEqual({
      clusterNodes: ["redis://10.0.0.1:7000", "redis://10.0.0.2:7001", "rediss://:pw@r3:7002"],
    });
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "10.0.0.1" })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "r1:7000", REDIS_URL: "redis://r:6379" })).toThrow(
      /REDIS_CLUSTER_NODES set REDIS_URL or REDIS_CLUSTER_NODES, not both/,
    );
  });

  it("rejects bad values with one message naming each variable", () => {
    expect(() => loadConfig({ PORT: "http", MONGODB_URI: "localhost", ADMIN_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "http", MONGODB_URI: "localhost" })).toThrow(/PORT.*MONGODB_URI/);
  });
});
