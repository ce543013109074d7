// The page cache: which views stay mounted (hidden) and which go away.
import { fireEvent, render, screen } from '@testing-library/react';
import { ContentArea } from './ContentArea';

// A stand-in page with state of its own (typed text), so keeping or losing it is visible.
jest.mock('./PageView', () => ({
  PageView: ({ path }: { path: string }) => <input aria-label={path} defaultValue="" />,
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function typeInto(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it('keeps the views of cached tabs mounted but hidden, with their state', () => {
  const view = render(<ContentArea path="/a" cached={['/a']} />);
  typeInto('/a', 'typed');
  view.rerender(<ContentArea path="/b" cached={['/a', '/b']} />);
  const hidden = screen.getByLabelText<HTMLInputElement>('/a');
  expect(hidden.closest('[hidden]')).not.toBeNull();
  view.rerender(<ContentArea path="/a" cached={['/a', '/b']} />);
  expect(screen.getByLabelText<HTMLInputElement>('/a').value).toBe('typed');
  expect(screen.getByLabelText('/a').closest('[hidden]')).toBeNull();
});

it('unmounts a view when its tab leaves the cache', () => {
  const view = render(<ContentArea path="/b" cached={['/a', '/b']} />);
  view.rerender(<ContentArea path="/b" cached={['/b']} />);
  expect(screen.queryByLabelText('/a')).toBeNull();
});

it('with the cache off shows only the current view', () => {
  const view = render(<ContentArea path="/a" cached={[]} />);
  typeInto('/a', 'typed');
  view.rerender(<ContentArea path="/b" cached={[]} />);
  expect(screen.queryByLabelText('/a')).toBeNull();
  view.rerender(<ContentArea path="/a" cached={[]} />);
  expect(screen.getByLabelText<HTMLInputElement>('/a').value).toBe('');
});

it('mounts the cached tabs restored after a reload only when each is first shown', () => {
  // After F5 every stored tab is in the cache list, but only the current page has been shown.
  const view = render(<ContentArea path="/b" cached={['/a', '/b', '/c']} />);
  expect(screen.queryByLabelText('/a')).toBeNull();
  expect(screen.queryByLabelText('/c')).toBeNull();
  view.rerender(<ContentArea path="/a" cached={['/a', '/b', '/c']} />);
  expect(screen.getByLabelText('/a')).toBeTruthy();
  // /b stays kept (shown once), /c has still not been shown.
  expect(screen.getByLabelText('/b').closest('[hidden]')).not.toBeNull();
  expect(screen.queryByLabelText('/c')).toBeNull();
});
