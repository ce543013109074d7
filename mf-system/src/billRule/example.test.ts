import { billExample, datePart } from './example';

const at = new Date(2026, 2, 7, 10, 0, 0);

it('formats today in each date format', () => {
  expect(datePart('yyyyMMdd', at)).toBe('20260307');
  expect(datePart('yyyyMM', at)).toBe('202603');
  expect(datePart('yyyy', at)).toBe('2026');
  expect(datePart('no', at)).toBe('');
});

it('joins prefix, date and the start number padded to the digit count', () => {
  expect(billExample({ prefix: 'PO', dateFormat: 'yyyyMMdd', digit: '4', startNumber: '1' }, at)).toBe('PO202603070001');
  expect(billExample({ prefix: 'QT-', dateFormat: 'no', digit: '3', startNumber: '25' }, at)).toBe('QT-025');
  expect(billExample({ prefix: '', dateFormat: 'yyyy', digit: '2', startNumber: '123' }, at)).toBe('2026123');
});

it('pads nothing while the digit field is empty or not a positive one-character integer', () => {
  expect(billExample({ prefix: 'A', dateFormat: 'yyyyMM', digit: '', startNumber: '7' }, at)).toBe('A2026037');
  expect(billExample({ prefix: 'A', dateFormat: 'yyyyMM', digit: '0', startNumber: '7' }, at)).toBe('A2026037');
});
