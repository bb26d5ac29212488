// Text written into HTML that React does not own (the plain text areas a form has before the
// page's scripts run): escaped for an element's text and for an attribute's value.

export const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");
