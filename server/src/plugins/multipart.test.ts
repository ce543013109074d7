import { MultipartBody, parseMultipart } from './multipart';

const crlf = (lines: string[]): Buffer => Buffer.from(lines.join('\r\n'));

describe('parseMultipart', () => {
  it('reads fields and files, keeping file bytes intact', () => {
    const body = crlf([
      '--XyZ',
      'Content-Disposition: form-data; name="note"',
      '',
      'hello',
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="性别.json"',
      'Content-Type: application/json',
      '',
      '{"a":1}\r\n--not-the-boundary',
      '--XyZ--',
      '',
    ]);
    const parsed = parseMultipart(body, 'XyZ');
    expect(parsed).toBeInstanceOf(MultipartBody);
    expect(parsed.fields).toEqual({ note: 'hello' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'file', filename: '性别.json', contentType: 'application/json' });
    expect(parsed.files[0]?.data.toString('utf8')).toBe('{"a":1}\r\n--not-the-boundary');
  });

  it.each([
    ['no boundary at all', 'plain text'],
    ['an unterminated part', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
    ['a bad delimiter line', '--XyZjunk'],
  ])('rejects %s with a 400 error', (_label, text) => {
    expect(() => parseMultipart(Buffer.from(text), 'XyZ')).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
