import { useEffect, useRef, useState } from "react";
import { useDisclosure } from "~/components/use-disclosure";
import { toast } from "sonner";
import { askAssistant, streamContent } from "~/assistant/client";
import { ANSWER_STYLE } from "./AssistantBar";

interface Message {
  role: "you" | "assistant";
  text: string;
  /** The finished answer as sanitized HTML (made on the server); plain text while it streams. */
  html?: string;
}

/** The hard-coded casual greeting shown when the assistant cannot be reached. */
export const fallbackGreeting = (name: string) => `Hey ${name}! Good to see you. Let's get some work done today.`;

function readKept(key: string): { text: string; html?: string } | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value = raw ? (JSON.parse(raw) as { text?: unknown; html?: unknown }) : null;
    return value && typeof value.text === "string" ? { text: value.text, html: typeof value.html === "string" ? value.html : undefined } : null;
  } catch {
    return null;
  }
}

function keep(key: string, greeting: { text: string; html?: string }) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(greeting));
  } catch {
    // Storage full or blocked: the next page asks again.
  }
}

/**
 * The admin's assistant: a button in the admin's header that opens a panel with the greeting, then
 * a chat (decision 0037). Personality: roast. A plain <details>, so it opens without JavaScript
 * too; Escape closes it and gives focus back to the button.
 */
export function AssistantCard({ firstName }: { firstName: string }) {
  const ownerFirstName = firstName;
  // A panel opened by its button (decision 0037), so each screen starts with its own content.
  const { summary, details } = useDisclosure();
  const [greeting, setGreeting] = useState<{ text: string; html?: string } | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let cancelled = false;
    // One greeting per browser tab: moving between admin pages shows the same one instead of
    // spending the staff member's assistant allowance on every page load.
    const key = `assistant-greeting:${ownerFirstName}`;
    const kept = readKept(key);
    if (kept) {
      setGreeting(kept);
      return;
    }
    askAssistant({ prompt: "", contentType: "greeting", personalityMode: "roast" })
      .then((a) => {
        if (cancelled) return;
        if (!a.text.trim()) return setGreeting({ text: fallbackGreeting(ownerFirstName) });
        const g = { text: a.text, html: a.html };
        keep(key, g);
        setGreeting(g);
      })
      .catch(() => !cancelled && setGreeting({ text: fallbackGreeting(ownerFirstName) }));
    return () => {
      cancelled = true;
    };
  }, [ownerFirstName]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const question = input.trim();
    if (!question || busy) return;
    setBusy(true);
    setInput("");
    setMessages((m) => [...m, { role: "you", text: question }, { role: "assistant", text: "" }]);
    try {
      const answer = await streamContent({ prompt: question, contentType: "workflow", personalityMode: "roast" }, (text) =>
        setMessages((m) => [...m.slice(0, -1), { role: "assistant", text }]),
      );
      setMessages((m) => [...m.slice(0, -1), { role: "assistant", text: answer.text, html: answer.html }]);
    } catch {
      setMessages((m) => m.slice(0, -1));
      toast.error("Error", { description: "Failed to get AI response. Try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sm:relative" aria-labelledby="assistant-heading" data-testid="assistant-card">
      <details {...details} className="group">
        <summary
          ref={summary}
          className="btn-secondary flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm group-open:bg-lake-50 [&::-webkit-details-marker]:hidden"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M2 3h12v8H6l-3 3v-3H2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          <h2 id="assistant-heading" className="text-sm font-semibold">
            Assistant
          </h2>
        </summary>
        <div className="fixed inset-x-4 top-20 z-40 max-h-[80vh] overflow-y-auto rounded-xl border border-lake-600/30 bg-lake-50 p-4 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-[28rem] sm:p-5">
          {greeting?.html ? (
            <div
              className={`mt-2 text-slate-800 ${ANSWER_STYLE}`}
              data-testid="assistant-greeting"
              aria-live="polite"
              dangerouslySetInnerHTML={{ __html: greeting.html }}
            />
          ) : (
            <p className="mt-2 text-slate-800" data-testid="assistant-greeting" aria-live="polite">
              {greeting?.text ?? "…"}
            </p>
          )}
          {messages.length > 0 && (
            <ol ref={log} className="mt-4 max-h-80 space-y-3 overflow-y-auto" aria-label="Conversation" aria-live="polite">
              {messages.map((m, i) => (
                <li
                  key={i}
                  className={`rounded-lg px-4 py-2 ${m.html ? "" : "whitespace-pre-wrap"} ${m.role === "you" ? "ml-12 bg-white text-slate-900" : "mr-12 bg-lake-100 text-slate-900"}`}
                >
                  <span className="sr-only">{m.role === "you" ? "You: " : "Assistant: "}</span>
                  {m.html ? <div className={`${ANSWER_STYLE} [&_a]:text-lake-800`} dangerouslySetInnerHTML={{ __html: m.html }} /> : m.text || "Thinking..."}
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={(e) => void send(e)} className="mt-4 flex gap-2">
            <label htmlFor="assistant-input" className="sr-only">
              Message the assistant
            </label>
            <input
              id="assistant-input"
              className="field"
              placeholder="Ask for an idea, a checklist, a quick answer…"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              maxLength={2000}
            />
            <button type="submit" className="btn-primary" disabled={busy || !input.trim()}>
              {busy ? "Thinking..." : "Send"}
            </button>
          </form>
        </div>
      </details>
    </section>
  );
}
