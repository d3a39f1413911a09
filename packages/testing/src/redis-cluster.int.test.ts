import { createRedisClient, type RedisClient } from "@crm/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedisCluster, type TestRedisCluster } from "./redis-cluster";

describe("startRedisCluster", () => {
  let cluster: TestRedisCluster;
  let client: RedisClient;
  beforeAll(async () => {
    cluster = await startRedisCluster();
    client = createRedisClient({ clusterNodes: cluster.nodes.map((node) => `redis://${node}`) });
  });
  afterAll(async () => {
    client?.disconnect();
    await cluster?.stop();
  });

  it("serves keys of every slot through one cluster client", async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((key) => client.set(key, key)));
    expect(await Promise.all(keys.map((key) => client.get(key)))).toEqual(keys);
    const masters = await client.call("CLUSTER", "NODES");
    expect(String(masters).match(/master/g)).toHaveLength(3);
  });
});
