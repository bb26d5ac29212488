/** `{product}` of the spec, kept in one place so the name can change. */
export const PRODUCT_NAME = "Qadam";

/** The academy's messaging channel (home page hero button). */
export const CHANNEL_URL = "https://t.me/qadam_academy";

/** The admin's messenger chat, where students send their payment receipts. */
export const PAYMENT_ADMIN_URL = "https://t.me/qadam_admin";

/** The admin's messenger chat, opened by the shell's 'Admin bilan bog'lanish' bubble. */
export const ADMIN_CHAT_URL = "https://t.me/qadam_admin";
