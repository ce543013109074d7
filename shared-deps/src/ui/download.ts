/**
 * Follows a one-off download link from the server (a browser download carries no Authorization
 * header, so the link itself is the credential). Relative links resolve against the page.
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
