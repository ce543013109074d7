import { render } from '@testing-library/react';
import { useStyleSheet } from './useStyleSheet';

it('adds the stylesheet while a user is mounted and removes it with the last one', () => {
  const sheet = { use: jest.fn(), unuse: jest.fn() };
  function Styled() {
    useStyleSheet(sheet);
    return <p>styled</p>;
  }
  const first = render(<Styled />);
  const second = render(<Styled />);
  expect(sheet.use).toHaveBeenCalledTimes(2);
  first.unmount();
  second.unmount();
  expect(sheet.unuse).toHaveBeenCalledTimes(2);
});
