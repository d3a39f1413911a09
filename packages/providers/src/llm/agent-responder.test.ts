import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "@crm/testing";
import {
  agentResponderFromEnv,
  createDevAgentResponder,
  createOpenAiAgentResponder,
  HANDOFF_NOTICE,
  type AgentPrompt,
} from "./agent-responder";

const prompt: AgentPrompt = {
  agentName: "Ana",
  instructions: "Sell plans politely.",
  history: [
    { role: "agent", text: "Welcome!" },
    { role: "contact", text: "Which plans?" },
  ],
  followUp: false,
};

/** A local stand-in for an OpenAI-compatible server: records requests, answers like /v1/chat/completions. */
describe("OpenAI-compatible agent responder (against a local fake server)", () => {
  let server: Server;
  let baseURL: string;
  const seen: Array<{
    path: string;
    auth: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(
          status === 200
            ? JSON.stringify({
                id: "c1",
                object: "chat.completion",
                created: 0,
                model: "m",
                choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: " We have Basic and Pro. " } }],
              })
            : JSON.stringify({ error: { message: "overloaded" } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the instructions as the system prompt and the history as user/assistant turns", async () => {
    const responder = createOpenAiAgentResponder({ apiKey: "sk-test", baseURL, model: "gpt-test" });
    expect(await responder.reply(prompt)).toEqual({ text: "We have Basic and Pro." });
    expect(seen[0]).toMatchObject({
      path: "/v1/chat/completions",
      auth: "Bearer sk-test",
      body: {
        model: "gpt-test",
        messages: [
          { role: "system", content: "Sell plans politely." },
          { role: "assistant", content: "Welcome!" },
          { role: "user", content: "Which plans?" },
        ],
      },
    });
    expect(responder.info).toEqual({ service: "agent-llm", adapter: "openai-compatible", simulated: false });
  });

  it("asks for a follow-up when the contact did not answer, and fails on a server error (the job retries)", async () => {
    const responder = createOpenAiAgentResponder({ apiKey: "sk-test", baseURL, model: "gpt-test" });
    await responder.reply({ ...prompt, followUp: true });
    expect(seen.at(-1)!.body.messages[0]!.content).toContain("has not answered");
    status = 503;
    await expect(responder.reply(prompt)).rejects.toThrow();
    status = 200;
  });

  it("is chosen by OPENAI_API_KEY; without it the dev responder answers deterministically and says it is simulated", async () => {
    expect(agentResponderFromEnv({ OPENAI_API_KEY: "sk", OPENAI_BASE_URL: baseURL }).info.adapter).toBe("openai-compatible");
    const dev = agentResponderFromEnv({});
    expect(dev.info).toMatchObject({ adapter: "dev", simulated: true });
    expect(await dev.reply(prompt)).toEqual(await createDevAgentResponder().reply(prompt));
    expect((await dev.reply(prompt)).text).toMatch(/^\[simulated Ana\] You said: "Which plans\?"/);
    expect((await dev.reply(prompt)).handoff).toBeUndefined();
  });
});

describe("handing the chat to a person", () => {
  const asking = (text: string): AgentPrompt => ({ ...prompt, history: [...prompt.history, { role: "contact", text }] });

  it("the dev responder hands over when the contact asks for a human, person, agent or atendente", async () => {
    const dev = createDevAgentResponder();
    for (const text of ["Can I talk to a human?", "a real PERSON please", "agent!", "Quero falar com um atendente"]) {
      expect(await dev.reply(asking(text))).toEqual({ text: expect.stringContaining("person"), handoff: { reason: "CONTACT_REQUEST" } });
    }
    expect((await dev.reply(asking("Which humanities courses?"))).handoff).toBeUndefined();
  });

  describe("the OpenAI-compatible responder decides through its tool call (fake LLM server)", () => {
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
    });
    afterAll(() => fake.close());
    const toolCall = (args: string, content: string | null = null) => ({
      json: {
        id: "c2",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [
          {
            index: 0,
            finish_reason: "tool_calls",
            message: {
              role: "assistant",
              content,
              tool_calls: [{ id: "call_1", type: "function", function: { name: "hand_off_to_human", arguments: args } }],
            },
          },
        ],
      },
    });

    it("offers the hand_off_to_human tool and hands over with the model's reason and message", async () => {
      const responder = createOpenAiAgentResponder({ apiKey: "sk", baseURL: fake.baseURL, model: "m" });
      fake.next("/chat/completions", toolCall(JSON.stringify({ reason: "AGENT_DECISION", message: "A colleague will help you." })));
      expect(await responder.reply(asking("I want a refund for my broken order"))).toEqual({
        text: "A colleague will help you.",
        handoff: { reason: "AGENT_DECISION" },
      });
      const sent = fake.requests("/chat/completions").at(-1)!.body as { tools: Array<{ function: { name: string } }> };
      expect(sent.tools.map((t) => t.function.name)).toEqual(["hand_off_to_human"]);
    });

    it("a call without a message gets the default notice; malformed arguments still hand over (AGENT_DECISION)", async () => {
      const responder = createOpenAiAgentResponder({ apiKey: "sk", baseURL: fake.baseURL, model: "m" });
      fake.next("/chat/completions", toolCall(JSON.stringify({ reason: "CONTACT_REQUEST" })), toolCall("{not json", "One moment."));
      expect(await responder.reply(asking("human please"))).toEqual({ text: HANDOFF_NOTICE, handoff: { reason: "CONTACT_REQUEST" } });
      expect(await responder.reply(asking("??"))).toEqual({ text: "One moment.", handoff: { reason: "AGENT_DECISION" } });
    });
  });
});
