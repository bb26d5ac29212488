/** The four orders of the admin users list (spec §5: newest, oldest, balance high-low, low-high); no server imports, so screens use it too. */
export const USER_SORTS = ["newest", "oldest", "balance_desc", "balance_asc"] as const;
export type UserSort = (typeof USER_SORTS)[number];
