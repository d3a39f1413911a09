import { expect } from "vitest";
import { graphql } from "../support/graphql";
import type { TestApi } from "../support/test-api";
import { trpcClient, trpcFailure } from "../support/trpc";

/**
 * The same operations through REST, GraphQL and tRPC, each answering an Outcome: the value, or
 * the domain's errorCode, status and field names. GraphQL answers `null` where REST leaves an
 * optional key out (and REST's `[with]` answers `null` for an unset relation): comparisons drop
 * null-valued keys. REST's 204 writes read the record back, as a client would.
 */

export type Row = Record<string, unknown>;
export type Outcome = { ok: true; value: unknown } | { ok: false; errorCode: string; status: number; fields: string[] };

export interface Adapter {
  name: string;
  createDeal(key: string, input: Row): Promise<Outcome>;
  getDeal(key: string, id: string): Promise<Outcome>;
  updateDeal(key: string, id: string, input: Row): Promise<Outcome>;
  moveDeal(key: string, id: string, stageId: string): Promise<Outcome>;
  /** Deals of a stage whose title contains `text`, newest first, with title, contact and stage only. */
  listDeals(key: string, stageId: string, text: string): Promise<Outcome>;
  listTags(key: string | undefined): Promise<Outcome>;
  /** Queues a message (REST's body); answers `{id}`. */
  sendMessage(key: string, chatId: string, message: Row): Promise<Outcome>;
  /** A chat's messages, newest first (the default order). */
  listMessages(key: string, chatId: string): Promise<Outcome>;
  sendByPhone(key: string, input: Row): Promise<Outcome>;
  /** Answers the chat after the change. */
  setChatAgent(key: string, chatId: string, change: Row): Promise<Outcome>;
  /** Chats of a channel with their contact, channel and agent. */
  listChats(key: string, channelId: string): Promise<Outcome>;
}

const DEAL_FIELDS =
  "id projectId title contactId responsibleId pipelineId stageId status lossReasonId tagIds fields { fieldId value } closedAt createdAt updatedAt";
const MESSAGE_FIELDS =
  "id projectId chatId direction type content status editedId repliedId forwardedId author { type id } error errorCode providerCode createdAt updatedAt";
const CHAT_FIELDS =
  "id projectId channelId contactId phone agentId agentStatus isTest lastMessageAt serviceWindowEndsAt createdAt updatedAt";

/** Drops null-valued keys, recursively (GraphQL's way of saying "absent"). */
export const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => [k, withoutNulls(v)]),
        )
      : value;

const dataOf = (outcome: Outcome): Outcome => (outcome.ok ? { ok: true, value: (outcome.value as { data: unknown[] }).data } : outcome);

export function rest(api: TestApi): Adapter {
  const call = async (key: string | undefined, method: string, path: string, body?: unknown, read?: string): Promise<Outcome> => {
    const res = await api.request(method, path, { ...(key !== undefined ? { key } : {}), ...(body !== undefined ? { body } : {}) });
    if (res.status >= 400) {
      const err = res.body as { errorCode: string; status: number; errors?: Array<{ field: string }> };
      return { ok: false, errorCode: err.errorCode, status: err.status, fields: (err.errors ?? []).map((e) => e.field) };
    }
    // PATCH answers 204 (spec); the record as written is what a GET then reads.
    if (res.status === 204 && read) return call(key, "GET", read);
    return { ok: true, value: res.body };
  };
  return {
    name: "REST",
    createDeal: (key, input) => call(key, "POST", "/v1/deals", input),
    getDeal: (key, id) => call(key, "GET", `/v1/deals/${id}`),
    updateDeal: (key, id, input) => call(key, "PATCH", `/v1/deals/${id}`, input, `/v1/deals/${id}`),
    moveDeal: (key, id, stageId) => call(key, "PATCH", `/v1/deals/${id}`, { stageId }, `/v1/deals/${id}`),
    listDeals: async (key, stageId, text) =>
      dataOf(
        await call(
          key,
          "GET",
          `/v1/deals?stageId=${stageId}&title[regex]=${encodeURIComponent(text)}&createdAt[sort]=desc&[project]=title&[with]=contact,stage`,
        ),
      ),
    listTags: async (key) => dataOf(await call(key, "GET", "/v1/tags")),
    sendMessage: (key, chatId, message) => call(key, "POST", `/v1/chats/${chatId}/messages`, message),
    listMessages: async (key, chatId) => dataOf(await call(key, "GET", `/v1/chats/${chatId}/messages`)),
    sendByPhone: (key, input) => call(key, "POST", "/v1/messages/send-by-phone", input),
    setChatAgent: (key, chatId, change) => call(key, "PATCH", `/v1/chats/${chatId}/agent`, change, `/v1/chats/${chatId}`),
    listChats: async (key, channelId) => dataOf(await call(key, "GET", `/v1/chats?channelId=${channelId}&[with]=contact,channel,agent`)),
  };
}

