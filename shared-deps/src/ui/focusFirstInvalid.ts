/** The control of the first field showing an error, focused so the user lands where to fix it. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector('[role="alert"]')?.parentElement;
  const control = field?.querySelector<HTMLElement>('sl-input, sl-textarea, sl-select, sl-radio-group, sl-checkbox, sl-switch, input:not([type="hidden"]), textarea, select, button');
  if (!control) return false;
  if (control.contains(document.activeElement) || control === document.activeElement) return true;
  control.focus();
  return true;
}
