// A stand-in for @atrium/ui's UserSelect in tests: a text box holding the chosen ids comma-joined
// (the picker has tests of its own in @atrium/ui).
import type { UserSelectProps } from '@atrium/ui';

export function FakeUserSelect({ label, value, onChange, disabled }: UserSelectProps) {
  return (
    <input
      aria-label={label}
      data-user-select=""
      disabled={disabled}
      value={value.join(',')}
      onChange={(event) => {
        const values = event.target.value.split(',').filter(Boolean);
        onChange(values, values.map((id) => ({ id, fullName: `名${id}`, type: 'user' })));
      }}
    />
  );
}
