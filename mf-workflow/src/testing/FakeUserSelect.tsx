// A stand-in for @atrium/ui's UserSelect in tests: a text box holding the chosen ids comma-joined
// (the picker has tests of its own in @atrium/ui).
import type { ComponentType } from 'react';
import type { ItemSelectProps, UserSelectProps } from '@atrium/ui';

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

/** The designer's pickers in tests: the fake user select, also standing in for the role and position selects. */
export const FAKE_PICKERS = {
  users: FakeUserSelect,
  roles: FakeUserSelect as unknown as ComponentType<ItemSelectProps>,
  positions: FakeUserSelect as unknown as ComponentType<ItemSelectProps>,
};
