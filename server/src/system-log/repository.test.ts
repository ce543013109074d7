// Which tokens of the keyword index a keyword asks for (system-log/repository.ts matchOf), with a
// database that answers every count alike: what the rarest-first choice does at its edges.
import type { Db } from '../db/connection';
import { LogCategory } from './categories';
import { keywordTokens } from './grams';
import { COMMON_TOKEN, matchOf } from './repository';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** A connection whose every count is `docs` and whose keyword index covers every entry from `coveredFrom` up. */
const dbCounting = (docs: number, coveredFrom = 0): Db => ({ prepare: () => ({ get: () => ({ n: docs, id: coveredFrom }) }) }) as unknown as Db;

describe('the keyword index asked for a keyword', () => {
  it('asks for a keyword of up to three characters as its one token, whose hits are exact', () => {
    expect(matchOf(dbCounting(1), '张三', LogCategory.operation, 0, 0)).toEqual({ match: `"3x${hex('张三')}"`, exact: true });
    expect(matchOf(dbCounting(2), 'A/b', LogCategory.request, 0, 0)).toEqual({ match: `"5x${hex('a/b')}"`, exact: true });
  });

  it('asks for at most three triples of a longer keyword, as plain tokens whatever FTS5 operators it holds', () => {
    const asked = matchOf(dbCounting(3), 'a"b OR x', LogCategory.operation, 0, 0);
    expect(asked?.exact).toBe(false);
    expect(asked?.match).toBe([`"3x${hex('a"b')}"`, `"3x${hex('"b ')}"`, `"3x${hex('b o')}"`].join(' AND '));
  });

  it('walks instead when every token is common, or the index does not cover the range yet', () => {
    expect(matchOf(dbCounting(COMMON_TOKEN), 'Module', LogCategory.request, 0, 0)).toBeNull();
    expect(matchOf(dbCounting(COMMON_TOKEN - 1), 'Module', LogCategory.request, 0, 0)).not.toBeNull();
    expect(matchOf(dbCounting(1, 500), 'Module', LogCategory.request, 499, 0)).toBeNull();
    expect(matchOf(dbCounting(1, 500), 'Module', LogCategory.request, 500, 0)).not.toBeNull();
  });
});

describe('a keyword\'s tokens', () => {
  it('count characters, not UTF-16 units, fold ASCII case only, and stop at a NUL', () => {
    expect(keywordTokens('𠀀ab', 1)).toEqual({ tokens: [`"1x${hex('𠀀ab')}"`], exact: true });
    expect(keywordTokens('abab', 3)).toEqual({ tokens: [`"3x${hex('aba')}"`, `"3x${hex('bab')}"`], exact: false });
    expect(keywordTokens('ÄB', 3)).toEqual({ tokens: [`"3x${hex('Äb')}"`], exact: true });
    expect(keywordTokens('', 3)).toBeNull();
    expect(keywordTokens('a\u0000', 3)).toBeNull();
  });
});
