import { useState } from "react";
import { toast } from "sonner";
import { generateContent, type ContentType } from "~/assistant/client";

/** The content form's AI prompt and Generate button. Personality: roast. */
export function ContentGenerator({ contentType, onGenerated }: { contentType: string; onGenerated: (text: string, prompt: string) => void }) {
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  async function generate() {
    if (!prompt.trim()) {
      toast.error("Error", { description: "Please enter a prompt for content generation" });
      return;
    }
    setBusy(true);
    try {
      const text = await generateContent({ prompt, contentType: contentType as ContentType, personalityMode: "roast" });
      onGenerated(text, prompt);
      setPrompt("");
      toast.success("AI content generated successfully!");
    } catch (error) {
      toast.error("Error generating content", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 rounded-lg border border-dashed border-lake-600/50 bg-white p-4">
      <label htmlFor="ai-prompt" className="label">
        AI prompt
      </label>
      <div className="flex gap-2">
        <input
          id="ai-prompt"
          className="field"
          placeholder="For example: a short intro about building ADUs on steep lots"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void generate();
            }
          }}
        />
        <button type="button" className="btn-secondary whitespace-nowrap" onClick={() => void generate()} disabled={busy}>
          {busy ? "Generating..." : "Generate"}
        </button>
      </div>
    </div>
  );
}
