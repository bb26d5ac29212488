/** `{product}` of the spec, kept in one place so the name can change. */
export const PRODUCT_NAME = "Qadam";
