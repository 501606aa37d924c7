import { describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import type { Reviewer } from '../../api/catalog-api';
import { authorOf, reviewerIdOf, reviewerOf } from './reviewer';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('accepted');
};

describe('a review author', () => {
  it('is known by the user id, lower-cased', () => {
    expect(reviewerIdOf('ABCDEFABCDEFABCDEFABCDEF')).toBe('abcdefabcdefabcdefabcdef');
  });

  it('keeps the public fields trimmed and bounded, and the e-mail only when there is one', () => {
    const long = 'x'.repeat(150);
    expect(authorOf({ firstName: ' Ann ', lastName: long, username: 'ann', avatar: '  ', email: '' } as never)).toStrictEqual({
      firstName: 'Ann',
      lastName: 'x'.repeat(100),
      username: 'ann',
      avatar: '',
    });
    expect(authorOf({ firstName: 7, lastName: null, username: 'ann', avatar: '/a.png', email: ' ann@example.rw ' } as never)).toStrictEqual({
      firstName: '',
      lastName: '',
      username: 'ann',
      avatar: '/a.png',
      email: 'ann@example.rw',
    });
  });

  it('of an imported review is given with it, and refused without a valid user id', () => {
    const user: Reviewer = { id: 'ABCDEFABCDEFABCDEFABCDEF', firstName: 'Ann', lastName: 'Lee', username: 'ann', avatar: '' };
    expect(reviewerOf(user)).toStrictEqual({
      userId: 'abcdefabcdefabcdefabcdef',
      author: { firstName: 'Ann', lastName: 'Lee', username: 'ann', avatar: '' },
    });
    const error = refusalOf(() => reviewerOf({ ...user, id: 'ann' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.errors).toEqual([{ path: 'user.id', message: 'Invalid user id' }]);
    expect(refusalOf(() => reviewerOf(undefined as unknown as Reviewer))).toBeInstanceOf(AppError);
  });
});
