import { describe, expect, it } from "vitest";
import { contentToHtml, sanitizeContent, toPlainText } from "./sanitize.server";

describe("content sanitizer", () => {
  it("removes script and style tags with their content", () => {
    const out = sanitizeContent('<p>Hi</p><script>alert("x")</script><style>body{display:none}</style>');
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes every on* event attribute", () => {
    const out = sanitizeContent('<p onclick="steal()">a</p><img src="https://x.example/a.jpg" onerror="steal()" onload="x()">');
    expect(out).not.toMatch(/on(click|error|load)/i);
    expect(out).toContain('<img src="https://x.example/a.jpg" />');
  });

  it("removes javascript:, data: and vbscript: links and image sources", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "&#106;avascript:alert(1)",
    ]) {
      const out = sanitizeContent(`<a href="${bad}">x</a><img src="${bad}">`);
      expect(out, bad).not.toMatch(/javascript|vbscript|data:/i);
    }
  });

  it("keeps headings, paragraphs, lists, links, images and emphasis, and the picker's image style", () => {
    const html =
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="/contact">c</a></p><ul><li>x</li></ul><img src="/files/cms-images/uploads/1.jpg" alt="deck" style="max-width: 100%; margin: 1rem">';
    const out = sanitizeContent(html);
    expect(out).toContain("<h2>T</h2>");
    expect(out).toContain('<a href="/contact">c</a>');
    expect(out).toContain("<ul><li>x</li></ul>");
    expect(out).toContain('style="max-width:100%;margin:1rem"');
  });

  it("drops iframes, forms and unknown styles", () => {
    const out = sanitizeContent('<iframe src="https://evil.example"></iframe><form action="/x"><input></form><p style="position:fixed">p</p>');
    expect(out).toBe("<p>p</p>");
  });

  it("renders Markdown and plain text, then sanitizes", () => {
    expect(contentToHtml("## Heading\n\nText with **bold**.")).toBe('<h2 id="heading">Heading</h2>\n<p>Text with <strong>bold</strong>.</p>\n');
    expect(contentToHtml("[x](javascript:alert(1))")).not.toContain("javascript");
    expect(toPlainText("<p>Hello <b>there</b></p>")).toBe("Hello there");
  });

  it("opens external links safely", () => {
    expect(sanitizeContent('<a href="https://example.com">e</a>')).toBe('<a href="https://example.com" rel="noopener noreferrer" target="_blank">e</a>');
  });
});
