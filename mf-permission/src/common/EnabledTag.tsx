/** The status column of every list (spec: 1 enabled in green, anything else disabled in red). */
export function EnabledTag({ enabledMark, enabled, disabled }: { enabledMark: number; enabled: string; disabled: string }) {
  return (
    <sl-tag size="small" variant={enabledMark === 1 ? 'success' : 'danger'}>
      {enabledMark === 1 ? enabled : disabled}
    </sl-tag>
  );
}
