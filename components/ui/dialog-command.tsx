"use client";

import { forwardRef, type ButtonHTMLAttributes } from "react";

type DialogCommandProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "command" | "commandfor" | "onClick"> & {
  command: "show-modal" | "close";
  /** The id of the <dialog> the button opens or closes. */
  dialog: string;
};

/**
 * A button the browser itself wires to a dialog (invoker commands), so a tap works before React
 * has run: on a slow phone the page is read and tapped seconds before its scripts arrive
 * (issue 26 §1). Where the browser has no invoker commands, React does it once it has run.
 */
export const DialogCommand = forwardRef<HTMLButtonElement, DialogCommandProps>(function DialogCommand({ command, dialog, type = "button", ...props }, ref) {
  function runWithoutInvokerCommands() {
    if ("commandForElement" in HTMLButtonElement.prototype) return;
    const target = document.getElementById(dialog);
    if (!(target instanceof HTMLDialogElement)) return;
    if (command === "close") target.close();
    else if (!target.open) target.showModal();
  }
  return (
    <button
      ref={ref}
      type={type}
      command={command}
      commandfor={dialog}
      onClick={runWithoutInvokerCommands}
      aria-haspopup={command === "show-modal" ? "dialog" : undefined}
      {...props}
    />
  );
});
