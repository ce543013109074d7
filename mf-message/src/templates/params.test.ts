import { templateParams } from './params';

it('lists each placeholder once, in order, across title and content', () => {
  expect(templateParams('Hi {name}', '<p>{name}: {code_1} {1x} {} { name }</p>')).toEqual(['name', 'code_1']);
});

it('finds none in plain text', () => {
  expect(templateParams('hello', '')).toEqual([]);
});
