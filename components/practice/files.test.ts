import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { languageOf, PREVIEW_CSP, PREVIEW_READY, previewDocument } from "./files";

const page = (files: { name: string; content: string }[]) => parseHTML(previewDocument(files)).document;

describe("previewDocument", () => {
  it("puts the policy first in the head, then the CSS, the HTML as the body and the scripts after it", () => {
    const html = previewDocument([
      { name: "index.html", content: "<h1>Salom</h1>" },
      { name: "style.css", content: "h1 { color: red }" },
      { name: "script.js", content: "document.title = 'x';" },
    ]);
    expect(html.indexOf(`<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`)).toBeGreaterThan(0);
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<style>"));
    const document = parseHTML(html).document;
    expect(document.querySelector("head style")?.textContent).toBe("h1 { color: red }");
    expect(document.querySelector("body h1")?.textContent).toBe("Salom");
    expect(document.querySelector("body script")?.textContent).toBe("document.title = 'x';");
  });

  it("forbids the network: nothing but inline styles, inline scripts and data: images", () => {
    expect(PREVIEW_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:");
  });

  it("a </script> or </style> in the student's code cannot close our elements and inject markup", () => {
    const document = page([
      { name: "index.html", content: "<p>x</p>" },
      { name: "style.css", content: "p{}</style><img src=x onerror=alert(1)>" },
      { name: "main.js", content: 'var s = "</script><img src=x onerror=alert(2)>"; <!-- x' },
    ]);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    expect(document.querySelectorAll("style")).toHaveLength(1);
    // Theirs, then ours (PREVIEW_READY).
    expect(document.querySelectorAll("script")).toHaveLength(2);
    expect(document.querySelector("script")?.textContent).toContain("<\\/script>");
  });

  it("leaves out the style and script elements when there is no CSS or JavaScript", () => {
    const document = page([{ name: "index.html", content: "<main>bo'sh</main>" }]);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(Array.from(document.querySelectorAll("script"), (script) => script.textContent)).toEqual([`parent.postMessage("${PREVIEW_READY}", "*")`]);
    expect(document.querySelector("main")?.textContent).toBe("bo'sh");
  });

  it("says the page's scripts have finished only after every one of them: its own script is the body's last element", () => {
    const document = page([
      { name: "index.html", content: "<h1>x</h1><script>while (true) {}</script><p>after</p>" },
      { name: "main.js", content: "for (;;) {}" },
    ]);
    const scripts = Array.from(document.querySelectorAll("script"), (script) => script.textContent);
    expect(scripts).toEqual(["while (true) {}", "for (;;) {}", `parent.postMessage("${PREVIEW_READY}", "*")`]);
    expect(document.body.lastElementChild?.textContent).toBe(`parent.postMessage("${PREVIEW_READY}", "*")`);
  });
});

describe("languageOf", () => {
  it("names the editor's language by the file's extension", () => {
    expect(["index.html", "style.css", "main.js", "script.js"].map(languageOf)).toEqual(["html", "css", "javascript", "javascript"]);
  });

  it("reads a project's files by their extension too, and the rest as plain text (issue 41)", () => {
    expect(["server.JS", "app.mjs", "package.json", "App.tsx", "page.htm", "README.md", "notes.txt", ".env", "Procfile"].map(languageOf)).toEqual([
      "javascript",
      "javascript",
      "javascript",
      "javascript",
      "html",
      "text",
      "text",
      "text",
      "text",
    ]);
  });
});