export function gql(api: TestApi): Adapter {
  const run = async (key: string | undefined, query: string, variables: Row, pick: (data: Row) => unknown): Promise<Outcome> => {
    const res = await graphql(api, key, query, variables);
    const error = res.body.errors?.[0];
    if (error)
      return {
        ok: false,
        errorCode: error.extensions?.code ?? "",
        status: error.extensions?.status ?? 0,
        fields: (error.extensions?.errors ?? []).map((e) => e.field),
      };
    return { ok: true, value: pick(res.body.data as Row) };
  };
  const data = (field: string) => (d: Row) => (d[field] as { data: unknown[] }).data;
  return {
    name: "GraphQL",
    createDeal: (key, input) =>
      run(key, `mutation($input: DealCreateInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`, { input }, (d) => d.createDeal),
    getDeal: (key, id) => run(key, `query($id: ID!) { deal(id: $id) { ${DEAL_FIELDS} } }`, { id }, (d) => d.deal),
    updateDeal: (key, id, input) =>
      run(
        key,
        `mutation($id: ID!, $input: DealUpdateInput!) { updateDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`,
        { id, input },
        (d) => d.updateDeal,
      ),
    moveDeal: (key, id, stageId) =>
      run(
        key,
        `mutation($id: ID!, $stageId: ID!) { moveDeal(id: $id, stageId: $stageId) { ${DEAL_FIELDS} } }`,
        { id, stageId },
        (d) => d.moveDeal,
      ),
    listDeals: (key, stageId, text) =>
      run(
        key,
        `query($stageId: String!, $text: String!) { deals(filter: {stageId: {eq: $stageId}, title: {regex: $text}}, sort: [{field: createdAt, direction: DESC}]) {
          data { id title contact { id projectId fields { fieldId value } createdAt updatedAt } stage { id projectId pipelineId name position type builtIn createdAt updatedAt } } } }`,
        { stageId, text },
        data("deals"),
      ),
    listTags: (key) => run(key, `{ tags { data { id projectId name color createdAt updatedAt } } }`, {}, data("tags")),
    sendMessage: (key, chatId, input) =>
      run(
        key,
        `mutation($chatId: ID!, $input: MessageSendInput!) { sendChatMessage(chatId: $chatId, input: $input) { id } }`,
        { chatId, input },
        (d) => d.sendChatMessage,
      ),
    listMessages: (key, chatId) =>
      run(key, `query($chatId: ID!) { chatMessages(chatId: $chatId) { data { ${MESSAGE_FIELDS} } } }`, { chatId }, data("chatMessages")),
    sendByPhone: (key, input) =>
      run(
        key,
        `mutation($input: SendByPhoneInput!) { sendMessagesByPhone(input: $input) { chatId } }`,
        { input },
        (d) => d.sendMessagesByPhone,
      ),
    setChatAgent: (key, id, input) =>
      run(
        key,
        `mutation($id: ID!, $input: ChatAgentUpdateInput!) { setChatAgent(id: $id, input: $input) { ${CHAT_FIELDS} } }`,
        { id, input },
        (d) => d.setChatAgent,
      ),
    listChats: (key, channelId) =>
      run(
        key,
        `query($channelId: String!) { chats(filter: {channelId: {eq: $channelId}}) { data { ${CHAT_FIELDS}
          contact { id projectId fields { fieldId value } createdAt updatedAt } channel { id projectId type name phone provider externalId businessAccountId enforceServiceWindow throughputPerSecond recipientGapSeconds createdAt updatedAt } agent { id projectId name instructions archived createdAt updatedAt } } } }`,
        { channelId },
        data("chats"),
      ),
  };
}

