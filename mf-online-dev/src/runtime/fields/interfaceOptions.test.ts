import type { HttpClient } from '@atrium/shared';
import type { Field } from '../../model/types';
import { interfaceOptions, optionsFromRows, resetInterfaceOptions } from './interfaceOptions';

const field = (extra: Partial<Field> = {}, propsUrl = 'di1'): Field => ({
  __vModel__: 'city',
  __config__: { jnpfKey: 'select', label: '城市', renderKey: 1, dataType: 'dynamic', propsUrl },
  ...extra,
});

function fakeClient(rows: unknown[]) {
  const post = jest.fn(() => Promise.resolve({ list: rows, pagination: { total: rows.length } }));
  return { client: { post } as unknown as HttpClient, post };
}

afterEach(() => resetInterfaceOptions());

it("offers the interface's rows, by the field's props or the usual names, asking once per interface", async () => {
  const { client, post } = fakeClient([{ id: '1', name: '北京' }, { id: '2', name: '上海' }, { name: 'no id' }]);
  expect(await interfaceOptions(field(), client)).toEqual([{ id: '1', fullName: '北京' }, { id: '2', fullName: '上海' }]);
  expect(await interfaceOptions(field({ props: { label: 'id', value: 'name' } }), client)).toEqual([
    { id: '北京', fullName: '1' },
    { id: '上海', fullName: '2' },
    { id: 'no id', fullName: 'no id' },
  ]);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di1/Action/List', { interfaceId: 'di1', listQuery: { keyword: '', currentPage: 1, pageSize: 500 } });
});

it('offers nothing for a field without an interface, and asks again after a failure', async () => {
  const { client, post } = fakeClient([]);
  expect(await interfaceOptions(field({}, ''), client)).toEqual([]);
  expect(post).not.toHaveBeenCalled();
  const failing = { post: jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ list: [{ id: 'x', fullName: 'X' }] }) } as unknown as HttpClient;
  await expect(interfaceOptions(field(), failing)).rejects.toThrow('down');
  expect(await interfaceOptions(field(), failing)).toEqual([{ id: 'x', fullName: 'X' }]);
});

it('reads numbers as text and skips rows that are not objects', () => {
  expect(optionsFromRows(field(), [{ id: 7, fullName: 'Seven' }])).toEqual([{ id: '7', fullName: 'Seven' }]);
});
