/**
 * The look of `Card` without its padding, for cards whose content runs to the edge (an image on
 * top, a table). `cn` does not merge classes, so `<Card className="p-0">` cannot undo `p-5`.
 */
export const surfaceClass = "rounded-2xl bg-surface-raised ring-1 ring-white/10";
