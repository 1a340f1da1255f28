import { useState } from "react";
import { useLocation } from "react-router";
import { askAssistant, type Answer } from "~/assistant/client";

/** Markdown answers arrive as sanitized HTML; these give its tags a look inside the dark bar. */
export const ANSWER_STYLE =
  "[&_a]:font-semibold [&_a]:underline [&_strong]:font-semibold [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5 [&_p+*]:mt-2 [&_li+li]:mt-1 [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold";

/** The signed-in assistant bar on public pages. Personality: professional. */
export function AssistantBar({ userName }: { userName: string }) {
  const { pathname } = useLocation();
  const [question, setQuestion] = useState("");
  const [state, setState] = useState<"idle" | "thinking" | "reply">("idle");
  // A failure is one plain sentence (SPEC's words); an answer has HTML and a short preview.
  const [reply, setReply] = useState<Answer | string>("");
  const [expanded, setExpanded] = useState(false);
  async function ask(e: React.FormEvent) {
    e.preventDefault();
    const q = question.trim();
    if (!q || state === "thinking") return;
    setState("thinking");
    setExpanded(false);
    try {
      const answer = await askAssistant({
        prompt: `User: ${userName}. Current page: ${pathname}. Question: ${q}`,
        contentType: "workflow",
        personalityMode: "professional",
      });
      setReply(answer.text.trim() ? answer : "AI features are temporarily unavailable.");
    } catch {
      setReply("AI chat is temporarily unavailable.");
    }
    setState("reply");
  }
  // The server cuts the preview (plain text, word boundary) and ends it with "…" when it cut.
  const long = typeof reply !== "string" && reply.preview.endsWith("…");
  return (
    <aside aria-label="Assistant" className="border-b border-lake-800 bg-lake-800 text-white" data-testid="assistant-bar">
      <div className="mx-auto flex min-h-[5rem] max-w-7xl flex-col justify-center gap-2 px-4 py-2">
        <form onSubmit={(e) => void ask(e)} className="flex items-center gap-2">
          <label htmlFor="bar-question" className="text-sm font-semibold whitespace-nowrap">
            Ask the assistant
          </label>
          <input
            id="bar-question"
            className="min-h-11 min-w-0 flex-1 rounded-md border border-lake-600 bg-white px-3 py-1.5 text-slate-900"
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
          {state === "reply" && typeof reply === "string" && (
            <p data-testid="assistant-reply" className="whitespace-pre-wrap">
              {reply}
            </p>
          )}
          {state === "reply" && typeof reply !== "string" && (
            <div data-testid="assistant-reply">
              {expanded || !long ? (
                <div className={ANSWER_STYLE} dangerouslySetInnerHTML={{ __html: reply.html }} />
              ) : (
                <p className="inline">{reply.preview}</p>
              )}{" "}
              {long && (
                <button type="button" className="mt-1 font-semibold underline" onClick={() => setExpanded((x) => !x)}>
                  {expanded ? "Show less" : "Read the whole answer"}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </aside>
  );
}
