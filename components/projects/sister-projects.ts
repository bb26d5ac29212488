// Spec §2 Loyihalarimiz: a static showcase of six sister projects. Titles and descriptions are
// in messages (projects.items.<key>); the links are the projects' own sites.
export const SISTER_PROJECTS = [
  { key: "academy", url: "https://qadam.uz", tile: "from-emerald-500/70 to-teal-800/70", mark: "QA" },
  { key: "offline", url: "https://qadam.uz/offline", tile: "from-sky-500/70 to-indigo-800/70", mark: "QO" },
  { key: "school", url: "https://maktab.qadam.uz", tile: "from-amber-500/70 to-orange-800/70", mark: "CRM" },
  { key: "shop", url: "https://shop.qadam.uz", tile: "from-pink-500/70 to-rose-800/70", mark: "SHOP" },
  { key: "quiz", url: "https://test.qadam.uz", tile: "from-violet-500/70 to-purple-800/70", mark: "QUIZ" },
  { key: "portfolio", url: "https://portfolio.qadam.uz", tile: "from-cyan-500/70 to-slate-800/70", mark: "PF" },
] as const;
