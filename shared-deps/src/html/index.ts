// @atrium/html: the one way any MF turns server-supplied HTML into markup (DOMPurify).
// A module of its own so pages that render no HTML (the sign-in page) do not download DOMPurify.
export { sanitizeHtml } from './sanitizeHtml';
