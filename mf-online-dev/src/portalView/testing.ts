// Portal layouts for tests, built by overriding sensible defaults.
import type { PortalItem } from './model';

type Kind<K extends PortalItem['jnpfKey']> = Extract<PortalItem, { jnpfKey: K }>;

let next = 0;

const base = () => {
  next += 1;
  return { i: `item${next}`, x: 0, y: 0, w: 6, h: 4, title: '' };
};

export const textItem = (overrides: Partial<Kind<'text'>> = {}): Kind<'text'> => ({ ...base(), jnpfKey: 'text', content: '你好', ...overrides });
export const imageItem = (overrides: Partial<Kind<'image'>> = {}): Kind<'image'> => ({ ...base(), jnpfKey: 'image', src: '/api/file/Image/userAvatar/avatar-1.svg', alt: '横幅', ...overrides });
export const commonFuncItem = (overrides: Partial<Kind<'commonFunc'>> = {}): Kind<'commonFunc'> => ({
  ...base(),
  jnpfKey: 'commonFunc',
  links: [{ fullName: '系统公告', urlAddress: 'system/notice' }],
  ...overrides,
});
export const todoListItem = (overrides: Partial<Kind<'todoList'>> = {}): Kind<'todoList'> => ({ ...base(), jnpfKey: 'todoList', count: 5, ...overrides });
export const noticeItem = (overrides: Partial<Kind<'notice'>> = {}): Kind<'notice'> => ({ ...base(), jnpfKey: 'notice', count: 5, ...overrides });
export const dataBoardItem = (overrides: Partial<Kind<'dataBoard'>> = {}): Kind<'dataBoard'> => ({ ...base(), jnpfKey: 'dataBoard', figures: ['userCount', 'roleCount'], ...overrides });
export const chartItem = (overrides: Partial<Kind<'chart'>> = {}): Kind<'chart'> => ({
  ...base(),
  jnpfKey: 'chart',
  chartType: 'bar',
  dataType: 'static',
  categories: ['一月', '二月'],
  series: [{ name: '销量', data: [3, 5] }],
  interfaceId: '',
  xField: '',
  yFields: [],
  ...overrides,
});
