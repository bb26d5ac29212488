// Stand-ins for what QuickJS lacks and linkedom's dependencies reach for at load (Buffer, Intl),
// imported by dom-entry.ts before linkedom so that they exist when its modules run. A realm that
// has them keeps its own. Plain functions: linkedom calls `new Intl.Collator()`.
const realm = globalThis as Record<string, unknown>;
realm.Buffer ??= { from: (text: unknown) => text };
realm.Intl ??= {
  Collator: function Collator() {
    return { compare: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) };
  },
  NumberFormat: function NumberFormat() {
    return { format: (n: number) => String(n) };
  },
};
