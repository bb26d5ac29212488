// The codes Click expects from a supplier (docs.click.uz, "Click-API – Error"), with their
// published error_note.
export const clickErrors = {
  success: { error: 0, error_note: "Success" },
  signFailed: { error: -1, error_note: "SIGN CHECK FAILED!" },
  incorrectAmount: { error: -2, error_note: "Incorrect parameter amount" },
  actionNotFound: { error: -3, error_note: "Action not found" },
  alreadyPaid: { error: -4, error_note: "Already paid" },
  userNotFound: { error: -5, error_note: "User does not exist" },
  transactionNotFound: { error: -6, error_note: "Transaction does not exist" },
  updateFailed: { error: -7, error_note: "Failed to update user" },
  badRequest: { error: -8, error_note: "Error in request from click" },
  cancelled: { error: -9, error_note: "Transaction cancelled" },
} as const;

export type ClickErrorName = keyof typeof clickErrors;

export class ClickError extends Error {
  constructor(readonly name: ClickErrorName) {
    super(name);
  }
}
