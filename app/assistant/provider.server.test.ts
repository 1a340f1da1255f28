import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiError, complete, stream, type ProviderConfig } from "./provider.server";
import { startOpenAiServer } from "../../tests/helpers/openai-server";

let server: Awaited<ReturnType<typeof startOpenAiServer>>;
let cfg: ProviderConfig;

beforeAll(async () => {
  server = await startOpenAiServer();
  cfg = { baseUrl: server.baseUrl, apiKey: "sk-test", model: "test-model", timeoutMs: 1000 };
});
afterAll(() => server.close());

const ask = (content: string) => [{ role: "user" as const, content }];

describe("OpenAI-compatible provider client (real HTTP on loopback)", () => {
  it("sends the model, messages and bearer key, and returns the answer", async () => {
    expect(await complete(cfg, ask("hello there"))).toBe("Echo: hello there");
    const last = server.requests.at(-1)!;
    expect(last.headers.authorization).toBe("Bearer sk-test");
    expect(last.body).toMatchObject({ model: "test-model", stream: false, messages: [{ role: "user", content: "hello there" }] });
  });

  it("streams the answer piece by piece", async () => {
    const pieces: string[] = [];
    for await (const p of stream(cfg, ask("stream this sentence please"))) pieces.push(p);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe("Echo: stream this sentence please");
  });

  it("turns a timeout into a clear error", async () => {
    await expect(complete(cfg, ask("SLOW"))).rejects.toThrow(new AiError("The AI provider did not answer in time."));
  });

  it("turns a 500 into an error naming the status and the provider's message", async () => {
    await expect(complete(cfg, ask("FAIL"))).rejects.toThrow("The AI provider answered 500: model crashed.");
    await expect(
      (async () => {
        for await (const _ of stream(cfg, ask("FAIL"))) void _;
      })(),
    ).rejects.toThrow(/answered 500/);
  });

  it("turns malformed JSON into an error, streamed or not", async () => {
    await expect(complete(cfg, ask("GARBLE"))).rejects.toThrow("The AI provider sent an answer we could not read.");
    await expect(
      (async () => {
        for await (const _ of stream(cfg, ask("GARBLE"))) void _;
      })(),
    ).rejects.toThrow("could not read");
  });

  it("reports an unreachable provider", async () => {
    await expect(complete({ ...cfg, baseUrl: "http://127.0.0.1:9/v1" }, ask("hi"))).rejects.toThrow(/Could not reach the AI provider/);
  });
});
