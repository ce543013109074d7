/** Form controls, Shoelace's and the browser's, in the order a field is searched for one. */
const CONTROLS = 'sl-input, sl-textarea, sl-select, sl-radio-group, sl-checkbox, sl-switch, input:not([type="hidden"]), textarea, select, button';
/**
 * What a field without such a control takes the focus by: the pickers' focusable box (a
 * `tabindex="0"` element) and the rich-text editor's editing area.
 */
const FOCUSABLE_BOXES = '[tabindex="0"], [role="textbox"], [contenteditable="true"]';

/** The control of the first field showing an error, focused so the user lands where to fix it. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector('[role="alert"]')?.parentElement;
  const control = field?.querySelector<HTMLElement>(CONTROLS) ?? field?.querySelector<HTMLElement>(FOCUSABLE_BOXES);
  if (!control) return false;
  if (control.contains(document.activeElement) || control === document.activeElement) return true;
  control.focus();
  return true;
}
