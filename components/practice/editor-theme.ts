import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { oneDarkTheme } from "@codemirror/theme-one-dark";
import { tags } from "@lezer/highlight";

// One Dark's editor and token colours, with every text colour at 4.5:1 or more against the
// editor's background (#282c34) and its active line (#2c313a), as WCAG AA asks: One Dark's own
// comments and line numbers (#7d8799, 3.6:1), names (#e06c75, 4.1:1) and keywords (#c678dd,
// 4.4:1) fell short (axe, e2e/accessibility.spec.ts).
export const EDITOR_BACKGROUNDS = { editor: "#282c34", activeLine: "#2c313a" };

export const editorColors = {
  chalky: "#e5c07b", // 7.6:1
  coral: "#ec7f88", // 4.9:1
  cyan: "#56b6c2", // 5.5:1
  ivory: "#abb2bf", // 6.1:1
  stone: "#9da5b4", // 5.3:1
  malibu: "#61afef", // 5.5:1
  sage: "#98c379", // 6.5:1
  whiskey: "#d19a66", // 5.3:1
  violet: "#cf86e4", // 5.1:1
  invalid: "#ffffff",
};

const accessibleChrome = EditorView.theme(
  {
    // One selector deeper than One Dark's `.cm-gutters`, which otherwise wins by coming later.
    ".cm-gutters .cm-gutterElement": { color: editorColors.stone },
    ".cm-line .cm-placeholder": { color: editorColors.stone },
  },
  { dark: true },
);

const accessibleHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: editorColors.violet },
  { tag: [tags.name, tags.deleted, tags.character, tags.propertyName, tags.macroName], color: editorColors.coral },
  { tag: [tags.function(tags.variableName), tags.labelName], color: editorColors.malibu },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name)], color: editorColors.whiskey },
  { tag: [tags.definition(tags.name), tags.separator], color: editorColors.ivory },
  { tag: [tags.typeName, tags.className, tags.number, tags.changed, tags.annotation, tags.modifier, tags.self, tags.namespace], color: editorColors.chalky },
  { tag: [tags.operator, tags.operatorKeyword, tags.url, tags.escape, tags.regexp, tags.link, tags.special(tags.string)], color: editorColors.cyan },
  { tag: [tags.meta, tags.comment], color: editorColors.stone },
  { tag: tags.strong, fontWeight: "bold" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: tags.link, color: editorColors.stone, textDecoration: "underline" },
  { tag: tags.heading, fontWeight: "bold", color: editorColors.coral },
  { tag: [tags.atom, tags.bool, tags.special(tags.variableName)], color: editorColors.whiskey },
  { tag: [tags.processingInstruction, tags.string, tags.inserted], color: editorColors.sage },
  { tag: tags.invalid, color: editorColors.invalid },
]);

/** The learning page's editor theme: One Dark with accessible text colours. */
export const editorTheme = [oneDarkTheme, accessibleChrome, syntaxHighlighting(accessibleHighlight)];
