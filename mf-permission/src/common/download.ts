/**
 * Follows a one-off download link from the server (the link itself is the credential, since a
 * browser download carries no Authorization header). Relative links resolve against the page.
 */
export function downloadFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
