import { useTypeList } from '../center/useTypeList';

interface Props {
  list: 3 | 4;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A setting chosen from a server type list (webhook types, SMS vendors). */
export function ChoiceSelect({ list, label, value, onChange }: Props) {
  const { types } = useTypeList(list);
  return (
    <sl-select label={label} value={value} hoist onsl-change={(event: Event) => onChange((event.target as HTMLSelectElement).value)}>
      {types.map((type) => (
        <sl-option key={type.id} value={String(type.enCode)}>
          {type.fullName}
        </sl-option>
      ))}
    </sl-select>
  );
}
