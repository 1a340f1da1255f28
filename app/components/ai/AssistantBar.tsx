import { useState } from "react";
import { useLocation } from "react-router";
import { generateContent } from "~/assistant/client";

export const PREVIEW_LIMIT = 120;

/** The signed-in assistant bar on public pages. Personality: professional. */
export function AssistantBar({ userName }: { userName: string }) {
  const { pathname } = useLocation();
  const [question, setQuestion] = useState("");
  const [state, setState] = useState<"idle" | "thinking" | "reply">("idle");
  const [reply, setReply] = useState("");
  const [expanded, setExpanded] = useState(false);
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    const q = question.trim();
    if (!q || state === "thinking") return;
    setState("thinking");
    setExpanded(false);
    try {
      const text = await generateContent({
        prompt: `User: ${userName}. Current page: ${pathname}. Question: ${q}`,
        contentType: "workflow",
        personalityMode: "professional",
      });
      setReply(text.trim() ? text : "AI features are temporarily unavailable.");
    } catch {
      setReply("AI chat is temporarily unavailable.");
    }
    setState("reply");
  }
  const long = reply.length > PREVIEW_LIMIT;
  return (
    <div className="border-b border-lake-800 bg-lake-800 text-white" data-testid="assistant-bar">
      <div className="mx-auto flex min-h-[5rem] max-w-7xl flex-col justify-center gap-2 px-4 py-2">
        <form onSubmit={(e) => void ask(e)} className="flex items-center gap-2">
          <label htmlFor="bar-question" className="text-sm font-semibold whitespace-nowrap">
            Ask the assistant
          </label>
          <input
            id="bar-question"
            className="min-w-0 flex-1 rounded-md border border-lake-600 bg-white px-3 py-1.5 text-slate-900"
            placeholder="About this page, a service, a next step…"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            maxLength={1000}
          />
          <button type="submit" className="btn bg-cedar-600 px-4 py-1.5 text-white hover:bg-cedar-700" disabled={!question.trim() || state === "thinking"}>
            Ask
          </button>
        </form>
        <div aria-live="polite" className="text-sm">
          {state === "thinking" && <p>Thinking...</p>}
          {state === "reply" && (
            <p data-testid="assistant-reply" className="whitespace-pre-wrap">
              {expanded || !long ? reply : `${reply.slice(0, PREVIEW_LIMIT)}…`}{" "}
              {long && (
                <button type="button" className="font-semibold underline" onClick={() => setExpanded((x) => !x)}>
                  {expanded ? "Show less" : "Read the whole answer"}
                </button>
              )}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
