import { useEffect, useState } from 'react';

/** Loads a list of choices once per mount; a failed load (already toasted) leaves it empty. */
export function useOptions<T>(load: () => Promise<T[]>): T[] {
  const [options, setOptions] = useState<T[]>([]);
  useEffect(() => {
    let active = true;
    load().then((list) => active && setOptions(list), () => undefined);
    return () => {
      active = false;
    };
    // load is a module-level api function.
  }, []);
  return options;
}
