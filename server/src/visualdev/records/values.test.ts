import { compileModel } from '../compile';
import type { CompiledModel } from '../model';
import { normalise, toColumn } from './values';

const model = compileModel({
  formData: JSON.stringify({
    fields: [
      { __vModel__: 'days', __config__: { jnpfKey: 'numInput', label: 'days' }, precision: 0 },
      { __vModel__: 'rate', __config__: { jnpfKey: 'numInput', label: 'rate' } },
    ],
  }),
  columnData: null,
  tables: JSON.stringify([{ table: 'leave', typeId: '1' }]),
}) as CompiledModel;

const fieldOf = (vModel: string) => model.main.fields.find((field) => field.vModel === vModel)!;

describe('number values', () => {
  it('are rounded to the field precision when they arrive, as the column keeps them (formulas read that value)', () => {
    const days = fieldOf('days');
    const value = normalise(days, 120.5);
    expect(value).toBe(toColumn(days, 120.5));
    expect(value).toBe(121);
    expect(normalise(days, '2.4')).toBe(2);
  });

  it('keep what arrives without a precision', () => {
    expect(normalise(fieldOf('rate'), 0.125)).toBe(0.125);
  });
});
