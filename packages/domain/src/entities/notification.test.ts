import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuerySchema } from './notification';

describe('notificationPageQuerySchema', () => {
  it('reads the first page of 50 when the client asks for none', () => {
    expect(notificationPageQuerySchema.parse({})).toEqual({
      pageNumber: 1,
      pageSize: NOTIFICATION_PAGE_SIZE,
    });
    expect(NOTIFICATION_PAGE_SIZE).toBe(50);
  });

  it('reads the numbers of the address', () => {
    expect(notificationPageQuerySchema.parse({ pageNumber: '2', pageSize: '100' })).toEqual({
      pageNumber: 2,
      pageSize: 100,
    });
  });

  it.each([[{ pageNumber: '0' }], [{ pageSize: '101' }], [{ pageSize: 'ten' }]])('refuses %j', (query) => {
    expect(notificationPageQuerySchema.safeParse(query).success).toBe(false);
  });
});
