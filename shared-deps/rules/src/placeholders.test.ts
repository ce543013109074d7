import { templateParams } from './placeholders';

describe('templateParams', () => {
  it('lists placeholders in order of first appearance, once each, across title and body', () => {
    expect(templateParams('Hello {name}', '<p>{name}, your code is {code_1}. {2bad} {} {name}</p>')).toEqual(['name', 'code_1']);
    expect(templateParams('Hi {name}', '<p>{name}: {code_1} {1x} {} { name }</p>')).toEqual(['name', 'code_1']);
  });

  it('finds nothing in plain text', () => {
    expect(templateParams('no parameters here', '{ spaced }')).toEqual([]);
    expect(templateParams('hello', '')).toEqual([]);
  });
});
