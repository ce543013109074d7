import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type HttpClient } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../../i18n';
import type { Field } from '../../model/types';
import { PopupField, popupSettings } from './PopupField';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const field: Field = {
  __vModel__: 'customer',
  __config__: { jnpfKey: 'popupSelect', label: '客户', renderKey: 1 },
  interfaceId: 'di9',
  propsValue: 'id',
  relationField: 'name',
  columnOptions: [{ value: 'name', label: '名称' }, { value: 'city', label: '城市' }],
};

const ROWS = [{ id: '1', name: '甲公司', city: '北京' }, { id: '2', name: '乙公司', city: '上海' }, { id: '3', name: '丙公司', city: '广州' }];

function fakeClient() {
  const post = jest.fn((url: string, body: { ids?: string[]; listQuery?: { keyword: string } }) => {
    if (url.endsWith('/Action/InfoByIds')) return Promise.resolve(ROWS.filter((row) => body.ids?.includes(row.id)));
    const keyword = body.listQuery?.keyword ?? '';
    const list = ROWS.filter((row) => row.name.includes(keyword));
    return Promise.resolve({ list, pagination: { total: list.length } });
  });
  return { client: { post } as unknown as HttpClient, post };
}

it("reads the popup's interface, value column, shown column and table columns", () => {
  expect(popupSettings(field)).toEqual({ interfaceId: 'di9', propsValue: 'id', relationField: 'name', columns: [{ value: 'name', label: '名称' }, { value: 'city', label: '城市' }] });
  expect(popupSettings({ __config__: { jnpfKey: 'popupSelect', label: '客户', renderKey: 2, propsUrl: 'x' } }).columns).toEqual([{ value: 'fullName', label: '客户' }]);
});

it("shows a stored value by its row's name, and a row chosen in the popup table becomes the value", async () => {
  const { client, post } = fakeClient();
  const onChange = jest.fn();
  const { container } = render(<PopupField field={field} value="2" onChange={onChange} label="客户" disabled={false} invalid={false} client={client} />);
  await waitFor(() => expect(container.querySelector('sl-input')?.getAttribute('value')).toBe('乙公司'));
  expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di9/Action/InfoByIds', expect.objectContaining({ ids: ['2'], propsValue: 'id', relationField: 'name' }));

  fireEvent.click(container.querySelector('sl-icon-button[name="search"]') as HTMLElement);
  fireEvent.click(await screen.findByRole('radio', { name: '丙公司' }));
  expect(screen.getByText('广州')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(onChange).toHaveBeenCalledWith('3');
  await waitFor(() => expect(container.querySelector('sl-input')?.getAttribute('value')).toBe('丙公司'));
});
