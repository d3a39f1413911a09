import { testRedis, type TestRedis } from "@crm/testing";
import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProjectWithReadKey, type KeyedProject } from "../support/fixtures/project";
import { sseMessages } from "../support/sse";
import { useTestApi } from "../support/test-api";
import { trpcClient } from "../support/trpc";

interface Held {
  close(): void;
}

/**
 * Live subscriptions are capped per API key and per process (here 2 and 3), across GraphQL and
 * tRPC alike: the one over a cap is refused with RATE_LIMITED (429) before it streams anything,
 * and a closed subscription gives its slot back.
 */
describe("live subscription caps (GraphQL and tRPC over SSE)", () => {
  const api = useTestApi({ name: "live-caps", domain: { liveSubscriptions: { perKey: 2, perProcess: 3 } } });
  let redis: TestRedis;
  let p: KeyedProject;
  let q: KeyedProject;

  beforeAll(async () => {
    redis = await testRedis("live-caps-watch");
    p = await createProjectWithReadKey(api, "Caps");
    q = await createProjectWithReadKey(api, "Other caps");
  });
  afterAll(async () => {
    await redis?.cleanup();
  });

  const graphqlSubscription = (key: string) => {
    const controller = new AbortController();
    const response = fetch(`${api.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-api-key": key },
      body: JSON.stringify({ query: "subscription { events { type } }" }),
      signal: controller.signal,
    });
    return { response, close: () => controller.abort() };
  };

  /** A GraphQL subscription that holds a slot: yoga answers only once the subscription was taken. */
  async function heldGraphQL(key: string): Promise<Held> {
    const subscription = graphqlSubscription(key);
    expect((await subscription.response).status).toBe(200);
    return subscription;
  }

  /** The error a refused GraphQL subscription streams as its one result. */
  async function refusedGraphQL(key: string) {
    const subscription = graphqlSubscription(key);
    for await (const message of sseMessages(await subscription.response)) {
      if (message.event !== "next") continue;
      return (message.data as { errors: Array<{ message: string; extensions: Record<string, unknown> }> }).errors[0];
    }
    throw new Error("the subscription ended without a result");
  }

  /** A tRPC subscription (@trpc/client, SSE) that holds a slot: tRPC starts the stream only once the procedure took it. */
  function heldTrpc(key: string): Promise<Held> {
    return new Promise((resolve, reject) => {
      const subscription = trpcClient(api, key).events.live.subscribe(
        {},
        { onStarted: () => resolve({ close: () => subscription.unsubscribe() }), onError: reject },
      );
    });
  }

  /** The error refusing a tRPC subscription (an error event right after the stream starts). */
  function refusedTrpc(key: string): Promise<TRPCClientError<never>> {
    return new Promise((resolve) => {
      const subscription = trpcClient(api, key).events.live.subscribe(
        {},
        {
          onError: (error) => {
            subscription.unsubscribe();
            resolve(error);
          },
        },
      );
    });
  }

  /** Waits until no API process listens to the project's live channel: every subscription to it has ended and given back its slot. */
  async function allClosed(projectId: string): Promise<void> {
    for (;;) {
      const [, listening] = (await redis.connection().pubsub("NUMSUB", `crm:live:${projectId}`)) as [string, number];
      if (Number(listening) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("refuses a key's subscription over its cap in either adapter, and takes one again once a held one closes", async () => {
    const held = [await heldGraphQL(p.readKey), await heldTrpc(p.readKey)];

    expect(await refusedGraphQL(p.readKey)).toMatchObject({
      message: "This API key already holds 2 live subscriptions; close one before opening another.",
      extensions: { code: "RATE_LIMITED", status: 429 },
    });
    expect((await refusedTrpc(p.readKey)).data).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429, errorCode: "RATE_LIMITED" });

    held[0]!.close();
    held[1]!.close();
    await allClosed(p.projectId);
    const again = [await heldGraphQL(p.readKey), await heldTrpc(p.readKey)];
    expect((await refusedGraphQL(p.readKey))?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    for (const subscription of again) subscription.close();
    await allClosed(p.projectId);
  });

  it("refuses any key's subscription once the process holds its cap", async () => {
    const held = [await heldGraphQL(p.readKey), await heldGraphQL(p.key), await heldGraphQL(q.readKey)];
    expect(await refusedGraphQL(q.key)).toMatchObject({
      message: "This API process holds as many live subscriptions as it serves; retry later or on another process.",
      extensions: { code: "RATE_LIMITED", status: 429 },
    });
    held[2]!.close();
    await allClosed(q.projectId);
    held.push(await heldGraphQL(q.key));
    expect((await refusedGraphQL(q.readKey))?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    for (const subscription of held) subscription.close();
    await allClosed(p.projectId);
    await allClosed(q.projectId);
  });
});
