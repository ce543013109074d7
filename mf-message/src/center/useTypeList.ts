import { useEffect, useState } from 'react';
import { getTypeList, type DataType, type DataTypeList } from './api';

/** One server choice list, loaded once per mount; `nameOf` labels a stored number with it. */
export function useTypeList(list: DataTypeList): { types: DataType[]; nameOf: (value: number) => string } {
  const [types, setTypes] = useState<DataType[]>([]);
  useEffect(() => {
    let active = true;
    getTypeList(list).then((result) => active && setTypes(result), () => undefined);
    return () => {
      active = false;
    };
  }, [list]);
  const nameOf = (value: number) => types.find((type) => type.enCode === value)?.fullName ?? String(value);
  return { types, nameOf };
}
