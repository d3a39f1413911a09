import { beforeAll, describe, expect, it } from "vitest";
import { graphql, graphqlData } from "../support/graphql";
import { salesProject, type SalesProject } from "../support/fixtures/sales";
import { useTestApi } from "../support/test-api";

/** GraphQL at /graphql over the same domain as /v1: auth, records, relations, listings, errors, limits. */
describe("GraphQL (real HTTP)", () => {
  const api = useTestApi({ name: "graphql" });
  let p: SalesProject;
  let other: SalesProject;

  beforeAll(async () => {
    p = await salesProject(api, "GraphQL");
    other = await salesProject(api, "Other");
  });

  it("without a key, or with a bad one, answers 401 UNAUTHORIZED before executing", async () => {
    for (const key of [undefined, "crm_nope"]) {
      const res = await graphql(api, key, "{ tags { total } }");
      expect(res.status).toBe(401);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHORIZED", status: 401, kind: "UNAUTHENTICATED" });
    }
  });

  it("creates, reads, updates and moves a deal; relations resolve to the same records REST returns", async () => {
    const contactId = await p.contact();
    const { createTag: tag } = await graphqlData<{ createTag: { id: string } }>(
      api,
      p.key,
      `mutation { createTag(input: {name: "vip", color: "#FF0000"}) { id } }`,
    );
    const { createDeal: deal } = await graphqlData<{ createDeal: Record<string, unknown> }>(
      api,
      p.key,
      `mutation($input: DealCreateInput!) { createDeal(input: $input) { id title status stageId tagIds } }`,
      { input: { contactId, title: "Big one" } },
    );
    expect(deal).toMatchObject({ title: "Big one", status: "OPEN", stageId: p.open.id, tagIds: [] });

    const { updateDeal } = await graphqlData<{ updateDeal: Record<string, unknown> }>(
      api,
      p.key,
      `mutation($id: ID!, $tagIds: [String!]) { updateDeal(id: $id, input: {tagIds: $tagIds}) { tagIds } }`,
      { id: deal.id, tagIds: [tag.id] },
    );
    expect(updateDeal.tagIds).toEqual([tag.id]);
    const { moveDeal } = await graphqlData<{ moveDeal: Record<string, unknown> }>(
      api,
      p.key,
      `mutation($id: ID!, $stageId: ID!) { moveDeal(id: $id, stageId: $stageId) { status closedAt stage { id type } } }`,
      { id: deal.id, stageId: p.won.id },
    );
    expect(moveDeal).toMatchObject({ status: "WON", closedAt: expect.any(String), stage: { id: p.won.id, type: "WON" } });

    const rest = await p.call("GET", `/v1/deals/${String(deal.id)}`);
    const { deal: read } = await graphqlData<{ deal: Record<string, unknown> }>(
      api,
      p.key,
      `query($id: ID!) { deal(id: $id) { id projectId title contactId pipelineId stageId status tagIds fields { fieldId value } closedAt createdAt updatedAt contact { id } tags { id name color } pipeline { id stages { id } } } }`,
      { id: deal.id },
    );
    const { contact, tags, pipeline, ...record } = read;
    expect(record).toEqual(rest.body);
    expect(contact).toEqual({ id: contactId });
    expect(tags).toEqual([{ id: tag.id, name: "vip", color: "#FF0000" }]);
    expect((pipeline as { stages: unknown[] }).stages).toHaveLength(3);
  });

  it("lists with typed filters (REST operators), logic, multi-key sort and limit/offset in the page envelope", async () => {
    const deals = [];
    for (const title of ["alpha", "beta", "gamma"]) deals.push(await p.deal({ title: `List ${title}`, stageId: p.lost.id }));
    const query = `query($filter: DealFilter, $sort: [DealSort!], $logic: ListLogic) {
      deals(filter: $filter, sort: $sort, logic: $logic, limit: 2, offset: 0) { data { title } hasMore limit offset total } }`;
    const page = await graphqlData<{
      deals: { data: Array<{ title: string }>; hasMore: boolean; limit: number; offset: number; total: number };
    }>(api, p.key, query, {
      filter: { stageId: { eq: p.lost.id }, title: { regex: "list", nin: ["List beta"] } },
      sort: [
        { field: "status", direction: "ASC" },
        { field: "title", direction: "DESC" },
      ],
    });
    expect(page.deals).toEqual({ data: [{ title: "List gamma" }, { title: "List alpha" }], hasMore: false, limit: 2, offset: 0, total: 2 });
    const rest = await p.call(
      "GET",
      `/v1/deals?stageId=${p.lost.id}&title[regex]=list&title[nin]=List%20beta&status[sort]=asc&title[sort]=desc&[limit]=2`,
    );
    expect((rest.body as { data: Array<{ title: string }> }).data.map((d) => d.title)).toEqual(page.deals.data.map((d) => d.title));

    const either = await graphqlData<{ deals: { total: number } }>(api, p.key, query, {
      filter: { title: { eq: "List alpha" }, id: { eq: deals[1]!.id } },
      logic: "OR",
    });
    expect(either.deals.total).toBe(2);
  });

  it("filters and sorts by custom values (fields.<KEY>)", async () => {
    for (const name of ["Zed Corp", "Acme Ltd", "Acme Inc"])
      await p.call("POST", "/v1/contacts", { fields: [{ key: "NAME", value: name }] });
    const { contacts } = await graphqlData<{ contacts: { data: Array<{ fields: Array<{ value: unknown }> }> } }>(
      api,
      p.key,
      `{ contacts(filter: {customFields: [{field: "NAME", op: regex, value: "acme"}]}, sort: [{customField: "NAME", direction: DESC}]) { data { fields { value } } } }`,
    );
    expect(contacts.data.map((c) => c.fields.map((f) => f.value))).toEqual([["Acme Ltd"], ["Acme Inc"]]);
  });

  it("domain errors keep their code, status and field errors; another project's id is NOT_FOUND; a read-only key is FORBIDDEN", async () => {
    const invalid = await graphql(
      api,
      p.key,
      `
        mutation {
          createTag(input: { name: "x", color: "red" }) {
            id
          }
        }
      `,
    );
    expect(invalid.body.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_ERROR",
      status: 400,
      errors: [expect.objectContaining({ field: "color" })],
    });

    const theirs = await other.deal();
    const notFound = await graphql(
      api,
      p.key,
      `
        query ($id: ID!) {
          deal(id: $id) {
            id
          }
        }
      `,
      { id: theirs.id },
    );
    expect(notFound.body.data).toEqual({ deal: null });
    expect(notFound.body.errors?.[0]).toMatchObject({ path: ["deal"], extensions: { code: "NOT_FOUND", status: 404 } });

    const forbidden = await graphql(
      api,
      p.readKey,
      `
        mutation {
          createTag(input: { name: "nope" }) {
            id
          }
        }
      `,
    );
    expect(forbidden.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", status: 403 });

    const badFilter = await graphql(
      api,
      p.key,
      `
        {
          deals(filter: { createdAt: { gt: "2024-01-01T00:00:00Z" }, customFields: [{ field: "NOPE", op: eq, value: "x" }] }) {
            total
          }
        }
      `,
    );
    expect(badFilter.body.errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [expect.objectContaining({ field: "fields.NOPE" })],
    });
  });

  it("refuses queries deeper or costlier than the limits before touching the database", async () => {
    const deep = await graphql(
      api,
      p.key,
      `
        {
          deals {
            data {
              pipeline {
                stages {
                  pipeline {
                    stages {
                      pipeline {
                        stages {
                          pipeline {
                            id
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    expect(deep.body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX" });
    const costly = await graphql(
      api,
      p.key,
      `
        {
          deals(limit: 100) {
            data {
              tags {
                id
              }
              contact {
                id
              }
              stage {
                id
              }
              pipeline {
                stages {
                  id
                  name
                }
              }
            }
          }
        }
      `,
    );
    expect(costly.body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX" });
  });

  it("refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE, announced or streamed without a length, and nothing is created", async () => {
    const name = `big-${Date.now()}`;
    const body = JSON.stringify({ query: `mutation { createTag(input: {name: "${name}"}) { id } }`, padding: "x".repeat(1024 * 1024) });
    const headers = { "content-type": "application/json", "x-api-key": p.key };
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    for (const init of [{ body }, { body: chunked, duplex: "half" }]) {
      const res = await fetch(`${api.baseUrl}/graphql`, { method: "POST", headers, ...init });
      expect(res.status).toBe(413);
      const answer = (await res.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
      expect(answer.errors[0]?.extensions).toEqual({ code: "PAYLOAD_TOO_LARGE", status: 413, kind: "PAYLOAD_TOO_LARGE" });
    }
    const { tags } = await graphqlData<{ tags: { total: number } }>(
      api,
      p.key,
      `query($name: String) { tags(filter: {name: {eq: $name}}) { total } }`,
      {
        name,
      },
    );
    expect(tags.total).toBe(0);
  });

  it("switches a chat's agent and sends a message; a webhook shows its secret once; the change feed reads as REST's", async () => {
    const channel = (await p.call("POST", "/v1/channels", { type: "WHATSAPP", name: "GraphQL line", phone: "+33612348801" })).body as {
      id: string;
    };
    const agent = (await p.call("POST", "/v1/agents", { name: "GraphQL agent" })).body as { id: string };
    const { createChat: chat } = await graphqlData<{ createChat: { id: string } }>(
      api,
      p.key,
      `mutation($input: ChatCreateInput!) { createChat(input: $input) { id } }`,
      {
        input: { channelId: channel.id, phone: "+33612348802" },
      },
    );
    const { setChatAgent } = await graphqlData<{ setChatAgent: Record<string, unknown> }>(
      api,
      p.key,
      `mutation($id: ID!, $agentId: String!) { setChatAgent(id: $id, input: {agentId: $agentId}) { agentId agentStatus agent { name } contact { id } } }`,
      { id: chat.id, agentId: agent.id },
    );
    expect(setChatAgent).toMatchObject({
      agentId: agent.id,
      agentStatus: "ACTIVE",
      agent: { name: "GraphQL agent" },
      contact: { id: expect.any(String) },
    });
    const { sendChatMessage } = await graphqlData<{ sendChatMessage: { id: string } }>(
      api,
      p.key,
      `mutation($chatId: ID!) { sendChatMessage(chatId: $chatId, input: {type: TEXT, content: {text: "Hello"}}) { id } }`,
      { chatId: chat.id },
    );
    const rest = await p.call("GET", `/v1/chats/${chat.id}/messages`);
    expect(rest.body).toMatchObject({ data: [{ id: sendChatMessage.id, status: "QUEUED", content: { text: "Hello" } }] });

    const { createWebhook } = await graphqlData<{ createWebhook: { id: string; secret: string } }>(
      api,
      p.key,
      `mutation { createWebhook(input: {url: "https://hooks.example.com/gql"}) { id secret events } }`,
    );
    expect(createWebhook.secret).toMatch(/^whsec_/);
    const rotated = await graphqlData<{ rotateWebhookSecret: { secret: string } }>(
      api,
      p.key,
      `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`,
      { id: createWebhook.id },
    );
    expect(rotated.rotateWebhookSecret.secret).not.toBe(createWebhook.secret);
    const pinged = await graphqlData<{ pingWebhook: { eventId: string } }>(
      api,
      p.key,
      `mutation($id: ID!) { pingWebhook(id: $id) { eventId } }`,
      { id: createWebhook.id },
    );
    expect(pinged.pingWebhook.eventId).toEqual(expect.any(String));
    const recovered = await graphqlData<{ recoverWebhook: { count: number } }>(
      api,
      p.key,
      `mutation($id: ID!) { recoverWebhook(id: $id, input: {afterSequence: 0}) { count } }`,
      { id: createWebhook.id },
    );
    expect(recovered.recoverWebhook.count).toEqual(expect.any(Number));
    const badWindow = await graphql(
      api,
      p.key,
      `
        mutation ($id: ID!) {
          recoverWebhook(id: $id, input: {}) {
            count
          }
        }
      `,
      {
        id: createWebhook.id,
      },
    );
    expect(badWindow.body.errors?.[0]?.extensions).toMatchObject({ code: "VALIDATION_ERROR", status: 400 });
    const { updateWebhook } = await graphqlData<{ updateWebhook: { filter: { contactId: string | null; pipelineId: string | null } } }>(
      api,
      p.key,
      `mutation($id: ID!, $pipelineId: String!) { updateWebhook(id: $id, input: {filter: {pipelineId: $pipelineId}}) { filter { contactId pipelineId } } }`,
      { id: createWebhook.id, pipelineId: p.pipeline.id },
    );
    expect(updateWebhook.filter).toEqual({ contactId: null, pipelineId: p.pipeline.id });
    const retry = await graphql(
      api,
      p.key,
      `
        mutation ($id: ID!) {
          retryWebhookDelivery(webhookId: $id, deliveryId: "missing") {
            id
          }
        }
      `,
      { id: createWebhook.id },
    );
    expect(retry.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });

    for (let batch = await api.domain.outbox.pending(500); batch.length > 0; batch = await api.domain.outbox.pending(500)) {
      await api.domain.outbox.markDispatched(batch.map((event) => event.id));
    }
    const { eventFeed } = await graphqlData<{
      eventFeed: { data: Array<{ id: string; sequence: number }>; next: number; hasMore: boolean };
    }>(api, p.key, `{ eventFeed(types: ["chat.agent", "message.created"], limit: 10) { data { id type sequence } next hasMore } }`);
    const feed = (await p.call("GET", "/v1/events?types=chat.agent,message.created&[limit]=10")).body as {
      data: Array<{ id: string; sequence: number }>;
      next: number;
      hasMore: boolean;
    };
    expect(eventFeed).toEqual({
      data: feed.data.map((e) => ({ id: e.id, type: expect.any(String), sequence: e.sequence })),
      next: feed.next,
      hasMore: feed.hasMore,
    });
    expect(eventFeed.data.length).toBeGreaterThanOrEqual(2);
  });

  it("requests a call's transcription with REST's rules (RECORDING_NOT_STORED until the recording is copied)", async () => {
    const { ingestCall } = await graphqlData<{ ingestCall: { id: string } }>(
      api,
      p.key,
      `mutation { ingestCall(input: {externalId: "gql-1", direction: OUTBOUND, from: {type: EXTENSION, number: "200"}, to: {type: PHONE, number: "+33612348803"},
        startedAt: "2026-01-05T10:00:00.000Z", endedAt: "2026-01-05T10:01:00.000Z", outcome: ANSWERED, answeredAt: "2026-01-05T10:00:05.000Z", recordingUrl: "https://pbx.example.com/gql.wav"}) { id } }`,
    );
    const res = await graphql(
      api,
      p.key,
      `
        mutation ($id: ID!) {
          requestCallTranscription(id: $id) {
            id
            transcription {
              status
            }
          }
        }
      `,
      { id: ingestCall.id },
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "RECORDING_NOT_STORED", status: 409 });
  });
});