export function trpc(api: TestApi): Adapter {
  /** `within` strips the key an input is nested under (tRPC's `message`), so field names read as in REST's body. */
  const run = async (call: () => Promise<unknown>, within: RegExp | string = ""): Promise<Outcome> => {
    const settled = await call().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (settled.ok) return settled;
    const failure = await trpcFailure(Promise.reject(settled.error));
    return {
      ok: false,
      errorCode: failure.errorCode,
      status: failure.status,
      fields: (failure.errors ?? []).map((e) => e.field.replace(within, "")),
    };
  };
  const pageData = async (page: Promise<{ data: unknown[] }>) => (await page).data;
  // Inputs are deliberately untyped here: the scenarios send invalid ones too.
  return {
    name: "tRPC",
    createDeal: (key, input) => run(() => trpcClient(api, key).deals.create.mutate(input as never)),
    getDeal: (key, id) => run(() => trpcClient(api, key).deals.get.query({ id })),
    updateDeal: (key, id, input) => run(() => trpcClient(api, key).deals.update.mutate({ id, data: input })),
    moveDeal: (key, id, stageId) => run(() => trpcClient(api, key).deals.move.mutate({ id, stageId })),
    listDeals: (key, stageId, text) =>
      run(() =>
        pageData(
          trpcClient(api, key).deals.list.query({
            filters: [
              { field: "stageId", op: "eq", value: stageId },
              { field: "title", op: "regex", value: text },
            ],
            sort: [{ field: "createdAt", direction: -1 }],
            project: ["title"],
            with: ["contact", "stage"],
          }),
        ),
      ),
    listTags: (key) => run(() => pageData(trpcClient(api, key).tags.list.query({}))),
    sendMessage: (key, chatId, message) =>
      run(() => trpcClient(api, key).messages.send.mutate({ chatId, message: message as never }), /^message\./),
    listMessages: (key, chatId) => run(() => pageData(trpcClient(api, key).messages.list.query({ chatId }))),
    sendByPhone: (key, input) => run(() => trpcClient(api, key).messages.sendByPhone.mutate(input as never)),
    setChatAgent: (key, id, change) => run(() => trpcClient(api, key).chats.setAgent.mutate({ id, ...change })),
    listChats: (key, channelId) =>
      run(() =>
        pageData(
          trpcClient(api, key).chats.list.query({
            filters: [{ field: "channelId", op: "eq", value: channelId }],
            with: ["contact", "channel", "agent"],
          }),
        ),
      ),
  };
}

export const ADAPTERS = [rest, gql, trpc] as const;

/** Runs scenarios through every adapter and compares what they answer. */
export function parity(adapters: Adapter[]) {
  /** Runs `scenario` through every adapter; returns their outcomes by adapter name. */
  const each = async (scenario: (a: Adapter) => Promise<Outcome>): Promise<Record<string, Outcome>> =>
    Object.fromEntries(await Promise.all(adapters.map(async (a) => [a.name, await scenario(a)] as const)));

  /** Each adapter's value (null-valued keys dropped) or failure, by adapter name. */
  const values = (outcomes: Record<string, Outcome>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(outcomes).map(([name, o]) => [name, o.ok ? withoutNulls(o.value) : o]));

  /** The same value through all three, ignoring the keys `normalize` drops (ids, timestamps). */
  const expectSame = (outcomes: Record<string, Outcome>, normalize: (v: unknown) => unknown = (v) => v) => {
    const [first, ...rest] = Object.values(values(outcomes)).map(normalize);
    for (const other of rest) expect(other).toEqual(first);
    return first;
  };

  return { each, values, expectSame };
}
