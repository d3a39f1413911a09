import { describe, expect, it } from "vitest";
import { describeMessagingProviders } from "./messaging-providers";

describe("describeMessagingProviders", () => {
  it("names the DEV channel and the dev responder as simulated by default", () => {
    expect(describeMessagingProviders({})).toEqual([
      { service: "channel:DEV", adapter: "dev", simulated: true },
      { service: "agent-llm", adapter: "dev", simulated: true },
    ]);
  });

  it("adds WhatsApp Cloud with an access token, and the OpenAI-compatible LLM with an API key", () => {
    expect(describeMessagingProviders({ WHATSAPP_ACCESS_TOKEN: "token", OPENAI_API_KEY: "sk-test" })).toEqual([
      { service: "channel:DEV", adapter: "dev", simulated: true },
      { service: "channel:WHATSAPP_CLOUD", adapter: "whatsapp-cloud", simulated: false },
      { service: "agent-llm", adapter: "openai-compatible", simulated: false },
    ]);
  });
});
