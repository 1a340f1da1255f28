import { describe, expect, it } from "vitest";
import { previewOf, renderAnswer, stripBoilerplate } from "./render.server";

describe("assistant answers as HTML", () => {
  it("keeps bold, lists and links to this site or the web", () => {
    const html = renderAnswer(
      "**Footings** go below frost.\n\n- one\n- two\n\n[Foundations](/service-foundations#depth) · [site](https://lake.example/about) · [web](https://example.com)",
      "https://lake.example",
    );
    expect(html).toContain("<strong>Footings</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/service-foundations#depth">Foundations</a>');
    expect(html).toContain('<a href="/about">site</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">web</a>');
  });

  it("drops raw HTML, images, event handlers and every other kind of link, keeping the words", () => {
    const html = renderAnswer(
      '<div onclick="x()">hi <b>there</b></div>\n\n<script>alert(1)</script>\n\n![p](https://e.example/p.png) [a](javascript:alert(1)) [b](data:text/html,x) [c](//evil.example) [d](mailto:x@y.example) [e](vbscript:x)',
    );
    expect(html).not.toMatch(/<div|<b>|<img|<script|onclick|alert\(1\)<|javascript|data:|evil|mailto|vbscript|href/i);
    expect(html).toContain("hi there");
    for (const word of ["a", "b", "c", "d", "e"]) expect(html).toMatch(new RegExp(`\\b${word}\\b`));
  });
});

describe("the public bar's preview", () => {
  it("is the whole plain text when it fits", () => {
    expect(previewOf("A **short** answer with [a link](/contact).", 120)).toBe("A short answer with a link.");
  });

  it("cuts the plain text on a word boundary, never inside a link or a Markdown token, then adds …", () => {
    const md = `**What the law changed.** Washington now requires cities to allow ADUs, and [the ADU page](/service-adu#law) explains what that means for a lot in the valley.`;
    const preview = previewOf(md, 120);
    expect(preview.length).toBeLessThanOrEqual(121);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview).not.toMatch(/\*|\[|\]|\(/);
    expect(preview).toBe("What the law changed. Washington now requires cities to allow ADUs, and the ADU page explains what that means for a lot…");
  });
});

describe("drafts carry no boilerplate", () => {
  it("removes sources footers, 'here is a draft', 'as an AI' and sign-offs", () => {
    const text =
      "Sure! Here's a draft of the section:\n\n## Decks\n\nCedar holds up. As an AI language model, I like cedar.\n\n_Sources: [Decks](/service-decks-patios)_\n\nI hope this helps!";
    expect(stripBoilerplate(text)).toBe("## Decks\n\nCedar holds up. I like cedar.");
  });
});
