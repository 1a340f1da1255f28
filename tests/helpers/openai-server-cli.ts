// Runs the loopback OpenAI-compatible test server on a fixed port (for the browser tests).
import { startOpenAiServer } from "./openai-server";

const ai = await startOpenAiServer(Number(process.env.FAKE_AI_PORT ?? 3212));
console.log(`OpenAI-compatible test server at ${ai.baseUrl}`);
