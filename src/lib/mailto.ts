/**
 * A prefilled e-mail (`mailto:`), the way a page still serves its purpose when the backend call
 * behind its form is missing (docs/backend.md). Subject and body are percent-encoded (RFC 6068:
 * spaces as %20, line breaks as %0D%0A), so any text of the form arrives as typed.
 */
export function mailtoLink(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The form's fields as the e-mail's body: one `Label: value` line each, empty values left out. */
export function mailBody(lines: readonly (readonly [label: string, value: string])[]): string {
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => (value.includes('\n') ? `${label}:\n${value.trim()}` : `${label}: ${value.trim()}`))
    .join('\n');
}
