import { Select } from '@atrium/ui';
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
    <Select label={label} value={value} options={types.map((type) => ({ value: String(type.enCode), label: type.fullName }))} onChange={onChange} />
  );
}
