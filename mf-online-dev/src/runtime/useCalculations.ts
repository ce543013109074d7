import { useEffect, useMemo, useState } from 'react';
import type { Field } from '../model/types';
import { calculateRecord, compileRecord, warnBroken, type CalculatedValues } from './calculations';

/** Spec section 9: calculated results follow the form after 100 ms of quiet. */
export const CALCULATION_DEBOUNCE_MS = 100;

/** The calculated fields of a form, recomputed 100 ms after its values last changed. */
export function useCalculations(fields: readonly Field[], values: Record<string, unknown>, moduleName: string): CalculatedValues {
  const compiled = useMemo(() => compileRecord(fields), [fields]);
  useEffect(() => warnBroken(compiled, moduleName), [compiled, moduleName]);
  const [results, setResults] = useState<CalculatedValues>(() => calculateRecord(compiled, values));
  useEffect(() => {
    if (!compiled.any) return undefined;
    const timer = setTimeout(() => setResults(calculateRecord(compiled, values)), CALCULATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [compiled, values]);
  return results;
}
