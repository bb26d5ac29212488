// Browser-safe: the forms and the server read the same password rules from here.
export const PASSWORD_MIN_LENGTH = 6;
// bcrypt reads only the first 72 bytes; a longer password would be silently cut.
export const PASSWORD_MAX_BYTES = 72;
