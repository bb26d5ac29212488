import "react";

// Invoker commands (command/commandfor): a button opens or closes the dialog it names in the
// browser itself, before React has run too. React passes the lowercase attributes through;
// its types do not list them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, whose parameter it must repeat
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}
